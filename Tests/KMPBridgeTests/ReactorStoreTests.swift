import Foundation
import Observation
import Testing

@_spi(Testing) @testable import KMPBridge

@MainActor
@Suite("ReactorStore")
struct ReactorStoreTests {
  typealias Store = ReactorStore<CounterReactor.Action, CounterReactor.State>

  // MARK: Contract

  @Test("a synchronous mutation is reduced before send returns")
  func synchronousReduce() {
    let store = Store(CounterReactor())
    store.send(.increment)
    #expect(store.count == 1)
    store.send(.add(5))
    #expect(store.count == 6)
  }

  @Test("actions are processed one at a time, in order")
  func ordering() {
    let store = Store(CounterReactor())
    var seen: [String] = []
    store.onStateChange = { seen.append($0.title) }
    for title in ["a", "b", "c"] { store.send(.setTitle(title)) }
    #expect(seen == ["a", "b", "c"])
  }

  @Test("an action sent from an observer is queued, not re-entered")
  func reentrantSendsAreQueued() {
    let store = Store(CounterReactor())
    var log: [String] = []
    var sentFromObserver = false
    store.onStateChange = { state in
      log.append("state count=\(state.count) title=\(state.title)")
      if !sentFromObserver {
        sentFromObserver = true
        // Sent while the first action is being processed.
        store.send(.setTitle("after"))
        log.append("send returned, title=\(store.title)")
      }
    }
    store.send(.increment)
    #expect(
      log == [
        "state count=1 title=",
        "send returned, title=",
        "state count=1 title=after",
      ])
    #expect(store.title == "after")
  }

  @Test("transform(action:) can drop an action")
  func transformDropsActions() {
    let store = Store(CounterReactor())
    var changes = 0
    store.onStateChange = { _ in changes += 1 }
    store.send(.ignored)
    #expect(changes == 0)
  }

  @Test("asynchronous mutations arrive on the main actor, in order")
  func asynchronousMutations() async {
    let store = Store(CounterReactor())
    store.send(.load)
    #expect(store.isLoading)
    #expect(await eventually { !store.isLoading })
    #expect(store.count == 10)
  }

  @Test("asynchronous work in flight is cancelled when the store is released")
  func cancellationOnRelease() async {
    let started = Counter()
    let cancelled = Counter()
    let reactor = CounterReactor(loader: {
      started.increment()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        cancelled.increment()
        throw error
      }
      return 1
    })
    weak var weakStore: Store?
    do {
      let store = Store(reactor)
      weakStore = store
      store.send(.load)
      #expect(await eventually { started.count == 1 })
      #expect(store.inFlightEffects == 1)
    }
    #expect(weakStore == nil)
    #expect(await eventually { cancelled.count == 1 })
  }

  @Test("a run with cancelInFlight replaces the running one with the same id")
  func cancelInFlight() async {
    let store = Store(CounterReactor())
    store.send(.search("a"))
    store.send(.search("ab"))
    store.send(.search("abc"))
    #expect(await eventually { !store.results.isEmpty })
    try? await Task.sleep(for: .milliseconds(100))
    // Each search appends its result: the first two were cancelled before they could.
    #expect(store.results == ["abc"])
  }

  @Test("an action an observer sends while an effect's state is shown is reduced from that state")
  func observerSendsDuringBackendUpdate() async {
    let store = Store(CounterReactor())
    // Observation calls `onChange` as the count is about to change, before the new state is
    // stored: the action must wait for it, not reduce the old state and be overwritten.
    withObservationTracking {
      _ = store.count
    } onChange: {
      MainActor.assumeIsolated { store.send(.increment) }
    }
    store.send(.load)  // the loader's 10 arrives from an effect
    #expect(await eventually { !store.isLoading })
    #expect(store.count == 11)
  }

  @Test("a chain's synchronous head is reduced before send returns, however the chain nests")
  func chainHeadIsSynchronous() async {
    let store = Store(CounterReactor())
    store.send(.chainedSearch("a"))
    #expect(store.isLoading)
    #expect(store.results.isEmpty)
    #expect(await eventually { !store.isLoading })
    #expect(store.results == ["a"])
  }

  @Test("a chain's identified work answers to its id at once: a run sent next replaces the chain")
  func chainReplacedInTheSameTurn() async {
    let store = Store(CounterReactor())
    store.send(.chainedSearch("a"))
    store.send(.search("b"))  // before the chain's task has run
    #expect(await eventually { !store.results.isEmpty })
    try? await Task.sleep(for: .milliseconds(400))  // longer than the chain's search
    #expect(store.results == ["b"])
    #expect(store.isLoading)  // the replaced chain's tail did not run
  }

  @Test("cancel(id:) cancels a chain's identified work, and the chain goes on after it")
  func cancelInsideChain() async {
    let store = Store(CounterReactor())
    store.send(.chainedSearch("a"))
    store.send(.cancelSearch)  // before the chain has reached its search
    #expect(await eventually { !store.isLoading })
    store.send(.chainedSearch("b"))
    try? await Task.sleep(for: .milliseconds(10))
    store.send(.cancelSearch)  // while the chain's search runs
    #expect(await eventually { !store.isLoading })
    try? await Task.sleep(for: .milliseconds(100))
    #expect(store.results.isEmpty)
    #expect(store.inFlightEffects == 0)
  }

  @Test("a chain's cancel(id:) cancels others' work of that id, not its own still to come")
  func chainCancelsThenRestarts() async {
    let store = Store(CounterReactor())
    store.send(.longSearch("a"))  // still running when the chain cancels it, however busy
    store.send(.restartSearch("b"))
    #expect(await eventually { !store.results.isEmpty })
    #expect(store.results == ["b"])
    // "a" was cancelled: its effect ended long before its five seconds.
    #expect(await eventually(timeout: .seconds(2)) { store.inFlightEffects == 0 })
  }

  @Test("past its last work of an id, a chain no longer answers to it")
  func chainForgetsPassedIDs() async {
    let store = Store(CounterReactor())
    store.send(.searchThenSave("a"))
    #expect(await eventually { store.title == "searched" })  // the chain is past its search
    store.send(.search("b"))  // replaces searches: not the chain's save that follows
    #expect(await eventually(timeout: .seconds(5)) { store.count == 1 })
    #expect(await eventually(timeout: .seconds(5)) { store.results == ["a", "b"] })
  }

  @Test("identified work in a chain is cancelled by a later run with its id, and its chain stops")
  func cancelInFlightInsideChain() async {
    let store = Store(CounterReactor())
    var loading: [Bool] = []
    store.onStateChange = { loading.append($0.isLoading) }
    store.send(.chainedSearch("a"))
    store.send(.chainedSearch("ab"))
    store.send(.chainedSearch("abc"))
    #expect(await eventually { !store.isLoading })
    try? await Task.sleep(for: .milliseconds(100))
    // Each search appends its result: the first two were cancelled before they could, and the
    // `setLoading(false)` after them did not run.
    #expect(store.results == ["abc"])
    #expect(loading.filter { !$0 }.count == 1)
  }

  @Test("merged work runs side by side and all of it lands")
  func merge() async {
    let store = Store(CounterReactor())
    store.send(.loadTwice)
    #expect(await eventually { store.count == 3 })
  }

  @Test("an error thrown by asynchronous work becomes the store's error")
  func swiftErrors() async {
    let store = Store(CounterReactor())
    #expect(store.error == nil)
    store.send(.fail)
    #expect(await eventually { store.error != nil })
    #expect(store.error as? TestError == TestError(code: 42))
    store.clearError()
    #expect(store.error == nil)
  }

  // MARK: Events

  @Test("events are delivered once, in order, and buffered until someone listens")
  func eventsOnce() async {
    let store = Store(CounterReactor())
    store.send(.toast("one"))
    store.send(.toast("two"))
    var iterator = store.events(of: CounterReactor.Event.self).makeAsyncIterator()
    #expect(await iterator.next() == .toast("one"))
    #expect(await iterator.next() == .toast("two"))
    // A second consumer does not see them again.
    store.send(.toast("three"))
    var other = store.events(of: CounterReactor.Event.self).makeAsyncIterator()
    #expect(await other.next() == .toast("three"))
    #expect(store.pendingEvents == 0)
  }

  @Test("asking for events of the wrong type yields nothing instead of crashing")
  func wrongEventType() async {
    let store = Store(CounterReactor())
    store.send(.toast("x"))
    var iterator = store.events(of: String.self).makeAsyncIterator()
    #expect(await iterator.next() == nil)
  }

  @Test("a consumer waiting for events stops when its task is cancelled", .timeLimit(.minutes(1)))
  func eventConsumerCancellation() async {
    let store = Store(CounterReactor())
    let consumer = Task { @MainActor in
      var received = 0
      for await _ in store.events(of: CounterReactor.Event.self) { received += 1 }
      return received
    }
    try? await Task.sleep(for: .milliseconds(10))
    consumer.cancel()
    #expect(await consumer.value == 0)
  }

  // MARK: Per-field observation

  @Test("a view reading one field is invalidated only when that field changes")
  func perFieldInvalidation() {
    let store = Store(CounterReactor())
    let titleProbe = ObservationProbe { _ = store.title }
    let countProbe = ObservationProbe { _ = store.count }
    let wholeProbe = ObservationProbe { _ = store.state }

    for _ in 0..<5 {
      store.send(.increment)
      countProbe.track()
      wholeProbe.track()
    }
    #expect(titleProbe.count == 0)
    #expect(countProbe.count == 5)
    #expect(wholeProbe.count == 5)

    store.send(.setTitle("Hello"))
    #expect(titleProbe.count == 1)
    titleProbe.track()
    store.send(.setTitle("Hello"))  // equal: no change at all
    #expect(titleProbe.count == 1)
    #expect(countProbe.count == 5)
    #expect(wholeProbe.count == 6)
  }

  @Test("an action that changes nothing invalidates nothing")
  func noChangeNoInvalidation() {
    let store = Store(CounterReactor())
    let probe = ObservationProbe { _ = store.state }
    store.send(.noop)
    store.send(.add(0))
    #expect(probe.count == 0)
  }

  // MARK: Waiting for work (pull to refresh)

  @Test("send(_:while:) returns once the work the action started is done", .timeLimit(.minutes(1)))
  func sendWhileSwift() async {
    let store = Store(CounterReactor())
    await store.send(.load, while: \.isLoading)
    #expect(!store.isLoading)
    #expect(store.count == 10)
  }

  @Test(
    "send(_:while:) waits for work that a backend on another thread starts later",
    .timeLimit(.minutes(1)))
  func sendWhileLateStart() async {
    let store = ReactorStore<CounterReactor.Action, CounterReactor.State>.stub(.init())
    var log: [String] = []
    let backend = Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(30))
      store.stub?.state = .init(isLoading: true)
      try? await Task.sleep(for: .milliseconds(30))
      log.append("finished")
      store.stub?.state = .init(count: 1, isLoading: false)
    }
    await store.send(.load, while: \.isLoading, startTimeout: .seconds(30))
    log.append("returned")
    #expect(log == ["finished", "returned"])
    #expect(store.count == 1)
    #expect(store.stub?.actions == [.load])
    await backend.value
  }

  @Test("send(_:while:) gives up when the work never starts", .timeLimit(.minutes(1)))
  func sendWhileNeverStarts() async {
    let store = ReactorStore<CounterReactor.Action, CounterReactor.State>.stub(.init())
    await store.send(.noop, while: \.isLoading, startTimeout: .milliseconds(20))
    #expect(store.stub?.actions == [.noop])
  }

  @Test("send(_:while:) returns when its task is cancelled", .timeLimit(.minutes(1)))
  func sendWhileCancelled() async {
    let store = ReactorStore<CounterReactor.Action, CounterReactor.State>.stub(
      .init(isLoading: true))
    let returned = Counter()
    let waiting = Task { @MainActor in
      await store.send(.load, while: \.isLoading)
      returned.increment()
      return store.isLoading
    }
    try? await Task.sleep(for: .milliseconds(20))
    #expect(returned.count == 0)  // still waiting while loading
    waiting.cancel()
    #expect(await waiting.value)  // still loading: it returned because it was cancelled
    #expect(returned.count == 1)
  }

  // MARK: Bindings

  @Test("a binding reads the field and sends an action on write")
  func binding() {
    let store = Store(CounterReactor())
    let title = store.binding(\.title, send: { .setTitle($0) })
    #expect(title.wrappedValue == "")
    title.wrappedValue = "New"
    #expect(store.title == "New")
    #expect(title.get() == "New")
  }

  @Test("a binding writes optimistically while a slow backend catches up")
  func optimisticBinding() async {
    let reactor = FakeKotlinReactor(synchronous: false)
    let store = ReactorStore(kotlin: reactor)
    await reactor.stateFlow.waitForSubscribers()
    var shown: [String] = []
    var backend: [String] = []
    store.onStateChange = { state in
      backend.append(state.name)
      shown.append(store.name)
    }
    // The state is a class with read-only properties, as a Kotlin data class is in Swift.
    let name = store.binding(\.name, send: { .setName($0) })
    let probe = ObservationProbe { _ = store.name }
    name.wrappedValue = "A"
    #expect(store.name == "A")  // before the backend has processed anything
    #expect(name.wrappedValue == "A")
    #expect(probe.count == 1)
    name.wrappedValue = "AB"
    #expect(store.name == "AB")
    #expect(store.state.name == "")  // the whole state stays the backend's
    // The backend's states for "A" and "AB" arrive later: the field never jumps back to "A".
    #expect(await eventually { backend.last == "AB" })
    #expect(shown.allSatisfy { $0 == "AB" }, "\(shown)")
    #expect(store.name == "AB")
    #expect(store.state.name == "AB")
  }

  @Test("an optimistic value survives an older backend state and goes once the backend agrees")
  func optimisticWriteConfirmed() {
    let store = ReactorStore<CounterReactor.Action, CounterReactor.State>.stub(.init(title: ""))
    let title = store.binding(\.title, send: { .setTitle($0) })
    title.wrappedValue = "A"
    title.wrappedValue = "AB"
    store.stub?.state = .init(title: "A")  // the backend's answer to the first keystroke
    #expect(store.title == "AB")
    store.stub?.state = .init(title: "AB")  // agreement: the optimistic value is dropped
    #expect(store.title == "AB")
    store.stub?.state = .init(title: "reformatted")  // so the backend's next word shows at once
    #expect(store.title == "reformatted")
  }

  @Test("an optimistic value the backend never confirms expires")
  func optimisticWriteExpires() async {
    let store = ReactorStore<CounterReactor.Action, CounterReactor.State>.stub(.init(title: "kept"))
    let title = store.binding(\.title, send: { .setTitle($0) })
    let probe = ObservationProbe { _ = store.title }
    title.wrappedValue = "rejected"  // the stub backend ignores the action
    #expect(store.title == "rejected")
    #expect(probe.count == 1)
    probe.track()
    #expect(await eventually(timeout: .seconds(30)) { store.title == "kept" })
    #expect(probe.count == 2)  // observers of the field see it go back
  }

  @Test("a binding read after its store is released shows the last value and sends nothing")
  func bindingOutlivesStore() {
    var store: Store? = Store(CounterReactor())
    let title = store!.binding(\.title, send: { .setTitle($0) })
    title.wrappedValue = "kept"
    weak let released = store
    store = nil
    #expect(released == nil)
    #expect(title.wrappedValue == "kept")
    title.wrappedValue = "ignored"  // no store: nothing happens, nothing traps
    #expect(title.wrappedValue == "kept")
  }

  @Test("a binding to a field that is not Equatable sends its action without an optimistic value")
  func bindingWithoutEquality() {
    struct Tag { var text: String }
    struct State { var tag = Tag(text: "old") }
    let store = ReactorStore<String, State>.stub(State())
    let tag = store.binding(\.tag, send: { $0.text })
    tag.wrappedValue = Tag(text: "new")
    #expect(store.stub?.actions == ["new"])
    #expect(store.tag.text == "old")
  }

  // MARK: Kotlin backend

  @Test("a Kotlin-backed store reads the current state synchronously and follows the flow")
  func kotlinBackend() async {
    let reactor = FakeKotlinReactor()
    reactor.stateFlow.value = .init(count: 7, name: "Ada")
    let store = ReactorStore(kotlin: reactor)
    #expect(store.count == 7)
    #expect(store.name == "Ada")
    await reactor.stateFlow.waitForSubscribers()
    store.send(.increment)
    #expect(await eventually { store.count == 8 })
  }

  @Test("a Kotlin state set on the main actor is applied before send returns")
  func kotlinSynchronousState() async {
    let reactor = FakeKotlinReactor()
    let store = ReactorStore(kotlin: reactor)
    await reactor.stateFlow.waitForSubscribers()
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test(
    "a Kotlin store made on the main actor subscribes at once: nothing sent next is lost",
    .timeLimit(.minutes(1)))
  func kotlinSubscribesAtOnce() async {
    let reactor = FakeKotlinReactor()
    let store = ReactorStore(kotlin: reactor)
    #expect(reactor.stateFlow.subscriptionCount == 1)
    #expect(reactor.eventFlow.subscriptionCount == 1)
    #expect(reactor.errorFlow.subscriptionCount == 1)
    store.send(.increment)  // in the same turn: state, and an event on a flow without replay
    #expect(store.count == 1)
    store.send(.fail)
    #expect(store.error as? TestError == TestError(code: 500))
    var events = store.events(of: FakeKotlinReactor.Event.self).makeAsyncIterator()
    #expect(await events.next() == .saved)
  }

  @Test("a state over a fake or mapped flow collects at once on the main actor")
  func flowStateStartsAtOnce() {
    let source = FakeSharedFlow<Int>(replay: 1)
    source.tryEmit(1)
    let state = FlowState(source.map { $0 * 10 }, initialValue: 0)
    state.start()
    #expect(state.value == 10)  // the replayed value, before start() returned
    source.tryEmit(2)
    #expect(state.value == 20)
    state.stop()
    #expect(source.subscriptionCount == 0)
  }

  @Test("the Kotlin error flow becomes the store's observable error")
  func kotlinErrors() async {
    let reactor = FakeKotlinReactor()
    let store = ReactorStore(kotlin: reactor)
    await reactor.errorFlow.waitForSubscribers()
    let probe = ObservationProbe { _ = store.error }
    store.send(.fail)
    #expect(await eventually { store.error != nil })
    #expect(store.error as? TestError == TestError(code: 500))
    #expect(probe.count == 1)
  }

  @Test("Kotlin events reach the store's event sequence")
  func kotlinEvents() async {
    let reactor = FakeKotlinReactor()
    let store = ReactorStore(kotlin: reactor)
    await reactor.eventFlow.waitForSubscribers()
    store.send(.increment)
    var events = store.events(of: FakeKotlinReactor.Event.self).makeAsyncIterator()
    #expect(await events.next() == .saved)
  }

  @Test("the Kotlin reactor is destroyed exactly once, and its flows are no longer collected")
  func kotlinDestroyedOnce() async {
    let reactor = FakeKotlinReactor()
    do {
      let store = ReactorStore(kotlin: reactor)
      await reactor.stateFlow.waitForSubscribers()
      store.send(.increment)
    }
    #expect(reactor.destroyCount.count == 1)
    #expect(await eventually { reactor.stateFlow.subscriptionCount == 0 })
    #expect(await eventually { reactor.eventFlow.subscriptionCount == 0 })
    #expect(reactor.destroyCount.count == 1)
  }

  @Test("a store released in the middle of an action still destroys the reactor once")
  func kotlinDestroyedMidAction() async {
    let reactor = FakeKotlinReactor(synchronous: false)
    do {
      let store = ReactorStore(kotlin: reactor)
      store.send(.increment)  // the Kotlin side is still working when the store goes away
    }
    #expect(reactor.destroyCount.count == 1)
    try? await Task.sleep(for: .milliseconds(50))
    #expect(reactor.destroyCount.count == 1)
    #expect(reactor.stateFlow.value.count == 1)
  }

  // MARK: Preview and stub

  @Test("a preview store shows its state and records every action")
  func previewRecordsActions() {
    let store = Store.preview(.init(count: 3, title: "Preview"))
    #expect(store.count == 3)
    store.send(.increment)
    store.send(.setTitle("x"))
    #expect(store.count == 3)
    #expect(store.stub?.actions == [.increment, .setTitle("x")])
  }

  @Test("an interactive preview reduces actions with its closure")
  func interactivePreview() {
    let store = Store.preview(.init()) { state, action in
      if action == .increment { state.count += 1 }
    }
    store.send(.increment)
    store.send(.increment)
    #expect(store.count == 2)
    #expect(store.stub?.actions.count == 2)
  }

  @Test("a stub store lets a test set state and emit events")
  func stubStore() async {
    let store = Store.stub(.init(), eventType: CounterReactor.Event.self)
    let probe = ObservationProbe { _ = store.count }
    store.stub?.state = .init(count: 9)
    #expect(store.count == 9)
    #expect(probe.count == 1)
    store.stub?.emit(CounterReactor.Event.toast("hi"))
    var events = store.events(of: CounterReactor.Event.self).makeAsyncIterator()
    #expect(await events.next() == .toast("hi"))
    store.send(.load)
    #expect(store.stub?.actions == [.load])
    #expect(store.count == 9)
  }
}
