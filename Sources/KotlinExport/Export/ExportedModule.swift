import KotlinSyntax

/// How a Kotlin module looks from Swift in one export mode: every exported declaration's Swift
/// name and signature, and the answers the generator needs.
///
/// ```swift
/// let module = KotlinModule(name: "shared", sourceSets: sourceSets)
/// let exported = ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
///
/// exported.sealedHierarchy(of: "com.example.Action")     // subclasses, objects, Swift names
/// exported.type(named: "com.example.Color")?.enumEntries  // entries with Swift names
/// exported.nestedTypePaths()                              // Kotlin paths to restore
/// exported.flowMembers()                                  // flows and their element types
/// exported.type(named: "com.example.Action.Follow")?.primaryConstructor
/// exported.diagnostics.forEach { print($0) }              // unresolved names, ambiguities
/// ```
///
/// When the real framework header is given, its names win over the predictions (see
/// ``init(_:mode:header:)``).
public struct ExportedModule: Sendable {
  /// The module.
  public let module: KotlinModule
  /// The export mode.
  public let mode: ExportMode
  /// Every exported type, file facade and package namespace, sorted by Kotlin name (file facades
  /// and package namespaces last).
  public let types: [ExportedType]
  /// Classes of the module that Swift does not see, with why.
  public let notExported: [QualifiedName: NotExportedReason]
  /// The module's diagnostics followed by the export's own (ambiguous names, inferred types,
  /// disagreements with the header), each group sorted.
  public let diagnostics: [Diagnostic]
  /// The disagreements between the prediction and the header, when one was given.
  public let disagreements: [HeaderDisagreement]

  private let typeIndex: [String: Int]
  /// ``typeIndex`` by name, so that a lookup by ``QualifiedName`` need not build its text. Used
  /// only while no two types share a text (then the text decides, as it always did).
  private let typePositions: [QualifiedName: Int]
  private let typeTextsAreUnique: Bool
  /// The Swift names of the exported classes (not of file facades or package namespaces).
  let classNames: [QualifiedName: String]
  /// The SDK type names those classes take (`Date`, `Set`), which spellings then qualify.
  let sdkNamesTaken: Set<String>
  /// The header the prediction was made with, if any.
  let header: FrameworkHeader?
  /// The class names that replaced predictions (the header's, and any given to
  /// ``init(_:mode:header:classNames:)``), by Kotlin name.
  let classNameOverrides: [QualifiedName: String]

  /// Predicts the exported API.
  ///
  /// - Parameters:
  ///   - module: The module model.
  ///   - mode: The export mode.
  ///   - header: The real framework header (Objective-C export only). Where it disagrees with
  ///     the prediction, its names are used and each disagreement is listed in
  ///     ``disagreements`` and reported as a warning.
  public init(_ module: KotlinModule, mode: ExportMode, header: FrameworkHeader? = nil) {
    self.init(module, mode: mode, header: header, classNames: [:])
  }

  /// Predicts the exported API with some classes' Swift names given (the header's still win):
  /// each signature that names such a class spells the given name.
  init(
    _ module: KotlinModule, mode: ExportMode, header: FrameworkHeader?,
    classNames given: [QualifiedName: String]
  ) {
    var builder = ExportBuilder(module: module, mode: mode)
    builder.classNameOverrides = given
    builder.build()
    var disagreements: [HeaderDisagreement] = []
    if let header, case .objectiveC(let configuration) = mode {
      // Names the header gives classes must also be used where those classes appear in
      // signatures, so the prediction is redone with them before members are compared.
      let first = HeaderComparison(
        predicted: Self.ordered(builder.types), header: header, prefix: configuration.prefix)
      disagreements = first.disagreements
      if !first.classNameOverrides.isEmpty {
        builder = ExportBuilder(module: module, mode: mode)
        builder.classNameOverrides = given.merging(first.classNameOverrides) { $1 }
        builder.build()
      }
      let second = HeaderComparison(
        predicted: Self.ordered(builder.types), header: header, prefix: configuration.prefix)
      builder.types = Dictionary(
        uniqueKeysWithValues: zip(Self.orderedKeys(builder.types), second.applied))
    }
    let entries = Self.orderedEntries(builder.types)
    let types = entries.map(\.value)
    var classNames: [QualifiedName: String] = [:]
    var sdkNamesTaken: Set<String>?
    let classCount = types.count { !$0.kind.isTopLevelContainer }
    if header == nil && classCount == builder.classNames.count {
      // Each exported class was given its builder's name, and none was lost to another with
      // the same text: the builder's table is the one to build, and its speller has worked
      // out the SDK names it takes.
      classNames = builder.classNames
      sdkNamesTaken = builder.speller.sdkNamesTaken
    } else {
      for type in types where !type.kind.isTopLevelContainer {
        classNames[type.kotlinName] = type.swiftName
      }
    }
    self.module = module
    self.mode = mode
    self.header = header
    self.classNameOverrides = builder.classNameOverrides
    self.types = types
    self.notExported = builder.problems
    self.classNames = classNames
    self.sdkNamesTaken =
      sdkNamesTaken ?? TypeSpeller.sdkNamesTaken(by: classNames, mode: mode)
    var index: [String: Int] = [:]
    var positions: [QualifiedName: Int] = [:]
    var unique = true
    index.reserveCapacity(types.count)
    positions.reserveCapacity(types.count)
    for (position, entry) in entries.enumerated()
    where entry.value.kind != .fileFacade && entry.value.kind != .libraryCategory {
      // A class is keyed by its Kotlin name's text already (a package namespace is not): the
      // key is that text, without building it again.
      let text = entry.isTop ? entry.value.kotlinName.description : entry.key
      if index.updateValue(position, forKey: text) != nil { unique = false }
      positions[entry.value.kotlinName] = position
    }
    self.typeIndex = index
    self.typePositions = positions
    self.typeTextsAreUnique = unique
    self.disagreements = disagreements
    // A disagreement about a declaration the header lacks points at the header's first line, so
    // that the diagnostic still has a position Xcode can open.
    let headerDiagnostics = disagreements.map {
      Diagnostic(
        severity: .warning, message: $0.description, path: header?.path ?? "",
        line: max($0.line, 1), column: 1)
    }
    self.diagnostics = module.diagnostics + Self.sorted(builder.diagnostics) + headerDiagnostics
  }

