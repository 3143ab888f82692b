import Observation

/// The one object a SwiftUI screen holds, whatever runs its logic: a Kotlin reactor, a Swift
/// ``Reactor``, or injected state for previews and tests.
///
/// ```swift
/// let store = ReactorStore(CounterReactor())          // Swift
/// let store = ReactorStore(kotlin: ProfileReactor(userId: 1, repository: repository))
/// let store = ReactorStore<Action, State>.preview(State(count: 3))
///
/// store.send(.increment)
/// store.count                                         // only this field is observed
/// store.state                                         // the whole state, observed whole
/// store.binding(\.query, send: { .setQuery($0) })    // a binding that sends actions
/// for await event in store.events(of: Event.self) {} // one-shot events, each consumed once
/// store.error                                         // the backend's last error
/// await store.send(.refresh, while: \.isRefreshing)   // for `.refreshable`
/// ```
///
/// ## Threading contract
/// - ``send(_:)`` is called on the main actor.
/// - Actions are processed one at a time, in the order they were sent.
/// - An action whose mutations are synchronous is reduced before `send` returns: no stale frame.
/// - An action sent while another is being processed (from `reduce`, an observer, a binding) is
///   queued and processed after it, never re-entered.
/// - Asynchronous work in flight is cancelled when the store is released; a Kotlin reactor the
///   store owns is destroyed exactly once.
///
/// ## Observation
/// Reading a field through dynamic member lookup (`store.title`) observes only that field: a view
/// that reads `title` is not invalidated when `count` changes. When a field's type is `Equatable`
/// an unchanged value does not invalidate it; otherwise every state change does. Reading
/// ``state`` observes the whole state.
///
/// > Note: The synchronous path (`send`, reduce, field observation) is `@inlinable`, so that it is
/// > specialised for your `Action` and `State` in your module: unspecialised generic code would
/// > spend most of its time looking up type metadata.
@MainActor
@dynamicMemberLookup
public final class ReactorStore<Action, State>: Observable {
  @usableFromInline let registrar = ObservationRegistrar()
  /// The state as the backend last produced it. Optimistic writes live beside it, in
  /// `optimisticWrites`, so the state itself may be a Kotlin class with read-only properties.
  @usableFromInline var currentState: State
  @usableFromInline let stateEquality: ((State, State) -> Bool)?
  @usableFromInline let stateKeyPath: KeyPath<ReactorStore, State> = \.state
  /// Whether anyone ever read ``state`` (and so may observe it whole). Until then a change needs
  /// no whole-state notification, which saves two registrar calls per action for screens that
  /// only read fields.
  @usableFromInline var isStateObserved = false
  private let errorKeyPath: KeyPath<ReactorStore, (any Error)?> = \.error
  private var currentError: (any Error)?

  /// Observed fields, found by key path object identity first (literal key paths are uniqued, so
  /// this is a pointer comparison) and by key path equality second.
  @usableFromInline var fieldsByIdentity: [ObjectIdentifier: FieldObservation<Action, State>] = [:]
  @usableFromInline var fieldsByKeyPath: [AnyKeyPath: FieldObservation<Action, State>] = [:]
  @usableFromInline var fieldList: [FieldObservation<Action, State>] = []

  /// Runs one action on the backend; owns the backend.
  @usableFromInline var handle: ((ReactorStore, Action) -> Void)?
  @usableFromInline var queuedActions: [Action] = []
  // Main-actor state read on every backend update: no dynamic exclusivity check (only the main
  // actor touches it, and no access to it overlaps another).
  @exclusivity(unchecked) @usableFromInline var isProcessing = false

  /// Values bindings wrote ahead of the backend, by field; see ``binding(_:send:)``.
  @usableFromInline var optimisticWrites: [AnyKeyPath: OptimisticWrite<State>] = [:]
  @usableFromInline var stateChangeObserver: ((State) -> Void)?
  /// Callers of ``send(_:while:startTimeout:)`` waiting for the state to reach a condition.
  @usableFromInline var stateWaiters: [StateWaiter<State>] = []
  private var eventObserver: ((Any) -> Void)?

