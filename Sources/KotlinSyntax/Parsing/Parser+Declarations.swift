/// Declarations: dispatch on the keyword, then functions, properties, typealiases and secondary
/// constructors. Classes are in `Parser+Classes.swift`.
extension Parser {
  /// Reads one declaration at `token`; on an error, reports it, recovers at the next declaration
  /// boundary and returns what could be read (or `nil`).
  mutating func parseDeclaration(inClassBody: Bool) -> Declaration? {
    let header = parseHeader()
    guard let keyword = currentKeyword else {
      return unexpectedInDeclaration(header)
    }
    switch keyword {
    case .class:
      let kind: ClassDeclaration.Kind =
        header.isEnum ? .enumClass : header.isAnnotation ? .annotationClass : .class
      return parseClass(kind: kind, header: header).map { .class($0) }
    case .interface:
      return parseClass(kind: .interface, header: header).map { .class($0) }
    case .object:
      let kind: ClassDeclaration.Kind =
        header.modifiers.contains(.companion) ? .companionObject : .object
      return parseClass(kind: kind, header: header).map { .class($0) }
    case .fun:
      let next = peek()
      if self.keyword(next) == .interface {
        advance()
        return parseClass(kind: .funInterface, header: header).map { .class($0) }
      }
      return parseFunction(header: header).map { .function($0) }
    case .val, .var:
      return parseProperty(header: header).map { .property($0) }
    case .typealias:
      return parseTypeAlias(header: header).map { .typeAlias($0) }
    case .constructor where inClassBody:
      return .constructor(parseSecondaryConstructor(header: header))
    case .`init` where inClassBody && peek().kind == .leftBrace:
      advance()
      skipBody(declarationStart: header.start)
      return nil
    default:
      return unexpectedInDeclaration(header)
    }
  }

  private mutating func unexpectedInDeclaration(_ header: Header) -> Declaration? {
    if header.modifiers.isEmpty && header.annotations.isEmpty && !header.isEnum
      && !header.isAnnotation
    {
      error("expected a declaration, found \(describe(token))")
    } else {
      error("expected a declaration after the modifiers, found \(describe(token))")
    }
    recover()
    return nil
  }

  /// Crosses the `{ … }` at `token`; when it never closes, reports that and restarts at the next
  /// plausible declaration.
  mutating func skipBody(declarationStart: Int) {
    let open = token.start
    if !skipGroup() {
      recoverAfterUnclosedGroup(openedAt: open, declarationStart: declarationStart)
    }
  }

  // MARK: - Functions

  private mutating func parseFunction(header: Header) -> FunctionDeclaration? {
    advance()
    var typeParameters = token.kind == .less ? parseTypeParameters() : []
    guard let (receiver, name, nameRange) = parseReceiverAndName(what: "function") else {
      recover()
      return nil
    }
    if token.kind == .less {
      // `fun name<T>()` is not Kotlin, but reading the parameters keeps the rest intact.
      error("type parameters must come before the function name")
      typeParameters += parseTypeParameters()
    }
    var parameters: [Parameter] = []
    if token.kind == .leftParenthesis {
      parameters = parseParameters()
    } else {
      error("expected '(' after the function name")
    }
    var returnType: TypeReference?
    if token.kind == .colon {
      advance()
      returnType = parseType()
    }
    if isKeyword(.where) {
      parseWhereClause(into: &typeParameters)
    }
    var body = FunctionDeclaration.Body.none
    var literalType: TypeReference?
    var callType: TypeReference?
    var memberCall: MemberCall?
    if token.kind == .leftBrace {
      body = .block
      skipBody(declarationStart: header.start)
    } else if token.kind == .equals {
      body = .expression
      advance()
      let first = token
      skipExpression(stopAtComma: false, stopAtBrace: false)
      if returnType == nil {
        literalType = self.literalType(from: first)
        // Only a property records a type argument inferred from the call's value.
        if literalType == nil, let call = constructorCallType(from: first), !call.infersArgument {
          callType = call.type
        }
        if literalType == nil && callType == nil { memberCall = self.memberCall(from: first) }
      }
    }
    return FunctionDeclaration(
      name: name, nameRange: nameRange, modifiers: header.modifiers,
      annotations: header.annotations, kdoc: header.kdoc,
      contextParameters: header.contextParameters, typeParameters: typeParameters,
      receiverType: receiver, parameters: parameters, returnType: returnType, body: body,
      range: SourceRange(start: header.start, end: previousEnd), literalReturnType: literalType,
      constructorCallReturnType: callType, memberCall: memberCall)
  }

