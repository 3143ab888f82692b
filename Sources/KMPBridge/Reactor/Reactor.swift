/// A screen's logic as a unidirectional data flow, in ReactorKit's vocabulary:
/// View → ``Action`` → ``Mutation`` → ``State`` → View.
///
/// ```swift
/// struct CounterReactor: Reactor {
///   enum Action { case increment, load }
///   enum Mutation { case add(Int), setLoading(Bool) }
///   enum Event { case showToast(String) }
///   struct State: Equatable { var count = 0; var isLoading = false }
///
///   let api: CounterAPI
///   var initialState: State { State() }
///
///   func mutate(action: Action) -> Mutations<Mutation, Event> {
///     switch action {
///     case .increment:
///       return .just(.add(1))                   // synchronous: reduced before `send` returns
///     case .load:
///       return [.setLoading(true)] + .run { [api] send in
///         let value = try await api.load()       // asynchronous, off the main actor
///         await send(.add(value))
///         await send(.setLoading(false))
///         await send.event(.showToast("Loaded"))
///       }
///     }
///   }
///
///   func reduce(state: inout State, mutation: Mutation) {
///     switch mutation {
///     case .add(let amount): state.count += amount
///     case .setLoading(let isLoading): state.isLoading = isLoading
///     }
///   }
/// }
/// ```
///
/// A view holds it through a ``ReactorStore``: `ReactorStore(CounterReactor(api: api))`.
///
/// - ``mutate(action:)`` runs on the main actor and returns ``Mutations``: synchronous mutations
///   are reduced at once, asynchronous work (`.run`, `.sequence`) runs off the main actor and sends
///   its mutations back. When `Mutation` is `Action`, `mutate` defaults to passing the action on.
/// - ``reduce(state:mutation:)`` runs on the main actor and must be a pure function of its inputs.
/// - ``Event`` is a one-shot channel (alerts, toasts, navigation) that is not part of ``State``.
/// - The `transform` hooks filter or adjust every action, mutation and state on its way through.
@MainActor
public protocol Reactor<Action, State> {
  /// What the view asks for.
  associatedtype Action
  /// A change to apply to the state; by default the action itself.
  associatedtype Mutation: Sendable = Action
  /// What the view shows.
  associatedtype State
  /// One-shot signals that are not state: alerts, toasts, navigation. `Never` when unused.
  associatedtype Event: Sendable = Never

  /// The state before any action.
  var initialState: State { get }

  /// Turns an action into mutations (and events), synchronously or asynchronously.
  func mutate(action: Action) -> Mutations<Mutation, Event>

  /// Applies one mutation to the state.
  func reduce(state: inout State, mutation: Mutation)

  /// Adjusts or drops (`nil`) every action before ``mutate(action:)``.
  func transform(action: Action) -> Action?

  /// Adjusts or drops (`nil`) every mutation before ``reduce(state:mutation:)``.
  func transform(mutation: Mutation) -> Mutation?

  /// Adjusts every new state before the view sees it.
  func transform(state: State) -> State
}

extension Reactor {
  public func transform(action: Action) -> Action? { action }

  public func transform(mutation: Mutation) -> Mutation? { mutation }

  public func transform(state: State) -> State { state }
}

extension Reactor where Mutation == Action {
  /// Passes every action on as the mutation.
  public func mutate(action: Action) -> Mutations<Mutation, Event> {
    .just(action)
  }
}
