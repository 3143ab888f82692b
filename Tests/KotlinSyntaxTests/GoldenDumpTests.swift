import Testing

@testable import KotlinSyntax

@Suite("Golden dumps of well-formed fixtures")
struct GoldenDumpTests {
  @Test("the fixture directory holds the expected number of construct fixtures")
  func fixturesExist() {
    #expect(Fixtures.kotlinFiles().count >= 25)
  }

  @Test("each well-formed fixture dumps exactly as its golden", arguments: Fixtures.kotlinFiles())
  func golden(_ path: String) throws {
    let (actual, expected) = try Fixtures.checkGolden(path)
    let golden = try #require(expected, "missing golden for \(path)")
    #expect(actual == golden)
  }

  @Test("well-formed fixtures produce no diagnostics", arguments: Fixtures.kotlinFiles())
  func noDiagnostics(_ path: String) throws {
    let file = try Fixtures.parse(path)
    #expect(file.diagnostics.map(\.description) == [])
  }
}

@Suite("Golden dumps of broken fixtures")
struct BrokenGoldenTests {
  @Test("there are at least 20 broken fixtures")
  func enoughBrokenFiles() {
    #expect(Fixtures.kotlinFiles(in: "Broken").count >= 20)
  }

  @Test(
    "each broken fixture dumps exactly as its golden", arguments: Fixtures.kotlinFiles(in: "Broken")
  )
  func golden(_ path: String) throws {
    let (actual, expected) = try Fixtures.checkGolden(path)
    let golden = try #require(expected, "missing golden for \(path)")
    #expect(actual == golden)
  }

  @Test(
    "each broken fixture reports at least one error", arguments: Fixtures.kotlinFiles(in: "Broken"))
  func reportsError(_ path: String) throws {
    let file = try Fixtures.parse(path)
    #expect(file.hasErrors)
  }
}
