import KotlinSyntax

/// The fully qualified name of a class-like declaration: its package and the path of class names
/// from the outermost class inward.
///
/// Keeping the package apart from the class path matters because Kotlin's dotted names are
/// ambiguous: in `com.example.Profile.State`, only the module knows that `com.example` is the
/// package and `Profile.State` a nested class.
///
/// ```swift
/// let name = QualifiedName(packageName: "com.example", path: ["Profile", "State"])
/// print(name)            // com.example.Profile.State
/// print(name.classPath)  // Profile.State
/// ```
public struct QualifiedName: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The package, the path and their hash in one immutable box. Names are dictionary keys and
  /// payloads all through the export: a copy is one reference count instead of two, and the
  /// hash is computed once, not from every string of the name at each lookup.
  private final class Storage: Sendable {
    let packageName: String
    let path: [String]
    let hashCode: Int

    init(packageName: String, path: [String]) {
      self.packageName = packageName
      self.path = path
      var hasher = Hasher()
      hasher.combine(packageName)
      hasher.combine(path)
      hashCode = hasher.finalize()
    }
  }

  private var storage: Storage

  /// The package, empty for the default package.
  public var packageName: String {
    _read { yield storage.packageName }
    set { storage = Storage(packageName: newValue, path: storage.path) }
  }
  /// The class names from the outermost class inward (empty only for a Swift export package
  /// namespace).
  public var path: [String] {
    _read { yield storage.path }
    set { storage = Storage(packageName: storage.packageName, path: newValue) }
  }

  /// Creates a name.
  public init(packageName: String, path: [String]) {
    storage = Storage(packageName: packageName, path: path)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.hashCode)
  }

  /// What dictionaries and sets hash a key with (the default runs a fresh SipHash over
  /// `hash(into:)` at every lookup, and name lookups are the most frequent of the export): the
  /// stored hash, a SipHash of the whole name already, mixed with the table's seed
  /// (``seededHash(_:seed:)``).
  public func _rawHashValue(seed: Int) -> Int {
    seededHash(storage.hashCode, seed: seed)
  }

  public static func == (lhs: QualifiedName, rhs: QualifiedName) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.storage.hashCode == rhs.storage.hashCode
        && lhs.storage.packageName == rhs.storage.packageName
        && lhs.storage.path == rhs.storage.path)
  }

  /// The innermost name.
  public var simpleName: String { path.last ?? "" }

  /// The class path without the package: `Profile.State`.
  public var classPath: String { path.joined(separator: ".") }

  /// The containing class, or `nil` for a top-level class.
  public var parent: QualifiedName? {
    path.count > 1 ? QualifiedName(packageName: packageName, path: Array(path.dropLast())) : nil
  }

  /// The outermost class containing this one (itself when top-level).
  public var outermost: QualifiedName {
    QualifiedName(packageName: packageName, path: Array(path.prefix(1)))
  }

  /// The name of a class nested in this one.
  public func appending(_ name: String) -> QualifiedName {
    QualifiedName(packageName: packageName, path: path + [name])
  }

  /// `com.example.Profile.State`.
  public var description: String {
    if path.isEmpty { return packageName }
    return packageName.isEmpty ? classPath : packageName + "." + classPath
  }

  public static func < (lhs: QualifiedName, rhs: QualifiedName) -> Bool {
    if lhs.packageName != rhs.packageName { return lhs.packageName < rhs.packageName }
    // A one-class path is its own class path: compare without joining.
    if lhs.path.count == 1, rhs.path.count == 1 { return lhs.path[0] < rhs.path[0] }
    return lhs.classPath < rhs.classPath
  }

  /// `names` sorted with `<`, joining each class path once rather than at every comparison.
  ///
  /// - Complexity: O(n log n) comparisons of strings, O(n) joins.
  package static func sorted(_ names: some Collection<QualifiedName>) -> [QualifiedName] {
    // Packages (few, long and alike) are ranked once, so comparisons start with integers.
    var ranks: [String: Int] = [:]
    for package in Set(names.map(\.packageName)).sorted() { ranks[package] = ranks.count }
    return names.map { (name: $0, rank: ranks[$0.packageName] ?? 0, classPath: $0.classPath) }
      .sorted { ($0.rank, $0.classPath) < ($1.rank, $1.classPath) }
      .map(\.name)
  }
}
