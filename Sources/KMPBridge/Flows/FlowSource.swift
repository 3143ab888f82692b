/// A cold stream of values that can be collected: the shape of a Kotlin `Flow<T>`.
///
/// Everything ``FlowState`` observes is a `FlowSource`. Conform by returning an `AsyncSequence`
/// from ``values()``; each call starts a new collection, as collecting a Kotlin flow again does.
///
/// | From | Becomes a `FlowSource` through |
/// |---|---|
/// | Kotlin Swift export: `any KotlinTypedFlow<T>` | the generated `KotlinFlow` wrapper over `asAsyncSequence()` |
/// | Kotlin Objective-C export: `Kotlinx_coroutines_coreFlow` | the generated typed adapter (a `Kotlinx_coroutines_coreFlowCollector` that pushes each value, cast to `T`) |
/// | Any Swift `AsyncSequence` | ``AsyncSequenceFlow``, or the `FlowState` initialisers that take a sequence |
/// | Previews and tests | ``FakeStateFlow``, ``FakeSharedFlow``, ``FakeFlow`` |
///
/// Sources that are push-based (a Kotlin collector calling back, a fake setting a value) also
/// implement ``collect(into:)`` to hand each value to the ``FlowCollector`` on the thread that
/// produced it. That skips a thread hop, and lets a value produced on the main actor be applied
/// synchronously.
public protocol FlowSource<Element>: Sendable {
  /// The type of the values the flow emits.
  associatedtype Element
  /// The sequence one collection of the flow produces.
  associatedtype Values: AsyncSequence where Values.Element == Element

  /// Starts a new collection of the flow.
  ///
  /// Iterating the sequence collects the flow; cancelling the iterating task, or releasing the
  /// iterator, cancels the collection upstream.
  func values() -> Values

  /// Collects the flow, handing every value to `collector` until the flow completes, fails, or the
  /// calling task is cancelled.
  ///
  /// The default implementation iterates ``values()`` and suspends on ``FlowCollector/emit(_:)``
  /// for each value, which honours the collector's back-pressure.
  ///
  /// - Parameter collector: Where the values go. It may be called from any thread.
  /// - Throws: The flow's error, or `CancellationError` when cancelled.
  func collect(into collector: FlowCollector<Element>) async throws
}

extension FlowSource {
  public func collect(into collector: FlowCollector<Element>) async throws {
    for try await value in values() {
      await collector.emit(value)
      if !collector.isActive { throw CancellationError() }
    }
  }
}

/// A flow whose collection can start at once on the main thread, so that nothing it emits from
/// then on is missed: the Objective-C export's Kotlin flows (Kotlin/Native starts a collection
/// from Swift on the main thread anyway), the fake flows, and `map`s of them.
///
/// ``FlowState/start()`` and a store made with `ReactorStore(kotlin:)` on the main thread start
/// collecting such a flow before they return; other flows are collected from a task, so their
/// collection starts a little later.
public protocol MainThreadCollectableFlow<Element>: FlowSource {
  /// Starts collecting into `collector` now. Called on the main thread.
  ///
  /// - Parameters:
  ///   - collector: Where the values go.
  ///   - completion: Called once when the flow ends, with its error, or with `nil` or a
  ///     `CancellationError` for a normal end or a cancellation.
  /// - Returns: What cancels the collection (from any thread, at most once).
  func startCollecting(
    into collector: FlowCollector<Element>,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void
}

/// A flow with a current value that can be read synchronously: the shape of a Kotlin
/// `StateFlow<T>` (`KotlinTypedStateFlow<T>.value` in Swift export).
///
/// Collecting it emits the current value first, then every distinct new value. ``FlowState``
/// reads ``value`` when it is created, so a view's first frame already shows it.
public protocol StateFlowSource<Element>: FlowSource {
  /// The current value. Reading it is thread-safe.
  var value: Element { get }
}

/// A hot flow that replays its most recent values to new collectors: the shape of a Kotlin
/// `SharedFlow<T>` (`KotlinTypedSharedFlow<T>.replayCache` in Swift export).
public protocol SharedFlowSource<Element>: FlowSource {
  /// The values a new collector receives first, oldest first.
  var replayCache: [Element] { get }
}

extension FlowSource {
  /// The values of one collection through ``collect(into:)``, as an `AsyncThrowingStream`.
  ///
  /// Push-based sources (generated Kotlin adapters, fakes) implement ``values()`` with it.
  /// Cancelling the iterating task cancels the collection.
  public func collectedValues() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let collection = Task {
        do {
          try await collect(into: FlowCollector(forwardingTo: { continuation.yieldUnchecked($0) }))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in collection.cancel() }
    }
  }
}
