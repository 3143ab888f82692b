/// What a ``Reactor`` does for an action: mutations to reduce and events to emit, now or later.
///
/// ```swift
/// .just(.setQuery(query))                          // reduced before send returns
/// [.setLoading(true), .clearError]                  // several, in order
/// .event(.showToast("Copied"))                     // a one-shot event
/// .run { send in                                   // asynchronous, off the main actor
///   await send(.setProfile(try await api.profile()))
/// }
/// .run(id: "search", cancelInFlight: true) { … }   // replaces a running search
/// .sequence(api.updates.map(Mutation.setProfile))  // every element of an AsyncSequence
/// [.setLoading(true)] + .run { … }                 // one after the other
/// .merge(.run { … }, .run { … })                   // side by side
/// ```
///
/// Errors thrown by `.run` and `.sequence` work (other than `CancellationError`) become the
/// store's ``ReactorStore/error``; the rest of that work is abandoned.
///
/// A chain runs its synchronous head (`[.setLoading(true)]` in
/// `[.setLoading(true)] + .run { … } + [.setLoading(false)]`) before `send` returns, however the
/// chain is nested. Identified work inside a chain answers to its id from the moment the chain
/// starts until the chain is past it, as work on its own does: a later run of that id with
/// `cancelInFlight` replaces the whole chain (the `[.setLoading(false)]` of a search replaced by
/// a newer one does not run), and ``cancel(id:)`` cancels that work only, running or still to
/// come, and the chain goes on after it (the search is cancelled, the loading indicator goes
/// off).
public struct Mutations<Mutation: Sendable, Event: Sendable>: Sendable {
  @usableFromInline
  enum Storage: Sendable {
    case mutation(Mutation)
    case mutations([Mutation])
    case event(Event)
    case run(Run)
    case cancel(AnyHashableSendable)
    case concatenate([Mutations])
    case merge([Mutations])
  }

  @usableFromInline
  struct Run: Sendable {
    var id: AnyHashableSendable?
    var cancelInFlight: Bool
    var priority: TaskPriority?
    var operation: @Sendable (Send<Mutation, Event>) async throws -> Void
  }

  @usableFromInline let storage: Storage

  @inlinable
  init(_ storage: Storage) {
    self.storage = storage
  }

  /// Nothing to do.
  public static var none: Mutations { Mutations(.mutations([])) }

  /// One mutation, reduced synchronously.
  @inlinable
  public static func just(_ mutation: Mutation) -> Mutations {
    Mutations(.mutation(mutation))
  }

  /// One-shot event for the view, emitted synchronously.
  public static func event(_ event: Event) -> Mutations {
    Mutations(.event(event))
  }

  /// Asynchronous work that sends mutations and events back with `send`.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs `operation`.
  ///   - operation: The work. It runs off the main actor; `send` hops back to it.
  public static func run(
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable (Send<Mutation, Event>) async throws -> Void
  ) -> Mutations {
    Mutations(.run(Run(id: nil, cancelInFlight: false, priority: priority, operation: operation)))
  }

  /// Asynchronous work, identified so that it can be cancelled.
  ///
  /// - Parameters:
  ///   - id: Identifies the work, so that ``cancel(id:)`` or a later run with `cancelInFlight`
  ///     can cancel it.
  ///   - cancelInFlight: Cancels running work with the same `id` before starting.
  ///   - priority: The priority of the task that runs `operation`.
  ///   - operation: The work. It runs off the main actor; `send` hops back to it.
  public static func run(
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false,
    priority: TaskPriority? = nil,
    _ operation: @escaping @Sendable (Send<Mutation, Event>) async throws -> Void
  ) -> Mutations {
    Mutations(
      .run(
        Run(
          id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, priority: priority,
          operation: operation)))
  }

  /// Every element of `sequence` as a mutation, in order.
  public static func sequence<S: AsyncSequence & Sendable>(_ sequence: S) -> Mutations
  where S.Element == Mutation {
    run { send in
      for try await mutation in sequence {
        await send(mutation)
      }
    }
  }

  /// Every element of `sequence` as a mutation, in order, identified so that it can be cancelled.
  public static func sequence<S: AsyncSequence & Sendable>(
    _ sequence: S,
    id: some Hashable & Sendable,
    cancelInFlight: Bool = false
  ) -> Mutations where S.Element == Mutation {
    run(id: id, cancelInFlight: cancelInFlight) { send in
      for try await mutation in sequence {
        await send(mutation)
      }
    }
  }

  /// Cancels running work started with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Mutations {
    Mutations(.cancel(AnyHashableSendable(id)))
  }

  /// Runs each in turn: the next starts when the previous has finished.
  public static func concatenate(_ parts: Mutations...) -> Mutations {
    Mutations(.concatenate(parts))
  }

  /// Runs all side by side.
  public static func merge(_ parts: Mutations...) -> Mutations {
    Mutations(.merge(parts))
  }

  /// Runs `lhs`, then `rhs`.
  public static func + (lhs: Mutations, rhs: Mutations) -> Mutations {
    Mutations(.concatenate([lhs, rhs]))
  }

  /// Whether this runs to completion without suspending.
  var isSynchronous: Bool {
    switch storage {
    case .mutation, .mutations, .event, .cancel: true
    case .run: false
    case .concatenate(let parts), .merge(let parts): parts.allSatisfy(\.isSynchronous)
    }
  }
}

extension Mutations: ExpressibleByArrayLiteral {
  /// Several mutations, reduced synchronously in order.
  @inlinable
  public init(arrayLiteral mutations: Mutation...) {
    self.init(.mutations(mutations))
  }
}

/// Sends mutations and events from asynchronous work back to the store, on the main actor.
///
/// `await send(.loaded(profile))` returns once the mutation has been reduced.
public struct Send<Mutation: Sendable, Event: Sendable>: Sendable {
  let sendMutation: @Sendable (Mutation) async -> Void
  let sendEvent: @Sendable (Event) async -> Void

  /// Reduces `mutation` on the main actor.
  public func callAsFunction(_ mutation: Mutation) async {
    await sendMutation(mutation)
  }

  /// Emits a one-shot `event` to the view.
  public func event(_ event: Event) async {
    await sendEvent(event)
  }
}

/// A type-erased `Hashable & Sendable` value, for effect identifiers.
@usableFromInline
struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // @unchecked: built only from values that are `Hashable & Sendable`, and only compared/hashed.
  let base: AnyHashable

  init(_ base: some Hashable & Sendable) {
    self.base = AnyHashable(base)
  }
}
