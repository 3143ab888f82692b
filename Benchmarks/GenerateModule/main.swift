// End-to-end generation benchmark: `kmp-bridge generate` (in process) on the synthetic KMP
// corpus sized like a large module (≥ 15 MB of Kotlin), cold (no previous output) and as a
// no-op re-run (nothing changed since the previous run).
//
//   swift run -c release GenerateModule [megabytes]
//
// Goals: cold < 150 ms per 15 MB on one core; a no-op re-run < 20 ms. Prints the stage timings
// of a cold run and ends with `result: generate_cold = <ms> ms per 15 MB`.

import Foundation
import KMPBridgeGenerator
import KotlinCorpus

let megabytes = CommandLine.arguments.count >= 2 ? Int(CommandLine.arguments[1]) ?? 15 : 15
let root = FileManager.default.temporaryDirectory.appendingPathComponent(
  "kmp-bridge-generate-benchmark")
let sources = root.appendingPathComponent("src/commonMain/kotlin")
let output = root.appendingPathComponent("Generated")

try? FileManager.default.removeItem(at: root)
let corpus = KotlinCorpus(targetBytes: megabytes * 1_000_000)
try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
try corpus.write(to: sources.path)
let bytes = corpus.totalBytes
print(
  "GenerateModule: \(corpus.files.count) Kotlin files, "
    + String(format: "%.1f MB", Double(bytes) / 1e6))

let configuration = GeneratorConfiguration(
  sourceSets: [sources.path], framework: "Shared", mode: .objectiveC, output: output.path)
let generator = Generator(configuration: configuration)

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

// Cold runs: the output directory (and its manifest) removed before each; the best of five.
var cold: [Double] = []
var lastReport: GenerationReport?
for _ in 0..<5 {
  try? FileManager.default.removeItem(at: output)
  let start = ContinuousClock.now
  lastReport = try generator.generate()
  cold.append(milliseconds(ContinuousClock.now - start))
}
// No-op re-runs: the manifest says nothing changed; the best of twenty.
var noOp: [Double] = []
for _ in 0..<20 {
  let start = ContinuousClock.now
  let report = try generator.generate()
  precondition(report.skippedParsing, "a re-run without changes parsed the sources")
  noOp.append(milliseconds(ContinuousClock.now - start))
}

let best = cold.min() ?? .nan
let perFifteen = best * 15_000_000 / Double(bytes)
if let report = lastReport {
  print(
    "cold run: \(report.filesParsed) files, \(report.declarations) declarations, "
      + "\(report.plan.writes.count) files written")
}
print(
  String(
    format: "cold generate:  %.1f ms (best of %d) = %.1f ms per 15 MB", best, cold.count, perFifteen
  ))
print(String(format: "no-op re-run:   %.1f ms (best of %d)", noOp.min() ?? .nan, noOp.count))
try? FileManager.default.removeItem(at: root)
print(String(format: "result: generate_cold = %.1f ms per 15 MB", perFifteen))
