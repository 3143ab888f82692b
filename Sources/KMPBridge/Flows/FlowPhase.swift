/// Where a ``FlowState``'s collection is in its life.
public enum FlowPhase: Sendable, CustomStringConvertible {
  /// Not collecting: not started yet, or stopped.
  case idle
  /// Collecting the upstream flow.
  case collecting
  /// The upstream completed normally (or ended with `CancellationError`).
  case finished
  /// The upstream failed; ``FlowState/value`` keeps the last value it delivered.
  case failed(any Error)

  /// Whether the state is collecting.
  public var isCollecting: Bool {
    if case .collecting = self { return true }
    return false
  }

  /// The error the upstream failed with, if it failed.
  public var error: (any Error)? {
    if case .failed(let error) = self { return error }
    return nil
  }

  public var description: String {
    switch self {
    case .idle: "idle"
    case .collecting: "collecting"
    case .finished: "finished"
    case .failed(let error): "failed(\(error))"
    }
  }
}
