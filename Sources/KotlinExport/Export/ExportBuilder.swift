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
  /// ``facades()``, computed once the exported classes are known (it resolves receivers).
  var facadeFiles: [String: [String]] = [:]
  /// The exported classes by predicted Swift name (before header overrides).
  var classesBySwiftName: [String: [QualifiedName]] = [:]

  /// Spells types with ``classNames``; made again whenever ``nameClasses()`` has changed them.
  private(set) var speller: TypeSpeller

  init(module: KotlinModule, mode: ExportMode) {
    self.module = module
    self.mode = mode
    speller = TypeSpeller(module: module, mode: mode, classNames: [:])
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
    decideExportedClasses()
    nameClasses()
    for type in module.sortedClasses where problems[type.name] == nil {
      let exported = exportClass(type)
      types[exported.kotlinName.description] = exported
    }
    exportTopLevelMembers()
  }

  // MARK: What is exported

  /// The reason a class is not exported in this mode, containers first.
  mutating func decideExportedClasses() {
    // By depth, then by name: the module's sorted classes, bucketed by depth in a stable way.
    var byDepth: [[ModuleClass]] = []
    for type in module.sortedClasses {
      let depth = type.name.path.count
      while byDepth.count <= depth { byDepth.append([]) }
      byDepth[depth].append(type)
    }
    for type in byDepth.joined() {
      if let parent = type.name.parent, problems[parent] != nil {
        problems[type.name] = .containerNotExported(parent)
        continue
      }
      if let problem = type.visibilityProblem ?? modeProblem(type) {
        problems[type.name] = problem
      }
    }
  }

  private func modeProblem(_ type: ModuleClass) -> NotExportedReason? {
    let annotations = ExportAnnotations(type.declaration.annotations)
    if type.kind == .annotationClass { return .annotationClass }
    if annotations.isDeprecatedHidden { return .deprecatedHidden }
    if type.declaration.modifiers.contains(.value) { return .valueClass }
    switch mode {
    case .objectiveC:
      if annotations.isHiddenFromObjC { return .hiddenFromObjC }
    case .swiftExport:
      if let parent = type.name.parent, module.classes[parent]?.isInterface == true {
        return .unsupportedBySwiftExport("types nested in interfaces")
      }
      let collections = ["List", "MutableList", "Set", "MutableSet", "Map", "MutableMap"].map {
        "kotlin.collections." + $0
      }
      for case .external(let name, _) in type.interfaces + [type.superclass].compactMap({ $0 })
      where collections.contains(name) {
        return .unsupportedBySwiftExport("types inheriting List, Set or Map")
      }
    }
    return nil
  }

  // MARK: Class names

  mutating func nameClasses() {
    let exported = module.sortedClasses.filter { problems[$0.name] == nil }
    // A nested class's name builds on its container's: each name is worked out once.
    var swiftNames: [QualifiedName: String] = [:]
    var objCClassNames: [QualifiedName: String] = [:]
    let prefix = objC?.prefix ?? ""
    for type in exported {
      switch mode {
      case .objectiveC:
        classNames[type.name] = objCSwiftName(of: type.name, memo: &swiftNames)
        objCNames[type.name] = objCClassName(of: type.name, prefix: prefix, memo: &objCClassNames)
      case .swiftExport:
        classNames[type.name] = swiftExportName(of: type.name)
      }
    }
    // Classes (and, in the Objective-C export, file facades) share one Swift namespace; the
    // compiler appends `_` to all but one of the clashing names, in an order it does not promise.
    for (name, swiftName) in classNames {
      classesBySwiftName[swiftName, default: []].append(name)
    }
    if mode.isObjectiveC {
      facadeFiles = facades()
    }
    for (name, swiftName) in classNameOverrides where classNames[name] != nil {
      classNames[name] = swiftName
    }
    speller = TypeSpeller(module: module, mode: mode, classNames: classNames)
    // Only a name that some class has can make a class ambiguous.
    for (swiftName, names) in classesBySwiftName {
      let files = facadeFiles[swiftName] ?? []
      guard names.count + files.count > 1 else { continue }
      let owners = names.map(\.description) + files
      let ambiguity = Ambiguity(
        clashingDeclarations: owners.sorted(),
        reason: "\(owners.count) declarations are exported as '\(swiftName)'; the compiler "
          + "renames all but one with '_' suffixes in an unstable order")
      // The classes still named `swiftName`: those predicted so and not renamed by the header.
      for name in names where classNameOverrides[name] == nil {
        classAmbiguities[name] = ambiguity
        if let type = module.classes[name] {
          diagnostics.append(
            module.files[type.fileIndex].diagnostic(
              .warning, "ambiguous Swift name: " + ambiguity.description,
              at: type.declaration.nameRange))
        }
      }
    }
  }

  /// The Objective-C export's Swift name of a class (see kotlin-in-swift.md, nesting rules).
  ///
  /// - Parameter memo: Names worked out before, the containers' among them; gains this one.
  func objCSwiftName(of name: QualifiedName, memo: inout [QualifiedName: String]) -> String {
    if let known = memo[name] { return known }
    let result = computeObjCSwiftName(of: name, memo: &memo)
    memo[name] = result
    return result
  }

  private func computeObjCSwiftName(of name: QualifiedName, memo: inout [QualifiedName: String])
    -> String
  {
    guard let type = module.classes[name] else { return name.simpleName }
    let annotations = ExportAnnotations(type.declaration.annotations)
    let own = ObjCNaming.identifier(
      annotations.swiftName ?? annotations.objCName ?? name.simpleName)
    if annotations.isExact { return own }
    guard let parentName = name.parent, let parent = module.classes[parentName] else {
      return own
    }
    let container = objCSwiftName(of: parentName, memo: &memo)
    let containerHasDot =
      container.isASCII ? container.utf8.contains(UInt8(ascii: ".")) : container.contains(".")
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

  func objCClassName(
    of name: QualifiedName, prefix: String, memo: inout [QualifiedName: String]
  ) -> String {
    if let known = memo[name] { return known }
    let result: String
    if let type = module.classes[name] {
      let annotations = ExportAnnotations(type.declaration.annotations)
      let own = ObjCNaming.identifier(annotations.objCName ?? name.simpleName)
      if annotations.isExact {
        result = own
      } else if let parent = name.parent {
        let container = objCClassName(of: parent, prefix: prefix, memo: &memo)
        result = container + ObjCNaming.capitalized(own)
      } else {
        result = prefix + own
      }
    } else {
      result = prefix + name.simpleName
    }
    memo[name] = result
    return result
  }

  func swiftExportName(of name: QualifiedName) -> String {
    let path = name.path.joined(separator: ".")
    if name.packageName.isEmpty { return path }
    return "ExportedKotlinPackages." + name.packageName + "." + path
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
