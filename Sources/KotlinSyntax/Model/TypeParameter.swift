/// A type parameter such as `out T : Comparable<T>` or `reified R`.
public struct TypeParameter: Sendable, Hashable {
  /// The parameter's name.
  public var name: String
  /// The declared variance.
  public var variance: Variance
  /// Whether the parameter is `reified`.
  public var isReified: Bool
  /// Annotations written on the parameter.
  public var annotations: [Annotation]
  /// Upper bounds: the one after `:` followed by those from a `where` clause, in source order.
  public var bounds: [TypeReference]
  /// The source range of the parameter in the angle brackets.
  public var range: SourceRange

  /// Creates a type parameter.
  public init(
    name: String, variance: Variance, isReified: Bool, annotations: [Annotation],
    bounds: [TypeReference], range: SourceRange
  ) {
    self.name = name
    self.variance = variance
    self.isReified = isReified
    self.annotations = annotations
    self.bounds = bounds
    self.range = range
  }
}
