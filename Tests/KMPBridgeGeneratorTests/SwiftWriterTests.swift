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
}
