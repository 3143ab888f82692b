import KotlinSyntax

/// One Kotlin module as the Apple framework sees it: the declarations of its common and Apple
/// source sets, with `expect`/`actual` paired, names resolved and sealed hierarchies collected.
///
/// ```swift
/// let module = KotlinModule(name: "shared", sourceSets: [
///   SourceSet(name: "commonMain", files: commonFiles),
///   SourceSet(name: "iosMain", files: iosFiles),
/// ])
/// let state = module.classes[QualifiedName(packageName: "com.example", path: ["State"])]
/// print(state?.sealedSubclasses ?? [])   // every direct subclass, wherever it is declared
/// module.diagnostics.forEach { print($0) }  // Profile.kt:3:14: warning: unresolved reference …
/// ```
///
/// The model is the same for both export modes; ``ExportedModule`` applies a mode's rules.
public struct KotlinModule: Sendable {
  /// Everything lives in one shared box: the module is copied into every resolver, speller and
  /// export, and copying the box is one reference count instead of one per table. Mutation (only
  /// while the module is built) copies the box first when it is shared.
  private final class Storage: @unchecked Sendable {
    // @unchecked Sendable: a box is only mutated while uniquely referenced (see `storage`), so
    // no box that two values (or threads) share is ever written. For the same reason accesses
    // cannot overlap, and the fields skip the run-time exclusivity checks every class property
    // otherwise pays on each read (they showed in profiles of the export).
    let name: String
    let files: [ModuleFile]
    @exclusivity(unchecked) var classes: [QualifiedName: ModuleClass] = [:]
    @exclusivity(unchecked) var topLevelMembers: [ModuleMember] = []
    @exclusivity(unchecked) var typeAliases:
      [QualifiedName: (alias: TypeAliasDeclaration, file: Int)] = [:]
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    @exclusivity(unchecked) var packages: [String] = []
    @exclusivity(unchecked) var sortedClassNames: [QualifiedName] = []
    @exclusivity(unchecked) var sortedClasses: [ModuleClass] = []
    @exclusivity(unchecked) var index = ResolutionIndex()

    init(name: String, files: [ModuleFile]) {
      self.name = name
      self.files = files
    }

    func copy() -> Storage {
      let copy = Storage(name: name, files: files)
      copy.classes = classes
      copy.topLevelMembers = topLevelMembers
      copy.typeAliases = typeAliases
      copy.diagnostics = diagnostics
      copy.packages = packages
      copy.sortedClassNames = sortedClassNames
      copy.sortedClasses = sortedClasses
      copy.index = index
      return copy
    }
  }

  private var box: Storage

