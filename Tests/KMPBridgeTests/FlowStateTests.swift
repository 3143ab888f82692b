import Foundation
import Observation
import Testing

@_spi(Testing) @testable import KMPBridge

@MainActor
@Suite("FlowState")
struct FlowStateTests {
  // MARK: First frame

  @Test("reads a state flow's current value synchronously, before any await")
  func firstValueIsSynchronous() {
    let flow = FakeStateFlow(42)
    let state = FlowState(flow)
    #expect(state.value == 42)
    #expect(state.phase.description == "idle")
  }

  @Test("starts from the initial value for a flow without a current value")
  func initialValueForPlainFlows() async {
    let flow = FakeFlow.finite([1, 2, 3])
    let state = FlowState(flow, initialValue: 0)
    #expect(state.value == 0)
    state.start()
    #expect(await eventually { state.phase.description == "finished" })
    #expect(state.value == 3)
  }

  // MARK: Observation

  @Test("notifies observers once per distinct value, never for an equal one, never after stop")
  func observationPerDistinctValue() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    state.start()
    await flow.waitForSubscribers()
    #expect(await eventually { state.deliveryStatistics?.valuesApplied == 1 })

    let probe = ObservationProbe { _ = state.value }
    var expected = 0
    for value in [1, 1, 2, 2, 2, 3, 3] {
      flow.value = value  // set on the main actor: applied before this returns
      if value != expected {
        expected = value
        #expect(state.value == value)
        probe.track()
      }
    }
    #expect(probe.count == 3)

