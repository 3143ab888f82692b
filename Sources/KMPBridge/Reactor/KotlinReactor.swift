/// A Kotlin reactor (or view model), as a ``ReactorStore`` backend sees it.
///
/// This is the shape of the Kotlin Reactor port that shared KMP modules use: `currentState`, a
/// `state` flow, an `event` flow of one-shot events, an `error` flow, `send(action)` and
/// `destroy()`. A plain "view model with a `StateFlow<State>` and methods" fits too: its action
/// type is an enum of its methods, `send` calls them, and `destroy` is `onCleared`/`clear`.
///
/// `kmp-bridge generate` emits a conforming adapter for every Kotlin class of these shapes, typed
/// with the generated Swift enums, and a `ReactorStore(kotlin:)` that takes the Kotlin object:
///
/// ```swift
/// let store = ReactorStore(kotlin: ProfileReactor(userId: 1, repository: repository))
/// ```
///
/// You can also conform by hand:
///
/// ```swift
/// struct ProfileReactorAdapter: KotlinReactor {
///   let kotlin: ProfileReactor                         // the Kotlin class
///   var currentState: ProfileState { kotlin.currentState }
///   var state: KotlinStateFlow<ProfileState> { KotlinStateFlow(kotlin.state) }
///   var event: MappedFlow<KotlinFlow<ProfileEvent>, ProfileEventEnum> { … }
///   var error: MappedFlow<KotlinFlow<KotlinThrowable>, any Error> { … }
///   func send(_ action: ProfileActionEnum) { kotlin.send(action: action.kotlin) }
///   func destroy() { kotlin.destroy() }
/// }
///
/// let store = ReactorStore(
///   kotlin: ProfileReactorAdapter(kotlin: ProfileReactor(userId: 1, repository: repository)))
/// ```
///
/// The store owns what it is given: it starts collecting `state`, `event` and `error` when it is
/// created, and when it is released it cancels those collections and calls ``destroy()`` exactly
/// once (from whichever thread releases the store; Kotlin/Native objects may be used from any
/// thread).
public protocol KotlinReactor<Action, State, Event>: Sendable {
  /// What the view asks for.
  associatedtype Action
  /// What the view shows.
  associatedtype State
  /// One-shot events; `Never` when the Kotlin class has none.
  associatedtype Event = Never
  /// The state flow (a Kotlin `StateFlow<State>`).
  associatedtype StateFlow: StateFlowSource where StateFlow.Element == State
  /// The event flow (a Kotlin `Flow<Event>`).
  associatedtype EventFlow: FlowSource = EmptyFlow<Event> where EventFlow.Element == Event
  /// The error flow (a Kotlin `Flow<Throwable>`).
  associatedtype ErrorFlow: FlowSource = EmptyFlow<any Error>
  where ErrorFlow.Element == any Error

  /// The state now, read synchronously when the store is created.
  var currentState: State { get }
  /// Every new state.
  var state: StateFlow { get }
  /// One-shot events.
  var event: EventFlow { get }
  /// Errors the reactor reports without failing.
  var error: ErrorFlow { get }
  /// Hands an action to the Kotlin reactor.
  func send(_ action: Action)
  /// Tears the Kotlin reactor down (cancels its coroutine scope).
  func destroy()
}

extension KotlinReactor {
  public var currentState: State { state.value }
}

extension KotlinReactor where EventFlow == EmptyFlow<Event> {
  public var event: EmptyFlow<Event> { EmptyFlow() }
}

extension KotlinReactor where ErrorFlow == EmptyFlow<any Error> {
  public var error: EmptyFlow<any Error> { EmptyFlow() }
}

/// A flow that never emits and never completes: the events or errors of a reactor without any.
public struct EmptyFlow<Element>: FlowSource {
  public init() {}

  public func values() -> AsyncStream<Element> {
    AsyncStream { _ in }
  }

  public func collect(into collector: FlowCollector<Element>) async throws {
    try await sleepUntilCancelled()
  }
}

/// Suspends until the current task is cancelled, then throws `CancellationError`.
func sleepUntilCancelled() async throws {
  await WaitList().wait()  // nothing resumes it: only the cancellation
  throw CancellationError()
}

/// Runs a ``KotlinReactor``: collects its flows into the store and forwards actions.
@MainActor
final class KotlinReactorBackend<K: KotlinReactor> {
  private let reactor: K

  init(reactor: K, store: ReactorStore<K.Action, K.State>) {
    self.reactor = reactor
    // Events and errors first: subscribing to the state may start the reactor's upstream
    // (`stateIn(WhileSubscribed)`), which may emit them at once.
    let events = FlowCollection.start(
      reactor.event, policy: .events
    ) { [weak store] batch in
      for event in batch.values { store?.emit(event: event) }
      if case .failed(let error) = batch.completion { store?.setError(error) }
    }
    let errors = FlowCollection.start(
      reactor.error, policy: .events
    ) { [weak store] batch in
      if let error = batch.values.last { store?.setError(error) }
      if case .failed(let error) = batch.completion { store?.setError(error) }
    }
    let states = FlowCollection.start(
      reactor.state, policy: .state
    ) { [weak store] batch in
      guard let store else { return }
      if let state = batch.values.last { store.setStateFromBackend(state) }
      if case .failed(let error) = batch.completion { store.setError(error) }
    }
    // Stop listening first, then tear the Kotlin side down, exactly once (release runs once).
    store.resources.onRelease {
      states.cancel()
      events.cancel()
      errors.cancel()
      reactor.destroy()
    }
  }

  func handle(_ action: K.Action) {
    reactor.send(action)
  }
}

extension ReactorStore {
  /// Creates a store backed by a Kotlin reactor, which the store owns.
  ///
  /// The first state is read synchronously (`currentState`); collection of the state, event and
  /// error flows starts at once. Releasing the store cancels the collections and calls
  /// ``KotlinReactor/destroy()`` exactly once.
  public convenience init<K: KotlinReactor>(kotlin reactor: K)
  where K.Action == Action, K.State == State {
    self.init(initialState: reactor.currentState, eventType: K.Event.self) { store in
      let backend = KotlinReactorBackend(reactor: reactor, store: store)
      return { _, action in backend.handle(action) }
    }
  }
}
