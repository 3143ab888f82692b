/// A call without arguments of a function on a simple name, when it is the whole of an
/// initializer: `_state.asStateFlow()` in `val state = _state.asStateFlow()`.
///
/// The parser does not read expressions; this one shape it records because a view model's
/// read-only flows are commonly written so, without a type, and only the module (which knows
/// `_state`'s type and where `asStateFlow` comes from) can tell the type it gives.
public struct MemberCall: Sendable, Hashable {
  /// The name the function is called on: `_state`.
  public var receiver: String
  /// The function's name: `asStateFlow`.
  public var function: String
  /// The source range of the whole call.
  public var range: SourceRange

  /// Creates a member call.
  public init(receiver: String, function: String, range: SourceRange) {
    self.receiver = receiver
    self.function = function
    self.range = range
  }
}
