/// Crossing bodies, argument lists and string literals without tokenizing them.
///
/// Function bodies are most of a Kotlin file and the parser needs nothing from them, so they are
/// crossed here byte by byte: only brackets, quotes, comment starts and backticks are looked at,
/// and a byte that is none of those costs one mask test. String templates nest code inside
/// strings inside code to any depth; an explicit stack of frames, not recursion, keeps track of
/// that, so no input can overflow the call stack.
/// The classes of bytes in `Lexer.byteClasses`.
enum ByteClass {
  /// Quotes, slashes and backticks: they matter in any code.
  static let always: UInt8 = 1
  static let brace: UInt8 = 2
  static let parenthesis: UInt8 = 4
  static let bracket: UInt8 = 8
  /// Quote, dollar, backslash and line feed: the bytes that matter inside a string.
  static let inString: UInt8 = 16
  /// Bytes that continue an identifier: ASCII letters, digits, `_` and every non-ASCII byte.
  static let identifier: UInt8 = 32

  /// The class of the brackets of a frame opened by `open`.
  static func bracket(_ open: UInt8) -> UInt8 {
    open == ASCII.leftBrace ? brace : open == ASCII.leftParenthesis ? parenthesis : bracket
  }
}

/// What is open at some point of a nested scan: a bracket pair of code, or a string literal.
struct NestingFrame {
  var isString: Bool
  var isRaw: Bool
  /// For a string, how many `$` start an interpolation (`$$"…"` needs two).
  var dollars: Int
  var open: UInt8
  var close: UInt8
  var depth: Int
  var start: Int
}

extension Lexer {
  private typealias Frame = NestingFrame

  /// How the scan of a string frame ended.
  private enum StringEnd {
    case closed
    case template
    case newline
    case endOfFile
  }

  /// Skips the bracketed group or string literal starting at `offset` and returns the offset just
  /// past its end, and whether it was closed before the end of the file.
  ///
  /// `offset` must be at `{`, `(`, `[`, `"`, or the first `$` of a multi-dollar string. Strings,
  /// templates, character literals and comments inside are crossed correctly; problems in them
  /// (and an unclosed group) are reported.
  ///
  /// - Complexity: O(n) in the bytes crossed; memory O(nesting depth).
  mutating func skipNested(from offset: Int) -> (end: Int, closed: Bool) {
    // The lexer keeps the stack's storage from one skip to the next: most bodies hold a
    // string, and an array allocated per body showed in profiles.
    var stack = frameStorage
    frameStorage = []
    stack.removeAll(keepingCapacity: true)
    defer { frameStorage = stack }
    var scan = offset
    var frame: Frame
    let first = base[offset]
    if first == ASCII.quote || first == ASCII.dollar {
      frame = openString(at: &scan)
    } else {
      frame = codeFrame(opening: first, at: offset)
      scan += 1
    }
    while true {
      if frame.isString {
        switch scanString(frame, from: &scan) {
        case .closed:
          guard let outer = stack.popLast() else { return (scan, true) }
          frame = outer
        case .newline:
          report("unterminated string literal", at: frame.start)
          guard let outer = stack.popLast() else { return (scan, false) }
          frame = outer
        case .template:
          stack.append(frame)
          frame = Frame(
            isString: false, isRaw: false, dollars: 0, open: ASCII.leftBrace,
            close: ASCII.rightBrace, depth: 1, start: scan - 1 - frame.dollars)
        case .endOfFile:
          report("unterminated string literal", at: frame.start)
          return (count, false)
        }
        continue
      }
      // Code: only the bytes set in these masks need a look; `open` and `close` are the frame's
      // own brackets, the other brackets do not matter for finding its end.
      let table = classes
      let relevant = ByteClass.always | ByteClass.bracket(frame.open)
      var depth = frame.depth
      var switchFrame = false
      // Locals, not `self.base`: the compiler cannot keep properties of a `mutating` method's
      // `self` in registers across the stores to `stack`, and reloaded both for every byte.
      let base = self.base
      let count = self.count
      while scan < count {
        // Eight uninteresting bytes at a time, with one branch for all eight.
        while scan &+ 8 <= count {
          if Lexer.classes(ofEight: base + scan, table) & relevant != 0 {
            // One of these eight matters: stop at it (the loop ends within the eight).
            while table[Int(base[scan])] & relevant == 0 { scan &+= 1 }
            break
          }
          scan &+= 8
        }
        guard scan < count else { break }
        let current = base[scan]
        if table[Int(current)] & relevant == 0 {
          scan += 1
          continue
        }
        if current == frame.open {
          depth += 1
          scan += 1
        } else if current == frame.close {
          scan += 1
          depth -= 1
          if depth == 0 {
            guard let outer = stack.popLast() else { return (scan, true) }
            frame = outer
            switchFrame = true
            break
          }
        } else if current == ASCII.quote {
          frame.depth = depth
          stack.append(frame)
          frame = openString(at: &scan)
          switchFrame = true
          break
        } else if current == ASCII.apostrophe {
          scan = skipCharacterLiteral(from: scan)
        } else if current == ASCII.slash {
          let following = byte(at: scan + 1)
          if following == ASCII.slash {
            scan = endOfLine(from: scan)
          } else if following == ASCII.star {
            scan = skipBlockComment(from: scan)
          } else {
            scan += 1
          }
        } else if current == ASCII.backtick {
          scan = skipBacktickedIdentifier(from: scan)
        } else {
          scan += 1
        }
      }
      if switchFrame { continue }
      // The end of the file inside code: report the innermost open construct.
      if stack.isEmpty {
        return (count, false)
      }
      if stack.last?.isString == true {
        report("unterminated string template", at: frame.start)
      } else {
        report("'\(Character(Unicode.Scalar(frame.open)))' is never closed", at: frame.start)
      }
      return (count, false)
    }
  }

