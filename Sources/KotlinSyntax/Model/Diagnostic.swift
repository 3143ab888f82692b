/// A problem found in a source file, printed in the compiler's format so that Xcode and editors
/// show it at the right place.
///
/// Later stages of the generator report their own problems with this same type.
///
/// ```swift
/// let diagnostic = Diagnostic(
///   severity: .error, message: "unterminated string literal", path: "A.kt", line: 3, column: 9)
/// print(diagnostic)  // A.kt:3:9: error: unterminated string literal
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The construct could not be read; what it declared is missing or incomplete.
    case error
    /// The construct was read, but something about it is suspicious.
    case warning
    /// Extra information attached to another diagnostic.
    case note
  }

  /// How serious the problem is.
  public var severity: Severity
  /// What went wrong, in lower case without a final period, as compilers write it.
  public var message: String
  /// The path of the file, as given to the parser.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column in UTF-8 bytes.
  public var column: Int

  /// Creates a diagnostic.
  public init(severity: Severity, message: String, path: String, line: Int, column: Int) {
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column: severity: message`, the format of clang and swiftc.
  public var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
