extension FrameworkHeader {
  /// Reads a Kotlin/Native framework header.
  ///
  /// The reader understands what the Kotlin/Native compiler writes: `@class`/`@protocol` forward
  /// declarations, `@interface` (with generics, superclass type arguments, protocols and
  /// categories) and `@protocol` definitions, `__attribute__((…))` before a declaration
  /// (`swift_name`, `objc_subclassing_restricted`) and after a member (`swift_name`,
  /// availability), instance and class methods, properties (with `class`, `readonly` and
  /// `getter=`), and the `typedef NS_ENUM`/`NS_CLOSED_ENUM` of `@ObjCEnum` enum classes.
  /// Comments and preprocessor lines are skipped; anything else unknown is crossed without
  /// failing.
  ///
  /// - Parameters:
  ///   - text: The header's contents.
  ///   - path: The path to show in diagnostics.
  /// - Returns: The declarations.
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String, path: String) -> FrameworkHeader {
    var reader = HeaderReader(Array(HeaderReader.strippingComments(text).utf8))
    return reader.read(path: path)
  }
}

/// A byte cursor over a header with comments already blanked out.
struct HeaderReader {
  let bytes: [UInt8]
  var position = 0
  var line = 1

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The text with comments replaced by spaces, newlines kept so line numbers stay right.
  static func strippingComments(_ text: String) -> String {
    var output: [UInt8] = []
    let input = Array(text.utf8)
    output.reserveCapacity(input.count)
    var index = 0
    var inString = false
    while index < input.count {
      let byte = input[index]
      let next = index + 1 < input.count ? input[index + 1] : 0
      if inString {
        output.append(byte)
        if byte == UInt8(ascii: "\\"), index + 1 < input.count {
          output.append(next)
          index += 2
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        inString = true
        output.append(byte)
        index += 1
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        while index < input.count && input[index] != UInt8(ascii: "\n") {
          output.append(UInt8(ascii: " "))
          index += 1
        }
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        output += [UInt8(ascii: " "), UInt8(ascii: " ")]
        index += 2
        while index < input.count
          && !(input[index] == UInt8(ascii: "*") && index + 1 < input.count
            && input[index + 1] == UInt8(ascii: "/"))
        {
          output.append(input[index] == UInt8(ascii: "\n") ? input[index] : UInt8(ascii: " "))
          index += 1
        }
        if index < input.count { output += [UInt8(ascii: " "), UInt8(ascii: " ")] }
        index += 2
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: Top level

  mutating func read(path: String) -> FrameworkHeader {
    var header = FrameworkHeader(
      path: path, declarations: [], categories: [], forwardClasses: [], forwardProtocols: [])
    var attributes: [String] = []
    while skipSpace() {
      if peek("#") {
        skipLine()
      } else if peekWord("__attribute__") {
        attributes.append(readAttribute())
      } else if peekWord("@class") {
        advance("@class".utf8.count)
        header.forwardClasses += readList()
        attributes = []
      } else if peekWord("@protocol") {
        let start = line
        advance("@protocol".utf8.count)
        let saved = (position, line)
        _ = skipSpace()
        let name = readIdentifier()
        _ = skipSpace()
        if peek(",") || peek(";") {
          (position, line) = saved
          header.forwardProtocols += readList()
        } else {
          var declaration = readProtocol(name: name, line: start)
          apply(attributes, to: &declaration)
          header.declarations.append(declaration)
        }
        attributes = []
      } else if peekWord("@interface") {
        let start = line
        advance("@interface".utf8.count)
        var declaration = readInterface(line: start)
        apply(attributes, to: &declaration)
        if declaration.categoryName != nil {
          header.categories.append(declaration)
        } else {
          header.declarations.append(declaration)
        }
        attributes = []
      } else if peekWord("typedef") {
        let start = line
        advance("typedef".utf8.count)
        if let declaration = readEnum(line: start) { header.enums.append(declaration) }
        attributes = []
      } else if peek(";") {
        advance(1)
        attributes = []
      } else if isIdentifierStart(bytes[position]) {
        // Attributes belong to the declaration right after them: anything else in between
        // (the rest of a cut-off typedef, say) drops them.
        _ = readIdentifier()
        attributes = []
      } else {
        advance(1)
        attributes = []
      }
    }
    return header
  }

  private func apply(_ attributes: [String], to declaration: inout HeaderDeclaration) {
    for attribute in attributes {
      if let name = Self.swiftName(in: attribute) {
        declaration.swiftName = name
        declaration.hasExplicitSwiftName = true
      }
      if attribute.contains("objc_subclassing_restricted") {
        declaration.isSubclassingRestricted = true
      }
    }
  }

  /// The argument of `swift_name("…")` in an attribute's text.
  static func swiftName(in attribute: String) -> String? {
    guard let range = attribute.range(of: "swift_name(\"") else { return nil }
    let rest = attribute[range.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
  }

  /// Reads what follows `typedef` when it is `NS_ENUM(type, Name) { … } NS_SWIFT_NAME(…);` or
  /// `NS_CLOSED_ENUM(…) { … } __attribute__((swift_name("…")));`, and crosses any other typedef to
  /// its `;`. The statement is read only up to its `;`, which must come before any `@` or
  /// `typedef`: a typedef cut off before it gives `nil` and is left for the main loop to cross,
  /// so that it cannot take the declarations after it.
  private mutating func readEnum(line start: Int) -> HeaderEnum? {
    var end = position
    while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "@") {
      if bytes[end] == UInt8(ascii: "t"), end > position, isWord("typedef", at: end) { break }
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
    var statement = HeaderReader(Array(bytes[position..<end]))
    advance(end + 1 - position)
    return statement.readEnumStatement(line: start)
  }

  /// ``readEnum(line:)`` over the statement alone (without its `;`).
  private mutating func readEnumStatement(line start: Int) -> HeaderEnum? {
    _ = skipSpace()
    let macro = readIdentifier()
    guard macro == "NS_ENUM" || macro == "NS_CLOSED_ENUM" else { return nil }
    _ = skipSpace()
    guard peek("(") else { return nil }
    let arguments = readBalanced(open: "(", close: ")")
    let objCName =
      arguments.split(separator: ",").last.map { String($0).trimmingCharacters(in: " \n\t") }
      ?? ""
    _ = skipSpace()
    guard !objCName.isEmpty, peek("{") else { return nil }
    var body = HeaderReader(Array(readBalanced(open: "{", close: "}").utf8))
    var cases: [HeaderEnum.Case] = []
    while body.skipSpace() {
      guard body.isIdentifierStart(body.bytes[body.position]) else {
        body.advance(1)
        continue
      }
      let name = body.readIdentifier()
      var swiftName = name
      var value: Int?
      while body.skipSpace(), !body.peek(",") {
        if body.peekWord("NS_SWIFT_NAME") || body.peekWord("__attribute__") {
          if let attribute = body.readSwiftNameAttribute() { swiftName = attribute }
        } else if body.peek("=") {
          body.advance(1)
          _ = body.skipSpace()
          var digits = ""
          if body.peek("-") {
            digits = "-"
            body.advance(1)
          }
          while body.position < body.bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(body.bytes[body.position])
          {
            digits.append(Character(UnicodeScalar(body.bytes[body.position])))
            body.advance(1)
          }
          value = Int(digits)
        } else {
          body.advance(1)
        }
      }
      if body.peek(",") { body.advance(1) }
      cases.append(HeaderEnum.Case(objCName: name, swiftName: swiftName, value: value))
    }
    var swiftName = objCName
    while skipSpace() {
      if peekWord("NS_SWIFT_NAME") || peekWord("__attribute__") {
        if let attribute = readSwiftNameAttribute() { swiftName = attribute }
      } else {
        advance(1)
      }
    }
    return HeaderEnum(
      objCName: objCName, swiftName: swiftName, isClosed: macro == "NS_CLOSED_ENUM", cases: cases,
      line: start)
  }

  /// Whether `word` starts at `index` as a whole word.
  private func isWord(_ word: String, at index: Int) -> Bool {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { return false }
    if index > 0, isIdentifierPart(bytes[index - 1]) { return false }
    return index + utf8.count == bytes.count || !isIdentifierPart(bytes[index + utf8.count])
  }

  /// Reads the `NS_SWIFT_NAME(name)` or `__attribute__((…))` here and returns the Swift name it
  /// gives, if any.
  mutating func readSwiftNameAttribute() -> String? {
    if peekWord("NS_SWIFT_NAME") {
      advance("NS_SWIFT_NAME".utf8.count)
      _ = skipSpace()
      return readBalanced(open: "(", close: ")").trimmingCharacters(in: " \n\t")
    }
    return Self.swiftName(in: readAttribute())
  }

  private mutating func readList() -> [String] {
    var names: [String] = []
    while skipSpace() {
      if peek(";") {
        advance(1)
        break
      }
      if peek(",") {
        advance(1)
        continue
      }
      if peek("<") {
        _ = readBalanced(open: "<", close: ">")
        continue
      }
      let name = readIdentifier()
      if name.isEmpty { advance(1) } else { names.append(name) }
    }
    return names
  }

  private mutating func readProtocol(name: String, line start: Int) -> HeaderDeclaration {
    var declaration = HeaderDeclaration(
      objCName: name, swiftName: name, hasExplicitSwiftName: false, isProtocol: true, line: start)
    _ = skipSpace()
    if peek("<") {
      declaration.protocols = Self.names(in: readBalanced(open: "<", close: ">"))
    }
    readMembers(into: &declaration)
    return declaration
  }

  private mutating func readInterface(line start: Int) -> HeaderDeclaration {
    _ = skipSpace()
    let name = readIdentifier()
    var declaration = HeaderDeclaration(
      objCName: name, swiftName: name, hasExplicitSwiftName: false, isProtocol: false, line: start)
    _ = skipSpace()
    if peek("<") {
      declaration.genericParameters = Self.names(in: readBalanced(open: "<", close: ">")).filter {
        !["__covariant", "__contravariant"].contains($0)
      }
      _ = skipSpace()
    }
    if peek("(") {
      let category = readBalanced(open: "(", close: ")")
      declaration.categoryName = category.trimmingCharacters(in: " \t\n")
      _ = skipSpace()
    }
    if peek(":") {
      advance(1)
      _ = skipSpace()
      declaration.superclass = readIdentifier()
      // `Super<Args>` (no space) are the superclass's type arguments; ` <P>` are protocols.
      if peek("<") {
        let arguments = readBalanced(open: "<", close: ">")
        declaration.superclassArguments = ExportAnnotations.splitArguments(arguments)
      }
      _ = skipSpace()
    }
    if peek("<") {
      declaration.protocols = Self.names(in: readBalanced(open: "<", close: ">"))
    }
    readMembers(into: &declaration)
    return declaration
  }

  /// Identifiers in a comma-separated list (`<SharedA, SharedB>` → `[SharedA, SharedB]`).
  static func names(in list: String) -> [String] {
    ExportAnnotations.splitArguments(list).compactMap { part in
      part.split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "\n" }).last.map(String.init)
        .flatMap { $0 == "__covariant" ? nil : $0 }
    }
  }

  // MARK: Members

  private mutating func readMembers(into declaration: inout HeaderDeclaration) {
    while skipSpace() {
      if peekWord("@end") {
        advance(4)
        return
      }
      if peekWord("@property") {
        let start = line
        advance("@property".utf8.count)
        if let property = readProperty(line: start) { declaration.properties.append(property) }
      } else if peek("-") || peek("+") {
        let start = line
        let isClass = peek("+")
        advance(1)
        if let method = readMethod(isClass: isClass, line: start) {
          declaration.methods.append(method)
        }
      } else if peek("@") {
        advance(1)
        _ = readIdentifier()
      } else if peek("#") {
        skipLine()
      } else {
        advance(1)
      }
    }
  }

  /// Reads up to the `;` ending a member, splitting off its trailing attributes.
  private mutating func readStatement() -> (body: String, attributes: [String]) {
    var body: [UInt8] = []
    var attributes: [String] = []
    while position < bytes.count {
      if peek(";") {
        advance(1)
        break
      }
      if peekWord("__attribute__") {
        attributes.append(readAttribute())
        continue
      }
      if peekWord("@end") { break }
      if peek("(") {
        body += Array(("(" + readBalanced(open: "(", close: ")") + ")").utf8)
        continue
      }
      body.append(bytes[position])
      advance(1)
    }
    return (String(decoding: body, as: UTF8.self), attributes)
  }

  private mutating func readProperty(line start: Int) -> HeaderProperty? {
    let (body, attributes) = readStatement()
    var text = body.trimmingCharacters(in: " \t\n")
    var isClass = false
    var isReadonly = false
    var getter: String?
    if text.hasPrefix("(") {
      var reader = HeaderReader(Array(text.utf8))
      let list = reader.readBalanced(open: "(", close: ")")
      for item in ExportAnnotations.splitArguments(list) {
        if item == "class" { isClass = true }
        if item == "readonly" { isReadonly = true }
        if item.hasPrefix("getter=") { getter = String(item.dropFirst("getter=".count)) }
      }
      text = String(decoding: reader.bytes[reader.position...], as: UTF8.self)
        .trimmingCharacters(in: " \t\n")
    }
    let name: String
    let type: String
    if let nameRange = Self.blockPropertyNameRange(in: text) {
      // A block-typed property: `void (^handler)(int32_t)`, `id (^ _Nullable handler)(id)`, or
      // a block returning a block, `KotlinUnit *(^(^handler)(NSString *))(Boolean *)`.
      name = String(text[nameRange])
      type = text.replacingCharacters(in: nameRange, with: "")
    } else {
      let identifier = text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      name = String(identifier.reversed())
      type = String(text.dropLast(name.count)).trimmingCharacters(in: " \t\n")
    }
    guard !name.isEmpty else { return nil }
    let explicit = attributes.lazy.compactMap(Self.swiftName(in:)).first
    return HeaderProperty(
      name: name, swiftName: explicit ?? name, type: type, isClassProperty: isClass,
      isReadonly: isReadonly, getter: getter, line: start)
  }

  /// Where the name of a block-typed property is: after the first `(^` that is followed, past
  /// spaces and nullability qualifiers, by an identifier (the outer `(^` of a block returning a
  /// block is followed by another `(`).
  static func blockPropertyNameRange(in text: String) -> Range<String.Index>? {
    let qualifiers = ["_Nullable_result", "_Nullable", "_Nonnull", "_Null_unspecified"]
    var searchStart = text.startIndex
    while let open = text.range(of: "(^", range: searchStart..<text.endIndex) {
      var rest = text[open.upperBound...]
      while true {
        let trimmed = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let qualifier = qualifiers.first(where: { trimmed.hasPrefix($0) }) else {
          rest = trimmed
          break
        }
        rest = trimmed.dropFirst(qualifier.count)
      }
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if let first = name.first, !first.isNumber {
        return name.startIndex..<name.endIndex
      }
      searchStart = open.upperBound
    }
    return nil
  }

  private mutating func readMethod(isClass: Bool, line start: Int) -> HeaderMethod? {
    let (body, attributes) = readStatement()
    var reader = HeaderReader(Array(body.utf8))
    _ = reader.skipSpace()
    var returnType = ""
    if reader.peek("(") {
      returnType = reader.readBalanced(open: "(", close: ")").trimmingCharacters(in: " \t\n")
    }
    var pieces: [String] = []
    var parameterTypes: [String] = []
    var hasArguments = false
    while reader.skipSpace() {
      let piece = reader.readIdentifier()
      if piece.isEmpty {
        reader.advance(1)
        continue
      }
      _ = reader.skipSpace()
      guard reader.peek(":") else {
        if pieces.isEmpty { pieces.append(piece) }
        break
      }
      hasArguments = true
      reader.advance(1)
      pieces.append(piece)
      _ = reader.skipSpace()
      parameterTypes.append(
        reader.peek("(") ? reader.readBalanced(open: "(", close: ")") : "")
      _ = reader.skipSpace()
      _ = reader.readIdentifier()
    }
    guard let first = pieces.first else { return nil }
    let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : first
    let explicit = attributes.lazy.compactMap(Self.swiftName(in:)).first
    let unavailable = attributes.contains { $0.contains("unavailable") }
    return HeaderMethod(
      selector: selector, swiftName: explicit ?? Self.defaultSwiftName(pieces, hasArguments),
      hasExplicitSwiftName: explicit != nil, isClassMethod: isClass, returnType: returnType,
      isUnavailable: unavailable, line: start, parameterTypes: parameterTypes)
  }

  /// Swift's plain import of a selector without `swift_name`.
  static func defaultSwiftName(_ pieces: [String], _ hasArguments: Bool) -> String {
    guard hasArguments, let first = pieces.first else { return (pieces.first ?? "") + "()" }
    if first.hasPrefix("initWith"), first.count > "initWith".count {
      let label = ObjCNaming.decapitalized(first.dropFirst("initWith".count))
      return "init(" + ([label] + pieces.dropFirst()).map { $0 + ":" }.joined() + ")"
    }
    return first + "(" + (["_"] + pieces.dropFirst()).map { $0 + ":" }.joined() + ")"
  }

  // MARK: Cursor

  /// Skips spaces and newlines; returns whether any text is left.
  mutating func skipSpace() -> Bool {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        line += 1
      } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        && byte != UInt8(ascii: "\r")
      {
        return true
      }
      position += 1
    }
    return false
  }

  mutating func advance(_ count: Int) {
    for _ in 0..<count where position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") { line += 1 }
      position += 1
    }
  }

