/// A 64-bit content hash (FNV-1a over 8-byte words, then mixed), to recognise unchanged inputs.
///
/// Not cryptographic: it only decides whether a file's bytes changed since the previous run, and
/// the manifest also keeps each file's size.
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
  public let value: UInt64

  public init(value: UInt64) {
    self.value = value
  }

  /// Hashes `bytes`.
  public init(_ bytes: UnsafeRawBufferPointer) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var index = 0
    let count = bytes.count
    // Eight bytes per step: the hash of a 15 MB module then costs a few milliseconds.
    while index + 8 <= count {
      hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime
      hash ^= hash >> 29
      index += 8
    }
    while index < count {
      hash = (hash ^ UInt64(bytes[index])) &* prime
      index += 1
    }
    hash ^= UInt64(count)
    hash ^= hash >> 33
    hash = hash &* 0xff51_afd7_ed55_8ccd
    hash ^= hash >> 33
    value = hash
  }

  /// Hashes a string's UTF-8 bytes.
  public init(_ text: String) {
    var text = text
    self = text.withUTF8 { ContentHash(UnsafeRawBufferPointer($0)) }
  }

  /// Sixteen lower-case hexadecimal digits.
  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Parses ``description``.
  public init?(hex: String) {
    guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
    self.value = value
  }
}
