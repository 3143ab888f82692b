import KotlinSyntax

/// Lookup tables for name resolution, built once with the module.
///
/// Resolving a simple name used to scan the file's imports (splitting each path), build a
/// ``QualifiedName`` for every candidate scope and hash it, and concatenate strings to probe the
/// standard library's names. With these tables each step is one hash lookup of the short name, and
/// classes are numbered so that walking enclosing classes and supertypes does not hash paths.
struct ResolutionIndex: Sendable {
  /// The number of every class; a position in ``classNames``.
  var classIDs: [QualifiedName: Int] = [:]
  /// The classes by number.
  var classNames: [QualifiedName] = []
  /// Per class: its nested classes by simple name (empty for most classes).
  var children: [[String: Int]] = []
  /// Per class: the containing class, or -1 for a top-level class.
  var parents: [Int] = []
  /// Per class: the module classes among its resolved supertypes, superclass first then the
  /// interfaces in source order. Empty until ``KotlinModule`` has resolved the supertypes (the
  /// lookups that run before do not look into supertypes).
  var supertypes: [[Int]] = []
  /// Per class: every nested class a simple name written inside it can mean through its
  /// enclosing classes and their supertypes (the first step of Kotlin's lookup), by name. Built
  /// once the supertypes are known; many classes share one dictionary (see ``buildScopes()``).
  var scopes: [NameTable<Int>] = []
  /// Per file of the module: the names its imports and package bring into scope.
  var files: [FileScope] = []
  /// ``KotlinModule/packages`` as a set.
  var packages: Set<String> = []
  /// ``packages`` and the packages that declare only typealiases: every package in which a
  /// qualified name can find a class or a typealias.
  var declaringPackages: Set<String> = []

  /// The names a file sees outside its classes, in Kotlin's order of precedence.
  struct FileScope: Sendable {
    /// Explicit imports by the name they introduce (the alias, or the last path component); the
    /// first directive for a name wins.
    var explicitImports = NameTable<TypeResolver.Target>()
    /// The top-level classes and typealiases of the file's own package (shared by its files).
    var package = NameTable<TypeResolver.Target>()
    /// Star imports in source order.
    var starImports: [StarImport] = []
  }

  /// What `import path.*` brings into scope.
  struct StarImport: Sendable {
    /// The imported path.
    var path: String
    /// The top-level classes and typealiases of the module in the package `path`.
    var package: NameTable<TypeResolver.Target>
    /// The class `path` names when it is a class of the module (its nested classes are imported).
    var outerClass: Int?
  }

  /// The standard-library names of a package, keyed by the package (the part before the last dot
  /// of each known name), so that `path + "." + name` need not be built to probe the set.
  static let knownByPackage: [String: Set<String>] = {
    var result: [String: Set<String>] = [:]
    for name in KnownKotlinTypes.names {
      guard let dot = name.lastIndex(of: ".") else { continue }
      result[String(name[..<dot]), default: []].insert(String(name[name.index(after: dot)...]))
    }
    return result
  }()

  /// For each simple name, the first default-imported package's type of that name.
  static let defaultImports: NameTable<String> = {
    var result = NameTable<String>()
    for package in KnownKotlinTypes.defaultImportPackages {
      for name in (knownByPackage[package] ?? []).sorted() {
        result.addIfAbsent(name, package + "." + name)
      }
    }
    return result
  }()

  /// Whether `package + "." + name` is a known standard-library name.
  ///
  /// - Complexity: O(1) for a simple name; a name with a dot in it (only possible backticked)
  ///   takes the slow path so that the answer stays exactly that of the concatenation.
  static func isKnown(_ name: String, inPackage package: String) -> Bool {
    if name.containsByte(UInt8(ascii: ".")) {
      return KnownKotlinTypes.names.contains(package + "." + name)
    }
    return knownByPackage[package]?.contains(name) ?? false
  }

  /// The type a default import gives a simple name, as the first of
  /// ``KnownKotlinTypes/defaultImportPackages`` that declares it.
  static func defaultImport(_ name: String, hash: Int) -> String? {
    if name.containsByte(UInt8(ascii: ".")) {
      for package in KnownKotlinTypes.defaultImportPackages
      where KnownKotlinTypes.names.contains(package + "." + name) {
        return package + "." + name
      }
      return nil
    }
    return defaultImports.value(for: name, hash: hash)
  }

  /// Numbers the classes and records their nesting; the file scopes come from
  /// ``buildFileScopes(of:)`` once the module's classes and aliases are known.
  ///
  /// - Complexity: O(classes), plus sorting them.
  init(classes: [QualifiedName: ModuleClass], sortedNames: [QualifiedName]) {
    classNames = sortedNames
    classIDs.reserveCapacity(sortedNames.count)
    for (id, name) in sortedNames.enumerated() { classIDs[name] = id }
    children = Array(repeating: [:], count: sortedNames.count)
    parents = Array(repeating: -1, count: sortedNames.count)
    supertypes = Array(repeating: [], count: sortedNames.count)
    for (id, name) in sortedNames.enumerated() {
      guard let parent = name.parent, let parentID = classIDs[parent] else { continue }
      parents[id] = parentID
      children[parentID][name.simpleName] = id
    }
  }

  init() {}

