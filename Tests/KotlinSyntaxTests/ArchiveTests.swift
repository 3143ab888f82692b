import KotlinCorpus
import Testing

@testable import KotlinSyntax

/// The binary archive a parse cache keeps: what goes in comes back equal, and damaged bytes are
/// refused, never a crash.
@Suite("Syntax archive")
struct ArchiveTests {
  /// Every fixture, well-formed and broken (diagnostics, error types and recovery included).
  static func fixtureFiles() throws -> [KotlinFile] {
    let paths =
      Fixtures.kotlinFiles() + Fixtures.kotlinFiles(in: "Broken")
      + Fixtures.allFiles(in: "Regressions")
    return try paths.map { try Fixtures.parse($0) }
  }

  @Test("every fixture comes back equal, alone and all in one archive")
  func fixturesRoundTrip() throws {
    let files = try Self.fixtureFiles()
    #expect(files.count > 80)
    let reader = try SyntaxArchive.Reader(SyntaxArchive.encode(files))
    #expect(reader.count == files.count)
    for (index, file) in files.enumerated() {
      let decoded = try reader.file(at: index)
      #expect(decoded == file, "\(file.path)")
      // The dump covers what equality might not show in a failure message.
      #expect(DeclarationDump.render(decoded) == DeclarationDump.render(file), "\(file.path)")
      let alone = try SyntaxArchive.Reader(SyntaxArchive.encode([file]))
      #expect(try alone.file(at: 0) == file, "\(file.path)")
    }
  }

  @Test("the synthetic corpus comes back equal, and the archive is smaller than the source")
  func corpusRoundTrip() throws {
    let corpus = KotlinCorpus(targetBytes: 400_000)
    let files = corpus.files.map { KotlinParser.parse($0.bytes, path: $0.path) }
    let bytes = SyntaxArchive.encode(files)
    let reader = try SyntaxArchive.Reader(bytes)
    for index in files.indices {
      #expect(try reader.file(at: index) == files[index])
    }
    #expect(bytes.count < corpus.totalBytes / 2)
  }

  @Test("names equal as Swift strings but spelled with other bytes come back with their bytes")
  func canonicallyEquivalentNamesKeepTheirBytes() throws {
    // `é` precomposed and as `e` plus a combining accent: one string to Swift, two identifiers
    // to Kotlin, and a cached parse must give back the spelling each declaration had.
    let source = "class Caf\u{E9}\nclass Cafe\u{301}\n"
    let file = KotlinParser.parse(Array(source.utf8), path: "Names.kt")
    let names = file.declarations.compactMap { declaration -> String? in
      if case .class(let type) = declaration { return type.name }
      return nil
    }
    #expect(names.map { Array($0.utf8) } == [Array("Caf\u{E9}".utf8), Array("Cafe\u{301}".utf8)])
    let decoded = try SyntaxArchive.Reader(SyntaxArchive.encode([file])).file(at: 0)
    let decodedNames = decoded.declarations.compactMap { declaration -> String? in
      if case .class(let type) = declaration { return type.name }
      return nil
    }
    #expect(decodedNames.map { Array($0.utf8) } == names.map { Array($0.utf8) })
  }

  @Test("keys and the header come back without decoding a record")
  func keysAndHeader() throws {
    let files = try ["Types.kt", "Types2.kt"].map { try Fixtures.parse($0) }
    let bytes = SyntaxArchive.encode(
      [(key: "first é", file: files[0]), (key: "", file: files[1])], header: "tool 1.0")
    let reader = try SyntaxArchive.Reader(bytes)
    #expect(reader.header == "tool 1.0")
    #expect(reader.keys == ["first é", ""])
    #expect(try reader.file(at: 1) == files[1])
    #expect(try SyntaxArchive.Reader(SyntaxArchive.encode(files)).keys == ["", ""])
  }

  @Test("an empty archive and an empty file round-trip")
  func empty() throws {
    #expect(try SyntaxArchive.Reader(SyntaxArchive.encode([])).count == 0)
    let file = KotlinParser.parse("", path: "Empty.kt")
    #expect(try SyntaxArchive.Reader(SyntaxArchive.encode([file])).file(at: 0) == file)
  }

