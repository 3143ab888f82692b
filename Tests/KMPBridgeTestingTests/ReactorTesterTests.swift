@_spi(Testing) import KMPBridge
import KMPBridgeTesting
import Testing

private struct LoaderReactor: Reactor {
  enum Action: Equatable { case increment, load, loadForever, toast }
  enum Mutation: Equatable, Sendable {
    case add(Int)
    case setLoading(Bool)
  }
  enum Event: Equatable, Sendable { case toast(String) }
  struct State: Equatable {
    var count = 0
    var isLoading = false
  }

  var initialState: State { State() }

  func mutate(action: Action) -> Mutations<Mutation, Event> {
    switch action {
    case .increment:
      return .just(.add(1))
    case .load:
      return [.setLoading(true)]
        + .run { send in
          await send(.add(10))
          await send(.setLoading(false))
        }
    case .loadForever:
      return .run { _ in try await Task.sleep(for: .seconds(60)) }
    case .toast:
      return .event(.toast("Hi"))
    }
  }

  func reduce(state: inout State, mutation: Mutation) {
    switch mutation {
    case .add(let amount): state.count += amount
    case .setLoading(let isLoading): state.isLoading = isLoading
    }
  }
}

@MainActor
@Suite("ReactorTester")
struct ReactorTesterTests {
  @Test("passes when every change and event is asserted exactly")
  func exhaustivePass() async {
    let tester = ReactorTester(LoaderReactor())
    await tester.send(.increment) { $0.count = 1 }
    await tester.send(.load) { $0.isLoading = true }
    await tester.receive { $0.count = 11 }
    await tester.receive { $0.isLoading = false }
    await tester.send(.toast)
    await tester.receiveEvent(LoaderReactor.Event.toast("Hi"))
    await tester.finish()
  }

  @Test("a wrong expected state fails with a readable diff")
  func wrongState() async {
    let tester = ReactorTester(LoaderReactor())
    await withKnownIssue {
      await tester.send(.increment) { $0.count = 2 }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("State mismatch after sending increment")
        && text.contains("−   - count: 2\n+   - count: 1")
    }
  }

  @Test("a state change without an assertion closure fails")
  func unexpectedChange() async {
    let tester = ReactorTester(LoaderReactor())
    await withKnownIssue {
      await tester.send(.increment)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Expected the state not to change")
    }
  }

  @Test("unasserted asynchronous changes fail the next send")
  func unassertedChanges() async {
    let tester = ReactorTester(LoaderReactor())
    await tester.send(.load) { $0.isLoading = true }
    // Until the load's work has run (not a fixed time: the machine may be busy).
    for _ in 0..<3000 where tester.store.inFlightEffects > 0 {
      try? await Task.sleep(for: .milliseconds(10))
    }
    await withKnownIssue {
      await tester.send(.increment) { $0.count = 11 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "2 state change(s) from asynchronous work were not asserted")
    }
  }

  @Test("an unasserted event fails finish()")
  func unassertedEvent() async {
    let tester = ReactorTester(LoaderReactor())
    await tester.send(.toast)
    await withKnownIssue {
      await tester.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("1 event(s) were not asserted")
    }
  }

  @Test("a wrong event fails")
  func wrongEvent() async {
    let tester = ReactorTester(LoaderReactor())
    await tester.send(.toast)
    await withKnownIssue {
      await tester.receiveEvent(LoaderReactor.Event.toast("Bye"))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Expected event")
    }
  }

  @Test("receive fails when no change arrives in time")
  func receiveTimeout() async {
    let tester = ReactorTester(LoaderReactor())
    await withKnownIssue {
      await tester.receive(timeout: .milliseconds(20)) { $0.count = 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("none arrived within")
    }
  }

  @Test("finish fails while asynchronous work is still running")
  func finishWithRunningWork() async {
    let tester = ReactorTester(LoaderReactor())
    await tester.send(.loadForever)
    await withKnownIssue {
      await tester.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("1 asynchronous mutation(s) still running")
    }
  }
}
