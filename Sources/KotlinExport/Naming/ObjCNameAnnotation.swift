import KotlinSyntax

/// The arguments of `@ObjCName(name, swiftName, exact)` and the other annotations that change
/// how a declaration is exported, read from the raw annotation text.
struct ExportAnnotations: Sendable, Hashable {
  /// `@ObjCName`'s `name` (the Objective-C name).
  var objCName: String?
  /// `@ObjCName`'s `swiftName`.
  var swiftName: String?
  /// `@ObjCName(exact = true)`: the name is used as is, without outer names or prefix.
  var isExact = false
  /// `@HiddenFromObjC`.
  var isHiddenFromObjC = false
  /// `@ShouldRefineInSwift`: Swift sees the name with a `__` prefix.
  var shouldRefineInSwift = false
  /// `@Deprecated(level = DeprecationLevel.HIDDEN)`.
  var isDeprecatedHidden = false
  /// `@Throws(...)`.
  var hasThrows = false

  init(_ annotations: [Annotation]) {
    // `@receiver:ObjCName` names the extension receiver, not the declaration.
    for annotation in annotations where annotation.useSiteTarget != "receiver" {
      switch annotation.simpleName {
      case "ObjCName":
        readObjCName(annotation.arguments ?? "")
      case "HiddenFromObjC":
        isHiddenFromObjC = true
      case "ShouldRefineInSwift":
        shouldRefineInSwift = true
      case "Deprecated":
        isDeprecatedHidden = (annotation.arguments ?? "").contains("HIDDEN")
      case "Throws":
        hasThrows = true
      default:
        break
      }
    }
  }

  /// Reads `"objc", "swift", exact = true` in positional or named form.
  private mutating func readObjCName(_ text: String) {
    // Three names at most: an array is the cheaper set.
    var used: [String] = []
    for (label, value) in Self.labeledArguments(text) {
      guard let name = label ?? Self.objCNameOrder.first(where: { !used.contains($0) }) else {
        break
      }
      used.append(name)
      switch name {
      case "name": objCName = Self.stringLiteral(value)
      case "swiftName": swiftName = Self.stringLiteral(value)
      case "exact": isExact = value == "true"
      default: break
      }
    }
  }

  /// `@ObjCName`'s parameters in declaration order, for positional arguments.
  private static let objCNameOrder = ["name", "swiftName", "exact"]

  /// The `name` and `swiftName` arguments, positional or named, of `@ObjCEnum(name, swiftName)`
  /// and `@ObjCEnum.EntryName(name, swiftName)`; an empty string counts as not given, as for
  /// the compiler. `isConstant` says that an argument is not a plain string literal (a `const
  /// val`, a template), whose value the compiler uses but the prediction cannot know.
  static func nameArguments(_ text: String) -> (
    name: String?, swiftName: String?, isConstant: Bool
  ) {
    var name: String?
    var swiftName: String?
    var isConstant = false
    for (position, (label, value)) in labeledArguments(text).enumerated() {
      let literal = stringLiteral(value)
      if literal == nil { isConstant = true }
      let given = literal.flatMap { $0.isEmpty ? nil : $0 }
      switch label ?? (position == 0 ? "name" : position == 1 ? "swiftName" : "") {
      case "name": name = given
      case "swiftName": swiftName = given
      default: break
      }
    }
    return (name, swiftName, isConstant)
  }

  /// The arguments of an annotation (``splitArguments(_:)``), each split at its first `=` into a
  /// trimmed label and value unless it starts with a quote.
  static func labeledArguments(_ text: String) -> [(label: String?, value: String)] {
    if text.isASCIIWithoutCarriageReturn {
      // Over the bytes, with a string made only for each label and value: slicing, trimming
      // and searching strings cost thousands of instructions per argument, and module-wide
      // `@ObjCName` use made that show.
      let bytes = Array(text.utf8)
      return asciiArgumentRanges(bytes).map { argument in
        guard !argument.isEmpty, bytes[argument.lowerBound] != UInt8(ascii: "\""),
          let equals = bytes[argument].firstIndex(of: UInt8(ascii: "="))
        else { return (nil, asciiString(bytes, argument)) }
        return (
          asciiString(bytes, trimmed(bytes, argument.lowerBound..<equals)),
          asciiString(bytes, trimmed(bytes, (equals + 1)..<argument.upperBound))
        )
      }
    }
    return splitArguments(text).map(labeled)
  }

