/// Receives a flow's values on any thread and applies them on the main actor, in order, one
/// main-actor hop per batch.
///
/// A ``FlowState`` creates one collector per collection and hands it to
/// ``FlowSource/collect(into:)``. A source calls ``yield(_:)`` or ``emit(_:)`` for every value:
///
/// - on the main thread, with nothing pending, the value is applied synchronously, before `yield`
///   returns (no stale frame, no extra hop);
/// - anywhere else it is buffered, and the first value of a batch schedules one hop to the main
///   actor that applies everything that arrived meanwhile, subject to the
///   ``FlowDeliveryPolicy`` (the newest value for `.state`, every value for `.events`).
///
/// Values cross from the producing thread to the main actor through the collector's lock. Like a
/// Kotlin `StateFlow`, KMPBridge assumes emitted values are not mutated after they are emitted
/// (Kotlin data classes and Swift value types are not), which is why `Element` need not be
/// `Sendable`.
public final class FlowCollector<Element>: @unchecked Sendable {
  // @unchecked Sendable: all mutable state is in `state`, guarded by its lock; `apply` only runs on
  // the main actor; `policy` is immutable. Elements move from producer to main actor under the lock
  // (a happens-before edge) and are never touched by the producer afterwards.

  /// Values taken off the buffer in one go, and the end of the flow if it arrived with them.
  struct Batch {
    var values: [Element]
    var completion: FlowCompletion?
  }

  private struct State {
    var pending: [Element] = []
    var completion: FlowCompletion?
    var completionDelivered = false
    var hopScheduled = false
    var draining = false
    var isActive = true
    var waiters: [UnsafeContinuation<Void, Never>] = []
    var statistics = FlowDeliveryStatistics()
  }

  private let policy: FlowDeliveryPolicy
  private let state: Locked<State>
  private let apply: @MainActor (Batch) -> Void
  /// When set, values bypass the buffer and the main actor: `enqueue` and `flush` are forwarded
  /// synchronously on the producing thread (used to transform or combine flows on their way to
  /// the collector that does go to the main actor).
  private let forwarding: Forwarding?

  private struct Forwarding {
    /// Must not run user code: it may be called under a producer's lock.
    var enqueue: @Sendable (Element) -> Void
    var flush: @Sendable () -> Void
    /// The back-pressure and activity of the collector the values end up in, when there is one.
    var waitForRoom: (@Sendable () async -> Void)?
    var isActive: (@Sendable () -> Bool)?
  }

  init(policy: FlowDeliveryPolicy, apply: @escaping @MainActor (Batch) -> Void) {
    self.policy = policy
    self.apply = apply
    self.forwarding = nil
    self.state = Locked(State())
  }

  /// A collector that hands every value on at once, on the producing thread.
  ///
  /// - Parameters:
  ///   - enqueue: Receives each value; it must not run user code (it may run under a lock).
  ///   - flush: Called after `enqueue` once no lock is held.
  init(
    forwardingTo enqueue: @escaping @Sendable (Element) -> Void,
    flush: @escaping @Sendable () -> Void = {}
  ) {
    self.policy = .unbounded
    self.apply = { _ in }
    self.forwarding = Forwarding(enqueue: enqueue, flush: flush)
    self.state = Locked(State())
  }

  /// A collector that hands every value on at once, on the producing thread, to `downstream`
  /// (through `enqueue` and `flush`), with `downstream`'s back-pressure and activity: a producer
  /// emitting into it waits while `downstream`'s bounded buffer is full, and stops when
  /// `downstream` is no longer active.
  init<Downstream>(
    forwardingTo enqueue: @escaping @Sendable (Element) -> Void,
    flush: @escaping @Sendable () -> Void,
    downstream: FlowCollector<Downstream>
  ) {
    self.policy = .unbounded
    self.apply = { _ in }
    self.forwarding = Forwarding(
      enqueue: enqueue, flush: flush, waitForRoom: { await downstream.waitForRoom() },
      isActive: { downstream.isActive })
    self.state = Locked(State())
  }

  /// Whether the consumer still wants values. Push-based sources can stop producing once it is
  /// `false`; values yielded after that are dropped.
  public var isActive: Bool {
    state.withLock { $0.isActive } && forwarding?.isActive?() != false
  }

  /// Hands over a value without waiting, from any thread.
  ///
  /// Under the ``FlowDeliveryPolicy/bounded(_:)`` policy the buffer may grow past its limit here;
  /// use ``emit(_:)`` to wait for room instead.
  public func yield(_ value: Element) {
    enqueue(value)
    flush()
  }

  /// Hands over a value from an asynchronous producer, waiting for room in the buffer under the
  /// ``FlowDeliveryPolicy/bounded(_:)`` policy (the back-pressure a suspending Kotlin `emit` has).
  public func emit(_ value: Element) async {
    yield(value)
    await waitForRoom()
  }

