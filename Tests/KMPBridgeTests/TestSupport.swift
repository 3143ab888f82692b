import Foundation
import KMPBridge
import Observation
import Testing

/// Waits until `condition` holds on the main actor, giving up after `timeout`.
@MainActor
func eventually(
  timeout: Duration = .seconds(30),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}

/// A thread-safe counter for observation callbacks, which are `@Sendable`.
final class Counter: @unchecked Sendable {
  // @unchecked: `count` is only touched under `lock`.
  private let lock = NSLock()
  private var storedCount = 0

  var count: Int { lock.withLock { storedCount } }

  func increment() { lock.withLock { storedCount += 1 } }
}

/// Counts how often an observable read invalidates, re-registering after every change the way
/// SwiftUI re-renders and re-reads.
@MainActor
final class ObservationProbe {
  let changes = Counter()
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    track()
  }

  /// Re-reads after a change, as a re-render would.
  func track() {
    let changes = self.changes
    withObservationTracking {
      read()
    } onChange: {
      changes.increment()
    }
  }

  var count: Int { changes.count }
}

struct TestError: Error, Equatable {
  var code: Int
}

/// Blocks the calling thread, to make the main actor a slow consumer.
func blockCurrentThread(milliseconds: Int) {
  usleep(useconds_t(milliseconds * 1000))
}

/// Runs `produce` on another thread while blocking the calling thread until it is done: called on
/// the main actor, everything `produce` sends is pending when the main actor resumes.
func produceWhileBlocked(_ produce: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    produce()
    done.signal()
  }
  done.wait()
}