  mutating func skipLine() {
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
  }

  func peek(_ text: String) -> Bool {
    let utf8 = Array(text.utf8)
    guard position + utf8.count <= bytes.count else { return false }
    return Array(bytes[position..<position + utf8.count]) == utf8
  }

  /// Whether a whole word starts here (not a longer identifier).
  func peekWord(_ word: String) -> Bool {
    guard peek(word) else { return false }
    let end = position + word.utf8.count
    return end >= bytes.count || !isIdentifierPart(bytes[end])
  }

  func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  func isIdentifierPart(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  mutating func readIdentifier() -> String {
    let start = position
    while position < bytes.count && isIdentifierPart(bytes[position]) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads `open … close` with nesting and string literals; returns the text inside.
  mutating func readBalanced(open: Character, close: Character) -> String {
    guard let openByte = open.asciiValue, let closeByte = close.asciiValue,
      position < bytes.count, bytes[position] == openByte
    else { return "" }
    advance(1)
    let start = position
    var depth = 1
    var inString = false
    while position < bytes.count {
      let byte = bytes[position]
      if inString {
        if byte == UInt8(ascii: "\\") {
          advance(2)
          continue
        }
        if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == openByte {
        depth += 1
      } else if byte == closeByte {
        depth -= 1
        if depth == 0 {
          let text = String(decoding: bytes[start..<position], as: UTF8.self)
          advance(1)
          return text
        }
      }
      advance(1)
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// Reads `__attribute__((…))` and returns the text between the outer parentheses.
  mutating func readAttribute() -> String {
    advance("__attribute__".utf8.count)
    _ = skipSpace()
    return readBalanced(open: "(", close: ")")
  }
}

extension String {
  /// The range of the first occurrence of `target` (Foundation-free).
  func range(of target: String) -> Range<String.Index>? {
    guard !target.isEmpty else { return nil }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        return index..<self.index(index, offsetBy: target.count)
      }
      index = self.index(after: index)
    }
    return nil
  }
}
