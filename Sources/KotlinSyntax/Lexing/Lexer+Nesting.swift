internal import KotlinByteScan

/// Crossing bodies, argument lists and string literals without tokenizing them.
///
/// Function bodies are most of a Kotlin file and the parser needs nothing from them, so they are
/// crossed here without tokens: only brackets, quotes, comment starts and backticks are looked at,
/// and the bytes between them are passed over sixteen at a time (`kbs_find6` in KotlinByteScan).
/// String templates nest code inside strings inside code to any depth; an explicit stack of
/// frames, not recursion, keeps track of that, so no input can overflow the call stack.

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
      // Code: only quotes, slashes, backticks and the frame's own brackets need a look; the
      // other brackets do not matter for finding its end. `kbs_find6` finds the next of them
      // sixteen bytes at a time.
      var depth = frame.depth
      var switchFrame = false
      // Locals, not `self.base`: the compiler cannot keep properties of a `mutating` method's
      // `self` in registers across the stores to `stack`, and reloaded both for every byte.
      let base = self.base
      let count = self.count
      let open = frame.open
      let close = frame.close
      code: while scan < count {
        scan = kbs_find6(
          base, scan, count, ASCII.quote, ASCII.apostrophe, ASCII.slash, ASCII.backtick, open,
          close)
        guard scan < count else { break }
        let current = base[scan]
        if current == open {
          depth += 1
          scan += 1
        } else if current == close {
          scan += 1
          depth -= 1
          if depth == 0 {
            guard let outer = stack.popLast() else { return (scan, true) }
            frame = outer
            switchFrame = true
            break code
          }
        } else if current == ASCII.quote {
          // Most strings in code hold no template: they are crossed here, and only a `${`
          // pushes frames.
          let string = openString(at: &scan)
          switch scanString(string, from: &scan) {
          case .closed:
            continue code
          case .newline:
            report("unterminated string literal", at: string.start)
            continue code
          case .template:
            frame.depth = depth
            stack.append(frame)
            stack.append(string)
            frame = Frame(
              isString: false, isRaw: false, dollars: 0, open: ASCII.leftBrace,
              close: ASCII.rightBrace, depth: 1, start: scan - 1 - string.dollars)
            switchFrame = true
            break code
          case .endOfFile:
            report("unterminated string literal", at: string.start)
            return (count, false)
          }
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
    let base = self.base
    let count = self.count
    while scan < count {
      // Plain string content is crossed sixteen bytes at a time.
      scan = kbs_find6(
        base, scan, count, ASCII.quote, ASCII.dollar, ASCII.backslash, ASCII.newline, ASCII.quote,
        ASCII.quote)
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
