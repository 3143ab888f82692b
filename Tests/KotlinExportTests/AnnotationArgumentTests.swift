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

  /// How arguments were read before the byte path: character by character, every string
  /// trimmed as it is cut (a model to check the byte path against, independent of it).
  private static func modelArguments(_ text: String) -> (
    parts: [String], labelled: [(label: String?, value: String)]
  ) {
    func trimmed(_ text: Substring) -> String {
      var text = text
      while let first = text.first, " \n\t".contains(first) { text.removeFirst() }
      while let last = text.last, " \n\t".contains(last) { text.removeLast() }
      return String(text)
    }
    var parts: [String] = []
    var current = ""
    var inString = false
    var previous: Character = " "
    for character in text {
      if character == "\"" && previous != "\\" { inString.toggle() }
      if character == "," && !inString {
        parts.append(trimmed(current[...]))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let last = trimmed(current[...])
    if !last.isEmpty { parts.append(last) }
    let labelled = parts.map { part -> (label: String?, value: String) in
      guard let equals = part.firstIndex(of: "="), !part.hasPrefix("\"") else { return (nil, part) }
      return (trimmed(part[..<equals]), trimmed(part[part.index(after: equals)...]))
    }
    return (parts, labelled)
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
      let model = Self.modelArguments(text)
      let labelled = ExportAnnotations.labeledArguments(text)
      let split = ExportAnnotations.splitArguments(text)
      let same =
        split == model.parts && labelled.count == model.labelled.count
        && zip(labelled, model.labelled).allSatisfy { $0.label == $1.label && $0.value == $1.value }
      if !same { mismatches.append(text) }
    }
    #expect(inputs.count > 20_000)
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }
}
