import Foundation

/// Runs the toolchain's `swiftc` on stub modules and client code.
enum Swiftc {
  /// The outcome of one compiler run.
  struct Result {
    var status: Int32
    var output: String

    /// The `file:line:col: error:` lines of the output.
    var errors: [String] {
      output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }
  }

  /// Runs `swiftc` (found through `/usr/bin/env`) with arguments.
  static func run(_ arguments: [String], in directory: URL) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.currentDirectoryURL = directory
    // swiftc leaves a `TemporaryDirectory.*` in TMPDIR per run: give it the test's directory,
    // which the test removes.
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) {
      $1
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "KotlinExportTests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Compiles stub source as module `moduleName` in `directory`.
  static func emitModule(_ source: String, moduleName: String, in directory: URL) throws -> Result {
    let file = directory.appendingPathComponent(moduleName + ".swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try run(
      [
        "-emit-module", "-module-name", moduleName, "-swift-version", "6", "-parse-as-library",
        file.lastPathComponent, "-emit-module-path", moduleName + ".swiftmodule",
      ], in: directory)
  }

  /// Type-checks client source that imports the module built in `directory`.
  static func typecheck(_ source: String, name: String, in directory: URL) throws -> Result {
    let file = directory.appendingPathComponent(name + ".swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try run(
      ["-typecheck", "-swift-version", "6", "-I", ".", file.lastPathComponent], in: directory)
  }
}