  /// The box, copied first if another value shares it.
  private var storage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
      return box
    }
  }

  /// The module's name (the Gradle project, e.g. `shared`).
  public var name: String { box.name }
  /// The files of the common and Apple source sets, common first, each group sorted by path.
  public var files: [ModuleFile] {
    _read { yield box.files }
  }
  /// Every class-like declaration, nested ones included, by fully qualified name.
  public internal(set) var classes: [QualifiedName: ModuleClass] {
    _read { yield box.classes }
    _modify { yield &storage.classes }
  }
  /// Top-level functions and properties, in file order then source order.
  public internal(set) var topLevelMembers: [ModuleMember] {
    _read { yield box.topLevelMembers }
    _modify { yield &storage.topLevelMembers }
  }
  /// Top-level typealiases by fully qualified name (the path has one element).
  public internal(set) var typeAliases: [QualifiedName: (alias: TypeAliasDeclaration, file: Int)] {
    _read { yield box.typeAliases }
    _modify { yield &storage.typeAliases }
  }
  /// Warnings found while building the model: unresolved references, `expect` declarations
  /// without `actual`, duplicate declarations. Sorted by path, line and column.
  public internal(set) var diagnostics: [Diagnostic] {
    _read { yield box.diagnostics }
    _modify { yield &storage.diagnostics }
  }
  /// The packages that declare something, sorted.
  public private(set) var packages: [String] {
    _read { yield box.packages }
    _modify { yield &storage.packages }
  }
  /// The names of ``classes`` in ``sortedClasses`` order (computed once: sorting compares
  /// class paths, which costs a string per name).
  private(set) var sortedClassNames: [QualifiedName] {
    _read { yield box.sortedClassNames }
    _modify { yield &storage.sortedClassNames }
  }
  /// Lookup tables for name resolution.
  private(set) var index: ResolutionIndex {
    _read { yield box.index }
    _modify { yield &storage.index }
  }

  /// Builds the model.
  ///
  /// - Parameters:
  ///   - name: The module's name.
  ///   - sourceSets: The parsed source sets; those with role ``SourceSet/Role/other`` are
  ///     ignored, since they are not compiled into the Apple framework.
  /// - Complexity: Linear in the number of declarations and type references, times the depth of
  ///   class nesting.
  public init(name: String, sourceSets: [SourceSet]) {
    var files: [ModuleFile] = []
    for role in [SourceSet.Role.common, .apple] {
      let group = sourceSets.filter { $0.role == role }.flatMap { set in
        set.files.map { ModuleFile(file: $0, sourceSetName: set.name, role: role) }
      }
      files += group.sorted { $0.file.path < $1.file.path }
    }
    box = Storage(name: name, files: files)
    var builder = ModuleBuilder(files: files)
    builder.build()
    classes = builder.classes
    topLevelMembers = builder.members
    typeAliases = builder.aliases
    diagnostics = builder.diagnostics
    var packageSet = Set(classes.keys.map(\.packageName))
    for member in topLevelMembers { packageSet.insert(files[member.fileIndex].packageName) }
    packages = packageSet.sorted()
    sortedClassNames = QualifiedName.sorted(classes.keys)
    index = ResolutionIndex(classes: classes, sortedNames: sortedClassNames)
    index.packages = packageSet
    index.declaringPackages = packageSet.union(typeAliases.keys.lazy.map(\.packageName))
    index.files = buildFileScopes()
    resolveSupertypes()
    collectSealedSubclasses()
    // The classes are final now: keep them in order for every later pass.
    let ordered = sortedClassNames.compactMap { classes[$0] }
    storage.sortedClasses = ordered
    reportUnresolvedReferences()
    diagnostics = Self.sorted(unique: diagnostics)
  }

  /// The classes sorted by name: the order every deterministic output uses.
  ///
  /// - Complexity: O(classes); the order is computed once, when the module is built.
  public var sortedClasses: [ModuleClass] {
    box.sortedClasses
  }

  /// The context for types written in the body or header of a class.
  ///
  /// - Parameter name: A class of the module.
  /// - Returns: The context, or `nil` when the module has no such class.
  public func context(of name: QualifiedName) -> DeclarationContext? {
    guard let type = classes[name] else { return nil }
    var parameters = type.declaration.typeParameters
    // An inner class sees its outer classes' type parameters; a nested one does not.
    var current = type
    while current.declaration.modifiers.contains(.inner), let parent = current.name.parent,
      let outer = classes[parent]
    {
      parameters = outer.declaration.typeParameters + parameters
      current = outer
    }
    // Protocols carry no generics in the Objective-C export: only classes keep them.
    return DeclarationContext(
      fileIndex: type.fileIndex, enclosingClass: name, typeParameters: parameters,
      classTypeParameterNames: type.isInterface ? [] : Set(parameters.map(\.name)))
  }

  /// Whether a class of the module sees type parameters in its body: its own, or an `inner`
  /// class's outer classes'. The same as a non-empty ``context(of:)``'s type parameters, without
  /// building the context.
  func hasTypeParametersInScope(_ type: ModuleClass) -> Bool {
    if !type.declaration.typeParameters.isEmpty { return true }
    var current = type
    while current.declaration.modifiers.contains(.inner), let parent = current.name.parent,
      let outer = classes[parent]
    {
      if !outer.declaration.typeParameters.isEmpty { return true }
      current = outer
    }
    return false
  }

  /// The context for a top-level declaration of a file.
  public func topLevelContext(fileIndex: Int) -> DeclarationContext {
    DeclarationContext(fileIndex: fileIndex, enclosingClass: nil)
  }

  /// Whether a class is effectively public (export-mode rules aside).
  public func isVisible(_ name: QualifiedName) -> Bool {
    classes[name].map { $0.visibilityProblem == nil } ?? false
  }

  /// The first top-level declaration of a name in a package, in file order: where a warning about
  /// a package namespace's member points, or, with `file` choosing a facade's files, a file
  /// facade's.
  ///
  /// - Complexity: O(top-level members); meant for warnings, not for a loop over members.
  public func firstTopLevelMember(
    named name: String, inPackage packageName: String,
    where file: (ModuleFile) -> Bool = { _ in true }
  ) -> ModuleMember? {
    topLevelMembers.first { member in
      member.name == name && files[member.fileIndex].packageName == packageName
        && file(files[member.fileIndex])
    }
  }

  /// The superclasses of a class in the module, nearest first (module classes only).
  public func superclassChain(of name: QualifiedName) -> [QualifiedName] {
    var chain: [QualifiedName] = []
    var current = classes[name]?.superclass
    while case .moduleClass(let superName, _)? = current?.nonNullable, !chain.contains(superName) {
      chain.append(superName)
      current = classes[superName]?.superclass
    }
    return chain
  }

  /// The superclasses of a class in the module, nearest first, each with what its type
  /// parameters stand for as seen from the class: `[S: ProfileState]` for `BaseViewModel<S>`
  /// under `class ProfileViewModel : BaseViewModel<ProfileState>()`, through every level
  /// between. Only invariant arguments are put in (under `Base<out T>` a member's type is not
  /// the argument); a parameter left out stays a type parameter.
  public func superclassesWithArguments(of name: QualifiedName) -> [(
    name: QualifiedName, substitutions: [String: ResolvedType]
  )] {
    var result: [(name: QualifiedName, substitutions: [String: ResolvedType])] = []
    var visited: Set<QualifiedName> = [name]
    var next = classes[name]?.superclass
    while case .moduleClass(let superName, let arguments)? = next?.nonNullable,
      visited.insert(superName).inserted, let superClass = classes[superName]
    {
      var substitutions: [String: ResolvedType] = [:]
      for (parameter, argument) in zip(superClass.declaration.typeParameters, arguments)
      where argument.variance == .invariant {
        if let type = argument.type { substitutions[parameter.name] = type }
      }
      result.append((superName, substitutions))
      next = superClass.superclass.map {
        TypeResolver.substitute(substitutions, in: $0.nonNullable)
      }
    }
    return result
  }

  /// Every interface of the module a class implements, directly or through superclasses and
  /// superinterfaces, sorted.
  public func allInterfaces(of name: QualifiedName) -> [QualifiedName] {
    var seen: Set<QualifiedName> = []
    var pending = [name]
    while let next = pending.popLast() {
      guard let type = classes[next] else { continue }
      for case .moduleClass(let superName, _) in type.interfaces
        + [type.superclass].compactMap({
          $0
        }) where seen.insert(superName).inserted
      {
        pending.append(superName)
      }
    }
    return seen.filter { classes[$0]?.isInterface == true }.sorted()
  }

  private mutating func resolveSupertypes() {
    // Resolved first and written after, so that no copy of the module or of a class is alive
    // while the classes change (a shared copy-on-write box would be copied for every class).
    var results: [(id: Int, superclass: ResolvedType?, interfaces: [ResolvedType])] = []
    for (id, name) in sortedClassNames.enumerated() {
      guard let type = classes[name], !type.declaration.superTypes.isEmpty else { continue }
      var context = DeclarationContext(
        fileIndex: type.fileIndex, enclosingClass: name.parent,
        typeParameters: self.context(of: name)?.typeParameters ?? [])
      context.classTypeParameterNames = Set(context.typeParameters.map(\.name))
      var superclass: ResolvedType?
      var interfaces: [ResolvedType] = []
      for superType in type.declaration.superTypes {
        let resolved = resolve(superType.type, in: context, inheritedLookup: false)
        let isClass: Bool
        switch resolved {
        case .moduleClass(let superName, _):
          isClass = classes[superName].map { !$0.isInterface } ?? false
        default:
          isClass = superType.kind == .constructorCall
        }
        if isClass && superclass == nil && !type.isInterface {
          superclass = resolved
        } else {
          interfaces.append(resolved)
        }
      }
      results.append((id, superclass, interfaces))
    }
    // Nested-class lookups through supertypes read them by number from now on.
    for result in results {
      let name = sortedClassNames[result.id]
      var ids: [Int] = []
      for case .moduleClass(let superName, _) in [result.superclass].compactMap({ $0 })
        + result.interfaces
      {
        if let superID = index.classIDs[superName] { ids.append(superID) }
      }
      index.supertypes[result.id] = ids
      classes[name]?.superclass = result.superclass
      classes[name]?.interfaces = result.interfaces
    }
    index.buildScopes()
  }

  private mutating func collectSealedSubclasses() {
    // By class number, in file and source order. A class's module-class supertypes are its
    // superclass and then its interfaces, numbered already (`index.supertypes`): no class is
    // looked up by name per supertype, and each sealed class is written once, at the end.
    let names = sortedClassNames
    var isSealed = [Bool](repeating: false, count: names.count)
    var ordered: [(id: Int, fileIndex: Int, start: Int)] = []
    ordered.reserveCapacity(names.count)
    for (id, name) in names.enumerated() {
      guard let type = classes[name] else { continue }
      isSealed[id] = type.isSealed
      ordered.append((id, type.fileIndex, type.declaration.range.start))
    }
    ordered.sort { ($0.fileIndex, $0.start) < ($1.fileIndex, $1.start) }
    var subclasses: [Int: [QualifiedName]] = [:]
    for entry in ordered {
      for superID in index.supertypes[entry.id] where isSealed[superID] {
        if !(subclasses[superID]?.contains(names[entry.id]) ?? false) {
          subclasses[superID, default: []].append(names[entry.id])
        }
      }
    }
    for (id, list) in subclasses {
      classes[names[id]]?.sealedSubclasses = list
    }
  }

  private static func sorted(unique diagnostics: [Diagnostic]) -> [Diagnostic] {
    Diagnostic.sortedUnique(diagnostics)
  }
}

