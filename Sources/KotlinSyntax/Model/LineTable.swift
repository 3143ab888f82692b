/// The start offset of every line of a source, for turning byte offsets into line and column.
///
/// Building the table is one pass over the bytes that looks at eight bytes at a time; a lookup is
/// a binary search. Lines end at `\n`; a `\r` before it stays part of the line, as in clang.
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

  /// Builds the table and tells whether any byte is outside ASCII, in the same single pass, so
  /// that the parser looks for invalid UTF-8 only in files that can contain it.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (table: LineTable, hasNonASCII: Bool) {
    var starts: [UInt32] = [0]
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return (LineTable(lineStarts: starts), false)
    }
    let count = bytes.count
    starts.reserveCapacity(count / 32 + 16)
    let raw = UnsafeRawPointer(base)
    var highBits: UInt64 = 0
    var offset = 0
    // Eight bytes at a time; each set bit of the mask is one line start. (Counting first and
    // filling an exact array in a second pass measured slower: two passes cost more than the
    // appends they save.)
    while offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      highBits |= word
      var found = newlineMask(word)
      while found != 0 {
        starts.append(UInt32(truncatingIfNeeded: offset + found.trailingZeroBitCount >> 3 + 1))
        found &= found &- 1
      }
      offset += 8
    }
    while offset < count {
      let byte = base[offset]
      highBits |= UInt64(byte)
      if byte == 0x0A { starts.append(UInt32(truncatingIfNeeded: offset + 1)) }
      offset += 1
    }
    // The table lives as long as the file's declarations: give back a large unused capacity.
    if starts.capacity - starts.count > starts.count / 8 + 16 {
      starts = starts.withUnsafeBufferPointer { Array($0) }
    }
    return (LineTable(lineStarts: starts), highBits & 0x8080_8080_8080_8080 != 0)
  }

  /// The high bit of every byte of `word` that is `\n`, and no other bit.
  ///
  /// After the xor, newline bytes are zero. For each byte, `(x & 0x7F) + 0x7F` sets its high bit
  /// unless the low seven bits are zero; or-ing `x` back in and inverting leaves the high bit set
  /// exactly for zero bytes (no borrow crosses bytes, unlike the shorter `(x - 1) & ~x` trick).
  private static func newlineMask(_ word: UInt64) -> UInt64 {
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
    return ~(((x & lows) &+ lows) | x | lows)
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
