/// How a ``FlowState`` buffers values that arrive while the main actor is busy.
///
/// Values produced off the main actor are applied on it in batches: one main-actor hop applies
/// everything that arrived since the previous one. The policy decides what a batch keeps when the
/// UI falls behind, in the vocabulary of swift-async-algorithms' buffer policies:
///
/// ```swift
/// FlowState(profileReactor.state, policy: .state)     // StateFlow: only the newest matters
/// FlowState(toasts.asOptional(), initialValue: nil, policy: .events) // events: keep every one
/// FlowState(log, initialValue: "", policy: .bounded(64)) // suspend the producer past 64
/// ```
public struct FlowDeliveryPolicy: Sendable, Hashable, CustomStringConvertible {
  enum Storage: Hashable {
    case unbounded
    case bounded(Int)
    case bufferingNewest(Int)
    case bufferingOldest(Int)
  }

  let storage: Storage

  private init(_ storage: Storage) {
    self.storage = storage
  }

  /// Keep only the newest value, like a Kotlin `StateFlow` (conflation).
  ///
  /// Main-actor work is proportional to the hops taken, not to the values produced, and an equal
  /// consecutive value is not delivered (`distinctUntilChanged`).
  public static var state: FlowDeliveryPolicy { .bufferingNewest(1) }

  /// Keep every value, in order, however far the UI falls behind (a Kotlin `SharedFlow` of events).
  public static var events: FlowDeliveryPolicy { .unbounded }

  /// Keep every value; the buffer grows as needed.
  public static var unbounded: FlowDeliveryPolicy { FlowDeliveryPolicy(.unbounded) }

  /// Keep every value, but make an asynchronous producer wait while `limit` values are pending.
  ///
  /// Producers that cannot wait (``FlowCollector/yield(_:)``) still buffer past the limit.
  /// A `limit` below 1 counts as 1.
  public static func bounded(_ limit: Int) -> FlowDeliveryPolicy {
    FlowDeliveryPolicy(.bounded(Swift.max(limit, 1)))
  }

  /// Keep at most `limit` pending values, dropping the oldest ones first.
  public static func bufferingNewest(_ limit: Int) -> FlowDeliveryPolicy {
    FlowDeliveryPolicy(.bufferingNewest(Swift.max(limit, 1)))
  }

  /// Keep at most `limit` pending values, dropping new ones while it is full.
  public static func bufferingOldest(_ limit: Int) -> FlowDeliveryPolicy {
    FlowDeliveryPolicy(.bufferingOldest(Swift.max(limit, 1)))
  }

  /// Whether this policy keeps only the newest value, so that each hop applies at most one.
  var conflates: Bool { storage == .bufferingNewest(1) }

  public var description: String {
    switch storage {
    case .unbounded: "unbounded"
    case .bounded(let limit): "bounded(\(limit))"
    case .bufferingNewest(1): "state"
    case .bufferingNewest(let limit): "bufferingNewest(\(limit))"
    case .bufferingOldest(let limit): "bufferingOldest(\(limit))"
    }
  }
}
