extension ReactorStore {
  /// Sends `action`, then waits while the state says the work it started is in progress: for
  /// SwiftUI's `.refreshable`, whose spinner shows until the closure returns.
  ///
  /// ```swift
  /// .refreshable { await store.send(.refresh, while: \.isRefreshing) }
  /// ```
  ///
  /// A backend on another thread (a Kotlin reactor) may start the work after `send` returns, so
  /// when the state does not show the work in progress yet, this waits up to `startTimeout` for
  /// it to begin (and returns if it never does). It returns early when the calling task is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - action: The action that starts the work.
  ///   - isInProgress: Whether the state shows the work in progress.
  ///   - startTimeout: How long to wait for the work to begin.
  public func send(
    _ action: Action,
    while isInProgress: @escaping (State) -> Bool,
    startTimeout: Duration = .seconds(1)
  ) async {
    // Watch from before the send: a synchronous backend may start and finish the work in it.
    let started = StateWaiter<State>(until: isInProgress)
    if !isInProgress(currentState) { stateWaiters.append(started) }
    send(action)
    if !started.isFinished, !isInProgress(currentState) {
      guard await wait(for: started, timeout: startTimeout) else { return }
    }
    removeStateWaiter(started)
    _ = await wait(for: StateWaiter(until: { !isInProgress($0) }), timeout: nil)
  }

  /// Waits until `waiter`'s condition holds (`true`), the timeout passes or the task is cancelled
  /// (`false`).
  func wait(for waiter: StateWaiter<State>, timeout: Duration?) async -> Bool {
    if waiter.isFinished { return waiter.succeeded }
    if waiter.predicate(currentState) {
      waiter.finish(succeeded: true)
      return true
    }
    if !stateWaiters.contains(where: { $0 === waiter }) { stateWaiters.append(waiter) }
    let timer = timeout.map { timeout in
      Task { @MainActor [weak self, weak waiter] in
        try? await Task.sleep(for: timeout)
        guard let waiter, !Task.isCancelled else { return }
        self?.removeStateWaiter(waiter)
        waiter.finish(succeeded: false)
      }
    }
    defer { timer?.cancel() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.wait(continuation)
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        self?.removeStateWaiter(waiter)
        waiter.finish(succeeded: false)
      }
    }
    return waiter.succeeded
  }

  func removeStateWaiter(_ waiter: StateWaiter<State>) {
    stateWaiters.removeAll { $0 === waiter }
  }

  /// Finishes every waiter whose condition `newState` meets.
  @usableFromInline
  func resumeStateWaiters(_ newState: State) {
    var index = 0
    while index < stateWaiters.count {
      let waiter = stateWaiters[index]
      if waiter.predicate(newState) {
        stateWaiters.remove(at: index)
        waiter.finish(succeeded: true)
      } else {
        index += 1
      }
    }
  }
}

/// One caller of ``ReactorStore/send(_:while:startTimeout:)`` waiting for a state condition.
@MainActor
@usableFromInline
final class StateWaiter<State> {
  let predicate: (State) -> Bool
  private(set) var isFinished = false
  private(set) var succeeded = false
  private var continuation: CheckedContinuation<Void, Never>?

  init(until predicate: @escaping (State) -> Bool) {
    self.predicate = predicate
  }

  /// Resumes `continuation` when finished (at once if already finished).
  func wait(_ continuation: CheckedContinuation<Void, Never>) {
    if isFinished {
      continuation.resume()
    } else {
      self.continuation = continuation
    }
  }

  /// Finishes once; later calls do nothing.
  func finish(succeeded: Bool) {
    guard !isFinished else { return }
    isFinished = true
    self.succeeded = succeeded
    continuation?.resume()
    continuation = nil
  }
}
