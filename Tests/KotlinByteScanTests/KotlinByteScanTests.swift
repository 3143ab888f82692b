import KotlinByteScan
import KotlinCorpus
import Testing

/// The kernels, vector and portable versions, against Swift references, on inputs built to hit
/// every lane, every chunk boundary and the byte-counter flush every 255 chunks. (The vector
/// versions of other machines are checked against the portable ones by
/// `Scripts/check-byte-scan`.)
@Suite struct KotlinByteScanTests {
  /// `count` bytes, each one of `alphabet`: a small alphabet makes matches dense.
  static func bytes(_ count: Int, from alphabet: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    (0..<count).map { _ in alphabet.randomElement(using: &random)! }
  }

  @Test("SSE2 kernels on x86-64, NEON on arm64, byte loops elsewhere")
  func vectorKind() {
    #if arch(x86_64)
    #expect(kbs_vector_kind() == 1)
    #elseif arch(arm64)
    #expect(kbs_vector_kind() == 2)
    #else
    #expect(kbs_vector_kind() == 0)
    #endif
  }

  @Test("find6 finds the first byte of the set, at every offset and every start")
  func findMatchesPortable() {
    var random = SplitMix64(seed: 1)
    let set: [UInt8] = [0x22, 0x27, 0x2F, 0x60, 0x7B, 0x7D]
    for count in 0...80 {
      // Sparse matches: one byte of the set among filler, at each position in turn.
      for position in 0..<max(count, 1) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
        if position < count { bytes[position] = set[position % set.count] }
        for from in [0, 1, 15, 16, 17].filter({ $0 <= count }) {
          let found = find(bytes, from: from, set)
          #expect(found == portable(bytes, from: from, set), "count \(count) at \(position)")
          if position < count && from <= position {
            #expect(found == position)
          }
        }
      }
    }
    // Dense and random inputs, with every byte value possible.
    for _ in 0..<2000 {
      let count = Int.random(in: 0..<200, using: &random)
      let alphabet: [UInt8] =
        Bool.random(using: &random) ? set + [0x61, 0x20, 0x0A] : (0...255).map { UInt8($0) }
      let bytes = Self.bytes(count, from: alphabet, &random)
      let from = Int.random(in: 0...count, using: &random)
      #expect(find(bytes, from: from, set) == portable(bytes, from: from, set))
    }
  }

  @Test("find6 treats repeated set bytes as one and high bytes as ordinary")
  func findRepeatsAndHighBytes() {
    let bytes: [UInt8] =
      Array(repeating: 0xFF, count: 40) + [0x80, 0x24] + Array(repeating: 0, count: 5)
    let set: [UInt8] = [0x24, 0x24, 0x24, 0x24, 0x24, 0x24]
    #expect(find(bytes, from: 0, set) == 41)
    #expect(find(bytes, from: 42, set) == bytes.count)
    #expect(find(bytes, from: 0, [0x80, 0x80, 0x80, 0x80, 0x80, 0x80]) == 40)
    #expect(find(bytes, from: 0, [0, 0, 0, 0, 0, 0]) == 42)
  }

  @Test(
    "newlines are counted and listed across the 255-chunk flush, and non-ASCII is noticed",
    arguments: [0, 1, 15, 16, 17, 4079, 4080, 4081, 4096, 8160, 8161, 20_000, 65_537])
  func lineStarts(count: Int) {
    var random = SplitMix64(seed: UInt64(count) &+ 7)
    for density in [0, 1, 2, 16] {
      // `density` 0: no newline; 1: every byte is one (each byte lane hits 255 per flush).
      var bytes = Self.bytes(count, from: [0x61, 0x20], &random)
      for index in bytes.indices
      where density == 1 || (density > 1 && Int.random(in: 0..<density, using: &random) == 0) {
        bytes[index] = 0x0A
      }
      let expected = bytes.indices.filter { bytes[$0] == 0x0A }.map { UInt32($0 + 1) }
      var nonASCII: Int32 = 0
      let counted = kbs_count_newlines(bytes, bytes.count, &nonASCII)
      #expect(counted == expected.count, "count \(count), density \(density)")
      #expect(kbs_count_newlines_portable(bytes, 0, bytes.count, &nonASCII) == expected.count)
      #expect(nonASCII == 0)
      var starts = [UInt32](repeating: 0, count: expected.count + 1)
      let written = kbs_fill_line_starts(bytes, bytes.count, &starts, expected.count)
      #expect(written == expected.count)
      #expect(Array(starts.prefix(written)) == expected)
      #expect(starts[expected.count] == 0, "wrote past its capacity")
      var portable = [UInt32](repeating: 0, count: expected.count + 1)
      #expect(
        kbs_fill_line_starts_portable(bytes, 0, bytes.count, &portable, expected.count)
          == expected.count)
      #expect(portable == starts)
      if !expected.isEmpty {
        // A smaller capacity stops the fill early and writes nothing beyond it.
        var short = [UInt32](repeating: 0, count: expected.count)
        let partial = kbs_fill_line_starts(bytes, bytes.count, &short, expected.count - 1)
        #expect(partial == expected.count - 1)
        #expect(Array(short.prefix(partial)) == Array(expected.prefix(partial)))
        #expect(short[expected.count - 1] == 0)
      }
    }
    // One non-ASCII byte anywhere is noticed, in a vector chunk or in the tail.
    for position in [0, count / 2, count - 1] where count > 0 {
      var bytes = [UInt8](repeating: 0x61, count: count)
      bytes[position] = 0xC3
      var nonASCII: Int32 = 0
      _ = kbs_count_newlines(bytes, bytes.count, &nonASCII)
      #expect(nonASCII == 1, "count \(count), position \(position)")
      var portableNonASCII: Int32 = 0
      _ = kbs_count_newlines_portable(bytes, 0, bytes.count, &portableNonASCII)
      #expect(portableNonASCII == 1)
    }
  }

  private func find(_ bytes: [UInt8], from: Int, _ set: [UInt8]) -> Int {
    kbs_find6(bytes, from, bytes.count, set[0], set[1], set[2], set[3], set[4], set[5])
  }

  /// The reference: the first index at or after `from` whose byte is in `set`. It also checks
  /// that the byte loop other platforms run agrees.
  private func portable(_ bytes: [UInt8], from: Int, _ set: [UInt8]) -> Int {
    let expected = bytes[from...].firstIndex(where: set.contains) ?? bytes.count
    #expect(kbs_find_portable(bytes, from, bytes.count, set, Int32(set.count)) == expected)
    return expected
  }
}

