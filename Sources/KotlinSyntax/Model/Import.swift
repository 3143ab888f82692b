/// An `import` directive.
public struct Import: Sendable, Hashable {
  /// The imported path without `.*`: `kotlinx.coroutines.flow` for `kotlinx.coroutines.flow.*`.
  public var path: String
  /// The name after `as`, if any.
  public var alias: String?
  /// Whether the directive imports everything in `path` (`.*`).
  public var isStar: Bool
  /// The source range of the whole directive.
  public var range: SourceRange

  /// Creates an import directive.
  public init(path: String, alias: String?, isStar: Bool, range: SourceRange) {
    self.path = path
    self.alias = alias
    self.isStar = isStar
    self.range = range
  }
}
