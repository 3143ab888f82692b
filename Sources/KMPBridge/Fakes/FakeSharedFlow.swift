/// A controllable shared flow with Kotlin `MutableSharedFlow` semantics, for previews and tests.
///
/// ```swift
/// let toasts = FakeSharedFlow<String>(replay: 1)
/// toasts.tryEmit("Saved")      // every active collector receives it; the replay cache keeps it
/// ```
///
/// - Every emission reaches every active collector, equal or not (events are not deduplicated).
/// - A new collector first receives the replay cache (the last `replay` values).
/// - With no collectors, an emission only updates the replay cache, as in Kotlin.
/// - Buffering of slow collectors is their own delivery policy; ``emit(_:)`` waits for room when
///   a collector's policy is bounded, ``tryEmit(_:)`` never waits.
public final class FakeSharedFlow<Value>: SharedFlowSource, @unchecked Sendable {
  // @unchecked Sendable: all mutable state is inside `registry`, which is lock-protected.
  private let registry: SubscriberRegistry<[Value], Value>

  /// The number of values replayed to new collectors.
  public let replay: Int

  /// Creates a shared flow replaying the last `replay` values to new collectors.
  public init(replay: Int = 0) {
    self.replay = Swift.max(replay, 0)
    registry = SubscriberRegistry([])
  }

  /// The values a new collector receives first, oldest first.
  public var replayCache: [Value] { registry.withFlowState { $0 } }

  /// Emits `value` to every active collector without waiting.
  ///
  /// - Returns: `true`, like `MutableSharedFlow.tryEmit` with room in its buffer.
  @discardableResult
  public func tryEmit(_ value: Value) -> Bool {
    let replay = self.replay
    registry.update { cache -> Value? in
      if replay > 0 {
        cache.append(value)
        if cache.count > replay { cache.removeFirst(cache.count - replay) }
      }
      return value
    }
    return true
  }

  /// Emits `value` to every active collector, then waits while a collector with a bounded
  /// delivery policy has no room, like a suspending `MutableSharedFlow.emit`.
  public func emit(_ value: Value) async {
    tryEmit(value)
    await registry.waitForRoom()
  }

  /// Clears the replay cache, like `MutableSharedFlow.resetReplayCache`.
  public func resetReplayCache() {
    registry.withFlowState { $0 = [] }
  }

  /// The number of active collectors, like `MutableSharedFlow.subscriptionCount`.
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
    registry.stream { $0 }
  }

  public func collect(into collector: FlowCollector<Value>) async throws {
    try await registry.collect(into: collector) { $0 }
  }
}

extension FakeSharedFlow: MainThreadCollectableFlow {
  public func startCollecting(
    into collector: FlowCollector<Value>,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    registry.startCollecting(into: collector, initialValues: { $0 }, completion: completion)
  }
}
