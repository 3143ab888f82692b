import Testing

@testable import KMPBridgeGenerator

@Suite("Swift writer")
struct SwiftWriterTests {
  @Test(
    "lines(_:) writes what line(_:) writes for each line: indented, empty lines left empty",
    arguments: [
      "", "\n", "one", "one\n", "one\ntwo", "\nleading", "a\n\n\nb\n", "  kept indentation\n}",
      "trailing spaces  \nünïcödé ✓\n",
    ])
  func lines(text: String) {
    var byLines = SwiftWriter()
    var byLine = SwiftWriter()
    byLines.block("enum Outer {") { $0.lines(text) }
    byLine.block("enum Outer {") { writer in
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        writer.line(String(line))
      }
    }
    #expect(byLines.text == byLine.text)
    #expect(byLines.text.hasPrefix("enum Outer {\n"))
  }

  @Test(
    "doc(_:) makes each line of the text a documentation line at the indentation",
    arguments: [
      ("", "  ///\n"),
      ("one", "  /// one\n"),
      ("one\ntwo", "  /// one\n  /// two\n"),
      ("a\n\nb\n", "  /// a\n  ///\n  /// b\n  ///\n"),
      ("ünïcödé ✓\n`x`", "  /// ünïcödé ✓\n  /// `x`\n"),
      // A carriage return before a line feed stays in its line, as one character with it.
      ("one\r\ntwo", "  /// one\r\ntwo\n"),
      ("cr\rthen\nlf", "  /// cr\rthen\n  /// lf\n"),
    ])
  func doc(text: String, expected: String) {
    var writer = SwiftWriter()
    writer.block("enum Outer {") { $0.doc(text) }
    #expect(writer.text == "enum Outer {\n" + expected + "}\n")
  }
}
