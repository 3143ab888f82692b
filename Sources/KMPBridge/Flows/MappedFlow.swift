/// A flow whose values are transformed on the way: what `flow.map { … }` returns.
///
/// The transform runs on the producer's thread, before the value is buffered for the main actor,
/// so a push-based source keeps its synchronous main-actor delivery; it never runs under the
/// producer's lock, so it may read the flow it maps (`count.map { $0 + count.value }`). Generated
/// reactor adapters use it to turn Kotlin sealed-class events into Swift enums.
public struct MappedFlow<Base: FlowSource, Element>: FlowSource {
  let base: Base
  private let transform: @Sendable (Base.Element) -> Element

  init(_ base: Base, transform: @escaping @Sendable (Base.Element) -> Element) {
    self.base = base
    self.transform = transform
  }

  public func collect(into collector: FlowCollector<Element>) async throws {
    let relay = TransformRelay(transform: transform, downstream: collector)
    do {
      try await base.collect(into: relay.upstream)
    } catch {
      await relay.drained()
      throw error
    }
    // Every value handed over reaches the collector before the flow's end does.
    await relay.drained()
  }

  public func values() -> AsyncThrowingStream<Element, any Error> {
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

extension MappedFlow: MainThreadCollectableFlow where Base: MainThreadCollectableFlow {
  public func startCollecting(
    into collector: FlowCollector<Element>,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    let relay = TransformRelay(transform: transform, downstream: collector)
    return base.startCollecting(into: relay.upstream) { error in
      // After every value handed over, even one another thread is handing on.
      relay.whenDrained { completion(error) }
    }
  }
}

/// A state flow whose values (the current one included) are transformed on the way.
public struct MappedStateFlow<Base: StateFlowSource, Element>: StateFlowSource {
  private let mapped: MappedFlow<Base, Element>
  let base: Base
  private let transform: @Sendable (Base.Element) -> Element

  init(_ base: Base, transform: @escaping @Sendable (Base.Element) -> Element) {
    self.base = base
    self.transform = transform
    self.mapped = MappedFlow(base, transform: transform)
  }

  public var value: Element { transform(base.value) }

  public func collect(into collector: FlowCollector<Element>) async throws {
    try await mapped.collect(into: collector)
  }

  public func values() -> AsyncThrowingStream<Element, any Error> {
    mapped.values()
  }
}

extension MappedStateFlow: MainThreadCollectableFlow where Base: MainThreadCollectableFlow {
  public func startCollecting(
    into collector: FlowCollector<Element>,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) -> @Sendable () -> Void {
    mapped.startCollecting(into: collector, completion: completion)
  }
}

extension FlowSource {
  /// This flow with every value transformed by `transform`.
  public func map<T>(_ transform: @escaping @Sendable (Element) -> T) -> MappedFlow<Self, T> {
    MappedFlow(self, transform: transform)
  }
}

extension StateFlowSource {
  /// This state flow with every value, the current one included, transformed by `transform`.
  public func map<T>(_ transform: @escaping @Sendable (Element) -> T) -> MappedStateFlow<Self, T> {
    MappedStateFlow(self, transform: transform)
  }
}

/// Hands values on through a transform without running it under the producer's lock: `enqueue`
/// (which a producer may call holding its lock) only buffers, and `flush` (called once no lock is
/// held) transforms and hands on what was buffered. One flush drains at a time, so values keep
/// their order when producers flush from several threads; a flush that finds another draining
/// leaves its values to it.
private final class TransformRelay<Input, Output>: Sendable {
  private struct State {
    var pending: [Input] = []
    var draining = false
    var whenDrained: [@Sendable () -> Void] = []
  }

  private let state = Locked(State())
  private let transform: @Sendable (Input) -> Output
  private let downstream: FlowCollector<Output>

  init(transform: @escaping @Sendable (Input) -> Output, downstream: FlowCollector<Output>) {
    self.transform = transform
    self.downstream = downstream
  }

  func enqueue(_ value: Input) {
    state.withLock { $0.pending.append(value) }
  }

  /// The collector the base flow hands its values to, with the downstream's back-pressure.
  var upstream: FlowCollector<Input> {
    FlowCollector(
      forwardingTo: { self.enqueue($0) }, flush: { self.flush() }, downstream: downstream)
  }

  /// Returns once everything buffered has been handed on, even by a flush another thread is
  /// draining.
  func drained() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      whenDrained { continuation.resume() }
    }
  }

  func flush() {
    let claimed = state.withLock { state -> Bool in
      guard !state.draining else { return false }
      state.draining = true
      return true
    }
    guard claimed else { return }
    while true {
      let (batch, done) = state.withLock { state -> ([Input], [@Sendable () -> Void]) in
        let batch = state.pending
        state.pending = []
        guard batch.isEmpty else { return (batch, []) }
        state.draining = false
        defer { state.whenDrained = [] }
        return (batch, state.whenDrained)
      }
      if batch.isEmpty {
        for body in done { body() }
        return
      }
      for value in batch { downstream.enqueue(transform(value)) }
      downstream.flush()
    }
  }

  /// Runs `body` once everything buffered has been handed on: now, or when the flush that is
  /// draining ends.
  func whenDrained(_ body: @escaping @Sendable () -> Void) {
    state.withLock { $0.whenDrained.append(body) }
    flush()
  }
}
