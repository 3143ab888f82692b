import KotlinSyntax

/// One or more diagnostics thrown as an error: what stops a generator run.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
  /// The problems, in the compiler's format when printed.
  public var diagnostics: [Diagnostic]

  /// An error made of one diagnostic.
  public init(_ diagnostic: Diagnostic) {
    diagnostics = [diagnostic]
  }

  /// An error made of several diagnostics.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// An error about a file as a whole (no line or column), such as a missing file.
  public init(path: String, message: String) {
    diagnostics = [Diagnostic(severity: .error, message: message, path: path, line: 1, column: 1)]
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
