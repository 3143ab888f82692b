import Foundation
import KotlinSyntax
import Testing

@testable import KMPBridgeGenerator

@Suite("Pipeline", .serialized)
struct PipelineTests {
  /// A small module in a temporary directory, with its output directory beside it.
  func makeProject() throws -> (TemporaryDirectory, GeneratorConfiguration) {
    let directory = try TemporaryDirectory()
    try directory.write(
      """
      package com.example
      sealed class State {
          object Idle : State()
          data class Loaded(val count: Int) : State()
      }
      """, to: "src/commonMain/kotlin/com/example/State.kt")
    try directory.write(
      """
      package com.example
      enum class Tab { POSTS, ABOUT }
      """, to: "src/commonMain/kotlin/com/example/Tab.kt")
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin")], framework: "Shared",
      mode: .objectiveC, output: directory.file("out"))
    return (directory, configuration)
  }

  func modificationDate(_ path: String) throws -> Date {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
  }

  @Test("a first run writes one file per Kotlin file with glue, plus the support file")
  func firstRun() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    let report = try Generator(configuration: configuration).generate()
    #expect(
      Set(report.plan.writes.map(\.relativePath)) == [
        "commonMain/com/example/State.swift", "commonMain/com/example/Tab.swift",
        "KMPBridgeSupport.swift",
      ])
    #expect(FileManager.default.fileExists(atPath: directory.file("out/.kmp-bridge-manifest.json")))
  }

  @Test("a re-run with no change parses nothing and writes nothing")
  func noOpRerun() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let written = try modificationDate(directory.file("out/KMPBridgeSupport.swift"))
    let report = try Generator(configuration: configuration).generate()
    #expect(report.skippedParsing)
    #expect(report.plan.writes.isEmpty)
    #expect(try modificationDate(directory.file("out/KMPBridgeSupport.swift")) == written)
  }

  @Test("changing one Kotlin file rewrites only its output")
  func incremental() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try directory.write(
      """
      package com.example
      enum class Tab { POSTS, ABOUT, SKILLS }
      """, to: "src/commonMain/kotlin/com/example/Tab.kt")
    let report = try Generator(configuration: configuration).generate()
    #expect(report.plan.writes.map(\.relativePath) == ["commonMain/com/example/Tab.swift"])
    #expect(report.plan.unchanged.count == 2)
  }

  @Test("an output whose source was deleted is removed")
  func staleOutputRemoved() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try FileManager.default.removeItem(
      atPath: directory.file("src/commonMain/kotlin/com/example/Tab.kt"))
    let report = try Generator(configuration: configuration).generate()
    #expect(report.plan.removals == ["commonMain/com/example/Tab.swift"])
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.file("out/commonMain/com/example/Tab.swift")))
  }

  @Test(
    "without the manifest (a fresh checkout), an output whose source is gone is found and removed")
  func staleOutputRemovedWithoutManifest() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try directory.write("// mine", to: "out/commonMain/Handwritten.swift")
    try FileManager.default.removeItem(atPath: directory.file("out/.kmp-bridge-manifest.json"))
    try FileManager.default.removeItem(
      atPath: directory.file("src/commonMain/kotlin/com/example/Tab.kt"))
    let check = try Generator(configuration: configuration).check()
    #expect(check.plan.removals == ["commonMain/com/example/Tab.swift"])
    #expect(!check.plan.isEmpty)
    let report = try Generator(configuration: configuration).generate()
    #expect(report.plan.removals == ["commonMain/com/example/Tab.swift"])
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.file("out/commonMain/com/example/Tab.swift")))
    #expect(
      FileManager.default.fileExists(atPath: directory.file("out/commonMain/Handwritten.swift")))
  }

  @Test("a no-op run removes a generated file the manifest does not list; check reports it")
  func strayOutputRemovedByNoOpRun() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let stray = "commonMain/com/example/Old.swift"
    try directory.write(
      olderGlue(from: "Old.kt"), to: "out/" + stray)
    try directory.write("// mine\n", to: "out/commonMain/com/example/Mine.swift")
    let check = try Generator(configuration: configuration).check()
    #expect(check.skippedParsing)
    #expect(check.plan.removals == [stray])
    #expect(!check.plan.isEmpty)
    #expect(FileManager.default.fileExists(atPath: directory.file("out/" + stray)))
    let report = try Generator(configuration: configuration).generate()
    #expect(report.skippedParsing)
    #expect(report.plan.removals == [stray])
    #expect(report.plan.writes.isEmpty)
    #expect(report.plan.unchanged.count == 3)
    #expect(report.summary.contains("(3 files unchanged, 1 stray removed)"))
    #expect(!FileManager.default.fileExists(atPath: directory.file("out/" + stray)))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.file("out/commonMain/com/example/Mine.swift")))
    let again = try Generator(configuration: configuration).check()
    #expect(again.plan.isEmpty)
  }

  @Test("a stray generated file in a directory of its own goes with its directory")
  func strayOutputDirectoryRemoved() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try directory.write(
      olderGlue(from: "Gone.kt"),
      to: "out/commonMain/com/gone/Gone.swift")
    let report = try Generator(configuration: configuration).generate()
    #expect(report.skippedParsing)
    #expect(report.plan.removals == ["commonMain/com/gone/Gone.swift"])
    #expect(!FileManager.default.fileExists(atPath: directory.file("out/commonMain/com/gone")))
    #expect(FileManager.default.fileExists(atPath: directory.file("out/commonMain/com/example")))
  }

  @Test(
    "another name of a listed output (as a file system that ignores case gives) is not stray")
  func aliasOfListedOutputKept() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    // A hard link: the same file under a name the manifest does not list, as `com/Example/…`
    // is `com/example/…` on APFS.
    let listed = directory.file("out/commonMain/com/example/State.swift")
    let alias = directory.file("out/commonMain/com/example/STATE.swift")
    #expect(link(listed, alias) == 0)
    let check = try Generator(configuration: configuration).check()
    #expect(check.skippedParsing && check.plan.isEmpty)
    #expect(try Generator(configuration: configuration).generate().plan.removals.isEmpty)
    // A full run (one source edited) keeps it too, where before it removed it after writing.
    try directory.write(
      "package com.example\nenum class Tab { POSTS, ABOUT, MORE }\n",
      to: "src/commonMain/kotlin/com/example/Tab.kt")
    let full = try Generator(configuration: configuration).generate()
    #expect(!full.skippedParsing)
    #expect(full.plan.removals.isEmpty)
    #expect(FileManager.default.fileExists(atPath: alias))
    #expect(FileManager.default.fileExists(atPath: listed))
  }

  @Test("generated files behind a symbolic link in the output directory are never removed")
  func symbolicLinksNotFollowed() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let elsewhere = olderGlue(from: "Other.kt")
    try directory.write(elsewhere, to: "elsewhere/Other.swift")
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("out/linked"), withDestinationPath: directory.file("elsewhere"))
    try FileManager.default.createSymbolicLink(
      atPath: directory.file("out/Linked.swift"),
      withDestinationPath: directory.file("elsewhere/Other.swift"))
    #expect(try Generator(configuration: configuration).generate().plan.removals.isEmpty)
    try FileManager.default.removeItem(atPath: directory.file("out/.kmp-bridge-manifest.json"))
    #expect(try Generator(configuration: configuration).generate().plan.removals.isEmpty)
    #expect(FileManager.default.fileExists(atPath: directory.file("elsewhere/Other.swift")))
    #expect(FileManager.default.fileExists(atPath: directory.file("out/Linked.swift")))
  }

  @Test("removing an output that another run removed first is no error")
  func removingMissingOutput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write("x", to: "out/a/Kept.swift")
    try OutputWriter.remove(["a/Gone.swift", "b/Gone.swift"], in: directory.file("out"))
    #expect(FileManager.default.fileExists(atPath: directory.file("out/a/Kept.swift")))
  }

  @Test("classes that would share one Swift name get no glue, and a warning says why")
  func ambiguousNamesNotGuessed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    for package in ["a", "b"] {
      try directory.write(
        "package com.\(package)\nsealed class S {\n  object One : S()\n}\n",
        to: "src/commonMain/kotlin/com/\(package)/S.kt")
    }
    try directory.write(
      """
      package com.c
      import kotlinx.coroutines.flow.StateFlow
      class Screen {
          val state: StateFlow<com.a.S> get() = TODO()
          val count: StateFlow<Int> get() = TODO()
      }
      sealed class Fine {
          object One : Fine()
      }
      """, to: "src/commonMain/kotlin/com/c/Screen.kt")
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin")], framework: "Shared",
      mode: .objectiveC, output: directory.file("out"))
    let report = try Generator(configuration: configuration).generate()
    let glue = try String(
      contentsOfFile: directory.file("out/commonMain/com/c/Screen.swift"), encoding: .utf8)
    #expect(glue.contains("enum FineEnum"))
    #expect(glue.contains("typedCount"))
    #expect(!glue.contains("typedState"))  // its element type would be a guess
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.file("out/commonMain/com/a/S+commonMain.com.a.swift")))
    let noGlue = report.warnings.filter { $0.message.hasPrefix("no glue for") }
    #expect(noGlue.count == 1, "\(report.warnings)")
    #expect(noGlue.first?.path.hasSuffix("com/c/Screen.kt") == true)
    // KotlinExport's own warnings, at S and S.One in both files.
    #expect(report.warnings.filter { $0.message.hasPrefix("ambiguous Swift name") }.count == 4)

    // Swift export keeps packages apart: nothing is ambiguous there.
    var swiftExport = configuration
    swiftExport.mode = .swiftExport
    swiftExport.kotlinVersion = .init(2, 4, 20)
    swiftExport.output = directory.file("out-swift")
    let files = try Generator(configuration: swiftExport).generatedFiles()
    #expect(files.contains { $0.relativePath == "commonMain/com/a/S+commonMain.com.a.swift" })
  }

  @Test("files the tool did not write are never removed")
  func foreignFilesKept() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    try directory.write("// mine", to: "out/Handwritten.swift")
    _ = try Generator(configuration: configuration).generate()
    _ = try Generator(configuration: configuration).generate()
    #expect(FileManager.default.fileExists(atPath: directory.file("out/Handwritten.swift")))
  }

  @Test("an edited output is restored by the next run")
  func editedOutputRestored() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try directory.write("// edited", to: "out/commonMain/com/example/State.swift")
    let report = try Generator(configuration: configuration).generate()
    #expect(report.plan.writes.map(\.relativePath) == ["commonMain/com/example/State.swift"])
  }

  @Test("check lists stale outputs and writes nothing")
  func check() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    #expect(try Generator(configuration: configuration).check().plan.isEmpty)
    try directory.write(
      "package com.example\nenum class Tab { ONE }\n",
      to: "src/commonMain/kotlin/com/example/Tab.kt")
    let report = try Generator(configuration: configuration).check()
    #expect(report.plan.writes.map(\.relativePath) == ["commonMain/com/example/Tab.swift"])
    let onDisk = try String(
      contentsOfFile: directory.file("out/commonMain/com/example/Tab.swift"), encoding: .utf8)
    #expect(onDisk.contains("case posts"))
  }

  @Test("Kotlin errors stop the run with their positions, and nothing is written")
  func kotlinErrors() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let before = try modificationDate(directory.file("out/commonMain/com/example/State.swift"))
    try directory.write(
      "package com.example\nenum class Tab { POSTS, \"broken }\n",
      to: "src/commonMain/kotlin/com/example/Tab.kt")
    do {
      _ = try Generator(configuration: configuration).generate()
      Issue.record("generated from broken Kotlin")
    } catch {
      let text = error.description
      #expect(text.contains("Tab.kt:2:"), "\(text)")
      #expect(text.contains(": error: "), "\(text)")
    }
    #expect(
      try modificationDate(directory.file("out/commonMain/com/example/State.swift")) == before)
  }

  @Test("a missing source set is an error naming it")
  func missingSourceSet() throws {
    let configuration = GeneratorConfiguration(
      sourceSets: ["/nonexistent/src"], framework: "Shared", mode: .objectiveC, output: "/tmp/x")
    do {
      _ = try Generator(configuration: configuration).generate()
      Issue.record("accepted")
    } catch {
      #expect(error.description == "/nonexistent/src:1:1: error: source set directory not found")
    }
  }

  @Test("writes leave no temporary files behind")
  func atomicWrites() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let everything = try FileManager.default.subpathsOfDirectory(atPath: directory.file("out"))
    #expect(!everything.contains { $0.hasSuffix(".tmp") })
  }
}
