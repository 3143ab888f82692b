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

  /// The keyword spelled by `length` bytes at `start`, or `nil`.
  ///
  /// The bytes are packed little-endian into integers and compared with constants, so a
  /// lookup is a few loads and compares with no allocation; generated from the keyword list.
  static func lookUp(_ start: UnsafePointer<UInt8>, length: Int) -> Keyword? {
    guard length >= 2 && length <= 11 else { return nil }
    var head: UInt64 = 0
    for index in 0..<min(length, 8) { head |= UInt64(start[index]) << (8 * UInt64(index)) }
    var tail: UInt64 = 0
    for index in 8..<max(length, 8) { tail |= UInt64(start[index]) << (8 * UInt64(index - 8)) }
    let keyword: Keyword
    let expectedLength: Int
    let expectedTail: UInt64
    // One switch over the first eight bytes (which already tell every keyword apart) compiles to
    // a binary search; the length and the bytes after the eighth are checked afterwards.
    switch head {
    case 0x7962: (keyword, expectedLength, expectedTail) = (.by, 2, 0x0)
    case 0x6E69: (keyword, expectedLength, expectedTail) = (.in, 2, 0x0)
    case 0x7361: (keyword, expectedLength, expectedTail) = (.as, 2, 0x0)
    case 0x6669: (keyword, expectedLength, expectedTail) = (.if, 2, 0x0)
    case 0x6F64: (keyword, expectedLength, expectedTail) = (.do, 2, 0x0)
    case 0x7369: (keyword, expectedLength, expectedTail) = (.is, 2, 0x0)
    case 0x6E7566: (keyword, expectedLength, expectedTail) = (.fun, 3, 0x0)
    case 0x6C6176: (keyword, expectedLength, expectedTail) = (.val, 3, 0x0)
    case 0x726176: (keyword, expectedLength, expectedTail) = (.var, 3, 0x0)
    case 0x746567: (keyword, expectedLength, expectedTail) = (.get, 3, 0x0)
    case 0x746573: (keyword, expectedLength, expectedTail) = (.set, 3, 0x0)
    case 0x74756F: (keyword, expectedLength, expectedTail) = (.out, 3, 0x0)
    case 0x726F66: (keyword, expectedLength, expectedTail) = (.for, 3, 0x0)
    case 0x797274: (keyword, expectedLength, expectedTail) = (.try, 3, 0x0)
    case 0x7469_6E69: (keyword, expectedLength, expectedTail) = (.`init`, 4, 0x0)
    case 0x6D75_6E65: (keyword, expectedLength, expectedTail) = (.enum, 4, 0x0)
    case 0x6573_6C65: (keyword, expectedLength, expectedTail) = (.else, 4, 0x0)
    case 0x6E65_6877: (keyword, expectedLength, expectedTail) = (.when, 4, 0x0)
    case 0x6E65_706F: (keyword, expectedLength, expectedTail) = (.open, 4, 0x0)
    case 0x6174_6164: (keyword, expectedLength, expectedTail) = (.data, 4, 0x0)
    case 0x73_7361_6C63: (keyword, expectedLength, expectedTail) = (.class, 5, 0x0)
    case 0x65_7265_6877: (keyword, expectedLength, expectedTail) = (.where, 5, 0x0)
    case 0x64_6C65_6966: (keyword, expectedLength, expectedTail) = (.field, 5, 0x0)
    case 0x68_6374_6163: (keyword, expectedLength, expectedTail) = (.catch, 5, 0x0)
    case 0x65_6C69_6877: (keyword, expectedLength, expectedTail) = (.while, 5, 0x0)
    case 0x6C_616E_6966: (keyword, expectedLength, expectedTail) = (.final, 5, 0x0)
    case 0x65_756C_6176: (keyword, expectedLength, expectedTail) = (.value, 5, 0x0)
    case 0x72_656E_6E69: (keyword, expectedLength, expectedTail) = (.inner, 5, 0x0)
    case 0x78_6966_6E69: (keyword, expectedLength, expectedTail) = (.infix, 5, 0x0)
    case 0x74_736E_6F63: (keyword, expectedLength, expectedTail) = (.const, 5, 0x0)
    case 0x7472_6F70_6D69: (keyword, expectedLength, expectedTail) = (.import, 6, 0x0)
    case 0x7463_656A_626F: (keyword, expectedLength, expectedTail) = (.object, 6, 0x0)
    case 0x6369_6C62_7570: (keyword, expectedLength, expectedTail) = (.public, 6, 0x0)
    case 0x7463_6570_7865: (keyword, expectedLength, expectedTail) = (.expect, 6, 0x0)
    case 0x6C61_7574_6361: (keyword, expectedLength, expectedTail) = (.actual, 6, 0x0)
    case 0x6465_6C61_6573: (keyword, expectedLength, expectedTail) = (.sealed, 6, 0x0)
    case 0x656E_696C_6E69: (keyword, expectedLength, expectedTail) = (.inline, 6, 0x0)
    case 0x6772_6172_6176: (keyword, expectedLength, expectedTail) = (.vararg, 6, 0x0)
    case 0x65_6761_6B63_6170: (keyword, expectedLength, expectedTail) = (.package, 7, 0x0)
    case 0x74_7865_746E_6F63: (keyword, expectedLength, expectedTail) = (.context, 7, 0x0)
    case 0x64_6569_6669_6572: (keyword, expectedLength, expectedTail) = (.reified, 7, 0x0)
    case 0x79_6C6C_616E_6966: (keyword, expectedLength, expectedTail) = (.finally, 7, 0x0)
    case 0x65_7461_7669_7270: (keyword, expectedLength, expectedTail) = (.private, 7, 0x0)
    case 0x64_6E65_7073_7573: (keyword, expectedLength, expectedTail) = (.suspend, 7, 0x0)
    case 0x63_6572_6C69_6174: (keyword, expectedLength, expectedTail) = (.tailrec, 7, 0x0)
    case 0x6C61_6E72_6574_6E69: (keyword, expectedLength, expectedTail) = (.internal, 8, 0x0)
    case 0x7463_6172_7473_6261: (keyword, expectedLength, expectedTail) = (.abstract, 8, 0x0)
    case 0x6564_6972_7265_766F: (keyword, expectedLength, expectedTail) = (.override, 8, 0x0)
    case 0x656E_696C_6E69_6F6E: (keyword, expectedLength, expectedTail) = (.noinline, 8, 0x0)
    case 0x726F_7461_7265_706F: (keyword, expectedLength, expectedTail) = (.operator, 8, 0x0)
    case 0x6C61_6E72_6574_7865: (keyword, expectedLength, expectedTail) = (.external, 8, 0x0)
    case 0x7469_6E69_6574_616C: (keyword, expectedLength, expectedTail) = (.lateinit, 8, 0x0)
    case 0x6361_6672_6574_6E69: (keyword, expectedLength, expectedTail) = (.interface, 9, 0x65)
    case 0x6169_6C61_6570_7974: (keyword, expectedLength, expectedTail) = (.typealias, 9, 0x73)
    case 0x6F69_6E61_706D_6F63: (keyword, expectedLength, expectedTail) = (.companion, 9, 0x6E)
    case 0x6574_6365_746F_7270: (keyword, expectedLength, expectedTail) = (.protected, 9, 0x64)
    case 0x6974_6174_6F6E_6E61:
      (keyword, expectedLength, expectedTail) = (.annotation, 10, 0x6E6F)
    case 0x6375_7274_736E_6F63:
      (keyword, expectedLength, expectedTail) = (.constructor, 11, 0x726F74)
    case 0x6C6E_6973_736F_7263:
      (keyword, expectedLength, expectedTail) = (.crossinline, 11, 0x656E69)
    case 0x72_6F72_7265: (keyword, expectedLength, expectedTail) = (.error, 5, 0x0)
    default: return nil
    }
    return length == expectedLength && tail == expectedTail ? keyword : nil
  }
}