  /// Reads `Receiver.name` or `name` after `fun`, `val` or `var`.
  ///
  /// The receiver is read as a type first; a dotted named type then gives up its last segment as
  /// the name: `List<T>.second` is receiver `List<T>` and name `second`.
  private mutating func parseReceiverAndName(
    what: String
  ) -> (receiver: TypeReference?, name: String, nameRange: SourceRange)? {
    guard token.kind == .identifier || token.kind == .leftParenthesis || token.kind == .at else {
      error("expected a \(what) name, found \(describe(token))")
      return nil
    }
    if token.kind == .identifier {
      let next = peek()
      if next.kind != .dot && next.kind != .less && next.kind != .question {
        let nameToken = token
        advance()
        return (nil, name(of: nameToken), range(of: nameToken))
      }
    }
    let start = token.start
    let type = parseType()
    if token.kind == .dot {
      advance()
      guard token.kind == .identifier else {
        error("expected a \(what) name after the receiver type")
        return nil
      }
      let nameToken = token
      advance()
      return (type, name(of: nameToken), range(of: nameToken))
    }
    // `Int.clamp` was read as one qualified type: its last segment is the name. Annotations
    // before it (`@receiver:Positive Int.clamp`) belong to the receiver.
    var annotations: [Annotation] = []
    var qualified = type
    if case .annotated(let leading, let inner) = type.kind {
      annotations = leading
      qualified = inner
    }
    if case .named(var segments) = qualified.kind, let last = segments.last,
      last.arguments.isEmpty, annotations.isEmpty || segments.count > 1
    {
      segments.removeLast()
      guard let receiverEnd = segments.last?.range.end else {
        return (nil, last.name, last.range)
      }
      let receiverStart = annotations.isEmpty ? start : qualified.range.start
      var receiver = TypeReference(
        kind: .named(segments), range: SourceRange(start: receiverStart, end: receiverEnd))
      if !annotations.isEmpty {
        receiver = TypeReference(
          kind: .annotated(annotations, receiver),
          range: SourceRange(start: start, end: receiverEnd))
      }
      return (receiver, last.name, last.range)
    }
    error("expected a \(what) name after the receiver type", at: previousEnd)
    return nil
  }

  // MARK: - Parameters

  /// Reads `( … )` of value parameters: modifiers, annotations, `val`/`var`, name, type, default.
  mutating func parseParameters() -> [Parameter] {
    let open = token.start
    advance()
    var parameters: [Parameter] = []
    while true {
      switch token.kind {
      case .rightParenthesis:
        advance()
        return parameters
      case .endOfFile, .rightBrace, .semicolon:
        error("expected ')' to close the parameter list opened at this '('", at: open)
        return parameters
      default:
        break
      }
      let before = token.start
      if let parameter = parseParameter() {
        parameters.append(parameter)
      }
      if token.kind == .comma {
        advance()
      } else if token.kind != .rightParenthesis {
        if token.kind == .leftBrace || (token.newlineBefore && isDeclarationStart()) {
          // The `)` is missing and a body or the next declaration follows: keep them.
          error("expected ')' to close the parameter list opened at this '('", at: open)
          return parameters
        }
        error("expected ',' or ')' after the parameter, found \(describe(token))")
        skipExpression(stopAtComma: true, stopAtBrace: false, insideParentheses: true)
        if token.kind == .comma { advance() }
      }
      if token.start == before && token.kind != .endOfFile && token.kind != .rightBrace
        && token.kind != .semicolon
      {
        // Never loop on a token that neither a parameter nor the skipping could consume.
        advance()
      }
    }
  }