    state.stop()
    flow.value = 4
    #expect(state.value == 3)
    #expect(probe.count == 3)
    await Task.yield()
    #expect(probe.count == 3)
  }

  @Test("observing value does not observe phase, and the reverse")
  func valueAndPhaseAreSeparate() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    let valueProbe = ObservationProbe { _ = state.value }
    let phaseProbe = ObservationProbe { _ = state.phase }
    state.start()
    #expect(phaseProbe.count == 1)
    #expect(valueProbe.count == 0)
    await flow.waitForSubscribers()
    phaseProbe.track()
    flow.value = 1
    #expect(valueProbe.count == 1)
    #expect(phaseProbe.count == 1)
  }

  @Test("an equal value from a state source does not notify, even for reference types")
  func kotlinStyleEquality() async {
    final class Model: NSObject {
      let id: Int
      init(id: Int) { self.id = id }
      override func isEqual(_ object: Any?) -> Bool { (object as? Model)?.id == id }
      override var hash: Int { id }
    }
    let flow = FakeStateFlow(Model(id: 1))
    let state = FlowState(flow)
    state.start()
    await flow.waitForSubscribers()
    let probe = ObservationProbe { _ = state.value }
    flow.value = Model(id: 1)  // a different object, equal by isEqual
    #expect(probe.count == 0)
    flow.value = Model(id: 2)
    #expect(probe.count == 1)
    #expect(state.value.id == 2)
  }

  @Test("a value set on the main actor is applied before the setter returns")
  func mainActorValuesAreSynchronous() async {
    let flow = FakeStateFlow("a")
    let state = FlowState(flow)
    state.start()
    await flow.waitForSubscribers()
    flow.value = "b"
    #expect(state.value == "b")
    let shared = FakeSharedFlow<Int>()
    let events = FlowState(shared, initialValue: 0, policy: .events)
    events.start()
    await shared.waitForSubscribers()
    shared.tryEmit(7)
    #expect(events.value == 7)
  }

  // MARK: Lifecycle

  @Test("starting twice is a no-op")
  func startTwice() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    state.start()
    state.start()
    await flow.waitForSubscribers()
    try? await Task.sleep(for: .milliseconds(20))
    #expect(flow.subscriptionCount == 1)
    state.stop()
  }

  @Test("stop cancels the upstream before it returns")
  func stopCancelsUpstream() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    state.start()
    await flow.waitForSubscribers()
    state.stop()
    #expect(flow.subscriptionCount == 0)
    #expect(state.phase.description == "idle")
  }

  @Test("releasing the state cancels the upstream")
  func releaseCancelsUpstream() async {
    let flow = FakeStateFlow(0)
    weak var weakState: FlowState<Int>?
    do {
      let state = FlowState(flow)
      weakState = state
      state.start()
      await flow.waitForSubscribers()
    }
    #expect(weakState == nil)
    #expect(flow.subscriptionCount == 0)
  }

  @Test("an iterated AsyncSequence sees termination when stopped")
  func sequenceTermination() async {
    let terminated = Counter()
    let state = FlowState(initialValue: 0) {
      AsyncStream<Int> { continuation in
        continuation.yield(1)
        continuation.onTermination = { _ in terminated.increment() }
      }
    }
    state.start()
    #expect(await eventually { state.value == 1 })
    state.stop()
    #expect(await eventually { terminated.count == 1 })
  }

  @Test("10,000 create/start/release cycles leave no collections or objects behind")
  func noLeaks() async {
    let flow = FakeStateFlow(0)
    var weakStates: [WeakBox<FlowState<Int>>] = []
    var weakSources: [WeakBox<FakeFlow<Int>>] = []
    for index in 0..<10_000 {
      if index.isMultiple(of: 2) {
        let state = FlowState(flow)
        state.start()
        weakStates.append(WeakBox(state))
      } else {
        let source = FakeFlow<Int>([index], then: .never)
        let state = FlowState(source, initialValue: 0)
        state.start()
        weakStates.append(WeakBox(state))
        weakSources.append(WeakBox(source))
      }
    }
    #expect(weakStates.allSatisfy { $0.value == nil })
    #expect(await eventually { flow.subscriptionCount == 0 })
    #expect(await eventually { weakSources.allSatisfy { $0.value == nil } })
  }

  @Test("run() collects until its task is cancelled, then stops")
  func runFollowsTaskLifetime() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    let task = Task { await state.run() }
    await flow.waitForSubscribers()
    #expect(state.phase.isCollecting)
    task.cancel()
    await task.value
    #expect(state.phase.description == "idle")
    #expect(flow.subscriptionCount == 0)
  }

  @Test("two tasks running one state: cancelling one leaves the other collecting")
  func runSharedByTwoTasks() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    let first = Task { await state.run() }
    let second = Task { await state.run() }
    await flow.waitForSubscribers()
    first.cancel()
    await first.value
    #expect(state.phase.isCollecting)
    flow.value = 5
    #expect(await eventually { state.value == 5 })
    second.cancel()
    await second.value
    #expect(state.phase.description == "idle")
    #expect(await eventually { flow.subscriptionCount == 0 })
  }

  @Test("a view's run follows a retry after a failure, and stops it when the view goes away")
  func runFollowsRetries() async {
    let attempts = Counter()
    let open = Locked<[AsyncThrowingStream<Int, any Error>.Continuation]>([])
    let state = FlowState(initialValue: 0) {
      AsyncThrowingStream<Int, any Error> { continuation in
        attempts.increment()
        if attempts.count == 1 {
          continuation.finish(throwing: TestError(code: 1))
        } else {
          continuation.yield(attempts.count)
          open.withLock { $0.append(continuation) }  // and stays open
        }
      }
    }
    let view = Task { await state.runFollowingRetries() }
    #expect(await eventually { state.phase.error != nil })
    state.start()  // the retry button
    #expect(await eventually { state.value == 2 })
    #expect(state.phase.isCollecting)
    view.cancel()  // the view disappears
    await view.value
    #expect(state.phase.description == "idle")
  }

  @Test("a view's run cancelled before it begins starts nothing")
  func runFollowingRetriesCancelledFirst() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    let view = Task { await state.runFollowingRetries() }
    view.cancel()  // before the task's body runs: the main actor is this test's until it waits
    await view.value
    #expect(state.phase.description == "idle")
    #expect(flow.subscriptionCount == 0)
  }

  @Test("a retry that fails at once is not started again by the view's task")
  func retryFailingAtOnce() async {
    let source = FailingAtOnce()
    let state = FlowState(source, initialValue: 0)
    let view = Task { await state.runFollowingRetries() }
    #expect(await eventually { state.phase.error != nil })
    #expect(source.starts.count == 1)
    state.start()  // the retry button: fails inside start()
    #expect(source.starts.count == 2)
    #expect(state.phase.error != nil)
    try? await Task.sleep(for: .milliseconds(20))
    #expect(source.starts.count == 2)
    view.cancel()
    await view.value
  }

  @Test("run() returns when the flow completes")
  func runReturnsOnCompletion() async {
    let state = FlowState(FakeFlow.finite([1, 2]), initialValue: 0)
    await state.run()
    #expect(state.value == 2)
    #expect(state.phase.description == "finished")
  }

  // MARK: Errors

  @Test("a failing upstream moves to failed with its error and keeps the last value")
  func failure() async throws {
    let state = FlowState(
      FakeFlow.failing(after: [1, 2], error: TestError(code: 7)), initialValue: 0)
    await state.run()
    #expect(state.value == 2)
    let error = try #require(state.phase.error as? TestError)
    #expect(error == TestError(code: 7))
  }

  @Test("CancellationError from upstream finishes normally")
  func upstreamCancellation() async {
    let state = FlowState(FakeFlow.failing(after: [5], error: CancellationError()), initialValue: 0)
    await state.run()
    #expect(state.phase.description == "finished")
    #expect(state.value == 5)
  }

  @Test("a throwing AsyncSequence fails without trapping")
  func throwingSequence() async {
    let state = FlowState(initialValue: "") {
      AsyncThrowingStream<String, any Error> { continuation in
        continuation.yield("partial")
        continuation.finish(throwing: TestError(code: 1))
      }
    }
    await state.run()
    #expect(state.value == "partial")
    #expect(state.phase.error is TestError)
  }

  @Test("start() after a failure collects again")
  func restartAfterFailure() async {
    let attempts = Counter()
    let state = FlowState(initialValue: 0) {
      AsyncThrowingStream<Int, any Error> { continuation in
        attempts.increment()
        if attempts.count == 1 {
          continuation.yield(1)
          continuation.finish(throwing: TestError(code: 1))
        } else {
          continuation.yield(2)
          continuation.finish()
        }
      }
    }
    await state.run()
    #expect(state.phase.error != nil)
    #expect(state.value == 1)
    await state.run()
    #expect(state.phase.description == "finished")
    #expect(state.value == 2)
  }

  // MARK: Ordering and policies

  @Test("values from 4 concurrent producers arrive in per-producer order")
  func perProducerOrder() async {
    let shared = FakeSharedFlow<Int>()
    let state = FlowState(shared, initialValue: -1, policy: .events)
    var received: [Int] = []
    state.onValue = { received.append($0) }
    state.start()
    await shared.waitForSubscribers()
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<4 {
        group.addTask {
          for index in 0..<25 { shared.tryEmit(producer * 1000 + index) }
        }
      }
    }
    #expect(await eventually { received.count == 100 })
    for producer in 0..<4 {
      let values = received.filter { $0 / 1000 == producer }
      #expect(values == (0..<25).map { producer * 1000 + $0 })
    }
  }

  @Test("the state policy keeps only the newest value under a slow consumer")
  func conflation() async {
    let flow = FakeStateFlow(0)
    let state = FlowState(flow)
    var applied: [Int] = []
    state.onValue = { applied.append($0) }
    state.start()
    await flow.waitForSubscribers()
    applied.removeAll()
    // Produce off the main actor while the main actor is busy: all 1,000 arrive before a hop runs.
    produceWhileBlocked {
      for value in 1...1000 { flow.value = value }
    }
    #expect(await eventually { state.value == 1000 })
    #expect(applied.last == 1000)
    #expect(applied == [1000])
    let statistics = state.deliveryStatistics
    #expect(statistics?.valuesReceived == 1001)
    #expect((statistics?.valuesApplied ?? .max) <= (statistics?.batches ?? 0))
  }

  @Test("the events policy keeps every value, in order, under a slow consumer")
  func eventsKeepEverything() async {
    let shared = FakeSharedFlow<Int>()
    let state = FlowState(shared, initialValue: 0, policy: .events)
    var applied: [Int] = []
    state.onValue = { applied.append($0) }
    state.start()
    await shared.waitForSubscribers()
    produceWhileBlocked {
      for value in 1...1000 { shared.tryEmit(value) }
    }
    #expect(await eventually { applied.count == 1000 })
    #expect(applied == Array(1...1000))
    #expect(state.deliveryStatistics?.batches == 1)
  }

  @Test("events are not deduplicated, but value still only notifies on change")
  func eventsWithEqualValues() async {
    let shared = FakeSharedFlow<String>()
    let state = FlowState(shared, initialValue: "", policy: .events)
    var events: [String] = []
    state.onValue = { events.append($0) }
    state.start()
    await shared.waitForSubscribers()
    let probe = ObservationProbe { _ = state.value }
    shared.tryEmit("saved")
    probe.track()
    shared.tryEmit("saved")
    #expect(events == ["saved", "saved"])
    #expect(probe.count == 1)
  }

  @Test("bufferingOldest keeps the first values and bufferingNewest the last ones")
  func bufferingPolicies() async {
    for (policy, expected) in [
      (FlowDeliveryPolicy.bufferingOldest(3), [1, 2, 3]),
      (FlowDeliveryPolicy.bufferingNewest(3), [8, 9, 10]),
    ] {
      let shared = FakeSharedFlow<Int>()
      let state = FlowState(shared, initialValue: 0, policy: policy)
      var applied: [Int] = []
      state.onValue = { applied.append($0) }
      state.start()
      await shared.waitForSubscribers()
      produceWhileBlocked { for value in 1...10 { shared.tryEmit(value) } }
      #expect(await eventually { applied.count == 3 }, "\(policy)")
      #expect(applied == expected, "\(policy)")
    }
  }

  @Test("the bounded policy makes a suspending producer wait for the main actor")
  func boundedBackPressure() async {
    let pulled = Counter()
    let state = FlowState(initialValue: 0, policy: .bounded(2)) {
      AsyncStream<Int> {
        pulled.increment()
        return pulled.count <= 50 ? pulled.count : nil
      }
    }
    var applied: [Int] = []
    state.onValue = { applied.append($0) }
    state.start()
    // While the main actor is blocked, the producer may fill the buffer (2) and hold one more.
    blockCurrentThread(milliseconds: 50)
    #expect(pulled.count <= 3)
    #expect(await eventually { state.phase.description == "finished" })
    #expect(applied == Array(1...50))
  }

  @Test("the bounded policy holds through map and optional: the producer still waits")
  func boundedBackPressureThroughMap() async {
    let pulled = Counter()
    let source = AsyncSequenceFlow(
      AsyncStream<Int> {
        pulled.increment()
        return pulled.count <= 50 ? pulled.count : nil
      })
    let state = FlowState(
      source.map { $0 * 2 }.asOptional(), initialValue: nil, policy: .bounded(2))
    var applied: [Int] = []
    state.onValue = { if let value = $0 { applied.append(value) } }
    state.start()
    // Once the producer runs, it may fill the buffer (2) and hold one more while the main actor
    // is blocked, and no more.
    #expect(await eventually { pulled.count >= 1 })
    blockCurrentThread(milliseconds: 50)
    #expect(pulled.count - applied.count <= 3)
    #expect(await eventually { state.phase.description == "finished" })
    #expect(applied == (1...50).map { $0 * 2 })
  }
}

/// A flow that fails as soon as it is collected, at once on the main thread.
final class FailingAtOnce: MainThreadCollectableFlow, @unchecked Sendable {
  // @unchecked: `starts` is thread-safe.
  let starts = Counter()

  func startCollecting(
    into collector: FlowCollector<Int>, completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    starts.increment()
    completion(TestError(code: 3))
    return {}
  }

  func collect(into collector: FlowCollector<Int>) async throws {
    starts.increment()
    throw TestError(code: 3)
  }

  func values() -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { $0.finish(throwing: TestError(code: 3)) }
  }
}

struct WeakBox<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
