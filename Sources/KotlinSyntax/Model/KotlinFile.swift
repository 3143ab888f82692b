/// Everything the parser extracted from one Kotlin source file.
///
/// A file is always produced, whatever the input: problems are in ``diagnostics``, and whatever
/// could be read around them is in the other properties.
public struct KotlinFile: Sendable, Hashable {
  /// The path given to the parser; it appears in diagnostics.
  public var path: String
  /// The package name (`com.example.profile`), or `nil` for the default package.
  public var packageName: String?
  /// The source range of the `package` directive, if any.
  public var packageRange: SourceRange?
  /// The import directives, in source order.
  public var imports: [Import]
  /// The `@file:` annotations.
  public var fileAnnotations: [Annotation]
  /// The top-level declarations, in source order.
  public var declarations: [Declaration]
  /// Errors and warnings, in source order.
  public var diagnostics: [Diagnostic]
  /// The line table of the source, to turn the byte offsets in ranges into lines and columns.
  public var lineTable: LineTable
  /// The size of the source in bytes.
  public var byteCount: Int

  /// Creates a file.
  public init(
    path: String, packageName: String?, packageRange: SourceRange?, imports: [Import],
    fileAnnotations: [Annotation], declarations: [Declaration], diagnostics: [Diagnostic],
    lineTable: LineTable, byteCount: Int
  ) {
    self.path = path
    self.packageName = packageName
    self.packageRange = packageRange
    self.imports = imports
    self.fileAnnotations = fileAnnotations
    self.declarations = declarations
    self.diagnostics = diagnostics
    self.lineTable = lineTable
    self.byteCount = byteCount
  }

  /// The line and column where `range` starts.
  public func location(of range: SourceRange) -> SourceLocation {
    lineTable.location(ofOffset: range.start)
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The number of declarations in the file, nested ones and enum entry members included.
  public var declarationCount: Int {
    func count(_ declarations: [Declaration]) -> Int {
      declarations.reduce(0) { total, declaration in
        guard case .class(let type) = declaration else { return total + 1 }
        let entries = type.enumEntries.reduce(0) { $0 + count($1.members) }
        return total + 1 + count(type.members) + entries
      }
    }
    return count(declarations)
  }

  /// Builds a diagnostic at a byte offset of this file.
  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, at offset: Int
  ) -> Diagnostic {
    let location = lineTable.location(ofOffset: offset)
    return Diagnostic(
      severity: severity, message: message, path: path, line: location.line,
      column: location.column)
  }
}
