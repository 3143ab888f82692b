/// The Objective-C export's naming rules that do not depend on the module: abbreviations,
/// reserved words, method families, enum entry names, file facades.
///
/// These follow the Kotlin/Native compiler's behaviour as described in `kotlin-in-swift.md`.
public enum ObjCNaming {
  /// The prefix of a framework's or library's Objective-C names.
  ///
  /// Capitalise the first letter, replace `-` and `.` by `_`, then keep the first letter and
  /// every upper-case letter; if that makes at least three letters it is the prefix, otherwise
  /// the whole normalised name is.
  ///
  /// ```swift
  /// ObjCNaming.abbreviate("shared")                   // "Shared"
  /// ObjCNaming.abbreviate("MyKMPLib")                 // "MKMPL"
  /// ObjCNaming.abbreviate("kotlinx-coroutines-core")  // "Kotlinx_coroutines_core"
  /// ```
  public static func abbreviate(_ name: String) -> String {
    if let ascii = abbreviateASCII(name) { return ascii }
    guard let first = name.first else { return "" }
    let normalized = (first.uppercased() + name.dropFirst()).map { character -> Character in
      character == "-" || character == "." ? "_" : character
    }
    let uppers = normalized.enumerated().filter { index, character in
      index == 0 || character.isUppercase
    }.map(\.element)
    return uppers.count >= 3 ? String(uppers) : String(normalized)
  }

