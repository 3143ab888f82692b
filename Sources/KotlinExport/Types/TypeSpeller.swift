import Foundation
import KotlinSyntax

/// Spells resolved Kotlin types in Swift for one export mode.
struct TypeSpeller {
  let module: KotlinModule
  let mode: ExportMode
  /// The Swift names of the exported classes (Objective-C: `A.BC`; Swift export: full paths).
  let classNames: [QualifiedName: String]
  /// The Swift names of renamed Foundation types (`Date`, `URL`) and of Swift's `Set` that a
  /// class of the module also has (`data class Date`, a workout's `class Set`). The framework's
  /// own declaration shadows the SDK's in every module that imports it, so those SDK types are
  /// spelled `Foundation.Date`, `Swift.Set<…>`. It also holds `.Name` for a top-level class of
  /// the module named like a nested class, spelled `Module.Name`.
  let sdkNamesTaken: Set<String>
  /// Objective-C spellings of external types that depend on the name alone, worked out once per
  /// speller (the library prefix takes a few string passes). Not shared between spellers.
  private var externals = ExternalSpellings()

  /// This speller with caches of its own, for use on another thread than the original.
  func withOwnCaches() -> TypeSpeller {
    var copy = self
    copy.externals = ExternalSpellings()
    return copy
  }

  /// A cache of ``Spelling``s by fully qualified name, behind a lock (`@unchecked Sendable`:
  /// `byName` is only touched with the lock held). Spellers on different threads are given
  /// caches of their own (``withOwnCaches()``), so the lock is never contended.
  private final class ExternalSpellings: @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [String: Spelling] = [:]

