internal import KotlinByteScan

/// Turns UTF-8 bytes into tokens on demand, without allocating per token.
///
/// The lexer is a value: copying it is how the parser looks ahead and backtracks. It reads the
/// bytes through an unsafe pointer that is valid only inside the parser's
/// `withUnsafeBufferPointer` scope; no lexer outlives that scope.
struct Lexer {
  /// The first byte of the source. Never dereferenced at or past `count`.
  let base: UnsafePointer<UInt8>
  /// The number of bytes in the source.
  let count: Int
  /// The offset of the next byte to read.
  var position: Int
  /// Problems found so far, in the order they were found.
  var problems: [Problem] = []
  /// Storage for ``skipNested(from:)``'s stack of open frames, kept between calls.
  var frameStorage: [NestingFrame] = []
  /// ``singleByteTokenKinds``, read once per lexer.
  let singleByteKinds = Lexer.singleByteTokenKinds
  /// The keyword table, read once per lexer.
  let keywords = Keyword.Table.shared

  init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
    self.position = 0
  }

  /// The byte at `offset`, or 0 past the end, so lookahead needs no bounds checks of its own.
  func byte(at offset: Int) -> UInt8 {
    offset < count ? base[offset] : 0
  }

  /// Problems beyond this many are counted, not kept: a file of garbage must not make lookahead
  /// (which copies the lexer, and so the problems, when it finds one) cost more than linear time.
  static let maximumProblems = 1000

  /// How many problems were not kept because of ``maximumProblems``.
  var droppedProblems = 0

  mutating func report(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error) {
    guard problems.count < Lexer.maximumProblems else {
      droppedProblems += 1
      return
    }
    problems.append(Problem(offset: offset, severity: severity, message: message))
  }

  /// Reads the next token, skipping whitespace and comments and remembering the last KDoc.
  mutating func next() -> Token {
    let base = self.base
    let count = self.count
    var offset = position
    var newline = false
    var docStart = -1
    var docEnd = -1
    trivia: while offset < count {
      switch base[offset] {
      case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.formFeed:
        offset += 1
      case ASCII.newline:
        newline = true
        offset += 1
      case ASCII.slash:
        let following = byte(at: offset + 1)
        if following == ASCII.slash {
          offset = endOfLine(from: offset)
        } else if following == ASCII.star {
          // `/**/` is an empty block comment, not documentation.
          let isDoc = byte(at: offset + 2) == ASCII.star && byte(at: offset + 3) != ASCII.slash
          let end = skipBlockComment(from: offset)
          if isDoc {
            docStart = offset
            docEnd = end
          }
          offset = end
        } else {
          break trivia
        }
      default:
        break trivia
      }
    }
    var token = Token(
      kind: .endOfFile, newlineBefore: newline || offset == 0, isBackticked: false, start: offset,
      end: offset, docStart: docStart, docEnd: docEnd)
    guard offset < count else {
      position = offset
      token.newlineBefore = true
      return token
    }
    let first = base[offset]
    var end = offset + 1
    let single = singleByteKinds[Int(first)]
    if single != TokenKind.notSingleByte {
      // Punctuation that is a token by itself: a table load instead of a jump through a switch,
      // whose target changed from token to token and was mispredicted. `::` is the one
      // two-byte token that starts like one of these.
      let isDoubleColon = first == ASCII.colon && byte(at: end) == ASCII.colon
      token.kind = isDoubleColon ? .doubleColon : unsafeBitCast(single, to: TokenKind.self)
      end += isDoubleColon ? 1 : 0
    } else if ASCII.isIdentifierStart(first) {
      end = kbs_identifier_end(base, end, count)
      token.kind = .identifier
      if let keyword = Keyword.lookUp(
        base + offset, length: end - offset, readable: count - offset, in: keywords)
      {
        token.keywordValue = keyword.rawValue
      }
    } else if ASCII.isDigit(first) {
      end = skipNumber(from: offset)
      token.kind = .number
    } else {
      switch first {
      case ASCII.backtick:
        end = skipBacktickedIdentifier(from: offset)
        token.kind = .identifier
        token.isBackticked = true
      case ASCII.quote:
        end = skipNested(from: offset).end
        token.kind = .string
      case ASCII.dollar:
        var scan = offset
        while scan < count && base[scan] == ASCII.dollar { scan += 1 }
        if byte(at: scan) == ASCII.quote {
          end = skipNested(from: offset).end
          token.kind = .string
        } else {
          end = scan
          token.kind = .otherOperator
        }
      case ASCII.apostrophe:
        end = skipCharacterLiteral(from: offset)
        token.kind = .character
      case ASCII.minus:
        if byte(at: end) == ASCII.greater {
          end += 1
          token.kind = .arrow
        } else {
          token.kind = .otherOperator
        }
      default:
        token.kind = .unknown
      }
    }
    token.end = end
    position = end
    return token
  }

  /// The offset of the next `\n` at or after `offset`, or the end of the source.
  func endOfLine(from offset: Int) -> Int {
    var scan = offset
    while scan < count && base[scan] != ASCII.newline { scan += 1 }
    return scan
  }

  /// Skips a number literal in any of Kotlin's forms: `1_000L`, `0xFF`, `0b1010u`, `1.5e-3f`.
  func skipNumber(from offset: Int) -> Int {
    var scan = offset
    var previous: UInt8 = 0
    let isHexOrBinary =
      base[offset] == ASCII.zero
      && (byte(at: offset + 1) | 0x20 == 0x78 || byte(at: offset + 1) | 0x20 == 0x62)
    while scan < count {
      let current = base[scan]
      if ASCII.isIdentifierContinue(current) && current < 0x80 {
        previous = current
        scan += 1
      } else if current == ASCII.dot && !isHexOrBinary && ASCII.isDigit(byte(at: scan + 1))
        && previous != ASCII.dot
      {
        previous = current
        scan += 1
      } else if (current == 0x2B || current == ASCII.minus) && !isHexOrBinary
        && (previous | 0x20) == ASCII.lowerE
      {
        previous = current
        scan += 1
      } else {
        break
      }
    }
    return scan
  }

  /// Skips `` `name` ``; an identifier without its closing backtick is reported and ends at the
  /// end of its line.
  mutating func skipBacktickedIdentifier(from offset: Int) -> Int {
    var scan = offset + 1
    while scan < count {
      let current = base[scan]
      if current == ASCII.backtick { return scan + 1 }
      if current == ASCII.newline { break }
      scan += 1
    }
    report("unterminated backticked identifier", at: offset)
    return scan
  }

  /// Skips a block comment, nested ones included.
  mutating func skipBlockComment(from offset: Int) -> Int {
    var scan = offset + 2
    var depth = 1
    while scan < count {
      let current = base[scan]
      if current == ASCII.star && byte(at: scan + 1) == ASCII.slash {
        scan += 2
        depth -= 1
        if depth == 0 { return scan }
      } else if current == ASCII.slash && byte(at: scan + 1) == ASCII.star {
        scan += 2
        depth += 1
      } else {
        scan += 1
      }
    }
    report("unterminated block comment", at: offset)
    return count
  }

  /// Skips a character literal such as `'a'`, `'\n'`, `'\u0041'` or `'é'`.
  mutating func skipCharacterLiteral(from offset: Int) -> Int {
    var scan = offset + 1
    guard scan < count, base[scan] != ASCII.newline else {
      report("unterminated character literal", at: offset)
      return scan
    }
    let first = base[scan]
    if first == ASCII.apostrophe {
      report("empty character literal", at: offset)
      return scan + 1
    }
    if first == ASCII.backslash {
      scan += 2
      if byte(at: scan - 1) == ASCII.lowerU {
        var digits = 0
        while digits < 4 && scan < count && isHexDigit(base[scan]) {
          scan += 1
          digits += 1
        }
      }
    } else {
      // One UTF-8 encoded character: the lead byte says how many bytes follow.
      scan += first < 0xC0 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
    }
    if scan < count && base[scan] == ASCII.apostrophe { return scan + 1 }
    var search = min(scan, count)
    while search < count && base[search] != ASCII.newline {
      if base[search] == ASCII.apostrophe {
        report("too many characters in a character literal", at: offset)
        return search + 1
      }
      search += 1
    }
    report("unterminated character literal", at: offset)
    return min(scan, count)
  }

  func isHexDigit(_ byte: UInt8) -> Bool {
    ASCII.isDigit(byte) || (byte | 0x20 >= ASCII.lowerA && byte | 0x20 <= 0x66)
  }

  /// For each byte value that is a token by itself (`{`, `,`, `+`, a `/` that starts no comment,
  /// …), the raw value of its ``TokenKind``; ``TokenKind/notSingleByte`` for every other byte.
  /// `:` maps to ``TokenKind/colon``: ``next()`` looks for a second one.
  ///
  /// `nonisolated(unsafe)` is safe here: the table is written once, by the lazy initializer of
  /// this static (which Swift runs exactly once, thread-safely), and only read afterwards. It is
  /// a raw pointer rather than an array so that the lexer indexes it without bounds checks or
  /// retain/release. Each lexer keeps the pointer (``singleByteKinds``), so that `next()` does
  /// not go through the lazy initializer's check on every call.
  nonisolated(unsafe) static let singleByteTokenKinds: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    table.initialize(repeating: TokenKind.notSingleByte, count: 256)
    let kinds: [(UInt8, TokenKind)] = [
      (ASCII.leftBrace, .leftBrace), (ASCII.rightBrace, .rightBrace),
      (ASCII.leftParenthesis, .leftParenthesis), (ASCII.rightParenthesis, .rightParenthesis),
      (ASCII.leftBracket, .leftBracket), (ASCII.rightBracket, .rightBracket),
      (ASCII.less, .less), (ASCII.greater, .greater), (ASCII.comma, .comma), (ASCII.dot, .dot),
      (ASCII.semicolon, .semicolon), (ASCII.equals, .equals), (ASCII.question, .question),
      (ASCII.at, .at), (ASCII.star, .star), (ASCII.ampersand, .ampersand),
      (ASCII.colon, .colon),
      // ! % + / ^ | ~
      (0x21, .otherOperator), (0x25, .otherOperator), (0x2B, .otherOperator),
      (ASCII.slash, .otherOperator), (0x5E, .otherOperator), (ASCII.bar, .otherOperator),
      (0x7E, .otherOperator),
    ]
    for (byte, kind) in kinds {
      // `next()` turns an entry back into a kind with `unsafeBitCast` (`TokenKind(rawValue:)`
      // cost 30 M instructions a benchmark run): valid only while each kind is stored as its raw
      // value, which holds for implicit raw values and is checked here, once.
      precondition(
        unsafeBitCast(kind.rawValue, to: TokenKind.self) == kind,
        "TokenKind must be stored as its raw value")
      table[Int(byte)] = kind.rawValue
    }
    return UnsafePointer(table)
  }()
}
