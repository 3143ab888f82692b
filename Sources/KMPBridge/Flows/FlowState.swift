import Observation

/// A Kotlin flow, or any `AsyncSequence`, as observable state on the main actor.
///
/// `FlowState` is what `collectAsState()` is in Compose: it collects a flow and exposes the latest
/// value as an `@Observable` property, so SwiftUI re-renders exactly the views that read it.
///
/// ```swift
/// let count = FlowState(store.count)   // a StateFlow: the first value is read synchronously
/// count.start()
/// count.value                          // the current value, observed by SwiftUI
/// ```
///
/// In a view, tie collection to the view's lifetime with `.task { await count.run() }` (or use
/// `ObservingView`, which does it for you): collection starts when the view appears and stops
/// when it disappears.
///
/// - **First frame.** Created from a ``StateFlowSource`` (a Kotlin `StateFlow`), the current value
///   is read synchronously in `init`; from any other source you give an initial value.
/// - **Delivery.** Values produced off the main actor are applied on it in order, one hop per
///   batch; the ``FlowDeliveryPolicy`` decides what a batch keeps when the UI falls behind. A value
///   produced on the main actor by a push-based source is applied before the producer returns.
/// - **Equality.** When `Value` is `Equatable` (Kotlin objects are, through `isEqual`), an equal
///   consecutive value does not notify observers, as a `StateFlow` would not emit it.
/// - **Errors.** `CancellationError` from upstream ends collection normally (``FlowPhase/finished``);
///   any other error moves ``phase`` to ``FlowPhase/failed(_:)`` and keeps the last value. Nothing
///   traps. ``start()`` after a failure collects again.
/// - **Lifecycle.** ``stop()`` and releasing the `FlowState` cancel the collection, which cancels
///   the upstream (a Kotlin collection is cancelled through its iterator or collector).
///
/// > Note: `FlowState` implements `Observable` with its own `ObservationRegistrar` instead of the
/// > `@Observable` macro, so that it can skip notifications for equal values and so that observing
/// > ``value`` does not also observe ``phase``.
@MainActor
public final class FlowState<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var currentValue: Value
  private var currentPhase: FlowPhase = .idle
  private let collect: @Sendable (FlowCollector<Value>) async throws -> Void
  /// Starts collecting at once, for a ``MainThreadCollectableFlow``.
  private let collectNow: FlowCollection<Value>.StartNow?
  private let isEqual: ((Value, Value) -> Bool)?
  private var collection: FlowCollection<Value>?
  /// How many ``run()`` calls are waiting on the current collection.
  private var runners = 0
  /// Those waiting for the next ``start()`` after a failure (see ``runFollowingRetries()``):
  /// `start()` opens it and puts a new one in its place, so that a waiter that read it before
  /// `start()` is let through, however late it gets to wait.
  private var restartWaiters = WaitList()
  // Key paths into a generic class are instantiated at run time (a metadata lookup by mangled
  // name) each time the literal is evaluated; made once here, they cost nothing per value.
  private let valueKeyPath: KeyPath<FlowState<Value>, Value> = \.value
  private let phaseKeyPath: KeyPath<FlowState<Value>, FlowPhase> = \.phase

  /// The policy that decides which values a batch keeps when the main actor falls behind.
  public let policy: FlowDeliveryPolicy

  /// Called on the main actor with every value as it is applied, after ``value`` is updated.
  ///
  /// Under the ``FlowDeliveryPolicy/state`` policy it sees only distinct values; under the others
  /// it sees every value that the policy keeps, equal or not (events are not deduplicated).
  public var onValue: ((Value) -> Void)?

  /// Creates a state over a flow, starting from `initialValue` until the flow emits.
  ///
  /// - Parameters:
  ///   - source: The flow to collect.
  ///   - initialValue: The value before the flow's first emission.
  ///   - policy: What to keep when the main actor falls behind. Defaults to ``FlowDeliveryPolicy/state``.
  public convenience init<Source: FlowSource>(
    _ source: Source,
    initialValue: Value,
    policy: FlowDeliveryPolicy = .state
  ) where Source.Element == Value {
    self.init(
      source, initialValue: initialValue, policy: policy,
      isEqual: equalityComparator(for: Value.self))
  }

  init<Source: FlowSource>(
    _ source: Source,
    initialValue: Value,
    policy: FlowDeliveryPolicy,
    isEqual: ((Value, Value) -> Bool)?
  ) where Source.Element == Value {
    self.currentValue = initialValue
    self.policy = policy
    self.isEqual = isEqual
    self.collect = { collector in try await source.collect(into: collector) }
    self.collectNow = FlowCollection.startNow(of: source)
  }

  /// Creates a state over a state flow, reading its current value synchronously so that the first
  /// frame is never blank.
  ///
  /// - Parameters:
  ///   - source: The state flow to collect (a Kotlin `StateFlow`).
  ///   - policy: What to keep when the main actor falls behind. Defaults to ``FlowDeliveryPolicy/state``.
  public convenience init<Source: StateFlowSource>(
    _ source: Source,
    policy: FlowDeliveryPolicy = .state
  ) where Source.Element == Value {
    self.init(source, initialValue: source.value, policy: policy)
  }

  /// Creates a state over an asynchronous sequence, starting from `initialValue`.
  ///
  /// Each ``start()`` iterates `sequence` again. That restarts a cold sequence (such as a Kotlin
  /// flow's `asAsyncSequence()`), but a single-pass sequence such as `AsyncStream` just ends; use
  /// ``init(initialValue:policy:_:)`` to make a fresh sequence per collection.
  public convenience init<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence,
    initialValue: Value,
    policy: FlowDeliveryPolicy = .state
  ) where Sequence.Element == Value {
    self.init(AsyncSequenceFlow(sequence), initialValue: initialValue, policy: policy)
  }

  /// Creates a state over asynchronous sequences made by `makeSequence`, one per collection.
  ///
  /// The sequence is created and iterated off the main actor, so it need not be `Sendable`.
  public convenience init<Sequence: AsyncSequence>(
    initialValue: Value,
    policy: FlowDeliveryPolicy = .state,
    _ makeSequence: @escaping @Sendable () -> Sequence
  ) where Sequence.Element == Value {
    self.init(AsyncSequenceFlow(makeSequence), initialValue: initialValue, policy: policy)
  }

  deinit {
    collection?.cancel()
  }

  // MARK: Observable state

  /// The latest value.
  public var value: Value {
    registrar.access(self, keyPath: valueKeyPath)
    return currentValue
  }

  /// Where collection is: idle, collecting, finished or failed.
  public var phase: FlowPhase {
    registrar.access(self, keyPath: phaseKeyPath)
    return currentPhase
  }

  // MARK: Lifecycle

  /// Starts collecting, unless already collecting.
  ///
  /// After ``stop()``, a completion or a failure, `start()` collects the flow again (a restart
  /// after failure keeps the last value until the new collection emits).
  public func start() {
    guard collection == nil else { return }
    let collection = FlowCollection<Value>(policy: policy) { [weak self] batch in
      self?.receive(batch)
    }
    // Known before it begins: a flow collected at once may deliver values before `begin` returns.
    self.collection = collection
    setPhase(.collecting)
    collection.begin(collect, now: collectNow)
    let restarted = restartWaiters
    restartWaiters = WaitList()
    restarted.open()
  }

  /// Stops collecting and cancels the upstream. Values still in flight are dropped.
  public func stop() {
    guard let collection else { return }
    self.collection = nil
    collection.cancel()
    setPhase(.idle)
  }

  /// Collects until the flow ends or the calling task is cancelled, then returns.
  ///
  /// This ties collection to a task's lifetime: in SwiftUI, `.task { await state.run() }` collects
  /// while the view is visible. Cancelling the task stops collection (``phase`` becomes
  /// ``FlowPhase/idle``); if the state is already collecting, `run()` waits for that collection.
  /// Several tasks may run one state (two views showing it): collection stops when the last of
  /// them is cancelled, and the others keep it going until then.
  public func run() async {
    start()
    guard let collection else { return }
    await follow(collection)
  }

  /// Waits for `collection` to end, or for the calling task to be cancelled: then, if no other
  /// task runs this state, stops it.
  private func follow(_ collection: FlowCollection<Value>) async {
    runners += 1
    await collection.waitUntilEnded()  // or until this task is cancelled
    runners -= 1
    if Task.isCancelled, runners == 0, self.collection === collection {
      stop()
    }
  }

  /// Like ``run()``, but a failure does not end it: it waits for ``start()`` (a retry button's)
  /// and follows the new collection, so that the retried collection also stops when the task is
  /// cancelled. Returns when the flow finishes or the task is cancelled.
  ///
  /// `ObservingView` and `.collect` run their state this way.
  package func runFollowingRetries() async {
    guard !Task.isCancelled else { return }
    start()
    while !Task.isCancelled {
      // Only the first pass starts a collection: after a failure, only a retry does (one that
      // failed at once, inside `start()`, leaves nothing to follow and is waited out again).
      if let collection { await follow(collection) }
      if Task.isCancelled { return }
      // Read before the checks, with no suspension between: a `start()` after them opens it.
      let restarts = restartWaiters
      // Restarted already (between the end and this task's turn): follow it.
      if collection != nil { continue }
      guard currentPhase.error != nil else { return }
      await restarts.wait()  // until `start()` begins a collection, or cancellation
    }
  }

  // MARK: Delivery

  private func receive(_ batch: FlowCollector<Value>.Batch) {
    guard let collection else { return }
    let collector = collection.collector
    for value in batch.values {
      // An observer or `onValue` may have stopped or restarted collection mid-batch.
      guard self.collection?.collector === collector else { return }
      apply(value)
    }
    guard let completion = batch.completion, self.collection?.collector === collector else {
      return
    }
    self.collection = nil
    switch completion {
    case .finished: setPhase(.finished)
    case .failed(let error): setPhase(.failed(error))
    }
    collection.markEnded()
  }

  private func apply(_ newValue: Value) {
    if let isEqual, isEqual(currentValue, newValue) {
      if !policy.conflates { onValue?(newValue) }
      return
    }
    registrar.withMutation(of: self, keyPath: valueKeyPath) {
      currentValue = newValue
    }
    onValue?(newValue)
  }

  private func setPhase(_ newPhase: FlowPhase) {
    switch (currentPhase, newPhase) {
    case (.idle, .idle), (.collecting, .collecting), (.finished, .finished): return
    default: break
    }
    registrar.withMutation(of: self, keyPath: phaseKeyPath) {
      currentPhase = newPhase
    }
  }

  // MARK: Testing and benchmarking

  /// How the current collection has delivered values so far.
  @_spi(Testing)
  public var deliveryStatistics: FlowDeliveryStatistics? {
    collection?.collector.statistics
  }
}

