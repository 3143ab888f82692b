/// A controllable state flow with Kotlin `MutableStateFlow` semantics, for previews and tests.
///
/// ```swift
/// let count = FakeStateFlow(0)
/// let state = FlowState(count)       // state.value == 0 at once
/// count.value = 1                    // collectors see 1; setting 1 again emits nothing
/// count.subscriptionCount            // how many collectors are active (`subscriptionCount`)
/// ```
///
/// - It always holds a value; a new collector receives the current value first.
/// - Setting a value equal to the current one emits nothing (when `Value` is `Equatable`).
/// - Slow collectors are conflated by their own delivery policy (a ``FlowState`` with the
///   `.state` policy sees only the newest value).
/// - It is safe to use from any thread; values set concurrently reach every collector in the
///   order they were set. Set on the main actor, a value reaches a ``FlowState`` synchronously.
public final class FakeStateFlow<Value>: StateFlowSource, @unchecked Sendable {
  // @unchecked Sendable: all mutable state is inside `registry`, which is lock-protected.
  private let registry: SubscriberRegistry<Value, Value>
  private let isEqual: (Value, Value) -> Bool

  /// Creates a state flow holding `value`. Every set value is treated as a change.
  public init(_ value: Value) {
    registry = SubscriberRegistry(value)
    isEqual = { _, _ in false }
  }

  /// Creates a state flow holding `value`. Setting an equal value emits nothing.
  public init(_ value: Value) where Value: Equatable {
    registry = SubscriberRegistry(value)
    isEqual = { $0 == $1 }
  }

  /// The current value. Setting a different value emits it to every collector.
  public var value: Value {
    get { registry.withFlowState { $0 } }
    set { _ = compareAndSet(expect: nil, update: newValue) }
  }

  /// Sets the value to `update` if the current value equals `expect` (or unconditionally when
  /// `expect` is `nil`), like `MutableStateFlow.compareAndSet`.
  ///
  /// - Returns: Whether the value was set (also `true` when it was already equal to `update`).
  @discardableResult
  public func compareAndSet(expect: Value?, update: Value) -> Bool {
    var matched = true
    registry.update { current -> Value? in
      if let expect, !isEqual(current, expect) {
        matched = false
        return nil
      }
      if isEqual(current, update) { return nil }
      current = update
      return update
    }
    return matched
  }

  /// Applies `transform` to the current value atomically, like Kotlin's `MutableStateFlow.update`.
  public func update(_ transform: (Value) -> Value) {
    registry.update { current -> Value? in
      let updated = transform(current)
      if isEqual(current, updated) { return nil }
      current = updated
      return updated
    }
  }

  /// The number of active collectors, like `MutableStateFlow.subscriptionCount`.
  public var subscriptionCount: Int { registry.subscriptionCount }

  /// Suspends until at least `count` collectors are active.
  public func waitForSubscribers(_ count: Int = 1) async {
    await registry.waitForSubscriptionCount { $0 >= count }
  }

  /// Suspends until no collector is active.
  public func waitForNoSubscribers() async {
    await registry.waitForSubscriptionCount { $0 == 0 }
  }

  public func values() -> AsyncThrowingStream<Value, any Error> {
    registry.stream { [$0] }
  }

  public func collect(into collector: FlowCollector<Value>) async throws {
    try await registry.collect(into: collector) { [$0] }
  }
}

extension FakeStateFlow: MainThreadCollectableFlow {
  public func startCollecting(
    into collector: FlowCollector<Value>,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    registry.startCollecting(into: collector, initialValues: { [$0] }, completion: completion)
  }
}
