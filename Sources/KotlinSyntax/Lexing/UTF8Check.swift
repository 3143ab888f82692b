/// Finds invalid UTF-8 in a source, which Kotlin compilers reject.
///
/// The lexer treats every non-ASCII byte as part of an identifier and never decodes, so that it
/// cannot be confused by bad bytes; this separate check reports them. ASCII runs are crossed
/// eight bytes at a time.
enum UTF8Check {
  /// Reports at most this many invalid sequences per file.
  static let maximumReports = 20

  static func problems(in bytes: UnsafeBufferPointer<UInt8>) -> [Problem] {
    guard let base = bytes.baseAddress else { return [] }
    let count = bytes.count
    let raw = UnsafeRawPointer(base)
    var problems: [Problem] = []
    var offset = 0
    while offset < count {
      if offset + 8 <= count
        && raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        offset += 8
        continue
      }
      let lead = base[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      let length = sequenceLength(base, count: count, at: offset)
      if length == 0 {
        problems.append(
          Problem(offset: offset, severity: .error, message: "invalid UTF-8 byte sequence"))
        if problems.count >= maximumReports { return problems }
        // One report per run of bad bytes.
        offset += 1
        while offset < count && base[offset] >= 0x80
          && sequenceLength(base, count: count, at: offset) == 0
        {
          offset += 1
        }
      } else {
        offset += length
      }
    }
    return problems
  }

  /// The length of the valid UTF-8 sequence at `offset`, or 0 when it is invalid (overlong
  /// forms, surrogates and code points above U+10FFFF included).
  private static func sequenceLength(_ base: UnsafePointer<UInt8>, count: Int, at offset: Int)
    -> Int
  {
    let lead = base[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard offset + length <= count else { return 0 }
    let second = base[offset + 1]
    guard second >= low && second <= high else { return 0 }
    for index in 2..<length where base[offset + index] & 0xC0 != 0x80 {
      return 0
    }
    return length
  }
}