  /// ``abbreviate(_:)`` on bytes for an ASCII name (where every character is one byte and only
  /// `A`–`Z` are upper case), or `nil` for any other name.
  private static func abbreviateASCII(_ name: String) -> String? {
    guard !name.isEmpty, name.isASCIIWithoutCarriageReturn else { return nil }
    var normalized = Array(name.utf8)
    if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(normalized[0]) { normalized[0] -= 32 }
    var uppers: [UInt8] = []
    for (index, byte) in normalized.enumerated() {
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") { normalized[index] = 95 }
      if index == 0 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        uppers.append(normalized[index])
      }
    }
    return String(decoding: uppers.count >= 3 ? uppers : normalized, as: UTF8.self)
  }

  /// C and C++ keywords (the Kotlin/Native compiler's list): members with these names get a `_`
  /// suffix, in Swift too (`@property … default_ __attribute__((swift_name("default_")))`).
  /// Objective-C's own names (`id`, `self`, `YES`) are not in it: real headers declare
  /// `@property (readonly) int64_t id __attribute__((swift_name("id")))`. Nor are macros such as
  /// `NULL` and `DEBUG`: the header renames only the Objective-C name
  /// (`NSString *NULL_ __attribute__((swift_name("NULL")))`), and Swift sees `NULL`.
  public static let cKeywords: Set<String> = [
    "auto", "break", "bool", "case", "char", "const", "continue", "default", "do", "double",
    "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Bool",
    "_Complex", "_Generic", "_Imaginary", "_Noreturn", "_Static_assert", "_Thread_local", "and",
    "not", "or", "xor", "complex", "imaginary", "alignas", "alignof", "and_eq", "asm", "bitand",
    "bitor", "catch", "char16_t", "char32_t", "class", "compl", "constexpr", "const_cast",
    "decltype", "delete", "dynamic_cast", "explicit", "export", "false", "friend", "mutable",
    "namespace", "new", "noexcept", "not_eq", "nullptr", "operator", "or_eq", "private",
    "protected", "public", "reinterpret_cast", "static_assert", "static_cast", "template",
    "this", "thread_local", "throw", "true", "try", "typeid", "typename", "using", "virtual",
    "wchar_t", "xor_eq",
  ]

  /// Names an enum entry (a class property of the enum class) must not take, besides C keywords:
  /// `NSObject` class methods.
  public static let reservedClassSelectors: Set<String> = [
    "retain", "release", "autorelease", "initialize", "load", "alloc", "new", "class",
    "superclass", "classFallbacksForKeyedArchiver", "classForKeyedUnarchiver", "description",
    "debugDescription", "version", "hash", "useStoredAccessor",
  ]

  /// Selector pieces an Objective-C header cannot use as written: macros of the C and
  /// Objective-C headers. The compiler appends `_` to such a piece (`DEBUG:` → `DEBUG_:`,
  /// `foo(NULL:a:DEBUG:)` → `fooNULL:a:DEBUG_:`); the Swift name keeps it.
  /// Each starts with an upper case letter, which ``mangledSelector(_:)`` relies on.
  public static let reservedSelectorPieces: Set<String> = ["YES", "NO", "NULL", "DEBUG"]

  /// Argument-less method selectors that `NSObject` owns: a Kotlin method of that name gets the
  /// selector `class_` (its Swift name stays `class()`).
  public static let reservedMethodSelectors: Set<String> = [
    "retain", "release", "autorelease", "class", "superclass",
  ]

  /// A method's selector with the compiler's renaming of reserved pieces applied (see
  /// ``reservedSelectorPieces`` and ``reservedMethodSelectors``), as real headers show it.
  ///
  /// - Complexity: O(n) byte reads; the selector is split only when a piece starts with an upper
  ///   case letter, as every reserved piece does (most selectors are returned untouched).
  public static func mangledSelector(_ selector: String) -> String {
    let utf8 = selector.utf8
    let colon = UInt8(ascii: ":")
    guard utf8.contains(colon) else {
      return reservedMethodSelectors.contains(selector) || reservedSelectorPieces.contains(selector)
        ? selector + "_" : selector
    }
    // A piece starts the selector or follows a colon.
    var previous = colon
    var mayHaveReservedPiece = false
    for byte in utf8 {
      if previous == colon, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
        mayHaveReservedPiece = true
        break
      }
      previous = byte
    }
    guard mayHaveReservedPiece else { return selector }
    var pieces = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for index in pieces.indices where reservedSelectorPieces.contains(pieces[index]) {
      pieces[index] += "_"
      changed = true
    }
    return changed ? pieces.joined(separator: ":") : selector
  }

  /// Property names that get a `_` suffix: C keywords and `description`.
  public static let reservedPropertyNames: Set<String> = cKeywords.union(["description"])

  /// The Swift type of the property every exported class has from `NSObject` under this name,
  /// if it has one (`hashValue` is Swift's, from `Hashable`). A Kotlin property of one of these
  /// names keeps it (only `description` is renamed), so the header declares it again; with
  /// another type, how Swift imports it is not predicted.
  public static func nsObjectPropertyType(_ name: String) -> String? {
    switch name {
    case "hash": return "Int"
    case "hashValue": return "Int"
    case "superclass": return "AnyClass?"
    case "debugDescription": return "String"
    default: return nil
    }
  }

  /// The Swift type of the property every exported class has from its root class under this
  /// name: `NSObject`'s (``nsObjectPropertyType(_:)``) in the Objective-C export, `Hashable`'s
  /// `hashValue` of `KotlinBase` in Swift export.
  public static func rootClassPropertyType(_ name: String, objectiveC: Bool) -> String? {
    objectiveC ? nsObjectPropertyType(name) : name == "hashValue" ? "Int" : nil
  }

  /// Whether an Objective-C compiler would put a method of this name in a special family
  /// (`alloc`, `copy`, `mutableCopy`, `new`, `init` as a whole word at the start, leading
  /// underscores ignored).
  public static func isSpecialFamily(_ name: String) -> Bool {
    if name.isASCII {
      // Bytes are characters here, and only `a`–`z` are lower case.
      let trimmed = name.utf8.drop { $0 == UInt8(ascii: "_") }
      // Most names start with a letter no family starts with: one byte decides.
      guard let first = trimmed.first, familyInitials.contains(first) else { return false }
      for family in specialFamilies where trimmed.starts(with: family.utf8) {
        let next = trimmed.dropFirst(family.utf8.count).first
        if !(next.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } ?? false) {
          return true
        }
      }
      return false
    }
    let trimmed = name.drop { $0 == "_" }
    return specialFamilies.contains { family in
      guard trimmed.hasPrefix(family) else { return false }
      let rest = trimmed.dropFirst(family.count)
      return rest.first.map { !$0.isLowercase } ?? true
    }
  }

  private static let specialFamilies = ["alloc", "copy", "mutableCopy", "new", "init"]
  private static let familyInitials = specialFamilies.compactMap(\.utf8.first)

  /// Prefixes a name of a special family (`do` for methods and properties, `the` for enum
  /// entries): `initKoin` → `doInitKoin`, `NEW` → `theNew`. `initialize`, `newest` are untouched.
  public static func mangleIfSpecialFamily(_ name: String, prefix: String) -> String {
    guard isSpecialFamily(name) || name == "init" || name.hasPrefix("initWith") else {
      return name
    }
    return prefix + capitalized(name)
  }

  /// The Swift name an enum entry's static property gets, before clash mangling.
  ///
  /// `FOO_BAR` → `fooBar`, `Red` → `red`, `MyValue` → `myvalue`, `DEFAULT` → `default_`,
  /// `NEW` → `theNew`.
  public static func enumEntryName(_ kotlinName: String) -> String {
    let parts = kotlinName.split(separator: "_", omittingEmptySubsequences: false)
    let joined = parts.enumerated().map { index, part in
      let lower = part.lowercased()
      return index == 0 ? lower : capitalized(lower)
    }.joined()
    let name = mangleIfSpecialFamily(identifier(joined), prefix: "the")
    if cKeywords.contains(name) || reservedClassSelectors.contains(name) { return name + "_" }
    return name
  }

  /// The file facade class of a source file's top-level declarations: `Platform.ios.kt` →
  /// `Platform_iosKt`.
  public static func fileFacadeName(_ fileName: String) -> String {
    var base = fileName
    if let dot = base.lastIndex(of: "."), base[dot...] == ".kt" { base = String(base[..<dot]) }
    let sanitized = String(
      base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" ? $0 : "_" })
    let prefix: String
    if let first = sanitized.first, first.isLetter || first == "_" || first == "$" {
      prefix = capitalized(sanitized)
    } else {
      prefix = "_" + sanitized
    }
    return identifier(prefix + "Kt")
  }

  /// A valid Objective-C and Swift identifier: `$` becomes `_`, a leading digit gets `_`.
  public static func identifier(_ name: String) -> String {
    if name.isEmpty { return "__" }
    var result = name.replacingOccurrences(of: "$", with: "_")
    // The common case, an ASCII name, answers `isNumber` from its first byte.
    let startsWithDigit =
      result.isASCII
      ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(result.utf8.first ?? 0)
      : result.first?.isNumber == true
    if startsWithDigit { result = "_" + result }
    return result == "_" ? "__" : result
  }

  /// The name with its first character upper-cased.
  public static func capitalized<S: StringProtocol>(_ name: S) -> String {
    if let byte = asciiFirstCharacter(name) {
      return String(UnicodeScalar(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte))
        + name[name.utf8.index(after: name.utf8.startIndex)...]
    }
    guard let first = name.first else { return "" }
    return first.uppercased() + name.dropFirst()
  }

  /// The name with its first character lower-cased.
  public static func decapitalized<S: StringProtocol>(_ name: S) -> String {
    if let byte = asciiFirstCharacter(name) {
      return String(UnicodeScalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
        + name[name.utf8.index(after: name.utf8.startIndex)...]
    }
    guard let first = name.first else { return "" }
    return first.lowercased() + name.dropFirst()
  }

  /// The first character when it is one ASCII byte: the first two bytes are ASCII (no combining
  /// mark follows the first) and the first is no carriage return (which a line feed would join),
  /// so that case can be changed on the byte, without the Unicode case mapping of a
  /// one-character string (only `a`–`z` and `A`–`Z` change case in ASCII), and the rest starts
  /// one byte in (dropping a character walks grapheme boundaries).
  private static func asciiFirstCharacter<S: StringProtocol>(_ name: S) -> UInt8? {
    var bytes = name.utf8.makeIterator()
    guard let first = bytes.next(), first < 0x80, first != UInt8(ascii: "\r") else { return nil }
    if let second = bytes.next(), second >= 0x80 { return nil }
    return first
  }
}

extension String {
  /// Replaces every occurrence of a string (Foundation-free).
  ///
  /// - Complexity: O(n). A string without the target's first byte is returned as it is, and a
  ///   one-byte target in an ASCII string is replaced byte by byte; only other cases split the
  ///   string into characters.
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    guard let first = target.utf8.first else { return self }
    guard containsByte(first) else { return self }
    if target.utf8.count == 1, first != 10, first != 13, isASCII {
      // Every character of an ASCII string is one byte, except `\r\n`, which is not the target.
      var result = ""
      result.reserveCapacity(utf8.count)
      var start = utf8.startIndex
      while let found = self[start...].utf8.firstIndex(of: first) {
        result += self[start..<found]
        result += replacement
        start = utf8.index(after: found)
      }
      result += self[start...]
      return result
    }
    return self.split(separator: target, omittingEmptySubsequences: false).joined(
      separator: replacement)
  }

  /// Whether the UTF-8 form contains `byte`, scanned over the contiguous bytes when there are
  /// (a plain loop; the view's own search cost tens of instructions a byte in profiles).
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
  }

  /// Whether every byte is ASCII, so that characters, bytes and case can be read byte by byte.
  var isASCII: Bool {
    // Over the contiguous bytes when there are (always, for a native or small string): a plain
    // loop, where the view's iterator cost many instructions a byte.
    utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
      ?? utf8.allSatisfy { $0 < 0x80 }
  }
}
