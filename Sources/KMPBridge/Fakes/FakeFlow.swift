/// A cold flow that emits a fixed list of values and then completes or fails, for previews and
/// tests.
///
/// ```swift
/// FakeFlow.finite([1, 2, 3])                                  // 1, 2, 3, then completes
/// FakeFlow.failing(after: [1], error: NetworkError.offline)   // 1, then fails
/// FakeFlow.finite(["a", "b"], interval: .milliseconds(100))  // paced, like a ticker
/// ```
///
/// Every collection starts from the first value again, like collecting a cold Kotlin `flow { }`.
public final class FakeFlow<Value>: FlowSource, @unchecked Sendable {
  // @unchecked Sendable: `values`, `ending` and `interval` are immutable (the values are assumed
  // immutable, as for every flow); the subscriber count lives in a lock-protected registry.

  /// How a ``FakeFlow`` ends after its values.
  public enum Ending: @unchecked Sendable {
    // @unchecked: the error is only read, never mutated.
    /// Completes normally.
    case finish
    /// Fails with the error.
    case fail(any Error)
    /// Never ends: stays active until cancelled, like a flow awaiting more data.
    case never
  }

  private let elements: [Value]
  private let ending: Ending
  private let interval: Duration?
  private let registry = SubscriberRegistry<Void, Value>(())

  /// Creates a flow that emits `values`, waiting `interval` before each one, then ends.
  public init(_ values: [Value], then ending: Ending = .finish, interval: Duration? = nil) {
    self.elements = values
    self.ending = ending
    self.interval = interval
  }

  /// A flow that emits `values` and completes.
  public static func finite(_ values: [Value], interval: Duration? = nil) -> FakeFlow {
    FakeFlow(values, then: .finish, interval: interval)
  }

  /// A flow that emits `values` and then fails with `error`.
  public static func failing(
    after values: [Value] = [], error: any Error, interval: Duration? = nil
  ) -> FakeFlow {
    FakeFlow(values, then: .fail(error), interval: interval)
  }

  /// The number of collections in progress.
  public var subscriptionCount: Int { registry.subscriptionCount }

  /// Suspends until at least `count` collections are in progress.
  public func waitForSubscribers(_ count: Int = 1) async {
    await registry.waitForSubscriptionCount { $0 >= count }
  }

  /// Suspends until no collection is in progress.
  public func waitForNoSubscribers() async {
    await registry.waitForSubscriptionCount { $0 == 0 }
  }

  public func values() -> AsyncThrowingStream<Value, any Error> {
    AsyncThrowingStream { continuation in
      let emitter = Task { [self] in
        do {
          try await run { continuation.yieldUnchecked($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in emitter.cancel() }
    }
  }

  public func collect(into collector: FlowCollector<Value>) async throws {
    try await run { await collector.emit($0) }
  }

  private func run(_ emit: (Value) async -> Void) async throws {
    let id = registry.subscribe(
      .init(enqueue: { _ in }, flush: {}, close: { _ in }), initialValues: { _ in [] })
    defer { registry.unsubscribe(id) }
    for value in elements {
      if let interval { try await Task.sleep(for: interval) }
      try Task.checkCancellation()
      await emit(value)
    }
    switch ending {
    case .finish:
      return
    case .fail(let error):
      throw error
    case .never:
      let end = SubscriptionEnd()
      try await withTaskCancellationHandler {
        try await end.wait()
      } onCancel: {
        end.close(CancellationError())
      }
    }
  }
}
