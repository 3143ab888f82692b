import Foundation
import ProfileGlue
import Testing
import shared

/// The scenario, run as its own process (so that, as in an app, the main actor is the main
/// thread), prints exactly the session in `expected-output.txt`.
@Suite("Profile scenario")
struct ScenarioTests {
  @Test("prints the session's states, events and errors", .timeLimit(.minutes(2)))
  func output() throws {
    let products = Bundle.module.bundleURL.deletingLastPathComponent()
    let executable = products.appendingPathComponent("profile-scenario")
    let process = Process()
    process.executableURL = executable
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")

    let expectedURL = try #require(
      Bundle.module.url(forResource: "expected-output", withExtension: "txt"))
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(output == expected)
  }

  @Test("generated flow adapters are equal exactly when they wrap the same Kotlin flow")
  func adapterIdentity() {
    let store = Store()
    #expect(store.typedState == store.typedState)
    #expect(store.typedState != Store().typedState)
    #expect(Set([store.typedState, store.typedState]).count == 1)
  }
}
