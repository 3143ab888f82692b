/// The names of one source made into strings: each distinct long name (more than 15 bytes) once,
/// each short name straight from its bytes.
///
/// A name of up to 15 bytes is stored inside its `String`; a longer one (`ProfileRepository`,
/// `MutableStateFlow`) is an allocation of its own, and a file repeats its long type names many
/// times. Here equal long names share one string: the trees take less memory, and a repeated
/// name costs a hash and a comparison of its bytes instead of validating them as UTF-8 and
/// allocating. A short ASCII name is made without validating it (see
/// ``shortASCIIString(_:length:)``).
///
/// Invalid UTF-8 is repaired as `String(decoding:as:)` repairs it: a miss makes the string so, and
/// a hit needs the very same bytes.
final class NameTable {
  private struct Slot {
    /// The hash's high 32 bits.
    var tag: UInt32
    /// The name's length in bytes; 0 marks an empty slot.
    var length: UInt32
    /// Where the name's first occurrence starts in the source.
    var start: Int
    var string: String
  }

  /// Names up to this length are made directly (a `String` holds them without allocating).
  static let shortLength = 15

  private let base: UnsafePointer<UInt8>
  private let count: Int
  /// ``shortStringsAreFast``, read once per table rather than per name.
  private let fastShortNames = NameTable.shortStringsAreFast
  // `@exclusivity(unchecked)`: the table belongs to one parser, used on one thread, and no access
  // to a property overlaps another; the run-time checks would cost more than the lookups.
  /// Linear probing over a power-of-two number of slots, at most half of them used; allocated at
  /// the first long name. Every slot is initialized (an empty one holds `""`, which allocates
  /// nothing).
  @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>?
  @exclusivity(unchecked) private var capacity = 0
  @exclusivity(unchecked) private var used = 0

