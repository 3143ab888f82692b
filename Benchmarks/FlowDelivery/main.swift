// Benchmark: 1,000,000 values from a producer task, through a FlowState, to the main actor and
// through Observation, against a minimal hand-written baseline in the same binary (an AsyncStream
// consumed on the main actor that assigns an @Observable property).
//
//     swift run -c release FlowDelivery [values]
//
// Each scenario runs in a child process of its own so that its peak memory is its own.

import BenchmarkSupport
import Foundation
@_spi(Testing) import KMPBridge
import Observation

// MARK: - Scenarios

@Observable @MainActor
final class BaselineModel {
  var value = -1
}

struct ScenarioResult {
  var nanosecondsPerValue: Double
  var invalidations: Int
  var hops: Int?
  var valuesApplied: Int
}

/// The baseline: an AsyncStream consumed on the main actor, one value per iteration.
@MainActor
func runBaseline(count: Int) async -> ScenarioResult {
  let model = BaselineModel()
  let probe = RenderProbe { _ = model.value }
  let (stream, continuation) = AsyncStream<Int>.makeStream()
  let start = ContinuousClock.now
  Task.detached {
    for value in 0..<count { continuation.yield(value) }
    continuation.finish()
  }
  var expected = 0
  var applied = 0
  for await value in stream {
    precondition(value == expected, "out of order")
    expected += 1
    model.value = value
    applied += 1
    probe.renderIfNeeded()
  }
  let elapsed = ContinuousClock.now - start
  return ScenarioResult(
    nanosecondsPerValue: elapsed.nanoseconds / Double(count),
    invalidations: probe.invalidations, hops: nil, valuesApplied: applied)
}

/// A producer task that hands `count` values to the collector as fast as it can.
struct CountingFlow: FlowSource {
  let count: Int

  func values() -> AsyncStream<Int> {
    AsyncStream { continuation in
      for value in 0..<count { continuation.yield(value) }
      continuation.finish()
    }
  }

  func collect(into collector: FlowCollector<Int>) async throws {
    for value in 0..<count { collector.yield(value) }
  }
}

@MainActor
func runFlowState(count: Int, policy: FlowDeliveryPolicy) async -> ScenarioResult {
  let state = FlowState(CountingFlow(count: count), initialValue: -1, policy: policy)
  let probe = RenderProbe { _ = state.value }
  var expected = 0
  var applied = 0
  var statistics = FlowDeliveryStatistics()
  let conflates = policy == .state
  state.onValue = { value in
    if conflates {
      precondition(value >= expected, "out of order")
    } else {
      precondition(value == expected, "lost or reordered a value")
    }
    expected = value + 1
    applied += 1
    probe.renderIfNeeded()
    if let current = state.deliveryStatistics { statistics = current }
  }
  let start = ContinuousClock.now
  await state.run()
  let elapsed = ContinuousClock.now - start
  precondition(state.value == count - 1, "did not end at the last value")
  return ScenarioResult(
    nanosecondsPerValue: elapsed.nanoseconds / Double(count),
    invalidations: probe.invalidations, hops: statistics.hops, valuesApplied: applied)
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

func peakMemoryKilobytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
  return 0
}

// MARK: - Driver

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "--scenario" {
  // Child process: run one scenario and print its figures as key=value pairs.
  let scenario = arguments[2]
  let count = arguments.count >= 4 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000
  let result: ScenarioResult
  switch scenario {
  case "baseline": result = await runBaseline(count: count)
  case "events": result = await runFlowState(count: count, policy: .events)
  default: result = await runFlowState(count: count, policy: .state)
  }
  print(
    "ns_per_value=\(result.nanosecondsPerValue) invalidations=\(result.invalidations)"
      + " hops=\(result.hops.map(String.init) ?? "-") applied=\(result.valuesApplied)"
      + " peak_kb=\(peakMemoryKilobytes())")
  exit(0)
}

let count = arguments.count >= 2 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()

func runChild(_ scenario: String) throws -> [String: String] {
  let process = Process()
  process.executableURL = executable
  process.arguments = ["--scenario", scenario, String(count)]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    FileHandle.standardError.write(Data("error: scenario \(scenario) failed\n".utf8))
    exit(1)
  }
  let line = String(decoding: data, as: UTF8.self)
  var fields: [String: String] = [:]
  for pair in line.split(whereSeparator: \.isWhitespace) {
    let parts = pair.split(separator: "=", maxSplits: 1)
    if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
  }
  return fields
}

print("FlowDelivery: \(count) values from a producer task to the main actor, observed")
func rightAligned(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

print(
  "scenario".padding(toLength: 40, withPad: " ", startingAt: 0)
    + "ns/value   invalidations   applied      hops   peak MB")
var figures: [String: [String: String]] = [:]
for (scenario, label) in [
  ("baseline", "baseline (AsyncStream → @Observable)"),
  ("events", "FlowState, .events policy"),
  ("state", "FlowState, .state policy"),
] {
  let fields = try runChild(scenario)
  figures[scenario] = fields
  let nanoseconds = Double(fields["ns_per_value"] ?? "") ?? .nan
  let peak = (Double(fields["peak_kb"] ?? "") ?? 0) / 1024
  print(
    label.padding(toLength: 40, withPad: " ", startingAt: 0)
      + rightAligned(String(format: "%.0f", nanoseconds), 8)
      + rightAligned(fields["invalidations"] ?? "-", 16)
      + rightAligned(fields["applied"] ?? "-", 10)
      + rightAligned(fields["hops"] ?? "-", 10)
      + rightAligned(String(format: "%.1f", peak), 10))
}

let baseline = Double(figures["baseline"]?["ns_per_value"] ?? "") ?? .nan
let events = Double(figures["events"]?["ns_per_value"] ?? "") ?? .nan
let state = Double(figures["state"]?["ns_per_value"] ?? "") ?? .nan
let stateApplied = figures["state"]?["applied"] ?? "-"
let stateHops = figures["state"]?["hops"] ?? "-"
print(
  "state policy: \(stateApplied) values applied in \(stateHops) hops for \(count) produced;"
    + String(format: " time ratio = %.3f", state / baseline))
print(
  String(format: "result: event_delivery = %.0f ns/value, ratio = %.3f", events, events / baseline))
