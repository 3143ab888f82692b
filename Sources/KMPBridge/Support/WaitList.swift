/// Tasks waiting for something that happens once (a collection's end, a restart); each also
/// stops waiting when its own task is cancelled (the thing it waited for may then not have
/// happened).
final class WaitList: Sendable {
  private struct State {
    var isOpen = false
    var nextID = 0
    var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Locked(State())

  /// Suspends until ``open()`` is called or the calling task is cancelled; returns at once when
  /// the list is open or the task is cancelled already.
  func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        // Cancelled before the continuation was stored: the handler found nothing to resume.
        let resumeNow = state.withLock { state in
          if state.isOpen || Task.isCancelled { return true }
          state.waiting[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = state.withLock { $0.waiting.removeValue(forKey: id) }
      continuation?.resume()
    }
  }

  /// Resumes every waiting task, and lets every later one through at once.
  func open() {
    let continuations = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [:] }
      return Array(state.waiting.values)
    }
    for continuation in continuations { continuation.resume() }
  }
}