extension Diagnostic {
  /// The diagnostics without repeats, sorted by path, line, column and message.
  ///
  /// - Complexity: O(n log n). Paths (long, sharing prefixes, and few) are ranked once, so that
  ///   comparisons look at integers first and at messages only on the same line and column.
  static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var ranks: [String: Int] = [:]
    for path in Set(diagnostics.map(\.path)).sorted() { ranks[path] = ranks.count }
    // Sorting first (stably) brings equal diagnostics into the same run of equal keys, where
    // the first of each is kept: what keeping first occurrences and then sorting gives, without
    // hashing every message.
    let sorted = diagnostics.map { (rank: ranks[$0.path] ?? 0, diagnostic: $0) }
      .sorted {
        ($0.rank, $0.diagnostic.line, $0.diagnostic.column, $0.diagnostic.message)
          < ($1.rank, $1.diagnostic.line, $1.diagnostic.column, $1.diagnostic.message)
      }
    var result: [Diagnostic] = []
    result.reserveCapacity(sorted.count)
    var runStart = 0
    for (index, entry) in sorted.enumerated() {
      let previous = index > 0 ? sorted[index - 1] : nil
      if let previous,
        previous.rank != entry.rank || previous.diagnostic.line != entry.diagnostic.line
          || previous.diagnostic.column != entry.diagnostic.column
          || previous.diagnostic.message != entry.diagnostic.message
      {
        runStart = result.count
      }
      if !result[runStart...].contains(entry.diagnostic) { result.append(entry.diagnostic) }
    }
    return result
  }
}
