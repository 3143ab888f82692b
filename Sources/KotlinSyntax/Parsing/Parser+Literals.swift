/// The type of an initializer that is a single literal.
///
/// Kotlin code leaves the type of `const val VERSION = 3` to inference, and the export needs it.
/// The parser does not read expressions, but a literal alone is a token, and its type follows
/// from the language reference's rules for literals: an integer is an `Int` if it fits, else a
/// `Long`; an `L` suffix makes a `Long`, `u` an unsigned type, `f` a `Float`; a decimal point or
/// exponent a `Double`; strings (templates included) are `String`s, characters `Char`s, `true`
/// and `false` `Boolean`s, and the object `Unit` is a `Unit`. A minus before a number keeps its
/// type, except where the value's sign decides (`-2147483648`), which is left unpredicted rather
/// than guessed.
extension Parser {
  /// The type of the expression from `first` to `previousEnd` if it is one literal (or a minus
  /// and a number), as `kotlin.<Type>` over the literal's range; else `nil`.
  func literalType(from first: Token) -> TypeReference? {
    guard let type = literal(from: first), type.range.end == previousEnd else { return nil }
    return type
  }

  /// The type of the literal (or minus and number) that starts at `first`, over its range,
  /// whatever follows it.
  private func literal(from first: Token) -> TypeReference? {
    var start = first.start
    var token = first
    var negative = false
    if first.kind == .otherOperator, first.end == first.start + 1,
      lexer.base[first.start] == UInt8(ascii: "-")
    {
      // `-` and a number: the number is the next token (spaces and comments between are trivia).
      var lexer = self.lexer
      lexer.position = first.end
      token = lexer.next()
      guard token.kind == .number, !token.newlineBefore else { return nil }
      negative = true
    }
    let name: String?
    switch token.kind {
    case .string:
      name = "String"
    case .character:
      name = "Char"
    case .identifier where !negative && !token.isBackticked:
      let text = self.text(from: token.start, to: token.end)
      // `Unit` is an object, not a literal, but `fun f() = Unit` is common and its type is as
      // plain (a module class named `Unit` would be read as `kotlin.Unit` here).
      name = text == "true" || text == "false" ? "Boolean" : text == "Unit" ? "Unit" : nil
    case .number:
      name = Self.numberType(self.text(from: token.start, to: token.end), negative: negative)
    default:
      name = nil
    }
    guard let name else { return nil }
    if !negative { start = token.start }
    let range = SourceRange(start: start, end: token.end)
    return TypeReference(
      kind: .named([
        TypeReference.Segment(name: "kotlin", arguments: [], range: range),
        TypeReference.Segment(name: name, arguments: [], range: range),
      ]), range: range)
  }

  /// The name called by the expression from `first` to `previousEnd` when it is one call of a
  /// capitalised name with parentheses and nothing else: `Repository(api)`,
  /// `com.example.Repository()` (not `Foo(1).bar`, `Foo { }` or `foo()`), as a named type over
  /// the name's range, with the call's type arguments where they are written
  /// (`MutableStateFlow<List<Item>>(emptyList())`). A call of `MutableStateFlow` without them
  /// and with one argument that is a literal, such a call itself, or a standard collection
  /// builder with its type arguments written gets that argument's type as its type argument, as
  /// Kotlin infers it (`MutableStateFlow("")`, `MutableStateFlow(UiState())`,
  /// `MutableStateFlow(emptyList<Item>())`); with another value it is no such call (a chain
  /// reads `MutableStateFlow(initialState)`, see ``memberCall(from:nested:)``).
  /// Else `nil`. Whether the name is a class, and the call its constructor, or a function of
  /// known type such as `MutableStateFlow`, is for the module to tell.
  func constructorCallType(from first: Token) -> (type: TypeReference, infersArgument: Bool)? {
    guard let call = callType(from: first), call.end == previousEnd else { return nil }
    return (call.type, call.infersArgument)
  }

