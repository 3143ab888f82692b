import KotlinExport
import KotlinSyntax

/// What the generator will emit for a module, worked out once from the export prediction: which
/// sealed classes and enum classes get Swift enums, which sealed classes are reactor actions,
/// which classes are reactors, which flows get typed adapters. Each emitter reads from it.
struct GlueModel: Sendable {
  let exported: ExportedModule
  let configuration: GeneratorConfiguration
  var names: GeneratedNames
  /// Sealed classes and interfaces that get an enum (exported, included), sorted.
  var sealedClasses: [SealedHierarchy] = []
  /// The names of ``sealedClasses`` whose enums are generic (`ResultEnum<T>`): a reactor adapter
  /// cannot name them without type arguments, so it takes the Kotlin type instead.
  var genericSealedClassNames: Set<QualifiedName> = []
  /// The names of ``sealedClasses``.
  var sealedClassNames: Set<QualifiedName> = []
  /// Every direct subclass of one of ``sealedClasses``: a sealed one is a nested level.
  var sealedSubclassNames: Set<QualifiedName> = []
  /// ``ExportedModule/flowMembers()``, computed once for every emitter, without those whose
  /// Swift name is ambiguous.
  var flowMembers: [FlowMember] = []
  /// The flow members left out of ``flowMembers`` because their Swift names are ambiguous: a
  /// reactor that would use one gets no adapter.
  var ambiguousFlowMembers: [FlowMember] = []
  /// Sealed classes used as a reactor's action type: their cases carry constructor arguments.
  var actionTypes: Set<QualifiedName> = []
  /// Enum classes that get a native mirror: in the Objective-C export, where the Kotlin enum is a
  /// class, and in Swift export, where it is a Swift enum with Kotlin's entry names (the mirror
  /// gives Swift names, and the same spelling in both modes).
  private(set) var enumClasses: [ExportedType] = []
  /// The names of ``enumClasses``, to tell an enum class from a sealed class by one lookup.
  private(set) var enumClassNames: Set<QualifiedName> = []
  /// Kotlin classes shaped like a reactor or a view model.
  var reactors: [ReactorShape] = []
  /// Problems the generator noticed (skipped members, unsupported shapes), as warnings.
  var diagnostics: [Diagnostic] = []
  /// Whether the Objective-C glue collects flows through the module's `KMPBridgeFlows` (the
  /// file `kmp-bridge kotlin-support` writes), so that cancelling a collection in Swift cancels
  /// it in Kotlin at once.
  private(set) var collectsThroughKotlinSupport = false

  var isObjectiveC: Bool { exported.mode.isObjectiveC }

  /// Whether a class gets typed flow accessors: it is wanted, and not generic (an extension of
  /// a generic class could not name its flows' element types).
  static func getsFlowAccessors(
    _ owner: QualifiedName, in exported: ExportedModule, wanted: (QualifiedName) -> Bool
  ) -> Bool {
    wanted(owner) && exported.type(owner)?.genericParameters.isEmpty == true
  }

  /// `flowMembers` without the instance members that override one a superclass's accessor
  /// already covers (`override val state` of a subclass of an abstract view model): Swift
  /// cannot override the superclass extension's `typedState` in the subclass's extension, and
  /// the inherited accessor serves the subclass (typed with the superclass member's element).
  static func withoutOverrides(
    _ members: [FlowMember], in exported: ExportedModule, wanted: (QualifiedName) -> Bool
  ) -> [FlowMember] {
    // The instance flows of each owner.
    var names: [QualifiedName: Set<String>] = [:]
    // A member whose element Swift cannot name gets no accessor, so it covers nothing.
    for member in members where !member.isStatic && member.hasKnownElement {
      names[member.owner, default: []].insert(member.memberSwiftName)
    }
    // For each owner, its superclasses that have flows and get accessors.
    var covering: [QualifiedName: [QualifiedName]] = [:]
    func coveringSuperclasses(of owner: QualifiedName) -> [QualifiedName] {
      if let known = covering[owner] { return known }
      var result: [QualifiedName] = []
      for superName in exported.module.superclassChain(of: owner)
      where names[superName] != nil
        && getsFlowAccessors(superName, in: exported, wanted: wanted)
      {
        result.append(superName)
      }
      covering[owner] = result
      return result
    }
    return members.filter { member in
      guard !member.isStatic else { return true }
      return !coveringSuperclasses(of: member.owner).contains {
        names[$0]?.contains(member.memberSwiftName) == true
      }
    }
  }

  /// The Swift module name of the framework (what generated files import).
  var frameworkModule: String { configuration.framework }

