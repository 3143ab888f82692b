/// An entry of an exported enum class.
public struct ExportedEnumEntry: Sendable, Hashable {
  /// The Kotlin name (`FOO_BAR`).
  public var kotlinName: String
  /// The Swift name: the static property in the Objective-C export (`fooBar`), the enum case in
  /// Swift export (`FOO_BAR`).
  public var swiftName: String
  /// The 0-based ordinal.
  public var ordinal: Int
  /// Set when two entries (or an entry and a static member) compete for the same Swift name.
  public var ambiguity: Ambiguity?

  /// Creates an entry.
  public init(kotlinName: String, swiftName: String, ordinal: Int, ambiguity: Ambiguity? = nil) {
    self.kotlinName = kotlinName
    self.swiftName = swiftName
    self.ordinal = ordinal
    self.ambiguity = ambiguity
  }
}