  /// The builder's types with their keys in the order of ``types``: classes by Kotlin name (a
  /// class's key is its name's text), then the top-level containers (`isTop`) by key.
  private static func orderedEntries(_ types: [String: ExportedType]) -> [(
    key: String, isTop: Bool, value: ExportedType
  )] {
    // Whether a key is a top-level container is decided once per key, not per comparison; the
    // values are sorted along with their keys rather than looked up again (hashing each key).
    types.map { (key: $0.key, isTop: $0.key.hasPrefix("<top-level>/"), value: $0.value) }
      .sorted { lhs, rhs in
        if lhs.isTop != rhs.isTop { return !lhs.isTop }
        return lhs.key < rhs.key
      }
  }

  private static func orderedKeys(_ types: [String: ExportedType]) -> [String] {
    orderedEntries(types).map(\.key)
  }

  private static func ordered(_ types: [String: ExportedType]) -> [ExportedType] {
    orderedEntries(types).map(\.value)
  }

  private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    Diagnostic.sortedUnique(diagnostics)
  }

  // MARK: Types

  /// The exported type with this Kotlin name.
  ///
  /// - Parameter name: A fully qualified name such as `com.example.Profile.State`.
  public func type(named name: String) -> ExportedType? {
    typeIndex[name].map { types[$0] }
  }

  /// The exported type with this Kotlin name.
  public func type(_ name: QualifiedName) -> ExportedType? {
    if typeTextsAreUnique, let position = typePositions[name] { return types[position] }
    return type(named: name.description)
  }

  /// The Swift name of an exported class, or `nil` when Swift does not see it.
  public func swiftName(of name: QualifiedName) -> String? {
    classNames[name]
  }

  /// Looks a class up by its fully qualified Kotlin name.
  ///
  /// - Complexity: One hash lookup per dot in `text` (each split into package and class path is
  ///   tried); only a name that is not found this way (no such class, or a backticked class name
  ///   with a dot in it) costs a scan of the classes.
  public func qualifiedName(_ text: String) -> QualifiedName? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    // Longest package first; a name in the default package has no package part at all.
    for split in stride(from: parts.count - 1, through: 0, by: -1) {
      let candidate = QualifiedName(
        packageName: parts[..<split].joined(separator: "."), path: Array(parts[split...]))
      if module.classes[candidate] != nil, candidate.description == text { return candidate }
    }
    return module.classes.keys.first { $0.description == text }
  }

  /// The file facades and library categories (Objective-C) or package namespaces (Swift
  /// export) that hold top-level functions and properties.
  public var topLevelContainers: [ExportedType] {
    types.filter(\.kind.isTopLevelContainer)
  }

  // MARK: Types of declarations

  /// How Swift spells a Kotlin type written at some place of the module.
  ///
  /// ```swift
  /// let context = exported.module.context(of: stateName)!
  /// exported.swiftType(of: property.type!, in: context, position: .property)  // "KotlinInt?"
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type as written in the Kotlin source.
  ///   - context: Where it is written (``KotlinModule/context(of:)``,
  ///     ``KotlinModule/topLevelContext(fileIndex:)``, plus a member's own type parameters).
  ///   - position: Where it occurs in the Swift signature.
  /// - Returns: The Swift spelling; `nil` when Swift export cannot express the type (the member
  ///   using it is skipped).
  public func swiftType(
    of type: TypeReference, in context: DeclarationContext, position: TypePosition
  ) -> String? {
    swiftType(of: module.resolve(type, in: context), in: context, position: position)
  }

  /// How Swift spells a resolved Kotlin type; see ``swiftType(of:in:position:)-(TypeReference,_,_)``.
  public func swiftType(
    of type: ResolvedType, in context: DeclarationContext, position: TypePosition
  ) -> String? {
    let spelled = TypeSpeller(
      module: module, mode: mode, classNames: classNames, sdkNamesTaken: sdkNamesTaken
    ).spell(
      type, position, in: context)
    if spelled.problem != nil, !mode.isObjectiveC { return nil }
    return spelled.text
  }
}
