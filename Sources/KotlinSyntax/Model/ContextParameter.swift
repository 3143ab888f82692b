/// One entry of a `context(…)` list on a function or property.
///
/// Kotlin 2.2 context parameters have a name (`context(logger: Logger)`, or `_`); the older
/// context receivers (`context(Logger)`) have only a type, and then ``name`` is `nil`.
public struct ContextParameter: Sendable, Hashable {
  /// The parameter's name, or `nil` for a context receiver.
  public var name: String?
  /// The parameter's type.
  public var type: TypeReference
  /// The source range of the entry.
  public var range: SourceRange

  /// Creates a context parameter.
  public init(name: String?, type: TypeReference, range: SourceRange) {
    self.name = name
    self.type = type
    self.range = range
  }
}
