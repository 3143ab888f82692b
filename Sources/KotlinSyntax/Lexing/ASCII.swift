internal import KotlinByteScan

/// Byte values the lexer compares against, named so that the scanning code reads as Kotlin.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let exclamation: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let ampersand: UInt8 = 0x26
  static let apostrophe: UInt8 = 0x27
  static let leftParenthesis: UInt8 = 0x28
  static let rightParenthesis: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let less: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greater: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let upperA: UInt8 = 0x41
  static let upperE: UInt8 = 0x45
  static let upperZ: UInt8 = 0x5A
  static let leftBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let rightBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let lowerA: UInt8 = 0x61
  static let lowerE: UInt8 = 0x65
  static let lowerU: UInt8 = 0x75
  static let lowerZ: UInt8 = 0x7A
  static let leftBrace: UInt8 = 0x7B
  static let bar: UInt8 = 0x7C
  static let rightBrace: UInt8 = 0x7D

  /// Whether `byte` may start an identifier; every non-ASCII byte may, so that Unicode letters
  /// (and, leniently, any other non-ASCII byte) stay inside one identifier.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return (folded >= lowerA && folded <= lowerZ) || byte == underscore || byte >= 0x80
  }

  /// Whether `byte` may continue an identifier: the lexer's vector scan (`kbs_identifier_end`)
  /// and this answer come from the one definition in KotlinByteScan.
  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    kbs_is_identifier_byte(byte) != 0
  }

  /// Whether `byte` is a decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= zero && byte <= nine
  }
}