  /// ``constructorCallType(from:)`` for the call that starts at `first`, and where it ends,
  /// whatever follows it. An argument's call (`isArgument`) gets no type argument from its own
  /// argument: one level is read, however deep the calls nest.
  private func callType(from first: Token, isArgument: Bool = false)
    -> (type: TypeReference, end: Int, infersArgument: Bool)?
  {
    guard first.kind == .identifier, !first.isBackticked, first.keyword == nil else { return nil }
    var lexer = self.lexer
    var token = first
    var segments: [TypeReference.Segment] = []
    while true {
      let name = self.name(of: token)
      segments.append(
        TypeReference.Segment(
          name: name, arguments: [], range: SourceRange(start: token.start, end: token.end)))
      lexer.position = token.end
      let next = lexer.next()
      if next.kind == .dot && !next.newlineBefore {
        let part = lexer.next()
        guard part.kind == .identifier, !part.newlineBefore, !part.isBackticked else {
          return nil
        }
        token = part
        continue
      }
      guard !next.newlineBefore,
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(lexer.base[token.start])
      else { return nil }
      if next.kind == .less {
        return typedCallType(from: first).map { ($0.type, $0.end, false) }
      }
      guard next.kind == .leftParenthesis else { return nil }
      // The call's arguments, then nothing but the expression's end.
      let (end, closed) = lexer.skipNested(from: next.start)
      guard closed else { return nil }
      var infersArgument = false
      if !isArgument, segments[segments.count - 1].name == "MutableStateFlow" {
        if let argument = singleArgumentType(after: next, closingAt: end) {
          segments[segments.count - 1].arguments = [
            TypeReference.Argument(variance: .invariant, type: argument, range: argument.range)
          ]
          infersArgument = true
        } else if segments.count == 1 {
          // Another value (`MutableStateFlow(initialState)`) is a chain's to read, by name.
          return nil
        }
      }
      let range = SourceRange(start: first.start, end: token.end)
      return (TypeReference(kind: .named(segments), range: range), end, infersArgument)
    }
  }

  /// `Name<Arguments>(…)` from `first`: the type as written before the parentheses, and where
  /// the call ends; `nil` when the angle brackets do not hold type arguments followed by a call.
  private func typedCallType(from first: Token) -> (type: TypeReference, end: Int)? {
    var parser = self
    parser.lexer.position = first.end
    parser.token = first
    parser.lookahead = nil
    parser.previousEnd = first.start
    let problems = parser.lexer.problems.count
    let type = parser.parseType()
    guard case .named(let segments) = type.kind, parser.lexer.problems.count == problems,
      !type.isNullable, segments.dropLast().allSatisfy(\.arguments.isEmpty),
      segments.last?.arguments.isEmpty == false,
      parser.token.kind == .leftParenthesis, !parser.token.newlineBefore
    else { return nil }
    let (end, closed) = parser.lexer.skipNested(from: parser.token.start)
    guard closed else { return nil }
    return (type, end)
  }

  /// The type of a call's only argument when it is a value ``valueType(from:)`` reads: `""` in
  /// `MutableStateFlow("")`. `open` is the `(`, `end` the end of the `)` that closes it.
  private func singleArgumentType(after open: Token, closingAt end: Int) -> TypeReference? {
    var lexer = self.lexer
    lexer.position = open.end
    guard let argument = valueType(from: lexer.next()) else { return nil }
    lexer.position = argument.end
    var closing = lexer.next()
    // A trailing comma: `MutableStateFlow(\n    UiState(),\n)`.
    if closing.kind == .comma { closing = lexer.next() }
    guard closing.kind == .rightParenthesis, closing.end == end else { return nil }
    return argument.type
  }

