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
    var generator = SplitMix(seed: 42)
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

/// A small deterministic generator for the damage test.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49EB_133D_11EB
    return z ^ (z >> 31)
  }
}