  @Test("another format version, another magic number or a missing file index are refused")
  func refusesOtherFormats() throws {
    let file = KotlinParser.parse("package a\nclass B", path: "B.kt")
    var bytes = SyntaxArchive.encode([file])
    bytes[4] &+= 1
    #expect(throws: SyntaxArchive.Failure.self) { try SyntaxArchive.Reader(bytes) }
    bytes[4] &-= 1
    bytes[0] = 0
    #expect(throws: SyntaxArchive.Failure.self) { try SyntaxArchive.Reader(bytes) }
    let reader = try SyntaxArchive.Reader(SyntaxArchive.encode([file]))
    #expect(throws: SyntaxArchive.Failure.self) { try reader.file(at: 1) }
    #expect(throws: SyntaxArchive.Failure.self) { try reader.file(at: -1) }
  }

  @Test("every truncation of an archive is refused")
  func truncations() throws {
    let files = try ["Types2.kt", "SealedHierarchy.kt", "Properties.kt"].map {
      try Fixtures.parse($0)
    }
    let bytes = SyntaxArchive.encode(files)
    for length in 0..<bytes.count {
      #expect(throws: SyntaxArchive.Failure.self) {
        let reader = try SyntaxArchive.Reader(Array(bytes[..<length]))
        for index in 0..<reader.count { _ = try reader.file(at: index) }
      }
    }
  }

  @Test("damaged bytes are refused or decoded, never a crash or a hang")
  func damage() throws {
    let file = try Fixtures.parse("Types2.kt")
    let bytes = SyntaxArchive.encode([file])
    var generator = SplitMix64(seed: 42)
    var refused = 0
    for _ in 0..<3_000 {
      var damaged = bytes
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let position = Int(generator.next() % UInt64(damaged.count))
        damaged[position] = UInt8(truncatingIfNeeded: generator.next())
      }
      do {
        let reader = try SyntaxArchive.Reader(damaged)
        for index in 0..<reader.count { _ = try reader.file(at: index) }
      } catch {
        refused += 1
      }
    }
    #expect(refused > 1_000)
  }

  @Test("a record whose line table is empty, does not start at 0 or goes back is refused")
  func badLineTables() throws {
    let file = try Fixtures.parse("Types.kt")
    for starts: [UInt32] in [[], [5], [0, 9, 4]] {
      var broken = file
      broken.lineTable = LineTable(lineStarts: starts)
      let reader = try SyntaxArchive.Reader(SyntaxArchive.encode([broken]))
      #expect(throws: SyntaxArchive.Failure.self, "\(starts)") { try reader.file(at: 0) }
    }
  }

  @Test("nesting deeper than any parse is refused without exhausting the stack")
  func deepNesting() throws {
    // A record claiming a million nested nullable types: tag 2 repeated.
    var encoder = ArchiveEncoder()
    encoder.body.append(contentsOf: repeatElement(2, count: 1_000_000))
    var decoder = ArchiveDecoder(
      cursor: ArchiveCursor(UnsafeRawBufferPointer(start: nil, count: 0)), strings: [])
    let failure = encoder.body.withUnsafeBytes { raw in
      decoder = ArchiveDecoder(cursor: ArchiveCursor(raw), strings: [])
      return Result { () throws(SyntaxArchive.Failure) in try decoder.type() }
    }
    #expect(throws: SyntaxArchive.Failure.self) { try failure.get() }
  }
}

/// The shape of a file: what it declares without where, so that the generator can tell an edit
/// inside a body (same glue) from one that changes a declaration.
@Suite("Declaration shape")
struct ShapeTests {
  static let original = """
    package com.example.profile

    /** The profile screen's state. */
    sealed interface ProfileState {
      data object Loading : ProfileState
      data class Loaded(val name: String, val posts: List<Post>) : ProfileState
    }

    class ProfileReactor(private val api: Api) {
      fun load(id: Long): Flow<ProfileState> {
        return flow { emit(ProfileState.Loading) }
      }
      val title = "Profile"
    }
    """

  static func shape(_ source: String) -> SyntaxArchive.Shape {
    SyntaxArchive.Shape(of: KotlinParser.parse(source, path: "Profile.kt"))
  }