  let events: EventChannel
  /// What the store owns (tasks, Kotlin objects), released with it; `Sendable` so that the
  /// nonisolated `deinit` can reach it.
  let resources = StoreResources()

  /// The recording stub, for stores made with ``preview(_:eventType:reduce:)`` or
  /// ``stub(_:eventType:)``.
  public let stub: ReactorStub<Action, State>?

  @usableFromInline
  init(
    initialState: State,
    eventType: Any.Type,
    stub: ReactorStub<Action, State>? = nil,
    makeBackend: (ReactorStore) -> ((ReactorStore, Action) -> Void)?
  ) {
    self.currentState = initialState
    self.stateEquality = equalityComparator(for: State.self)
    self.events = EventChannel(eventType: eventType)
    self.stub = stub
    self.handle = makeBackend(self)
    stub?.store = self
  }

  deinit {
    resources.release()
  }

  // MARK: State

  /// The whole state, as the backend last produced it. Reading it observes every field.
  ///
  /// A value a binding wrote that the backend has not confirmed yet shows through the field
  /// (`store.name`, the binding), not here.
  @inlinable
  public var state: State {
    isStateObserved = true
    registrar.access(self, keyPath: stateKeyPath)
    return currentState
  }

  /// A field of the state. Reading it observes only that field.
  ///
  /// While a binding's write to the field waits for the backend to confirm it, this is the
  /// written value.
  @inlinable
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> Member {
    observation(of: keyPath).signal.access()
    if !optimisticWrites.isEmpty, let value = optimisticWrites[keyPath]?.value as? Member {
      return value
    }
    return currentState[keyPath: keyPath]
  }

  /// The last error the backend reported (a failed Kotlin error flow emission or a thrown Swift
  /// effect), or `nil`. Observable.
  public var error: (any Error)? {
    registrar.access(self, keyPath: errorKeyPath)
    return currentError
  }

  /// Clears ``error``, for example when the user dismisses an error message.
  public func clearError() {
    setError(nil)
  }

  // MARK: Actions

  /// Sends an action to the backend. See the threading contract in the type's documentation.
  @inlinable
  public func send(_ action: Action) {
    stub?.record(action)
    if isProcessing {
      queuedActions.append(action)
      return
    }
    isProcessing = true
    handle?(self, action)
    if !queuedActions.isEmpty { drainQueuedActions() }
    isProcessing = false
  }

  @usableFromInline
  func drainQueuedActions() {
    var index = 0
    while index < queuedActions.count {
      let next = queuedActions[index]
      index += 1
      handle?(self, next)
    }
    queuedActions.removeAll(keepingCapacity: true)
  }

  // MARK: Events

  /// The store's one-shot events, as an asynchronous sequence.
  ///
  /// Each event is delivered once: to one waiting consumer, or buffered until a consumer asks.
  /// Iterate it from a view's `.task` (or use `onEvent` in `KMPBridgeSwiftUI`).
  ///
  /// - Parameter type: The backend's event type. Asking for another type yields nothing and
  ///   reports a runtime warning.
  public func events<Event>(of type: Event.Type = Event.self) -> ReactorEvents<Event> {
    ReactorEvents(channel: events)
  }

  // MARK: Backend interface

  /// Replaces the state with one the backend produced (reduced, or collected from Kotlin).
  @inlinable
  func setStateFromBackend(_ newState: State) {
    updateBackendState { $0 = newState }
  }

