internal import KotlinByteScan

/// The declaration parser: a recursive-descent parser over the lexer's tokens that skips bodies.
///
/// Recursion happens only for nested classes, types and annotations, and `depth` bounds it, so a
/// file of 100,000 `<` or nested classes ends in a diagnostic, not a stack overflow.
struct Parser {
  /// Deeper nesting of classes, types or annotations than this is reported and skipped.
  static let maximumDepth = 128
  /// More diagnostics than this in one file are dropped; the last one says so.
  static let maximumProblems = 500

  var lexer: Lexer
  var token: Token
  /// The end offset of the token before `token`.
  var previousEnd = 0
  var depth = 0
  /// The token after `token` when `peek()` has read it.
  var lookahead: Token?
  /// How many more times the parser may restart after an unclosed group.
  var restartsLeft = 8
  /// Makes names into strings, each long one once (see ``NameTable``).
  let names: NameTable

  init(base: UnsafePointer<UInt8>, count: Int) {
    lexer = Lexer(base: base, count: count)
    names = NameTable(base: base, count: count)
    token = .endOfFile
    // A shebang line is allowed only at the very start of a script file.
    if count >= 2 && base[0] == ASCII.hash && base[1] == 0x21 {
      lexer.position = lexer.endOfLine(from: 0)
    }
    token = lexer.next()
  }

  // MARK: - Moving through tokens

  mutating func advance() {
    previousEnd = token.end
    if let next = lookahead {
      token = next
      lookahead = nil
    } else {
      token = lexer.next()
    }
  }

  /// The token after `token`, without moving. It is read once and kept for `advance()`, so that
  /// looking ahead costs no second lexing and no copy of the lexer.
  mutating func peek() -> Token {
    if let lookahead { return lookahead }
    let next = lexer.next()
    lookahead = next
    return next
  }

  /// The parser's position, to look further ahead and come back. Small on purpose: taking one
  /// copies no arrays.
  struct Snapshot {
    var position: Int
    var problemCount: Int
    var token: Token
    var lookahead: Token?
    var previousEnd: Int
  }

  var snapshot: Snapshot {
    Snapshot(
      position: lexer.position, problemCount: lexer.problems.count, token: token,
      lookahead: lookahead, previousEnd: previousEnd)
  }

  mutating func restore(_ snapshot: Snapshot) {
    lexer.position = snapshot.position
    // The problems found while looking ahead will be found again.
    if lexer.problems.count > snapshot.problemCount {
      lexer.problems.removeSubrange(snapshot.problemCount...)
    }
    token = snapshot.token
    lookahead = snapshot.lookahead
    previousEnd = snapshot.previousEnd
  }

  /// Continues after the bracketed group or string that `token` opens.
  mutating func skipGroup() -> Bool {
    let (end, closed) = lexer.skipNested(from: token.start)
    lookahead = nil
    lexer.position = end
    previousEnd = end
    token = lexer.next()
    return closed
  }

  // MARK: - Reading tokens

  func keyword(_ token: Token) -> Keyword? {
    token.keyword
  }

  var currentKeyword: Keyword? { keyword(token) }

  func isKeyword(_ keyword: Keyword) -> Bool { self.keyword(token) == keyword }

  /// Whether `token` can be a declared name: an identifier that is not a hard keyword.
  func isName(_ token: Token) -> Bool {
    guard token.kind == .identifier else { return false }
    return keyword(token)?.isHard != true
  }

  /// The name a token spells, backticks removed.
  ///
  /// The work is the name table's, a class: a call on it passes one reference. Done here, in a
  /// method of this struct too large to pass in registers, every call from a mutating method
  /// copied the whole parser (200 bytes, a `memcpy` before each call in the release build).
  @inline(__always)
  func name(of token: Token) -> String {
    names.name(start: token.start, end: token.end, isBackticked: token.isBackticked)
  }

  func text(from start: Int, to end: Int) -> String {
    guard end > start else { return "" }
    return String(
      decoding: UnsafeBufferPointer(start: lexer.base + start, count: end - start), as: UTF8.self)
  }

  func range(of token: Token) -> SourceRange {
    SourceRange(start: token.start, end: token.end)
  }

  // MARK: - Diagnostics

  mutating func error(_ message: String, at offset: Int) {
    report(message, at: offset, severity: .error)
  }

  mutating func error(_ message: String) {
    report(message, at: token.start, severity: .error)
  }

  mutating func warning(_ message: String, at offset: Int) {
    report(message, at: offset, severity: .warning)
  }

  private mutating func report(_ message: String, at offset: Int, severity: Diagnostic.Severity) {
    // One problem per position: when a construct is broken, the enclosing constructs tend to
    // complain at the same token again.
    if let last = lexer.problems.last, last.offset == offset, last.severity == severity {
      return
    }
    lexer.report(message, at: offset, severity: severity)
  }

