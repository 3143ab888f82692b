import KotlinSyntax

/// One parsed file of the module, with the source set it came from.
public struct ModuleFile: Sendable {
  /// The parsed file.
  public var file: KotlinFile
  /// The source set's name (`iosMain`).
  public var sourceSetName: String
  /// The source set's role.
  public var role: SourceSet.Role

  /// The package, empty for the default package.
  public var packageName: String { file.packageName ?? "" }

  /// The file name without directories (`Platform.ios.kt`).
  public var fileName: String {
    // A byte search: splitting the path into characters cost about 40,000 instructions a path.
    let path = file.path
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// A diagnostic at the start of `range` in this file.
  func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, at range: SourceRange
  ) -> Diagnostic {
    file.diagnostic(severity, message, at: range.start)
  }
}
