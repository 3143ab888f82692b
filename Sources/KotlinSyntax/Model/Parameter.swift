/// A value parameter of a function, constructor or setter.
public struct Parameter: Sendable, Hashable {
  /// Whether a constructor parameter also declares a property.
  public enum Binding: String, Sendable, Hashable {
    /// A plain parameter.
    case none
    /// `val name: Type`: a read-only property.
    case val
    /// `var name: Type`: a mutable property.
    case `var`
  }

  /// Modifiers such as `vararg`, `noinline`, `crossinline`, or a property's `private`/`override`.
  public var modifiers: Modifiers
  /// Annotations on the parameter.
  public var annotations: [Annotation]
  // The one-byte fields come after the type, whose size is not a multiple of eight: in this
  // order a parameter takes 72 bytes in an array, not 80.
  /// The parameter's name.
  public var name: String
  /// The declared type; `nil` only for a setter parameter written without one.
  public var type: TypeReference?
  /// `val`, `var` or neither.
  public var binding: Binding
  /// Whether the parameter has a default value (`= …`); the value itself is skipped.
  public var hasDefaultValue: Bool
  /// The source range of the parameter.
  public var range: SourceRange

  /// Creates a parameter.
  public init(
    modifiers: Modifiers, annotations: [Annotation], binding: Binding, name: String,
    type: TypeReference?, hasDefaultValue: Bool, range: SourceRange
  ) {
    self.modifiers = modifiers
    self.annotations = annotations
    self.binding = binding
    self.name = name
    self.type = type
    self.hasDefaultValue = hasDefaultValue
    self.range = range
  }

  /// Whether the parameter is `vararg`.
  public var isVararg: Bool { modifiers.contains(.vararg) }
}