  private mutating func parseParameter() -> Parameter? {
    let start = token.start
    let (modifiers, annotations) = parseModifiers()
    var binding = Parameter.Binding.none
    if isKeyword(.val) {
      binding = .val
      advance()
    } else if isKeyword(.var) {
      binding = .var
      advance()
    }
    guard token.kind == .identifier else {
      error("expected a parameter name, found \(describe(token))")
      return nil
    }
    let name = self.name(of: token)
    advance()
    var type: TypeReference?
    if token.kind == .colon {
      advance()
      type = parseType()
    }
    var hasDefault = false
    if token.kind == .equals {
      hasDefault = true
      advance()
      skipExpression(stopAtComma: true, stopAtBrace: false, insideParentheses: true)
    }
    return Parameter(
      modifiers: modifiers, annotations: annotations, binding: binding, name: name, type: type,
      hasDefaultValue: hasDefault, range: SourceRange(start: start, end: previousEnd))
  }

  // MARK: - Properties

  private mutating func parseProperty(header: Header) -> PropertyDeclaration? {
    let isMutable = isKeyword(.var)
    advance()
    var typeParameters = token.kind == .less ? parseTypeParameters() : []
    if token.kind == .leftParenthesis {
      error("destructuring declarations are only allowed inside bodies")
      recover()
      return nil
    }
    guard let (receiver, name, nameRange) = parseReceiverAndName(what: "property") else {
      recover()
      return nil
    }
    var type: TypeReference?
    if token.kind == .colon {
      advance()
      type = parseType()
    }
    if isKeyword(.where) {
      parseWhereClause(into: &typeParameters)
    }
    var initializer = PropertyDeclaration.Initializer.none
    var literalType: TypeReference?
    var callType: TypeReference?
    var infersTypeArgument = false
    var memberCall: MemberCall?
    if token.kind == .equals {
      advance()
      let first = token
      skipExpression(stopAtComma: false, stopAtBrace: false)
      initializer = .value
      if type == nil {
        literalType = self.literalType(from: first)
        if literalType == nil, let call = constructorCallType(from: first) {
          callType = call.type
          infersTypeArgument = call.infersArgument
        }
        if literalType == nil && callType == nil { memberCall = self.memberCall(from: first) }
      }
    } else if isKeyword(.by) {
      advance()
      let start = token.start
      skipExpression(stopAtComma: false, stopAtBrace: false)
      initializer = .delegate(text(from: start, to: max(start, previousEnd)))
    }
    if token.kind == .semicolon {
      advance()
    }
    var property = PropertyDeclaration(
      isMutable: isMutable, name: name, nameRange: nameRange,
      modifiers: header.modifiers, annotations: header.annotations, kdoc: header.kdoc,
      contextParameters: header.contextParameters, typeParameters: typeParameters,
      receiverType: receiver, type: type, initializer: initializer, getter: nil, setter: nil,
      backingField: nil, range: SourceRange(start: header.start, end: previousEnd),
      literalType: literalType, constructorCallType: callType,
      constructorCallInfersTypeArgument: infersTypeArgument, memberCall: memberCall)
    parseAccessors(of: &property)
    property.range.end = previousEnd
    return property
  }

