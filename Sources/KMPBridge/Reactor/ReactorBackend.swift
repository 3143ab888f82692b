/// Runs a Swift ``Reactor``: mutations reduced on the main actor, asynchronous work on tasks the
/// store cancels when it is released.
///
/// The synchronous path is `@inlinable` so that it is specialised for the reactor in the module
/// that creates the store.
@MainActor
@usableFromInline
final class SwiftReactorBackend<R: Reactor> {
  @usableFromInline let reactor: R
  @usableFromInline weak var store: ReactorStore<R.Action, R.State>?

  @inlinable
  init(reactor: R, store: ReactorStore<R.Action, R.State>) {
    self.reactor = reactor
    self.store = store
  }

  /// Handles an action sent to `store` (passed in, so the synchronous path needs no weak load).
  @inlinable
  func handle(_ action: R.Action, in store: ReactorStore<R.Action, R.State>) {
    guard let action = reactor.transform(action: action) else { return }
    let mutations = reactor.mutate(action: action)
    switch mutations.storage {
    case .mutation(let mutation):
      apply(mutation, in: store)
    case .mutations(let list):
      for mutation in list { apply(mutation, in: store) }
    default:
      perform(mutations)
    }
  }

  @usableFromInline
  func perform(_ mutations: Mutations<R.Mutation, R.Event>) {
    switch mutations.storage {
    case .mutation(let mutation):
      apply(mutation)
    case .mutations(let list):
      for mutation in list { apply(mutation) }
    case .event(let event):
      store?.emit(event: event)
    case .cancel(let id):
      store?.resources.cancelEffects(id: id, replacing: false)
    case .run(let run):
      let ids: Set<AnyHashableSendable> = run.id.map { [$0] } ?? []
      startEffect(ids: ids, replacing: run.cancelInFlight ? ids : [], priority: run.priority) {
        backend in
        await backend.execute(run)
      }
    case .merge(let parts):
      for part in parts { perform(part) }
    case .concatenate(let nested):
      // Synchronous parts up to the first asynchronous one run now, the rest in order on a task.
      // Nested chains count as one (`a + b + c` is `(a + b) + c`): `a` runs now there too.
      let parts = Self.flattened(nested)
      var index = parts.startIndex
      while index < parts.endIndex, parts[index].isSynchronous {
        perform(parts[index])
        index += 1
      }
      guard index < parts.endIndex else { return }
      let rest = Array(parts[index...])
      // The identified work further on answers to its ids from now on, not only once the chain
      // gets there: work it replaces (`cancelInFlight`) is cancelled now, newer work replacing
      // it cancels the chain, and `cancel(id:)` cancels that work, wherever the chain is.
      var ids: [AnyHashableSendable: Int] = [:]
      var replacing: Set<AnyHashableSendable> = []
      for part in rest { Self.collectIdentifiedWork(in: part, ids: &ids, replacing: &replacing) }
      let chain = ChainCancellation(remaining: ids)
      var cancelByID: (@Sendable (AnyHashableSendable) -> Void)?
      if !ids.isEmpty { cancelByID = { id in chain.cancel(id: id) } }
      chain.effectToken = startEffect(
        ids: Set(ids.keys), replacing: replacing, priority: nil, cancelByID: cancelByID
      ) { backend in
        for part in rest {
          guard !Task.isCancelled, await backend.execute(part, in: chain) else { return }
        }
      }
    }
  }

  /// The parts of a chain with the parts of chains inside it put in its place.
  private static func flattened(
    _ parts: [Mutations<R.Mutation, R.Event>]
  ) -> [Mutations<R.Mutation, R.Event>] {
    guard parts.contains(where: { if case .concatenate = $0.storage { true } else { false } })
    else { return parts }
    return parts.flatMap { part -> [Mutations<R.Mutation, R.Event>] in
      if case .concatenate(let inner) = part.storage { return flattened(inner) }
      return [part]
    }
  }

