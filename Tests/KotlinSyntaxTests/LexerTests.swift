import Testing

@testable import KotlinSyntax

/// Token boundaries, checked on the internal lexer directly.
@Suite("Lexer token boundaries")
struct LexerTests {
  /// The kinds and texts of all tokens of `source`, and the problems found.
  static func tokens(_ source: String) -> (tokens: [(TokenKind, String)], problems: [String]) {
    let bytes = Array(source.utf8) + [0]
    return bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count - 1)
      var result: [(TokenKind, String)] = []
      while true {
        let token = lexer.next()
        if token.kind == .endOfFile { break }
        let text = String(decoding: buffer[token.start..<token.end], as: UTF8.self)
        result.append((token.kind, text))
      }
      return (result, lexer.problems.map { "\($0.offset): \($0.message)" })
    }
  }

  static func texts(_ source: String) -> [String] { tokens(source).tokens.map(\.1) }

  @Test("a string with templates nested to any depth is one token")
  func nestedTemplates() {
    let source = #""a ${"b ${"c ${d + "}"} e"} f"} g" x"#
    #expect(Self.texts(source) == [#""a ${"b ${"c ${d + "}"} e"} f"} g""#, "x"])
  }

  @Test("braces and quotes inside templates do not end the string")
  func bracesInTemplates() {
    let source = #""${ mapOf(1 to "}").map { "{${it}" } }" tail"#
    #expect(Self.texts(source) == [#""${ mapOf(1 to "}").map { "{${it}" } }""#, "tail"])
  }

  @Test("a raw string may end with extra quotes that belong to its content")
  func rawStringEndingInQuotes() {
    #expect(Self.texts(#"""" a "" b """" x"#) == [#"""" a "" b """""#, "x"])
    // Eight quotes: an opening delimiter, two quotes of content, and the closing delimiter.
    let eight = String(repeating: "\"", count: 8)
    #expect(Self.texts(eight + " y") == [eight, "y"])
  }

  @Test("raw strings span lines and keep backslashes literal")
  func rawStringLines() {
    let source = "\"\"\"line \\\"\n}{\n\"\"\" after"
    #expect(Self.texts(source) == ["\"\"\"line \\\"\n}{\n\"\"\"", "after"])
  }

  @Test("multi-dollar strings open templates only with enough dollars")
  func multiDollar() {
    // With two dollars, `${` is text, so the `"` after it ends the string.
    #expect(Self.texts(#"$$"${ not" x"#) == [#"$$"${ not""#, "x"])
    // `$${` opens a template whose braces and quotes are code.
    #expect(Self.texts(#"$$"$${ "}" }" x"#) == [#"$$"$${ "}" }""#, "x"])
    #expect(Self.texts(#"$$$"""$$${a}""" b"#) == [#"$$$"""$$${a}""""#, "b"])
  }

  @Test("character literals with escapes are single tokens")
  func characterLiterals() {
    let result = Self.tokens(#"'\\' '\'' '\u0041' '{' 'é' '"'"#)
    #expect(result.tokens.map(\.0) == Array(repeating: .character, count: 6))
    #expect(result.tokens.map(\.1) == [#"'\\'"#, #"'\''"#, #"'\u0041'"#, "'{'", "'é'", #"'"'"#])
    #expect(result.problems == [])
  }

  @Test("escaped quotes and dollars stay inside ordinary strings")
  func escapes() {
    #expect(Self.texts(#""a \" b \$ { \\" c"#) == [#""a \" b \$ { \\""#, "c"])
  }

  @Test("nested block comments and KDoc are trivia")
  func comments() {
    #expect(Self.texts("a /* x /* y */ z */ b // c\nd /** doc */ e") == ["a", "b", "d", "e"])
  }

  @Test("the KDoc before a token is remembered, an empty block comment is not KDoc")
  func kdocRange() {
    let bytes = Array("/** doc */ a /**/ b".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
      let first = lexer.next()
      #expect(first.docStart == 0 && first.docEnd == 10)
      let second = lexer.next()
      #expect(second.docStart == -1)
    }
  }

  @Test("backticked identifiers may contain spaces and brackets")
  func backticks() {
    let result = Self.tokens("`a b{` c")
    #expect(result.tokens.map(\.1) == ["`a b{`", "c"])
    #expect(result.tokens.first?.0 == .identifier)
  }

  @Test("all numeric literal forms are single tokens")
  func numbers() {
    let source = "1_000 0xFF_EC 0b1010 1.5e-3 2f 3L 4uL 1e10 0.5F 7u"
    let result = Self.tokens(source)
    #expect(result.tokens.map(\.1) == source.split(separator: " ").map(String.init))
    #expect(result.tokens.allSatisfy { $0.0 == .number })
  }

  @Test("a range operator after a number is not part of it")
  func rangeAfterNumber() {
    #expect(Self.texts("1..2") == ["1", ".", ".", "2"])
  }

  @Test("operators the parser needs are recognised")
  func punctuation() {
    let kinds = Self.tokens("-> :: : ? & * @ < > = , ; . ( ) [ ] { }").tokens.map(\.0)
    #expect(
      kinds == [
        .arrow, .doubleColon, .colon, .question, .ampersand, .star, .at, .less, .greater, .equals,
        .comma, .semicolon, .dot, .leftParenthesis, .rightParenthesis, .leftBracket,
        .rightBracket, .leftBrace, .rightBrace,
      ])
  }

  @Test("every byte alone lexes as the token it starts, and a colon pair anywhere as '::'")
  func everyByteAlone() {
    // The specification, written out byte by byte (not from the lexer's tables).
    func expected(_ byte: UInt8) -> TokenKind? {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0C: return nil  // trivia: no token
      case UInt8(ascii: "{"): return .leftBrace
      case UInt8(ascii: "}"): return .rightBrace
      case UInt8(ascii: "("): return .leftParenthesis
      case UInt8(ascii: ")"): return .rightParenthesis
      case UInt8(ascii: "["): return .leftBracket
      case UInt8(ascii: "]"): return .rightBracket
      case UInt8(ascii: "<"): return .less
      case UInt8(ascii: ">"): return .greater
      case UInt8(ascii: ","): return .comma
      case UInt8(ascii: "."): return .dot
      case UInt8(ascii: ";"): return .semicolon
      case UInt8(ascii: "="): return .equals
      case UInt8(ascii: "?"): return .question
      case UInt8(ascii: "@"): return .at
      case UInt8(ascii: "*"): return .star
      case UInt8(ascii: "&"): return .ampersand
      case UInt8(ascii: ":"): return .colon
      case UInt8(ascii: "\""): return .string
      case UInt8(ascii: "'"): return .character
      case UInt8(ascii: "`"): return .identifier
      case UInt8(ascii: "!"), UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "~"),
        UInt8(ascii: "$"):
        return .otherOperator
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"), 0x80...0xFF:
        return .identifier
      default: return .unknown
      }
    }
    for value in 0...255 {
      let byte = UInt8(value)
      for bytes in [[byte], [0x20, byte, 0x20]] {
        let kinds = bytes.withUnsafeBufferPointer { buffer in
          var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
          var kinds: [TokenKind] = []
          while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            kinds.append(token.kind)
          }
          return kinds
        }
        #expect(kinds == (expected(byte).map { [$0] } ?? []), "byte 0x\(String(value, radix: 16))")
      }
    }
    #expect(Self.tokens("::").tokens.map(\.0) == [.doubleColon])
    #expect(Self.tokens(":::").tokens.map(\.0) == [.doubleColon, .colon])
    #expect(Self.tokens(": :").tokens.map(\.0) == [.colon, .colon])
    #expect(Self.texts("A::class,B") == ["A", "::", "class", ",", "B"])
  }

  @Test("unterminated constructs are reported at their start")
  func unterminated() {
    #expect(Self.tokens("x \"abc\ny").problems == ["2: unterminated string literal"])
    #expect(Self.tokens("x /* abc").problems == ["2: unterminated block comment"])
    #expect(Self.tokens("\"${ a").problems == ["1: unterminated string template"])
    #expect(Self.tokens("x \"\"\"abc").problems == ["2: unterminated string literal"])
    #expect(Self.tokens("'ab").problems == ["0: unterminated character literal"])
  }

  @Test("skipping a body ignores braces in strings, characters and comments")
  func skipBody() {
    let source = #"{ "}" '}' /* } */ // }"# + "\n" + #"`}` ${'$'} { } } tail"#
    let bytes = Array(source.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
      let (end, closed) = lexer.skipNested(from: 0)
      #expect(closed)
      #expect(String(decoding: buffer[end...], as: UTF8.self) == " tail")
    }
  }

  @Test(
    "a string inside skipped code ends, breaks or opens templates as it would alone",
    arguments: [
      // (source, end offset, closed, problems)
      ("{ \"a\\\n} tail", 7, true, ["2: unterminated string literal"]),
      ("{ \"a\n} tail", 6, true, ["2: unterminated string literal"]),
      ("{ \"abc", 6, false, ["2: unterminated string literal"]),
      ("{ $$\"$${ \"${x}\" }\" } tail", 20, true, []),
      ("{ \"\"\"a\"\"\"\"\" } tail", 13, true, []),
      ("{ \"\"\"a\nb\"\"\" } tail", 13, true, []),
      ("{ \"${", 5, false, ["3: unterminated string template"]),
      ("{ \"${ \"}\" }\" } tail", 14, true, []),
    ])
  func stringsInSkippedCode(source: String, end: Int, closed: Bool, problems: [String]) {
    let bytes = Array(source.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
      let result = lexer.skipNested(from: 0)
      #expect(result.end == end)
      #expect(result.closed == closed)
      #expect(lexer.problems.map { "\($0.offset): \($0.message)" } == problems)
    }
  }

  @Test("identifiers start with a letter, `_` or a non-ASCII byte, and may continue with digits")
  func identifierBytes() {
    for value in 0...255 {
      let byte = UInt8(value)
      let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
      let start = letter || byte == UInt8(ascii: "_") || byte >= 0x80
      #expect(ASCII.isIdentifierStart(byte) == start, "byte \(value)")
      #expect(ASCII.isIdentifierContinue(byte) == (start || (0x30...0x39).contains(value)))
    }
  }

  @Test("identifiers longer than a vector chunk end at the right byte, non-ASCII included")
  func longIdentifiers() {
    for length in [15, 16, 17, 31, 32, 33] {
      for high in [false, true] {
        // ASCII letters, or two-byte `é` mixed in, then a terminator.
        var name = Array(repeating: UInt8(ascii: "a"), count: length)
        if high {
          for index in stride(from: 3, to: length - 1, by: 5) {
            name[index] = 0xC3
            name[index + 1] = 0xA9
          }
        }
        for terminator in [UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: ":")] {
          let bytes = name + [terminator] + Array("x".utf8)
          let tokens = bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
            return [lexer.next(), lexer.next()]
          }
          #expect(tokens[0].kind == .identifier && tokens[0].start == 0)
          #expect(tokens[0].end == length, "length \(length), high \(high)")
          #expect(tokens[1].start == (terminator == UInt8(ascii: " ") ? length + 1 : length))
        }
      }
    }
  }

  @Test("skipping 100,000 nested brackets uses no recursion")
  func deepSkip() {
    let bytes =
      Array(repeating: UInt8(ascii: "{"), count: 100_000)
      + Array(repeating: UInt8(ascii: "}"), count: 100_000)
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(base: buffer.baseAddress!, count: buffer.count)
      let (end, closed) = lexer.skipNested(from: 0)
      #expect(closed && end == 200_000)
    }
  }

  @Test("keyword lookup recognises every keyword and nothing else")
  func keywords() {
    func lookUp(_ word: String) -> Keyword? {
      Array(word.utf8).withUnsafeBufferPointer {
        Keyword.lookUp($0.baseAddress!, length: $0.count, readable: $0.count)
      }
    }
    #expect(lookUp("crossinline") == .crossinline)
    #expect(lookUp("interface") == .interface)
    #expect(lookUp("in") == .in)
    #expect(lookUp("val") == .val)
    #expect(lookUp("interfaces") == nil)
    #expect(lookUp("vals") == nil)
    #expect(lookUp("Val") == nil)
    #expect(lookUp("constructorX") == nil)
  }

  @Test("keyword lookup agrees with the spellings for every keyword, prefix and extension")
  func keywordsAgainstSpellings() {
    // Every case is spelled as it is named, and the spellings name every case.
    for (code, spelling) in Keyword.spellings.enumerated() {
      #expect(Keyword(rawValue: UInt8(code)).map { String(describing: $0) } == spelling)
    }
    #expect(Keyword(rawValue: UInt8(Keyword.spellings.count)) == nil)
    var words = Set(Keyword.spellings)
    for spelling in Keyword.spellings {
      for end in spelling.indices { words.insert(String(spelling[..<end])) }
      for suffix in ["s", "X", "_", "1", "ab", "Value"] { words.insert(spelling + suffix) }
      words.insert(spelling.uppercased())
      words.insert(String(spelling.dropFirst()))
      // One byte changed, at every position.
      let bytes = Array(spelling.utf8)
      for index in bytes.indices {
        var changed = bytes
        changed[index] = changed[index] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
        words.insert(String(decoding: changed, as: UTF8.self))
      }
    }
    words.formUnion(["", "a", "x", "String", "Int", "vaL", "publi", "interfac", "constructo"])
    var mismatches: [String] = []
    for word in words {
      let expected = Keyword.spellings.firstIndex(of: word).flatMap { Keyword(rawValue: UInt8($0)) }
      // At the end of the bytes (read byte by byte when fewer than eight), and followed by more
      // bytes (read eight at a time): both paths.
      let bytes = Array(word.utf8)
      let alone = bytes.withUnsafeBufferPointer { buffer in
        Keyword.lookUp(
          buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, length: buffer.count,
          readable: buffer.count)
      }
      let padded = (bytes + Array("(x: Int) {}".utf8)).withUnsafeBufferPointer { buffer in
        Keyword.lookUp(buffer.baseAddress!, length: bytes.count, readable: buffer.count)
      }
      if alone != expected || padded != expected { mismatches.append(word) }
    }
    #expect(words.count > 1_000)
    #expect(mismatches.isEmpty, "mismatches: \(mismatches.sorted().prefix(10))")
  }
}
