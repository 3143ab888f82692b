/// A chain of calls on a simple name, when it is the whole of an initializer:
/// `_state.asStateFlow()` in `val state = _state.asStateFlow()`,
/// `_state.onStart { load() }.stateIn(viewModelScope, SharingStarted.Eagerly, UiState())`, or
/// `repository.items.stateIn(…)`.
///
/// The parser does not read expressions; this one shape it records because a view model's
/// read-only flows are commonly written so, without a type, and only the module (which knows
/// `_state`'s type and where `asStateFlow` comes from) can tell the type it gives. Every link of
/// the chain is a call (parentheses, a trailing lambda or both), except that the first may read
/// a property (``readsProperty``: `repository.items`); `a.b.c` and `a.b.c.f()` are not recorded.
public struct MemberCall: Sendable, Hashable {
  /// The name the chain starts from: `_state`.
  public var receiver: String
  /// The functions called between the receiver and the last one, in order: `["onStart"]`.
  public var through: [String]
  /// The last function's name: `asStateFlow`, `stateIn`.
  public var function: String
  /// Whether the last call has arguments or a trailing lambda (`stateIn(…)`), not just `()`.
  public var hasArguments: Bool
  /// The type of the last call's last argument, when that argument is a literal (`""`), a call
  /// of a capitalised name (`UiState()`, with its type arguments where written) or a standard
  /// collection builder with its type arguments written, as
  /// ``PropertyDeclaration/constructorCallType`` reads them, or a builder called without type
  /// arguments or values (`emptyList()`, written as the collection without type arguments:
  /// `kotlin.collections.List`); else `nil`. `stateIn`'s initial value: Kotlin's element type
  /// must hold it.
  public var lastArgumentType: TypeReference?
  /// The name whose `value` the last call's last argument is (`_state` for
  /// `initialValue = _state.value`); else `nil`.
  public var lastArgumentValueOf: String?
  /// Whether the first name after the receiver is a property read, not a call: `items` in
  /// `repository.items` or `repository.items.stateIn(…)`.
  public var readsProperty: Bool
  /// The source range of the whole chain.
  public var range: SourceRange

  /// Creates a member call.
  public init(
    receiver: String, through: [String] = [], function: String, hasArguments: Bool = false,
    lastArgumentType: TypeReference? = nil, lastArgumentValueOf: String? = nil,
    readsProperty: Bool = false, range: SourceRange
  ) {
    self.receiver = receiver
    self.through = through
    self.function = function
    self.hasArguments = hasArguments
    self.lastArgumentType = lastArgumentType
    self.lastArgumentValueOf = lastArgumentValueOf
    self.readsProperty = readsProperty
    self.range = range
  }

  /// The names after the receiver, in order: `["onStart", "stateIn"]`.
  public var links: [String] { through + [function] }
}

extension MemberCall: CustomStringConvertible {
  /// `_state.asStateFlow()`, `_state.onStart.stateIn(…, UiState)`, `repository.items`: the
  /// names, and the last argument's type (or `name.value`) where it was read.
  public var description: String {
    var text = ([receiver] + through + [function]).joined(separator: ".")
    if readsProperty && through.isEmpty { return text }
    if !hasArguments { return text + "()" }
    text += "(…"
    if let lastArgumentType { text += ", " + lastArgumentType.description }
    if let lastArgumentValueOf { text += ", " + lastArgumentValueOf + ".value" }
    return text + ")"
  }
}
