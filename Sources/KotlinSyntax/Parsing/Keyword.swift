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

  /// Every keyword with its spelling, grouped by length so that lookup compares few candidates.
  private static let byLength: [[(word: [UInt8], keyword: Keyword)]] = {
    let all: [(String, Keyword)] = [
      ("package", .package), ("import", .import), ("class", .class), ("interface", .interface),
      ("fun", .fun), ("object", .object), ("val", .val), ("var", .var),
      ("typealias", .typealias), ("constructor", .constructor), ("init", .`init`),
      ("companion", .companion), ("enum", .enum), ("annotation", .annotation),
      ("context", .context), ("where", .where), ("by", .by), ("get", .get), ("set", .set),
      ("field", .field), ("in", .in), ("out", .out), ("reified", .reified), ("as", .as),
      ("else", .else), ("catch", .catch), ("finally", .finally), ("if", .if),
      ("while", .while), ("for", .for), ("when", .when), ("try", .try), ("do", .do),
      ("is", .is), ("public", .public), ("private", .private), ("internal", .internal),
      ("protected", .protected), ("expect", .expect), ("actual", .actual),
      ("abstract", .abstract), ("final", .final), ("open", .open), ("sealed", .sealed),
      ("override", .override), ("data", .data), ("value", .value), ("inner", .inner),
      ("suspend", .suspend), ("inline", .inline), ("noinline", .noinline),
      ("crossinline", .crossinline), ("tailrec", .tailrec), ("operator", .operator),
      ("infix", .infix), ("external", .external), ("const", .const),
      ("lateinit", .lateinit), ("vararg", .vararg),
    ]
    var table = [[(word: [UInt8], keyword: Keyword)]](repeating: [], count: 12)
    for (word, keyword) in all {
      table[word.utf8.count].append((Array(word.utf8), keyword))
    }
    return table
  }()

  /// The keyword spelled by `length` bytes at `start`, or `nil`.
  static func lookUp(_ start: UnsafePointer<UInt8>, length: Int) -> Keyword? {
    guard length >= 2 && length < 12 else { return nil }
    let first = start[0]
    // Every keyword is lower-case ASCII.
    guard first >= ASCII.lowerA && first <= ASCII.lowerZ else { return nil }
    for candidate in byLength[length] where candidate.word[0] == first {
      var index = 1
      while index < length && candidate.word[index] == start[index] { index += 1 }
      if index == length { return candidate.keyword }
    }
    return nil
  }
}
