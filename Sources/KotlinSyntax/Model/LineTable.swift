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

  private init(lineStarts: [UInt32]) {
    self.lineStarts = lineStarts
  }

  /// Builds the table and tells whether any byte is outside ASCII, in the same single pass, so
  /// that the parser looks for invalid UTF-8 only in files that can contain it.
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (table: LineTable, hasNonASCII: Bool) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else {
      return (LineTable(lineStarts: [0]), false)
    }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    let wholeWords = count / 8
    // Two passes over the bytes, eight at a time: the first counts the newlines (and sees whether
    // any byte is outside ASCII), so that the second writes the line starts into an array of
    // exactly the right size, without growth or per-element capacity checks.
    var highBits: UInt64 = 0
    var newlineCount = 0
    for word in 0..<wholeWords {
      let value = raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
      highBits |= value
      newlineCount += newlineMask(value).nonzeroBitCount
    }
    for offset in wholeWords * 8..<count {
      highBits |= UInt64(base[offset])
      if base[offset] == 0x0A { newlineCount += 1 }
    }
    let starts = [UInt32](unsafeUninitializedCapacity: newlineCount + 1) { buffer, initialized in
      buffer[0] = 0
      var next = 1
      for word in 0..<wholeWords {
        var found = newlineMask(raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
        while found != 0 {
          buffer[next] = UInt32(truncatingIfNeeded: word * 8 + found.trailingZeroBitCount >> 3 + 1)
          next += 1
          found &= found &- 1
        }
      }
      for offset in wholeWords * 8..<count where base[offset] == 0x0A {
        buffer[next] = UInt32(truncatingIfNeeded: offset + 1)
        next += 1
      }
      initialized = next
    }
    return (LineTable(lineStarts: starts), highBits & 0x8080_8080_8080_8080 != 0)
  }

  /// The high bit of every byte of `word` that is `\n`, and no other bit.
  ///
  /// After the xor, newline bytes are zero. For each byte, `(x & 0x7F) + 0x7F` sets its high bit
  /// unless the low seven bits are zero; or-ing `x` back in and inverting leaves the high bit set
  /// exactly for zero bytes (no borrow crosses bytes, unlike the shorter `(x - 1) & ~x` trick).
  @inline(__always)
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
