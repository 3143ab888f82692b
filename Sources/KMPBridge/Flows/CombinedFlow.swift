/// Several flows as one: emits the tuple of their latest values whenever one of them emits, once
/// each has emitted at least once (Kotlin's `combine`, swift-async-algorithms' `combineLatest`).
///
/// You rarely use this type directly: `FlowState(combining: a, b, c)` builds one, and
/// `ObservingView(a, b, c) { a, b, c in … }` builds that.
///
/// Every source is collected concurrently; the combined value is built on the thread of the source
/// that emitted, under a lock, so the tuples reach the collector in the order they were formed.
/// The combination completes when every source has completed, and fails as soon as one fails.
public struct CombinedFlow<each Source: FlowSource>: FlowSource {
  public typealias Element = (repeat (each Source).Element)

  let sources: (repeat each Source)
  private let seed: [Any]?

  /// Combines `sources`; the first tuple is emitted once each source has emitted.
  public init(_ sources: repeat each Source) {
    self.sources = (repeat each sources)
    self.seed = nil
  }

  /// Combines state flows, starting from their current values.
  init(seededWithCurrentValuesOf sources: repeat each Source)
  where repeat each Source: StateFlowSource {
    self.sources = (repeat each sources)
    var seed: [Any] = []
    for source in repeat each sources { seed.append(source.value) }
    self.seed = seed
  }

  public func collect(into collector: FlowCollector<Element>) async throws {
    let slots = Locked(LatestValues(seed: seed, count: seed?.count ?? sourceCount))
    try await withThrowingTaskGroup(of: Void.self) { group in
      var index = 0
      for source in repeat each sources {
        let slot = index
        index += 1
        group.addTask {
          try await Self.collect(source, intoSlot: slot, of: slots, combinedInto: collector)
        }
      }
      // Not `waitForAll()`: it waits for every child before rethrowing. `next()` throws the first
      // failure at once, and leaving the group then cancels the other sources.
      while try await group.next() != nil {}
    }
  }

  private static func collect<S: FlowSource>(
    _ source: S,
    intoSlot slot: Int,
    of slots: Locked<LatestValues>,
    combinedInto collector: FlowCollector<Element>
  ) async throws {
    let forwarding = FlowCollector<S.Element>(
      forwardingTo: { value in
        slots.withLock { latest in
          latest.values[slot] = value
          if latest.isComplete { collector.enqueue(latest.tuple(of: Element.self)) }
        }
      },
      flush: { collector.flush() }, downstream: collector)
    try await source.collect(into: forwarding)
  }

  public func values() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { continuation in
      let collection = Task {
        do {
          try await collect(
            into: FlowCollector(forwardingTo: { continuation.yieldUnchecked($0) }))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in collection.cancel() }
    }
  }

  private var sourceCount: Int {
    var count = 0
    for _ in repeat each sources { count += 1 }
    return count
  }
}

extension CombinedFlow: @unchecked Sendable {
  // @unchecked: the stored sources are each `Sendable` (FlowSource refines Sendable); the seed
  // holds their values, which are immutable by the same assumption as every flow value.
}

/// The latest value of each combined flow, in source order.
private struct LatestValues {
  var values: [Any?]
  private(set) var filled: Int = 0

  init(seed: [Any]?, count: Int) {
    values = seed ?? Array(repeating: nil, count: count)
  }

  var isComplete: Bool { values.allSatisfy { $0 != nil } }

  /// The values as a tuple. Only called once every slot is filled with its source's element type.
  func tuple<each Element>(of _: (repeat each Element).Type) -> (repeat each Element) {
    var index = -1
    func next<T>(_: T.Type) -> T {
      index += 1
      // Slot `index` was written by source `index`, whose element type is `T`.
      return values[index] as! T
    }
    return (repeat next((each Element).self))
  }
}

extension AsyncThrowingStream.Continuation {
  /// Yields a value that need not be `Sendable`.
  func yieldUnchecked(_ element: Element) {
    // The stream hands the value to its one consumer and the producer never touches it again;
    // flow values are immutable by assumption (see `FlowCollector`), so the transfer is safe.
    nonisolated(unsafe) let element = element
    yield(element)
  }
}

extension FlowState {
  /// Creates a state over several flows: its value is the tuple of their latest values, or `nil`
  /// until each has emitted.
  ///
  /// ```swift
  /// let screen = FlowState(combining: reactor.profile, reactor.posts)
  /// if let (profile, posts) = screen.value { … }
  /// ```
  public convenience init<each Source: FlowSource>(
    combining sources: repeat each Source,
    policy: FlowDeliveryPolicy = .state
  ) where Value == (repeat (each Source).Element)? {
    self.init(
      OptionalFlow(CombinedFlow(repeat each sources)), initialValue: nil, policy: policy,
      isEqual: nil)
  }

  /// Creates a state over several state flows: its value is the tuple of their current values,
  /// read synchronously, so the first frame is never blank.
  ///
  /// ```swift
  /// let header = FlowState(combining: store.name, store.followers)
  /// let (name, followers) = header.value
  /// ```
  public convenience init<each Source: StateFlowSource>(
    combining sources: repeat each Source,
    policy: FlowDeliveryPolicy = .state
  ) where Value == (repeat (each Source).Element) {
    let combined = CombinedFlow(seededWithCurrentValuesOf: repeat each sources)
    var current: [Any] = []
    for source in repeat each sources { current.append(source.value) }
    self.init(
      combined,
      initialValue: LatestValues(seed: current, count: current.count).tuple(of: Value.self),
      policy: policy, isEqual: nil)
  }
}

/// A flow's values as optionals, so that a state can start from `nil` ("nothing yet"). Made by
/// ``FlowSource/asOptional()``.
public struct OptionalFlow<Base: FlowSource>: FlowSource {
  public typealias Element = Base.Element?

  let base: Base

  init(_ base: Base) { self.base = base }

  public func collect(into collector: FlowCollector<Base.Element?>) async throws {
    try await base.collect(
      into: FlowCollector(
        forwardingTo: { value in collector.enqueue(value) }, flush: { collector.flush() },
        downstream: collector))
  }

  public func values() -> AsyncThrowingStream<Base.Element?, any Error> {
    AsyncThrowingStream { continuation in
      let collection = Task {
        do {
          try await collect(
            into: FlowCollector(forwardingTo: { continuation.yieldUnchecked($0) }))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in collection.cancel() }
    }
  }
}

extension FlowSource {
  /// This flow's values as optionals: `FlowState(flow.asOptional(), initialValue: nil)` is `nil`
  /// until the flow first emits.
  public func asOptional() -> OptionalFlow<Self> {
    OptionalFlow(self)
  }
}
