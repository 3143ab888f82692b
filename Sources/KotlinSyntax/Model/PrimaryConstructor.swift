/// The primary constructor in a class header: `(val id: Int)` or
/// `actual internal constructor(…)`.
public struct PrimaryConstructor: Sendable, Hashable {
  /// Modifiers written before `constructor` (`private`, `actual`, …).
  public var modifiers: Modifiers
  /// Annotations written before `constructor` (`@Inject constructor(…)`).
  public var annotations: [Annotation]
  /// Whether the `constructor` keyword is written.
  public var hasConstructorKeyword: Bool
  /// The parameters; a `val`/`var` parameter also declares a property.
  public var parameters: [Parameter]
  /// The source range from the first modifier or `(` to `)`.
  public var range: SourceRange

  /// Creates a primary constructor.
  public init(
    modifiers: Modifiers, annotations: [Annotation], hasConstructorKeyword: Bool,
    parameters: [Parameter], range: SourceRange
  ) {
    self.modifiers = modifiers
    self.annotations = annotations
    self.hasConstructorKeyword = hasConstructorKeyword
    self.parameters = parameters
    self.range = range
  }
}
