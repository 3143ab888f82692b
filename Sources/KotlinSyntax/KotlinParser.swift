/// Reads the declarations of Kotlin source files.
///
/// The parser never fails and never traps: whatever the bytes, it returns a ``KotlinFile`` with
/// what it could read and a ``Diagnostic`` for each problem. Function bodies, initializers and
/// default values are skipped by bracket matching (strings, templates, character literals and
/// comments respected), so only declarations cost real parsing.
///
/// ```swift
/// let file = KotlinParser.parse(Array(source.utf8), path: "Profile.kt")
/// for case .class(let type) in file.declarations where type.modifiers.contains(.sealed) {
///   print(type.name ?? "", type.nestedClasses.map(\.name))
/// }
/// file.diagnostics.forEach { print($0) }  // Profile.kt:12:5: error: …
/// ```
///
/// > Important: Column numbers count UTF-8 bytes, as clang and swiftc do.
public enum KotlinParser {
  /// Parses Kotlin source bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents; need not be valid UTF-8.
  ///   - path: The path to print in diagnostics.
  /// - Returns: The file's declarations and diagnostics.
  /// - Complexity: O(n) time and memory in the number of bytes.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> KotlinFile {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return KotlinFile(
        path: path, packageName: nil, packageRange: nil, imports: [], fileAnnotations: [],
        declarations: [], diagnostics: [],
        lineTable: LineTable(UnsafeBufferPointer(start: nil, count: 0)),
        byteCount: 0)
    }
    // Offsets are 32-bit in the tree: beyond 4 GiB, only the first part is read.
    let limit = Int(UInt32.max)
    let count = min(bytes.count, limit)
    var parser = Parser(base: base, count: count)
    let contents = parser.parseFile()
    let (lineTable, hasNonASCII) = LineTable.scan(bytes)
    var problems = parser.lexer.problems
    if hasNonASCII {
      problems += UTF8Check.problems(in: UnsafeBufferPointer(start: base, count: count))
    }
    if bytes.count > limit {
      problems.append(
        Problem(
          offset: limit, severity: .error, message: "only the first 4 GiB of the file are read"))
    }
    let diagnostics = makeDiagnostics(
      problems, dropped: parser.lexer.droppedProblems, lineTable: lineTable, path: path)
    return KotlinFile(
      path: path, packageName: contents.packageName, packageRange: contents.packageRange,
      imports: contents.imports, fileAnnotations: contents.fileAnnotations,
      declarations: contents.declarations, diagnostics: diagnostics, lineTable: lineTable,
      byteCount: bytes.count)
  }

  /// Parses Kotlin source bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents; need not be valid UTF-8.
  ///   - path: The path to print in diagnostics.
  /// - Returns: The file's declarations and diagnostics.
  public static func parse(_ bytes: [UInt8], path: String) -> KotlinFile {
    bytes.withUnsafeBufferPointer { parse($0, path: path) }
  }

  /// Parses Kotlin source text.
  ///
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - path: The path to print in diagnostics.
  /// - Returns: The file's declarations and diagnostics.
  public static func parse(_ source: String, path: String) -> KotlinFile {
    var source = source
    return source.withUTF8 { parse($0, path: path) }
  }

  /// Sorts problems into source order, caps their number and converts offsets to locations.
  private static func makeDiagnostics(
    _ problems: [Problem], dropped: Int, lineTable: LineTable, path: String
  ) -> [Diagnostic] {
    guard !problems.isEmpty else { return [] }
    // A stable sort keeps problems at one offset in the order they were found.
    let sorted = problems.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }.map(\.element)
    var diagnostics: [Diagnostic] = []
    for problem in sorted.prefix(Parser.maximumProblems) {
      let location = lineTable.location(ofOffset: problem.offset)
      diagnostics.append(
        Diagnostic(
          severity: problem.severity, message: problem.message, path: path, line: location.line,
          column: location.column))
    }
    let hidden = sorted.count - diagnostics.count + dropped
    if hidden > 0, let last = diagnostics.last {
      diagnostics.append(
        Diagnostic(
          severity: .note, message: "\(hidden) more problems are not shown", path: path,
          line: last.line, column: last.column))
    }
    return diagnostics
  }
}
