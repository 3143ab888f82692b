import Foundation
import Testing

/// End-to-end tests of the built `kmp-bridge` binary.
@Suite("kmp-bridge command", .serialized)
struct CommandLineTests {
  /// The binary SwiftPM built beside this test bundle.
  static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("kmp-bridge").path

  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Project")

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  func kmpBridge(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A copy of the fixture project in a temporary directory.
  func makeProject() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kmp-bridge-cli-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.fixture, to: directory)
    return directory
  }

  func modificationDates(_ directory: URL) throws -> [String: Date] {
    var dates: [String: Date] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(path).path)
      if attributes[.type] as? FileAttributeType == .typeRegular {
        dates[path] = attributes[.modificationDate] as? Date
      }
    }
    return dates
  }

  @Test("generate, then a re-run writes nothing, and check passes")
  func generateAndRerun() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    let first = try kmpBridge(["generate"], in: ios)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("1 files parsed"))
    #expect(first.stdout.contains("2 written"))
    let generated = ios.appendingPathComponent("Generated")
    let before = try modificationDates(generated)
    let second = try kmpBridge(["generate"], in: ios)
    #expect(second.status == 0)
    #expect(second.stdout.contains("up to date"))
    #expect(try modificationDates(generated) == before)
    let check = try kmpBridge(["check"], in: ios)
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test("changing one Kotlin file changes only its output; check fails until regenerated")
  func changeOneFile() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    _ = try kmpBridge(["generate"], in: ios)
    let generated = ios.appendingPathComponent("Generated")
    let before = try modificationDates(generated)
    let source = project.appendingPathComponent(
      "shared/src/commonMain/kotlin/com/example/Screen.kt")
    let text = try String(contentsOf: source, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "LIGHT, DARK", with: "LIGHT, DARK, SEPIA").utf8)
      .write(to: source)
    let check = try kmpBridge(["check"], in: ios)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains("commonMain/com/example/Screen.swift: error: stale generated file"))
    #expect(try modificationDates(generated) == before)
    let regenerate = try kmpBridge(["generate"], in: ios)
    #expect(regenerate.stdout.contains("1 written, 1 unchanged"), "\(regenerate.stdout)")
    let after = try modificationDates(generated)
    #expect(after["KMPBridgeSupport.swift"] == before["KMPBridgeSupport.swift"])
    #expect(
      after["commonMain/com/example/Screen.swift"] != before["commonMain/com/example/Screen.swift"])
  }

  @Test("an edit inside a body keeps the glue and reports the warnings again, moved")
  func bodyEdit() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    let source = project.appendingPathComponent(
      "shared/src/commonMain/kotlin/com/example/Screen.kt")
    let text = try String(contentsOf: source, encoding: .utf8)
    // A member whose type the export cannot predict: a warning at line 16.
    try Data(
      text.replacingOccurrences(
        of: "    fun destroy() {}", with: "    fun destroy() {}\n    val count = items.size"
      ).utf8
    ).write(to: source)
    let first = try kmpBridge(["generate"], in: ios)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("Screen.kt:16:9: warning: the type of property 'count'"))
    let generated = ios.appendingPathComponent("Generated")
    let before = try modificationDates(generated)
    let edited = try String(contentsOf: source, encoding: .utf8)
    try Data(
      edited.replacingOccurrences(
        of: "fun send(action: Mode) {}",
        with: "fun send(action: Mode) {\n        println(action)\n    }"
      ).utf8
    ).write(to: source)
    let second = try kmpBridge(["generate"], in: ios)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains("1 files parsed, declarations unchanged"), "\(second.stdout)")
    #expect(second.stderr.contains("Screen.kt:18:9: warning: the type of property 'count'"))
    // The glue is untouched (the manifest records the new source).
    let swiftFiles = { (dates: [String: Date]) in dates.filter { $0.key.hasSuffix(".swift") } }
    #expect(swiftFiles(try modificationDates(generated)) == swiftFiles(before))
    #expect(swiftFiles(before).count == 2)
    #expect(try kmpBridge(["check"], in: ios).status == 0)
    // A run that finds nothing to do reports the warnings too (a build phase's issues are
    // those of its last run).
    let third = try kmpBridge(["generate"], in: ios)
    #expect(third.stdout.contains("up to date"), "\(third.stdout)")
    #expect(third.stderr.contains("Screen.kt:18:9: warning: the type of property 'count'"))
  }

  @Test("deleting a Kotlin file removes its output")
  func deleteSource() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    _ = try kmpBridge(["generate"], in: ios)
    try FileManager.default.removeItem(
      at: project.appendingPathComponent("shared/src/commonMain/kotlin/com/example/Screen.kt"))
    let result = try kmpBridge(["generate"], in: ios)
    #expect(result.status == 0)
    #expect(result.stdout.contains("1 removed"))
    #expect(
      !FileManager.default.fileExists(
        atPath: ios.appendingPathComponent("Generated/commonMain/com/example/Screen.swift").path))
  }

  @Test("bad Kotlin prints diagnostics with positions, exits 1 and touches no output")
  func badKotlin() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    _ = try kmpBridge(["generate"], in: ios)
    let generated = ios.appendingPathComponent("Generated")
    let before = try modificationDates(generated)
    let source = project.appendingPathComponent(
      "shared/src/commonMain/kotlin/com/example/Screen.kt")
    try Data("package com.example\n\nclass Broken(val name: String {\n".utf8).write(to: source)
    let result = try kmpBridge(["generate"], in: ios)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Screen.kt:3:"), "\(result.stderr)")
    #expect(result.stderr.contains(": error: "))
    #expect(result.stderr.contains("nothing was written"))
    #expect(try modificationDates(generated) == before)
  }

  @Test("--version and --help")
  func versionAndHelp() throws {
    let version = try kmpBridge(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("kmp-bridge "))
    for command in ["generate", "check", "stubs", "dump"] {
      let help = try kmpBridge([command, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("USAGE: kmp-bridge \(command)"))
    }
    let overview = try kmpBridge(["--help"])
    #expect(overview.stdout.contains("EXIT STATUS"))
  }

  @Test("dump prints the declarations of a Kotlin file")
  func dump() throws {
    let file = Self.fixture.appendingPathComponent(
      "shared/src/commonMain/kotlin/com/example/Screen.kt")
    let result = try kmpBridge(["dump", file.path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("sealed"))
    #expect(result.stdout.contains("ScreenReactor"))
  }

  @Test("stubs writes the predicted export")
  func stubs() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    let result = try kmpBridge(["stubs", "--output", "Stubs"], in: ios)
    #expect(result.status == 0, "\(result.stderr)")
    let stubs = try String(
      contentsOf: ios.appendingPathComponent("Stubs/sharedStubs.swift"), encoding: .utf8)
    #expect(stubs.contains("class ScreenReactor"))
  }

  @Test("kotlin-support writes KMPBridgeFlows.kt once, and --check tells a missing or edited one")
  func kotlinSupport() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let arguments = ["kotlin-support", "--output", "src/commonMain/kotlin", "--package", "a.b"]
    let missing = try kmpBridge(arguments + ["--check"], in: project)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("src/commonMain/kotlin/a/b/KMPBridgeFlows.kt: error: "))
    let file = project.appendingPathComponent("src/commonMain/kotlin/a/b/KMPBridgeFlows.kt")
    #expect(!FileManager.default.fileExists(atPath: file.path))

    let written = try kmpBridge(arguments, in: project)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.contains("wrote"))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.contains("package a.b\n"))
    #expect(text.contains("public object KMPBridgeFlows"))
    let stamp = try file.resourceValues(forKeys: [.contentModificationDateKey])
      .contentModificationDate
    Thread.sleep(forTimeInterval: 0.05)
    let again = try kmpBridge(arguments, in: project)
    #expect(again.status == 0)
    #expect(again.stdout.contains("is up to date"))
    #expect(
      try file.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        == stamp)
    #expect(try kmpBridge(arguments + ["--check"], in: project).status == 0)

    try (text + "// edited\n").write(to: file, atomically: true, encoding: .utf8)
    #expect(try kmpBridge(arguments + ["--check"], in: project).status == 1)
    // Glue generated for the module then collects through it (Objective-C export).
    let generated = try kmpBridge(
      [
        "generate", "--source-set", "src/commonMain/kotlin", "--framework", "shared", "--output",
        "Generated", "--quiet",
      ], in: project)
    #expect(generated.status == 0, "\(generated.stderr)")
    let support = try String(
      contentsOf: project.appendingPathComponent("Generated/KMPBridgeSupport.swift"),
      encoding: .utf8)
    #expect(support.contains("KMPBridgeFlows.shared.collect("))
  }

  @Test(
    "kotlin-support for another package removes the copy it wrote for the old one, not an edited one"
  )
  func kotlinSupportMoved() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let root = "src/iosMain/kotlin"
    func file(_ path: String) -> URL { project.appendingPathComponent(root + "/" + path) }
    let old = ["kotlin-support", "--output", root, "--package", "com.example.old"]
    let new = ["kotlin-support", "--output", root + "/", "--package", "com.example.new"]
    #expect(try kmpBridge(old, in: project).status == 0)
    // Something else in the old package's folder keeps it.
    try "package com.example\n".write(
      to: file("com/example/Other.kt"), atomically: true, encoding: .utf8)

    let stale = try kmpBridge(new + ["--check"], in: project)
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("com/example/old/KMPBridgeFlows.kt: error: a copy written for"))
    #expect(FileManager.default.fileExists(atPath: file("com/example/old/KMPBridgeFlows.kt").path))

    let moved = try kmpBridge(new, in: project)
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(moved.stdout.contains("removed \(root)/com/example/old/KMPBridgeFlows.kt"))
    #expect(!FileManager.default.fileExists(atPath: file("com/example/old").path))
    #expect(FileManager.default.fileExists(atPath: file("com/example/Other.kt").path))
    #expect(FileManager.default.fileExists(atPath: file("com/example/new/KMPBridgeFlows.kt").path))
    #expect(try kmpBridge(new + ["--check"], in: project).status == 0)

    // An edited copy loses nothing: it is reported, a warning here and an error with --check.
    let edited = file("com/example/new/KMPBridgeFlows.kt")
    let text = try String(contentsOf: edited, encoding: .utf8) + "// mine\n"
    try text.write(to: edited, atomically: true, encoding: .utf8)
    let back = try kmpBridge(old, in: project)
    #expect(back.status == 0, "\(back.stderr)")
    #expect(
      back.stderr.contains(
        "com/example/new/KMPBridgeFlows.kt: warning: another KMPBridgeFlows.kt beside "
          + "\(root)/com/example/old/KMPBridgeFlows.kt (written by kmp-bridge kotlin-support, "
          + "then edited or by another version)"))
    #expect(try String(contentsOf: edited, encoding: .utf8) == text)
    let check = try kmpBridge(old + ["--check"], in: project)
    #expect(check.status == 1)
    #expect(check.stderr.contains("com/example/new/KMPBridgeFlows.kt: error: another"))
  }

  struct Misuse: Sendable, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var description: String { arguments.joined(separator: " ") }
  }

  static let misuses: [Misuse] = [
    .init(arguments: [], status: 2, message: "OVERVIEW"),
    .init(
      arguments: ["generat"], status: 2,
      message: "error: unknown command 'generat'; did you mean 'generate'?"),
    .init(
      arguments: ["--frobnicate"], status: 2,
      message: "error: expected a command before '--frobnicate'"),
    .init(
      arguments: ["generate", "--ouput", "x"], status: 2,
      message: "error: unknown option '--ouput'; did you mean '--output'?"),
    .init(
      arguments: ["generate", "--mode"], status: 2, message: "error: option '--mode' needs a value"),
    .init(
      arguments: [
        "generate", "--mode", "kotlin", "--source-set", "s", "--framework", "f", "--output", "o",
      ], status: 2, message: "error: unknown mode 'kotlin'; use 'objc' or 'swift-export'"),
    .init(
      arguments: [
        "generate", "--kotlin-version", "latest", "--source-set", "s", "--framework", "f",
        "--output", "o",
      ], status: 2, message: "error: 'latest' is not a Kotlin version such as 2.4.0"),
    .init(
      arguments: ["generate", "--source-set", "s"], status: 2,
      message: "error: missing --framework NAME"),
    .init(
      arguments: ["generate", "--source-set", "s", "--framework", "f"], status: 2,
      message: "error: missing --output DIRECTORY"),
    .init(
      arguments: ["generate", "--framework", "f", "--output", "o"], status: 2,
      message: "error: no Kotlin sources"),
    .init(
      arguments: ["generate", "--framework", "a", "--framework", "b"], status: 2,
      message: "error: option '--framework' is given more than once"),
    .init(
      arguments: ["generate", "--quiet=yes"], status: 2,
      message: "error: option '--quiet' does not take a value"),
    .init(
      arguments: ["generate", "extra"], status: 2, message: "error: unexpected argument 'extra'"),
    .init(
      arguments: [
        "generate", "--include", "com..x", "--source-set", "s", "--framework", "f", "--output", "o",
      ], status: 2, message: "error: 'com..x' has an empty segment"),
    .init(
      arguments: ["generate", "--output="], status: 2,
      message: "error: option '--output' needs a non-empty value"),
    .init(
      arguments: ["generate", "--config", "/nonexistent/kmp-bridge.json"], status: 2,
      message: "/nonexistent/kmp-bridge.json:1:1: error: cannot read the configuration file"),
    .init(
      arguments: [
        "generate", "--source-set", "/nonexistent/src", "--framework", "f", "--output",
        "/tmp/kmp-bridge-never",
      ], status: 1, message: "/nonexistent/src:1:1: error: source set directory not found"),
    .init(
      arguments: [
        "generate", "--mode", "swift-export", "--kotlin-version", "2.1.0", "--source-set", "s",
        "--framework", "f", "--output", "o",
      ], status: 2, message: "error: Swift export needs Kotlin 2.2.20 or later"),
    .init(arguments: ["dump"], status: 2, message: "error: give one or more Kotlin files to dump"),
    .init(
      arguments: ["dump", "/nonexistent/A.kt"], status: 1,
      message: "/nonexistent/A.kt:1:1: error: cannot read the file"),
    .init(arguments: ["stubs", "--bogus"], status: 2, message: "error: unknown option '--bogus'"),
    .init(
      arguments: ["kotlin-support"], status: 2,
      message: "error: missing --output DIRECTORY (a Kotlin source directory"),
    .init(
      arguments: ["kotlin-support", "--output", "o", "--package", "com.fun"], status: 2,
      message: "error: 'fun' is a Kotlin keyword"),
    .init(
      arguments: ["kotlin-support", "--output", "o", "--package", "com..x"], status: 2,
      message: "error: 'com..x' is not a Kotlin package name"),
    .init(
      arguments: ["kotlin-support", "--output", "o", "--packge", "x"], status: 2,
      message: "error: unknown option '--packge'; did you mean '--package'?"),
    .init(
      arguments: ["kotlin-support", "--output", "/proc/kmp-bridge-never", "--quiet"], status: 1,
      message: "/proc/kmp-bridge-never/kmpbridge:1:1: error: cannot create the directory"),
    .init(
      arguments: ["generate", "--binary-option", "gc=cms"], status: 2,
      message: "error: unknown binary option 'gc'; the options that change Swift names are"),
    .init(
      arguments: ["generate", "--binary-option", "="], status: 2,
      message: "error: --binary-option takes NAME=true or NAME=false, not '='"),
    .init(
      arguments: ["generate", "--binary-option", "=true"], status: 2,
      message: "error: --binary-option takes NAME=true or NAME=false, not '=true'"),
    .init(
      arguments: ["generate", "--binary-option", "objcExportIgnoreInterfaceMethodCollisions"],
      status: 2,
      message: "error: --binary-option takes NAME=true or NAME=false, not "
        + "'objcExportIgnoreInterfaceMethodCollisions'"),
  ]

  @Test("misuse gets a clear message and the documented exit code", arguments: misuses)
  func misuse(_ misuse: Misuse) throws {
    let directory = FileManager.default.temporaryDirectory
    let result = try kmpBridge(misuse.arguments, in: directory)
    #expect(result.status == misuse.status, "\(result.stdout)\(result.stderr)")
    #expect((result.stderr + result.stdout).contains(misuse.message), "\(result.stderr)")
  }

  @Test("a broken configuration file is reported at its line and column")
  func brokenConfiguration() throws {
    let project = try makeProject()
    defer { try? FileManager.default.removeItem(at: project) }
    let ios = project.appendingPathComponent("ios")
    try Data("{\n  \"sourceSets\": [\"x\"],\n  \"framwork\": \"shared\"\n}\n".utf8)
      .write(to: ios.appendingPathComponent("kmp-bridge.json"))
    let result = try kmpBridge(["generate"], in: ios)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "kmp-bridge.json:3:3: error: unknown key 'framwork'; did you mean 'framework'?"),
      "\(result.stderr)")
    #expect(result.stderr.contains("kmp-bridge.json:1:1: error: missing required key 'framework'"))
  }
}
