import Testing

/// Waits, checking every 2 ms on the caller's actor, until `condition` holds; after 5 s records
/// an issue and returns.
func waitUntil(
  isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool
) async throws {
  let deadline = ContinuousClock.now + .seconds(5)
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("timed out")
      return
    }
    try await Task.sleep(for: .milliseconds(2))
  }
}
