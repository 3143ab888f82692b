import Observation

/// What SwiftUI does with an observed property, for the benchmarks: reads a value under
/// observation tracking and, like a re-render, reads it again (which re-registers) after every
/// change.
///
/// The hot path is `@inlinable`, so that the benchmarks pay what a view would, not a call into
/// another module.
@MainActor
public final class RenderProbe {
  /// How many changes invalidated the reader.
  public private(set) var invalidations = 0
  @usableFromInline let dirty = DirtyFlag()
  @usableFromInline let read: @MainActor () -> Void

  public init(read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  /// Call after a value was applied: re-renders if the last change invalidated the view.
  @inlinable
  public func renderIfNeeded() {
    if dirty.take() {
      recordInvalidation()
      track()
    }
  }

  @usableFromInline
  func recordInvalidation() {
    invalidations += 1
  }

  @usableFromInline
  func track() {
    let dirty = self.dirty
    withObservationTracking {
      read()
    } onChange: {
      dirty.set()
    }
  }
}

/// Set by observation callbacks (which are `@Sendable`), read by the main actor.
@usableFromInline
final class DirtyFlag: @unchecked Sendable {
  // @unchecked: `onChange` runs synchronously inside the mutation, on the main actor, which is also
  // the only reader; there is no concurrent access.
  @usableFromInline var isSet = false

  @usableFromInline init() {}

  @usableFromInline func set() { isSet = true }

  @inlinable func take() -> Bool {
    defer { isSet = false }
    return isSet
  }
}
