import Foundation
import Testing

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
}
