import Testing

@testable import KotlinSyntax

/// Parses every prefix of every fixture: truncation at any byte must neither crash nor loop, and
/// every range and diagnostic must stay inside the prefix.
// Serialized: its quadratic work would otherwise hold every cooperative thread for its whole run
// and starve the concurrency tests that run beside it.
@Suite("Every prefix of every fixture", .serialized)
struct PrefixTests {
  static let fixtures = Fixtures.kotlinFiles() + Fixtures.kotlinFiles(in: "Broken")

  @Test("parses every prefix within bounds", arguments: fixtures)
  func everyPrefix(_ path: String) throws {
    let bytes = try Fixtures.bytes(path)
    var diagnosed = 0
    for length in 0...bytes.count {
      let file = bytes.withUnsafeBufferPointer { buffer in
        KotlinParser.parse(UnsafeBufferPointer(rebasing: buffer[..<length]), path: "prefix.kt")
      }
      #expect(Invariants.violations(in: file, size: length) == [], "prefix of \(length) bytes")
      diagnosed += file.diagnostics.isEmpty ? 0 : 1
    }
    // Cutting a file in the middle of almost anything is an error somewhere.
    #expect(diagnosed > 0)
  }
}

/// Structural checks every parse result must pass, whatever the input.
enum Invariants {
  static func violations(in file: KotlinFile, size: Int) -> [String] {
    var problems: [String] = []
    func check(_ range: SourceRange, _ what: String) {
      if range.start < 0 || range.start > range.end || range.end > size {
        problems.append("\(what) range \(range.start)..<\(range.end) outside 0..<\(size)")
      }
    }
    func visit(_ declarations: [Declaration]) {
      for declaration in declarations {
        check(declaration.range, declaration.name ?? "declaration")
        if case .class(let type) = declaration {
          check(type.nameRange, "class name")
          for entry in type.enumEntries {
            check(entry.range, entry.name)
            visit(entry.members)
          }
          visit(type.members)
        }
      }
    }
    visit(file.declarations)
    for item in file.imports { check(item.range, "import") }
    for annotation in file.fileAnnotations { check(annotation.range, "annotation") }
    let lines = file.lineTable.lineCount
    for diagnostic in file.diagnostics
    where diagnostic.line < 1 || diagnostic.line > lines
      || diagnostic.column < 1
    {
      problems.append("diagnostic outside the file: \(diagnostic)")
    }
    return problems
  }
}
