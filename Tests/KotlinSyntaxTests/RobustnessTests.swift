import KotlinCorpus
import Testing

@testable import KotlinSyntax

/// Hostile inputs: the parser must return, with bounded work and no stack overflow.
@Suite("Robustness on hostile input", .serialized, .timeLimit(.minutes(2)))
struct RobustnessTests {
  static func parse(_ bytes: [UInt8]) -> KotlinFile {
    let file = KotlinParser.parse(bytes, path: "hostile.kt")
    #expect(Invariants.violations(in: file, size: bytes.count) == [])
    return file
  }

  static func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(unit.count * count)
    for _ in 0..<count { bytes += unit }
    return bytes
  }

  @Test("100,000 opening brackets of each kind", arguments: ["(", "{", "[", "<"])
  func openingBrackets(_ bracket: String) {
    let file = Self.parse(Self.repeated(bracket, 100_000))
    #expect(file.hasErrors)
  }

  @Test("100,000 nested generic arguments in a type")
  func deepTypes() {
    let bytes = Array("val x: ".utf8) + Self.repeated("A<", 100_000) + Array("\nclass After".utf8)
    let file = Self.parse(bytes)
    #expect(file.diagnostics.contains { $0.message == "type is nested too deeply" })
    #expect(file.declarations.contains { $0.name == "After" })
  }

  @Test("100,000 nested function types and parentheses in a type")
  func deepFunctionTypes() {
    let bytes = Array("val x: ".utf8) + Self.repeated("(", 100_000) + Array("\nclass After".utf8)
    let file = Self.parse(bytes)
    #expect(file.hasErrors)
  }

  @Test("100,000 nested classes")
  func deepClasses() {
    let bytes = Self.repeated("class A {", 100_000)
    let file = Self.parse(bytes)
    #expect(file.diagnostics.contains { $0.message.contains("nested too deeply") })
  }

  @Test("100,000 nested annotations and string templates")
  func deepAnnotationsAndTemplates() {
    _ = Self.parse(Array("val x: ".utf8) + Self.repeated("@A<", 50_000))
    _ = Self.parse(Array("val x = ".utf8) + Self.repeated("\"${", 100_000))
    _ = Self.parse(Array("val x = ".utf8) + Self.repeated("\"\"\"${", 100_000))
  }

  @Test("a 10 MB single line")
  func longLine() {
    let body = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000_000)
    let file = Self.parse(Array("val x = \"".utf8) + body + Array("\"; class After".utf8))
    #expect(file.diagnostics == [])
    #expect(file.declarations.compactMap(\.name) == ["x", "After"])
    let identifier = Self.parse(body)
    #expect(identifier.lineTable.lineCount == 1)
  }

  @Test("NUL bytes and control characters are reported, not fatal")
  func controlBytes() {
    let file = Self.parse(Array("class A\u{0}\u{1}\u{7F}\nclass B".utf8))
    #expect(file.hasErrors)
    #expect(file.declarations.compactMap(\.name) == ["A", "B"])
  }

  @Test("invalid UTF-8 is reported at its byte")
  func invalidUTF8() {
    let file = Self.parse(
      Array("class A\n// ".utf8) + [0xFF, 0xC0, 0x80] + Array("\nclass B".utf8))
    #expect(
      file.diagnostics.map(\.description) == ["hostile.kt:2:4: error: invalid UTF-8 byte sequence"])
    #expect(file.declarations.compactMap(\.name) == ["A", "B"])
  }

  @Test("overlong encodings and surrogates are invalid, real multi-byte characters are not")
  func utf8Validation() {
    #expect(Self.parse([0xC0, 0xAF]).hasErrors)
    #expect(Self.parse([0xED, 0xA0, 0x80]).hasErrors)
    #expect(Self.parse([0xF4, 0x90, 0x80, 0x80]).hasErrors)
    #expect(!Self.parse(Array("val é = \"😀\"".utf8)).hasErrors)
  }

  @Test("unbalanced closing brackets everywhere")
  func closingBrackets() {
    let file = Self.parse(Self.repeated("}) ]\n", 20_000) + Array("class After".utf8))
    #expect(file.declarations.compactMap(\.name) == ["After"])
    #expect(file.diagnostics.count <= 501)
  }

  @Test("many unclosed bodies do not take quadratic time")
  func manyUnclosedBodies() {
    let file = Self.parse(Self.repeated("fun f() {\n", 200_000))
    #expect(file.hasErrors)
  }

  @Test("deterministic random byte soup", arguments: 0..<8)
  func randomBytes(_ seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    for size in [1, 7, 64, 1_000, 50_000] {
      let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      _ = Self.parse(bytes)
    }
  }

  @Test("deterministic random Kotlin-token soup", arguments: 0..<8)
  func randomTokens(_ seed: Int) {
    let pieces = [
      "class", "fun", "val", "var", "object", "interface", "enum", "(", ")", "{", "}", "<", ">",
      "\"", "\"\"\"", "${", "'", "/*", "*/", "//", "\n", "@", ":", ",", "=", "by", "where", "`",
      "$$\"", "companion", "context", "get", "set", "field", ";", "?", "->", "&", "*", "A", "b",
    ]
    var random = SplitMix64(seed: UInt64(seed) &+ 1_000)
    for _ in 0..<40 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(random.next() % 400) {
        bytes += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8) + [0x20]
      }
      _ = Self.parse(bytes)
    }
  }
}