/// One collection of a flow: its collector, what cancels it, and who waits for its end.
final class FlowCollection<Value>: Sendable {
  /// Starts collecting a ``MainThreadCollectableFlow`` at once.
  typealias StartNow =
    @Sendable (
      FlowCollector<Value>, _ completion: @escaping @Sendable ((any Error)?) -> Void
    ) -> @Sendable () -> Void

  let collector: FlowCollector<Value>
  /// What cancels the collection once it has begun, and whether it was cancelled before.
  private let cancellation = Locked<(cancel: (@Sendable () -> Void)?, cancelled: Bool)>(
    (nil, false))
  /// Who waits for its end: opened when it ends.
  private let waiters = WaitList()

  /// A collection that delivers batches to `apply` on the main actor, once it has begun.
  init(policy: FlowDeliveryPolicy, apply: @escaping @MainActor (FlowCollector<Value>.Batch) -> Void)
  {
    self.collector = FlowCollector<Value>(policy: policy, apply: apply)
  }

  /// How to start collecting `source` at once, when it is a ``MainThreadCollectableFlow``.
  static func startNow<Source: FlowSource>(of source: Source) -> StartNow?
  where Source.Element == Value {
    guard let source = source as? any MainThreadCollectableFlow<Value> else { return nil }
    return { collector, completion in
      source.startCollecting(into: collector, completion: completion)
    }
  }

