/// The bookkeeping every fake flow shares: its own state and its subscribers under one lock, so
/// that "change the state, then hand the value to every subscriber" is atomic and subscribers see
/// concurrent changes in the order they were made.
final class SubscriberRegistry<FlowState, Value>: @unchecked Sendable {
  // @unchecked Sendable: all mutable state lives in `storage`, guarded by its lock. Subscriber
  // callbacks that may run user code (`flush`, `close`) are called after the lock is released.

  struct Subscriber {
    /// Buffers a value; called under the lock, so it must not run user code.
    var enqueue: (Value) -> Void
    /// Delivers what was buffered; called after the lock is released.
    var flush: () -> Void
    /// Ends the subscription with an error, or normally with `nil`.
    var close: ((any Error)?) -> Void
    /// Suspends while the subscriber's buffer is full (bounded back-pressure).
    var waitForRoom: @Sendable () async -> Void = {}
  }

  private struct Storage {
    var flowState: FlowState
    var subscribers: [Int: Subscriber] = [:]
    var nextID = 0
    var countWaiters: [(predicate: (Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] =
      []
  }

  private let storage: Locked<Storage>

  init(_ flowState: FlowState) {
    storage = Locked(Storage(flowState: flowState))
  }

  var subscriptionCount: Int {
    storage.withLock { $0.subscribers.count }
  }

  /// Reads or changes the flow's own state under the lock.
  func withFlowState<Result>(_ body: (inout FlowState) -> Result) -> Result {
    storage.withLock { body(&$0.flowState) }
  }

  /// Adds a subscriber, handing it `initialValues(state)` first, atomically with joining.
  /// `registered` learns the subscription's id before anyone waiting for subscribers does.
  func subscribe(
    _ subscriber: Subscriber, initialValues: (FlowState) -> [Value],
    registered: (Int) -> Void = { _ in }
  ) -> Int {
    let (id, ready) = storage.withLock { storage in
      let id = storage.nextID
      storage.nextID += 1
      for value in initialValues(storage.flowState) { subscriber.enqueue(value) }
      storage.subscribers[id] = subscriber
      registered(id)
      return (id, takeSatisfiedWaiters(&storage))
    }
    subscriber.flush()
    for waiter in ready { waiter.resume() }
    return id
  }

  func unsubscribe(_ id: Int) {
    let ready = storage.withLock { storage in
      storage.subscribers[id] = nil
      return takeSatisfiedWaiters(&storage)
    }
    for waiter in ready { waiter.resume() }
  }

  /// Changes the state and, if `update` returns a value, hands it to every subscriber.
  ///
  /// - Returns: Whether a value was handed out.
  @discardableResult
  func update(_ update: (inout FlowState) -> Value?) -> Bool {
    let subscribers = storage.withLock { storage -> [Subscriber]? in
      guard let value = update(&storage.flowState) else { return nil }
      let subscribers = Array(storage.subscribers.values)
      for subscriber in subscribers { subscriber.enqueue(value) }
      return subscribers
    }
    guard let subscribers else { return false }
    for subscriber in subscribers { subscriber.flush() }
    return true
  }

  /// Suspends until every current subscriber has room for more values.
  func waitForRoom() async {
    let subscribers = storage.withLock { Array($0.subscribers.values) }
    for subscriber in subscribers { await subscriber.waitForRoom() }
  }

  /// Suspends until the number of subscribers satisfies `predicate`.
  func waitForSubscriptionCount(where predicate: @escaping (Int) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let satisfied = storage.withLock { storage in
        if predicate(storage.subscribers.count) { return true }
        storage.countWaiters.append((predicate, continuation))
        return false
      }
      if satisfied { continuation.resume() }
    }
  }

