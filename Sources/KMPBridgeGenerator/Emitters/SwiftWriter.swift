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
      Self.forEachLine(in: utf8) { line in
        if !line.isEmpty {
          indent()
          bytes.append(contentsOf: line)
        }
        bytes.append(10)
      }
    }
  }

  /// Calls `body` with each line of `utf8`: the bytes before each `\n`, then the bytes after the
  /// last one (a line too, empty when the text ends with `\n`).
  private static func forEachLine(
    in utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var start = 0
    while true {
      let end = utf8[start...].firstIndex(of: 10) ?? utf8.count
      body(UnsafeBufferPointer(rebasing: utf8[start..<end]))
      guard end < utf8.count else { return }
      start = end + 1
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

  /// Adds documentation comment lines.
  mutating func doc(_ text: String) {
    var text = text
    // Over the contiguous bytes: without a carriage return every `\n` byte is a line break of its
    // own. (Searching the string's UTF-8 view cost thousands of instructions per comment.)
    let done = text.withUTF8 { utf8 -> Bool in
      guard !utf8.contains(13) else { return false }
      Self.forEachLine(in: utf8) { docLine($0) }
      return true
    }
    guard !done else { return }
    // With `\r\n` a line break is one character: split by characters.
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = line
      line.withUTF8 { docLine($0) }
    }
  }

  private mutating func docLine(_ line: UnsafeBufferPointer<UInt8>) {
    indent()
    if line.isEmpty {
      append("///")
    } else {
      append("/// ")
      bytes.append(contentsOf: line)
    }
    bytes.append(10)
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
