/// The kinds of tokens the declaration parser distinguishes.
///
/// Keywords are lexed as identifiers: almost all of Kotlin's declaration keywords are soft and
/// are names elsewhere, so the parser decides from context (see `Keyword`).
enum TokenKind: UInt8 {
  case endOfFile
  case identifier
  case number
  case string
  case character
  case leftBrace
  case rightBrace
  case leftParenthesis
  case rightParenthesis
  case leftBracket
  case rightBracket
  case less
  case greater
  case comma
  case dot
  case colon
  case doubleColon
  case semicolon
  case equals
  case question
  case at
  case arrow
  case star
  case ampersand
  case otherOperator
  /// A byte that starts no Kotlin token (NUL, `#`, a control character).
  case unknown

  /// A raw value no kind has: in ``Lexer/singleByteTokenKinds``, a byte that is not a token by
  /// itself.
  static let notSingleByte: UInt8 = 0xFF
}

/// One token: its kind, byte range, and what the trivia before it contained.
struct Token {
  var kind: TokenKind
  /// Whether a line break came between the previous token and this one.
  var newlineBefore: Bool
  /// Whether this is a backticked identifier; its range includes the backticks.
  var isBackticked: Bool
  /// For an identifier spelled like a keyword (not backticked), that keyword's raw value, else
  /// ``noKeyword``: looked up once by the lexer, however often the parser asks.
  var keywordValue: UInt8 = Token.noKeyword
  var start: Int
  var end: Int
  /// The range of the last KDoc comment in the trivia before this token, or `-1` when none.
  var docStart: Int
  var docEnd: Int

  static let noKeyword: UInt8 = 0xFF

  /// The keyword this identifier spells, if any (never for a backticked one).
  var keyword: Keyword? {
    keywordValue == Token.noKeyword ? nil : Keyword(rawValue: keywordValue)
  }

  static let endOfFile = Token(
    kind: .endOfFile, newlineBefore: true, isBackticked: false, start: 0, end: 0, docStart: -1,
    docEnd: -1)
}
