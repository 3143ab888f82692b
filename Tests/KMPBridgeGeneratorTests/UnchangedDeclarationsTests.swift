import Foundation
import Testing

@testable import KMPBridgeGenerator
@testable import KotlinSyntax

/// A run after edits that change no declaration (a body, a comment, a literal value) keeps the
/// glue without building it, and reports exactly what a full run would.
@Suite("Unchanged declarations", .serialized)
struct UnchangedDeclarationsTests {
  static let profile = """
    package com.example.profile

    sealed class ProfileState {
        object Loading : ProfileState()
        data class Loaded(val name: String, val count: Int) : ProfileState()
    }

    class ProfileStore {
        fun load(id: Long): ProfileState {
            return ProfileState.Loading
        }

        public public fun refresh() {}

        val inferred = listOf(1, 2)

        fun title() = buildTitle()
    }

    """

  static let settings = """
    package com.example.settings

    enum class Theme { LIGHT, DARK }

    class SettingsStore {
        fun theme(): Theme {
            return Theme.LIGHT
        }
        val inferredToo = mapOf(1 to 2)
    }

    """

  /// A project with both files, and its configuration writing into `out`.
  func makeProject(mode: GeneratorConfiguration.Mode = .objectiveC) throws -> (
    TemporaryDirectory, GeneratorConfiguration
  ) {
    let directory = try TemporaryDirectory()
    try directory.write(Self.profile, to: "src/commonMain/kotlin/Profile.kt")
    try directory.write(Self.settings, to: "src/commonMain/kotlin/Settings.kt")
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin")], framework: "Shared", mode: mode,
      output: directory.file("out"))
    return (directory, configuration)
  }

  /// Replaces text in a source of the project.
  func edit(
    _ directory: TemporaryDirectory, _ file: String, _ original: String, _ replacement: String
  ) throws {
    let path = directory.file("src/commonMain/kotlin/\(file)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(original), "\(original)")
    try Data(text.replacingOccurrences(of: original, with: replacement).utf8).write(
      to: URL(fileURLWithPath: path))
  }

  func outputs(_ directory: String) throws -> [String: Data] {
    var contents: [String: Data] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: directory)
    where path.hasSuffix(".swift") {
      contents[path] = FileManager.default.contents(atPath: directory + "/" + path)
    }
    return contents
  }

  /// What a run from scratch (no manifest, no cache) reports and writes for the project as it
  /// is now.
  func fullRun(_ configuration: GeneratorConfiguration, in directory: TemporaryDirectory) throws
    -> (warnings: [String], outputs: [String: Data])
  {
    var fresh = configuration
    fresh.output = directory.file("fresh-\(UUID().uuidString)")
    let report = try Generator(configuration: fresh).generate()
    #expect(!report.declarationsUnchanged)
    return (report.warnings.map(\.description), try outputs(fresh.output))
  }

  @Test(
    "a body edit keeps the glue, and reports the warnings of a full run at their new places",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport], [false, true])
  func bodyEdit(mode: GeneratorConfiguration.Mode, trustsStamps: Bool) throws {
    let (directory, configuration) = try makeProject(mode: mode)
    defer { directory.cleanUp() }
    // With no settling time, sources unchanged since the last run are not read (their stamps
    // are trusted), and the comparison has to read those it needs itself.
    func generator() -> Generator {
      var generator = Generator(configuration: configuration)
      if trustsStamps { generator.settlingTime = 0 }
      return generator
    }
    let first = try generator().generate()
    #expect(!first.declarationsUnchanged)
    // A parser warning (the repeated modifier) and the export's (inferred types), in both files.
    let descriptions = first.warnings.map(\.description)
    #expect(descriptions.contains { $0.contains("Profile.kt:13:") && $0.contains("repeated") })
    #expect(descriptions.contains { $0.contains("Profile.kt:15:") && $0.contains("inferred") })
    #expect(descriptions.contains { $0.contains("Settings.kt:") && $0.contains("inferred") })
    let before = try outputs(configuration.output)
    // A no-op right after a full run reports its warnings as they were.
    let firstNoOp = try generator().generate()
    #expect(firstNoOp.skippedParsing)
    #expect(firstNoOp.warnings == first.warnings)

    // Three lines more in a body above the warnings: they move down by three.
    try edit(
      directory, "Profile.kt", "return ProfileState.Loading",
      "val a = 1\n        val b = \"}\"\n        // {\n        return ProfileState.Loading")
    let second = try generator().generate()
    #expect(second.declarationsUnchanged)
    #expect(second.filesParsed == 1)
    #expect(second.plan.writes.isEmpty && second.plan.removals.isEmpty)
    #expect(second.summary.contains("1 files parsed, declarations unchanged"))
    #expect(try outputs(configuration.output) == before)
    let full = try fullRun(configuration, in: directory)
    #expect(second.warnings.map(\.description) == full.warnings)
    #expect(full.outputs == before)
    // The parser's warning found again, the export's moved from line 15.
    #expect(second.warnings.map(\.description).contains { $0.contains("Profile.kt:16:") })
    #expect(
      second.warnings.map(\.description).contains {
        $0.contains("Profile.kt:18:") && $0.contains("'inferred' is inferred")
      })

    // Nothing changed since: a no-op, which reports the same warnings (moved: the cache holds
    // the parse from before the edit).
    let noOp = try generator().generate()
    #expect(noOp.skippedParsing)
    #expect(noOp.warnings.map(\.description) == full.warnings)

    // A second file's body and a comment: both changed sources are compared, warnings of both
    // moved.
    try edit(directory, "Settings.kt", "return Theme.LIGHT", "return Theme.DARK // darker")
    try edit(directory, "Settings.kt", "enum class Theme", "/* Themes. */\n\nenum class Theme")
    let third = try generator().generate()
    #expect(third.declarationsUnchanged)
    #expect(third.filesParsed == 2)
    #expect(
      third.warnings.map(\.description) == (try fullRun(configuration, in: directory)).warnings)
    #expect(try outputs(configuration.output) == before)

    // A declaration changes: the glue is built, and equals a full run's.
    try edit(directory, "Profile.kt", "data class Loaded", "data class Ready")
    let fourth = try generator().generate()
    #expect(!fourth.declarationsUnchanged)
    #expect(!fourth.plan.writes.isEmpty)
    let afterDeclarationEdit = try fullRun(configuration, in: directory)
    #expect(fourth.warnings.map(\.description) == afterDeclarationEdit.warnings)
    #expect(try outputs(configuration.output) == afterDeclarationEdit.outputs)

    // And a body edit after that compares against the new build.
    try edit(directory, "Profile.kt", "val a = 1", "val a = 2")
    let fifth = try generator().generate()
    #expect(fifth.declarationsUnchanged)
    #expect(fifth.filesParsed == 1)
    #expect(
      fifth.warnings.map(\.description) == (try fullRun(configuration, in: directory)).warnings)
  }

  @Test(
    "a declaration edit builds the glue, other edits keep it; either reports what a full run would",
    arguments: [
      ("fun load(id: Long)", "fun load(id: Int)", false),
      ("object Loading", "data object Loading", false),
      ("val inferred = listOf(1, 2)", "val inferred = 3", false),
      ("class ProfileStore {", "/** The store. */\nclass ProfileStore {", false),
      ("fun title() = buildTitle()", "fun title() = buildTitle(name)", true),
      // A call's last argument's type is read (for `stateIn`'s initial value): a literal of
      // another type makes another declaration.
      ("fun title() = buildTitle()", "fun title() = buildTitle(1)", false),
      // The parser's warning goes, the declaration stays the same.
      ("public public fun refresh()", "public fun refresh()", true),
      ("public public fun refresh() {}", "public public fun refresh() { load(1) }", true),
    ])
  func edits(original: String, replacement: String, keepsGlue: Bool) throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try edit(directory, "Profile.kt", original, replacement)
    let report = try Generator(configuration: configuration).generate()
    #expect(report.declarationsUnchanged == keepsGlue)
    let full = try fullRun(configuration, in: directory)
    #expect(report.warnings.map(\.description) == full.warnings)
    #expect(try outputs(configuration.output) == full.outputs)
  }

  @Test(
    "without the parse cache, with an added source or an output changed on disk, the glue is built")
  func fullRunsWhenInDoubt() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()

    try FileManager.default.removeItem(atPath: directory.file("out/" + ParseCache.fileName))
    try edit(directory, "Profile.kt", "return ProfileState.Loading", "return  ProfileState.Loading")
    #expect(!(try Generator(configuration: configuration).generate()).declarationsUnchanged)

    try directory.write(
      "package com.example\n\nclass Added\n", to: "src/commonMain/kotlin/Added.kt")
    try edit(directory, "Profile.kt", "return  ProfileState", "return ProfileState")
    let added = try Generator(configuration: configuration).generate()
    #expect(!added.declarationsUnchanged)
    #expect(added.filesParsed == 2)

    let output = try #require(
      try outputs(configuration.output).keys.sorted().first { $0.contains("Profile") })
    let outputPath = configuration.output + "/" + output
    try Data("// edited by hand\n".utf8).write(to: URL(fileURLWithPath: outputPath))
    try edit(directory, "Profile.kt", "return ProfileState", "return  ProfileState")
    let restored = try Generator(configuration: configuration).generate()
    #expect(!restored.declarationsUnchanged)
    #expect(restored.plan.writes.map(\.relativePath).contains(output))
  }

  @Test("a warning about a whole source set stays at the top of its file")
  func sourceSetWarning() throws {
    let (directory, baseConfiguration) = try makeProject()
    defer { directory.cleanUp() }
    try directory.write(
      "package com.example\n\nclass Android {\n    val inferred = listOf(1)\n}\n",
      to: "src/androidMain/kotlin/Android.kt")
    var configuration = baseConfiguration
    configuration.sourceSets.append(directory.file("src/androidMain/kotlin"))
    let first = try Generator(configuration: configuration).generate()
    #expect(
      first.warnings.map(\.description).contains {
        $0.contains("Android.kt:1:1: warning: source set")
      })
    let path = directory.file("src/androidMain/kotlin/Android.kt")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try Data(("// Android only.\n\n" + text).utf8).write(to: URL(fileURLWithPath: path))
    let second = try Generator(configuration: configuration).generate()
    #expect(second.declarationsUnchanged)
    #expect(
      second.warnings.map(\.description) == (try fullRun(configuration, in: directory)).warnings)
  }

  @Test("undoing a kept edit reports the warnings as they were")
  func undoneEdit() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    let first = try Generator(configuration: configuration).generate()
    try edit(
      directory, "Profile.kt", "return ProfileState.Loading",
      "\n\n        return ProfileState.Loading")
    #expect(try Generator(configuration: configuration).generate().declarationsUnchanged)
    try edit(
      directory, "Profile.kt", "\n\n        return ProfileState.Loading",
      "return ProfileState.Loading")
    let undone = try Generator(configuration: configuration).generate()
    #expect(undone.declarationsUnchanged)
    #expect(undone.filesParsed == 0)
    #expect(undone.warnings == first.warnings)
  }

  @Test("a manifest that does not name the parse cache on disk never keeps the glue")
  func manifestFromAnotherRun() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let manifestPath = configuration.output + "/" + GenerationManifest.fileName
    let oldManifest = try #require(FileManager.default.contents(atPath: manifestPath))
    let oldOutputs = try outputs(configuration.output)
    // A run that changes the glue writes its outputs and cache, but (as if it were stopped or
    // its manifest could not be written) the old manifest stays; then the old outputs come
    // back (a checkout of the generated directory).
    try edit(directory, "Profile.kt", "data class Loaded", "data class Ready")
    let changing = try Generator(configuration: configuration).generate()
    #expect(!changing.plan.writes.isEmpty)
    try oldManifest.write(to: URL(fileURLWithPath: manifestPath))
    for (path, data) in oldOutputs {
      try data.write(to: URL(fileURLWithPath: configuration.output + "/" + path))
    }
    // Every source is in the cache and every output matches the manifest, yet the glue is
    // built: the cache is not the one the manifest names.
    let next = try Generator(configuration: configuration).generate()
    #expect(!next.declarationsUnchanged)
    let full = try fullRun(configuration, in: directory)
    #expect(try outputs(configuration.output) == full.outputs)
    #expect(next.warnings.map(\.description) == full.warnings)
  }

  @Test("when the parse cache cannot be written, the next body edit builds the glue")
  func unwritableCache() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    try FileManager.default.createDirectory(
      atPath: directory.file("out/" + ParseCache.fileName + "/blocker"),
      withIntermediateDirectories: true)
    _ = try Generator(configuration: configuration).generate()
    #expect(GenerationManifest.read(from: configuration.output)?.parseCache == nil)
    try edit(directory, "Profile.kt", "return ProfileState.Loading", "return  ProfileState.Loading")
    #expect(!(try Generator(configuration: configuration).generate()).declarationsUnchanged)
  }

  @Test("an older cache left on disk when a newer one could not be written is not used")
  func olderCacheLeftBehind() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let cachePath = configuration.output + "/" + ParseCache.fileName
    let olderCache = try #require(FileManager.default.contents(atPath: cachePath))
    // A declaration changes; then, as if its cache could not be written, the older cache is
    // back and the manifest names none.
    try edit(directory, "Profile.kt", "data class Loaded", "data class Ready")
    _ = try Generator(configuration: configuration).generate()
    try olderCache.write(to: URL(fileURLWithPath: cachePath))
    var manifest = try #require(GenerationManifest.read(from: configuration.output))
    #expect(manifest.parseCache != nil)
    manifest.parseCache = nil
    try Data(manifest.json.utf8).write(
      to: URL(fileURLWithPath: configuration.output + "/" + GenerationManifest.fileName))
    // The declaration goes back to what the older cache holds, with a body edit: the glue on
    // disk is the newer one's, so it must be built again.
    try edit(directory, "Profile.kt", "data class Ready", "data class Loaded")
    try edit(directory, "Profile.kt", "return ProfileState.Loading", "return  ProfileState.Loading")
    let report = try Generator(configuration: configuration).generate()
    #expect(!report.declarationsUnchanged)
    #expect(
      try outputs(configuration.output) == (try fullRun(configuration, in: directory)).outputs)
  }

  @Test("a body edit together with a change of the configuration builds the glue")
  func configurationChange() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    try edit(directory, "Profile.kt", "return ProfileState.Loading", "return  ProfileState.Loading")
    var excluding = configuration
    excluding.exclude = ["com.example.settings.*"]
    let report = try Generator(configuration: excluding).generate()
    #expect(!report.declarationsUnchanged)
    #expect(try outputs(excluding.output) == (try fullRun(excluding, in: directory)).outputs)
    #expect(try outputs(excluding.output) != (try fullRun(configuration, in: directory)).outputs)
  }

  @Test("a Kotlin error in a body stops the run as a full run does, writing nothing")
  func errorInBody() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let manifest = FileManager.default.contents(
      atPath: configuration.output + "/" + GenerationManifest.fileName)
    try edit(directory, "Profile.kt", "return ProfileState.Loading", "val s = \"unterminated")
    #expect(throws: DiagnosticError.self) { try Generator(configuration: configuration).generate() }
    #expect(
      FileManager.default.contents(atPath: configuration.output + "/" + GenerationManifest.fileName)
        == manifest)
  }

  @Test("check finds the glue up to date after a body edit, and writes nothing")
  func check() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let manifestPath = configuration.output + "/" + GenerationManifest.fileName
    let manifest = FileManager.default.contents(atPath: manifestPath)
    try edit(
      directory, "Profile.kt", "return ProfileState.Loading", "return (ProfileState.Loading)")
    let report = try Generator(configuration: configuration).check()
    #expect(report.declarationsUnchanged)
    #expect(report.plan.isEmpty)
    #expect(FileManager.default.contents(atPath: manifestPath) == manifest)
  }

  @Test("a body edit keeps the glue but removes a stray generated file, as a full run would")
  func strayOutputRemoved() throws {
    let (directory, configuration) = try makeProject()
    defer { directory.cleanUp() }
    _ = try Generator(configuration: configuration).generate()
    let stray = "commonMain/com/example/old/Old.swift"
    try directory.write(
      olderGlue(from: "Old.kt"),
      to: "out/" + stray)
    try edit(
      directory, "Profile.kt", "return ProfileState.Loading", "return (ProfileState.Loading)")
    let check = try Generator(configuration: configuration).check()
    #expect(check.declarationsUnchanged)
    #expect(check.plan.removals == [stray])
    #expect(FileManager.default.fileExists(atPath: configuration.output + "/" + stray))
    let report = try Generator(configuration: configuration).generate()
    #expect(report.declarationsUnchanged)
    #expect(report.plan.removals == [stray])
    #expect(report.plan.writes.isEmpty)
    #expect(report.summary.contains("files up to date, 1 stray removed in"))
    #expect(!FileManager.default.fileExists(atPath: configuration.output + "/" + stray))
    #expect(try outputs(configuration.output) == fullRun(configuration, in: directory).outputs)
  }

  @Test("many changed sources are not compared one by one: the glue is built")
  func manyChanges() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let count = Generator.comparableChanges(amongSources: 40) + 1
    for index in 0..<40 {
      try directory.write(
        "package com.example\n\nclass Store\(index) {\n    fun value(): Int {\n        return 1\n    }\n}\n",
        to: "src/commonMain/kotlin/Store\(index).kt")
    }
    let configuration = GeneratorConfiguration(
      sourceSets: [directory.file("src/commonMain/kotlin")], framework: "Shared",
      mode: .objectiveC, output: directory.file("out"))
    _ = try Generator(configuration: configuration).generate()
    for index in 0..<count {
      let path = directory.file("src/commonMain/kotlin/Store\(index).kt")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      try Data(text.replacingOccurrences(of: "return 1", with: "return 2").utf8).write(
        to: URL(fileURLWithPath: path))
    }
    let report = try Generator(configuration: configuration).generate()
    #expect(!report.declarationsUnchanged)
    #expect(report.filesParsed == count)
  }

  @Test("recorded warnings round-trip through the cache; damaged ones are refused")
  func recordedWarnings() throws {
    let warnings = [
      ParseCache.Warning(
        diagnostic: Diagnostic(
          severity: .warning, message: "the type of \"x\" is inferred; é\t\\", path: "A B.kt",
          line: 3, column: 14), origin: .module),
      ParseCache.Warning(
        diagnostic: Diagnostic(severity: .note, message: "", path: "C.kt", line: 1, column: 1),
        origin: .parser),
      ParseCache.Warning(
        diagnostic: Diagnostic(
          severity: .warning, message: "s", path: "D.kt", line: 100_000, column: 300),
        origin: .sourceSet),
    ]
    let bytes = ParseCache.encodeWarnings(warnings)
    #expect(ParseCache.decodeWarnings(bytes) == warnings)
    #expect(ParseCache.decodeWarnings(ParseCache.encodeWarnings([])) == [])
    for cut in 0..<bytes.count {
      #expect(ParseCache.decodeWarnings(Array(bytes[..<cut])) == nil, "cut at \(cut)")
    }
    #expect(ParseCache.decodeWarnings(bytes + [0]) == nil)
    var badOrigin = bytes
    badOrigin[1] = 9
    #expect(ParseCache.decodeWarnings(badOrigin) == nil)

    // In a cache file, a damaged warning part makes the whole cache unusable.
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let tool = "kmp-bridge test"
    let archive = ParseCache.encode(
      [
        (
          ParseCache.Key(path: "A.kt", size: 7, hash: ContentHash(value: 1)),
          KotlinParser.parse("class A", path: "A.kt")
        )
      ], tool: tool)
    let identity = try ParseCache.write(archive, warnings: warnings, to: directory.path)
    let cache = ParseCache.read(from: directory.path, tool: tool)
    #expect(cache.identity == identity)
    #expect(cache.warnings == warnings)
    #expect(cache.recording(warnings, in: directory.path) == identity)
    let other = try #require(cache.recording(Array(warnings.prefix(1)), in: directory.path))
    #expect(other != identity)
    #expect(ParseCache.read(from: directory.path, tool: tool).warnings == Array(warnings.prefix(1)))
    let path = directory.file(ParseCache.fileName)
    var damaged = try #require(FileManager.default.contents(atPath: path))
    damaged[30] ^= 0x20
    try damaged.write(to: URL(fileURLWithPath: path))
    #expect(ParseCache.read(from: directory.path, tool: tool).isEmpty)

    // The manifest names the cache.
    var manifest = GenerationManifest(
      tool: tool, configuration: ContentHash(value: 1), inputs: [:], outputs: [:])
    manifest.parseCache = identity
    for matches in [false, true] {
      manifest.parseCacheMatchesInputs = matches
      try Data(manifest.json.utf8).write(
        to: URL(fileURLWithPath: directory.file(GenerationManifest.fileName)))
      #expect(GenerationManifest.read(from: directory.path) == manifest)
    }

    // The warnings alone, as a run that changes nothing reads them: only from the cache the
    // manifest names, and never trusting the length the file gives.
    let current = try ParseCache.write(archive, warnings: warnings, to: directory.path)
    #expect(ParseCache.recordedWarnings(in: directory.path, identity: current) == warnings)
    #expect(current == identity)  // the same parses and warnings: the same cache
    #expect(ParseCache.recordedWarnings(in: directory.path, identity: other) == nil)
    var file = try #require(FileManager.default.contents(atPath: path))
    file[23] = 0x7F  // a length of about 2^63
    try file.write(to: URL(fileURLWithPath: path))
    #expect(ParseCache.recordedWarnings(in: directory.path, identity: current) == nil)
    file = Data(ParseCache.fileBytes(archive, warnings: warnings))
    file[30] ^= 0x20  // inside the warnings
    try file.write(to: URL(fileURLWithPath: path))
    #expect(ParseCache.recordedWarnings(in: directory.path, identity: current) == nil)
  }
}
