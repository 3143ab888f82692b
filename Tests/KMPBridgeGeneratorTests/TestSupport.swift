import Foundation

@testable import KMPBridgeGenerator

/// Paths of the fixtures beside these tests.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The fixture modules. `KotlinSupport` holds the file `kmp-bridge kotlin-support` writes,
  /// so the Objective-C glue of all of them together collects through it.
  static let modules = [
    "Sealed", "Actions", "Enums", "Nested", "Flows", "ViewModel", "KotlinSupport",
  ]

  static func sourceSet(_ module: String) -> String {
    directory.appendingPathComponent("Modules/\(module)/commonMain/kotlin").path
  }

  static func golden(_ module: String, _ mode: GeneratorConfiguration.Mode) -> URL {
    directory.appendingPathComponent("Golden/\(module)/\(mode.rawValue)")
  }

  /// Whether goldens are rewritten instead of compared (`KMP_BRIDGE_UPDATE_GOLDENS=1`).
  static var updatingGoldens: Bool {
    ProcessInfo.processInfo.environment["KMP_BRIDGE_UPDATE_GOLDENS"] == "1"
  }
}

/// A fresh temporary directory, removed by `cleanUp()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kmp-bridge-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func file(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  func write(_ text: String, to relative: String) throws {
    let target = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The text of a file an older kmp-bridge generated from `source`: its first line is the
/// generated-file marker, which is what makes a file the manifest does not list a stray output.
func olderGlue(from source: String) -> String {
  String(decoding: OutputWriter.generatedMarker, as: UTF8.self)
    + "0.0.1 from \(source). Do not edit.\n"
}

/// Runs a command and returns its exit status and combined output.
func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [executable] + arguments
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  // swiftc leaves a `TemporaryDirectory.*` in TMPDIR per run: give every command a scratch
  // TMPDIR, removed afterwards.
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kmp-bridge-tests-tmp-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) {
    $1
  }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The directory of the modules this test binary was built with (`.build/debug/Modules`), where
/// `KMPBridge.swiftmodule` is.
var builtModulesDirectory: String {
  URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules").path
}