  /// Changes the backend's state in place (a reducer's `inout`), then shows it.
  ///
  /// Outside `send` (a state collected from Kotlin, an effect's mutation) it counts as
  /// processing too: an action an observer sends while the new state is being shown is queued
  /// and handled after it, from that state, instead of reducing the old one and being
  /// overwritten.
  @inlinable
  func updateBackendState(_ update: (inout State) -> Void) {
    // As `send` processes an action, written out beside it. Nested (a reducer's state inside
    // `send`, the hot path) it reads the flag once and writes nothing.
    let isNested = isProcessing
    if !isNested { isProcessing = true }
    var newState = currentState
    update(&newState)
    if !optimisticWrites.isEmpty { dropOptimisticWrites(confirmedBy: newState) }
    setState(newState)
    guard !isNested else { return }
    if !queuedActions.isEmpty { drainQueuedActions() }
    isProcessing = false
  }

  /// Forgets the optimistic writes `newState` agrees with: the field now shows the same value
  /// from the backend.
  @usableFromInline
  func dropOptimisticWrites(confirmedBy newState: State) {
    for (key, write) in optimisticWrites where write.isConfirmed(by: newState) {
      optimisticWrites[key] = nil
    }
  }

  @usableFromInline
  func emit(event: Any) {
    eventObserver?(event)
    events.send(event)
  }

  @usableFromInline
  func setError(_ error: (any Error)?) {
    if currentError == nil, error == nil { return }
    registrar.withMutation(of: self, keyPath: errorKeyPath) {
      currentError = error
    }
  }

  /// The state, without registering observation (for stubs and testers).
  var stateWithoutObservation: State { currentState }

  // MARK: Optimistic writes (bindings)

  /// Shows `value` in the field at `keyPath` until the backend's state agrees, or for half a
  /// second. Does nothing for a `Value` that is not `Equatable` (agreement cannot be seen).
  func writeOptimistically<Value>(_ value: Value, to keyPath: KeyPath<State, Value>) {
    guard let isEqual = equalityComparator(for: Value.self) else { return }
    let write = OptimisticWrite(keyPath: keyPath, value: value, isEqual: isEqual)
    let signal = observation(of: keyPath).signal
    signal.willSet()
    optimisticWrites[keyPath] = write
    signal.didSet()
    resources.scheduleExpiry(of: keyPath, after: .milliseconds(500)) { [weak self] in
      self?.expireOptimisticWrite(keyPath, write: write)
    }
  }

  private func expireOptimisticWrite<Value>(
    _ keyPath: KeyPath<State, Value>, write: OptimisticWrite<State>
  ) {
    guard let current = optimisticWrites[keyPath], current === write else { return }
    let signal = observation(of: keyPath).signal
    signal.willSet()
    optimisticWrites[keyPath] = nil
    signal.didSet()
  }

  // MARK: Observation

  @inlinable
  func observation<Member>(of keyPath: KeyPath<State, Member>) -> FieldObservation<Action, State> {
    if let field = fieldsByIdentity[ObjectIdentifier(keyPath)] { return field }
    return registerObservation(of: keyPath)
  }

  @inlinable
  func registerObservation<Member>(of keyPath: KeyPath<State, Member>) -> FieldObservation<
    Action, State
  > {
    let field: FieldObservation<Action, State>
    if let existing = fieldsByKeyPath[keyPath] {
      field = existing
    } else {
      field = FieldObservation(
        stateKeyPath: keyPath, isEqual: equalityComparator(for: Member.self),
        current: currentState[keyPath: keyPath])
      fieldsByKeyPath[keyPath] = field
      fieldList.append(field)
    }
    // Key paths built at run time are new objects each time: stop caching identities once there
    // are many, so that the table cannot grow without bound.
    if fieldsByIdentity.count < 256 {
      fieldsByIdentity[ObjectIdentifier(keyPath)] = field
      field.retainedKeyPaths.append(keyPath)
    }
    return field
  }