  init(exported: ExportedModule, configuration: GeneratorConfiguration) {
    self.exported = exported
    self.configuration = configuration
    let include = configuration.include.map(NamePattern.init)
    let exclude = configuration.exclude.map(NamePattern.init)
    // Classes whose Swift name the compiler settles in an order it does not promise (two
    // declarations exported as one name): glue that names them, or names anything that mentions
    // them, would guess which class it means. None is generated; KotlinExport has warned at each,
    // and the framework's real header (`header`) settles them.
    var ambiguous: Set<QualifiedName> = []
    var ambiguousSwiftNames: Set<String> = []
    for type in exported.types where type.ambiguity != nil {
      ambiguous.insert(type.kotlinName)
      ambiguousSwiftNames.insert(type.swiftName)
    }
    self.ambiguousSwiftNames = ambiguousSwiftNames
    adapterNames = Self.adapterNames(of: exported)
    let support = Self.kotlinSupport(in: exported)
    collectsThroughKotlinSupport = support.usable
    diagnostics += support.problems
    // The support file's classes are the glue's own plumbing: they get no glue.
    let unwantedNames = ambiguous.union(support.names)
    @Sendable func wanted(_ name: QualifiedName) -> Bool {
      if !unwantedNames.isEmpty, unwantedNames.contains(name) { return false }
      // Without patterns everything is wanted, and the name's text need not be built.
      if include.isEmpty && exclude.isEmpty { return true }
      let text = name.description
      if exclude.contains(where: { $0.matches(text) }) { return false }
      return include.isEmpty || include.contains { $0.matches(text) }
    }
    self.isWanted = wanted

    var enumCandidates: [QualifiedName] = []
    var skipped: [(QualifiedName, String)] = []
    for name in exported.sealedClasses where wanted(name) {
      // No enum when Swift sees none of the subclasses (Swift export leaves out classes nested
      // in an interface): a parent's case then carries the instance.
      guard let hierarchy = exported.sealedHierarchy(of: name), hierarchy.swiftTypeName != nil,
        exported.type(name) != nil,
        hierarchy.subclasses.contains(where: { $0.isExported && $0.swiftTypeName != nil })
      else { continue }
      if let clash = Self.ambiguousMention(
        in: hierarchy, exported: exported, ambiguous: ambiguous, swiftNames: ambiguousSwiftNames)
      {
        skipped.append((name, clash))
        continue
      }
      sealedClasses.append(hierarchy)
      sealedClassNames.insert(name)
      if !hierarchy.genericParameters.isEmpty { genericSealedClassNames.insert(name) }
      for subclass in hierarchy.subclasses { sealedSubclassNames.insert(subclass.kotlinName) }
      enumCandidates.append(name)
    }
    if exported.mode.isObjectiveC || exported.enumsAreNative {
      for type in exported.types where type.kind == .enumClass && wanted(type.kotlinName) {
        enumClasses.append(type)
        enumClassNames.insert(type.kotlinName)
        enumCandidates.append(type.kotlinName)
      }
    }
    names = GeneratedNames(for: enumCandidates)
    flowMembers = exported.flowMembers()
    flowMembers.removeAll { member in
      guard member.ambiguity != nil else { return false }
      ambiguousFlowMembers.append(member)
      return true
    }
    flowMembers = Self.withoutOverrides(flowMembers, in: exported, wanted: wanted)
    // One warning per owner, only where adapters would have been emitted (wanted, non-generic
    // owners); the ambiguity itself was warned about where it arises.
    let ambiguousByOwner = Dictionary(grouping: ambiguousFlowMembers, by: \.owner)
    for owner in QualifiedName.sorted(ambiguousByOwner.keys)
    where Self.getsFlowAccessors(owner, in: exported, wanted: wanted) {
      let members = ambiguousByOwner[owner] ?? []
      // Each member with what it clashes with: an override's ambiguity was warned about at the
      // member it overrides, perhaps among many.
      let names = members.map { member in
        let path = owner.description + "." + member.memberKotlinName
        let others = (member.ambiguity?.clashingDeclarations ?? []).filter { $0 != path }
        return "'\(member.memberKotlinName)' (with " + others.prefix(2).joined(separator: ", ")
          + (others.count > 2 ? ", …" : "") + ")"
      }.joined(separator: ", ")
      diagnostics.append(
        Self.diagnostic(
          "no typed flow for \(names) of '\(owner)': \(members.count == 1 ? "its" : "their") Swift "
            + "name\(members.count == 1 ? " is" : "s are") ambiguous; give the framework's header "
            + "(\"header\" in kmp-bridge.json) to settle it", at: owner,
          member: members[0].memberKotlinName, in: exported))
    }
    if !ambiguousSwiftNames.isEmpty {
      flowMembers.removeAll { member in
        guard let clash = Self.mention(of: ambiguousSwiftNames, in: member.elementSwiftType)
        else { return false }
        skipped.append((member.owner, clash))
        return true
      }
    }
    let (found, unclear) = ReactorShape.find(in: exported, wanted: wanted, model: self)
    reactors = found
    diagnostics += unclear
    if !ambiguousSwiftNames.isEmpty {
      reactors.removeAll { reactor in
        guard let clash = Self.mention(of: ambiguousSwiftNames, in: reactor.actionSwiftType)
        else { return false }
        skipped.append((reactor.type.kotlinName, clash))
        return true
      }
    }
    for (name, clash) in skipped {
      let message =
        "no glue for '\(name)' (or the parts of it that name '\(clash)'): '\(clash)' is an "
        + "ambiguous Swift name; give the framework's header (\"header\" in kmp-bridge.json) to "
        + "settle it"
      if let type = exported.module.classes[name] {
        diagnostics.append(
          exported.module.files[type.fileIndex].file.diagnostic(
            .warning, message, at: type.declaration.nameRange.start))
      } else {
        diagnostics.append(
          Diagnostic(severity: .warning, message: message, path: "", line: 1, column: 1))
      }
    }
    for reactor in reactors {
      if case .sealedClass(let name) = reactor.actionKind { actionTypes.insert(name) }
    }
    for hierarchy in sealedClasses where actionTypes.contains(hierarchy.kotlinName) {
      for subclass in hierarchy.subclasses where !subclass.isObject && !subclass.isSealed {
        guard let type = exported.type(subclass.kotlinName), type.primaryConstructor != nil,
          Self.actionConstructor(of: type) == nil
        else { continue }
        diagnostics.append(
          Self.diagnostic(
            "the action case for '\(subclass.kotlinName)' carries the Kotlin instance, not its "
              + "constructor arguments: its initializer or one of its properties has an ambiguous "
              + "Swift name; give the framework's header (\"header\" in kmp-bridge.json) to "
              + "settle it", at: subclass.kotlinName, in: exported))
      }
    }
  }

