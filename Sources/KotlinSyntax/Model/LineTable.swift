/// The start offset of every line of a source, for turning byte offsets into line and column.
///
/// Building the table is one pass over the bytes that looks at eight bytes at a time; a lookup is
/// a binary search. Lines end at `\n`; a `\r` before it stays part of the line, as in clang.
public struct LineTable: Sendable, Hashable {
  /// Offsets at which lines start; the first is always 0.
  public let lineStarts: [Int]

  /// Builds the table for `bytes`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 32 + 1)
    guard let base = bytes.baseAddress else {
      lineStarts = starts
      return
    }
    let count = bytes.count
    var offset = 0
    // Eight bytes at a time: a word without a newline byte is skipped with one test. The classic
    // "has a zero byte" trick finds newlines after xor-ing every byte with '\n'.
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let raw = UnsafeRawPointer(base)
    while offset + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ newlines
      if (word &- ones) & ~word & highs != 0 {
        for index in offset..<offset + 8 where base[index] == 0x0A {
          starts.append(index + 1)
        }
      }
      offset += 8
    }
    while offset < count {
      if base[offset] == 0x0A { starts.append(offset + 1) }
      offset += 1
    }
    lineStarts = starts
  }

  /// Builds the table for an array of bytes.
  public init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { LineTable($0) }
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
      if lineStarts[middle] <= target {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return SourceLocation(line: low + 1, column: target - lineStarts[low] + 1)
  }
}
