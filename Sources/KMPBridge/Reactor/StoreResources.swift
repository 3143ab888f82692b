/// What a ``ReactorStore`` owns beyond its state: running asynchronous mutations, collections of
/// Kotlin flows, the Kotlin object itself. Thread-safe, so that the store's nonisolated `deinit`
/// can release it all.
@usableFromInline
final class StoreResources: Sendable {
  private struct Effect {
    /// The ids it answers to: a run's own, or those of the identified work a chain holds.
    var ids: Set<AnyHashableSendable>
    var task: Task<Void, Never>
    /// For a chain: cancels its work of an id (``Mutations/cancel(id:)``) and lets the chain go
    /// on; without it the whole effect is cancelled.
    var cancelByID: (@Sendable (AnyHashableSendable) -> Void)?
  }

  private struct State {
    var effects: [Int: Effect] = [:]
    var nextToken = 0
    var released = false
    var releaseActions: [@Sendable () -> Void] = []
    var expiries: [AnyKeyPath: Task<Void, Never>] = [:]
  }

  private let state = Locked(State())

  /// Registers running work under `ids`. Work registered after release is cancelled at once.
  func addEffect(
    ids: Set<AnyHashableSendable>, task: Task<Void, Never>,
    cancelByID: (@Sendable (AnyHashableSendable) -> Void)? = nil
  ) -> Int {
    let (token, released) = state.withLock { state -> (Int, Bool) in
      let token = state.nextToken
      state.nextToken += 1
      if !state.released {
        state.effects[token] = Effect(ids: ids, task: task, cancelByID: cancelByID)
      }
      return (token, state.released)
    }
    if released { task.cancel() }
    return token
  }

  func removeEffect(_ token: Int) {
    state.withLock { _ = $0.effects.removeValue(forKey: token) }
  }

  /// Stops an effect answering to `id` (a chain past its last work of that id).
  func forget(_ id: AnyHashableSendable, ofEffect token: Int) {
    state.withLock { _ = $0.effects[token]?.ids.remove(id) }
  }

  /// Cancels the running work of `id`.
  ///
  /// - Parameters:
  ///   - replacing: Whether new work of that id replaces it (`cancelInFlight`): then a chain
  ///     holding such work is cancelled whole; otherwise (``Mutations/cancel(id:)``) only its
  ///     work of that id is, and the chain goes on.
  ///   - excluding: An effect left alone (a chain cancelling other work of an id it holds).
  func cancelEffects(id: AnyHashableSendable, replacing: Bool, excluding: Int? = nil) {
    let (tasks, handlers) = state.withLock {
      state -> ([Task<Void, Never>], [@Sendable (AnyHashableSendable) -> Void]) in
      var tasks: [Task<Void, Never>] = []
      var handlers: [@Sendable (AnyHashableSendable) -> Void] = []
      for (token, effect) in state.effects where effect.ids.contains(id) && token != excluding {
        if !replacing, let cancelByID = effect.cancelByID {
          handlers.append(cancelByID)
        } else {
          state.effects[token] = nil
          tasks.append(effect.task)
        }
      }
      return (tasks, handlers)
    }
    for task in tasks { task.cancel() }
    for handler in handlers { handler(id) }
  }

  var inFlightEffects: Int {
    state.withLock { $0.effects.count }
  }

  /// Adds something to do, once, when the store is released (in registration order).
  func onRelease(_ action: @escaping @Sendable () -> Void) {
    let runNow = state.withLock { state -> Bool in
      if state.released { return true }
      state.releaseActions.append(action)
      return false
    }
    if runNow { action() }
  }

  /// Runs `action` on the main actor after `delay`, replacing an earlier one for the same key.
  func scheduleExpiry(
    of key: AnyKeyPath, after delay: Duration, _ action: @escaping @MainActor () -> Void
  ) {
    let task = Task { @MainActor in
      try? await Task.sleep(for: delay)
      if !Task.isCancelled { action() }
    }
    let previous = state.withLock { state -> Task<Void, Never>? in
      guard !state.released else { return task }
      defer { state.expiries[key] = task }
      return state.expiries[key]
    }
    previous?.cancel()
  }

  /// Cancels all work and runs the release actions, once.
  func release() {
    let (tasks, actions) = state.withLock {
      state -> ([Task<Void, Never>], [@Sendable () -> Void]) in
      guard !state.released else { return ([], []) }
      state.released = true
      let tasks = state.effects.values.map(\.task) + Array(state.expiries.values)
      state.effects = [:]
      state.expiries = [:]
      defer { state.releaseActions = [] }
      return (tasks, state.releaseActions)
    }
    for task in tasks { task.cancel() }
    for action in actions { action() }
  }
}
