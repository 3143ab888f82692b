/// A flow whose values are transformed on the way: what `flow.map { … }` returns.
///
/// The transform runs on the producer's thread, before the value is buffered, so a push-based
/// source keeps its synchronous main-actor delivery. Generated reactor adapters use it to turn
/// Kotlin sealed-class events into Swift enums.
public struct MappedFlow<Base: FlowSource, Element>: FlowSource {
  private let base: Base
  private let transform: @Sendable (Base.Element) -> Element

  init(_ base: Base, transform: @escaping @Sendable (Base.Element) -> Element) {
    self.base = base
    self.transform = transform
  }

  public func collect(into collector: FlowCollector<Element>) async throws {
    let transform = self.transform
    try await base.collect(
      into: FlowCollector(
        forwardingTo: { collector.enqueue(transform($0)) }, flush: { collector.flush() }))
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

/// A state flow whose values (the current one included) are transformed on the way.
public struct MappedStateFlow<Base: StateFlowSource, Element>: StateFlowSource {
  private let mapped: MappedFlow<Base, Element>
  private let base: Base
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
