extension StubWriter {
  /// Declarations for the library types the Objective-C stubs name but do not declare.
  ///
  /// A real module's API mentions classes of the libraries it uses (`Co_touchlabKermit`,
  /// `Io_ktorHttpResponse`, `KotlinCoroutineContext`), which the framework declares from those
  /// libraries and the runtime stubs cannot list. Each such name in `text` (a standard-library
  /// `Kotlin…` name, or a library name with its `Prefix_` part) that nothing in `text` declares
  /// gets an empty placeholder: a protocol where the stubs write `any Name` or adopt it after a
  /// superclass, otherwise an open class, with as many generic parameters as its widest use.
  ///
  /// The names of `unresolved`, types the sources name but do not declare or import by name,
  /// get placeholders the same way.
  ///
  /// - Parameters:
  ///   - text: The stubs written so far, runtime stubs included.
  ///   - unresolved: How the stubs spell the module's unresolved types.
  /// - Returns: The placeholders, in name order, or an empty string.
  static func libraryPlaceholders(for text: String, unresolved: Set<String> = []) -> String {
    let tokens = StubTokens(text)
    var declared: Set<String> = []
    var used: [String: (isProtocol: Bool, arity: Int)] = [:]
    for index in tokens.words.indices {
      let word = tokens.words[index]
      let previous = index > 0 ? tokens.words[index - 1] : nil
      if let previous, ["class", "protocol", "typealias", "enum", "struct"].contains(previous.text)
      {
        // A nested declaration does not make the name known at file scope.
        if word.depth == 0 { declared.insert(word.text) }
        continue
      }
      guard Self.isLibraryTypeName(word.text) || unresolved.contains(word.text), !word.afterDot
      else { continue }
      var entry = used[word.text] ?? (false, 0)
      if previous?.text == "any" || word.isLaterInInheritanceList { entry.isProtocol = true }
      entry.arity = max(entry.arity, word.genericArity)
      used[word.text] = entry
    }
    // Each named type the caller knows of is declared even where only the glue uses it.
    for name in unresolved where used[name] == nil { used[name] = (false, 0) }
    let missing = used.keys.filter {
      !declared.contains($0) && !KnownKotlinTypes.swiftAndFoundationTypeNames.contains($0)
    }.sorted()
    guard !missing.isEmpty else { return "" }
    var result =
      "// MARK: - Library types the module's API names (placeholders: the framework declares "
      + "them)\n\n"
    for name in missing {
      let entry = used[name] ?? (false, 0)
      if entry.isProtocol {
        result += "public protocol \(name): AnyObject {}\n"
      } else {
        let generics =
          entry.arity == 0
          ? "" : "<" + (0..<entry.arity).map { "T\($0)" }.joined(separator: ", ") + ">"
        // A standard-library exception the runtime stubs lack (`KotlinUnsupportedOperation…`)
        // keeps the initializers and properties of one.
        let isException =
          name.hasPrefix("Kotlin") && (name.hasSuffix("Exception") || name.hasSuffix("Error"))
        let superclass = isException && entry.arity == 0 ? "KotlinException" : "KotlinBase"
        result += "open class \(name)\(generics): \(superclass) {}\n"
      }
    }
    return result + "\n"
  }

  /// Whether an identifier is spelled as the Objective-C export spells a library class: a
  /// standard-library `Kotlin…` name, or a name with a library prefix (`Co_touchlabKermit`).
  static func isLibraryTypeName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
      return false
    }
    if name.hasPrefix("Kotlin"), bytes.count > 6, bytes[6] >= UInt8(ascii: "A"),
      bytes[6] <= UInt8(ascii: "Z")
    {
      return true
    }
    // `Prefix_rest`: an underscore after a capitalised first part, with more after it.
    guard let underscore = bytes.firstIndex(of: UInt8(ascii: "_")), underscore > 0,
      underscore + 1 < bytes.count
    else { return false }
    return bytes[underscore + 1] != UInt8(ascii: "_")
  }
}

/// The identifiers of stub source, with what the placeholders need to know about each: comments
/// and string literals are skipped.
struct StubTokens {
  struct Word {
    var text: String
    /// Written right after a `.` (a member or nested type, declared with its host).
    var afterDot: Bool
    /// The number of generic arguments written after it (`Name<A, B>`), or 0.
    var genericArity: Int
    /// Written after a comma in a declaration's inheritance list (so a protocol).
    var isLaterInInheritanceList: Bool
    /// The number of braces open around it (0: at file scope).
    var depth: Int
  }

  private(set) var words: [Word] = []

  /// Whether a byte can be part of a Swift identifier: an ASCII letter, digit or `_`, or a byte
  /// of a non-ASCII character.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  /// The words that may come before a declaration keyword on its line.
  static let modifiers: Set<String> = [
    "public", "open", "final", "private", "fileprivate", "internal", "indirect",
  ]

  init(_ text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    // Inside `class A: B, C {`: between the colon and the brace, and past a comma.
    var inInheritance = false
    var pastComma = false
    var pendingDeclaration = false
    var angleDepth = 0
    var braceDepth = 0
    var onlyModifiersSoFar = true
    let isIdentifierByte = Self.isIdentifierByte
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        continue
      }
      if isIdentifierByte(byte), !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let afterDot = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
        var arity = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
          // Top-level commas between the angle brackets.
          var depth = 0
          var cursor = index
          arity = 1
          while cursor < bytes.count {
            let inner = bytes[cursor]
            if inner == UInt8(ascii: "<") || inner == UInt8(ascii: "(")
              || inner == UInt8(ascii: "[")
            {
              depth += 1
            } else if (inner == UInt8(ascii: ">") && bytes[cursor - 1] != UInt8(ascii: "-"))
              || inner == UInt8(ascii: ")") || inner == UInt8(ascii: "]")
            {
              depth -= 1
              if depth == 0 { break }
            } else if inner == UInt8(ascii: ","), depth == 1 {
              arity += 1
            } else if inner == UInt8(ascii: "\n") {
              break
            }
            cursor += 1
          }
        }
        // A declaration keyword starts a line, after modifiers only (not a parameter label).
        if onlyModifiersSoFar, ["class", "protocol", "enum", "struct", "extension"].contains(text) {
          pendingDeclaration = true
          inInheritance = false
        }
        if !Self.modifiers.contains(text) { onlyModifiersSoFar = false }
        words.append(
          Word(
            text: text, afterDot: afterDot, genericArity: arity,
            isLaterInInheritanceList: inInheritance && pastComma, depth: braceDepth))
        continue
      }
      switch byte {
      case UInt8(ascii: ":") where pendingDeclaration && angleDepth == 0:
        inInheritance = true
        pastComma = false
      case UInt8(ascii: "<"):
        angleDepth += 1
      case UInt8(ascii: ">"):
        angleDepth = max(0, angleDepth - 1)
      case UInt8(ascii: ","):
        if inInheritance, angleDepth == 0 { pastComma = true }
      case UInt8(ascii: "}"):
        braceDepth = max(0, braceDepth - 1)
      case UInt8(ascii: "{"), UInt8(ascii: "\n"):
        if byte == UInt8(ascii: "{") { braceDepth += 1 } else { onlyModifiersSoFar = true }
        pendingDeclaration = false
        inInheritance = false
        pastComma = false
        angleDepth = 0
      default:
        break
      }
      index += 1
    }
  }
}
