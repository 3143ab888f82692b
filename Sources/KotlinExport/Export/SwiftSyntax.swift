/// Small helpers for writing Swift source text.
public enum SwiftSyntax {
  /// Swift keywords that need backticks as identifiers.
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    // Not keywords, but a type member may have these names only in backticks (`A.Type` and
    // `A.Protocol` are the metatypes).
    "Type", "Protocol",
  ]

  /// Whether a spelled Swift type is a bare function type, `(A) -> B` (not an optional one,
  /// `((A) -> B)?`, nor a type that holds one): a parameter of such a type is `@escaping` in
  /// Swift's import of an Objective-C block and in Swift export.
  public static func isFunctionType(_ type: String) -> Bool {
    let bytes = type.utf8
    guard bytes.first == UInt8(ascii: "(") else { return false }
    var depth = 0
    var index = bytes.startIndex
    while index != bytes.endIndex {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
        // The `>` of `->` closes nothing.
        if bytes[index] == UInt8(ascii: ">"), index != bytes.startIndex,
          bytes[bytes.index(before: index)] == UInt8(ascii: "-")
        {
          break
        }
        depth -= 1
        if depth == 0 {
          let rest = type[bytes.index(after: index)...]
          return rest.hasPrefix(" ->") || rest.hasPrefix(" throws") || rest.hasPrefix(" async")
        }
      default: break
      }
      index = bytes.index(after: index)
    }
    return false
  }

  /// The identifier, backticked when it is a keyword.
  public static func escapedIdentifier(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
  }

  /// A Swift export package path (`io.sentry.protocol`) as Swift code writes it: each part as
  /// ``swiftExportIdentifier(_:)`` makes it, in backticks when it is a keyword (a type path
  /// cannot name a keyword otherwise).
  public static func escapedPath(_ path: String) -> String {
    guard path.utf8.contains(UInt8(ascii: ".")) else { return swiftExportName(path) }
    return path.split(separator: ".", omittingEmptySubsequences: false)
      .map { swiftExportName(String($0)) }.joined(separator: ".")
  }

  /// A Kotlin name as a Swift export declaration or path writes it: made an identifier
  /// (``swiftExportIdentifier(_:)``), in backticks if it is a keyword.
  public static func swiftExportName(_ kotlinName: String) -> String {
    escapedIdentifier(swiftExportIdentifier(kotlinName))
  }

  /// A Kotlin name as Swift export names it in Swift: unchanged when it is a Swift identifier;
  /// otherwise each run of characters an identifier cannot hold becomes `_u`, the hexadecimal
  /// UTF-16 code units of the run, and `_` (`with space` → `with_u20_space`, `a-b` →
  /// `a_u2d_b`). A run at the start drops its leading `_` (and takes in a first character that
  /// may only follow, such as a digit: `0times` → `u30_times`), and a run at the end its
  /// trailing one (`∞` → `u221e`). Keywords are left to ``escapedIdentifier(_:)``.
  ///
  /// Only backticked Kotlin names can need it. The Objective-C export does not do this (its
  /// names keep such characters).
  public static func swiftExportIdentifier(_ name: String) -> String {
    // The common case: an ASCII identifier.
    if let first = name.utf8.first, isASCIIHead(first),
      name.utf8.allSatisfy({ isASCIIHead($0) || ($0 >= 0x30 && $0 <= 0x39) })
    {
      return name
    }
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first else { return name }
    if isIdentifierHead(first), scalars.dropFirst().allSatisfy(isIdentifierCharacter) {
      return name
    }
    var result = ""
    var index = 0
    while index < scalars.count {
      let starts = index == 0
      let inRun = starts ? !isIdentifierHead(scalars[0]) : !isIdentifierCharacter(scalars[index])
      guard inRun else {
        result.unicodeScalars.append(scalars[index])
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, !isIdentifierCharacter(scalars[end]) { end += 1 }
      result += starts ? "u" : "_u"
      for scalar in scalars[index..<end] {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          result += hex.count < 2 ? "0" + hex : hex
        }
      }
      if end < scalars.count { result += "_" }
      index = end
    }
    return result
  }

  private static func isASCIIHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  /// Whether a character may start a Swift identifier (The Swift Programming Language,
  /// Lexical Structure, *identifier-head*).
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return isASCIIHead(UInt8(value)) }
    if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
    return identifierHeadRanges.contains { $0.contains(value) }
  }

  /// Whether a character may follow the first in a Swift identifier (*identifier-character*):
  /// a head character, a digit or a combining mark of the listed blocks. The marks U+FE21–
  /// U+FE2E are left out, as Swift export's own table leaves them out (it lists U+FE20 and
  /// U+FE2F alone), so that its names are predicted.
  static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value >= 0x30 && value <= 0x39 { return true }
    if isIdentifierHead(scalar) { return true }
    return (0x300...0x36F).contains(value) || (0x1DC0...0x1DFF).contains(value)
      || (0x20D0...0x20FF).contains(value) || value == 0xFE20 || value == 0xFE2F
  }

  /// The *identifier-head* ranges between U+0080 and U+FFFF.
  private static let identifierHeadRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
    0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
    0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
    0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
    0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
    0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
    0xFE30...0xFE44, 0xFE47...0xFFFD,
  ]
}