  /// One argument split at its first `=` into a trimmed label and value, unless it starts with a
  /// quote: ``labeledArguments(_:)`` for text that is not ASCII.
  static func labeled(_ argument: String) -> (label: String?, value: String) {
    // `=` is ASCII: a byte search finds the same index as a search by characters.
    guard let equals = argument.utf8.firstIndex(of: UInt8(ascii: "=")),
      !argument.hasPrefix("\"")
    else { return (nil, argument) }
    return (
      argument[..<equals].trimmingCharacters(in: " \n\t"),
      argument[argument.index(after: equals)...].trimmingCharacters(in: " \n\t")
    )
  }

  /// Splits at commas outside string literals.
  static func splitArguments(_ text: String) -> [String] {
    if text.isASCIIWithoutCarriageReturn {
      let bytes = Array(text.utf8)
      return asciiArgumentRanges(bytes).map { asciiString(bytes, $0) }
    }
    return splitArgumentsByCharacters(text)
  }

  /// ``splitArguments(_:)`` character by character, each argument trimmed as it is cut: the
  /// path for text that is not ASCII, or holds a carriage return.
  static func splitArgumentsByCharacters(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var inString = false
    var previous: Character = " "
    for character in text {
      if character == "\"" && previous != "\\" { inString.toggle() }
      if character == "," && !inString {
        parts.append(current.trimmingCharacters(in: " \n\t"))
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let last = current.trimmingCharacters(in: " \n\t")
    if !last.isEmpty { parts.append(last) }
    return parts
  }

  /// ``splitArguments(_:)`` over the bytes of ASCII text without carriage returns, as ranges:
  /// there every byte is a character (a carriage return could pair with a line feed), and the
  /// trimmed bytes between the commas are what appending character by character gives.
  private static func asciiArgumentRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var inString = false
    var previous = UInt8(ascii: " ")
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "\"") && previous != UInt8(ascii: "\\") { inString.toggle() }
      previous = byte
      if byte == UInt8(ascii: ","), !inString {
        ranges.append(trimmed(bytes, start..<index))
        start = index + 1
      }
    }
    // A last argument that is empty (after a trailing comma, or in empty text) is not one.
    let last = trimmed(bytes, start..<bytes.count)
    if !last.isEmpty { ranges.append(last) }
    return ranges
  }

  /// `range` without leading and trailing spaces, line feeds and tabs.
  private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    func isBlank(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
    }
    var from = range.lowerBound
    var to = range.upperBound
    while from < to && isBlank(bytes[from]) { from += 1 }
    while to > from && isBlank(bytes[to - 1]) { to -= 1 }
    return from..<to
  }

  private static func asciiString(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The contents of a plain string literal, or `nil` for anything else (a template, a
  /// constant): the compiler only honours literal names.
  static func stringLiteral(_ text: String) -> String? {
    // Counted in bytes, and `$` searched as a byte: both ASCII, so the same answers as by
    // characters (a first or last character that is not a plain quote fails the prefix checks).
    guard text.utf8.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
    let inner = String(text.dropFirst().dropLast())
    return inner.utf8.contains(UInt8(ascii: "$")) ? nil : inner
  }
}

extension String {
  /// The string without leading and trailing characters from `characters`.
  func trimmingCharacters(in characters: String) -> String {
    if isASCIIWithoutCarriageReturn && characters.isASCIIWithoutCarriageReturn {
      // Byte by byte: each byte is a character here (see `isASCIIWithoutCarriageReturn`).
      let bytes = characters.utf8
      var slice = utf8[...]
      while let first = slice.first, bytes.contains(first) { slice = slice.dropFirst() }
      while let last = slice.last, bytes.contains(last) { slice = slice.dropLast() }
      return String(self[slice.startIndex..<slice.endIndex])
    }
    let set = Set(characters)
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}

extension Substring {
  /// The substring without leading and trailing characters from `characters`.
  func trimmingCharacters(in characters: String) -> String {
    String(self).trimmingCharacters(in: characters)
  }
}

extension StringProtocol {
  /// Whether every byte is ASCII and none is a carriage return: then every byte is one
  /// character (a carriage return followed by a line feed is one character, `"\r\n"`), and
  /// bytes can stand for characters.
  var isASCIIWithoutCarriageReturn: Bool {
    // Over the contiguous bytes when there are, as `String.isASCII` does.
    utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
    } ?? utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
  }
}
