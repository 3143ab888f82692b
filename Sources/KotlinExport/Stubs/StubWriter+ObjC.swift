extension StubWriter {
  mutating func emitObjC(_ configuration: ObjCExportConfiguration) {
    output += header("Objective-C framework '\(configuration.frameworkName)'")
    // The framework's umbrella header imports Foundation, so Swift code that imports the
    // framework sees Foundation's types (`NSArray` in `Result<NSArray>`) without importing it.
    line("@_exported import Foundation")
    // Where Foundation's URL loading classes live apart (Linux), for the SDK types the API names.
    line("#if canImport(FoundationNetworking)")
    line("  @_exported import FoundationNetworking")
    line("#endif")
    line()
    output += ObjCRuntimeStubs.text
    line("// MARK: - Module '\(exported.module.name)'")
    line()
    // Classes the prediction names alike were given distinct names before (see
    // `StubsEmitter.emit`); what is left to tell apart here is file facades, whose names no
    // signature mentions.
    let types = zip(exported.types, Self.distinctSwiftNames(exported.types)).map { type, name in
      guard name != type.swiftName else { return type }
      var copy = type
      copy.swiftName = name
      return copy
    }
    narrowedRequirements = Self.narrowedRequirements(in: exported)
    var provided: [QualifiedName: Set<String>] = [:]
    for type in types where type.kind == .protocol {
      emitObjCProtocol(type)
    }
    // Superclasses first, so members they provide are not declared twice.
    for type in orderedBySuperclass(types.filter { $0.kind != .protocol }) {
      emitObjCClass(type, provided: &provided)
    }
    // The glue also names the element types of flows, which the stubs erase.
    let flowElements = exported.flowMembers().map(\.elementSwiftType).joined(separator: "\n")
    output += Self.libraryPlaceholders(
      for: output + "\n" + flowElements, unresolved: undeclaredTypeNames())
  }

  /// How the stubs spell the types the module's API mentions that neither they nor the Linux
  /// toolchain declare: unresolved types (a library class imported with `*`, a class of a module
  /// the sources leave out), by their last name part, and Apple SDK classes outside Foundation
  /// (`UIViewController`).
  private func undeclaredTypeNames() -> Set<String> {
    var result: Set<String> = []
    let speller = TypeSpeller(
      module: exported.module, mode: exported.mode, classNames: exported.classNames,
      sdkNamesTaken: exported.sdkNamesTaken)
    let anywhere = DeclarationContext(fileIndex: 0, enclosingClass: nil)
    func add(_ type: ResolvedType?) {
      guard let type else { return }
      for name in type.unresolvedNames {
        result.insert(String(name.split(separator: ".").last ?? Substring(name)))
      }
      for name in type.externalNames where !name.hasPrefix("kotlin.") {
        // A library class (`Io_ktorHttpClient`, or `NoriaContext` for a one-part package) or an
        // Apple SDK class that the Linux toolchain's Foundation lacks (`UIViewController`).
        if name.hasPrefix("platform."),
          let spelled = KnownKotlinTypes.platformSwiftSpelling(name),
          KnownKotlinTypes.platformSwiftNamesOnLinux.contains(spelled)
        {
          continue
        }
        var spelled = speller.spell(.external(name, arguments: []), .property, in: anywhere).text
        if spelled.hasPrefix("any ") { spelled.removeFirst(4) }
        if Self.isPlainIdentifier(spelled) { result.insert(spelled) }
      }
    }
    for type in exported.types {
      for property in type.properties { add(property.kotlinType) }
      for function in type.methods + type.initializers {
        add(function.kotlinReturnType)
        for parameter in function.parameters { add(parameter.kotlinType) }
      }
    }
    return result
  }

  /// A distinct Swift name for each type (in the order of `types`) whose predicted one another
  /// type already has: two classes of one simple name in two packages, which the compiler tells
  /// apart with `_` in an order it does not promise (the prediction reports them as
  /// ambiguous), or two file facades of one name (`Extensions.kt` in `commonMain` and in
  /// `iosMain`), which share a Kotlin name too. Swift would reject the stubs' second
  /// declaration; this one gets `_` appended to its own name, as the compiler's choice might,
  /// and its nested types follow it. Types are taken outermost first, in their order, so the
  /// first keeps its name.
  static func distinctSwiftNames(_ types: [ExportedType]) -> [String] {
    var original: [QualifiedName: String] = [:]
    for type in types where original[type.kotlinName] == nil {
      original[type.kotlinName] = type.swiftName
    }
    var names = types.map(\.swiftName)
    var renamedHosts: [QualifiedName: String] = [:]
    var used: Set<String> = []
    let order = types.indices.sorted {
      (types[$0].kotlinName.path.count, $0) < (types[$1].kotlinName.path.count, $1)
    }
    for index in order where types[index].kind != .libraryCategory {
      let type = types[index]
      var name = type.swiftName
      var ancestor = type.kotlinName.parent
      while let host = ancestor {
        if let new = renamedHosts[host], let old = original[host], name.hasPrefix(old + ".") {
          name = new + name.dropFirst(old.count)
          break
        }
        ancestor = host.parent
      }
      while used.contains(name) { name += "_" }
      used.insert(name)
      names[index] = name
      if name != type.swiftName { renamedHosts[type.kotlinName] = name }
    }
    return names
  }

  /// Whether `text` is one ASCII identifier (not a generic, optional or collection spelling).
  static func isPlainIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return text.utf8.allSatisfy { $0 < 0x80 && StubTokens.isIdentifierByte($0) }
  }

  /// Classes sorted so that a class's module superclass comes before it; otherwise by name.
  private func orderedBySuperclass(_ types: [ExportedType]) -> [ExportedType] {
    var placed: Set<QualifiedName> = []
    var result: [ExportedType] = []
    var pending = types
    while !pending.isEmpty {
      var next: [ExportedType] = []
      for type in pending {
        let chain = exported.module.superclassChain(of: type.kotlinName)
        if let superName = chain.first, exported.type(superName) != nil,
          !placed.contains(superName)
        {
          next.append(type)
        } else {
          placed.insert(type.kotlinName)
          result.append(type)
        }
      }
      if next.count == pending.count {
        result += next
        break
      }
      pending = next
    }
    return result
  }

  private mutating func emitObjCProtocol(_ type: ExportedType) {
    let inherits = ["AnyObject"] + type.protocols
    block("public protocol " + type.swiftName + ": " + inherits.joined(separator: ", ")) {
      $0.emitMembers(of: type, access: "", inherited: [], isProtocol: true)
    }
    emitGenericMembersExtension(of: type)
    let generic = genericMembers(of: type)
    let asyncMethods = type.methods.filter {
      $0.completionHandlerType != nil && !generic.contains("func " + $0.swiftName)
    }
    if !asyncMethods.isEmpty {
      block("extension " + type.swiftName) { writer in
        for method in asyncMethods {
          writer.line("public " + method.declaration + Self.body(of: method))
        }
      }
    }
    line()
  }

  private mutating func emitObjCClass(
    _ type: ExportedType, provided: inout [QualifiedName: Set<String>]
  ) {
    if type.kind == .libraryCategory {
      // The runtime stubs above declare the library class; its category adds the methods.
      block("extension " + type.swiftName) {
        $0.emitMembers(of: type, access: "public", inherited: [], isProtocol: false)
      }
      line()
      return
    }
    // What the superclass chain already declares, so overrides are not redeclared.
    var inherited: Set<String> = []
    if let superName = exported.module.superclassChain(of: type.kotlinName).first {
      inherited = provided[superName] ?? []
    }
    if let superclass = type.superclass,
      superclass.hasPrefix("KotlinThrowable")
        || superclass.hasPrefix("KotlinException") || superclass.hasSuffix("Exception")
    {
      inherited.formUnion(["var message", "var cause"])
    }
    if let superclass = type.superclass, superclass.hasPrefix("Kotlin"),
      superclass.hasSuffix("Exception") || superclass.hasSuffix("Error")
        || superclass == "KotlinThrowable"
    {
      // The runtime stubs' throwables (and placeholders of other standard-library ones).
      inherited.formUnion([
        "init init(message: String?)", "init init(message: String?, cause: KotlinThrowable?)",
      ])
    }
    // An initializer with the signature of one its superclass has overrides it in Swift. A
    // class that declares initializers has those only; one that declares none inherits its
    // superclass's.
    let ownInitializers = Set(type.initializers.map { "init " + $0.declaration })
    let inheritedInitializers = inherited.filter { $0.hasPrefix("init ") }
    let superInitializers = Set(
      inheritedInitializers.map { renamingTypeParameters(in: $0, of: type) })
    let overrides = ownInitializers.intersection(superInitializers)
    var own = inherited.subtracting(inheritedInitializers)
    own.formUnion(ownInitializers.isEmpty ? superInitializers : ownInitializers)
    for property in type.properties { own.insert("var " + property.swiftName) }
    for method in type.methods { own.insert("func " + method.swiftName) }
    // An enum class has the runtime stubs' `KotlinEnum` members (`val name` of an interface it
    // implements is its own); only instance members count, not an entry named `name`.
    let missing = missingRequirements(
      of: type,
      provided: type.kind == .enumClass
        ? own.union(["var name", "var ordinal", "func compareTo(other:)"]) : own)
    for (_, requirement) in missing { own.insert(requirement) }
    provided[type.kotlinName] = own
    let nonOverrides = flowPropertiesDeclaredAgain(in: type, inherited: inherited)
    let narrowed = methodsNarrowingTheirResult(in: type, inherited: inherited)
    let ownInherited = inherited.subtracting(nonOverrides).subtracting(narrowed)

    let nameParts = type.swiftName.split(separator: ".", maxSplits: 1).map(String.init)
    let ownName = nameParts.last ?? type.swiftName
    let generics =
      type.genericParameters.isEmpty
      ? "" : "<" + type.genericParameters.joined(separator: ", ") + ">"
    let inheritance = [type.superclass ?? "KotlinBase"] + type.protocols
    let classKeyword = type.isFinal ? "public final class " : "open class "
    let access = type.isFinal ? "public" : "open"
    let emitBody: (inout StubWriter) -> Void = { writer in
      writer.block(
        classKeyword + SwiftSyntax.escapedIdentifier(ownName) + generics + ": "
          + inheritance.joined(separator: ", ")
      ) { inner in
        inner.emitMembers(
          of: type, access: access, inherited: ownInherited, isProtocol: false,
          overrides: overrides.union(narrowed), nonOverrides: nonOverrides)
        for (method, _) in missing {
          inner.emitMethodOrProperty(method, access: access)
        }
      }
    }
    if nameParts.count == 2 {
      block("extension " + nameParts[0], emitBody)
    } else {
      emitBody(&self)
    }
    line()
    if let nativeEnum = type.nativeEnum { emitNativeEnum(nativeEnum) }
  }

  /// The keys of the flow properties a class overrides with another Swift type than its nearest
  /// superclass declaring them gives (`override val state: StateFlow<UiState>` of a base
  /// class's `abstract val state: Flow<T>`): the framework's header declares them again in the
  /// class, so Swift sees the narrower type there (`vm.state.value`). Swift cannot override a
  /// property with another existential type, so the stubs declare them `@_nonoverride`, as
  /// Swift export's stubs do.
  private func flowPropertiesDeclaredAgain(
    in type: ExportedType, inherited: Set<String>
  ) -> Set<String> {
    var keys: Set<String> = []
    let chain = exported.module.superclassChain(of: type.kotlinName)
    for property in type.properties
    where !property.isStatic && inherited.contains("var " + property.swiftName)
      && Self.isFlow(property.kotlinType)
    {
      for superName in chain {
        guard let superType = exported.type(superName),
          let overridden = superType.properties.first(where: {
            !$0.isStatic && $0.swiftName == property.swiftName
          })
        else { continue }
        if overridden.swiftType != property.swiftType { keys.insert("var " + property.swiftName) }
        break
      }
    }
    return keys
  }

  /// The keys of the instance methods a class overrides with a narrower result, which the
  /// framework's header declares again with it and the stubs too, as overrides
  /// (``ExportedModule/objCStubsOverride(_:in:)``).
  private func methodsNarrowingTheirResult(
    in type: ExportedType, inherited: Set<String>
  ) -> Set<String> {
    var keys: Set<String> = []
    for method in type.methods
    where inherited.contains("func " + method.swiftName)
      && exported.objCStubsOverride(method, in: type.kotlinName)
    {
      keys.insert("func " + method.swiftName)
    }
    return keys
  }

  /// An initializer key of the superclass as the class sees it: a generic superclass's type
  /// parameters named by the class's type arguments, as its superclass spelling writes them
  /// (`init(initial: S)` of `Base<S>` is `init(initial: T)` under `Middle<T> : Base<T>`, and
  /// `init(initial: UiState)` under `Screen : Base<UiState>`), so that a class initializer of
  /// that signature is declared `override`, as Swift requires. (The superclass spelling's
  /// arguments are split at the commas outside brackets: `ExportAnnotations.splitArguments`
  /// splits inside them too.)
  private func renamingTypeParameters(in key: String, of type: ExportedType) -> String {
    guard let superName = exported.module.superclassChain(of: type.kotlinName).first,
      let parameters = exported.type(superName)?.genericParameters, !parameters.isEmpty,
      let spelling = type.superclass, let open = spelling.firstIndex(of: "<"),
      spelling.last == ">"
    else { return key }
    // The type arguments: split at the commas outside brackets.
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in spelling[
      spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
    {
      switch character {
      case "<", "[", "(": depth += 1
      case ">", "]", ")": depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    arguments.append(current.trimmingCharacters(in: .whitespaces))
    var renames: [String: String] = [:]
    for (parameter, argument) in zip(parameters, arguments)
    where argument != parameter && !argument.isEmpty {
      renames[parameter] = argument
    }
    guard !renames.isEmpty else { return key }
    // Word by word, so that `S` in `Status` stays; all at once, so that swapped names stay
    // swapped; not after a dot (`Outer.S` is a nested class). An existential made optional is
    // parenthesized, as Swift writes it: `(any Event)?`.
    var result = ""
    var word = ""
    var afterDot = false
    func flush(before next: Character?) {
      if !afterDot, let replacement = renames[word] {
        let isExistential =
          replacement.hasPrefix("any ") || replacement.hasPrefix("some ")
          || replacement.contains("&") || replacement.contains("->")
        result += next == "?" && isExistential ? "(" + replacement + ")" : replacement
      } else {
        result += word
      }
      word = ""
    }
    for character in key {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if !word.isEmpty { flush(before: character) }
        afterDot = character == "."
        result.append(character)
      }
    }
    flush(before: nil)
    return result
  }

  /// An `@ObjCEnum` enum class's `NS_ENUM` as Swift imports it: an enum with `Int32` raw
  /// values, the ordinals. (A header's `NS_CLOSED_ENUM` is frozen, an `NS_ENUM` is not; stubs
  /// are built without library evolution, where every enum is exhaustive.)
  private mutating func emitNativeEnum(_ nativeEnum: ExportedNativeEnum) {
    let nameParts = nativeEnum.swiftName.split(separator: ".", maxSplits: 1).map(String.init)
    let name = SwiftSyntax.escapedIdentifier(nameParts.last ?? nativeEnum.swiftName)
    let emitBody: (inout StubWriter) -> Void = { writer in
      guard !nativeEnum.cases.isEmpty else {
        // A Swift enum without cases cannot declare a raw type; the importer gives an empty
        // C enum its raw value all the same.
        writer.block("public enum " + name + ": RawRepresentable, Sendable") { inner in
          inner.line("public init?(rawValue: Int32) { nil }")
          inner.line("public var rawValue: Int32 { switch self {} }")
        }
        return
      }
      writer.block("public enum " + name + ": Int32, Sendable") { inner in
        for entry in nativeEnum.cases {
          inner.line(
            "case " + SwiftSyntax.escapedIdentifier(entry.swiftName) + " = \(entry.ordinal)")
        }
      }
    }
    if nameParts.count == 2 {
      block("extension " + nameParts[0], emitBody)
    } else {
      emitBody(&self)
    }
    line()
  }

  /// Requirements of the module protocols a class conforms to that neither it nor its
  /// superclasses declare: Kotlin interface members with default bodies.
  private func missingRequirements(of type: ExportedType, provided: Set<String>)
    -> [(Requirement, String)]
  {
    var result: [(Requirement, String)] = []
    var seen = provided
    for interfaceName in exported.module.allInterfaces(of: type.kotlinName) {
      guard let interface = exported.type(interfaceName) else { continue }
      // A protocol's generic or narrowed members are its extension's, not requirements; another
      // protocol may still require the member (narrowed: `MemFactory`'s `create()`).
      let generic = genericMembers(of: interface)
      for property in interface.properties {
        let key = "var " + property.swiftName
        guard !generic.contains(key), seen.insert(key).inserted else { continue }
        result.append((.property(property), key))
      }
      for method in interface.methods {
        let key = "func " + method.swiftName
        guard !generic.contains(key), seen.insert(key).inserted else { continue }
        result.append((.method(method), key))
      }
    }
    return result
  }

  /// For each protocol, the members a conforming class (itself or through its superclasses, the
  /// nearest declaration counting) or an extending protocol declares with another Swift type
  /// than the protocol's (both modes).
  static func narrowedRequirements(in exported: ExportedModule) -> [QualifiedName: Set<String>] {
    let module = exported.module
    // A method of the class answers the protocol's of its Swift name in the Objective-C export;
    // in Swift export, which overloads by type, only one with the same parameter types does.
    let isObjectiveC = exported.mode.isObjectiveC
    func key(_ method: ExportedFunction) -> String {
      isObjectiveC
        ? method.swiftName
        : method.swiftName + " " + method.parameters.map(\.swiftType).joined(separator: ", ")
    }
    var result: [QualifiedName: Set<String>] = [:]
    // A protocol narrowing a member of a protocol it extends counts as a class does.
    for type in exported.types where !type.kind.isTopLevelContainer {
      let interfaces = module.allInterfaces(of: type.kotlinName).filter {
        $0 != type.kotlinName
      }
      guard !interfaces.isEmpty else { continue }
      // What the class and its superclasses declare, the nearest first.
      var propertyTypes: [String: String] = [:]
      var methodDeclarations: [String: String] = [:]
      let chain = type.kind == .protocol ? [] : module.superclassChain(of: type.kotlinName)
      for name in [type.kotlinName] + chain {
        guard let declaring = exported.type(name) else { continue }
        for property in declaring.properties where !property.isStatic {
          if propertyTypes[property.swiftName] == nil {
            propertyTypes[property.swiftName] = property.swiftType
          }
        }
        for method in declaring.methods where method.kind == .method {
          if methodDeclarations[key(method)] == nil {
            methodDeclarations[key(method)] = method.declaration
          }
        }
      }
      for interfaceName in interfaces {
        guard let interface = exported.type(interfaceName), interface.kind == .protocol else {
          continue
        }
        for property in interface.properties {
          if let declared = propertyTypes[property.swiftName], declared != property.swiftType {
            result[interfaceName, default: []].insert("var " + property.swiftName)
          }
        }
        for method in interface.methods {
          if let declared = methodDeclarations[key(method)], declared != method.declaration {
            result[interfaceName, default: []].insert("func " + method.swiftName)
          }
        }
      }
    }
    return result
  }

  /// A protocol requirement to implement.
  enum Requirement {
    case property(ExportedProperty)
    case method(ExportedFunction)
  }

  mutating func emitMethodOrProperty(_ requirement: Requirement, access: String) {
    switch requirement {
    case .property(let property):
      let name = SwiftSyntax.escapedIdentifier(property.swiftName)
      let asNSObject = nsObjectProperty(property)
      if asNSObject == .notDeclared { return }
      let access = asNSObject == .override ? "override " + access : access
      if property.isMutable {
        line(access + " var " + name + ": " + property.swiftType + " {")
        line("  get { fatalError(\"stub\") }")
        line("  set { fatalError(\"stub\") }")
        line("}")
      } else {
        line(access + " var " + name + ": " + property.swiftType + " { fatalError(\"stub\") }")
      }
    case .method(let method):
      emitMethod(method, access: access, isProtocol: false)
    }
  }
}