  /// The primary constructor an action case of this class calls, or `nil` when the glue would
  /// guess a name: the constructor, or a property that reads one of its parameters back, clashes
  /// with another member.
  static func actionConstructor(of type: ExportedType) -> ExportedFunction? {
    guard let constructor = type.primaryConstructor, constructor.ambiguity == nil else {
      return nil
    }
    for parameter in constructor.parameters {
      if type.properties.contains(where: {
        $0.kotlinName == parameter.name && !$0.isStatic && $0.ambiguity != nil
      }) {
        return nil
      }
    }
    return constructor
  }

  /// A warning at a class's name; for a file facade or package (no class), at the top-level
  /// `member` of its package, or at the start of the first file.
  static func diagnostic(
    _ message: String, at name: QualifiedName, member: String? = nil,
    in exported: ExportedModule
  ) -> Diagnostic {
    let module = exported.module
    if let type = module.classes[name] {
      return module.files[type.fileIndex].file.diagnostic(
        .warning, message, at: type.declaration.nameRange.start)
    }
    if let member,
      let found = module.firstTopLevelMember(named: member, inPackage: name.packageName)
    {
      return module.files[found.fileIndex].file.diagnostic(
        .warning, message, at: found.declaration.range.start)
    }
    return Diagnostic(
      severity: .warning, message: message, path: module.files.first?.file.path ?? "",
      line: 1, column: 1)
  }