  /// Reads the getter, setter and explicit backing field that follow a property, in any order.
  private mutating func parseAccessors(of property: inout PropertyDeclaration) {
    for _ in 0..<3 {
      let saved = snapshot
      let start = token.start
      let (modifiers, annotations) = parseModifiers()
      switch currentKeyword {
      case .get where property.getter == nil:
        advance()
        var type: TypeReference?
        if token.kind == .leftParenthesis {
          advance()
          if token.kind == .rightParenthesis {
            advance()
          } else {
            error("a getter takes no parameters")
            _ = skipRestOfGroupAfterError()
          }
          if token.kind == .colon {
            advance()
            type = parseType()
          }
        }
        let (body, expressionStart) = parseAccessorBody(declarationStart: start)
        // `val size get() = 3`: without a declared type or an initializer, the getter's
        // expression gives the property its type.
        if let expressionStart, type == nil, property.type == nil, property.literalType == nil,
          case .none = property.initializer
        {
          property.literalType = literalType(from: expressionStart)
          if property.literalType == nil, let call = constructorCallType(from: expressionStart) {
            property.constructorCallType = call.type
            property.constructorCallInfersTypeArgument = call.infersArgument
          }
          if property.literalType == nil && property.constructorCallType == nil {
            property.memberCall = memberCall(from: expressionStart)
          }
        }
        property.getter = PropertyDeclaration.Accessor(
          modifiers: modifiers, annotations: annotations, parameterName: nil, type: type,
          body: body, range: SourceRange(start: start, end: previousEnd))
      case .set where property.setter == nil:
        advance()
        var parameterName: String?
        var type: TypeReference?
        if token.kind == .leftParenthesis {
          let parameters = parseParameters()
          parameterName = parameters.first?.name
          type = parameters.first?.type
          if parameters.count != 1 {
            error("a setter takes exactly one parameter", at: start)
          }
        }
        let body = parseAccessorBody(declarationStart: start).body
        property.setter = PropertyDeclaration.Accessor(
          modifiers: modifiers, annotations: annotations, parameterName: parameterName, type: type,
          body: body, range: SourceRange(start: start, end: previousEnd))
      case .field where property.backingField == nil:
        advance()
        var type: TypeReference?
        if token.kind == .colon {
          advance()
          type = parseType()
        }
        var hasInitializer = false
        if token.kind == .equals {
          advance()
          skipExpression(stopAtComma: false, stopAtBrace: false)
          hasInitializer = true
        } else {
          error("expected '=' and an initializer for the backing field")
        }
        property.backingField = PropertyDeclaration.BackingField(
          modifiers: modifiers, type: type, hasInitializer: hasInitializer,
          range: SourceRange(start: start, end: previousEnd))
      default:
        restore(saved)
        return
      }
      if token.kind == .semicolon { advance() }
    }
  }

  /// Reads an accessor's body; for `= expression`, also the expression's first token.
  private mutating func parseAccessorBody(declarationStart: Int) -> (
    body: FunctionDeclaration.Body, expressionStart: Token?
  ) {
    if token.kind == .leftBrace {
      skipBody(declarationStart: declarationStart)
      return (.block, nil)
    }
    if token.kind == .equals {
      advance()
      let first = token
      skipExpression(stopAtComma: false, stopAtBrace: false)
      return (.expression, first)
    }
    return (.none, nil)
  }

  /// After an error inside parentheses, continues after the closing parenthesis.
  private mutating func skipRestOfGroupAfterError() -> Bool {
    while token.kind != .rightParenthesis && token.kind != .endOfFile
      && token.kind != .rightBrace
    {
      if token.kind == .leftParenthesis || token.kind == .leftBrace
        || token.kind == .leftBracket
      {
        _ = skipGroup()
      } else {
        advance()
      }
    }
    guard token.kind == .rightParenthesis else { return false }
    advance()
    return true
  }

  // MARK: - Typealiases and constructors

