/// Builds Swift source text line by line with two-space indentation.
struct SwiftWriter {
  /// The text so far, every line ending with a newline. (One growing string: the glue of a
  /// large module has hundreds of thousands of lines, and a string per line plus a join cost
  /// more than writing them.)
  private(set) var text = ""
  /// Two spaces per level of indentation.
  private var indent = ""

  /// Whether no line was added.
  var isEmpty: Bool { text.isEmpty }

  /// Adds one line at the current indentation (an empty line stays empty).
  mutating func line(_ text: String = "") {
    if !text.isEmpty {
      self.text += indent
      self.text += text
    }
    self.text += "\n"
  }

  /// Adds documentation comment lines.
  mutating func doc(_ text: String) {
    // Searched over the contiguous bytes (a plain loop, not the view's generic search).
    let hasCarriageReturn =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(13) } ?? text.utf8.contains(13)
    guard !hasCarriageReturn else {
      // With `\r\n` a line break is one character: split by characters.
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) { docLine(line) }
      return
    }
    // Otherwise every `\n` byte is a line break of its own.
    let utf8 = text.utf8
    var start = utf8.startIndex
    while let newline = utf8[start...].firstIndex(of: 10) {
      docLine(text[start..<newline])
      start = utf8.index(after: newline)
    }
    docLine(text[start...])
  }

  private mutating func docLine(_ line: Substring) {
    if line.isEmpty {
      self.line("///")
    } else {
      self.text += indent
      self.text += "/// "
      self.text += line
      self.text += "\n"
    }
  }

  /// Adds `opening`, the lines `body` writes one level deeper, then `closing`.
  mutating func block(
    _ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void
  ) {
    line(opening)
    indent += "  "
    body(&self)
    indent.removeLast(2)
    line(closing)
  }

  /// Adds a `switch` whose `case` lines `body` writes at the `switch`'s own indentation.
  mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    body(&self)
    line("}")
  }
}