  private func takeSatisfiedWaiters(_ storage: inout Storage) -> [CheckedContinuation<Void, Never>]
  {
    let count = storage.subscribers.count
    var ready: [CheckedContinuation<Void, Never>] = []
    storage.countWaiters.removeAll { waiter in
      guard waiter.predicate(count) else { return false }
      ready.append(waiter.continuation)
      return true
    }
    return ready
  }
}

extension SubscriberRegistry {
  /// Collects into a ``FlowCollector`` until the calling task is cancelled or the subscription is
  /// closed, handing `initialValues` first.
  func collect(
    into collector: FlowCollector<Value>,
    initialValues: (FlowState) -> [Value]
  ) async throws {
    try Task.checkCancellation()
    let end = SubscriptionEnd()
    let subscriber = Self.subscriber(collector) { end.close($0) }
    // The handler is in place before the subscription exists, and learns its id before anyone
    // waiting for subscribers can go on: a cancellation at any moment after that unsubscribes
    // at once. (Subscribing first left a moment in which a cancellation only set the task's
    // flag, and the subscription ended later, on the collecting thread.)
    let registration = Locked<(id: Int?, cancelled: Bool)>((nil, false))
    try await withTaskCancellationHandler {
      let id = subscribe(subscriber, initialValues: initialValues) { id in
        registration.withLock { $0.id = id }
      }
      defer { unsubscribe(id) }
      if registration.withLock({ $0.cancelled }) { throw CancellationError() }
      try await end.wait()
    } onCancel: {
      // Leave at once, not when the task next runs: the upstream sees the cancellation while
      // `FlowState.stop()` is still on the stack.
      let id = registration.withLock { registration -> Int? in
        registration.cancelled = true
        return registration.id
      }
      if let id { unsubscribe(id) }
      end.close(CancellationError())
    }
  }

  /// Subscribes `collector` now, handing `initialValues` first (``MainThreadCollectableFlow``).
  func startCollecting(
    into collector: FlowCollector<Value>,
    initialValues: (FlowState) -> [Value],
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    // Whether it ended, and the subscription to leave then (known once subscribed).
    let registration = Locked<(ended: Bool, id: Int?)>((false, nil))
    let end: @Sendable ((any Error)?) -> Void = { [weak self] error in
      let (first, id) = registration.withLock { state -> (Bool, Int?) in
        defer { state.ended = true }
        return (!state.ended, state.id)
      }
      guard first else { return }
      if let id { self?.unsubscribe(id) }
      completion(error)
    }
    _ = subscribe(Self.subscriber(collector, close: end), initialValues: initialValues) { id in
      registration.withLock { $0.id = id }
    }
    return { end(CancellationError()) }  // which unsubscribes
  }

  /// A subscriber that hands values to `collector`, with its back-pressure.
  private static func subscriber(
    _ collector: FlowCollector<Value>, close: @escaping ((any Error)?) -> Void
  ) -> Subscriber {
    Subscriber(
      enqueue: { collector.enqueue($0) },
      flush: { collector.flush() },
      close: close,
      waitForRoom: { await collector.waitForRoom() })
  }

  /// A new subscription as an `AsyncThrowingStream`, for consumers that iterate.
  func stream(initialValues: (FlowState) -> [Value]) -> AsyncThrowingStream<Value, any Error> {
    let (stream, continuation) = AsyncThrowingStream<Value, any Error>.makeStream()
    let box = UncheckedSendable(continuation)
    let id = subscribe(
      Subscriber(
        enqueue: { box.value.yieldUnchecked($0) },
        flush: {},
        close: { box.value.finish(throwing: $0) }
      ),
      initialValues: initialValues
    )
    continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
    return stream
  }
}

/// The end of one subscription: a continuation that is resumed once, whichever comes first.
final class SubscriptionEnd: Sendable {
  private let state = Locked<
    (error: (any Error)??, continuation: CheckedContinuation<Void, any Error>?)
  >(
    (nil, nil))

  func wait() async throws {
    try await withCheckedThrowingContinuation { continuation in
      let closed = state.withLock { state -> (any Error)?? in
        if let error = state.error { return error }
        state.continuation = continuation
        return nil
      }
      if let closed { resume(continuation, closed) }
    }
  }

  func close(_ error: (any Error)?) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard state.error == nil else { return nil }
      state.error = .some(error)
      defer { state.continuation = nil }
      return state.continuation
    }
    if let continuation { resume(continuation, error) }
  }

  private func resume(_ continuation: CheckedContinuation<Void, any Error>, _ error: (any Error)?) {
    if let error {
      continuation.resume(throwing: error)
    } else {
      continuation.resume()
    }
  }
}

/// A value that is only ever used in ways that are safe across threads, whatever its type says.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // @unchecked: used for `AsyncThrowingStream.Continuation`, which is internally synchronised;
  // it is only `Sendable` when its element is, and fake flows carry non-`Sendable` Kotlin values
  // under the same immutability assumption as `FlowCollector`.
  let value: Value
  init(_ value: Value) { self.value = value }
}