  /// Fills ``scopes`` from ``children``, ``parents`` and ``supertypes``.
  ///
  /// Looking `name` up from class `C` used to try, in order: the classes nested in `C`, then in
  /// its supertypes depth first (superclass before interfaces, skipping classes already on the
  /// way up), then the same for `C`'s outer class, and so on outward. Which classes are tried,
  /// and in what order, does not depend on the name, so the first match for every name is the
  /// first-wins union of their nested classes in that order. A class revisited through another
  /// path adds nothing new, so each class is visited once per walk.
  ///
  /// - Complexity: O(classes × the supertype graph above each), plus the dictionaries merged;
  ///   a class whose scope comes from one class alone shares that class's dictionary.
  mutating func buildScopes() {
    scopes = Array(repeating: NameTable(), count: classNames.count)
    // Each class's own nested classes as a table, so that a scope made of one class's alone
    // shares it.
    var own = Array(repeating: NameTable<Int>(), count: classNames.count)
    for (id, table) in children.enumerated() where !table.isEmpty {
      for (name, child) in table.sorted(by: { $0.value < $1.value }) {
        own[id].addIfAbsent(name, child)
      }
    }
    var done = Array(repeating: false, count: classNames.count)
    // `visits[c] == id + 1` marks class `c` as visited in the walk from `id`: no set per walk.
    var visits = Array(repeating: 0, count: classNames.count)
    var order: [Int] = []
    for id in classNames.indices { buildScope(id, own, &done, &visits, &order) }
  }

  private mutating func buildScope(
    _ id: Int, _ own: [NameTable<Int>], _ done: inout [Bool], _ visits: inout [Int],
    _ order: inout [Int]
  ) {
    guard !done[id] else { return }
    done[id] = true
    let parent = parents[id]
    if parent >= 0 { buildScope(parent, own, &done, &visits, &order) }
    // Own and inherited nested classes first, in depth-first order.
    order.removeAll(keepingCapacity: true)
    collectInherited(id, mark: id + 1, &order, &visits)
    var merged: NameTable<Int>? = nil
    for classID in order where !own[classID].isEmpty {
      merge(own[classID], into: &merged)
    }
    if parent >= 0, !scopes[parent].isEmpty { merge(scopes[parent], into: &merged) }
    scopes[id] = merged ?? NameTable()
  }

  /// Adds the names of `table` that `merged` lacks; the first table is shared, not copied.
  private func merge(_ table: NameTable<Int>, into merged: inout NameTable<Int>?) {
    guard var result = merged else {
      merged = table
      return
    }
    merged = nil
    for (name, id) in table.entries { result.addIfAbsent(name, id) }
    merged = result
  }

  private func collectInherited(
    _ id: Int, mark: Int, _ order: inout [Int], _ visits: inout [Int]
  ) {
    guard visits[id] != mark else { return }
    visits[id] = mark
    order.append(id)
    for superID in supertypes[id] { collectInherited(superID, mark: mark, &order, &visits) }
  }

  /// The nested class `name` of class `outer`, or, when `inherited`, one that `outer` inherits
  /// from a supertype (depth first, superclass before interfaces, as ``TypeResolver`` looked them
  /// up by name); `path` holds the classes on the way, so that a cyclic hierarchy ends.
  ///
  /// - Complexity: O(1) for a class's own nested class; otherwise the size of the supertype
  ///   graph above `outer`.
  func nestedClass(_ name: String, in outer: Int, inherited: Bool, path: inout [Int]) -> Int? {
    if let found = children[outer][name] { return found }
    guard inherited, !supertypes[outer].isEmpty else { return nil }
    path.append(outer)
    defer { path.removeLast() }
    for superID in supertypes[outer] where !path.contains(superID) {
      if let found = nestedClass(name, in: superID, inherited: true, path: &path) { return found }
    }
    return nil
  }
}

extension KotlinModule {
  /// The scope tables of every file; needs ``classes``, ``typeAliases`` and ``packages``.
  ///
  /// - Complexity: O(classes + aliases + imports).
  func buildFileScopes() -> [ResolutionIndex.FileScope] {
    var packageTables: [String: NameTable<TypeResolver.Target>] = [:]
    // Classes first, then aliases where no class has the name: a class wins over an alias.
    for name in sortedClassNames where name.path.count == 1 {
      packageTables[name.packageName, default: NameTable()].addIfAbsent(name.path[0], .module(name))
    }
    for name in typeAliases.keys.sorted() where name.path.count == 1 {
      packageTables[name.packageName, default: NameTable()].addIfAbsent(name.path[0], .alias(name))
    }
    let resolver = TypeResolver(module: self, inheritedLookup: false, reports: false)
    var scopes: [ResolutionIndex.FileScope] = []
    scopes.reserveCapacity(files.count)
    for moduleFile in files {
      var scope = ResolutionIndex.FileScope()
      scope.package = packageTables[moduleFile.packageName] ?? NameTable()
      for directive in moduleFile.file.imports {
        if directive.isStar {
          var outer: Int?
          if case .module(let name)? = resolver.fullyQualified(directive.path) {
            outer = index.classIDs[name]
          }
          scope.starImports.append(
            ResolutionIndex.StarImport(
              path: directive.path, package: packageTables[directive.path] ?? NameTable(),
              outerClass: outer))
        } else {
          let importedName =
            directive.alias
            ?? directive.path.utf8.split(separator: UInt8(ascii: ".")).last.map {
              String(Substring($0))
            } ?? ""
          if scope.explicitImports[importedName] == nil,
            let target = resolver.fullyQualified(directive.path)
          {
            scope.explicitImports.addIfAbsent(importedName, target)
          }
        }
      }
      scopes.append(scope)
    }
    return scopes
  }
}
