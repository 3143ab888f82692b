/// Writes Swift source that declares a module's predicted exported API, so that generated glue
/// and app code can be type-checked on Linux without the Kotlin framework.
///
/// ```swift
/// let source = StubsEmitter.emit(exported)
/// // swiftc -emit-module -module-name Shared -swift-version 6 Shared.swift
/// // swiftc -typecheck -I . -swift-version 6 Glue.swift   // `import Shared`
/// ```
///
/// Every body traps; the declarations are what matter. They follow the real framework's Swift
/// surface closely enough that `swiftc` rejects what Xcode would: a Kotlin class hierarchy is a
/// class hierarchy (a `switch` over it needs `default:`), enum classes are `KotlinEnum`
/// subclasses in the Objective-C export, flows lose their element type there, and final Kotlin
/// classes cannot be subclassed.
///
/// > Important: Compile the stubs as their own module named after the framework, so that their
/// > `internal` details stay invisible to the code checked against them.
///
/// Known differences from the real framework: there is no Objective-C runtime, so protocols are
/// Swift protocols (`AnyObject`-constrained in the Objective-C export), generic parameters carry
/// no `AnyObject` constraint (a protocol existential could not satisfy it), and the boxed numbers
/// are not `NSNumber` subclasses. The classes of other libraries, unresolved types and the Apple
/// SDK types Linux lacks that the API names are empty placeholders (`open class
/// Io_ktorHttpClient: KotlinBase {}`), never under a name Swift or Foundation declares; two
/// classes the prediction names alike (two packages) are declared apart, the second with `_`.
public enum StubsEmitter {
  /// The stubs for an exported module.
  ///
  /// - Parameter exported: The prediction (with header names applied, if a header was given).
  /// - Returns: Swift source, deterministic for the same input.
  public static func emit(_ exported: ExportedModule) -> String {
    var exported = exported
    if exported.mode.isObjectiveC {
      // Swift would reject a second declaration of one name: the classes the prediction names
      // alike get distinct names, and the prediction is made again with them, so that every
      // signature naming one of those classes names the class it means.
      var renamed: [QualifiedName: String] = [:]
      for (type, name) in zip(exported.types, StubWriter.distinctSwiftNames(exported.types))
      where name != type.swiftName && exported.classNames[type.kotlinName] != nil {
        renamed[type.kotlinName] = name
      }
      if !renamed.isEmpty {
        exported = ExportedModule(
          exported.module, mode: exported.mode, header: exported.header,
          classNames: exported.classNameOverrides.merging(renamed) { $1 })
      }
    }
    var writer = StubWriter(exported: exported)
    switch exported.mode {
    case .objectiveC(let configuration):
      writer.emitObjC(configuration)
    case .swiftExport(let configuration):
      writer.emitSwiftExport(configuration)
    }
    return writer.output
  }
}

/// Accumulates stub source text.
struct StubWriter {
  /// How a stub declares an instance property named like one of `NSObject`'s (Swift export:
  /// `KotlinBase`'s; see ``ObjCNaming/rootClassPropertyType(_:objectiveC:)``).
  enum NSObjectProperty {
    /// Of `NSObject`'s type: it overrides `NSObject`'s.
    case override
    /// Of another type: Swift could not declare it (the prediction marked it ambiguous).
    case notDeclared
  }

  /// How `property` stands to `NSObject`'s property of its name, if it has one.
  func nsObjectProperty(_ property: ExportedProperty) -> NSObjectProperty? {
    guard !property.isStatic,
      let type = ObjCNaming.rootClassPropertyType(
        property.swiftName, objectiveC: exported.mode.isObjectiveC)
    else { return nil }
    return type == property.swiftType ? .override : .notDeclared
  }

  let exported: ExportedModule
  var output = ""
  var indentation = 0
  /// The exported classes by the class they are nested in, and the subclasses of sealed
  /// classes: looked up for every class of a Swift export module (a search per class was
  /// quadratic, minutes for a large module).
  var nestedTypes: [QualifiedName: [ExportedType]] = [:]
  var sealedSubclassNames: Set<QualifiedName> = []
  /// The members of each protocol that a conforming class (or its superclass) declares with
  /// another type, keyed like `var name` / `func name(label:)` (see ``genericMembers(of:)``).
  var narrowedRequirements: [QualifiedName: Set<String>] = [:]

  init(exported: ExportedModule) {
    self.exported = exported
  }

  mutating func line(_ text: String = "") {
    if text.isEmpty {
      output += "\n"
    } else {
      output += String(repeating: "  ", count: indentation) + text + "\n"
    }
  }

  mutating func block(_ header: String, _ body: (inout StubWriter) -> Void) {
    line(header + " {")
    indentation += 1
    body(&self)
    indentation -= 1
    line("}")
  }

  func header(_ mode: String) -> String {
    """
    // Generated by KotlinExport from the Kotlin sources of module '\(exported.module.name)'.
    // The predicted Swift API of its \(mode), as stubs for type-checking: every body traps.
    // Do not edit.

    """
  }

  // MARK: Members

