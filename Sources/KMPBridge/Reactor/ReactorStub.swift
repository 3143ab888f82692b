/// The recording side of a preview or stub ``ReactorStore``: the actions sent to it, and a way to
/// set its state and emit events directly (ReactorKit's stub semantics).
///
/// ```swift
/// let store = ReactorStore<ProfileActionEnum, ProfileState>.stub(
///   ProfileState.sample(isLoading: true), eventType: ProfileEventEnum.self)  // your fixture
/// // … render the view, tap "Follow" …
/// store.stub?.actions       // [.follow(userId: 1)]
/// store.stub?.state = ProfileState.sample(isLoading: false)
/// store.stub?.emit(ProfileEventEnum.followed(ProfileEvent.Followed(name: "Ada", followers: 2)))
/// ```
@MainActor
public final class ReactorStub<Action, State> {
  weak var store: ReactorStore<Action, State>?
  let reduce: ((inout State, Action) -> Void)?

  /// Every action sent to the store, in order.
  public private(set) var actions: [Action] = []

  init(reduce: ((inout State, Action) -> Void)?) {
    self.reduce = reduce
  }

  /// The store's state. Setting it updates the store as if the backend had produced it.
  public var state: State? {
    get { store?.stateWithoutObservation }
    set {
      guard let newValue else { return }
      store?.setStateFromBackend(newValue)
    }
  }

  /// Emits a one-shot event from the store.
  public func emit(_ event: some Any) {
    store?.emit(event: event)
  }

  /// Forgets the recorded actions.
  public func clearActions() {
    actions.removeAll()
  }

  @usableFromInline
  func record(_ action: Action) {
    actions.append(action)
  }
}

/// Backs preview and stub stores: records actions (the store does) and, for interactive
/// previews, reduces them with a closure.
@MainActor
final class StubBackend<Action, State> {
  private weak var store: ReactorStore<Action, State>?
  private let reduce: ((inout State, Action) -> Void)?

  init(store: ReactorStore<Action, State>, reduce: ((inout State, Action) -> Void)?) {
    self.store = store
    self.reduce = reduce
  }

  func handle(_ action: Action) {
    guard let store, let reduce else { return }
    var state = store.currentState
    reduce(&state, action)
    store.setStateFromBackend(state)
  }
}

extension ReactorStore {
  /// A store showing a fixed state, for Xcode previews: no Kotlin, no reactor.
  ///
  /// Every action is recorded in ``stub``. Pass `reduce` to make the preview interactive.
  ///
  /// ```swift
  /// #Preview("Loading") { ProfileScreen(store: .preview(ProfileState(isLoading: true))) }
  /// #Preview("Counter") {
  ///   CounterScreen(store: .preview(CounterState()) { state, action in state.count += 1 })
  /// }
  /// ```
  public static func preview(
    _ state: State,
    eventType: Any.Type = Never.self,
    reduce: ((inout State, Action) -> Void)? = nil
  ) -> ReactorStore {
    let stub = ReactorStub<Action, State>(reduce: reduce)
    return ReactorStore(initialState: state, eventType: eventType, stub: stub) { store in
      let backend = StubBackend(store: store, reduce: reduce)
      return { _, action in backend.handle(action) }
    }
  }

  /// A store for view tests: the test sets ``ReactorStub/state`` and reads
  /// ``ReactorStub/actions``; actions change nothing by themselves.
  public static func stub(_ state: State, eventType: Any.Type = Never.self) -> ReactorStore {
    preview(state, eventType: eventType, reduce: nil)
  }
}
