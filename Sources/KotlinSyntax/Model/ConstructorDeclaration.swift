/// A secondary constructor in a class body: `constructor(id: Int) : this(id, "") { … }`.
public struct ConstructorDeclaration: Sendable, Hashable {
  /// The constructor another constructor delegates to.
  public enum Delegation: String, Sendable, Hashable {
    /// No delegation written.
    case none
    /// `: this(…)`.
    case this
    /// `: super(…)`.
    case `super`
  }

  /// The modifiers.
  public var modifiers: Modifiers
  /// The annotations.
  public var annotations: [Annotation]
  /// The KDoc text before the declaration.
  public var kdoc: String?
  /// The parameters.
  public var parameters: [Parameter]
  /// Which constructor this one delegates to.
  public var delegation: Delegation
  /// Whether a `{ … }` body is written.
  public var hasBody: Bool
  /// The source range of the whole declaration.
  public var range: SourceRange

  /// Creates a secondary constructor.
  public init(
    modifiers: Modifiers, annotations: [Annotation], kdoc: String?, parameters: [Parameter],
    delegation: Delegation, hasBody: Bool, range: SourceRange
  ) {
    self.modifiers = modifiers
    self.annotations = annotations
    self.kdoc = kdoc
    self.parameters = parameters
    self.delegation = delegation
    self.hasBody = hasBody
    self.range = range
  }
}