  @Test(
    "edits of bodies, comments, blank lines and literal values keep the shape",
    arguments: [
      ("return flow { emit(ProfileState.Loading) }", "val x = 1\n    return flow { emit(x) }"),
      ("package com.example.profile\n", "package com.example.profile\n\n// A comment.\n\n"),
      ("  fun load", "  // Loads.\n\n  fun load"),
      ("val title = \"Profile\"", "val title = \"Your profile\""),
    ])
  func equalShapes(original: String, replacement: String) {
    let edited = Self.original.replacingOccurrences(of: original, with: replacement)
    #expect(edited != Self.original)
    #expect(Self.shape(edited) == Self.shape(Self.original))
  }

  @Test(
    "edits of declarations, types, modifiers, KDoc and literal types change the shape",
    arguments: [
      ("fun load(id: Long)", "fun load(id: Int)"),
      ("fun load(id: Long)", "fun reload(id: Long)"),
      ("data class Loaded", "class Loaded"),
      ("private val api", "val api"),
      ("/** The profile screen's state. */", "/** The state. */"),
      ("val title = \"Profile\"", "val title = 1"),
      ("  val title", "  @Deprecated(\"\") val title"),
    ])
  func differentShapes(original: String, replacement: String) {
    let edited = Self.original.replacingOccurrences(of: original, with: replacement)
    #expect(edited != Self.original)
    #expect(Self.shape(edited) != Self.shape(Self.original))
  }

  @Test("a file's names are compared, not their order of first use")
  func namesInPlace() {
    // With a string table, both would read "string 0, string 1".
    #expect(Self.shape("class A\nclass B") != Self.shape("class B\nclass A"))
    #expect(Self.shape("class A") != Self.shape("class B"))
  }

  @Test("a range's start or end moves with its declaration; any other position does not")
  func offsets() {
    let before = KotlinParser.parse(Self.original, path: "Profile.kt")
    let editedSource = Self.original.replacingOccurrences(
      of: "return flow {", with: "val unused = listOf(1, 2, 3)\n    return flow {")
    let after = KotlinParser.parse(editedSource, path: "Profile.kt")
    let old = SyntaxArchive.Shape(of: before)
    let new = SyntaxArchive.Shape(of: after)
    #expect(old == new)
    let oldText = Array(Self.original.utf8)
    let newText = Array(editedSource.utf8)
    func offset(of needle: String, in text: [UInt8]) -> Int {
      let bytes = Array(needle.utf8)
      return text.indices.first { Array(text[$0..<min(text.count, $0 + bytes.count)]) == bytes }!
    }
    // Names before and after the edit.
    for needle in ["title", "ProfileState {", "ProfileReactor(", "Loaded(", "String,"] {
      let moved = old.offset(of: offset(of: needle, in: oldText), in: new)
      #expect(moved == offset(of: needle, in: newText), "\(needle)")
    }
    // Inside a name, and inside a body: no range starts or ends there.
    #expect(old.offset(of: offset(of: "Reactor(", in: oldText), in: new) == nil)
    #expect(old.offset(of: offset(of: "emit(", in: oldText), in: new) == nil)
    #expect(old.offset(of: 0, in: new) == 0)
  }

  @Test("the start of a file stays only if what starts there stays")
  func startOfFile() {
    let source = "package a.b\n\nclass A\n"
    let old = Self.shape(source)
    let moved = Self.shape("// Licence.\n\n" + source)
    #expect(old == moved)
    #expect(old.offset(of: 0, in: moved) == nil)
    #expect(old.offset(of: 0, in: old) == 0)
    // `package` at 0 stays at 0 when a later declaration moves.
    let later = Self.shape("package a.b\n\n\n\nclass A\n")
    #expect(old.offset(of: 0, in: later) == 0)
  }

  @Test("ranges that shared a boundary each keep their own")
  func sharedBoundaries() {
    // The annotation and the declaration start together; the annotation's end stays, the name
    // moves with the space inserted before `class`.
    let old = Self.shape("@Ann class A\nclass B")
    let new = Self.shape("@Ann   class A\nclass B")
    #expect(old == new)
    #expect(old.offset(of: 0, in: new) == 0)
    #expect(old.offset(of: 4, in: new) == 4)
    #expect(old.offset(of: 11, in: new) == 13)
    // A property and its type end together, and still do.
    let joined = Self.shape("val a: Int")
    let spaced = Self.shape("val a:   Int")
    #expect(joined == spaced)
    #expect(joined.offset(of: 10, in: spaced) == 12)
  }
}
