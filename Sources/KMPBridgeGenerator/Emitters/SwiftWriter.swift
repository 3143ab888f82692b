/// Builds Swift source text line by line with two-space indentation.
struct SwiftWriter {
  /// The UTF-8 bytes so far, every line ending with a newline. (One growing byte buffer: the
  /// glue of a large module has hundreds of thousands of lines; a string per line plus a join
  /// cost more, and appending to a `String` checks uniqueness, capacity and flags each time.)
  private(set) var bytes: [UInt8] = []
  /// The levels of indentation (two spaces each).
  private var depth = 0

  /// Whether no line was added.
  var isEmpty: Bool { bytes.isEmpty }

  /// The text so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds one line at the current indentation (an empty line stays empty).
  mutating func line(_ text: String = "") {
    if !text.isEmpty {
      indent()
      append(text)
    }
    bytes.append(10)
  }

  /// Adds each line of `text` (lines end at `\n`) as ``line(_:)`` would, found by a search over
  /// the bytes rather than by splitting the string into characters.
  mutating func lines(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      var start = 0
      while true {
        let end = utf8[start...].firstIndex(of: 10) ?? utf8.count
        if end > start {
          indent()
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end]))
        }
        bytes.append(10)
        guard end < utf8.count else { return }
        start = end + 1
      }
    }
  }

  private mutating func indent() {
    for _ in 0..<depth {
      bytes.append(32)
      bytes.append(32)
    }
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private mutating func append(_ text: Substring) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
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
      indent()
      append("/// ")
      append(line)
      bytes.append(10)
    }
  }

  /// Adds `opening`, the lines `body` writes one level deeper, then `closing`.
  mutating func block(
    _ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void
  ) {
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    line(closing)
  }

  /// Adds a `switch` whose `case` lines `body` writes at the `switch`'s own indentation.
  mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    body(&self)
    line("}")
  }
}