  /// The type of the value that starts at `first`, and where it ends, whatever follows it: a
  /// literal, a call of a capitalised name as ``constructorCallType(from:)`` reads it (without
  /// inferring an argument of its own: one level is read), or a standard collection builder
  /// with its type arguments written; else `nil`.
  private func valueType(from first: Token) -> (type: TypeReference, end: Int)? {
    if let literal = literal(from: first) { return (literal, literal.range.end) }
    if let call = callType(from: first, isArgument: true) { return (call.type, call.end) }
    return collectionBuilderType(from: first)
  }

  /// The standard library's functions that make a collection, by name, with the collection
  /// type they return and its number of type arguments.
  private static let collectionBuilders: [String: (type: String, arity: Int)] = [
    "emptyList": ("List", 1), "listOf": ("List", 1), "mutableListOf": ("MutableList", 1),
    "emptySet": ("Set", 1), "setOf": ("Set", 1), "mutableSetOf": ("MutableSet", 1),
    "emptyMap": ("Map", 2), "mapOf": ("Map", 2), "mutableMapOf": ("MutableMap", 2),
  ]

  /// The collection a call of a standard library builder with its type arguments written
  /// makes (`emptyList<Item>()` gives `kotlin.collections.List<Item>`), and where the call ends;
  /// `nil` for anything else, a builder without type arguments included (`listOf(a, b)` takes
  /// its element type from the values, which are not read).
  private func collectionBuilderType(from first: Token) -> (type: TypeReference, end: Int)? {
    guard first.kind == .identifier, !first.isBackticked, first.keyword == nil,
      let builder = Self.collectionBuilders[name(of: first)],
      let call = typedCallType(from: first), case .named(let segments) = call.type.kind,
      segments.count == 1, segments[0].arguments.count == builder.arity,
      segments[0].arguments.allSatisfy({ $0.type != nil && $0.variance == .invariant })
    else { return nil }
    let type = Self.collection(
      builder.type, arguments: segments[0].arguments, segmentRange: segments[0].range,
      range: call.type.range)
    return (type, call.end)
  }

  /// `kotlin.collections.<name>` with these type arguments, its segments spanning
  /// `segmentRange` and the whole `range`.
  private static func collection(
    _ name: String, arguments: [TypeReference.Argument], segmentRange: SourceRange,
    range: SourceRange
  ) -> TypeReference {
    TypeReference(
      kind: .named([
        TypeReference.Segment(name: "kotlin", arguments: [], range: segmentRange),
        TypeReference.Segment(name: "collections", arguments: [], range: segmentRange),
        TypeReference.Segment(name: name, arguments: arguments, range: segmentRange),
      ]), range: range)
  }

  /// The collection a standard library builder called without type arguments or values
  /// makes, without its type arguments (`emptyList()` and `mutableListOf()` give
  /// `kotlin.collections.List` and `kotlin.collections.MutableList`): Kotlin takes them from
  /// where the value goes. And where the call ends; else `nil`.
  private func emptyCollection(from first: Token) -> (type: TypeReference, end: Int)? {
    guard first.kind == .identifier, !first.isBackticked, first.keyword == nil,
      let builder = Self.collectionBuilders[name(of: first)]
    else { return nil }
    var lexer = self.lexer
    lexer.position = first.end
    let open = lexer.next()
    let close = lexer.next()
    guard open.kind == .leftParenthesis, close.kind == .rightParenthesis else { return nil }
    let range = SourceRange(start: first.start, end: close.end)
    let type = Self.collection(builder.type, arguments: [], segmentRange: range, range: range)
    return (type, close.end)
  }

