import Testing

@testable import KotlinSyntax

/// Inputs that libFuzzer found to crash or hang the parser (Scripts/fuzz-parser), kept so that
/// the fixes stay fixed. Each file is stored byte for byte as the fuzzer wrote it.
@Suite("Fuzzer findings", .timeLimit(.minutes(1)))
struct FuzzRegressionTests {
  static let findings = Fixtures.allFiles(in: "Regressions")

  @Test("there are recorded findings")
  func findingsExist() {
    #expect(!Self.findings.isEmpty)
  }

  @Test("each finding parses to completion within bounds", arguments: findings)
  func finding(_ path: String) throws {
    let bytes = try Fixtures.bytes(path)
    let file = KotlinParser.parse(bytes, path: path)
    #expect(Invariants.violations(in: file, size: bytes.count) == [])
    _ = DeclarationDump.render(file)
  }

  @Test("a stray token in a parameter list is skipped, not looped on")
  func strayTokenInParameters() {
    let file = KotlinParser.parse(
      "class A(val .]: Int, val b: Int) {\n  val c = 1\n}", path: "s.kt")
    #expect(file.hasErrors)
    guard case .class(let type) = file.declarations.first else {
      Issue.record("class A missing")
      return
    }
    #expect(type.primaryConstructor?.parameters.map(\.name) == ["b"])
    #expect(type.properties.map(\.name) == ["c"])
  }
}
