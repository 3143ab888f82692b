import KotlinSyntax

/// Builds an ``ExportedModule``: decides what is exported, names it for the mode, and spells
/// every member's types.
struct ExportBuilder {
  let module: KotlinModule
  let mode: ExportMode
  var problems: [QualifiedName: NotExportedReason] = [:]
  var classNames: [QualifiedName: String] = [:]
  var objCNames: [QualifiedName: String] = [:]
  var classAmbiguities: [QualifiedName: Ambiguity] = [:]
  /// Swift names a real header gives classes; they replace the predictions.
  var classNameOverrides: [QualifiedName: String] = [:]
  var types: [String: ExportedType] = [:]
  var diagnostics: [Diagnostic] = []
  /// ``problems`` by class number (the position in ``KotlinModule/sortedClasses``).
  var problemsByID: [NotExportedReason?] = []
  /// ``facades()``, computed once the exported classes are known (it resolves receivers).
  var facadeFiles: [String: [String]] = [:]
  /// The exported classes by predicted Swift name (before header overrides): the first class
  /// with the name and any others. Nearly every name has one class, and an empty array of
  /// others allocates nothing, where an array per name cost an allocation per class.
  var classesBySwiftName: [String: (first: QualifiedName, others: [QualifiedName])] = [:]

  /// The members each class got from top-level extensions (its Objective-C categories), by the
  /// class's key in ``types``: they have no dispatch receiver, so the compiler never lets them
  /// share a name with a member of another type.
  var categoryMembers: [String: CategoryMembers] = [:]

  /// Spells types with ``classNames``; made again whenever ``nameClasses()`` has changed them.
  private(set) var speller: TypeSpeller

  /// The module's top-level functions by name: the package of each, and whether it is an
  /// extension. Type inference reads it to tell whether a call may be one of them.
  let topLevelFunctions: [String: [TopLevelFunction]]

  /// The names of the module's top-level properties. Type inference reads it to tell whether a
  /// capitalised name may be one of them rather than an object.
  let topLevelPropertyNames: Set<String>

  /// A top-level function of the module, as ``topLevelFunctions`` keeps it.
  struct TopLevelFunction {
    var packageName: String
    var isExtension: Bool
  }

  init(module: KotlinModule, mode: ExportMode) {
    self.module = module
    self.mode = mode
    speller = TypeSpeller(module: module, mode: mode, classNames: [:])
    var functions: [String: [TopLevelFunction]] = [:]
    var properties: Set<String> = []
    for member in module.topLevelMembers {
      switch member.declaration {
      case .function(let function):
        functions[function.name, default: []].append(
          TopLevelFunction(
            packageName: module.files[member.fileIndex].packageName,
            isExtension: function.receiverType != nil))
      case .property(let property):
        properties.insert(property.name)
      default:
        continue
      }
    }
    topLevelFunctions = functions
    topLevelPropertyNames = properties
  }

  var swiftExport: SwiftExportConfiguration? {
    if case .swiftExport(let configuration) = mode { return configuration }
    return nil
  }

  var objC: ObjCExportConfiguration? {
    if case .objectiveC(let configuration) = mode { return configuration }
    return nil
  }

  mutating func build() {
    // Sized up front: growing rehashes every key (for `types`, a name's whole text).
    types.reserveCapacity(module.classes.count + module.files.count)
    decideExportedClasses()
    nameClasses()
    exportClasses()
    inheritOverriddenNames()
    markClassClashes()
    exportTopLevelMembers()
    markInheritedClashes()
    markUnrelatedClashes()
    markOverridesOfAmbiguousMembers()
  }

  /// Exports every exported class, on every core: a class's export reads the module and the
  /// names decided so far and writes only its own result and warnings. Each piece of the work
  /// has its own copy of the builder (with its own caches); results and warnings are put back
  /// in class order, so the export does not depend on scheduling.
  private mutating func exportClasses() {
    let classes = module.sortedClasses
    let ids = classes.indices.filter { problemsByID[$0] == nil }
    let earlier = diagnostics
    diagnostics = []
    let builder = self
    let chunks = Parallel.chunks(of: ids.count)
    let pieces = Parallel.map(chunks.count) { piece in
      let range = chunks[piece]
      var local = builder
      local.speller = builder.speller.withOwnCaches()
      let exported = ids[range].map { local.exportClass(classes[$0]) }
      return (exported: exported, diagnostics: local.diagnostics)
    }
    diagnostics = earlier
    for piece in pieces {
      for exported in piece.exported { types[exported.kotlinName.description] = exported }
      diagnostics += piece.diagnostics
    }
  }

