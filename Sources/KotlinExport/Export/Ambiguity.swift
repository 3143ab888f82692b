/// Why a predicted Swift name cannot be trusted: the compiler resolves a clash by an order it
/// does not promise, or a rule is marked unstable.
///
/// The prediction then carries the unmangled candidate; give the generator the real header
/// (``FrameworkHeader``) to get the real name.
public struct Ambiguity: Sendable, Hashable, CustomStringConvertible {
  /// The declarations competing for the same Swift name, as Kotlin paths, sorted; a long list
  /// ends with `…` or `and N more` instead of the rest.
  public var clashingDeclarations: [String]
  /// A lower-case explanation.
  public var reason: String
  /// Whether Swift could not declare the member beside the one it clashes with (a method
  /// without parameters named like a property): the stubs leave it out. Overrides inherit it
  /// with the ambiguity.
  public var isUndeclarable = false

  /// Creates an ambiguity.
  public init(clashingDeclarations: [String], reason: String) {
    self.clashingDeclarations = clashingDeclarations
    self.reason = reason
  }

  /// The reason and the clashing declarations.
  public var description: String {
    clashingDeclarations.isEmpty
      ? reason : reason + " (" + clashingDeclarations.joined(separator: ", ") + ")"
  }
}
