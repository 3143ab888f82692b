/// The words the declaration parser gives a meaning to.
///
/// Most are soft keywords in Kotlin: they are keywords only where a declaration expects them and
/// names everywhere else (`val value`, `fun get()`, a parameter named `data`). The parser asks
/// for a token's keyword only in the positions where that matters.
enum Keyword: UInt8 {
  case `package`, `import`, `class`, interface, fun, object, val, `var`, `typealias`, constructor
  case `init`, companion, `enum`, annotation, context, `where`, by, get, set, field
  case `in`, out, reified, `as`, `else`, `catch`, `finally`, `if`, `while`, `for`, when, `try`
  case `do`, `is`
  // Modifiers.
  case `public`, `private`, `internal`, `protected`, expect, actual, abstract, final, open, sealed
  case `override`, data, value, inner, `suspend`, inline, noinline, crossinline, tailrec
  case `operator`, infix, external, const, lateinit, vararg
  /// `error class` / `error object`; a modifier only right before `class` or `object`.
  case error

  /// The modifier this keyword stands for, if it is one.
  var modifier: Modifiers? {
    switch self {
    case .public: return .public
    case .private: return .private
    case .internal: return .internal
    case .protected: return .protected
    case .expect: return .expect
    case .actual: return .actual
    case .abstract: return .abstract
    case .final: return .final
    case .open: return .open
    case .sealed: return .sealed
    case .override: return .override
    case .data: return .data
    case .value: return .value
    case .inner: return .inner
    case .companion: return .companion
    case .suspend: return .suspend
    case .inline: return .inline
    case .noinline: return .noinline
    case .crossinline: return .crossinline
    case .tailrec: return .tailrec
    case .operator: return .operator
    case .infix: return .infix
    case .external: return .external
    case .const: return .const
    case .lateinit: return .lateinit
    case .vararg: return .vararg
    case .error: return .error
    default: return nil
    }
  }

  /// Whether the word is a hard keyword in Kotlin, which can never be a name unless backticked.
  var isHard: Bool {
    switch self {
    case .package, .class, .interface, .fun, .object, .val, .var, .typealias, .in, .as, .else,
      .if, .while, .for, .when, .try, .do, .is:
      return true
    default:
      return false
    }
  }

  /// How each keyword is spelled, by raw value.
  static let spellings = [
    "package", "import", "class", "interface", "fun", "object", "val", "var", "typealias",
    "constructor", "init", "companion", "enum", "annotation", "context", "where", "by", "get",
    "set", "field", "in", "out", "reified", "as", "else", "catch", "finally", "if", "while", "for",
    "when", "try", "do", "is", "public", "private", "internal", "protected", "expect", "actual",
    "abstract", "final", "open", "sealed", "override", "data", "value", "inner", "suspend",
    "inline", "noinline", "crossinline", "tailrec", "operator", "infix", "external", "const",
    "lateinit", "vararg", "error",
  ]

  /// The keyword spelled by `length` bytes at `start`, or `nil`; `readable` is how many bytes
  /// may be read from `start` (at least `length`).
  ///
  /// The first eight bytes, packed little-endian (one load when eight are readable), already tell
  /// every keyword apart. They pick a slot of ``Table`` by a multiplicative hash that gives every
  /// keyword a slot of its own; one compare with the head stored there, the length and the bytes
  /// after the eighth then decide. Every identifier the lexer reads is looked up, and most are no
  /// keyword: this answers with a load and two compares where a search over the keywords took
  /// several unpredictable branches.
  @inline(__always)
  static func lookUp(
    _ start: UnsafePointer<UInt8>, length: Int, readable: Int, in table: Table = .shared
  ) -> Keyword? {
    assert(readable >= length, "the token's bytes must be readable")
    guard length >= 2 && length <= 11 else { return nil }
    var head: UInt64
    if readable >= 8 {
      head = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
      if length < 8 { head &= (1 &<< (UInt64(length) &* 8)) &- 1 }
    } else {
      head = 0
      for index in 0..<length { head |= UInt64(start[index]) &<< (8 &* UInt64(index)) }
    }
    let slot = Int(truncatingIfNeeded: (head &* Table.multiplier) &>> 56)
    guard table.heads[slot] == head else { return nil }
    let code = table.codes[slot]
    guard Int(table.lengths[Int(code)]) == length else { return nil }
    if length > 8 {
      var tail: UInt64 = 0
      for index in 8..<length { tail |= UInt64(start[index]) &<< (8 &* UInt64(index &- 8)) }
      guard tail == table.tails[Int(code)] else { return nil }
    }
    return Keyword(rawValue: code)
  }

  /// The perfect-hash table of ``lookUp(_:length:readable:in:)``, built once from ``spellings``.
  ///
  /// `@unchecked Sendable` is safe: the storage is written only while the table is built, by the
  /// lazy initializer of ``shared`` (which Swift runs once, thread-safely), and read afterwards.
  /// Raw pointers rather than arrays, so that a lookup costs no bounds checks or reference
  /// counting; the lexer keeps a copy so that its lookups skip the lazy initializer's check.
  struct Table: @unchecked Sendable {
    /// The hash's multiplier, found by trying random odd numbers until the 60 keywords' heads
    /// fell into 60 different slots of 256 (the table's initializer checks that they still do).
    static let multiplier: UInt64 = 0xF26E_7BCB_C6B2_A9AB

    /// Per slot: the first eight bytes of the keyword there, packed little-endian (0: none; no
    /// identifier packs to 0).
    let heads: UnsafePointer<UInt64>
    /// Per slot: the raw value of the keyword there.
    let codes: UnsafePointer<UInt8>
    /// Per keyword, by raw value: its length.
    let lengths: UnsafePointer<UInt8>
    /// Per keyword, by raw value: its bytes after the eighth, packed little-endian.
    let tails: UnsafePointer<UInt64>

    static let shared = Table()

    private init() {
      let heads = UnsafeMutablePointer<UInt64>.allocate(capacity: 256)
      heads.initialize(repeating: 0, count: 256)
      let codes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
      codes.initialize(repeating: 0, count: 256)
      let count = Keyword.spellings.count
      let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
      let tails = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
      for (code, spelling) in Keyword.spellings.enumerated() {
        let bytes = Array(spelling.utf8)
        var head: UInt64 = 0
        for (index, byte) in bytes.prefix(8).enumerated() { head |= UInt64(byte) << (8 * index) }
        var tail: UInt64 = 0
        for (index, byte) in bytes.dropFirst(8).enumerated() { tail |= UInt64(byte) << (8 * index) }
        let slot = Int((head &* Table.multiplier) >> 56)
        precondition(
          (0..<256).allSatisfy { heads[$0] != head },
          "two keywords share their first eight bytes: the table needs longer heads")
        precondition(heads[slot] == 0, "two keywords share a slot: find another multiplier")
        heads[slot] = head
        codes[slot] = UInt8(code)
        lengths[code] = UInt8(bytes.count)
        tails[code] = tail
      }
      self.heads = UnsafePointer(heads)
      self.codes = UnsafePointer(codes)
      self.lengths = UnsafePointer(lengths)
      self.tails = UnsafePointer(tails)
    }
  }
}
