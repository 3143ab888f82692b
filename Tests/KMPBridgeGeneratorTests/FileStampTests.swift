import Foundation
import Testing

@testable import KMPBridgeGenerator

/// Re-runs trust the recorded hash of a source whose stamp (inode, size, times) is unchanged,
/// instead of reading it; a source changed too recently to be sure of is read again.
@Suite("File stamps", .serialized)
struct FileStampTests {
  func makeProject() throws -> (TemporaryDirectory, GeneratorConfiguration, [String]) {
    let directory = try TemporaryDirectory()
    let relative = ["com/example/State.kt", "com/example/Tab.kt", "com/example/Flows.kt"]
    try directory.write(
      "package com.example\nsealed class State {\n  object Idle : State()\n}\n",
      to: "src/commonMain/kotlin/" + relative[0])
    try directory.write(
      "package com.example\nenum class Tab { POSTS, ABOUT }\n",
      to: "src/commonMain/kotlin/" + relative[1])
    try directory.write(
      "package com.example\nclass Holder { val count: Int = 0 }\n",
      to: "src/commonMain/kotlin/" + relative[2])
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin")], framework: "Shared",
      mode: .objectiveC, output: directory.file("out"))
    return (
      directory, configuration, relative.map { directory.file("src/commonMain/kotlin/" + $0) }
    )
  }

  /// A generator that records stamps of files changed up to the moment it starts.
  func settledGenerator(_ configuration: GeneratorConfiguration) -> Generator {
    var generator = Generator(configuration: configuration)
    generator.settlingTime = 0
    return generator
  }

  @Test("a no-op re-run reads no source when every stamp is unchanged")
  func noOpReadsNothing() throws {
    let (directory, configuration, files) = try makeProject()
    defer { directory.cleanUp() }
    let generator = settledGenerator(configuration)
    let first = try generator.generate()
    #expect(first.filesRead == files.count)
    let second = try generator.generate()
    #expect(second.skippedParsing)
    #expect(second.filesRead == 0)
  }

  @Test("outputs whose stamps are unchanged are not read; an edited output still is, and restored")
  func outputStamps() throws {
    let (directory, configuration, _) = try makeProject()
    defer { directory.cleanUp() }
    let generator = settledGenerator(configuration)
    _ = try generator.generate()
    // The first no-op records the outputs' stamps (if the first run could not); the next reads
    // no output.
    #expect(try generator.generate().skippedParsing)
    let second = try generator.generate()
    #expect(second.skippedParsing)
    #expect(second.outputsRead == 0)
    #expect(second.plan.unchanged.count == 3)
    // An output edited by hand has a new stamp: read, found different, regenerated.
    let output = directory.file("out/commonMain/com/example/Tab.swift")
    try (try String(contentsOfFile: output, encoding: .utf8) + "// edited\n").write(
      toFile: output, atomically: false, encoding: .utf8)
    let third = try generator.generate()
    #expect(!third.skippedParsing)
    #expect(third.plan.writes.map(\.relativePath) == ["commonMain/com/example/Tab.swift"])
    #expect(try !String(contentsOfFile: output, encoding: .utf8).contains("// edited"))
  }

  @Test("outputs just written are not trusted by their stamps: the next run reads them")
  func freshOutputsRead() throws {
    let (directory, configuration, _) = try makeProject()
    defer { directory.cleanUp() }
    // The default two-second settling time: the outputs were written a moment ago.
    let generator = Generator(configuration: configuration)
    _ = try generator.generate()
    let manifest = try #require(GenerationManifest.read(from: directory.file("out")))
    #expect(manifest.outputStamps.isEmpty)
    let report = try generator.generate()
    #expect(report.skippedParsing)
    #expect(report.outputsRead == 3)
  }

  @Test("after an edit only the edited source is read, and only it is parsed")
  func editReadsOne() throws {
    let (directory, configuration, files) = try makeProject()
    defer { directory.cleanUp() }
    let generator = settledGenerator(configuration)
    _ = try generator.generate()
    try "package com.example\nenum class Tab { POSTS, ABOUT, SKILLS }\n".write(
      toFile: files[1], atomically: false, encoding: .utf8)
    let report = try generator.generate()
    #expect(report.filesRead == 1)
    #expect(report.filesParsed == 1)
    #expect(report.plan.writes.map(\.relativePath) == ["commonMain/com/example/Tab.swift"])
  }

  @Test("a source touched without a change is read once, found unchanged, and its new stamp kept")
  func touchedSource() throws {
    let (directory, configuration, files) = try makeProject()
    defer { directory.cleanUp() }
    let generator = settledGenerator(configuration)
    _ = try generator.generate()
    // Rewrite the same bytes: new times, same contents.
    let bytes = try #require(FileManager.default.contents(atPath: files[0]))
    try bytes.write(to: URL(fileURLWithPath: files[0]))
    let touched = try generator.generate()
    #expect(touched.skippedParsing)
    #expect(touched.filesRead == 1)
    let next = try generator.generate()
    #expect(next.skippedParsing)
    #expect(next.filesRead == 0)
  }

  @Test(
    "a replaced file of the same size, with its old times restored, is still read (a new inode)")
  func replacedFile() throws {
    let (directory, configuration, files) = try makeProject()
    defer { directory.cleanUp() }
    let generator = settledGenerator(configuration)
    _ = try generator.generate()
    let attributes = try FileManager.default.attributesOfItem(atPath: files[1])
    let replacement = directory.file("replacement.kt")
    try "package com.example\nenum class Tab { POSTS, ABOUT }\n".replacingOccurrences(
      of: "ABOUT", with: "OTHER"
    ).write(toFile: replacement, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.modificationDate: attributes[.modificationDate]!], ofItemAtPath: replacement)
    try FileManager.default.removeItem(atPath: files[1])
    try FileManager.default.moveItem(atPath: replacement, toPath: files[1])
    let report = try generator.generate()
    #expect(report.filesRead >= 1)
    #expect(report.plan.writes.map(\.relativePath) == ["commonMain/com/example/Tab.swift"])
  }

  @Test("stamps of sources changed just before the run are not recorded, so they are read again")
  func racySourcesReadAgain() throws {
    let (directory, configuration, files) = try makeProject()
    defer { directory.cleanUp() }
    // The default two-second settling time: the sources were written a moment ago.
    let generator = Generator(configuration: configuration)
    _ = try generator.generate()
    let manifest = try #require(GenerationManifest.read(from: directory.file("out")))
    #expect(manifest.inputs.values.allSatisfy { $0.stamp == nil })
    let report = try generator.generate()
    #expect(report.skippedParsing)
    #expect(report.filesRead == files.count)
  }

  @Test("stamps round-trip through the manifest, and a malformed stamp is ignored")
  func manifestStamps() throws {
    let stamp = FileStamp(
      device: 2049, inode: 77, size: 12, modified: -5, changed: 1_700_000_000_123_456_789)
    #expect(FileStamp(text: stamp.description) == stamp)
    let largest = FileStamp(
      device: .max, inode: .max, size: .max, modified: .min, changed: .max)
    #expect(FileStamp(text: largest.description) == largest)
    for text in [
      "", "1:2:3:4", "1:2:3:4:x", "1:2:3:4:5:6", "-1:2:3:4:5", "1::3:4:5", "1:2:3:4:5:",
      " 1:2:3:4:5", "1:2:3:4:5\n", "18446744073709551616:2:3:4:5", "1:2:3:4:٥",
    ] {
      #expect(FileStamp(text: text) == nil, "\(text)")
    }
    var manifest = GenerationManifest(
      tool: "t", configuration: ContentHash(value: 1),
      inputs: [
        "a.kt": .init(size: 12, hash: ContentHash(value: 2), stamp: stamp),
        "b.kt": .init(size: 3, hash: ContentHash(value: 3)),
      ], outputs: ["A.swift": ContentHash(value: 4), "B.swift": ContentHash(value: 5)])
    manifest.outputStamps = ["A.swift": stamp]
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(manifest.json, to: GenerationManifest.fileName)
    #expect(GenerationManifest.read(from: directory.url.path) == manifest)
    try directory.write(
      manifest.json.replacingOccurrences(of: stamp.description, with: "garbage"),
      to: GenerationManifest.fileName)
    #expect(GenerationManifest.read(from: directory.url.path)?.inputs["a.kt"]?.stamp == nil)
  }
}
