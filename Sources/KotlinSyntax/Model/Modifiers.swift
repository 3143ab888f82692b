/// The modifier keywords written on a declaration, as a set.
///
/// `enum`, `annotation` and the `fun` of `fun interface` are not modifiers here: they are part of
/// ``ClassDeclaration/Kind``. `companion` is both (``ClassDeclaration/Kind/companionObject`` and
/// ``companion``). Parameter-only keywords such as `vararg` are modifiers.
public struct Modifiers: OptionSet, Sendable, Hashable {
  /// One bit per modifier.
  public let rawValue: UInt64

  /// Creates a set from its bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `public`.
  public static let `public` = Modifiers(rawValue: 1 << 0)
  /// `private`.
  public static let `private` = Modifiers(rawValue: 1 << 1)
  /// `internal`.
  public static let `internal` = Modifiers(rawValue: 1 << 2)
  /// `protected`.
  public static let protected = Modifiers(rawValue: 1 << 3)
  /// `expect`.
  public static let expect = Modifiers(rawValue: 1 << 4)
  /// `actual`.
  public static let actual = Modifiers(rawValue: 1 << 5)
  /// `abstract`.
  public static let abstract = Modifiers(rawValue: 1 << 6)
  /// `final`.
  public static let final = Modifiers(rawValue: 1 << 7)
  /// `open`.
  public static let open = Modifiers(rawValue: 1 << 8)
  /// `sealed`.
  public static let sealed = Modifiers(rawValue: 1 << 9)
  /// `override`.
  public static let override = Modifiers(rawValue: 1 << 10)
  /// `data`.
  public static let data = Modifiers(rawValue: 1 << 11)
  /// `value`.
  public static let value = Modifiers(rawValue: 1 << 12)
  /// `inner`.
  public static let inner = Modifiers(rawValue: 1 << 13)
  /// `companion`.
  public static let companion = Modifiers(rawValue: 1 << 14)
  /// `suspend`.
  public static let suspend = Modifiers(rawValue: 1 << 15)
  /// `inline`.
  public static let inline = Modifiers(rawValue: 1 << 16)
  /// `noinline`.
  public static let noinline = Modifiers(rawValue: 1 << 17)
  /// `crossinline`.
  public static let crossinline = Modifiers(rawValue: 1 << 18)
  /// `tailrec`.
  public static let tailrec = Modifiers(rawValue: 1 << 19)
  /// `operator`.
  public static let `operator` = Modifiers(rawValue: 1 << 20)
  /// `infix`.
  public static let infix = Modifiers(rawValue: 1 << 21)
  /// `external`.
  public static let external = Modifiers(rawValue: 1 << 22)
  /// `const`.
  public static let const = Modifiers(rawValue: 1 << 23)
  /// `lateinit`.
  public static let lateinit = Modifiers(rawValue: 1 << 24)
  /// `vararg`.
  public static let vararg = Modifiers(rawValue: 1 << 25)
  /// `error class` / `error object` (Kotlin 2.4 rich errors).
  public static let error = Modifiers(rawValue: 1 << 26)

  /// Every modifier with its Kotlin keyword, in the order the Kotlin style guide writes them.
  public static let keywords: [(modifier: Modifiers, keyword: String)] = [
    (.public, "public"), (.protected, "protected"), (.private, "private"),
    (.internal, "internal"), (.expect, "expect"), (.actual, "actual"), (.final, "final"),
    (.open, "open"), (.abstract, "abstract"), (.sealed, "sealed"), (.const, "const"),
    (.external, "external"), (.override, "override"), (.lateinit, "lateinit"),
    (.tailrec, "tailrec"), (.vararg, "vararg"), (.suspend, "suspend"), (.inner, "inner"),
    (.companion, "companion"), (.inline, "inline"), (.noinline, "noinline"),
    (.crossinline, "crossinline"), (.value, "value"), (.infix, "infix"),
    (.operator, "operator"), (.data, "data"), (.error, "error"),
  ]

  /// The keywords of the modifiers in the set, in the Kotlin style guide's order.
  public var keywordList: [String] {
    Modifiers.keywords.compactMap { contains($0.modifier) ? $0.keyword : nil }
  }

  /// The visibility written on the declaration, or `nil` when none is (Kotlin's default is public).
  public var visibility: Modifiers? {
    let written = intersection([.public, .private, .internal, .protected])
    return written.isEmpty ? nil : written
  }
}
