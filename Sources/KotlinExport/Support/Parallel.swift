import Dispatch
import Foundation

/// Work spread over the machine's cores, with results in order (for this package's modules:
/// the export and the generator).
package enum Parallel {
  /// `transform(0) … transform(count - 1)`, computed on every core and returned in index order,
  /// so the result does not depend on scheduling.
  package static func map<Result: Sendable>(
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

  /// `0..<count` cut into about four pieces per core (fewer for small counts), for work that
  /// wants per-piece state such as caches.
  package static func chunks(of count: Int) -> [Range<Int>] {
    let pieces = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
    return (0..<pieces).map { piece in
      (count * piece / pieces)..<(count * (piece + 1) / pieces)
    }
  }
}

/// Where ``Parallel/map(_:_:)`` puts its results: each element is initialized by exactly one
/// iteration, and read only after all of them have finished, so no two threads touch one element
/// (hence `@unchecked`).
private struct Destination<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>
}