  // MARK: What is exported

  /// The reason a class is not exported in this mode, containers first.
  mutating func decideExportedClasses() {
    // Classes by number (their position in the module's sorted classes); containers first: by
    // depth, then by name, the sorted classes bucketed by depth in a stable way.
    let classes = module.sortedClasses
    var byDepth: [[Int]] = []
    for (id, type) in classes.enumerated() {
      let depth = type.name.path.count
      while byDepth.count <= depth { byDepth.append([]) }
      byDepth[depth].append(id)
    }
    problemsByID = Array(repeating: nil, count: classes.count)
    for id in byDepth.joined() {
      let type = classes[id]
      let parent = module.index.parents[id]
      if parent >= 0, problemsByID[parent] != nil {
        problemsByID[id] = .containerNotExported(classes[parent].name)
      } else {
        problemsByID[id] = type.visibilityProblem ?? modeProblem(type)
      }
      if let problem = problemsByID[id] { problems[type.name] = problem }
    }
  }

  private func modeProblem(_ type: ModuleClass) -> NotExportedReason? {
    let annotations = ExportAnnotations(type.declaration.annotations)
    if type.kind == .annotationClass { return .annotationClass }
    if annotations.isDeprecatedHidden { return .deprecatedHidden }
    if type.isValueClass { return .valueClass }
    switch mode {
    case .objectiveC:
      if annotations.isHiddenFromObjC { return .hiddenFromObjC }
      // `@PublishedApi internal`: visible to inline functions, but not in the header.
      if type.declaration.modifiers.contains(.internal) { return .internal }
    case .swiftExport:
      if let parent = type.name.parent, module.classes[parent]?.isInterface == true {
        return .unsupportedBySwiftExport("types nested in interfaces")
      }
      for case .external(let name, _) in type.interfaces + [type.superclass].compactMap({ $0 })
      where Self.collections.contains(name) {
        return .unsupportedBySwiftExport("types inheriting List, Set or Map")
      }
    }
    return nil
  }

  /// The collection interfaces Swift export cannot bridge a subclass of.
  private static let collections = [
    "List", "MutableList", "Set", "MutableSet", "Map", "MutableMap",
  ].map { "kotlin.collections." + $0 }

  // MARK: Class names

  mutating func nameClasses() {
    let classes = module.sortedClasses
    // A nested class's name builds on its container's: each name is worked out once, by class
    // number.
    var swiftNames = [String?](repeating: nil, count: classes.count)
    var objCClassNames = [String?](repeating: nil, count: classes.count)
    let prefix = objC?.prefix ?? ""
    classNames.reserveCapacity(classes.count)
    objCNames.reserveCapacity(mode.isObjectiveC ? classes.count : 0)
    classesBySwiftName.reserveCapacity(classes.count)
    for (id, type) in classes.enumerated() where problemsByID[id] == nil {
      let swiftName: String
      switch mode {
      case .objectiveC:
        swiftName = objCSwiftName(of: id, memo: &swiftNames)
        objCNames[type.name] = objCClassName(of: id, prefix: prefix, memo: &objCClassNames)
      case .swiftExport:
        swiftName = swiftExportName(of: type.name)
      }
      classNames[type.name] = swiftName
      // Classes (and, in the Objective-C export, file facades) share one Swift namespace; the
      // compiler appends `_` to all but one of the clashing names, in an order it does not
      // promise.
      if classesBySwiftName[swiftName]?.others.append(type.name) == nil {
        classesBySwiftName[swiftName] = (type.name, [])
      }
    }
    if mode.isObjectiveC {
      facadeFiles = facades()
    }
    for (name, swiftName) in classNameOverrides where classNames[name] != nil {
      classNames[name] = swiftName
    }
    speller = TypeSpeller(module: module, mode: mode, classNames: classNames)
    // Only a name that some class has can make a class ambiguous.
    for (swiftName, group) in classesBySwiftName {
      let files = facadeFiles[swiftName] ?? []
      guard !group.others.isEmpty || !files.isEmpty else { continue }
      let names = [group.first] + group.others
      let owners = names.map(\.description) + files
      let ambiguity = Ambiguity(
        clashingDeclarations: owners.sorted(),
        reason: "\(owners.count) declarations are exported as '\(swiftName)'; the compiler "
          + "renames all but one with '_' suffixes in an unstable order")
      // One message for all the classes of the group.
      let message = "ambiguous Swift name: " + ambiguity.description
      // The classes still named `swiftName`: those predicted so and not renamed by the header.
      for name in names where classNameOverrides[name] == nil {
        classAmbiguities[name] = ambiguity
        if let type = module.classes[name] {
          diagnostics.append(
            module.files[type.fileIndex].diagnostic(
              .warning, message, at: type.declaration.nameRange))
        }
      }
    }
  }

