import Testing

@testable import KotlinSyntax

/// Cuts files right after every declaration keyword and checks that the cut is reported at the
/// end of the file and that every declaration before the cut is still there.
@Suite("Files truncated at every declaration keyword")
struct TruncationTests {
  static let keywords = [
    "class", "interface", "object", "fun", "val", "var", "typealias", "constructor", "companion",
    "enum", "annotation", "package", "import", "init", "get", "set", "field", "context",
  ]

  /// A file that uses every keyword above, each on its own line after complete declarations.
  static let source = """
    package com.example.cut
    import kotlin.math.max
    annotation class Marker
    enum class Mode { A, B }
    interface Shape { val area: Double }
    object Registry
    typealias Name = String
    context(logger: Logger)
    fun logged() = Unit
    class Box(val size: Int) {
      constructor(text: String) : this(text.length)
      init { println(size) }
      companion object { const val LIMIT = 1 }
      var content: String = ""
        get() = field
        set(value) { field = value }
      val flow: Flow<Int>
        field = MutableStateFlow(0)
    }

    """

  struct Cut: CustomTestStringConvertible, Sendable {
    var keyword: String
    var offset: Int
    var testDescription: String { "after '\(keyword)' at byte \(offset)" }
  }

  static let cuts: [Cut] = {
    let bytes = Array(source.utf8)
    var cuts: [Cut] = []
    for keyword in keywords {
      let word = Array(keyword.utf8)
      var index = 0
      while index + word.count <= bytes.count {
        let isWord =
          Array(bytes[index..<index + word.count]) == word
          && (index == 0 || !isIdentifierByte(bytes[index - 1]))
          && (index + word.count == bytes.count || !isIdentifierByte(bytes[index + word.count]))
        if isWord { cuts.append(Cut(keyword: keyword, offset: index + word.count)) }
        index += 1
      }
    }
    return cuts
  }()

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
  }

  @Test("the whole file parses cleanly")
  func wholeFile() {
    let file = KotlinParser.parse(Self.source, path: "cut.kt")
    #expect(file.diagnostics == [])
    #expect(file.declarations.count == 7)
  }

  @Test("every keyword occurs at least once")
  func everyKeywordCut() {
    #expect(Set(Self.cuts.map(\.keyword)) == Set(Self.keywords))
  }

  @Test(
    "a cut after a keyword is an error at the end, earlier declarations survive", arguments: cuts)
  func truncated(_ cut: Cut) {
    let prefix = Array(Self.source.utf8.prefix(cut.offset))
    let file = KotlinParser.parse(prefix, path: "cut.kt")
    #expect(Invariants.violations(in: file, size: prefix.count) == [])
    // A cut after `import`, `package` or a keyword that ends a valid construct may be fine;
    // every cut that leaves a construct open must be reported, at or before the end.
    let endLocation = file.lineTable.location(ofOffset: prefix.count)
    for diagnostic in file.diagnostics {
      #expect((diagnostic.line, diagnostic.column) <= (endLocation.line, endLocation.column))
    }
    let complete = KotlinParser.parse(Self.source, path: "cut.kt")
    let survivors = complete.declarations.filter { $0.range.end < cut.offset }
    let names = Set(file.declarations.compactMap(\.name))
    for declaration in survivors {
      #expect(names.contains(declaration.name ?? ""), "\(declaration.name ?? "") lost")
    }
  }

  @Test("a cut right after a declaration keyword is reported as an error")
  func keywordAloneIsError() {
    for keyword in ["class", "interface", "object", "fun", "val", "var", "typealias"] {
      let file = KotlinParser.parse("class Kept\n\(keyword)", path: "cut.kt")
      #expect(file.hasErrors, "\(keyword)")
      #expect(file.diagnostics.first?.line == 2, "\(keyword)")
      #expect(file.declarations.first?.name == "Kept", "\(keyword)")
    }
  }
}