  /// The classes of the module's `KotlinSupportFile` (`KMPBridgeFlows` and
  /// `KMPBridgeFlowCollection`, top level in any package), whether the Objective-C glue can
  /// collect through them, and why not when they are there but cannot serve.
  static func kotlinSupport(in exported: ExportedModule) -> (
    names: Set<QualifiedName>, usable: Bool, problems: [Diagnostic]
  ) {
    var objects: [ExportedType] = []
    var collections: [ExportedType] = []
    for type in exported.types where type.kotlinName.path.count == 1 {
      switch type.kotlinName.simpleName {
      case KotlinSupportFile.objectName: objects.append(type)
      case KotlinSupportFile.collectionName: collections.append(type)
      default: continue
      }
    }
    guard !objects.isEmpty else { return ([], false, []) }
    let names = Set((objects + collections).map(\.kotlinName))
    guard exported.mode.isObjectiveC else { return (names, false, []) }
    func problem(_ reason: String) -> (Set<QualifiedName>, Bool, [Diagnostic]) {
      let warning = diagnostic(
        "flows are collected without '\(KotlinSupportFile.objectName)': \(reason); write it "
          + "again with 'kmp-bridge kotlin-support' (until then a collection Swift cancels ends "
          + "in Kotlin at the flow's next value)", at: objects[0].kotlinName, in: exported)
      return (names, false, [warning])
    }
    guard objects.count == 1, collections.count <= 1 else {
      return problem("the module declares it more than once")
    }
    let object = objects[0]
    if object.ambiguity != nil || collections.first?.ambiguity != nil {
      return problem("another class takes its Swift name")
    }
    // A real header without them (a framework built before the file was added) wins.
    let supportNames = [KotlinSupportFile.objectName, KotlinSupportFile.collectionName]
    if exported.disagreements.contains(where: { disagreement in
      supportNames.contains { disagreement.objCName.contains($0) }
        || disagreement.kotlinName.map { name in supportNames.contains { name.contains($0) } }
          == true
    }) {
      return problem("the framework's header does not have it as predicted")
    }
    // The glue spells both names bare: they must be the Swift names too.
    guard object.kind == .object, object.swiftName == KotlinSupportFile.objectName
    else { return problem("it is not the object 'kotlin-support' writes") }
    guard let collection = collections.first,
      collection.swiftName == KotlinSupportFile.collectionName,
      collection.methods.contains(where: {
        $0.swiftName == "cancel()" && $0.returnType == "Void" && !$0.isAsync && !$0.isThrowing
      })
    else { return problem("'\(KotlinSupportFile.collectionName)' with 'cancel()' is missing") }
    let collect = object.methods.first { $0.swiftName == "collect(flow:onValue:onEnd:)" }
    guard let collect, !collect.isAsync, !collect.isThrowing,
      collect.returnType == KotlinSupportFile.collectionName,
      collect.parameters.map(\.swiftType) == [
        "any Kotlinx_coroutines_coreFlow", "(Any?) -> Void", "(KotlinThrowable?) -> Void",
      ]
    else { return problem("its 'collect' is not the one 'kotlin-support' writes") }
    return (names, true, [])
  }

  private let isWanted: @Sendable (QualifiedName) -> Bool
  /// The Swift names that more than one class would take (see `init`).
  let ambiguousSwiftNames: Set<String>

  /// The first ambiguous class a sealed hierarchy's glue would name: a subclass, or a type in an
  /// action case's constructor.
  private static func ambiguousMention(
    in hierarchy: SealedHierarchy, exported: ExportedModule, ambiguous: Set<QualifiedName>,
    swiftNames: Set<String>
  ) -> String? {
    guard !ambiguous.isEmpty else { return nil }
    for subclass in hierarchy.subclasses {
      if ambiguous.contains(subclass.kotlinName) {
        return exported.type(subclass.kotlinName)?.swiftName ?? subclass.kotlinName.description
      }
      for parameter in exported.type(subclass.kotlinName)?.primaryConstructor?.parameters ?? [] {
        if let clash = mention(of: swiftNames, in: parameter.swiftType) { return clash }
      }
    }
    return nil
  }