  private mutating func parseTypeAlias(header: Header) -> TypeAliasDeclaration? {
    advance()
    guard token.kind == .identifier else {
      error("expected a typealias name, found \(describe(token))")
      recover()
      return nil
    }
    let nameToken = token
    advance()
    let typeParameters = token.kind == .less ? parseTypeParameters() : []
    var aliased = TypeReference(
      kind: .error, range: SourceRange(start: token.start, end: token.start))
    if token.kind == .equals {
      advance()
      aliased = parseType()
    } else {
      error("expected '=' and a type in the typealias")
    }
    return TypeAliasDeclaration(
      name: name(of: nameToken), nameRange: range(of: nameToken), modifiers: header.modifiers,
      annotations: header.annotations, kdoc: header.kdoc, typeParameters: typeParameters,
      aliasedType: aliased, range: SourceRange(start: header.start, end: previousEnd))
  }

  private mutating func parseSecondaryConstructor(header: Header) -> ConstructorDeclaration {
    advance()
    var parameters: [Parameter] = []
    if token.kind == .leftParenthesis {
      parameters = parseParameters()
    } else {
      error("expected '(' after 'constructor'")
    }
    var delegation = ConstructorDeclaration.Delegation.none
    if token.kind == .colon {
      advance()
      let word = text(from: token.start, to: token.end)
      if token.kind == .identifier && (word == "this" || word == "super") {
        delegation = word == "this" ? .this : .super
        advance()
        if token.kind == .leftParenthesis {
          _ = skipGroup()
        } else {
          error("expected '(' after '\(word)'")
        }
      } else {
        error("expected 'this' or 'super' after ':' in the constructor")
      }
    }
    var hasBody = false
    if token.kind == .leftBrace {
      hasBody = true
      skipBody(declarationStart: header.start)
    }
    return ConstructorDeclaration(
      modifiers: header.modifiers, annotations: header.annotations, kdoc: header.kdoc,
      parameters: parameters, delegation: delegation, hasBody: hasBody,
      range: SourceRange(start: header.start, end: previousEnd))
  }

  // MARK: - Expressions

  /// Crosses an expression (an initializer, a default value, a delegate) without reading it.
  ///
  /// Brackets are matched. Outside brackets, the expression ends at `;`, at a closing bracket of
  /// the enclosing construct, at a `,` or `{` when asked, or at a line break followed by the start
  /// of a declaration, unless the line before ends in an operator that needs a right-hand side.
  /// In Kotlin's grammar only declarations can follow a complete initializer at the class or file
  /// level, so a new line that does not start one must continue the expression.
  mutating func skipExpression(
    stopAtComma: Bool, stopAtBrace: Bool, insideParentheses: Bool = false,
    stopAtWhere: Bool = false
  ) {
    var last: Token?
    // The token before `last` (`emptyMap<…>`'s name; `as?` is the one `?` that wants a
    // right-hand side).
    var beforeLast: Token?
    // Whether the tokens since the last `as`, `as?` or `is` are a type's name so far: its type
    // arguments are crossed whatever follows them (`reducer as Reducer<State, Any>`).
    var inTypeName = false
    while true {
      switch token.kind {
      case .endOfFile, .rightBrace, .rightParenthesis, .rightBracket, .semicolon:
        return
      case .comma where stopAtComma:
        return
      case .leftBrace where stopAtBrace:
        return
      default:
        break
      }
      if stopAtWhere && last != nil && isKeyword(.where) { return }
      if let last, token.newlineBefore && !insideParentheses {
        if !needsRightHandSide(last, after: beforeLast) && isDeclarationStart() { return }
      }
      beforeLast = last
      last = token
      let tokenKeyword = token.kind == .identifier ? keyword(token) : nil
      let typeOperator = tokenKeyword == .as || tokenKeyword == .is
      var asQuestion = false
      if token.kind == .question, let previous = beforeLast {
        asQuestion = keyword(previous) == .as && previous.end == token.start
      }
      // A name (soft keywords too: `com.example.data.Result`) after the operator or a dot, or a
      // dot after a name or after type arguments (`Outer<A>.Inner<B, C>`).
      var continuesTypeName = false
      if inTypeName, let previous = beforeLast {
        if token.kind == .dot {
          continuesTypeName = previous.kind == .identifier || previous.kind == .greater
        } else if token.kind == .identifier, isName(token) {
          continuesTypeName =
            previous.kind == .dot || previous.kind == .question
            || keyword(previous) == .as || keyword(previous) == .is
        }
      }
      var crossedArguments = false
      defer { inTypeName = typeOperator || asQuestion || continuesTypeName || crossedArguments }
      switch token.kind {
      case .leftBrace, .leftParenthesis, .leftBracket:
        let open = token.start
        if !skipGroup() {
          recoverAfterUnclosedGroup(openedAt: open, declarationStart: open)
          return
        }
      case .less where beforeLast?.kind == .identifier:
        // `emptyMap<String, Int>()`: a call's type arguments, whose commas do not end the
        // expression; or a type's after `as` or `is`. Anything else (`a < b, c > d`) is a
        // comparison and crossed token by token.
        if let closing = skipCallTypeArguments(inType: inTypeName) {
          last = closing
          crossedArguments = inTypeName
        } else {
          advance()
        }
      default:
        advance()
      }
    }
  }