  @inlinable
  func setState(_ newState: State) {
    // The whole state is compared only for those who see it whole; fields compare themselves.
    if isStateObserved || stateChangeObserver != nil, let stateEquality,
      stateEquality(currentState, newState)
    {
      return
    }
    var changedFields: [FieldObservation<Action, State>]?
    for field in fieldList where field.hasChanged(newState) {
      changedFields = (changedFields ?? []) + [field]
    }
    let notifiesState = isStateObserved
    if notifiesState { registrar.willSet(self, keyPath: stateKeyPath) }
    if let changedFields {
      for field in changedFields { field.signal.willSet() }
    }
    currentState = newState
    if let changedFields {
      for field in changedFields { field.signal.didSet() }
    }
    if notifiesState { registrar.didSet(self, keyPath: stateKeyPath) }
    stateChangeObserver?(newState)
    if !stateWaiters.isEmpty { resumeStateWaiters(newState) }
  }

  // MARK: Testing

  /// Called with every new state, after it is set.
  @_spi(Testing)
  public var onStateChange: ((State) -> Void)? {
    get { stateChangeObserver }
    set { stateChangeObserver = newValue }
  }

  /// The number of asynchronous mutations (`.run`, `.sequence`) still running.
  @_spi(Testing)
  public var inFlightEffects: Int { resources.inFlightEffects }

  /// Called with every event as it is emitted (before a consumer receives it).
  @_spi(Testing)
  public var onEvent: ((Any) -> Void)? {
    get { eventObserver }
    set { eventObserver = newValue }
  }

  /// Events emitted and not consumed yet.
  @_spi(Testing)
  public var pendingEvents: Int { events.pendingCount }
}

/// How one observed field of the state is compared and notified. Made in the field's own generic
/// context, so its comparison is specialised for the field's type.
@MainActor
@usableFromInline
final class FieldObservation<Action, State> {
  /// Whether the field differs in `newState` from the last state set (it remembers the field's
  /// last value, so each state change projects the key path once).
  @usableFromInline let hasChanged: (State) -> Bool
  /// What observers of this field register with.
  @usableFromInline let signal = FieldSignal()
  /// The key path objects this field is cached under by identity, kept alive so their
  /// identifiers cannot be reused.
  @usableFromInline var retainedKeyPaths: [AnyKeyPath] = []

  @inlinable
  init<Member>(
    stateKeyPath: KeyPath<State, Member>,
    isEqual: ((Member, Member) -> Bool)?,
    current: Member
  ) {
    if let isEqual {
      var last = current
      hasChanged = { state in
        let value = state[keyPath: stateKeyPath]
        if isEqual(last, value) { return false }
        last = value
        return true
      }
    } else {
      hasChanged = { _ in true }
    }
  }
}

/// The observable side of one field: an object of its own with one non-generic key path, so that
/// registering and notifying an observer costs what it costs for a plain `@Observable` property
/// (the registrar hashes key paths, and a one-component key path of a non-generic class is the
/// cheapest to hash).
@usableFromInline
final class FieldSignal: Observable, @unchecked Sendable {
  // @unchecked: `ObservationRegistrar` is thread-safe and `version` is never read; the store only
  // uses the signal on the main actor.
  @usableFromInline let registrar = ObservationRegistrar()
  @usableFromInline var version = 0

  @inlinable init() {}

  @inlinable func access() {
    registrar.access(self, keyPath: \.version)
  }

  @inlinable func willSet() {
    registrar.willSet(self, keyPath: \.version)
  }

  @inlinable func didSet() {
    registrar.didSet(self, keyPath: \.version)
  }
}

/// A value a binding wrote to a field ahead of the backend, kept until the backend's state
/// confirms it (or it expires), so that a text field does not jump back while the backend is
/// still processing earlier keystrokes.
@MainActor
@usableFromInline
final class OptimisticWrite<State> {
  /// The written value, read back as the field's type.
  @usableFromInline let value: Any
  let isConfirmed: (State) -> Bool

  init<Value>(
    keyPath: KeyPath<State, Value>, value: Value, isEqual: @escaping (Value, Value) -> Bool
  ) {
    self.value = value
    isConfirmed = { isEqual($0[keyPath: keyPath], value) }
  }

  @usableFromInline
  func isConfirmed(by state: State) -> Bool { isConfirmed(state) }
}