  /// The type of a number literal's text, or `nil` when it is not a valid literal or its type
  /// depends on more than the text.
  static func numberType(_ text: String, negative: Bool) -> String? {
    let lowered = text.lowercased().filter { $0 != "_" }
    guard !lowered.isEmpty, !text.hasSuffix("_") else { return nil }
    let radix: Int
    var digits = Substring(lowered)
    if lowered.hasPrefix("0x") {
      radix = 16
      digits = digits.dropFirst(2)
    } else if lowered.hasPrefix("0b") {
      radix = 2
      digits = digits.dropFirst(2)
    } else {
      radix = 10
      if digits.hasSuffix("f") {
        let mantissa = digits.dropLast()
        return isDecimal(mantissa) ? "Float" : nil
      }
      if digits.contains(".") || digits.contains("e") {
        return isDecimal(digits) && !digits.hasSuffix("l") ? "Double" : nil
      }
    }
    var unsigned = false
    var long = false
    if digits.hasSuffix("ul") {
      unsigned = true
      long = true
      digits = digits.dropLast(2)
    } else if digits.hasSuffix("u") {
      unsigned = true
      digits = digits.dropLast()
    } else if digits.hasSuffix("l") {
      long = true
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, let value = UInt64(digits, radix: radix) else { return nil }
    // A decimal literal other than 0 does not start with 0 (`01` does not compile).
    if radix == 10 && digits.count > 1 && digits.hasPrefix("0") { return nil }
    if unsigned {
      if negative { return nil }
      return long || value > UInt64(UInt32.max) ? "ULong" : "UInt"
    }
    if value > UInt64(Int64.max) { return nil }
    if long { return "Long" }
    if value <= UInt64(Int32.max) { return "Int" }
    // `-2147483648`'s type hangs on how the compiler folds the minus: not guessed.
    return negative && value == UInt64(Int32.max) + 1 ? nil : "Long"
  }

  /// Whether `text` is a decimal floating-point literal without its suffix (`1.5`, `1e-3`, `.5`).
  private static func isDecimal(_ text: Substring) -> Bool {
    var sawDigit = false
    var sawDot = false
    var sawExponent = false
    var previous: Character = " "
    for character in text {
      switch character {
      case "0"..."9":
        sawDigit = true
      case "." where !sawDot && !sawExponent:
        sawDot = true
      case "e" where sawDigit && !sawExponent:
        sawExponent = true
        sawDigit = false
      case "+" where previous == "e", "-" where previous == "e":
        break
      default:
        return false
      }
      previous = character
    }
    return sawDigit
  }
}

extension Parser {
  /// The chain of calls on a simple name from `first` to `previousEnd` (see ``MemberCall``):
  /// `name.function()`, or `name.f { … }.g(…)` where every link is a call with parentheses, a
  /// trailing lambda or both, but the first may read a property (`name.property.g(…)`,
  /// `name.property`), or a chain that starts with such a call (`combine(a, b) { … }.g(…)`,
  /// `observe()`), or a bare name (`_state`), with simple names (not backticked, no hard
  /// keywords), and nothing else; else `nil`.
  func memberCall(from first: Token, nested: Bool = false) -> MemberCall? {
    guard first.kind == .identifier, !first.isBackticked, first.keyword?.isHard != true else {
      return nil
    }
    var lexer = self.lexer
    lexer.position = first.end
    var names: [String] = []
    var lambdaTypes: [TypeReference?] = []
    var lambdaChains: [LambdaChain?] = []
    var lastArgumentType: TypeReference?
    var lastArgumentValueOf: String?
    var lastArgumentName: String?
    var readsProperty = false
    var end = first.end
    // A chain without a receiver starts with a call: `combine(a, b) { … }`.
    var probe = lexer
    let afterFirst = probe.next()
    let startsWithCall =
      (afterFirst.kind == .leftParenthesis || afterFirst.kind == .leftBrace)
      && !afterFirst.newlineBefore
    while end < previousEnd {
      // `.function` (or the first name, when the chain starts with a call), then `(…)`,
      // `{ … }` or both.
      let function: Token
      if startsWithCall && names.isEmpty {
        function = first
      } else {
        let dot = lexer.next()
        function = lexer.next()
        guard dot.kind == .dot, function.kind == .identifier, !function.isBackticked,
          function.keyword?.isHard != true, !function.newlineBefore
        else { return nil }
      }
      names.append(name(of: function))
      lambdaTypes.append(nil)
      lambdaChains.append(nil)
      end = function.end
      lastArgumentType = nil
      lastArgumentValueOf = nil
      lastArgumentName = nil
      var next = lexer
      var open = next.next()
      if open.kind == .leftParenthesis, !open.newlineBefore {
        let (close, closed) = next.skipNested(from: open.start)
        guard closed else { return nil }
        let last = lastArgument(from: open.end, to: close - 1)
        lastArgumentType = last.type
        lastArgumentValueOf = last.valueOf
        // A name is read only where it is the value of the flow a call makes (an edit of
        // another call's arguments stays an edit inside a body).
        if Self.callsReadingNamedValue.contains(names[names.count - 1]) {
          lastArgumentName = last.name
        }
        end = close
        next.position = close
        lexer = next
        open = next.next()
      }
      if open.kind == .leftBrace, !open.newlineBefore {
        let (close, closed) = next.skipNested(from: open.start)
        guard closed else { return nil }
        lastArgumentType = nil
        lastArgumentValueOf = nil
        lastArgumentName = nil
        lambdaTypes[lambdaTypes.count - 1] = lambdaResultType(from: open.end, to: close - 1)
        // One level: a chain in the lambda records no lambda chains of its own.
        if !nested, Self.flowFlatteners.contains(names[names.count - 1]) {
          lambdaChains[lambdaChains.count - 1] = lambdaChain(from: open.end, to: close - 1)
        }
        end = close
        next.position = close
        lexer = next
      }
      if end == function.end {
        // Only the first link after a receiver may read a property.
        guard names.count == 1, !startsWithCall else { return nil }
        readsProperty = true
      }
    }
    // A bare name (`= _state`) reads a property of the implicit receiver (or a parameter, or an
    // object).
    if names.isEmpty, end == previousEnd, !startsWithCall {
      return MemberCall(
        receiver: nil, function: name(of: first), readsProperty: true,
        range: SourceRange(start: first.start, end: end))
    }
    guard end == previousEnd, let function = names.popLast() else { return nil }
    return MemberCall(
      receiver: startsWithCall ? nil : name(of: first), through: names, function: function,
      lastArgumentType: lastArgumentType,
      lastArgumentValueOf: lastArgumentValueOf, lastArgumentName: lastArgumentName,
      readsProperty: readsProperty,
      lambdaTypes: lambdaTypes.contains { $0 != nil } ? lambdaTypes : [],
      lambdaChains: lambdaChains.contains { $0 != nil } ? lambdaChains : [],
      range: SourceRange(start: first.start, end: end))
  }

