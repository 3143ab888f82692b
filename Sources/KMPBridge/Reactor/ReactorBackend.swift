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
      store?.resources.cancelEffects(id: id)
    case .run(let run):
      startEffect(id: run.id, cancelInFlight: run.cancelInFlight, priority: run.priority) {
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
      startEffect(id: nil, cancelInFlight: false, priority: nil) { backend in
        for part in rest {
          guard !Task.isCancelled, await backend.execute(part) else { return }
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

  /// Runs mutations to completion, inside an effect that is already registered.
  ///
  /// - Returns: `false` when a chain must stop here: the work was cancelled (identified work by
  ///   its id: what follows it in a chain is abandoned with it).
  @discardableResult
  private func execute(_ mutations: Mutations<R.Mutation, R.Event>) async -> Bool {
    switch mutations.storage {
    case .mutation, .mutations, .event, .cancel:
      perform(mutations)
    case .run(let run) where run.id != nil:
      return await executeIdentified(run)
    case .run(let run):
      await execute(run)
    case .concatenate(let parts):
      for part in parts {
        guard !Task.isCancelled, await execute(part) else { return false }
      }
    case .merge(let parts):
      // Side by side on the main actor; each part suspends in its own asynchronous work.
      let tasks = parts.map { part in Task { await self.execute(part) } }
      await withTaskCancellationHandler {
        for task in tasks { _ = await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
    return !Task.isCancelled
  }

  /// Runs identified work met inside a chain or a merge as an effect of its own, registered
  /// under its id (cancelling work in flight with that id first, when asked), so that
  /// `cancel(id:)` and a later run with `cancelInFlight` reach it as they reach work started on
  /// its own.
  ///
  /// - Returns: Whether it ran to its end uncancelled (a chain stops at work cancelled by id).
  private func executeIdentified(_ run: Mutations<R.Mutation, R.Event>.Run) async -> Bool {
    guard let resources = store?.resources, !Task.isCancelled else { return false }
    if run.cancelInFlight, let id = run.id { resources.cancelEffects(id: id) }
    // The task inherits the main actor: it cannot start before it is registered below.
    let task = Task(priority: run.priority) { [weak self] in
      if let self, !Task.isCancelled { await self.execute(run) }
    }
    let token = resources.addEffect(id: run.id, task: task)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    resources.removeEffect(token)
    return !task.isCancelled && !Task.isCancelled
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

  private func startEffect(
    id: AnyHashableSendable?,
    cancelInFlight: Bool,
    priority: TaskPriority?,
    _ body: @escaping @MainActor (SwiftReactorBackend) async -> Void
  ) {
    guard let resources = store?.resources else { return }
    if cancelInFlight, let id { resources.cancelEffects(id: id) }
    // The task inherits the main actor, so it cannot start before `token` is set below.
    let token = EffectToken()
    let task = Task(priority: priority) { [weak self] in
      if let self, !Task.isCancelled { await body(self) }
      resources.removeEffect(token.value)
    }
    token.value = resources.addEffect(id: id, task: task)
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
