internal import KotlinByteScan

/// The start offset of every line of a source, for turning byte offsets into line and column.
///
/// Building the table takes two passes over the bytes, sixteen at a time (see KotlinByteScan):
/// one counts the lines, so that the table is allocated at its exact size, and one fills it. A
/// lookup is a binary search. Lines end at `\n`; a `\r` before it stays part of the line, as in
/// clang.
public struct LineTable: Sendable, Hashable {
  /// Offsets at which lines start; the first is always 0. 32-bit, like the offsets in the tree.
  public let lineStarts: [UInt32]

  /// Builds the table for `bytes`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self = LineTable.scan(bytes).table
  }

  /// Builds the table for an array of bytes.
  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable($0) }
  }

  init(lineStarts: [UInt32]) {
    self.lineStarts = lineStarts
  }

  /// Builds the table and tells whether any byte is outside ASCII (found by the counting pass),
  /// so that the parser looks for invalid UTF-8 only in files that can contain it.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (table: LineTable, hasNonASCII: Bool) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return (LineTable(lineStarts: [0]), false)
    }
    // Two passes sixteen bytes at a time (see KotlinByteScan): counting the newlines gives the
    // table's exact size, so it is allocated once and holds no unused capacity.
    var nonASCII: Int32 = 0
    let newlines = kbs_count_newlines(base, bytes.count, &nonASCII)
    let starts = [UInt32](unsafeUninitializedCapacity: newlines + 1) { buffer, initialized in
      buffer[0] = 0
      let written = kbs_fill_line_starts(base, bytes.count, buffer.baseAddress! + 1, newlines)
      initialized = written + 1
    }
    return (LineTable(lineStarts: starts), nonASCII != 0)
  }

  /// The number of lines (a final line without a newline counts; an empty source has one line).
  public var lineCount: Int { lineStarts.count }

  /// The line and column of the byte at `offset`.
  ///
  /// An offset at or past the end of the source maps to the position just after the last byte.
  /// - Complexity: O(log lines).
  public func location(ofOffset offset: Int) -> SourceLocation {
    let target = max(0, offset)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(lineStarts[middle]) <= target {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return SourceLocation(line: low + 1, column: target - Int(lineStarts[low]) + 1)
  }
}