  /// The calls whose last argument, when it is a simple name, a chain records
  /// (``MemberCall/lastArgumentName``): the value of the flow they make.
  private static let callsReadingNamedValue: Set<String> = ["MutableStateFlow", "stateIn"]

  /// The flow operators whose element is that of the flow their lambda returns, whose lambda's
  /// chain a chain records (``MemberCall/lambdaChains``).
  static let flowFlatteners: Set<String> = ["flatMapLatest", "flatMapConcat", "flatMapMerge"]

  /// The type of a lambda's value, when its last statement (its body, after its parameters if
  /// it declares any, lies between `start`, after the opening brace, and `end`, the closing
  /// brace) is one value as ``valueType(from:)`` reads it (a literal, a call of a capitalised
  /// name, a collection builder with its type arguments): `{ a, b -> UiState(a, b) }`, or
  /// `{ items -> val visible = items.filter { it.shown }; UiState(visible) }` over lines; else
  /// `nil`. A body that returns from the lambda (`return@map`), or declares a function, class,
  /// object or type alias, or a local named like the call, gives `nil`, and so does a last
  /// line that may continue the line before (after an operator, `else`, `if (…)` or an infix
  /// name).
  private func lambdaResultType(from start: Int, to end: Int) -> TypeReference? {
    guard let (lexer, parameters) = lambdaParameters(from: start, to: end),
      let last = lastStatement(from: lexer, to: end),
      last.statement.start < end, let read = valueType(from: last.statement)
    else { return nil }
    var after = lexer
    after.position = read.end
    let close = after.next()
    guard close.start == end else { return nil }
    // A local or parameter named like the call (`val UiState = …`) would be invoked instead.
    let called = name(of: last.statement)
    return last.locals.contains(called) || parameters.contains(called) ? nil : read.type
  }