  /// Crosses the type arguments of a call or callable reference (`<String, Int>` before `(`,
  /// `{`, `::` or `.`), as Kotlin's parser decides: the tokens up to the matching `>` must form
  /// type arguments, and what follows must continue a call (or, `inType`, anything: a type's
  /// arguments after `as` or `is`). Returns the closing `>`, or `nil` with the parser where it
  /// was when they are not type arguments.
  private mutating func skipCallTypeArguments(inType: Bool = false) -> Token? {
    let saved = snapshot
    var depth = 0
    while true {
      switch token.kind {
      case .less:
        depth += 1
        advance()
      case .greater:
        depth -= 1
        let closing = token
        advance()
        guard depth == 0 else { continue }
        if inType { return closing }
        switch token.kind {
        case .leftParenthesis, .leftBrace, .doubleColon, .dot:
          return closing
        default:
          restore(saved)
          return nil
        }
      case .identifier, .dot, .comma, .question, .star, .arrow, .at, .ampersand:
        advance()
      case .leftParenthesis:
        // A function type's parameters: `Map<String, (Int) -> Unit>`.
        guard skipGroup() else {
          restore(saved)
          return nil
        }
      default:
        restore(saved)
        return nil
      }
    }
  }

  /// Whether an expression cannot end after `token`: a binary operator, `.`, `=`, `->`, `,`, the
  /// keywords that need something after them, and the `?` of the safe cast `as?`.
  ///
  /// Any other `?` ends a nullable type (`uCont as CoroutineStackFrame?`, `x is String?`), which
  /// can end the expression: Kotlin has no `?` operator of its own (`?.` and `?:` end in `.` and
  /// `:`, or start the next line).
  private func needsRightHandSide(_ token: Token, after previous: Token?) -> Bool {
    switch token.kind {
    case .otherOperator:
      // `x!!`, `i++` and `i--` end in a postfix operator (Kotlin has no binary `!!`, `++` or
      // `--`); every other operator wants an operand after it.
      let byte = lexer.base[token.start]
      let isPostfix =
        (byte == ASCII.exclamation || byte == ASCII.plus || byte == ASCII.minus)
        && token.start > 0 && lexer.base[token.start - 1] == byte
      return !isPostfix
    case .question:
      guard let previous, previous.end == token.start else { return false }
      return keyword(previous) == .as
    case .dot, .equals, .arrow, .less, .ampersand, .star, .colon, .doubleColon, .comma, .at:
      return true
    case .identifier:
      switch keyword(token) {
      case .in, .is, .as, .else, .if, .while, .for, .when, .try, .do: return true
      default: return false
      }
    default:
      return false
    }
  }
}
