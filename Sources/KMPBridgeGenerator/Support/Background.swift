import Dispatch

/// Work a run hands to another thread because nothing after it needs the result: freeing the
/// module's object graph, encoding the parse cache.
public enum Background {
  private static let group = DispatchGroup()

  /// Frees `value` on another thread (when this was its last reference).
  static func release<Value: Sendable>(_ value: consuming Value) {
    let box = Box(value)
    run { box.value = nil }
  }

  /// Runs `work` on another thread, counted by ``waitUntilIdle()``.
  static func run(_ work: @escaping @Sendable () -> Void) {
    run(DispatchWorkItem(block: work))
  }

  /// Runs `item` on another thread, counted by ``waitUntilIdle()``; whoever waits on the item
  /// lends it their priority.
  static func run(_ item: DispatchWorkItem) {
    DispatchQueue.global(qos: .utility).async(group: group, execute: item)
  }

  /// Waits until the work handed to other threads by earlier runs has finished: for benchmarks
  /// that read the process's CPU time or memory after a run, and for tests.
  public static func waitUntilIdle() {
    group.wait()
  }

  /// Holds a value until the other thread lets go of it. `@unchecked`: after `init`, only that
  /// thread touches `value`.
  private final class Box<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
  }
}