  /// The chain of calls a lambda's last statement is (see ``lambdaResultType(from:to:)`` for the
  /// range and the statement), as ``memberCall(from:nested:)`` reads it without lambda chains
  /// of its own, with the names that hide the class's in it: the lambda's parameters (`it`
  /// without any) and the body's locals.
  private func lambdaChain(from start: Int, to end: Int) -> LambdaChain? {
    guard let (lexer, parameters) = lambdaParameters(from: start, to: end),
      let last = lastStatement(from: lexer, to: end), last.statement.start < end
    else { return nil }
    var parser = self
    parser.previousEnd = last.end
    guard let call = parser.memberCall(from: last.statement, nested: true) else { return nil }
    // A statement before may smart cast a name the chain reads (`checkNotNull(initial)`,
    // `repository as Cached`): the chain is not read then.
    let read = Set(
      [call.receiver ?? call.links[0], call.lastArgumentName, call.lastArgumentValueOf]
        .compactMap { $0 })
    var earlier = lexer
    while true {
      let token = earlier.next()
      guard token.kind != .endOfFile, token.start < last.statement.start else { break }
      if token.kind == .identifier, read.contains(name(of: token)) { return nil }
    }
    let hidden = (lexer.position == start ? ["it"] : parameters).union(last.locals)
    return LambdaChain(parameters: hidden.sorted(), call: call)
  }

  /// Where a lambda's body starts (after its parameters' `->`, if it declares any; `start` is
  /// after the opening brace, `end` the closing brace), and its parameters' names (and, to be
  /// safe, any name in them but a type's after `:`); `nil` when the parameters are cut short.
  private func lambdaParameters(from start: Int, to end: Int) -> (Lexer, Set<String>)? {
    var lexer = self.lexer
    lexer.position = start
    // The parameters end at a `->` before anything that cannot be in them.
    var probe = lexer
    var parameters: Set<String> = []
    var afterColon = false
    while true {
      let token = probe.next()
      guard token.start < end else { break }
      switch token.kind {
      case .arrow:
        lexer = probe
      case .identifier:
        if !afterColon { parameters.insert(name(of: token)) }
        continue
      case .colon:
        afterColon = true
        continue
      case .comma:
        afterColon = false
        continue
      case .dot, .question, .less, .greater, .star, .at:
        // A type's parts (`List<*>`), an annotation (`@Suppress(…) name`).
        continue
      case .leftParenthesis:
        // A destructured parameter (`(a, b)`), or an annotation's arguments.
        let (close, closed) = probe.skipNested(from: token.start)
        guard closed else { return nil }
        var inner = probe
        while true {
          let part = inner.next()
          guard part.start < close, part.kind != .endOfFile else { break }
          if part.kind == .identifier { parameters.insert(name(of: part)) }
        }
        probe.position = close
        continue
      default:
        break
      }
      break
    }
    return (lexer, lexer.position == start ? [] : parameters)
  }

  /// The words after which a line's end does not end a statement (`if (x)` is handled apart),
  /// and the words that declare what a call in a lambda's last statement could be instead.
  private static let continuingWords: Set<String> = [
    "else", "throw", "try", "do", "in", "is", "as", "val", "var", "return", "when", "if",
  ]
  private static let declaringWords: Set<String> = [
    "fun", "class", "interface", "object", "typealias", "return",
  ]
  /// The words whose parenthesised condition a statement follows on the next line.
  private static let conditionWords: Set<String> = ["if", "while", "for", "when", "catch"]

