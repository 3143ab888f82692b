import Foundation
import Testing

@testable import KMPBridgeGenerator
@testable import KotlinSyntax

/// Re-runs parse only the files that changed; everything else comes from the previous run's
/// parse cache, and the output is the same as without it.
@Suite("Parse cache", .serialized)
struct ParseCacheTests {
  /// The example app's Kotlin module (both source sets), copied into a temporary directory.
  func makeExampleProject(mode: GeneratorConfiguration.Mode) throws -> (
    TemporaryDirectory, GeneratorConfiguration
  ) {
    let directory = try TemporaryDirectory()
    let example = Fixtures.directory.appendingPathComponent(
      "../../../Examples/ProfileApp/shared/src"
    )
    .standardized
    try FileManager.default.copyItem(at: example, to: directory.url.appendingPathComponent("src"))
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin"), directory.file("src/iosMain/kotlin")],
      framework: "shared", mode: mode, output: directory.file("out"))
    return (directory, configuration)
  }

  func kotlinFiles(in directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: directory.file("src"))
      .filter { $0.hasSuffix(".kt") }.sorted().map { directory.file("src/" + $0) }
  }

  /// Appends a declaration to a Kotlin file, changing its content and its output.
  func edit(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try (text + "\nenum class AddedForTheTest { ONE, TWO }\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  /// Each file's cache key and fresh parse, as a cache holds them.
  func cacheEntries(_ files: [String]) -> [(key: ParseCache.Key, file: KotlinFile)] {
    files.map { path in
      let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
      let key = ParseCache.Key(
        path: path, size: bytes.count, hash: bytes.withUnsafeBytes { ContentHash($0) })
      return (key, KotlinParser.parse(bytes, path: path))
    }
  }

  /// The tool name this build writes into its caches.
  let tool = "kmp-bridge \(Generator.version) \(Generator.buildIdentity)"

  func outputs(of directory: TemporaryDirectory) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: directory.file("out"))
    where path.hasSuffix(".swift") {
      contents[path] = FileManager.default.contents(atPath: directory.file("out/" + path))
    }
    return contents
  }

  @Test(
    "after an edit only that file is parsed, and the output and warnings equal a run without the cache",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func editedFileOnly(mode: GeneratorConfiguration.Mode) throws {
    let (directory, configuration) = try makeExampleProject(mode: mode)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    #expect(files.count > 5)
    let first = try Generator(configuration: configuration).generate()
    #expect(first.filesParsed == files.count)
    #expect(first.filesFromCache == 0)
    #expect(FileManager.default.fileExists(atPath: directory.file("out/" + ParseCache.fileName)))

    try edit(files[files.count / 2])
    let second = try Generator(configuration: configuration).generate()
    #expect(second.filesParsed == 1)
    #expect(second.filesFromCache == files.count - 1)
    #expect(
      second.summary.contains("1 files parsed (\(files.count - 1) unchanged, from the cache)"))
    #expect(second.plan.writes.count >= 1)
    let cached = try outputs(of: directory)

    // The same sources without a cache (nor a manifest): every file parsed, the same output.
    try FileManager.default.removeItem(atPath: directory.file("out"))
    let fresh = try Generator(configuration: configuration).generate()
    #expect(fresh.filesParsed == files.count)
    #expect(fresh.filesFromCache == 0)
    #expect(try outputs(of: directory) == cached)
    #expect(second.warnings == fresh.warnings)
    #expect(second.declarations == fresh.declarations)
  }

  @Test("a damaged, cut short or foreign cache is ignored, and the next run replaces it")
  func unusableCacheIgnored() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    _ = try Generator(configuration: configuration).generate()
    let path = directory.file("out/" + ParseCache.fileName)
    let good = try #require(FileManager.default.contents(atPath: path))
    var damaged = good
    damaged[damaged.count / 2] ^= 0x5A
    let foreign = Data(
      ParseCache.fileBytes(
        ParseCache.encode(cacheEntries(files), tool: "kmp-bridge 0.0.0 another-build"),
        warnings: []))
    for (index, bytes) in [damaged, good.prefix(good.count / 3), Data(), foreign].enumerated() {
      try bytes.write(to: URL(fileURLWithPath: path))
      try edit(files[index])
      let report = try Generator(configuration: configuration).generate()
      #expect(report.filesParsed == files.count, "case \(index)")
      #expect(report.filesFromCache == 0, "case \(index)")
      // Rewritten: the next edit parses one file again.
      try edit(files[index])
      #expect(try Generator(configuration: configuration).generate().filesParsed == 1)
    }
  }

  @Test("a cached record that does not decode is parsed, and the cache is rewritten")
  func undecodableRecordRepaired() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    _ = try Generator(configuration: configuration).generate()
    // A cache with the right keys whose first record does not decode (its line table is empty).
    var entries = cacheEntries(files)
    entries[0].file.lineTable = LineTable(lineStarts: [])
    try ParseCache.write(ParseCache.encode(entries, tool: tool), to: directory.file("out"))
    // Without the manifest the run is not a no-op, and every key is in the cache.
    let manifest = directory.file("out/" + GenerationManifest.fileName)
    try FileManager.default.removeItem(atPath: manifest)
    let repairing = try Generator(configuration: configuration).generate()
    #expect(repairing.filesParsed == 1)
    #expect(repairing.filesFromCache == files.count - 1)
    try FileManager.default.removeItem(atPath: manifest)
    let repaired = try Generator(configuration: configuration).generate()
    #expect(repaired.filesParsed == 0)
    #expect(repaired.filesFromCache == files.count)
  }

  @Test("a parse cache that cannot be written does not fail the run")
  func unwritableCache() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    // A directory where the cache file would go: the rename onto it fails.
    try FileManager.default.createDirectory(
      atPath: directory.file("out/" + ParseCache.fileName + "/blocker"),
      withIntermediateDirectories: true)
    let report = try Generator(configuration: configuration).generate()
    #expect(report.plan.writes.count > 0)
    #expect(FileManager.default.fileExists(atPath: directory.file("out/KMPBridgeSupport.swift")))
  }

  @Test("a file moved unchanged is parsed again: paths are part of its diagnostics")
  func movedFileParsedAgain() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    _ = try Generator(configuration: configuration).generate()
    let moved = (files[0] as NSString).deletingLastPathComponent + "/MovedForTheTest.kt"
    try FileManager.default.moveItem(atPath: files[0], toPath: moved)
    let report = try Generator(configuration: configuration).generate()
    #expect(report.filesParsed == 1)
    #expect(report.filesFromCache == files.count - 1)
  }

  @Test("the cache holds exactly the current sources, and check never writes it")
  func cacheFollowsSources() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    _ = try Generator(configuration: configuration).generate()
    try FileManager.default.removeItem(atPath: files[0])
    _ = try Generator(configuration: configuration).generate()
    let keys = ParseCache.read(from: directory.file("out"), tool: tool).keys
    #expect(Set(keys.map(\.path)) == Set(files.dropFirst()))

    let path = directory.file("out/" + ParseCache.fileName)
    let before = try #require(FileManager.default.contents(atPath: path))
    try edit(files[1])
    let check = try Generator(configuration: configuration).check()
    #expect(check.filesParsed == 1)
    #expect(!check.plan.isEmpty)
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test("Kotlin errors found in a run leave the cache as it was")
  func errorsLeaveCache() throws {
    let (directory, configuration) = try makeExampleProject(mode: .objectiveC)
    defer { directory.cleanUp() }
    let files = try kotlinFiles(in: directory)
    _ = try Generator(configuration: configuration).generate()
    let path = directory.file("out/" + ParseCache.fileName)
    let before = try #require(FileManager.default.contents(atPath: path))
    try "package broken\nclass {\n".write(toFile: files[0], atomically: true, encoding: .utf8)
    #expect(throws: DiagnosticError.self) { try Generator(configuration: configuration).generate() }
    #expect(FileManager.default.contents(atPath: path) == before)
  }
}
