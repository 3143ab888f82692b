/// Small helpers for writing Swift source text.
public enum SwiftSyntax {
  /// Swift keywords that need backticks as identifiers.
  public static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  /// The identifier, backticked when it is a keyword.
  public static func escapedIdentifier(_ name: String) -> String {
    keywords.contains(name) ? "`" + name + "`" : name
  }

  /// A dotted path (`io.sentry.protocol`) with each part that is a keyword written in
  /// backticks, as ``escapedIdentifier(_:)`` writes it: a type path cannot name a keyword
  /// otherwise.
  public static func escapedPath(_ path: String) -> String {
    guard path.utf8.contains(UInt8(ascii: ".")) else { return escapedIdentifier(path) }
    return path.split(separator: ".", omittingEmptySubsequences: false)
      .map { escapedIdentifier(String($0)) }.joined(separator: ".")
  }
}
