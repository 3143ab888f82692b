/// Builds Swift source text line by line with two-space indentation.
struct SwiftWriter {
  private(set) var lines: [String] = []
  private var indentation = 0

  /// Adds one line at the current indentation (an empty line stays empty).
  mutating func line(_ text: String = "") {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: indentation) + text)
  }

  /// Adds documentation comment lines.
  mutating func doc(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      self.line(line.isEmpty ? "///" : "/// \(line)")
    }
  }

  /// Adds `opening`, the lines `body` writes one level deeper, then `closing`.
  mutating func block(
    _ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void
  ) {
    line(opening)
    indentation += 1
    body(&self)
    indentation -= 1
    line(closing)
  }

  /// Adds a `switch` whose `case` lines `body` writes at the `switch`'s own indentation.
  mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    body(&self)
    line("}")
  }

  /// The text, ending with a newline.
  var text: String {
    lines.joined(separator: "\n") + "\n"
  }
}
