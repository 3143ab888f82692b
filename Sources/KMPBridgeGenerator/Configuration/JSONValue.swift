import KotlinSyntax

/// A JSON value that remembers where it was written, so that configuration errors point at the
/// exact line and column of `kmp-bridge.json`.
public struct JSONValue: Sendable, Equatable {
  /// The kinds of JSON values.
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in source order (duplicates are rejected while parsing).
    case object([(key: String, keyLine: Int, keyColumn: Int, value: JSONValue)])

    public static func == (lhs: Kind, rhs: Kind) -> Bool {
      switch (lhs, rhs) {
      case (.null, .null): true
      case (.bool(let a), .bool(let b)): a == b
      case (.number(let a), .number(let b)): a == b
      case (.string(let a), .string(let b)): a == b
      case (.array(let a), .array(let b)): a == b
      case (.object(let a), .object(let b)):
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
      default: false
      }
    }
  }

  /// The value.
  public var kind: Kind
  /// The 1-based line where the value starts.
  public var line: Int
  /// The 1-based column (in UTF-8 bytes) where the value starts.
  public var column: Int

  /// A short name of the value's type, for error messages.
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Parses JSON (RFC 8259) from UTF-8 bytes, reporting the first problem with its position.
public struct JSONParser {
  private let bytes: [UInt8]
  private let path: String
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Nesting deeper than this is rejected rather than recursed into.
  static let maximumDepth = 64

  /// Parses one JSON document.
  ///
  /// - Throws: A diagnostic at the position of the first problem.
  public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, path: path)
    parser.skipByteOrderMark()
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String, line: Int? = nil, column: Int? = nil) -> DiagnosticError {
    DiagnosticError(
      Diagnostic(
        severity: .error, message: message, path: path, line: line ?? self.line,
        column: column ?? self.column))
  }

  private mutating func skipByteOrderMark() {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(DiagnosticError) -> JSONValue {
    guard index < bytes.count else {
      throw error("expected a JSON value, found the end of the file")
    }
    let startLine = line
    let startColumn = column
    func value(_ kind: JSONValue.Kind) -> JSONValue {
      JSONValue(kind: kind, line: startLine, column: startColumn)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return value(try parseObject())
    case UInt8(ascii: "["):
      return value(try parseArray())
    case UInt8(ascii: "\""):
      return value(.string(try parseString()))
    case UInt8(ascii: "t"):
      try expectWord("true")
      return value(.bool(true))
    case UInt8(ascii: "f"):
      try expectWord("false")
      return value(.bool(false))
    case UInt8(ascii: "n"):
      try expectWord("null")
      return value(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return value(.number(try parseNumber()))
    case UInt8(ascii: "/"):
      throw error("comments are not allowed in JSON")
    case UInt8(ascii: "'"):
      throw error("strings must use double quotes")
    default:
      throw error("expected a JSON value, found '\(printable(bytes[index]))'")
    }
  }

  private mutating func enterNesting() throws(DiagnosticError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("JSON nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(DiagnosticError) -> JSONValue.Kind {
    try enterNesting()
    defer { depth -= 1 }
    index += 1  // {
    var members: [(key: String, keyLine: Int, keyColumn: Int, value: JSONValue)] = []
    // Duplicates are found in a set once an object is large (a manifest lists every source and
    // output): searching the members for each key was quadratic.
    var keys: Set<String> = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object: expected '}'") }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
        if bytes[index] == UInt8(ascii: "/") { throw error("comments are not allowed in JSON") }
        throw error("expected a member name in double quotes")
      }
      let keyLine = line
      let keyColumn = column
      let key = try parseString()
      let isDuplicate: Bool
      if members.count < 16 {
        isDuplicate = members.contains { $0.key == key }
      } else {
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        isDuplicate = !keys.insert(key).inserted
      }
      if isDuplicate {
        throw error("duplicate key '\(key)'", line: keyLine, column: keyColumn)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the member name '\(key)'")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append((key, keyLine, keyColumn, value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object: expected '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}' after the value of '\(key)'")
    }
  }

  private mutating func parseArray() throws(DiagnosticError) -> JSONValue.Kind {
    try enterNesting()
    defer { depth -= 1 }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        throw error("trailing comma before ']'")
      }
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array: expected ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("expected ',' or ']' in the array")
    }
  }

  private mutating func expectWord(_ word: String) throws(DiagnosticError) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else {
      throw error("expected a JSON value, found '\(printable(bytes[index]))'")
    }
    index += utf8.count
  }

  private mutating func parseNumber() throws(DiagnosticError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"),
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1])
    {
      throw error("leading zeros are not allowed in numbers")
    }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    guard digits() > 0 else { throw error("expected digits in the number") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("expected digits after the decimal point") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw error("invalid number '\(text)'") }
    return number
  }

  private mutating func parseString() throws(DiagnosticError) -> String {
    let quoteLine = line
    let quoteColumn = column
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var run = index
    var escaped = false
    func flush(_ upTo: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<upTo], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        // Without escapes (most strings: a manifest is mostly paths, hashes and stamps) the
        // string is its bytes, decoded once, not appended scalar by scalar.
        if !escaped {
          index += 1
          return String(decoding: bytes[run..<index - 1], as: UTF8.self)
        }
        flush(index)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        escaped = true
        flush(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          scalars.append(try parseUnicodeEscape())
        default:
          index -= 2
          throw error("invalid escape '\\\(printable(escape))' in a string")
        }
        run = index
      case 0..<0x20:
        if byte == UInt8(ascii: "\n") {
          throw error("unterminated string", line: quoteLine, column: quoteColumn)
        }
        throw error("control character in a string; escape it")
      default:
        index += 1
      }
    }
    throw error("unterminated string", line: quoteLine, column: quoteColumn)
  }

  private mutating func parseUnicodeEscape() throws(DiagnosticError) -> Unicode.Scalar {
    func hex4() throws(DiagnosticError) -> UInt32 {
      guard index + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { throw error("expected four hexadecimal digits after '\\u'") }
      index += 4
      return value
    }
    let high = try hex4()
    if (0xD800...0xDBFF).contains(high) {
      guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate in a '\\u' escape") }
      index += 2
      let low = try hex4()
      guard (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw error("invalid surrogate pair in a '\\u' escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else {
      throw error("unpaired surrogate in a '\\u' escape")
    }
    return scalar
  }

  private func printable(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16)
  }
}