  /// Under the ``FlowDeliveryPolicy/bounded(_:)`` policy, suspends while the buffer is full;
  /// returns at once under the others.
  package func waitForRoom() async {
    if let waitForRoom = forwarding?.waitForRoom {
      if isActive { await waitForRoom() }
      return
    }
    guard case .bounded(let limit) = policy.storage else { return }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      let mustWait = state.withLock { state in
        guard state.isActive, state.pending.count >= limit else { return false }
        state.waiters.append(continuation)
        return true
      }
      if !mustWait { continuation.resume() }
    }
  }

  /// Buffers a value without applying it or scheduling a hop; ``flush()`` does that.
  ///
  /// Producers that must keep the order of values set concurrently from several threads enqueue
  /// under their own lock, then flush after releasing it (see the fake flows).
  package func enqueue(_ value: Element) {
    if let forwarding {
      if isActive { forwarding.enqueue(value) }
      return
    }
    state.withLock { state in
      guard state.isActive, state.completion == nil else { return }
      state.statistics.valuesReceived += 1
      switch policy.storage {
      case .unbounded, .bounded:
        state.pending.append(value)
      case .bufferingNewest(let limit):
        if limit == 1 {
          if state.pending.isEmpty {
            state.pending.append(value)
          } else {
            state.pending[0] = value
          }
        } else {
          state.pending.append(value)
          // Trim in chunks so that dropping the oldest value stays O(1) amortised.
          if state.pending.count >= 2 * limit {
            state.pending.removeFirst(state.pending.count - limit)
          }
        }
      case .bufferingOldest(let limit):
        if state.pending.count < limit {
          state.pending.append(value)
        }
      }
    }
  }

  /// Applies what is pending now if called on the main thread, otherwise makes sure one hop to
  /// the main actor is scheduled to apply it.
  package func flush() {
    if let forwarding {
      forwarding.flush()
      return
    }
    let onMainThread = isOnMainActorExecutor()
    let action = state.withLock { state -> FlushAction in
      guard state.isActive, !state.draining else { return .none }
      let hasWork =
        !state.pending.isEmpty || (state.completion != nil && !state.completionDelivered)
      guard hasWork else { return .none }
      if onMainThread {
        state.draining = true
        return .drainNow
      }
      guard !state.hopScheduled else { return .none }
      state.hopScheduled = true
      return .scheduleHop
    }
    switch action {
    case .none:
      break
    case .drainNow:
      MainActor.assumeIsolated { drainLoop() }
    case .scheduleHop:
      Task { @MainActor in self.drainFromHop() }
    }
  }

  /// Ends the flow after the values already buffered.
  func finish(_ completion: FlowCompletion) {
    state.withLock { state in
      guard state.isActive, state.completion == nil else { return }
      state.completion = completion
    }
    flush()
  }

  /// Stops delivery for good: drops what is pending and releases waiting producers.
  func deactivate() {
    let waiters = state.withLock { state in
      state.isActive = false
      state.pending = []
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Counters describing how values were delivered so far.
  var statistics: FlowDeliveryStatistics {
    state.withLock { $0.statistics }
  }

  @MainActor
  private func drainFromHop() {
    let shouldDrain = state.withLock { state in
      state.hopScheduled = false
      state.statistics.hops += 1
      guard !state.draining else { return false }
      state.draining = true
      return true
    }
    if shouldDrain { drainLoop() }
  }

  /// Applies batches until nothing is pending. The caller has set `draining`.
  @MainActor
  private func drainLoop() {
    while let batch = takeBatch() {
      apply(batch)
    }
  }

  private func takeBatch() -> Batch? {
    let (batch, waiters) = state.withLock { state -> (Batch?, [UnsafeContinuation<Void, Never>]) in
      let completionDue = state.completion != nil && !state.completionDelivered
      guard state.isActive, !state.pending.isEmpty || completionDue else {
        state.draining = false
        return (nil, [])
      }
      var values: [Element] = []
      swap(&values, &state.pending)
      if case .bufferingNewest(let limit) = policy.storage, values.count > limit {
        values.removeFirst(values.count - limit)
      }
      var completion: FlowCompletion?
      if completionDue {
        completion = state.completion
        state.completionDelivered = true
      }
      state.statistics.batches += 1
      state.statistics.valuesApplied += values.count
      defer { state.waiters = [] }
      return (Batch(values: values, completion: completion), state.waiters)
    }
    for waiter in waiters { waiter.resume() }
    return batch
  }
}

private enum FlushAction {
  case none
  case drainNow
  case scheduleHop
}

/// How a flow ended.
enum FlowCompletion {
  case finished
  case failed(any Error)
}

/// Counters describing how a ``FlowCollector`` delivered values (for tests and benchmarks).
public struct FlowDeliveryStatistics: Sendable, Equatable {
  /// Values handed to the collector.
  public var valuesReceived = 0
  /// Values applied on the main actor (fewer than received when the policy conflates or drops).
  public var valuesApplied = 0
  /// Hops to the main actor that were scheduled and ran.
  public var hops = 0
  /// Batches applied, by hops or synchronously on the main thread.
  public var batches = 0

  public init() {}
}