  /// The member declarations common to both modes.
  ///
  /// Members keyed (`var name` / `func name(label:)`) in `inherited` are left out; those in
  /// `overrides` are declared `override`, those in `nonOverrides` `@_nonoverride` (a property of
  /// another type than the superclass's, which Swift cannot override).
  mutating func emitMembers(
    of type: ExportedType, access: String, inherited: Set<String>, isProtocol: Bool,
    overrides: Set<String> = [], nonOverrides: Set<String> = []
  ) {
    let inherited = isProtocol ? inherited.union(genericMembers(of: type)) : inherited
    let trap = " { fatalError(\"stub\") }"
    // The same declaration twice (two `actual`s of one function, say) is declared once.
    var declared: Set<String> = []
    for initializer in type.initializers {
      let declaration = initializer.declaration
      if isProtocol || !declared.insert(declaration).inserted { continue }
      let isOverride = overrides.contains("init " + declaration)
      line((isOverride ? "public override " : "public ") + declaration + trap)
    }
    for property in type.properties where !inherited.contains("var " + property.swiftName) {
      let name = SwiftSyntax.escapedIdentifier(property.swiftName)
      let asNSObject = nsObjectProperty(property)
      if asNSObject == .notDeclared {
        line("// '\(property.swiftName)' (\(property.swiftType)) is also NSObject's: not predicted")
        continue
      }
      if isProtocol {
        line(property.declaration)
        continue
      }
      var keyword = property.isStatic ? "public static" : access
      if overrides.contains("var " + property.swiftName) || asNSObject == .override {
        keyword = "override " + keyword
      } else if nonOverrides.contains("var " + property.swiftName) {
        keyword = "@_nonoverride " + keyword
      }
      if property.isMutable {
        line(keyword + " var " + name + ": " + property.swiftType + " {")
        line("  get { fatalError(\"stub\") }")
        line("  set { fatalError(\"stub\") }")
        line("}")
      } else {
        line(keyword + " var " + name + ": " + property.swiftType + trap)
      }
    }
    for method in type.methods where !inherited.contains("func " + method.swiftName) {
      guard declared.insert(method.declaration).inserted else { continue }
      if method.ambiguity?.isUndeclarable == true {
        line("// '\(method.swiftName)' is also a property's name: not predicted")
        continue
      }
      emitMethod(
        method, access: access, isProtocol: isProtocol,
        isOverride: overrides.contains("func " + method.swiftName))
    }
  }

  /// Members of a protocol whose types mention the protocol's own type parameters, or that a
  /// conforming class declares with another type, keyed like `var name` / `func name(label:)`.
  ///
  /// The export erases those parameters in the protocol but a conforming class declares the
  /// member with its concrete types; an override may also narrow the type (`override fun
  /// create(): NSUserDefaultsSettings` for `fun create(): Settings`, which Objective-C allows),
  /// or the protocol's type may be left to inference, which the prediction does not know. The
  /// real Objective-C framework accepts both (Swift does not check an Objective-C conformance);
  /// how Swift export declares them is not predicted. Either way the stubs declare such members
  /// in a protocol extension instead of as requirements, so that the conformance holds.
  func genericMembers(of type: ExportedType) -> Set<String> {
    guard type.kind == .protocol, let declaration = exported.module.classes[type.kotlinName]
    else { return [] }
    var result = narrowedRequirements[type.kotlinName] ?? []
    let names = Set(declaration.declaration.typeParameters.map(\.name))
    guard !names.isEmpty else { return result }
    for property in type.properties where property.kotlinType?.mentions(names) == true {
      result.insert("var " + property.swiftName)
    }
    for method in type.methods
    where method.kotlinReturnType?.mentions(names) == true
      || method.parameters.contains(where: { $0.kotlinType.mentions(names) })
    {
      result.insert("func " + method.swiftName)
    }
    return result
  }

  /// Declares a protocol's generic members (see ``genericMembers(of:)``) in an extension.
  mutating func emitGenericMembersExtension(of type: ExportedType) {
    let generic = genericMembers(of: type)
    guard !generic.isEmpty else { return }
    block("extension " + type.swiftName) { writer in
      for property in type.properties where generic.contains("var " + property.swiftName) {
        writer.line(
          "public var " + SwiftSyntax.escapedIdentifier(property.swiftName) + ": "
            + property.swiftType + " { fatalError(\"stub\") }")
      }
      for method in type.methods where generic.contains("func " + method.swiftName) {
        writer.emitMethod(method, access: "public", isProtocol: false)
      }
    }
  }

  /// A stub method's body: a trap, or nothing for a method with a parameter of type `Never`
  /// (Kotlin's `Nothing`), where a trap is code that "will never be executed", a warning (as is
  /// taking the parameter apart); Swift accepts an empty body there whatever the return type.
  static func body(of method: ExportedFunction) -> String {
    method.parameters.contains { $0.swiftType == "Never" || $0.swiftType == "Swift.Never" }
      ? " {}" : " { fatalError(\"stub\") }"
  }

  mutating func emitMethod(
    _ method: ExportedFunction, access: String, isProtocol: Bool, isOverride: Bool = false
  ) {
    let trap = Self.body(of: method)
    let keyword = method.kind == .staticMethod ? "public" : access
    var prefix = isProtocol ? "" : keyword + " "
    if isOverride
      || (method.swiftName == "isEqual(_:)" && exported.mode.isObjectiveC && !isProtocol)
    {
      prefix += "override "
    }
    if let completion = method.completionHandlerType {
      // The Objective-C method; Swift also offers the `async` form below.
      var parameters = method.parameters.map(\.declaration)
      parameters.append("completionHandler: @escaping @Sendable " + completion)
      let staticWord = method.kind == .staticMethod ? "static " : ""
      let base = SwiftSyntax.escapedIdentifier(method.baseName)
      let declaration =
        staticWord + "func " + base + "(" + parameters.joined(separator: ", ") + ")"
      line(prefix + declaration + (isProtocol ? "" : trap))
      if isProtocol { return }
    }
    line(prefix + method.declaration + (isProtocol ? "" : trap))
  }
}
