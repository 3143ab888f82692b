/// One-shot events of a ``ReactorStore``, each delivered once.
///
/// An event goes to one waiting consumer; while nobody is waiting (a view between screens, say),
/// events are buffered in order so none is lost. Get it from ``ReactorStore/events(of:)``.
public struct ReactorEvents<Event>: AsyncSequence, Sendable {
  let channel: EventChannel

  public func makeAsyncIterator() -> Iterator {
    Iterator(channel: channel)
  }

  /// Waits for the next event.
  public struct Iterator: AsyncIteratorProtocol {
    let channel: EventChannel

    /// The next event, or `nil` when the task is cancelled or the event type does not match.
    public mutating func next() async -> Event? {
      guard channel.accepts(Event.self) else { return nil }
      guard let event = await channel.next() else { return nil }
      // `accepts` checked that the channel carries `Event`s.
      return event as? Event
    }
  }
}

/// The buffer behind ``ReactorEvents``: type-erased, thread-safe, one consumer per event.
final class EventChannel: Sendable {
  private struct State {
    var buffer: [EventBox] = []
    var head = 0
    var waiters: [(id: Int, continuation: CheckedContinuation<EventBox?, Never>)] = []
    var nextWaiter = 0
    var warnedTypes: Set<ObjectIdentifier> = []
  }

  private let state = Locked(State())
  private let eventType: ObjectIdentifier
  private let eventTypeName: String
  private let carriesEvents: Bool

  init(eventType: Any.Type) {
    self.eventType = ObjectIdentifier(eventType)
    self.eventTypeName = String(reflecting: eventType)
    self.carriesEvents = eventType != Never.self
  }

  /// Whether consumers of `type` can receive this channel's events; warns once per wrong type.
  func accepts<Event>(_ type: Event.Type) -> Bool {
    let requested = ObjectIdentifier(type)
    if requested == eventType || !carriesEvents { return carriesEvents }
    let shouldWarn = state.withLock { $0.warnedTypes.insert(requested).inserted }
    if shouldWarn {
      reportRuntimeWarning(
        "events(of: \(String(reflecting: type)).self) asked a store whose events are "
          + "\(eventTypeName); it will receive nothing.")
    }
    return false
  }

  func send(_ event: Any) {
    let event = EventBox(event)
    let waiter = state.withLock { state -> CheckedContinuation<EventBox?, Never>? in
      if !state.waiters.isEmpty { return state.waiters.removeFirst().continuation }
      state.buffer.append(event)
      return nil
    }
    waiter?.resume(returning: event)
  }

  func next() async -> Any? {
    await nextBox()?.value
  }

  private func nextBox() async -> EventBox? {
    let id = state.withLock { state -> Int in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<EventBox?, Never>) in
        let immediate = state.withLock { state -> EventBox?? in
          if Task.isCancelled { return .some(nil) }
          if state.head < state.buffer.count {
            let event = state.buffer[state.head]
            state.head += 1
            if state.head == state.buffer.count {
              state.buffer.removeAll(keepingCapacity: true)
              state.head = 0
            }
            return .some(event)
          }
          state.waiters.append((id, continuation))
          return nil
        }
        if let immediate { continuation.resume(returning: immediate) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<EventBox?, Never>? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index).continuation
      }
      waiter?.resume(returning: nil)
    }
  }

  /// Events buffered and not consumed yet.
  var pendingCount: Int {
    state.withLock { $0.buffer.count - $0.head }
  }
}

/// An event on its way from the store to one consumer.
struct EventBox: @unchecked Sendable {
  // @unchecked: an event is handed to exactly one consumer and never touched by the sender again;
  // Kotlin event objects are immutable by the same assumption as every flow value
  // (see `FlowCollector`).
  let value: Any

  init(_ value: Any) { self.value = value }
}
