/// Any Swift `AsyncSequence` as a ``FlowSource``.
///
/// ```swift
/// let source = AsyncSequenceFlow(notifications)         // a Sendable sequence
/// let fresh = AsyncSequenceFlow { makeTicker() }         // a new sequence per collection
/// ```
public struct AsyncSequenceFlow<Base: AsyncSequence>: FlowSource {
  public typealias Element = Base.Element

  private let makeBase: @Sendable () -> Base

  /// Wraps a sequence; every collection iterates this same sequence.
  public init(_ base: Base) where Base: Sendable {
    makeBase = { base }
  }

  /// Wraps a factory; every collection iterates a new sequence made by `makeBase`.
  public init(_ makeBase: @escaping @Sendable () -> Base) {
    self.makeBase = makeBase
  }

  public func values() -> Base {
    makeBase()
  }
}
