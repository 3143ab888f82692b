/// A chain of calls on a simple name, or starting with a call, when it is the whole of an
/// initializer: `_state.asStateFlow()` in `val state = _state.asStateFlow()`,
/// `_state.onStart { load() }.stateIn(viewModelScope, SharingStarted.Eagerly, UiState())`,
/// `repository.items.map { UiState(it) }`, or `combine(a, b) { x, y -> UiState(x, y) }`.
///
/// The parser does not read expressions; this one shape it records because a view model's
/// read-only flows are commonly written so, without a type, and only the module (which knows
/// `_state`'s type and where `asStateFlow` comes from) can tell the type it gives. Every link of
/// the chain is a call (parentheses, a trailing lambda or both), except that the first after a
/// receiver may read a property (``readsProperty``: `repository.items`), and a bare name
/// (`= _state`) is a chain of one property read without a receiver; `a.b.c` and `a.b.c.f()` are
/// not recorded.
public struct MemberCall: Sendable, Hashable {
  /// The name the chain starts from (`_state`), or `nil` when it starts with a call
  /// (`combine(a, b) { … }`, `observe()`: the first of ``links``).
  public var receiver: String?
  /// The functions called between the receiver (or the first call) and the last one, in
  /// order: `["onStart"]`.
  public var through: [String]
  /// The last function's name: `asStateFlow`, `stateIn`.
  public var function: String
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
  /// The name the last call's last argument is, when that call is `MutableStateFlow` or
  /// `stateIn` (the argument is the value of the flow it makes) and the argument one simple name
  /// and nothing else (`initialState` in `MutableStateFlow(initialState)`; `UiState.Idle` is
  /// not one); else `nil`.
  public var lastArgumentName: String?
  /// Whether the first name after the receiver is a property read, not a call: `items` in
  /// `repository.items` or `repository.items.stateIn(…)`; without a receiver, the chain is one
  /// bare name (`_state`).
  public var readsProperty: Bool
  /// For each of ``links``, the type of its trailing lambda's value, when the lambda's last
  /// statement is one literal or call of a capitalised name (`UiState` for
  /// `map { UiState(it) }`, `combine(a, b) { x, y -> UiState(x, y) }`, or a body of several
  /// lines ending in `UiState(visible)`), as ``lastArgumentType`` reads a value, and nothing in
  /// the body can make the value another (a `return@map`, a local function or class, a local
  /// named like the call); empty when no link has one.
  public var lambdaTypes: [TypeReference?]
  /// For each of ``links``, the chain of calls the last statement of its trailing lambda is,
  /// when the link is `flatMapLatest`, `flatMapConcat` or `flatMapMerge` (whose element is the
  /// element of the flow the lambda returns): `repository.observe(…)` in
  /// `flatMapLatest { id -> repository.observe(id) }`; empty when no link has one.
  public var lambdaChains: [LambdaChain?]
  /// The source range of the whole chain.
  public var range: SourceRange

  /// Creates a member call.
  public init(
    receiver: String?, through: [String] = [], function: String,
    lastArgumentType: TypeReference? = nil, lastArgumentValueOf: String? = nil,
    lastArgumentName: String? = nil, readsProperty: Bool = false,
    lambdaTypes: [TypeReference?] = [], lambdaChains: [LambdaChain?] = [], range: SourceRange
  ) {
    self.receiver = receiver
    self.through = through
    self.function = function
    self.lastArgumentType = lastArgumentType
    self.lastArgumentValueOf = lastArgumentValueOf
    self.lastArgumentName = lastArgumentName
    self.readsProperty = readsProperty
    self.lambdaTypes = lambdaTypes
    self.lambdaChains = lambdaChains
    self.range = range
  }

  /// The names after the receiver, in order, or every call's when there is none:
  /// `["onStart", "stateIn"]`.
  public var links: [String] { through + [function] }

  /// The type of the value of the trailing lambda of the link at `index` of ``links``, where
  /// it was read.
  public func lambdaType(at index: Int) -> TypeReference? {
    index < lambdaTypes.count ? lambdaTypes[index] : nil
  }

  /// The chain the trailing lambda of the link at `index` of ``links`` ends in, where it was
  /// read.
  public func lambdaChain(at index: Int) -> LambdaChain? {
    index < lambdaChains.count ? lambdaChains[index] : nil
  }
}

/// The chain of calls a trailing lambda's last statement is, with the names the lambda declares
/// as its parameters (`it` when it declares none), which hide the class's.
public struct LambdaChain: Sendable, Hashable {
  /// The lambda's parameters' names, or `["it"]`.
  public var parameters: [String]
  /// The last statement's chain (it records no lambda chains of its own).
  public var call: MemberCall

  /// Creates a lambda chain.
  public init(parameters: [String], call: MemberCall) {
    self.parameters = parameters
    self.call = call
  }
}

extension MemberCall: CustomStringConvertible {
  /// `_state.asStateFlow(…)`, `_state.onStart.stateIn(…, UiState)`, `repository.items`,
  /// `combine{UiState}.stateIn(…)`: the names, each lambda's value type where it was read, and
  /// the last argument's type (or `name.value`, or the name) where it was read. Whether a call has
  /// arguments is not recorded: code that compiles calls `asStateFlow()` without and
  /// `stateIn(…)` with them, and an edit of a call's arguments alone is no edit of a declaration.
  public var description: String {
    let names = links.enumerated().map { index, name in
      if let chain = lambdaChain(at: index) {
        return name + "{" + chain.parameters.joined(separator: ", ") + " -> "
          + chain.call.description + "}"
      }
      return lambdaType(at: index).map { name + "{" + $0.description + "}" } ?? name
    }
    var text = ((receiver.map { [$0] } ?? []) + names).joined(separator: ".")
    if readsProperty && through.isEmpty { return text }
    text += "(…"
    if let lastArgumentType { text += ", " + lastArgumentType.description }
    if let lastArgumentValueOf { text += ", " + lastArgumentValueOf + ".value" }
    if let lastArgumentName { text += ", " + lastArgumentName }
    return text + ")"
  }
}