  /// The Objective-C export's Swift name of a class (see kotlin-in-swift.md, nesting rules).
  ///
  /// - Parameters:
  ///   - id: The class's number (its position in ``KotlinModule/sortedClasses``).
  ///   - memo: Names worked out before, the containers' among them; gains this one.
  func objCSwiftName(of id: Int, memo: inout [String?]) -> String {
    if let known = memo[id] { return known }
    let result = computeObjCSwiftName(of: id, memo: &memo)
    memo[id] = result
    return result
  }

  private func computeObjCSwiftName(of id: Int, memo: inout [String?]) -> String {
    let type = module.sortedClasses[id]
    let name = type.name
    let annotations = ExportAnnotations(type.declaration.annotations)
    let own = ObjCNaming.identifier(
      annotations.swiftName ?? annotations.objCName ?? name.simpleName)
    if annotations.isExact { return own }
    // Every container of a class is a class of the module.
    let parentID = module.index.parents[id]
    guard parentID >= 0 else { return own }
    let parent = module.sortedClasses[parentID]
    let container = objCSwiftName(of: parentID, memo: &memo)
    let containerHasDot =
      container.isASCII ? container.containsByte(UInt8(ascii: ".")) : container.contains(".")
    if canBeSwiftNested(type) {
      if !containerHasDot && canBeSwiftNested(parent) {
        return container + "." + (own == "Type" ? "Type_" : own)
      }
      return container + ObjCNaming.capitalized(own)
    }
    let flattened: String
    if let dot = container.firstIndex(of: ".") {
      flattened =
        String(container[..<dot])
        + ObjCNaming.capitalized(container[container.index(after: dot)...])
    } else {
      flattened = container
    }
    return flattened + ObjCNaming.capitalized(own)
  }

  /// Whether Swift can nest a class in another (or nest others in it): not an interface, and
  /// without type parameters (its own or, for an inner class, its outer classes').
  func canBeSwiftNested(_ type: ModuleClass) -> Bool {
    if type.isInterface { return false }
    return !module.hasTypeParametersInScope(type)
  }

  /// The Objective-C class name: the framework prefix, then the names from the outermost class.
  ///
  /// - Parameters:
  ///   - id: The class's number (its position in ``KotlinModule/sortedClasses``).
  ///   - memo: Names worked out before, the containers' among them; gains this one.
  func objCClassName(of id: Int, prefix: String, memo: inout [String?]) -> String {
    if let known = memo[id] { return known }
    let type = module.sortedClasses[id]
    let annotations = ExportAnnotations(type.declaration.annotations)
    let own = ObjCNaming.identifier(annotations.objCName ?? type.name.simpleName)
    let result: String
    if annotations.isExact {
      result = own
    } else if module.index.parents[id] >= 0 {
      let container = objCClassName(of: module.index.parents[id], prefix: prefix, memo: &memo)
      result = container + ObjCNaming.capitalized(own)
    } else {
      result = prefix + own
    }
    memo[id] = result
    return result
  }

  func swiftExportName(of name: QualifiedName) -> String {
    let path = name.path.map(SwiftSyntax.swiftExportName).joined(separator: ".")
    if name.packageName.isEmpty { return path }
    return "ExportedKotlinPackages." + SwiftSyntax.escapedPath(name.packageName) + "." + path
  }

  /// The Objective-C file facades: Swift name → the files that would use it.
  func facades() -> [String: [String]] {
    var result: [String: [String]] = [:]
    var facadeNames = [String?](repeating: nil, count: module.files.count)
    for member in module.topLevelMembers where memberIsFacadeMember(member) {
      let file = module.files[member.fileIndex]
      let facade = facadeNames[member.fileIndex] ?? ObjCNaming.fileFacadeName(file.fileName)
      facadeNames[member.fileIndex] = facade
      if !(result[facade]?.contains(file.file.path) ?? false) {
        result[facade, default: []].append(file.file.path)
      }
    }
    return result
  }
}

/// The positions of a class's category members in its methods and properties.
struct CategoryMembers {
  var methods: Set<Int> = []
  var properties: Set<Int> = []
}