    subscript(name: String) -> Spelling? {
      get { lock.withLock { byName[name] } }
      set { lock.withLock { byName[name] = newValue } }
    }
  }

  init(
    module: KotlinModule, mode: ExportMode, classNames: [QualifiedName: String],
    sdkNamesTaken: Set<String>? = nil
  ) {
    self.module = module
    self.mode = mode
    self.classNames = classNames
    self.sdkNamesTaken = sdkNamesTaken ?? Self.sdkNamesTaken(by: classNames, mode: mode)
  }

  /// The SDK type names the module's classes take (see ``sdkNamesTaken``): worked out once per
  /// table of class names, and given to the spellers made with it.
  static func sdkNamesTaken(by classNames: [QualifiedName: String], mode: ExportMode)
    -> Set<String>
  {
    var taken: Set<String> = []
    func take(_ name: Substring) {
      if KnownKotlinTypes.mayBeShadowableSDKType(name.utf8) {
        let name = String(name)
        if KnownKotlinTypes.shadowableSDKTypes.contains(name) { taken.insert(name) }
      }
    }
    // Any class's last name part counts, not only a top-level class's: a nested class is seen
    // unqualified inside its outer class (Objective-C: `Outer.Set`), and in Swift export every
    // class of a package inside that package's namespace, where members are declared.
    var nested: Set<String> = []
    switch mode {
    case .objectiveC:
      for name in classNames.values {
        let start = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name.utf8.index(after: $0) }
        take(name[(start ?? name.startIndex)...])
      }
      for name in classNames.keys where name.path.count > 1 {
        if let last = name.path.last { nested.insert(last) }
      }
    case .swiftExport:
      // Swift export's mangling leaves plain ASCII names, as all of those types' are, unchanged.
      for name in classNames.keys {
        if let last = name.path.last {
          take(last[...])
          if name.path.count > 1 { nested.insert(last) }
        }
      }
    }
    // A top-level class of the module (a Swift name without a dot: every class in the
    // Objective-C export, the root package's in Swift export) named like a nested class: inside
    // the outer class, its subclasses and their extensions Swift takes the plain name for the
    // nested class, so the top-level one is spelled `Module.Name` (kept here as `.Name`).
    if !nested.isEmpty {
      for swiftName in classNames.values where nested.contains(swiftName) {
        taken.insert("." + swiftName)
      }
    }
    return taken
  }

  /// A spelling, or why the mode cannot express the type.
  struct Spelling {
    var text: String
    /// Set when Swift export cannot express the type (the member is then skipped), or when the
    /// Objective-C spelling is a fallback.
    var problem: String?
  }

  /// Positions where the Objective-C export boxes primitives (`KotlinInt`).
  private static let boxes: Set<TypePosition> = [
    .typeArgument, .genericArgument, .closureParameter, .closureReturn, .asyncResult,
  ]

  /// Standard-library interfaces: Swift sees them as protocols (`any KotlinIterator`).
  private static let kotlinProtocols: Set<String> = [
    "Comparable", "Iterator", "Iterable", "MutableIterator", "Collection", "Sequence", "Lazy",
    // Other standard-library interfaces real APIs name (headers show
    // `id<SharedKotlinCoroutineContext>`, `@protocol SharedKotlinClosedRange`).
    "CoroutineContext", "CoroutineContext.Element", "CoroutineContext.Key", "Continuation",
    "ClosedRange", "OpenEndRange", "Map.Entry", "ListIterator", "Function", "Annotation",
    "Appendable", "AutoCloseable",
  ]

  static let primitives: [String: (swift: String, boxed: String)] = [
    "kotlin.Int": ("Int32", "KotlinInt"), "kotlin.Long": ("Int64", "KotlinLong"),
    "kotlin.Short": ("Int16", "KotlinShort"), "kotlin.Byte": ("Int8", "KotlinByte"),
    "kotlin.UInt": ("UInt32", "KotlinUInt"), "kotlin.ULong": ("UInt64", "KotlinULong"),
    "kotlin.UShort": ("UInt16", "KotlinUShort"), "kotlin.UByte": ("UInt8", "KotlinUByte"),
    "kotlin.Boolean": ("Bool", "KotlinBoolean"), "kotlin.Float": ("Float", "KotlinFloat"),
    "kotlin.Double": ("Double", "KotlinDouble"), "kotlin.Char": ("unichar", "Any"),
  ]

  func spell(_ type: ResolvedType, _ position: TypePosition, in context: DeclarationContext)
    -> Spelling
  {
    switch mode {
    case .objectiveC(let configuration):
      return objC(type, position, configuration, context)
    case .swiftExport(let configuration):
      return swiftExport(type, configuration, context)
    }
  }

  // MARK: Objective-C export

  private func objC(
    _ type: ResolvedType, _ position: TypePosition, _ configuration: ObjCExportConfiguration,
    _ context: DeclarationContext
  ) -> Spelling {
    // An Apple SDK typealias of a Kotlin number (`CGFloat`, `NSInteger`) is that number.
    if case .external(let name, _) = type.nonNullable, KnownKotlinTypes.isPlatformName(name),
      let number = KnownKotlinTypes.platformNumberAliases[name]
    {
      let replaced = ResolvedType.external(number, arguments: [])
      return objC(
        type.isNullable ? .nullable(replaced) : replaced, position, configuration, context)
    }
    switch type {
    case .nullable(let inner):
      // Foundation collections cannot hold nil: a nullable element is `Any` (NSNull inside).
      if position == .typeArgument { return Spelling(text: "Any") }
      if case .external(let name, _) = inner, let primitive = Self.primitives[name] {
        return Spelling(text: optional(primitive.boxed))
      }
      switch position {
      case .genericArgument:
        return objC(inner, position, configuration, context)
      default:
        var spelled = objC(inner, position, configuration, context)
        if case .typeParameter = inner, spelled.text.hasSuffix("?") { return spelled }
        spelled.text = optional(spelled.text)
        return spelled
      }
    case .external(let name, let arguments):
      if let primitive = Self.primitives[name] {
        return Spelling(text: Self.boxes.contains(position) ? primitive.boxed : primitive.swift)
      }
      return objCExternal(name, arguments, position, configuration, context)
    case .moduleClass(let name, let arguments):
      return objCModuleClass(name, arguments, position, configuration, context)
    case .typeParameter(let name, let bound):
      if context.classTypeParameterNames.contains(name) {
        // Class type parameters are Objective-C lightweight generics, nullable unless bounded
        // by a non-null type.
        let nullable = bound.map(\.isNullable) ?? true
        let plain = position == .genericArgument || position == .typeArgument
        return Spelling(text: nullable && !plain ? name + "?" : name)
      }
      // A function's own type parameters are erased to their bound.
      guard let bound else {
        return Spelling(
          text: position == .typeArgument || position == .genericArgument ? "Any" : "Any?")
      }
      return objC(bound, position, configuration, context)
    case .function(let function):
      if function.isSuspend {
        let arity = function.parameters.count + (function.receiver == nil ? 0 : 1)
        return Spelling(text: "any KotlinSuspendFunction\(arity)")
      }
      let parameters = ([function.receiver].compactMap { $0 } + function.parameters).map {
        // A block's block parameter is imported `@escaping` too.
        let text = objC($0, .closureParameter, configuration, context).text
        return SwiftSyntax.isFunctionType(text) ? "@escaping " + text : text
      }
      let result = objCClosureResult(function.returnType, configuration, context)
      return Spelling(text: "(" + parameters.joined(separator: ", ") + ") -> " + result)
    case .unresolved(let name, _):
      return Spelling(
        text: name.containsByte(UInt8(ascii: "."))
          ? String(name.split(separator: ".").last ?? "") : name,
        problem: "unresolved reference '\(name)'")
    case .unsupported(let text):
      return Spelling(text: "Any", problem: "'\(text)' has no Objective-C spelling")
    }
  }

  private func objCClosureResult(
    _ type: ResolvedType, _ configuration: ObjCExportConfiguration, _ context: DeclarationContext
  ) -> String {
    if case .external("kotlin.Unit", _) = type { return "Void" }
    return objC(type, .closureReturn, configuration, context).text
  }

  private func objCExternal(
    _ name: String, _ arguments: [ResolvedType.Argument], _ position: TypePosition,
    _ configuration: ObjCExportConfiguration, _ context: DeclarationContext
  ) -> Spelling {
    func argument(_ index: Int, _ inner: TypePosition) -> String {
      guard index < arguments.count, let type = arguments[index].type else {
        return inner == .genericArgument ? "AnyObject" : "Any"
      }
      return objC(type, inner, configuration, context).text
    }
    // A set element or map key Swift cannot know to be `Hashable` (a protocol, `Any`, a type
    // parameter of the class) is imported as `AnyHashable`.
    func hashable(_ index: Int) -> String {
      if index < arguments.count, case .typeParameter? = arguments[index].type?.nonNullable {
        return "AnyHashable"
      }
      return Self.hashableElement(argument(index, .typeArgument))
    }
    let generic = position == .genericArgument
    if let platform = KnownKotlinTypes.platformSwiftSpelling(name, asGenericArgument: generic) {
      guard !sdkNamesTaken.isEmpty, name.hasPrefix("platform.Foundation.") else {
        return Spelling(text: platform)
      }
      // `Date` would name the module's own class: qualify Foundation's (and Swift's `Set` of an
      // `NSSet`).
      if platform.hasPrefix("Set<") {
        return Spelling(text: sdkNamesTaken.contains("Set") ? "Swift." + platform : platform)
      }
      let existential = platform.hasPrefix("any ")
      let bare = existential ? String(platform.dropFirst(4)) : platform
      guard sdkNamesTaken.contains(bare) else { return Spelling(text: platform) }
      return Spelling(text: (existential ? "any " : "") + "Foundation." + bare)
    }
    // A string switch compares the name with each case in turn: only the standard library's
    // names go through it.
    if name.utf8.first == UInt8(ascii: "k"), name.hasPrefix("kotlin.") {
      switch name {
      case "kotlin.String", "kotlin.CharSequence":
        return Spelling(text: generic ? "NSString" : "String")
      case "kotlin.Any":
        return Spelling(text: generic ? "AnyObject" : "Any")
      case "kotlin.Unit":
        return Spelling(
          text: position == .returnValue || position == .closureReturn ? "Void" : "KotlinUnit")
      case "kotlin.Nothing":
        return Spelling(text: "KotlinNothing")
      case "kotlin.collections.List", "kotlin.collections.Collection":
        return Spelling(text: generic ? "NSArray" : "[" + argument(0, .typeArgument) + "]")
      case "kotlin.collections.MutableList", "kotlin.collections.ArrayList":
        return Spelling(text: "NSMutableArray")
      case "kotlin.collections.Set":
        return Spelling(text: generic ? "NSSet" : setName + "<" + hashable(0) + ">")
      case "kotlin.collections.MutableSet", "kotlin.collections.HashSet",
        "kotlin.collections.LinkedHashSet":
        return Spelling(text: "KotlinMutableSet<" + argument(0, .genericArgument) + ">")
      case "kotlin.collections.Map":
        if generic { return Spelling(text: "NSDictionary") }
        return Spelling(
          text: "[" + hashable(0) + ": " + argument(1, .typeArgument) + "]")
      case "kotlin.collections.MutableMap", "kotlin.collections.HashMap",
        "kotlin.collections.LinkedHashMap":
        return Spelling(
          text: "KotlinMutableDictionary<" + argument(0, .genericArgument) + ", "
            + argument(1, .genericArgument) + ">")
      case "kotlin.Array":
        return Spelling(text: "KotlinArray<" + argument(0, .genericArgument) + ">")
      default:
        break
      }
    }
    // Only `kotlin.Pair`, `kotlin.Triple` and `kotlin.Enum` spell their arguments below.
    let cacheable = arguments.isEmpty || !name.hasPrefix("kotlin.")
    if cacheable, let known = externals[name] { return known }
    let spelling = objCExternalByName(name, arguments, configuration) {
      argument($0, $1)
    }
    if cacheable { externals[name] = spelling }
    return spelling
  }

  /// The spelling of an external type that the rules above do not cover; it depends on the name
  /// alone, except for `Pair` and `Triple` with type arguments.
  private func objCExternalByName(
    _ name: String, _ arguments: [ResolvedType.Argument],
    _ configuration: ObjCExportConfiguration, _ argument: (Int, TypePosition) -> String
  ) -> Spelling {
    if let flow = KnownKotlinTypes.flowKinds[name] {
      return Spelling(text: "any " + libraryPrefix(name, configuration) + flow.kotlinName)
    }
    let simple = Self.classPath(of: name)
    if name.hasPrefix("kotlin.") {
      let kotlinName = "Kotlin" + simple.replacingOccurrences(of: ".", with: "")
      if Self.kotlinProtocols.contains(simple) { return Spelling(text: "any " + kotlinName) }
      var text = kotlinName
      if (simple == "Pair" || simple == "Triple") && !arguments.isEmpty {
        text +=
          "<" + arguments.indices.map { argument($0, .genericArgument) }.joined(separator: ", ")
          + ">"
      } else if simple == "Enum" {
        // `Enum<*>` (or a raw `Enum`) is `KotlinEnum<id>`: Swift needs the argument.
        text += "<" + (arguments.isEmpty ? "AnyObject" : argument(0, .genericArgument)) + ">"
      }
      return Spelling(text: text)
    }
    let prefix = libraryPrefix(name, configuration)
    let text = prefix + simple.replacingOccurrences(of: ".", with: "")
    if KnownKotlinTypes.libraryInterfaces.contains(name) { return Spelling(text: "any " + text) }
    let known = configuration.library(ofPackage: Self.packageOf(name)) != nil
    return Spelling(
      text: text,
      problem: known
        ? nil
        : "'\(name)' comes from a library the configuration does not name; its prefix is a guess")
  }

  private func libraryPrefix(_ name: String, _ configuration: ObjCExportConfiguration) -> String {
    let package = Self.packageOf(name)
    if let library = configuration.library(ofPackage: package) {
      return configuration.exportedLibraries.contains(library)
        ? "" : ObjCNaming.abbreviate(library)
    }
    return ObjCNaming.abbreviate(package.split(separator: ".").prefix(2).joined(separator: "-"))
  }

  private func objCModuleClass(
    _ name: QualifiedName, _ arguments: [ResolvedType.Argument], _ position: TypePosition,
    _ configuration: ObjCExportConfiguration, _ context: DeclarationContext
  ) -> Spelling {
    guard let type = module.classes[name] else { return Spelling(text: "Any") }
    if type.isValueClass,
      let underlying = valueClassUnderlyingType(type)
    {
      return objC(underlying, position, configuration, context)
    }
    guard var swiftName = classNames[name] else {
      // A type Swift does not see: the nearest thing Swift can hold.
      return Spelling(
        text: type.isInterface ? "Any" : "KotlinBase",
        problem: "\(name) is not exported, so Swift sees a supertype")
    }
    if !sdkNamesTaken.isEmpty, sdkNamesTaken.contains("." + swiftName) {
      swiftName = configuration.frameworkName + "." + swiftName
    }
    if type.isInterface { return Spelling(text: "any " + swiftName) }
    guard type.isGeneric else { return Spelling(text: swiftName) }
    let parameters = type.declaration.typeParameters.indices.map { index -> String in
      guard index < arguments.count, let argument = arguments[index].type else {
        return "AnyObject"
      }
      return objC(argument, .genericArgument, configuration, context).text
    }
    return Spelling(text: swiftName + "<" + parameters.joined(separator: ", ") + ">")
  }

  func valueClassUnderlyingType(_ type: ModuleClass) -> ResolvedType? {
    guard let parameter = type.declaration.primaryConstructor?.parameters.first,
      let written = parameter.type, let context = module.context(of: type.name)
    else { return nil }
    return module.resolve(written, in: context)
  }

  // MARK: Swift export

  private func swiftExport(
    _ type: ResolvedType, _ configuration: SwiftExportConfiguration, _ context: DeclarationContext
  ) -> Spelling {
    switch type {
    case .nullable(let inner):
      var spelled = swiftExport(inner, configuration, context)
      if !spelled.text.hasSuffix("?") { spelled.text = optional(spelled.text) }
      return spelled
    case .external(let name, let arguments):
      return swiftExportExternal(name, arguments, configuration, context)
    case .moduleClass(let name, _):
      guard let type = module.classes[name] else { return Spelling(text: "KotlinBase") }
      if type.isValueClass,
        let underlying = valueClassUnderlyingType(type)
      {
        return swiftExport(underlying, configuration, context)
      }
      guard var swiftName = classNames[name] else {
        return Spelling(text: "KotlinBase", problem: "\(name) is not exported")
      }
      if !sdkNamesTaken.isEmpty, sdkNamesTaken.contains("." + swiftName) {
        swiftName = configuration.moduleName + "." + swiftName
      }
      return Spelling(text: type.isInterface ? "any " + swiftName : swiftName)
    case .typeParameter(_, let bound):
      // Swift export erases generics to their upper bound.
      guard let bound else { return Spelling(text: "KotlinBase?") }
      return swiftExport(bound, configuration, context)
    case .function(let function):
      if function.isSuspend {
        return Spelling(text: "Never", problem: "suspend function types")
      }
      var problem: String?
      let parameters = ([function.receiver].compactMap { $0 } + function.parameters).map {
        parameter -> String in
        let spelled = swiftExport(parameter, configuration, context)
        problem = problem ?? spelled.problem
        return spelled.text
      }
      let result = swiftExport(function.returnType, configuration, context)
      return Spelling(
        text: "(" + parameters.joined(separator: ", ") + ") -> " + result.text,
        problem: problem ?? result.problem)
    case .unresolved(let name, _):
      return Spelling(text: "Never", problem: "the unresolved type '\(name)'")
    case .unsupported(let text):
      return Spelling(text: "Never", problem: "the type '\(text)'")
    }
  }

  /// A set element's or map key's spelling, or `AnyHashable` where Swift cannot know the type
  /// to be `Hashable`: `Any`, a protocol existential, optional or not. (Both modes; the
  /// Objective-C export also turns a class's type parameter into `AnyHashable`.)
  static func hashableElement(_ text: String) -> String {
    text == "Any" || text == "Any?" || text.hasPrefix("any ") || text.hasPrefix("(any ")
      ? "AnyHashable" : text
  }

  private func swiftExportExternal(
    _ name: String, _ arguments: [ResolvedType.Argument], _ configuration: SwiftExportConfiguration,
    _ context: DeclarationContext
  ) -> Spelling {
    if let primitive = Self.primitives[name] {
      return Spelling(text: name == "kotlin.Char" ? "Unicode.UTF16.CodeUnit" : primitive.swift)
    }
    var problem: String?
    func argument(_ index: Int) -> String {
      guard index < arguments.count, let type = arguments[index].type else {
        return "KotlinBase?"
      }
      let spelled = swiftExport(type, configuration, context)
      problem = problem ?? spelled.problem
      return spelled.text
    }
    // A set element or map key that is a protocol existential is not `Hashable` in Swift; the
    // classes (`KotlinBase` subclasses) and bridged values are.
    let text: String
    switch name {
    case "kotlin.String": text = "String"
    case "kotlin.Any": text = "KotlinBase"
    case "kotlin.Unit": text = "Void"
    case "kotlin.Nothing": text = "Never"
    case "kotlin.collections.List", "kotlin.collections.MutableList",
      "kotlin.collections.Collection", "kotlin.collections.ArrayList":
      text = "[" + argument(0) + "]"
    case "kotlin.collections.Set", "kotlin.collections.MutableSet", "kotlin.collections.HashSet":
      text = setName + "<" + Self.hashableElement(argument(0)) + ">"
    case "kotlin.collections.Map", "kotlin.collections.MutableMap", "kotlin.collections.HashMap":
      text = "[" + Self.hashableElement(argument(0)) + ": " + argument(1) + "]"
    default:
      if let flow = KnownKotlinTypes.flowKinds[name] {
        guard configuration.kotlinVersion >= .coroutinesInSwiftExport else {
          return Spelling(text: "Never", problem: "coroutine flows before Kotlin 2.4.0")
        }
        text = "any " + flow.swiftExportProtocolName + "<" + argument(0) + ">"
      } else {
        return Spelling(text: "Never", problem: "the type '\(name)' from outside the module")
      }
    }
    return Spelling(text: text, problem: problem)
  }

  // MARK: Helpers

  /// Swift's `Set`, qualified when a class of the module is named `Set`.
  private var setName: String { sdkNamesTaken.contains("Set") ? "Swift.Set" : "Set" }

  private func optional(_ text: String) -> String {
    Self.optional(text)
  }

  /// `T?`, parenthesising function types and existentials; `T` itself when already optional.
  static func optional(_ text: String) -> String {
    if text.isASCII {
      // Byte checks give the same answers for ASCII text, without character segmentation.
      let utf8 = text.utf8
      if utf8.last == UInt8(ascii: "?") { return text }
      if utf8.starts(with: "any ".utf8) || containsArrow(utf8) { return "(" + text + ")?" }
      return text + "?"
    }
    if text.hasSuffix("?") { return text }
    if text.contains("->") || text.hasPrefix("any ") { return "(" + text + ")?" }
    return text + "?"
  }

  private static func containsArrow(_ utf8: String.UTF8View) -> Bool {
    var previous: UInt8 = 0
    for byte in utf8 {
      if previous == UInt8(ascii: "-") && byte == UInt8(ascii: ">") { return true }
      previous = byte
    }
    return false
  }

  /// The package of a fully qualified external name: the components before the first
  /// capitalised one.
  static func packageOf(_ name: String) -> String {
    if let split = asciiSplit(name) { return String(name.utf8[..<split.packageEnd])! }
    let parts = name.split(separator: ".")
    let index = parts.firstIndex { $0.first?.isUppercase == true } ?? parts.count
    return parts[..<index].joined(separator: ".")
  }

  /// The class path of a fully qualified external name (`Map.Entry`).
  static func classPath(of name: String) -> String {
    if let split = asciiSplit(name) {
      return String(name.utf8[(split.classStart ?? split.lastStart)...])!
    }
    let parts = name.split(separator: ".")
    let index = parts.firstIndex { $0.first?.isUppercase == true } ?? max(parts.count - 1, 0)
    return parts[index...].joined(separator: ".")
  }

  /// For a dotted ASCII name without empty components (every name the resolver makes), where
  /// the package ends and the class path (the first component starting with `A`–`Z`) or else
  /// the last component starts; `nil` for other names, which take the general path.
  private static func asciiSplit(_ name: String) -> (
    packageEnd: String.Index, classStart: String.Index?, lastStart: String.Index
  )? {
    let utf8 = name.utf8
    guard let first = utf8.first, first != UInt8(ascii: "."), utf8.last != UInt8(ascii: "."),
      name.isASCIIWithoutCarriageReturn
    else { return nil }
    var componentStart = utf8.startIndex
    var previousDot: String.Index?
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if index == componentStart, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        return (previousDot ?? utf8.startIndex, componentStart, componentStart)
      }
      if byte == UInt8(ascii: ".") {
        if previousDot.map({ utf8.index(after: $0) == index }) ?? false { return nil }
        previousDot = index
        componentStart = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    return (utf8.endIndex, nil, componentStart)
  }
}
