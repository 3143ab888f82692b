/// One entry of a class's supertype list.
public struct SuperType: Sendable, Hashable {
  /// How the supertype is written.
  public enum Kind: String, Sendable, Hashable {
    /// `Base(args)`: a superclass constructor call.
    case constructorCall
    /// `Interface`: a plain type (an interface, or a superclass of a class without a primary
    /// constructor).
    case type
    /// `Interface by expression`: implementation by delegation.
    case delegation
  }

  /// How the supertype is written.
  public var kind: Kind
  /// The supertype.
  public var type: TypeReference
  /// The raw text between the parentheses of a constructor call.
  public var arguments: String?
  /// The raw text of the delegate expression after `by`.
  public var delegateExpression: String?
  /// The source range of the entry.
  public var range: SourceRange

  /// Creates a supertype entry.
  public init(
    kind: Kind, type: TypeReference, arguments: String?, delegateExpression: String?,
    range: SourceRange
  ) {
    self.kind = kind
    self.type = type
    self.arguments = arguments
    self.delegateExpression = delegateExpression
    self.range = range
  }
}