extension KotlinByteScanTests {
  /// The reference: ASCII letters and digits, `_`, and every byte from 0x80.
  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  @Test("identifier_end stops at the first byte that cannot continue an identifier")
  func identifierEnd() {
    // Every byte value at every lane of a vector chunk and in the tail after it.
    for value in 0...255 {
      let byte = UInt8(value)
      #expect((kbs_is_identifier_byte(byte) != 0) == Self.continuesIdentifier(byte))
      for position in [0, 1, 7, 8, 15, 16, 17, 31, 32, 40] {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 41)
        bytes[position] = byte
        let expected = Self.continuesIdentifier(byte) ? bytes.count : position
        #expect(
          kbs_identifier_end(bytes, 0, bytes.count) == expected,
          "byte 0x\(String(value, radix: 16)) at \(position)")
        #expect(kbs_identifier_end_portable(bytes, 0, bytes.count) == expected)
      }
    }
    // Random names and separators, from random starts.
    var random = SplitMix64(seed: 3)
    let alphabet = Array("aZ_09 .:(<\u{E9}".utf8) + [0x00, 0x7F, 0xFF, 0x40, 0x5B, 0x60, 0x7B]
    for _ in 0..<3000 {
      let bytes = Self.bytes(Int.random(in: 0..<64, using: &random), from: alphabet, &random)
      let from = Int.random(in: 0...bytes.count, using: &random)
      let expected = bytes[from...].firstIndex { !Self.continuesIdentifier($0) } ?? bytes.count
      #expect(kbs_identifier_end(bytes, from, bytes.count) == expected)
      #expect(kbs_identifier_end_portable(bytes, from, bytes.count) == expected)
    }
  }
}