  /// A table for names in the `count` bytes at `base`, which must outlive it.
  init(base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  deinit {
    guard let slots else { return }
    slots.deinitialize(count: capacity)
    slots.deallocate()
  }

  /// The name a token from `start` to `end` spells, without its backticks when `isBackticked`.
  func name(start: Int, end: Int, isBackticked: Bool) -> String {
    var start = start
    var end = end
    if isBackticked {
      let tokenStart = start
      start += 1
      if end - tokenStart >= 2 && base[end - 1] == ASCII.backtick { end -= 1 }
    }
    let length = end - start
    if length > Self.shortLength {
      return longName(start: start, length: length)
    }
    if fastShortNames && start + 16 <= count,
      let name = Self.shortASCIIString(base + start, length: length)
    {
      return name
    }
    return string(start, length)
  }

  /// The string of the `length` bytes at `start` (an offset in the source), a name longer than
  /// ``shortLength``.
  private func longName(start: Int, length: Int) -> String {
    assert(start >= 0 && length >= 0 && start + length <= count, "a name outside the source")
    guard length > Self.shortLength, length <= Int(UInt32.max) else {
      return string(start, length)
    }
    if slots == nil { allocate(32) }
    let hash = Self.hash(base + start, length)
    let tag = UInt32(truncatingIfNeeded: hash >> 32)
    let mask = capacity - 1
    var index = Int(truncatingIfNeeded: hash) & mask
    let slots = self.slots!
    while true {
      let slot = slots + index
      let slotLength = Int(slot.pointee.length)
      if slotLength == 0 { break }
      if slotLength == length && slot.pointee.tag == tag
        && Self.sameBytes(base + slot.pointee.start, base + start, length)
      {
        return slot.pointee.string
      }
      index = (index &+ 1) & mask
    }
    let string = string(start, length)
    slots[index] = Slot(tag: tag, length: UInt32(length), start: start, string: string)
    used += 1
    if used * 2 > capacity { grow() }
    return string
  }

  /// Whether ``shortASCIIString(_:length:)`` makes strings identical to `String(decoding:as:)`'s
  /// on this platform: checked once, by making every length both ways from bytes followed by
  /// 0xFF (which the fast way must mask off) and comparing the strings' representations, bit for
  /// bit. Off on platforms that are not 64-bit little-endian.
  static let shortStringsAreFast: Bool = {
    #if _endian(little) && _pointerBitWidth(_64)
    let name = Array("aZ_09`kmpBridge".utf8)
    let bytes = name + [UInt8](repeating: 0xFF, count: 16)
    return bytes.withUnsafeBufferPointer { buffer in
      (1...shortLength).allSatisfy { length in
        let decoded = String(decoding: name.prefix(length), as: UTF8.self)
        guard let made = shortASCIIString(buffer.baseAddress!, length: length) else {
          return false
        }
        return representation(of: made) == representation(of: decoded) && made == decoded
          && made.utf8.elementsEqual(name.prefix(length))
      }
    }
    #else
    return false
    #endif
  }()

  /// A string of `length` bytes (1 to ``shortLength``) at `bytes`, which must be readable for
  /// sixteen bytes, made without validating them as UTF-8, or nil when a byte is not ASCII. Only
  /// where ``shortStringsAreFast``.
  ///
  /// A `String` of at most 15 ASCII bytes is stored inside its two words (the small-string form
  /// of Swift's ABI): the bytes in order, and in the last byte the flags and the count. The
  /// parser reads hundreds of thousands of short names per megabyte of Kotlin, and making them
  /// so skips what `String(decoding:as:)` does around the same result (checking the bytes,
  /// repairing, copying).
  @inline(__always)
  static func shortASCIIString(_ bytes: UnsafePointer<UInt8>, length: Int) -> String? {
    #if _endian(little) && _pointerBitWidth(_64)
    guard length > 0 && length <= shortLength else { return nil }
    let raw = UnsafeRawPointer(bytes)
    let low = raw.loadUnaligned(as: UInt64.self)
    let high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    let (first, second) = masked(low, high, length: length)
    guard (first | second) & 0x8080_8080_8080_8080 == 0 else { return nil }
    return unsafeBitCast((first, second | smallASCIIFlags(length)), to: String.self)
    #else
    return nil
    #endif
  }

  /// The bytes of a string's own representation (not of its text), to compare two strings bit
  /// for bit.
  static func representation(of string: String) -> [UInt8] {
    withUnsafeBytes(of: string) { Array($0) }
  }

  #if _endian(little) && _pointerBitWidth(_64)
  /// The first `length` bytes of the two words, the rest zero.
  @inline(__always)
  private static func masked(_ low: UInt64, _ high: UInt64, length: Int) -> (UInt64, UInt64) {
    if length >= 8 {
      let bits = UInt64(truncatingIfNeeded: (length - 8) * 8)
      return (low, length == 8 ? 0 : high & ((1 &<< bits) &- 1))
    }
    let bits = UInt64(truncatingIfNeeded: length * 8)
    return (low & ((1 &<< bits) &- 1), 0)
  }

  /// The last byte of a small ASCII string: immortal, small and ASCII (0xE0), and the count.
  @inline(__always)
  private static func smallASCIIFlags(_ length: Int) -> UInt64 {
    (0xE0 | UInt64(truncatingIfNeeded: length)) &<< 56
  }
  #endif

  private func string(_ start: Int, _ length: Int) -> String {
    guard length > 0 else { return "" }
    return String(
      decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
  }

  /// Whether the `length` bytes at `a` and at `b` are equal; `length` is more than eight: whole
  /// words, then the last word (overlapping the one before).
  static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int)
    -> Bool
  {
    if a == b { return true }
    let a = UnsafeRawPointer(a)
    let b = UnsafeRawPointer(b)
    var offset = 0
    while offset + 8 < length {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    return a.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
      == b.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
  }

  private func allocate(_ newCapacity: Int) {
    let newSlots = UnsafeMutablePointer<Slot>.allocate(capacity: newCapacity)
    newSlots.initialize(
      repeating: Slot(tag: 0, length: 0, start: 0, string: ""), count: newCapacity)
    slots = newSlots
    capacity = newCapacity
  }

  /// Doubles the slots and moves every entry to its place in them.
  private func grow() {
    guard let old = slots else { return }
    let oldCapacity = capacity
    allocate(oldCapacity * 2)
    let slots = self.slots!
    let mask = capacity - 1
    for index in 0..<oldCapacity where old[index].length != 0 {
      let hash = Self.hash(base + old[index].start, Int(old[index].length))
      var target = Int(truncatingIfNeeded: hash) & mask
      while slots[target].length != 0 { target = (target &+ 1) & mask }
      slots[target] = old[index]
    }
    old.deinitialize(count: oldCapacity)
    old.deallocate()
  }

  /// A hash of `length` (more than eight) bytes: whole words, then the last word (overlapping).
  private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
    let raw = UnsafeRawPointer(bytes)
    var hash = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
    var offset = 0
    while offset + 8 < length {
      hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    return mix(hash ^ raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self))
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var bits = value &* 0xBF58_476D_1CE4_E5B9
    bits ^= bits &>> 31
    bits = bits &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits &>> 29)
  }
}
