@_spi(Testing) import KMPBridge

/// Tests a reactor exhaustively: every state change and every event must be asserted.
///
/// ```swift
/// @Test func loadsProfile() async {
///   let tester = ReactorTester(ProfileReactor(api: .fake))
///   await tester.send(.refresh) { $0.isLoading = true }        // the state right after send
///   await tester.receive { $0.isLoading = false; $0.name = "Ada" } // from asynchronous work
///   await tester.receiveEvent(ProfileEvent.showToast("Loaded"))
///   await tester.finish()                                      // nothing may still be running
/// }
/// ```
///
/// - ``send(_:assert:fileID:filePath:line:column:)`` sends an action and asserts the exact state
///   after its synchronous mutations (no closure: the state must not change).
/// - ``receive(timeout:assert:fileID:filePath:line:column:)`` waits for the next state change made
///   by asynchronous work and asserts it exactly.
/// - ``receiveEvent(_:timeout:fileID:filePath:line:column:)`` asserts the next event.
/// - Sending while state changes or events are unasserted fails, and so does ``finish(timeout:fileID:filePath:line:column:)``
///   when asynchronous work is still running or anything is left unasserted.
///
/// Failures are recorded as Swift Testing issues (or XCTest failures) at the caller's line, with a
/// line-by-line diff of the expected and actual state.
@MainActor
public final class ReactorTester<Action, State: Equatable> {
  /// The store under test.
  public let store: ReactorStore<Action, State>
  /// How long ``receive(timeout:assert:fileID:filePath:line:column:)`` and ``finish(timeout:fileID:filePath:line:column:)`` wait by default.
  public var timeout: Duration = .seconds(1)

  private var expectedState: State
  private var isSending = false
  private var pendingStates: [State] = []
  private var pendingEvents: [Any] = []

  /// Tests a Swift reactor, starting from its initial state.
  public convenience init<R: Reactor>(_ reactor: R) where R.Action == Action, R.State == State {
    self.init(store: ReactorStore(reactor))
  }

  /// Tests any store (a Kotlin-backed one with a fake reactor, for example).
  public init(store: ReactorStore<Action, State>) {
    self.store = store
    self.expectedState = store.state
    store.onStateChange = { [weak self] state in
      guard let self, !self.isSending else { return }
      self.pendingStates.append(state)
    }
    store.onEvent = { [weak self] event in
      self?.pendingEvents.append(event)
    }
  }

  /// Sends `action` and asserts the state after its synchronous mutations.
  ///
  /// - Parameter update: Changes the previously asserted state into the expected one. Without it
  ///   the state must be unchanged.
  public func send(
    _ action: Action,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    failIfUnasserted(before: "sending \(summarize(action))", at: location)
    isSending = true
    store.send(action)
    isSending = false
    await expect(store.state, after: "sending \(summarize(action))", update: update, at: location)
    // Let work that the action started get going, as a view's next frame would.
    await Task.yield()
  }

  /// Waits for the next state change made by asynchronous work and asserts it exactly.
  public func receive(
    timeout: Duration? = nil,
    assert update: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard await waitFor(timeout: timeout ?? self.timeout, { !self.pendingStates.isEmpty }) else {
      reportTestFailure(
        "Expected a state change from asynchronous work, but none arrived within "
          + "\(timeout ?? self.timeout).", at: location)
      return
    }
    let received = pendingStates.removeFirst()
    await expect(received, after: "receiving a state change", update: update, at: location)
  }

  /// Waits for the next event and asserts that it equals `expected`.
  public func receiveEvent<Event: Equatable>(
    _ expected: Event,
    timeout: Duration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard await waitFor(timeout: timeout ?? self.timeout, { !self.pendingEvents.isEmpty }) else {
      reportTestFailure(
        "Expected event \(summarize(expected)), but no event arrived within "
          + "\(timeout ?? self.timeout).", at: location)
      return
    }
    let event = pendingEvents.removeFirst()
    guard let typed = event as? Event else {
      reportTestFailure(
        "Expected event \(summarize(expected)), but received \(summarize(event)) of type "
          + "\(type(of: event)).", at: location)
      return
    }
    if typed != expected {
      reportTestFailure(
        "Expected event \(summarize(expected)), but received \(summarize(typed)).", at: location)
    }
  }

  /// Waits for asynchronous work to end, then fails if any is still running or if state changes
  /// or events were left unasserted.
  public func finish(
    timeout: Duration? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    if !(await waitFor(timeout: limit, { self.store.inFlightEffects == 0 })) {
      reportTestFailure(
        "\(store.inFlightEffects) asynchronous mutation(s) still running after \(limit). "
          + "Await their results with `receive`, or cancel them, before `finish()`.",
        at: location)
    }
    failIfUnasserted(before: "finishing", at: location)
  }

  /// Drops unasserted state changes and events (for tests that check only part of a flow).
  public func skipReceived() {
    if let last = pendingStates.last { expectedState = last }
    pendingStates.removeAll()
    pendingEvents.removeAll()
  }

  // MARK: Checking

  private func expect(
    _ actual: State, after step: String, update: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) async {
    var expected = expectedState
    do {
      try update?(&expected)
    } catch {
      reportTestFailure("The assertion closure threw \(error).", at: location)
      return
    }
    if actual != expected {
      let verb = update == nil ? "Expected the state not to change" : "State mismatch"
      reportTestFailure(
        "\(verb) after \(step) (− expected, + actual):\n"
          + lineDiff(describe(expected), describe(actual)), at: location)
    }
    expectedState = actual
  }

  private func failIfUnasserted(before step: String, at location: TestLocation) {
    if !pendingStates.isEmpty {
      var previous = expectedState
      let changes = pendingStates.map { state -> String in
        defer { previous = state }
        return lineDiff(describe(previous), describe(state))
      }
      reportTestFailure(
        "\(pendingStates.count) state change(s) from asynchronous work were not asserted before "
          + "\(step); assert them with `receive`:\n" + changes.joined(separator: "\n\n"),
        at: location)
      expectedState = pendingStates.last ?? expectedState
      pendingStates.removeAll()
    }
    if !pendingEvents.isEmpty {
      reportTestFailure(
        "\(pendingEvents.count) event(s) were not asserted before \(step); assert them with "
          + "`receiveEvent`: " + pendingEvents.map(summarize).joined(separator: ", "),
        at: location)
      pendingEvents.removeAll()
    }
  }

  private func waitFor(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }
}

/// A one-line description of an action or event: `increment`, `toast("Hi")`.
func summarize(_ value: Any) -> String {
  String(describing: value)
}

/// A multi-line description of a state, for diffs.
func describe(_ value: Any) -> String {
  var text = ""
  dump(value, to: &text)
  return text.trimmingTrailingNewlines()
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.last == "\n" { text.removeLast() }
    return text
  }
}

/// A line-by-line diff: `−` lines only in `expected`, `+` lines only in `actual`, unchanged lines
/// indented, computed from the longest common subsequence of lines.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  \(old[i])")
      i += 1
      j += 1
    } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      lines.append("− \(old[i])")
      i += 1
    } else {
      lines.append("+ \(new[j])")
      j += 1
    }
  }
  return lines.joined(separator: "\n")
}
