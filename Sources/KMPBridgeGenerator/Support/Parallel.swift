import Dispatch

/// Work spread over the machine's cores, with results in order.
enum Parallel {
  /// `transform(0) … transform(count - 1)`, computed on every core and returned in index order,
  /// so the result does not depend on scheduling.
  static func map<Result: Sendable>(
    _ count: Int, _ transform: @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 1 else { return (0..<count).map(transform) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
      let destination = Destination(base: buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: count) { index in
        destination.base.advanced(by: index).initialize(to: transform(index))
      }
      initialized = count
    }
  }
}

/// Where ``Parallel/map(_:_:)`` puts its results: each element is initialized by exactly one
/// iteration, and read only after all of them have finished, so no two threads touch one element
/// (hence `@unchecked`).
private struct Destination<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>
}
