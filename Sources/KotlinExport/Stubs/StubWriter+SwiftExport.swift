extension StubWriter {
  mutating func emitSwiftExport(_ configuration: SwiftExportConfiguration) {
    output += header(
      "Swift export (module '\(configuration.moduleName)', Kotlin \(configuration.kotlinVersion))")
    output += SwiftExportRuntimeStubs.base
    if configuration.kotlinVersion >= .coroutinesInSwiftExport {
      output += SwiftExportRuntimeStubs.coroutines
    }
    line("// MARK: - Module '\(exported.module.name)'")
    line()
    // A class declaring a protocol's member with another type: the protocol's is not predicted
    // (Kermit's `fun formatTag(tag: String) = if (…) "" else " ($tag)"`, whose type is left to
    // inference, beside `override fun formatTag(tag: String): String`).
    narrowedRequirements = Self.narrowedRequirements(in: exported)
    let aliases = Dictionary(
      grouping: exported.swiftExportTypeAliases(), by: \.kotlinName.packageName)
    emitPackageTree(aliasPackages: aliases.keys)
    var fileScope: [String] = []
    let classes = exported.types.filter {
      !$0.kind.isTopLevelContainer
    }
    // In the order of `exported.types`, as a search would have found them.
    for type in classes {
      if let parent = type.kotlinName.parent { nestedTypes[parent, default: []].append(type) }
    }
    for type in exported.module.classes.values where type.isSealed {
      sealedSubclassNames.formUnion(type.sealedSubclasses)
    }
    let packages = Set(classes.map(\.kotlinName.packageName))
      .union(exported.topLevelContainers.map(\.kotlinName.packageName))
      .union(aliases.keys).sorted()
    for package in packages {
      let topLevel = classes.filter {
        $0.kotlinName.packageName == package && $0.kotlinName.path.count == 1
      }
      let container = exported.topLevelContainers.first { $0.kotlinName.packageName == package }
      if package.isEmpty {
        for alias in aliases[package] ?? [] {
          line(
            "public typealias " + SwiftSyntax.swiftExportName(alias.kotlinName.simpleName)
              + " = " + alias.target)
        }
        for type in topLevel { emitSwiftExportType(type, configuration, fileScope: &fileScope) }
        for method in Self.distinctDeclarations(container?.methods ?? []) {
          line(
            "public " + method.declaration.replacingOccurrences(of: "static func", with: "func")
              + Self.body(of: method))
        }
        for property in container?.properties ?? [] {
          emitSwiftExportProperty(property, access: "public", global: true)
        }
        continue
      }
      block("extension ExportedKotlinPackages." + SwiftSyntax.escapedPath(package)) { writer in
        for alias in aliases[package] ?? [] {
          writer.line(
            "public typealias " + SwiftSyntax.swiftExportName(alias.kotlinName.simpleName)
              + " = " + alias.target)
        }
        for type in topLevel {
          writer.emitSwiftExportType(type, configuration, fileScope: &fileScope)
        }
        for method in Self.distinctDeclarations(container?.methods ?? []) {
          writer.emitMethod(method, access: "public", isProtocol: false)
        }
        for property in container?.properties ?? [] {
          writer.emitSwiftExportProperty(property, access: "public", global: false)
        }
      }
      line()
    }
    for extra in fileScope {
      output += extra
      line()
    }
    emitFlattenedPackage(configuration)
  }

  private mutating func emitPackageTree(aliasPackages: some Sequence<String>) {
    var tree: [String: Set<String>] = [:]
    let packages = Set(exported.types.map(\.kotlinName.packageName))
      .union(aliasPackages).filter { !$0.isEmpty }
    for package in packages {
      let parts = package.split(separator: ".").map(String.init)
      for index in parts.indices {
        let parent = parts[..<index].joined(separator: ".")
        tree[parent, default: []].insert(parts[index])
      }
    }
    func emit(_ path: String, _ writer: inout StubWriter) {
      for child in (tree[path] ?? []).sorted() {
        let childPath = path.isEmpty ? child : path + "." + child
        if tree[childPath] == nil {
          writer.line("public enum " + SwiftSyntax.swiftExportName(child) + " {}")
        } else {
          writer.block("public enum " + SwiftSyntax.swiftExportName(child)) {
            emit(childPath, &$0)
          }
        }
      }
    }
    block("public enum ExportedKotlinPackages") { emit("", &$0) }
    line()
  }

  private mutating func emitSwiftExportProperty(
    _ property: ExportedProperty, access: String, global: Bool
  ) {
    let keyword = global ? access : (property.isStatic ? access + " static" : access)
    let name = SwiftSyntax.escapedIdentifier(property.swiftName)
    if property.isMutable {
      line(keyword + " var " + name + ": " + property.swiftType + " {")
      line("  get { fatalError(\"stub\") }")
      line("  set { fatalError(\"stub\") }")
      line("}")
    } else {
      line(keyword + " var " + name + ": " + property.swiftType + " { fatalError(\"stub\") }")
    }
  }

  private mutating func emitSwiftExportType(
    _ type: ExportedType, _ configuration: SwiftExportConfiguration, fileScope: inout [String]
  ) {
    let name = SwiftSyntax.swiftExportName(type.kotlinName.simpleName)
    let nested = nestedTypes[type.kotlinName] ?? []
    let sealed = exported.sealedHierarchy(of: type.kotlinName)
    switch type.kind {
    case .protocol:
      block(
        "public protocol " + name + ": " + (["AnyObject"] + type.protocols).joined(separator: ", ")
      ) {
        $0.emitMembers(of: type, access: "", inherited: [], isProtocol: true)
      }
      var extensionText = StubWriter(exported: exported)
      extensionText.narrowedRequirements = narrowedRequirements
      extensionText.emitGenericMembersExtension(of: type)
      if !extensionText.output.isEmpty { fileScope.append(extensionText.output) }
      if let sealedType = sealed?.sealedType {
        fileScope.append(
          "extension " + type.swiftName + " {\n  public func sealedType() -> "
            + sealedType.swiftName + " { fatalError(\"stub\") }\n}\n")
      }
    case .enumClass where configuration.kotlinVersion >= .nativeSwiftEnums:
      block("public enum " + name + ": CaseIterable, RawRepresentable") { writer in
        for entry in type.enumEntries {
          writer.line("case " + SwiftSyntax.escapedIdentifier(entry.swiftName))
        }
        writer.line("public init?(rawValue: Int32) { fatalError(\"stub\") }")
        writer.line("public var rawValue: Int32 { fatalError(\"stub\") }")
        writer.emitMembers(of: type, access: "public", inherited: [], isProtocol: false)
        for child in nested {
          writer.emitSwiftExportType(child, configuration, fileScope: &fileScope)
        }
      }
    default:
      var inheritance = [type.superclass ?? "KotlinBase"] + type.protocols
      if type.kind == .enumClass { inheritance.append("CaseIterable") }
      let keyword = type.isFinal ? "public final class " : "open class "
      let access = type.isFinal ? "public" : "open"
      let requirements = swiftExportRequirements(of: type)
      let (inherited, overrides, nonOverrides) = superclassMembers(of: type)
      block(keyword + name + ": " + inheritance.joined(separator: ", ")) { writer in
        writer.emitMembers(
          of: type, access: access, inherited: inherited, isProtocol: false,
          overrides: overrides, nonOverrides: nonOverrides)
        for requirement in requirements {
          writer.emitMethodOrProperty(requirement, access: access)
        }
        if let sealedType = sealed?.sealedType, !writer.hasSealedSuperclass(type) {
          writer.line(
            access + " func sealedType() -> " + sealedType.swiftName + " { fatalError(\"stub\") }")
        }
        for child in nested {
          writer.emitSwiftExportType(child, configuration, fileScope: &fileScope)
        }
      }
    }
    if let sealedType = sealed?.sealedType { emitSealedTypeEnum(sealedType, of: type, name: name) }
    if isSealedSubclass(type), sealed == nil, configuration.kotlinVersion >= .sealedTypes {
      block("public struct " + name + "_SealedType") {
        $0.line("public let value: " + type.swiftName)
      }
    }
  }

  private func hasSealedSuperclass(_ type: ExportedType) -> Bool {
    exported.module.superclassChain(of: type.kotlinName).contains {
      exported.module.classes[$0]?.isSealed == true
    }
  }

  private func isSealedSubclass(_ type: ExportedType) -> Bool {
    sealedSubclassNames.contains(type.kotlinName)
  }

  private mutating func emitSealedTypeEnum(
    _ sealedType: SealedTypeEnum, of type: ExportedType, name: String
  ) {
    block("public enum " + name + "_SealedType") { writer in
      for sealedCase in sealedType.cases {
        writer.line(
          "case " + SwiftSyntax.escapedIdentifier(sealedCase.name) + "(" + sealedCase.payloadType
            + ")")
      }
      if sealedType.hasUnknownCase {
        writer.line("case unknown(" + sealedType.swiftName + ".Unknown)")
        writer.block("public struct Unknown") {
          $0.line("public let value: " + type.swiftTypeExpression)
        }
      }
      writer.line("public var value: " + type.swiftTypeExpression + " { fatalError(\"stub\") }")
    }
  }

  /// The functions the stubs declare: without a repeat of an earlier one's declaration (two
  /// `actual`s of one function in two files, which Swift would reject as a redeclaration), and
  /// without those Swift could not declare beside a property (``Ambiguity/isUndeclarable``).
  static func distinctDeclarations(_ methods: [ExportedFunction]) -> [ExportedFunction] {
    var seen: Set<String> = []
    return methods.filter {
      $0.ambiguity?.isUndeclarable != true && seen.insert($0.declaration).inserted
    }
  }

  /// How a class's stub treats the instance members its module superclasses declare, keyed
  /// like `var name` / `func name(label:)` / `init init(label: T)`: one the class declares with
  /// the same Swift signature is an `override` (as the compiler writes it). One it declares
  /// otherwise (a Kotlin override whose Swift type differs) is, when its type is a flow,
  /// declared again with its own type, as Swift export does (Kotlin's own test data:
  /// `@_nonoverride open var voo: any KotlinTypedStateFlow<…>` over a superclass's
  /// `KotlinTypedFlow`, and a function of another return type beside the superclass's): a
  /// property marked `@_nonoverride` (in `nonOverrides`), a function as an overload. Any other
  /// is inherited and left out.
  private func superclassMembers(of type: ExportedType) -> (
    inherited: Set<String>, overrides: Set<String>, nonOverrides: Set<String>
  ) {
    var signatures: [String: String] = [:]
    // The declaration Swift sees, farthest first: a nearer one of another signature replaces it
    // only where its stub declares it again (a flow); otherwise that stub left it out
    // (`Mid : Base<UiState>` overriding `Base<S>`'s `item: S` leaves `Base`'s, so a `Leaf : Mid`
    // declaring Mid's type again overrides nothing).
    func declare(_ key: String, _ declaration: String, isFlow: Bool) {
      if signatures[key] == nil || isFlow { signatures[key] = declaration }
    }
    let chain = exported.module.superclassChain(of: type.kotlinName)
    for superName in chain.reversed() {
      guard let superType = exported.type(superName) else { continue }
      for property in superType.properties where !property.isStatic {
        declare(
          "var " + property.swiftName, property.declaration,
          isFlow: Self.isFlow(property.kotlinType))
      }
      for method in superType.methods where method.kind != .staticMethod {
        declare(
          "func " + method.swiftName, method.declaration,
          isFlow: Self.isFlow(method.kotlinReturnType))
      }
      // What its stub declares for its protocols (an abstract class leaves an interface's
      // member to its subclasses): a subclass's member of that signature overrides it.
      for requirement in swiftExportRequirements(of: superType) {
        switch requirement {
        case .property(let property):
          signatures["var " + property.swiftName] = property.declaration
        case .method(let method):
          signatures["func " + method.swiftName] = method.declaration
        }
      }
    }
    // The superclass's initializers: its own, or (declaring none) those it inherits.
    for superName in chain {
      guard let superType = exported.type(superName), !superType.initializers.isEmpty else {
        continue
      }
      for initializer in superType.initializers {
        signatures["init " + initializer.declaration] = initializer.declaration
      }
      break
    }
    var inherited: Set<String> = []
    var overrides: Set<String> = []
    var nonOverrides: Set<String> = []
    // `covariant`: a function's declaration returning its type optional, which it overrides
    // (`ExportedFunction.declarationReturningOptional`).
    func sort(
      _ key: String, _ declaration: String, covariant: String? = nil, isFlow: Bool = false
    ) {
      guard let inheritedDeclaration = signatures[key] else { return }
      if inheritedDeclaration == declaration || inheritedDeclaration == covariant {
        overrides.insert(key)
      } else if isFlow {
        // A function of another return type is an overload; a property needs the attribute.
        if key.hasPrefix("var ") { nonOverrides.insert(key) }
      } else {
        inherited.insert(key)
      }
    }
    for property in type.properties where !property.isStatic {
      sort(
        "var " + property.swiftName, property.declaration, isFlow: Self.isFlow(property.kotlinType))
    }
    for method in type.methods where method.kind != .staticMethod {
      sort(
        "func " + method.swiftName, method.declaration,
        covariant: method.declarationReturningOptional,
        isFlow: Self.isFlow(method.kotlinReturnType))
    }
    // A designated initializer with a superclass's signature overrides it.
    for initializer in type.initializers {
      sort("init " + initializer.declaration, initializer.declaration)
    }
    return (inherited, overrides, nonOverrides)
  }

  /// Whether a member's type is a flow (nullable or not), which both exports declare again in a
  /// subclass whose override changes its Swift type.
  static func isFlow(_ type: ResolvedType?) -> Bool {
    guard let type, let found = ExportedModule.findFlow(in: type, topLevel: true) else {
      return false
    }
    return found.placement == .direct || found.placement == .nullable
  }

  /// Requirements of module protocols a Swift export class must implement itself.
  private func swiftExportRequirements(of type: ExportedType) -> [Requirement] {
    var provided: Set<String> = []
    for property in type.properties { provided.insert("var " + property.swiftName) }
    for method in type.methods { provided.insert("func " + method.swiftName) }
    for superName in exported.module.superclassChain(of: type.kotlinName) {
      guard let superType = exported.type(superName) else { continue }
      for property in superType.properties { provided.insert("var " + property.swiftName) }
      for method in superType.methods { provided.insert("func " + method.swiftName) }
      for interfaceName in exported.module.allInterfaces(of: superName) {
        guard let interface = exported.type(interfaceName) else { continue }
        for property in interface.properties { provided.insert("var " + property.swiftName) }
        for method in interface.methods { provided.insert("func " + method.swiftName) }
      }
    }
    var result: [Requirement] = []
    for interfaceName in exported.module.allInterfaces(of: type.kotlinName) {
      guard let interface = exported.type(interfaceName) else { continue }
      provided.formUnion(genericMembers(of: interface))
      for property in interface.properties
      where provided.insert("var " + property.swiftName).inserted {
        result.append(.property(property))
      }
      for method in interface.methods
      where method.ambiguity?.isUndeclarable != true
        && provided.insert("func " + method.swiftName).inserted
      {
        result.append(.method(method))
      }
    }
    return result
  }

  private mutating func emitFlattenedPackage(_ configuration: SwiftExportConfiguration) {
    guard let package = configuration.flattenPackage else { return }
    let aliases = exported.packageTypeAliases().filter(\.isDeclaredByCompiler)
    let container = exported.topLevelContainers.first { $0.kotlinName.packageName == package }
    guard !aliases.isEmpty || container != nil else { return }
    line("// MARK: - flattenPackage = \"\(package)\"")
    line()
    for alias in aliases { line("public typealias " + alias.name + " = " + alias.target) }
    for method in Self.distinctDeclarations(container?.methods ?? []) {
      line(
        "public " + method.declaration.replacingOccurrences(of: "static func", with: "func")
          + Self.body(of: method))
    }
  }
}
