/// An entry of an enum class: `RED`, `RED(0xFF0000)` or `RED { override fun x() = 1 }`.
public struct EnumEntry: Sendable, Hashable {
  /// The entry's name.
  public var name: String
  /// Annotations on the entry.
  public var annotations: [Annotation]
  /// The KDoc text before the entry.
  public var kdoc: String?
  /// The raw text between the parentheses, or `nil` when the entry has no argument list.
  public var arguments: String?
  /// Whether the entry has a `{ … }` body.
  public var hasBody: Bool
  /// The declarations in the entry's body.
  public var members: [Declaration]
  /// The source range of the entry.
  public var range: SourceRange

  /// Creates an enum entry.
  public init(
    name: String, annotations: [Annotation], kdoc: String?, arguments: String?, hasBody: Bool,
    members: [Declaration], range: SourceRange
  ) {
    self.name = name
    self.annotations = annotations
    self.kdoc = kdoc
    self.arguments = arguments
    self.hasBody = hasBody
    self.members = members
    self.range = range
  }

  /// Whether the entry has an argument list.
  public var hasArguments: Bool { arguments != nil }
}