  /// The ids of the identified runs in `mutations`, with how many runs have each, and those
  /// that replace work of their id.
  private static func collectIdentifiedWork(
    in mutations: Mutations<R.Mutation, R.Event>, ids: inout [AnyHashableSendable: Int],
    replacing: inout Set<AnyHashableSendable>
  ) {
    switch mutations.storage {
    case .run(let run):
      guard let id = run.id else { return }
      ids[id, default: 0] += 1
      if run.cancelInFlight { replacing.insert(id) }
    case .concatenate(let parts), .merge(let parts):
      for part in parts { collectIdentifiedWork(in: part, ids: &ids, replacing: &replacing) }
    case .mutation, .mutations, .event, .cancel:
      break
    }
  }

  /// Runs mutations to completion, inside a chain's effect.
  ///
  /// - Returns: `false` when the chain must stop here: its effect was cancelled.
  @discardableResult
  private func execute(
    _ mutations: Mutations<R.Mutation, R.Event>, in chain: ChainCancellation
  ) async -> Bool {
    switch mutations.storage {
    case .mutation, .mutations, .event:
      perform(mutations)
    case .cancel(let id):
      // Other work of that id, and the chain's own work of it that is running: not its work
      // still to come (`.cancel(id: "poll") + .run(id: "poll") { … }` restarts the poll).
      store?.resources.cancelEffects(id: id, replacing: false, excluding: chain.effectToken)
      chain.cancelRunning(id: id)
    case .run(let run):
      if let id = run.id {
        await executeIdentified(run, id: id, in: chain)
      } else {
        await execute(run)
      }
    case .concatenate(let parts):
      for part in parts {
        guard !Task.isCancelled, await execute(part, in: chain) else { return false }
      }
    case .merge(let parts):
      // Side by side on the main actor; each part suspends in its own asynchronous work.
      let tasks = parts.map { part in Task { await self.execute(part, in: chain) } }
      await withTaskCancellationHandler {
        for task in tasks { _ = await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
    return !Task.isCancelled
  }

  /// Runs identified work a chain reached, on a task of its own that `cancel(id:)` cancels
  /// through the chain (work of that id cancelled before the chain got there is skipped); the
  /// chain goes on after it either way. (Work it replaces was cancelled when the chain started.)
  /// Past its last work of that id, the chain no longer answers to it: a later run of the id
  /// replacing it leaves the rest of the chain alone.
  private func executeIdentified(
    _ run: Mutations<R.Mutation, R.Event>.Run, id: AnyHashableSendable,
    in chain: ChainCancellation
  ) async {
    defer {
      if chain.passed(id), let token = chain.effectToken {
        store?.resources.forget(id, ofEffect: token)
      }
    }
    guard !Task.isCancelled else { return }
    // The task inherits the main actor: it cannot start before the chain holds it below.
    let task = Task(priority: run.priority) { [weak self] in
      if let self, !Task.isCancelled { await self.execute(run) }
    }
    guard let token = chain.hold(task, id: id) else {
      task.cancel()
      return
    }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    chain.release(token)
  }

  private func execute(_ run: Mutations<R.Mutation, R.Event>.Run) async {
    // Main-actor closures made here, so that the nonisolated `send` closures below only call
    // them and never touch the reactor type from another isolation domain. Each checks for
    // cancellation again once on the main actor: work cancelled while its value waited for the
    // main actor (a search replaced by a newer one) must not change the state after all.
    let applyMutation: @MainActor (R.Mutation) -> Void = { [weak self] in
      guard !Task.isCancelled else { return }
      self?.apply($0)
    }
    let emitEvent: @MainActor (R.Event) -> Void = { [weak self] in
      guard !Task.isCancelled else { return }
      self?.store?.emit(event: $0)
    }
    let send = Send<R.Mutation, R.Event>(
      sendMutation: { mutation in
        guard !Task.isCancelled else { return }
        await applyMutation(mutation)
      },
      sendEvent: { event in
        guard !Task.isCancelled else { return }
        await emitEvent(event)
      })
    do {
      try await run.operation(send)
    } catch is CancellationError {
    } catch {
      guard !Task.isCancelled else { return }
      store?.setError(error)
    }
  }

  /// Starts work on a task the store cancels when it is released, registered under `ids`,
  /// after cancelling the work it replaces (of the ids in `replacing`).
  ///
  /// - Returns: Its registration in ``StoreResources``, or `nil` when the store is gone.
  @discardableResult
  private func startEffect(
    ids: Set<AnyHashableSendable>,
    replacing: Set<AnyHashableSendable>,
    priority: TaskPriority?,
    cancelByID: (@Sendable (AnyHashableSendable) -> Void)? = nil,
    _ body: @escaping @MainActor (SwiftReactorBackend) async -> Void
  ) -> Int? {
    guard let resources = store?.resources else { return nil }
    for id in replacing { resources.cancelEffects(id: id, replacing: true) }
    // The task inherits the main actor, so it cannot start before `token` is set below.
    let token = EffectToken()
    let task = Task(priority: priority) { [weak self] in
      if let self, !Task.isCancelled { await body(self) }
      resources.removeEffect(token.value)
    }
    token.value = resources.addEffect(ids: ids, task: task, cancelByID: cancelByID)
    return token.value
  }

  @usableFromInline
  func apply(_ mutation: R.Mutation) {
    guard let store else { return }
    apply(mutation, in: store)
  }

  @inlinable
  func apply(_ mutation: R.Mutation, in store: ReactorStore<R.Action, R.State>) {
    guard let mutation = reactor.transform(mutation: mutation) else { return }
    store.updateBackendState { state in
      reactor.reduce(state: &state, mutation: mutation)
      state = reactor.transform(state: state)
    }
  }
}

/// An effect's registration in ``StoreResources``, set right after its task is created.
@MainActor
private final class EffectToken {
  var value = -1
}

/// What `cancel(id:)` reaches in a chain: the identified work it is running, and the ids
/// cancelled before it got to their work, which it then skips.
final class ChainCancellation: Sendable {
  private struct State {
    var cancelled: Set<AnyHashableSendable> = []
    var running: [Int: (id: AnyHashableSendable, task: Task<Void, Never>)] = [:]
    var nextToken = 0
    var effectToken: Int?
    /// How many runs of each id the chain has still to reach or finish.
    var remaining: [AnyHashableSendable: Int]
  }

  private let state: Locked<State>

  init(remaining: [AnyHashableSendable: Int]) {
    state = Locked(State(remaining: remaining))
  }

  /// Counts one run of `id` done with (run, cancelled or skipped), and returns whether it was
  /// the chain's last of that id.
  func passed(_ id: AnyHashableSendable) -> Bool {
    state.withLock { state in
      guard let count = state.remaining[id] else { return false }
      state.remaining[id] = count > 1 ? count - 1 : nil
      return count == 1
    }
  }

  /// The chain's registration in ``StoreResources``.
  var effectToken: Int? {
    get { state.withLock { $0.effectToken } }
    set { state.withLock { $0.effectToken = newValue } }
  }

  /// Cancels the chain's running work of `id`, not its work still to come.
  func cancelRunning(id: AnyHashableSendable) {
    let tasks = state.withLock { state in
      state.running.values.filter { $0.id == id }.map(\.task)
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels the chain's work of `id`, running or to come.
  func cancel(id: AnyHashableSendable) {
    state.withLock { _ = $0.cancelled.insert(id) }
    cancelRunning(id: id)
  }

  /// Holds running work of `id`, or returns `nil` when that id was cancelled.
  func hold(_ task: Task<Void, Never>, id: AnyHashableSendable) -> Int? {
    state.withLock { state in
      guard !state.cancelled.contains(id) else { return nil }
      let token = state.nextToken
      state.nextToken += 1
      state.running[token] = (id, task)
      return token
    }
  }

  func release(_ token: Int) {
    state.withLock { _ = $0.running.removeValue(forKey: token) }
  }
}

extension ReactorStore {
  /// Creates a store that runs a Swift ``Reactor``, starting from its ``Reactor/initialState``.
  ///
  /// The store owns the reactor: releasing the store cancels the reactor's asynchronous work.
  @inlinable
  public convenience init<R: Reactor>(_ reactor: R) where R.Action == Action, R.State == State {
    self.init(initialState: reactor.transform(state: reactor.initialState), eventType: R.Event.self)
    { store in
      let backend = SwiftReactorBackend(reactor: reactor, store: store)
      return { store, action in backend.handle(action, in: store) }
    }
  }
}
