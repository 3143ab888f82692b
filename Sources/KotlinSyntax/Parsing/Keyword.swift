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
    switch (length, head, tail) {
    case (2, 0x7962, 0x0): return .by  // by
    case (2, 0x6E69, 0x0): return .in  // in
    case (2, 0x7361, 0x0): return .as  // as
    case (2, 0x6669, 0x0): return .if  // if
    case (2, 0x6F64, 0x0): return .do  // do
    case (2, 0x7369, 0x0): return .is  // is
    case (3, 0x6E7566, 0x0): return .fun  // fun
    case (3, 0x6C6176, 0x0): return .val  // val
    case (3, 0x726176, 0x0): return .var  // var
    case (3, 0x746567, 0x0): return .get  // get
    case (3, 0x746573, 0x0): return .set  // set
    case (3, 0x74756F, 0x0): return .out  // out
    case (3, 0x726F66, 0x0): return .for  // for
    case (3, 0x797274, 0x0): return .try  // try
    case (4, 0x74696E69, 0x0): return .`init`  // init
    case (4, 0x6D756E65, 0x0): return .enum  // enum
    case (4, 0x65736C65, 0x0): return .else  // else
    case (4, 0x6E656877, 0x0): return .when  // when
    case (4, 0x6E65706F, 0x0): return .open  // open
    case (4, 0x61746164, 0x0): return .data  // data
    case (5, 0x7373616C63, 0x0): return .class  // class
    case (5, 0x6572656877, 0x0): return .where  // where
    case (5, 0x646C656966, 0x0): return .field  // field
    case (5, 0x6863746163, 0x0): return .catch  // catch
    case (5, 0x656C696877, 0x0): return .while  // while
    case (5, 0x6C616E6966, 0x0): return .final  // final
    case (5, 0x65756C6176, 0x0): return .value  // value
    case (5, 0x72656E6E69, 0x0): return .inner  // inner
    case (5, 0x7869666E69, 0x0): return .infix  // infix
    case (5, 0x74736E6F63, 0x0): return .const  // const
    case (6, 0x74726F706D69, 0x0): return .import  // import
    case (6, 0x7463656A626F, 0x0): return .object  // object
    case (6, 0x63696C627570, 0x0): return .public  // public
    case (6, 0x746365707865, 0x0): return .expect  // expect
    case (6, 0x6C6175746361, 0x0): return .actual  // actual
    case (6, 0x64656C616573, 0x0): return .sealed  // sealed
    case (6, 0x656E696C6E69, 0x0): return .inline  // inline
    case (6, 0x677261726176, 0x0): return .vararg  // vararg
    case (7, 0x6567616B636170, 0x0): return .package  // package
    case (7, 0x747865746E6F63, 0x0): return .context  // context
    case (7, 0x64656966696572, 0x0): return .reified  // reified
    case (7, 0x796C6C616E6966, 0x0): return .finally  // finally
    case (7, 0x65746176697270, 0x0): return .private  // private
    case (7, 0x646E6570737573, 0x0): return .suspend  // suspend
    case (7, 0x6365726C696174, 0x0): return .tailrec  // tailrec
    case (8, 0x6C616E7265746E69, 0x0): return .internal  // internal
    case (8, 0x7463617274736261, 0x0): return .abstract  // abstract
    case (8, 0x656469727265766F, 0x0): return .override  // override
    case (8, 0x656E696C6E696F6E, 0x0): return .noinline  // noinline
    case (8, 0x726F74617265706F, 0x0): return .operator  // operator
    case (8, 0x6C616E7265747865, 0x0): return .external  // external
    case (8, 0x74696E696574616C, 0x0): return .lateinit  // lateinit
    case (9, 0x6361667265746E69, 0x65): return .interface  // interface
    case (9, 0x61696C6165707974, 0x73): return .typealias  // typealias
    case (9, 0x6F696E61706D6F63, 0x6E): return .companion  // companion
    case (9, 0x65746365746F7270, 0x64): return .protected  // protected
    case (10, 0x697461746F6E6E61, 0x6E6F): return .annotation  // annotation
    case (11, 0x63757274736E6F63, 0x726F74): return .constructor  // constructor
    case (11, 0x6C6E6973736F7263, 0x656E69): return .crossinline  // crossinline
    default: return nil
    }
  }
}