  /// Starts collecting `source`, delivering batches to `apply` on the main actor: at once on the
  /// main thread for a ``MainThreadCollectableFlow``, else on a task of its own.
  static func start<Source: FlowSource>(
    _ source: Source,
    policy: FlowDeliveryPolicy,
    apply: @escaping @MainActor (FlowCollector<Value>.Batch) -> Void
  ) -> FlowCollection where Source.Element == Value {
    let collection = FlowCollection(policy: policy, apply: apply)
    collection.begin({ try await source.collect(into: $0) }, now: startNow(of: source))
    return collection
  }

  /// Begins collecting: with `now` at once when on the main thread, else with `collect` on a task
  /// of its own, off the main actor.
  func begin(
    _ collect: @escaping @Sendable (FlowCollector<Value>) async throws -> Void,
    now: StartNow?
  ) {
    let collector = self.collector
    let cancel: @Sendable () -> Void
    if let now, isOnMainActorExecutor() {
      cancel = now(collector) { error in
        switch error {
        case nil, is CancellationError: collector.finish(.finished)
        case let error?: collector.finish(.failed(error))
        }
      }
    } else {
      let task = Task.detached(priority: Task.currentPriority) {
        do {
          try await collect(collector)
          collector.finish(.finished)
        } catch is CancellationError {
          collector.finish(.finished)
        } catch {
          collector.finish(.failed(error))
        }
      }
      cancel = { task.cancel() }
    }
    // Cancelled while beginning (a value delivered at once stopped it): cancel now.
    let cancelledAlready = cancellation.withLock { state -> Bool in
      state.cancel = cancel
      return state.cancelled
    }
    if cancelledAlready { cancel() }
  }

  /// Cancels the collection from any thread.
  func cancel() {
    collector.deactivate()
    let cancel = cancellation.withLock { state -> (@Sendable () -> Void)? in
      guard !state.cancelled else { return nil }
      state.cancelled = true
      return state.cancel
    }
    cancel?()
    markEnded()
  }

  func markEnded() {
    waiters.open()
  }

  /// Returns when the collection has ended, or when the calling task is cancelled (which leaves
  /// the collection running: the caller decides).
  func waitUntilEnded() async {
    await waiters.wait()
  }
}
