import KotlinCorpus
import Testing

@testable import KotlinSyntax

/// The synthetic benchmark corpus is valid Kotlin as far as the parser can tell.
@Suite("Synthetic corpus through the parser")
struct CorpusParsingTests {
  @Test("every generated file parses without diagnostics")
  func corpusParses() {
    let corpus = KotlinCorpus(targetBytes: 600_000)
    var declarations = 0
    for file in corpus.files {
      let parsed = KotlinParser.parse(file.bytes, path: file.path)
      #expect(parsed.diagnostics.map(\.description) == [], "\(file.path)")
      #expect(parsed.packageName == file.packageName)
      declarations += parsed.declarationCount
    }
    #expect(declarations > 1_000)
  }
}
