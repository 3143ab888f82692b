/// A 1-based line and column, the column counted in UTF-8 bytes as clang and swiftc do.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes from the start of the line.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders locations by line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