  /// A description of `token` for messages: `'}'`, `identifier 'foo'`, `end of file`.
  func describe(_ token: Token) -> String {
    switch token.kind {
    case .endOfFile: return "end of file"
    case .identifier:
      let spelled = text(from: token.start, to: min(token.end, token.start + 40))
      return "'\(spelled)'"
    case .string: return "a string literal"
    case .character: return "a character literal"
    case .number: return "a number"
    case .unknown:
      let byte = lexer.base[token.start]
      if byte == 0 { return "a NUL byte" }
      if byte >= 0x80 || byte < 0x20 || byte == 0x7F {
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
      }
      return "'\(Character(Unicode.Scalar(byte)))'"
    default:
      return "'" + text(from: token.start, to: token.end) + "'"
    }
  }

  // MARK: - Recovery

  /// Whether `token` can start a declaration (or an accessor, `init` block or annotation), the
  /// places at which the parser resynchronises after an error.
  mutating func isDeclarationStart() -> Bool {
    if token.kind == .at { return true }
    guard let keyword = currentKeyword else { return false }
    switch keyword {
    case .fun, .val, .var, .class, .interface, .object, .typealias, .constructor, .`init`, .get,
      .set, .field, .package, .import:
      return true
    case .context:
      return peek().kind == .leftParenthesis
    case .enum, .annotation:
      return keyword == .enum || peek().kind == .identifier
    case .error:
      let next = peek()
      return self.keyword(next) == .class || self.keyword(next) == .object
    default:
      guard keyword.modifier != nil else { return false }
      let next = peek()
      return next.kind == .identifier || next.kind == .at
    }
  }

  /// Whether the line content at `offset` begins with `@` or a word that can start a
  /// declaration. Looks at one word only, so that scanning many lines stays linear.
  private func startsDeclaration(at offset: Int) -> Bool {
    let base = lexer.base
    if base[offset] == ASCII.at {
      return ASCII.isIdentifierStart(lexer.byte(at: offset + 1))
    }
    let end = kbs_identifier_end(base, offset, lexer.count)
    guard
      let keyword = Keyword.lookUp(
        base + offset, length: end - offset, readable: lexer.count - offset, in: lexer.keywords)
    else { return false }
    switch keyword {
    case .fun, .val, .var, .class, .interface, .object, .typealias, .constructor, .`init`,
      .context, .enum, .annotation:
      return true
    case .error:
      return false
    default:
      return keyword.modifier != nil
    }
  }

  /// Skips tokens after an error up to the next declaration that starts a line, the `}` closing
  /// the enclosing body, or the end of the file. Always moves at least one token.
  mutating func recover() {
    var first = true
    while token.kind != .endOfFile {
      if token.kind == .rightBrace { return }
      if !first && token.newlineBefore && isDeclarationStart() { return }
      first = false
      switch token.kind {
      case .leftBrace, .leftParenthesis, .leftBracket:
        let start = token.start
        if !skipGroup() {
          recoverAfterUnclosedGroup(openedAt: start, declarationStart: start)
        }
      case .semicolon:
        advance()
        return
      default:
        advance()
      }
    }
  }

  /// After a group ran to the end of the file without closing, restarts at the first later
  /// line that begins with a declaration keyword at most as indented as the declaration the group
  /// belongs to, so that one missing `}` does not hide the rest of the file.
  mutating func recoverAfterUnclosedGroup(openedAt open: Int, declarationStart: Int) {
    let base = lexer.base
    let count = lexer.count
    // Each restart may scan to the end of the file again; a few keep broken files useful
    // without letting a file of many unclosed groups take quadratic time.
    guard restartsLeft > 0 else {
      lexer.report("'\(Character(Unicode.Scalar(base[open])))' is never closed", at: open)
      return
    }
    restartsLeft -= 1
    var lineStart = declarationStart
    while lineStart > 0 && base[lineStart - 1] != ASCII.newline { lineStart -= 1 }
    var indentation = 0
    while lineStart + indentation < count
      && (base[lineStart + indentation] == ASCII.space
        || base[lineStart + indentation] == ASCII.tab)
    {
      indentation += 1
    }
    var scan = lexer.endOfLine(from: open)
    while scan < count {
      let candidate = scan + 1
      var first = candidate
      while first < count && (base[first] == ASCII.space || base[first] == ASCII.tab) {
        first += 1
      }
      if first - candidate <= indentation && first < count && startsDeclaration(at: first) {
        // Keep what was found before the restart point; what follows will be found again.
        lexer.problems.removeAll { $0.offset >= first }
        lexer.report("'\(Character(Unicode.Scalar(base[open])))' is never closed", at: open)
        lexer.position = first
        lookahead = nil
        token = lexer.next()
        token.newlineBefore = true
        previousEnd = candidate
        return
      }
      scan = lexer.endOfLine(from: candidate)
    }
    lexer.report("'\(Character(Unicode.Scalar(base[open])))' is never closed", at: open)
  }
}