  /// The first token of the last statement of the body from `lexer`'s position to `end` (the
  /// closing brace), the names the body declares with `val` or `var` at its top level, and the
  /// end of the body's last token;
  /// `nil` when the body returns from the lambda or declares a function, class, object or type
  /// alias at any depth, or when the last statement cannot be told from the lines (a line break
  /// after an operator, a keyword that goes on, a condition or an infix name).
  private func lastStatement(from start: Lexer, to end: Int) -> (
    statement: Token, locals: Set<String>, end: Int
  )? {
    var lexer = start
    var statement = lexer.next()
    lexer = start
    var locals: Set<String> = []
    var depth = 0
    // Whether the token before (at the top level) may end a statement, and whether it ends an
    // expression (for telling an infix name).
    var endsStatement = false
    var endsExpression = false
    var afterSemicolon = false
    var previous: Token?
    var beforeOpener: Token?
    // Inside `val (a, b) = …` at the top level: the names are locals.
    var destructuring = false
    // Whether the operator before was right after an expression (the first of `!!`, `++`).
    var pendingPostfix = false
    func isWord(_ token: Token?, _ words: Set<String>) -> Bool {
      guard let token, token.kind == .identifier, !token.isBackticked else { return false }
      return words.contains(name(of: token))
    }
    var lastEnd = start.position
    while true {
      let token = lexer.next()
      guard token.kind != .endOfFile, token.start < end else { break }
      lastEnd = token.end
      if isWord(token, Self.declaringWords) { return nil }
      // An arrow at the top level after the parameters: they were not read.
      if token.kind == .arrow, depth == 0 { return nil }
      // A string template may return from the lambda too: `"${x ?: return@map Empty}"`.
      if token.kind == .string, contains("return", from: token.start, to: token.end) {
        return nil
      }
      if destructuring, depth == 1, token.kind == .identifier { locals.insert(name(of: token)) }
      // A closing bracket at the top level ends the scan below, so is never a statement's start.
      if depth == 0, (token.newlineBefore && endsStatement) || afterSemicolon { statement = token }
      switch token.kind {
      case .leftParenthesis, .leftBrace, .leftBracket:
        if depth == 0 {
          beforeOpener = token.kind == .leftParenthesis ? previous : nil
          destructuring = token.kind == .leftParenthesis && isWord(previous, ["val", "var"])
        }
        depth += 1
      case .rightParenthesis, .rightBrace, .rightBracket:
        depth -= 1
        guard depth >= 0 else { return nil }
        if depth == 0 {
          destructuring = false
          // `if (x)` goes on with its branch on the next line.
          let condition =
            token.kind == .rightParenthesis
            && beforeOpener.map {
              $0.kind == .identifier && Self.conditionWords.contains(name(of: $0))
            } == true
          endsStatement = !condition
          endsExpression = !condition
          afterSemicolon = false
          previous = token
        }
        continue
      default:
        break
      }
      guard depth == 0 else { continue }
      afterSemicolon = token.kind == .semicolon
      switch token.kind {
      case .identifier:
        let word = name(of: token)
        if isWord(previous, ["val", "var"]) { locals.insert(word) }
        // A name right after an expression on its line is an infix function's.
        let infix = endsExpression && !token.newlineBefore
        endsStatement = !Self.continuingWords.contains(word) && !infix
        endsExpression = endsStatement
      case .number, .string, .character:
        endsStatement = true
        endsExpression = true
      case .leftParenthesis, .leftBrace, .leftBracket:
        break
      case .otherOperator where token.end == token.start + 1:
        // `x!!`, `x++` and `x--` (two tokens right after an expression) end an expression;
        // `!!x`, `a + +b` or `a != b` do not.
        let byte = lexer.base[token.start]
        if pendingPostfix, let before = previous, before.end == token.start,
          before.kind == .otherOperator, lexer.base[before.start] == byte
        {
          pendingPostfix = false
          endsStatement = true
          endsExpression = true
        } else {
          pendingPostfix =
            endsExpression && previous.map { $0.end == token.start } == true
            && [UInt8(ascii: "!"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(byte)
          endsStatement = false
          endsExpression = false
        }
        previous = token
        continue
      case .question, .greater:
        // `x as Item?` and `x as List<Item>` may end an expression an infix name follows;
        // `a > b` is not told apart: the line's end is taken to go on.
        endsStatement = false
        endsExpression = true
      default:
        endsStatement = false
        endsExpression = false
      }
      previous = token
    }
    guard depth == 0 else { return nil }
    return (statement, locals, lastEnd)
  }

  /// Whether the source bytes from `start` to `end` contain `text` (ASCII).
  private func contains(_ text: StaticString, from start: Int, to end: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard count > 0, end - start >= count else { return false }
    let bytes = text.utf8Start
    var index = start
    search: while index + count <= end {
      defer { index += 1 }
      for offset in 0..<count where lexer.base[index + offset] != bytes[offset] {
        continue search
      }
      return true
    }
    return false
  }

  /// The last argument of the call whose arguments lie between `start` and `end` (the closing
  /// parenthesis): its type when it is a literal, a call of a capitalised name or a collection
  /// builder with type arguments, the name when it is `name.value`, or the name when it is one
  /// simple name (after `initialValue =` when named).
  private func lastArgument(from start: Int, to end: Int) -> (
    type: TypeReference?, valueOf: String?, name: String?
  ) {
    var lexer = self.lexer
    lexer.position = start
    var argumentStart: Token?
    var argumentEnd = start
    var expectingArgument = true
    while true {
      let token = lexer.next()
      guard token.kind != .endOfFile, token.start < end else { break }
      if token.kind == .comma {
        expectingArgument = true
        continue
      }
      if expectingArgument {
        argumentStart = token
        expectingArgument = false
      }
      argumentEnd = token.end
      switch token.kind {
      case .leftParenthesis, .leftBrace, .leftBracket:
        let (close, closed) = lexer.skipNested(from: token.start)
        guard closed else { return (nil, nil, nil) }
        lexer.position = close
        argumentEnd = close
      default:
        break
      }
    }
    guard var first = argumentStart else { return (nil, nil, nil) }
    // A named argument: `initialValue = UiState()`. Named arguments may come in any order, so
    // another name is not the initial value (`stateIn(initialValue = x, scope = s, …)`).
    var probe = self.lexer
    probe.position = first.end
    let equals = probe.next()
    if first.kind == .identifier, equals.kind == .equals {
      let value = probe.next()
      guard value.start < argumentEnd, name(of: first) == "initialValue" else {
        return (nil, nil, nil)
      }
      first = value
    }
    if let value = valueType(from: first) ?? emptyCollection(from: first),
      value.end == argumentEnd
    {
      return (value.type, nil, nil)
    }
    if first.kind == .identifier, !first.isBackticked, first.keyword?.isHard != true {
      // A simple name: `MutableStateFlow(initialState)` (not `null`, `this` or `super`).
      if first.end == argumentEnd {
        let name = name(of: first)
        return (nil, nil, ["null", "this", "super"].contains(name) ? nil : name)
      }
      // `_state.value`: a state flow's current value.
      var lexer = self.lexer
      lexer.position = first.end
      let dot = lexer.next()
      let value = lexer.next()
      if dot.kind == .dot, value.kind == .identifier, !value.isBackticked, !value.newlineBefore,
        value.end == argumentEnd, name(of: value) == "value"
      {
        return (nil, name(of: first), nil)
      }
    }
    return (nil, nil, nil)
  }
}
