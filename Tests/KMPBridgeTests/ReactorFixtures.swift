import Dispatch
import KMPBridge

/// A small Swift reactor exercising every kind of mutation.
struct CounterReactor: Reactor {
  enum Action: Equatable {
    case increment
    case add(Int)
    case setTitle(String)
    case load
    case loadTwice
    case fail
    case toast(String)
    case search(String)
    case chainedSearch(String)
    case cancelSearch
    case restartSearch(String)
    case longSearch(String)
    case searchThenSave(String)
    case noop
    case ignored
  }

  enum Mutation: Equatable {
    case add(Int)
    case setTitle(String)
    case setLoading(Bool)
    case setResults([String])
    case appendResult(String)
  }

  enum Event: Equatable, Sendable {
    case toast(String)
  }

  struct State: Equatable {
    var count = 0
    var title = ""
    var isLoading = false
    var results: [String] = []
  }

  var loader: @Sendable () async throws -> Int = { 10 }
  var initialState: State { State() }

  func transform(action: Action) -> Action? {
    action == .ignored ? nil : action
  }

  func mutate(action: Action) -> Mutations<Mutation, Event> {
    switch action {
    case .increment:
      return .just(.add(1))
    case .add(let amount):
      return .just(.add(amount))
    case .setTitle(let title):
      return .just(.setTitle(title))
    case .load:
      return [.setLoading(true)]
        + .run { [loader] send in
          let value = try await loader()
          await send(.add(value))
          await send(.setLoading(false))
          await send.event(.toast("Loaded"))
        }
    case .loadTwice:
      return .merge(
        .run { send in await send(.add(1)) },
        .run { send in await send(.add(2)) })
    case .fail:
      return .run { _ in throw TestError(code: 42) }
    case .toast(let message):
      return .event(.toast(message))
    case .search(let query):
      // Appends, so that a search that was not cancelled shows.
      return .run(id: "search", cancelInFlight: true) { send in
        try await Task.sleep(for: .milliseconds(50))
        await send(.appendResult(query))
      }
    case .chainedSearch(let query):
      // Three parts: `([…] + .run) + […]`. Long enough to be cancelled while it runs.
      return [.setLoading(true)]
        + .run(id: "search", cancelInFlight: true) { send in
          try await Task.sleep(for: .milliseconds(300))
          await send(.appendResult(query))
        }
        + [.setLoading(false)]
    case .cancelSearch:
      return .cancel(id: "search")
    case .longSearch(let query):
      return .run(id: "search") { send in
        try await Task.sleep(for: .seconds(5))
        await send(.appendResult(query))
      }
    case .searchThenSave(let query):
      // A search, then unrelated work that goes on after it.
      return .run(id: "search") { send in await send(.appendResult(query)) }
        + [.setTitle("searched")]  // once the chain is past the search
        + .run { send in
          try await Task.sleep(for: .milliseconds(300))
          await send(.add(1))
        }
    case .restartSearch(let query):
      // A chain that cancels the running search, then starts its own under the same id.
      return .run { _ in await Task.yield() } + .cancel(id: "search")
        + .run(id: "search") { send in
          try await Task.sleep(for: .milliseconds(50))
          await send(.appendResult(query))
        }
    case .noop, .ignored:
      return .none
    }
  }

  func reduce(state: inout State, mutation: Mutation) {
    switch mutation {
    case .add(let amount): state.count += amount
    case .setTitle(let title): state.title = title
    case .setLoading(let isLoading): state.isLoading = isLoading
    case .setResults(let results): state.results = results
    case .appendResult(let result): state.results.append(result)
    }
  }
}

/// A Kotlin-shaped reactor written in Swift, with the semantics of the Kotlin Reactor port.
final class FakeKotlinReactor: KotlinReactor, @unchecked Sendable {
  // @unchecked: the flows are thread-safe fakes; `destroyCount` is only read by tests after the
  // store is gone.
  enum Action: Equatable {
    case increment
    case setName(String)
    case fail
  }
  /// Shaped like a Kotlin data class in the export: a class with read-only properties.
  final class State: Equatable, @unchecked Sendable {
    let count: Int
    let name: String

    init(count: Int = 0, name: String = "") {
      self.count = count
      self.name = name
    }

    static func == (lhs: State, rhs: State) -> Bool {
      lhs.count == rhs.count && lhs.name == rhs.name
    }
  }
  enum Event: Equatable { case saved }

  let stateFlow = FakeStateFlow(State())
  let eventFlow = FakeSharedFlow<Event>()
  let errorFlow = FakeSharedFlow<any Error>()
  let destroyCount = Counter()
  let synchronous: Bool
  private let queue = DispatchQueue(label: "FakeKotlinReactor")

  init(synchronous: Bool = true) {
    self.synchronous = synchronous
  }

  var state: FakeStateFlow<State> { stateFlow }
  var event: FakeSharedFlow<Event> { eventFlow }
  var error: FakeSharedFlow<any Error> { errorFlow }

  func send(_ action: Action) {
    let work: @Sendable () -> Void = { [self] in
      switch action {
      case .increment:
        stateFlow.update { State(count: $0.count + 1, name: $0.name) }
      case .setName(let name):
        stateFlow.update { State(count: $0.count, name: name) }
      case .fail: errorFlow.tryEmit(TestError(code: 500))
      }
      eventFlow.tryEmit(.saved)
    }
    if synchronous {
      work()
    } else {
      // Like a Kotlin reactor on its own dispatcher: later, but in the order actions were sent.
      queue.asyncAfter(deadline: .now() + .milliseconds(20), execute: work)
    }
  }

  func destroy() {
    destroyCount.increment()
  }
}
