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
    case 0x7962: (keyword, expectedLength, expectedTail) = (.by, 2, 0x0)  // by
    case 0x6E69: (keyword, expectedLength, expectedTail) = (.in, 2, 0x0)  // in
    case 0x7361: (keyword, expectedLength, expectedTail) = (.as, 2, 0x0)  // as
    case 0x6669: (keyword, expectedLength, expectedTail) = (.if, 2, 0x0)  // if
    case 0x6F64: (keyword, expectedLength, expectedTail) = (.do, 2, 0x0)  // do
    case 0x7369: (keyword, expectedLength, expectedTail) = (.is, 2, 0x0)  // is
    case 0x6E7566: (keyword, expectedLength, expectedTail) = (.fun, 3, 0x0)  // fun
    case 0x6C6176: (keyword, expectedLength, expectedTail) = (.val, 3, 0x0)  // val
    case 0x726176: (keyword, expectedLength, expectedTail) = (.var, 3, 0x0)  // var
    case 0x746567: (keyword, expectedLength, expectedTail) = (.get, 3, 0x0)  // get
    case 0x746573: (keyword, expectedLength, expectedTail) = (.set, 3, 0x0)  // set
    case 0x74756F: (keyword, expectedLength, expectedTail) = (.out, 3, 0x0)  // out
    case 0x726F66: (keyword, expectedLength, expectedTail) = (.for, 3, 0x0)  // for
    case 0x797274: (keyword, expectedLength, expectedTail) = (.try, 3, 0x0)  // try
    case 0x74696E69: (keyword, expectedLength, expectedTail) = (.`init`, 4, 0x0)  // init
    case 0x6D756E65: (keyword, expectedLength, expectedTail) = (.enum, 4, 0x0)  // enum
    case 0x65736C65: (keyword, expectedLength, expectedTail) = (.else, 4, 0x0)  // else
    case 0x6E656877: (keyword, expectedLength, expectedTail) = (.when, 4, 0x0)  // when
    case 0x6E65706F: (keyword, expectedLength, expectedTail) = (.open, 4, 0x0)  // open
    case 0x61746164: (keyword, expectedLength, expectedTail) = (.data, 4, 0x0)  // data
    case 0x7373616C63: (keyword, expectedLength, expectedTail) = (.class, 5, 0x0)  // class
    case 0x6572656877: (keyword, expectedLength, expectedTail) = (.where, 5, 0x0)  // where
    case 0x646C656966: (keyword, expectedLength, expectedTail) = (.field, 5, 0x0)  // field
    case 0x6863746163: (keyword, expectedLength, expectedTail) = (.catch, 5, 0x0)  // catch
    case 0x656C696877: (keyword, expectedLength, expectedTail) = (.while, 5, 0x0)  // while
    case 0x6C616E6966: (keyword, expectedLength, expectedTail) = (.final, 5, 0x0)  // final
    case 0x65756C6176: (keyword, expectedLength, expectedTail) = (.value, 5, 0x0)  // value
    case 0x72656E6E69: (keyword, expectedLength, expectedTail) = (.inner, 5, 0x0)  // inner
    case 0x7869666E69: (keyword, expectedLength, expectedTail) = (.infix, 5, 0x0)  // infix
    case 0x74736E6F63: (keyword, expectedLength, expectedTail) = (.const, 5, 0x0)  // const
    case 0x74726F706D69: (keyword, expectedLength, expectedTail) = (.import, 6, 0x0)  // import
    case 0x7463656A626F: (keyword, expectedLength, expectedTail) = (.object, 6, 0x0)  // object
    case 0x63696C627570: (keyword, expectedLength, expectedTail) = (.public, 6, 0x0)  // public
    case 0x746365707865: (keyword, expectedLength, expectedTail) = (.expect, 6, 0x0)  // expect
    case 0x6C6175746361: (keyword, expectedLength, expectedTail) = (.actual, 6, 0x0)  // actual
    case 0x64656C616573: (keyword, expectedLength, expectedTail) = (.sealed, 6, 0x0)  // sealed
    case 0x656E696C6E69: (keyword, expectedLength, expectedTail) = (.inline, 6, 0x0)  // inline
    case 0x677261726176: (keyword, expectedLength, expectedTail) = (.vararg, 6, 0x0)  // vararg
    case 0x6567616B636170: (keyword, expectedLength, expectedTail) = (.package, 7, 0x0)  // package
    case 0x747865746E6F63: (keyword, expectedLength, expectedTail) = (.context, 7, 0x0)  // context
    case 0x64656966696572: (keyword, expectedLength, expectedTail) = (.reified, 7, 0x0)  // reified
    case 0x796C6C616E6966: (keyword, expectedLength, expectedTail) = (.finally, 7, 0x0)  // finally
    case 0x65746176697270: (keyword, expectedLength, expectedTail) = (.private, 7, 0x0)  // private
    case 0x646E6570737573: (keyword, expectedLength, expectedTail) = (.suspend, 7, 0x0)  // suspend
    case 0x6365726C696174: (keyword, expectedLength, expectedTail) = (.tailrec, 7, 0x0)  // tailrec
    case 0x6C616E7265746E69: (keyword, expectedLength, expectedTail) = (.internal, 8, 0x0)  // internal
    case 0x7463617274736261: (keyword, expectedLength, expectedTail) = (.abstract, 8, 0x0)  // abstract
    case 0x656469727265766F: (keyword, expectedLength, expectedTail) = (.override, 8, 0x0)  // override
    case 0x656E696C6E696F6E: (keyword, expectedLength, expectedTail) = (.noinline, 8, 0x0)  // noinline
    case 0x726F74617265706F: (keyword, expectedLength, expectedTail) = (.operator, 8, 0x0)  // operator
    case 0x6C616E7265747865: (keyword, expectedLength, expectedTail) = (.external, 8, 0x0)  // external
    case 0x74696E696574616C: (keyword, expectedLength, expectedTail) = (.lateinit, 8, 0x0)  // lateinit
    case 0x6361667265746E69: (keyword, expectedLength, expectedTail) = (.interface, 9, 0x65)  // interface
    case 0x61696C6165707974: (keyword, expectedLength, expectedTail) = (.typealias, 9, 0x73)  // typealias
    case 0x6F696E61706D6F63: (keyword, expectedLength, expectedTail) = (.companion, 9, 0x6E)  // companion
    case 0x65746365746F7270: (keyword, expectedLength, expectedTail) = (.protected, 9, 0x64)  // protected
    case 0x697461746F6E6E61: (keyword, expectedLength, expectedTail) = (.annotation, 10, 0x6E6F)  // annotation
    case 0x63757274736E6F63: (keyword, expectedLength, expectedTail) = (.constructor, 11, 0x726F74)  // constructor
    case 0x6C6E6973736F7263: (keyword, expectedLength, expectedTail) = (.crossinline, 11, 0x656E69)  // crossinline
    default: return nil
    }
    return length == expectedLength && tail == expectedTail ? keyword : nil
  }
}