  /// Flags of the bytes that matter inside code, indexed by byte value.
  ///
  /// `nonisolated(unsafe)` is safe here: the table is written once, by the lazy initializer of
  /// this static (which Swift runs exactly once, thread-safely), and only read afterwards. It is
  /// a raw pointer rather than an array so that the scan loop indexes it without bounds checks
  /// or retain/release.
  /// Each lexer keeps the pointer (``classes``), so that the scans do not go through the lazy
  /// initializer's check on every call.
  nonisolated(unsafe) static let byteClasses: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: 0, count: 256)
    for byte in [ASCII.quote, ASCII.apostrophe, ASCII.slash, ASCII.backtick] {
      table[Int(byte)] = ByteClass.always
    }
    for byte in [ASCII.leftBrace, ASCII.rightBrace] { table[Int(byte)] = ByteClass.brace }
    for byte in [ASCII.leftParenthesis, ASCII.rightParenthesis] {
      table[Int(byte)] = ByteClass.parenthesis
    }
    for byte in [ASCII.leftBracket, ASCII.rightBracket] { table[Int(byte)] = ByteClass.bracket }
    for byte in [ASCII.quote, ASCII.dollar, ASCII.backslash, ASCII.newline] {
      table[Int(byte)] |= ByteClass.inString
    }
    for byte in 0...255 where ASCII.isIdentifierContinue(UInt8(byte)) {
      table[byte] |= ByteClass.identifier
    }
    return UnsafePointer(table)
  }()

  /// The classes of the eight bytes at `bytes`, or-ed: one test then tells whether any of them
  /// matters.
  @inline(__always)
  private static func classes(ofEight bytes: UnsafePointer<UInt8>, _ table: UnsafePointer<UInt8>)
    -> UInt8
  {
    table[Int(bytes[0])] | table[Int(bytes[1])] | table[Int(bytes[2])] | table[Int(bytes[3])]
      | table[Int(bytes[4])] | table[Int(bytes[5])] | table[Int(bytes[6])] | table[Int(bytes[7])]
  }

  private func codeFrame(opening: UInt8, at offset: Int) -> Frame {
    let close: UInt8
    switch opening {
    case ASCII.leftParenthesis: close = ASCII.rightParenthesis
    case ASCII.leftBracket: close = ASCII.rightBracket
    default: close = ASCII.rightBrace
    }
    return Frame(
      isString: false, isRaw: false, dollars: 0, open: opening, close: close, depth: 1,
      start: offset)
  }

  /// Opens a string frame at `scan`, which is at `"` or at the `$` prefix of a multi-dollar
  /// string, and moves `scan` past the opening quotes.
  private func openString(at scan: inout Int) -> Frame {
    let start = scan
    var dollars = 0
    while scan < count && base[scan] == ASCII.dollar {
      dollars += 1
      scan += 1
    }
    if dollars == 0 {
      // Reached from code: a `$` run right before the quote is a multi-dollar prefix, since `$`
      // cannot occur in Kotlin code otherwise.
      var back = scan - 1
      while back >= 0 && base[back] == ASCII.dollar {
        dollars += 1
        back -= 1
      }
    }
    let isRaw = byte(at: scan + 1) == ASCII.quote && byte(at: scan + 2) == ASCII.quote
    scan += isRaw ? 3 : 1
    return Frame(
      isString: true, isRaw: isRaw, dollars: max(dollars, 1), open: 0, close: 0, depth: 0,
      start: start)
  }

  /// Scans string content from `scan` until the string closes, a template `${` opens, a line
  /// ends an ordinary string, or the file ends.
  private func scanString(_ frame: Frame, from scan: inout Int) -> StringEnd {
    let table = classes
    let base = self.base
    let count = self.count
    while scan < count {
      // Plain string content costs one table lookup per byte, eight bytes a branch.
      while scan &+ 8 <= count {
        if Lexer.classes(ofEight: base + scan, table) & ByteClass.inString != 0 { break }
        scan &+= 8
      }
      while scan < count && table[Int(base[scan])] & ByteClass.inString == 0 { scan += 1 }
      guard scan < count else { break }
      let current = base[scan]
      if current == ASCII.quote {
        if !frame.isRaw {
          scan += 1
          return .closed
        }
        if byte(at: scan + 1) == ASCII.quote && byte(at: scan + 2) == ASCII.quote {
          // A raw string ends at the last quote of a run of three or more: `""""` is a quote
          // followed by the closing delimiter.
          while scan < count && base[scan] == ASCII.quote { scan += 1 }
          return .closed
        }
        scan += 1
      } else if current == ASCII.dollar {
        var run = 0
        while scan < count && base[scan] == ASCII.dollar {
          run += 1
          scan += 1
        }
        if run >= frame.dollars && scan < count && base[scan] == ASCII.leftBrace {
          scan += 1
          return .template
        }
      } else if current == ASCII.backslash && !frame.isRaw {
        if byte(at: scan + 1) == ASCII.newline {
          scan += 1
          return .newline
        }
        scan = min(scan + 2, count)
      } else if current == ASCII.newline && !frame.isRaw {
        return .newline
      } else {
        scan += 1
      }
    }
    return .endOfFile
  }
}