  /// The first of `names` that the Swift type spelling `type` uses as an identifier.
  static func mention(of names: Set<String>, in type: String) -> String? {
    guard !names.isEmpty else { return nil }
    if type.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
      return asciiMention(of: names, in: type)
    }
    var identifier = ""
    for character in type + " " {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        identifier.append(character)
      } else {
        if names.contains(identifier) { return identifier }
        identifier = ""
      }
    }
    return nil
  }

  /// ``mention(of:in:)`` for ASCII without carriage returns, where each byte is a character
  /// (a carriage return and a line feed would be one) and the letters and digits are `A`–`Z`,
  /// `a`–`z` and `0`–`9`: identifiers are sliced out between separators instead of being built
  /// character by character.
  private static func asciiMention(of names: Set<String>, in type: String) -> String? {
    let bytes = type.utf8
    var start = bytes.startIndex
    var index = start
    while true {
      if index != bytes.endIndex {
        switch bytes[index] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
          index = bytes.index(after: index)
          continue
        default:
          break
        }
      }
      // A separator, or the end (where the original appends one): the identifier so far.
      let identifier = String(type[start..<index])
      if names.contains(identifier) { return identifier }
      guard index != bytes.endIndex else { return nil }
      index = bytes.index(after: index)
      start = index
    }
  }

  func wanted(_ name: QualifiedName) -> Bool { isWanted(name) }

  /// The generated enum of a sealed class or enum class, if there is one.
  func enumName(of name: QualifiedName) -> String? {
    names.enumNames[name]
  }

  /// The file a declaration belongs to (its outermost class's file).
  func fileIndex(of name: QualifiedName) -> Int? {
    exported.module.classes[name]?.fileIndex
      ?? exported.module.classes[name.outermost]?.fileIndex
  }

  /// A Swift type spelling from the export prediction, with every name that KMPBridge (or the
  /// generated support types) also declares qualified by the framework module, so that a Kotlin
  /// `Reactor` or `FlowState` does not become ambiguous in the glue. (A framework class named
  /// like a nested class comes qualified from the prediction already: `Shared.Loading`.)
  func swift(_ spelling: String) -> String {
    asciiSwift(spelling)
      ?? Self.qualifying(Self.runtimeNames, in: spelling, module: frameworkModule)
  }

  /// ``swift(_:)`` for a spelling inside a reactor adapter or its store initialiser, where
  /// `Action`, `State` and `Event` are the adapter's (or the store's) own: a framework class of
  /// such a name is qualified (`typealias State = Shared.State`, not a type naming itself).
  func adapterSwift(_ spelling: String) -> String {
    let spelled = swift(spelling)
    guard !adapterNames.isEmpty else { return spelled }
    return Self.qualifying(adapterNames, in: spelled, module: frameworkModule)
  }

  /// `spelling` with each identifier of `names` that no `.` precedes qualified by `module`.
  static func qualifying(_ names: Set<String>, in spelling: String, module: String) -> String {
    var result = ""
    var identifier = ""
    func flush() {
      guard !identifier.isEmpty else { return }
      if result.last != ".", names.contains(identifier) { result += module + "." }
      result += identifier
      identifier = ""
    }
    for character in spelling {
      if character.isLetter || character.isNumber || character == "_" {
        identifier.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// ``swift(_:)`` for an ASCII spelling (where characters are bytes and identifiers are
  /// `[A-Za-z0-9_]` runs), or `nil` for any other. Most spellings name nothing to qualify and
  /// come back as they are, without a new string.
  private func asciiSwift(_ spelling: String) -> String? {
    var spelling = spelling
    // Over the contiguous bytes: walking the string's UTF-8 view index by index cost more than
    // the rest of the glue model's work on most spellings.
    let (isASCII, qualified) = spelling.withUTF8 { utf8 -> (Bool, [UInt8]?) in
      guard !utf8.contains(where: { $0 >= 0x80 || $0 == 13 }) else { return (false, nil) }
      var result: [UInt8]?
      var copied = 0  // bytes before this are in `result`
      var index = 0
      var previous: UInt8 = 0
      while index < utf8.count {
        guard Self.isIdentifierByte(utf8[index]) else {
          previous = utf8[index]
          index += 1
          continue
        }
        let start = index
        while index < utf8.count, Self.isIdentifierByte(utf8[index]) { index += 1 }
        let length = index - start
        if previous != UInt8(ascii: "."),
          Self.runtimeNameLengths & (1 << UInt64(min(length, 63))) != 0,
          Self.runtimeNames.contains(String(decoding: utf8[start..<index], as: UTF8.self))
        {
          if result == nil { result = [] }
          result?.append(contentsOf: utf8[copied..<start])
          result?.append(contentsOf: frameworkModule.utf8)
          result?.append(UInt8(ascii: "."))
          copied = start
        }
        previous = utf8[index - 1]
      }
      guard var result else { return (true, nil) }
      result.append(contentsOf: utf8[copied...])
      return (true, result)
    }
    guard isASCII else { return nil }
    guard let qualified else { return spelling }
    return String(decoding: qualified, as: UTF8.self)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  /// The lengths of ``runtimeNames``, one bit each (the last for 63 bytes and more): an
  /// identifier of another length is not one.
  private static let runtimeNameLengths: UInt64 = runtimeNames.reduce(0) { mask, name in
    mask | (1 << UInt64(min(name.utf8.count, 63)))
  }
  /// The framework's top-level classes named like a member type of a reactor adapter (`Action`,
  /// `State`, `Event`, and the `StateFlow`, `EventFlow` and `ErrorFlow` that `KotlinReactor`
  /// infers): ``adapterSwift(_:)`` qualifies them.
  private let adapterNames: Set<String>

  /// ``adapterNames`` for a module.
  private static func adapterNames(of exported: ExportedModule) -> Set<String> {
    let adapterScope: Set<String> = [
      "Action", "State", "Event", "StateFlow", "EventFlow", "ErrorFlow",
    ]
    var names: Set<String> = []
    for type in exported.types where adapterScope.contains(type.swiftName) {
      names.insert(type.swiftName)  // a top-level name: a nested one has a dot
    }
    return names
  }

  /// Top-level names of KMPBridge and of the generated support file.
  static let runtimeNames: Set<String> = [
    "AsyncSequenceFlow", "CollapsingHeaderController", "CollapsingHeaderLayout", "CombinedFlow",
    "EmptyFlow", "FlowCollector", "FlowDeliveryPolicy", "FlowDeliveryStatistics", "FlowPhase",
    "FlowSource", "FlowState", "KMPBridgeGlue", "KotlinFlowElementMismatch", "KotlinReactor",
    "MappedFlow", "MappedStateFlow", "Mutations", "OptionalFlow", "Reactor", "ReactorEvents",
    "ReactorStore", "ReactorStub", "Send", "SharedFlowSource", "StateFlowSource", "StoreBinding",
    "KotlinFlow", "KotlinSharedFlow", "KotlinStateFlow", "KotlinFlowBridge", "KotlinCollection",
    "KMPBridgeFlowCollector", "KotlinThrowableError", "KotlinCollectionStart",
    "KotlinCollectionCancellation",
  ]

  /// How a Kotlin object is reached from Swift: `Action.Refresh.shared`.
  func objectInstance(_ swiftTypeName: String) -> String {
    "\(swift(swiftTypeName)).shared"
  }
}

/// A Kotlin class with the shape of a reactor (`send(action)`, a state flow, `destroy()`), or of
/// a view model (a state flow and methods), found by looking at its exported members.
struct ReactorShape: Sendable {
  enum ActionKind {
    /// A sealed class: the generated enum's cases carry constructor arguments.
    case sealedClass(QualifiedName)
    /// An enum class with a generated mirror.
    case enumClass(QualifiedName)
    /// Any other type, used as it is.
    case plain
    /// A view model: the generated action enum has one case per method.
    case methods([ExportedFunction])
  }

  let type: ExportedType
  /// The Swift type of the action (`ProfileActionEnum`, or the Kotlin type for plain actions).
  let actionSwiftType: String
  let actionKind: ActionKind
  /// The `send(action:)` method (reactors).
  let send: ExportedFunction?
  /// The state flow member and its element type.
  let state: FlowMember
  /// `currentState`, when the class has it.
  let currentState: ExportedProperty?
  /// The one-shot event flow and the Swift type of its values.
  let event: (member: FlowMember, sealed: QualifiedName?)?
  /// The error flow.
  let error: FlowMember?
  /// The teardown method: `destroy()`, `close()`, `clear()` or `onCleared()`.
  let destroy: ExportedFunction?

  /// The adapter struct's name: `ProfileReactorAdapter`.
  var adapterName: String { GeneratedNames.base(type.kotlinName) + "Adapter" }

  /// The reactor and view-model shapes of the module's wanted classes, and a warning for each
  /// class of such a shape left out because a member its adapter would use has an ambiguous
  /// Swift name.
  static func find(
    in exported: ExportedModule, wanted: (QualifiedName) -> Bool, model: GlueModel
  ) -> (shapes: [ReactorShape], warnings: [Diagnostic]) {
    // The ambiguous flows take part in finding the shape, so that an ambiguous `state` is not
    // replaced by another state flow.
    let flowsByOwner = Dictionary(
      grouping: model.flowMembers + model.ambiguousFlowMembers, by: \.owner)
    var shapes: [ReactorShape] = []
    var warnings: [Diagnostic] = []
    // The module classes that flows carry (anywhere in their element types), worked out when
    // first asked for.
    var knownFlowElements: Set<QualifiedName>?
    func flowElements() -> Set<QualifiedName> {
      if let knownFlowElements { return knownFlowElements }
      var found: Set<QualifiedName> = []
      for member in model.flowMembers + model.ambiguousFlowMembers {
        guard let element = member.elementKotlinType else { continue }
        Self.collectModuleClasses(in: element, into: &found)
      }
      knownFlowElements = found
      return found
    }
    for type in exported.types
    where (type.kind == .class || type.kind == .object) && type.genericParameters.isEmpty
      && wanted(type.kotlinName)
    {
      let flows = flowsByOwner[type.kotlinName] ?? []
      let properties = flows.filter { $0.memberKind == .property && $0.placement == .direct }
      let stateFlows = properties.filter { $0.flowKind.hasValue }
      guard
        let state = stateFlows.first(where: { $0.memberKotlinName == "state" })
          ?? (stateFlows.count == 1 ? stateFlows[0] : nil)
      else { continue }
      // The class's own method, else the nearest superclass's, with what that superclass's type
      // parameters stand for here (a base reactor's `send(action: A)`).
      // Worked out when first asked for: most classes find their methods at home.
      var knownSuperclasses: [(name: QualifiedName, substitutions: [String: ResolvedType])]?
      func superclasses() -> [(name: QualifiedName, substitutions: [String: ResolvedType])] {
        if let knownSuperclasses { return knownSuperclasses }
        let found = exported.module.superclassesWithArguments(of: type.kotlinName)
        knownSuperclasses = found
        return found
      }
      func inSuperclasses(
        _ matches: (ExportedFunction) -> Bool
      ) -> (function: ExportedFunction, substitutions: [String: ResolvedType])? {
        for (superName, substitutions) in superclasses() {
          if let inherited = exported.type(superName)?.methods.first(where: matches) {
            return (inherited, substitutions)
          }
        }
        return nil
      }
      func method(
        _ matches: (ExportedFunction) -> Bool
      ) -> (function: ExportedFunction, substitutions: [String: ResolvedType], isOwn: Bool)? {
        if let own = type.methods.first(where: matches) { return (own, [:], true) }
        return inSuperclasses(matches).map { ($0.function, $0.substitutions, false) }
      }
      let destroy = method {
        ["destroy", "close", "clear", "onCleared"].contains($0.kotlinName) && $0.parameters.isEmpty
          && !$0.isAsync && $0.kind == .method
      }?.function
      func takesOneAction(_ function: ExportedFunction, named name: String) -> Bool {
        function.kotlinName == name && function.parameters.count == 1 && !function.isAsync
          && function.kind == .method
      }
      // `send(action)`, else a view model's one entry point for a sealed or enum class
      // (`fun onIntent(intent: HomeIntent)`), which gets the same adapter: the action enum's
      // cases build the Kotlin object (`store.send(.open(id: 1))`).
      let sendMethod =
        method { takesOneAction($0, named: "send") }
        ?? dispatcher(
          of: type, destroy: destroy, model: model, flowElements: flowElements(),
          found: method { Self.dispatcherNames.contains($0.kotlinName) && isDispatcher($0) })
      let send = sendMethod?.function
      let currentState = type.properties.first {
        $0.kotlinName == "currentState" && !$0.isStatic && $0.swiftType == state.elementSwiftType
      }
      let eventMember = properties.first { ["event", "events"].contains($0.memberKotlinName) }
      let errorMember = properties.first {
        ["error", "errors"].contains($0.memberKotlinName) && Self.isThrowable($0.elementKotlinType)
      }
      let roles: [(String, Ambiguity?)] =
        [state, eventMember, errorMember].compactMap { $0 }.map {
          ($0.memberKotlinName, $0.ambiguity)
        } + [send, destroy].compactMap { $0 }.map { ($0.kotlinName, $0.ambiguity) }
        + [currentState].compactMap { $0 }.map { ($0.kotlinName, $0.ambiguity) }
      if send != nil || destroy != nil,
        let (member, ambiguity) = roles.first(where: { $0.1 != nil }), let ambiguity
      {
        warnings.append(
          GlueModel.diagnostic(
            "no reactor adapter for '\(type.kotlinName)': its member '\(member)' has an "
              + "ambiguous Swift name: \(ambiguity); give the framework's header (\"header\" in "
              + "kmp-bridge.json) to settle it", at: type.kotlinName, in: exported))
        continue
      }
      var event: (member: FlowMember, sealed: QualifiedName?)?
      if let eventMember {
        var sealed: QualifiedName?
        if case .moduleClass(let name, _) = eventMember.elementKotlinType,
          model.sealedClassNames.contains(name), !model.genericSealedClassNames.contains(name)
        {
          sealed = name
        }
        event = (eventMember, sealed)
      }
      if let send, let sendMethod {
        let parameter = send.parameters[0]
        var kind = ActionKind.plain
        var swiftType = model.swift(parameter.swiftType)
        // An inherited `send(action: A)`: the action is what `A` stands for, when that is a
        // generated enum's class (else the adapter cannot name it: no shape).
        let actionType = parameter.kotlinType.substituting(sendMethod.substitutions)
        if !sendMethod.isOwn, parameter.kotlinType.mentionsAnyTypeParameter {
          guard case .moduleClass(let name, _) = actionType, model.enumName(of: name) != nil,
            !model.genericSealedClassNames.contains(name)
          else { continue }
        }
        // Swift export: the `send` Swift sees is the farthest superclass's of that Swift
        // signature, when another class declares it otherwise (the stubs leave such an override
        // out: Swift cannot override it), or the one found. A type parameter of its class is
        // erased to its bound there (`KotlinBase?`, which a native enum or an interface's
        // existential does not pass); the action must pass as its parameter.
        if !model.isObjectiveC {
          var visible = (function: send, owner: type.kotlinName)
          for (superName, _) in superclasses().reversed() {
            if let farthest = exported.type(superName)?.methods.first(where: {
              takesOneAction($0, named: send.kotlinName) && $0.swiftName == send.swiftName
            }) {
              visible = (farthest, superName)
              break
            }
          }
          let visibleParameter = visible.function.parameters[0].kotlinType
          let isVisible = visible.function.declaration == send.declaration
          if actionType.mentionsAnyTypeParameter {
            // A Kotlin-generic class's own `send(action: A)`: a plain action of the Swift type
            // its declaration has, when Swift sees that declaration.
            if !isVisible { continue }
          } else if !isVisible || visibleParameter.mentionsAnyTypeParameter,
            !exported.passesErased(actionType, asParameter: visibleParameter, of: visible.owner)
          {
            warnings.append(
              GlueModel.diagnostic(
                "no reactor adapter for '\(type.kotlinName)': in Swift export its 'send' is "
                  + "'\(visible.owner).\(visible.function.swiftName)' (parameter "
                  + "'\(visibleParameter)', erased to its bound), where a '\(actionType)' cannot "
                  + "be passed, or the prediction cannot tell that it can", at: type.kotlinName,
                in: exported))
            continue
          }
        }
        if case .moduleClass(let name, _) = actionType {
          if let enumName = model.enumName(of: name),
            !model.genericSealedClassNames.contains(name)
          {
            let isSealed = model.sealedClassNames.contains(name)
            kind = isSealed ? .sealedClass(name) : .enumClass(name)
            swiftType = enumName
          }
        }
        shapes.append(
          ReactorShape(
            type: type, actionSwiftType: swiftType, actionKind: kind, send: send, state: state,
            currentState: currentState, event: event, error: errorMember, destroy: destroy))
      } else if destroy != nil {
        // A view model: its plain methods become the cases of a generated action enum.
        let methods = type.methods.filter { method in
          method.kind == .method && !method.isAsync && method.returnType == "Void"
            && method.kotlinName != destroy?.kotlinName && method.ambiguity == nil
            && method.parameters.allSatisfy { !$0.isVariadic }
        }
        guard !methods.isEmpty else { continue }
        shapes.append(
          ReactorShape(
            type: type, actionSwiftType: GeneratedNames.base(type.kotlinName) + "Action",
            actionKind: .methods(methods), send: nil, state: state, currentState: currentState,
            event: event, error: errorMember, destroy: destroy))
      }
    }
    return (shapes, warnings)
  }

  /// The names of a view model's one entry point for actions, besides `send` (not names a view
  /// model also gives its own outgoing events, such as `sendEvent`, or that say nothing of
  /// actions, such as `handle` or `accept`).
  static let dispatcherNames: Set<String> = [
    "dispatch", "handleAction", "handleEvent", "handleIntent", "obtainEvent", "onAction",
    "onEvent", "onIntent", "onUiAction", "onUiEvent", "process", "processAction", "processEvent",
    "processIntent", "sendAction", "sendIntent",
  ]

  /// Adds the module classes `type` mentions, its type arguments' included.
  private static func collectModuleClasses(
    in type: ResolvedType, into names: inout Set<QualifiedName>
  ) {
    switch type {
    case .moduleClass(let name, let arguments):
      names.insert(name)
      for argument in arguments {
        if let type = argument.type { collectModuleClasses(in: type, into: &names) }
      }
    case .external(_, let arguments), .unresolved(_, let arguments):
      for argument in arguments {
        if let type = argument.type { collectModuleClasses(in: type, into: &names) }
      }
    case .nullable(let inner):
      collectModuleClasses(in: inner, into: &names)
    default:
      break
    }
  }

  /// Whether a method can be a view model's entry point for actions: one parameter, returning
  /// nothing, called synchronously.
  private static func isDispatcher(_ function: ExportedFunction) -> Bool {
    function.kind == .method && function.parameters.count == 1 && !function.isAsync
      && function.returnType == "Void" && !function.parameters[0].isVariadic
  }

  /// The entry point `found` (a method named like `onIntent`, the class's own or its nearest
  /// superclass's) when it is the class's one way in: its parameter is a sealed or enum class
  /// the glue makes an enum of (not generic) that no flow of the module carries (an action
  /// type's enum cases carry constructor arguments, not the Kotlin values a flow delivers), and
  /// the class declares no other method that the view-model shape would make an action of (else
  /// that shape, one case per method, keeps every method reachable).
  private static func dispatcher(
    of type: ExportedType, destroy: ExportedFunction?, model: GlueModel,
    flowElements: @autoclosure () -> Set<QualifiedName>,
    found: (function: ExportedFunction, substitutions: [String: ResolvedType], isOwn: Bool)?
  ) -> (function: ExportedFunction, substitutions: [String: ResolvedType], isOwn: Bool)? {
    guard let found, found.function.ambiguity == nil else { return nil }
    let action = found.function.parameters[0].kotlinType.substituting(found.substitutions)
    guard case .moduleClass(let name, _) = action, model.enumName(of: name) != nil,
      !model.genericSealedClassNames.contains(name), !flowElements().contains(name)
    else { return nil }
    let others = type.methods.contains { method in
      method.kind == .method && !method.isAsync && method.returnType == "Void"
        && method.kotlinName != destroy?.kotlinName
        && method.declaration != found.function.declaration
    }
    return others ? nil : found
  }

  static func isThrowable(_ type: ResolvedType?) -> Bool {
    switch type {
    case .external(let name, _):
      return ["kotlin.Throwable", "kotlin.Exception", "kotlin.RuntimeException"].contains(name)
    case .nullable(let wrapped):
      return isThrowable(wrapped)
    default:
      return false
    }
  }
}
