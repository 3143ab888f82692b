import KotlinSyntax
import Testing

@testable import KotlinExport

@Suite("Annotation arguments")
struct AnnotationArgumentTests {
  private func objCName(_ arguments: String) -> ExportAnnotations {
    ExportAnnotations([
      Annotation(
        useSiteTarget: nil, name: "ObjCName", arguments: arguments,
        range: SourceRange(start: 0, end: 0))
    ])
  }

  @Test("@ObjCName reads positional, labelled and mixed arguments")
  func objCNameForms() {
    let positional = objCName(#""Objc", "Swifty", true"#)
    #expect(positional.objCName == "Objc")
    #expect(positional.swiftName == "Swifty")
    #expect(positional.isExact)

    let labelled = objCName("swiftName = \"S\",\n  exact = true, name = \"O\"")
    #expect(labelled.objCName == "O")
    #expect(labelled.swiftName == "S")
    #expect(labelled.isExact)

    // A positional argument takes the first parameter no label has used.
    let mixed = objCName(#"name = "O", "S""#)
    #expect(mixed.objCName == "O")
    #expect(mixed.swiftName == "S")
    #expect(!mixed.isExact)

    // Commas and `=` inside a string belong to it; a template or a constant is no literal name.
    let inString = objCName(#""a,b=c", "$x""#)
    #expect(inString.objCName == "a,b=c")
    #expect(inString.swiftName == nil)

    let trailingComma = objCName(#""A", "#)
    #expect(trailingComma.objCName == "A")
    #expect(trailingComma.swiftName == nil)

    let nonASCII = objCName(#"swiftName = "Grüße", name = "Gruesse""#)
    #expect(nonASCII.objCName == "Gruesse")
    #expect(nonASCII.swiftName == "Grüße")
  }

  @Test("ASCII arguments are split, trimmed and labelled as character by character")
  func bytePathMatchesModel() {
    // Every string over these pieces up to four long, and a deterministic sample of longer ones.
    let pieces = ["\"", "\\", ",", "=", " ", "\n", "\t", "a", "name", "\"x\"", "true", ""]
    var inputs: [String] = []
    func build(_ prefix: String, _ depth: Int) {
      inputs.append(prefix)
      guard depth > 0 else { return }
      for piece in pieces { build(prefix + piece, depth - 1) }
    }
    build("", 4)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(state >> 33) % pieces.count]
      }
      inputs.append(text)
    }
    var mismatches: [String] = []
    for text in inputs {
      // The byte path (which ASCII text takes) against the character path and the labelling of
      // other text.
      let parts = ExportAnnotations.splitArgumentsByCharacters(text)
      let model = parts.map(ExportAnnotations.labeled)
      let labelled = ExportAnnotations.labeledArguments(text)
      let same =
        ExportAnnotations.splitArguments(text) == parts && labelled.count == model.count
        && zip(labelled, model).allSatisfy { $0.label == $1.label && $0.value == $1.value }
      if !same { mismatches.append(text) }
    }
    #expect(inputs.count > 20_000)
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }
}
