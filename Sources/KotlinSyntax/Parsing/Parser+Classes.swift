/// Class-like declarations: header, primary constructor, supertypes, body and enum entries.
extension Parser {
  mutating func parseClass(kind: ClassDeclaration.Kind, header: Header) -> ClassDeclaration? {
    if let context = header.contextParameters.first {
      // Only the withdrawn context receivers allowed `context(…)` on classes; the model has no
      // place for it, so say that it is dropped.
      warning("context receivers on a class are not kept", at: context.range.start)
    }
    let keywordToken = token
    advance()
    var name: String?
    var nameRange = range(of: keywordToken)
    let isObject = kind == .object || kind == .companionObject
    // An object's name is optional only for companions; `companion object` ends where a new
    // line starts a declaration.
    if isName(token) && !(kind == .companionObject && token.newlineBefore) {
      name = self.name(of: token)
      nameRange = range(of: token)
      advance()
    } else if kind != .companionObject {
      // A class without a name cannot be used by anything downstream: skip it.
      error(
        "expected a name after '\(text(from: keywordToken.start, to: keywordToken.end))'",
        at: token.kind == .endOfFile || token.newlineBefore ? previousEnd : token.start)
      recover()
      return nil
    }
    var modifiers = header.modifiers
    if kind == .companionObject { modifiers.insert(.companion) }
    var declaration = ClassDeclaration(
      kind: kind, name: name, nameRange: nameRange, modifiers: modifiers,
      annotations: header.annotations, kdoc: header.kdoc, typeParameters: [],
      primaryConstructor: nil, superTypes: [], enumEntries: [], members: [], hasBody: false,
      range: SourceRange(start: header.start, end: previousEnd))
    if token.kind == .less {
      declaration.typeParameters = parseTypeParameters()
    }
    if !isObject {
      declaration.primaryConstructor = parsePrimaryConstructor()
    } else if let constructor = parsePrimaryConstructor() {
      // Kotlin refuses it too ("constructors are not allowed for objects"); it is read past, so
      // that the rest of the object, and of the file, is kept.
      error(
        "an object cannot have a constructor; remove "
          + (constructor.hasConstructorKeyword ? "it" : "the parentheses"),
        at: constructor.range.start)
    }
    if token.kind == .colon {
      advance()
      declaration.superTypes = parseSuperTypes()
    }
    if isKeyword(.where) {
      parseWhereClause(into: &declaration.typeParameters)
    }
    if token.kind == .leftBrace {
      declaration.hasBody = true
      parseClassBody(of: &declaration)
    }
    declaration.range.end = previousEnd
    return declaration
  }

  /// Reads `[modifiers] constructor(…)` or `(…)` after the class name, if present.
  private mutating func parsePrimaryConstructor() -> PrimaryConstructor? {
    if token.kind == .leftParenthesis {
      let start = token.start
      let parameters = parseParameters()
      return PrimaryConstructor(
        modifiers: [], annotations: [], hasConstructorKeyword: false, parameters: parameters,
        range: SourceRange(start: start, end: previousEnd))
    }
    guard token.kind == .at || currentKeyword == .constructor || currentKeyword?.modifier != nil
    else { return nil }
    let saved = snapshot
    let start = token.start
    let (modifiers, annotations) = parseModifiers()
    guard isKeyword(.constructor) else {
      restore(saved)
      return nil
    }
    advance()
    var parameters: [Parameter] = []
    if token.kind == .leftParenthesis {
      parameters = parseParameters()
    } else {
      error("expected '(' after 'constructor'")
    }
    return PrimaryConstructor(
      modifiers: modifiers, annotations: annotations, hasConstructorKeyword: true,
      parameters: parameters, range: SourceRange(start: start, end: previousEnd))
  }

  /// Reads the comma-separated supertypes after `:`.
  private mutating func parseSuperTypes() -> [SuperType] {
    var superTypes: [SuperType] = []
    while true {
      let start = token.start
      var annotations: [Annotation] = []
      while token.kind == .at { annotations += parseAnnotations() }
      var type = parseType()
      if !annotations.isEmpty {
        type = TypeReference(
          kind: .annotated(annotations, type), range: SourceRange(start: start, end: type.range.end)
        )
      }
      if case .error = type.kind {
        break
      }
      if token.kind == .leftParenthesis {
        let open = token.start
        let closed = skipGroup()
        if !closed { error("'(' is never closed", at: open) }
        superTypes.append(
          SuperType(
            kind: .constructorCall, type: type,
            arguments: text(from: open + 1, to: closed ? previousEnd - 1 : previousEnd),
            delegateExpression: nil, range: SourceRange(start: start, end: previousEnd)))
      } else if isKeyword(.by) {
        advance()
        let expressionStart = token.start
        skipExpression(stopAtComma: true, stopAtBrace: true, stopAtWhere: true)
        if previousEnd <= expressionStart {
          error("expected an expression after 'by'")
        }
        superTypes.append(
          SuperType(
            kind: .delegation, type: type, arguments: nil,
            delegateExpression: text(from: expressionStart, to: max(expressionStart, previousEnd)),
            range: SourceRange(start: start, end: previousEnd)))
      } else {
        superTypes.append(
          SuperType(
            kind: .type, type: type, arguments: nil, delegateExpression: nil,
            range: SourceRange(start: start, end: previousEnd)))
      }
      guard token.kind == .comma else { break }
      advance()
    }
    return superTypes
  }

  /// Reads `{ members }`, with enum entries first for an enum class.
  private mutating func parseClassBody(of declaration: inout ClassDeclaration) {
    let open = token.start
    depth += 1
    defer { depth -= 1 }
    guard depth <= Parser.maximumDepth else {
      error("declarations are nested too deeply; skipping this body")
      skipBody(declarationStart: declaration.range.start)
      return
    }
    advance()
    if declaration.kind == .enumClass {
      declaration.enumEntries = parseEnumEntries()
    }
    parseMembers(into: &declaration.members, openedAt: open)
  }

  /// Reads declarations up to the `}` that closes the body opened at `open`, and consumes it.
  private mutating func parseMembers(into members: inout [Declaration], openedAt open: Int) {
    while true {
      switch token.kind {
      case .rightBrace:
        advance()
        return
      case .endOfFile:
        error("'{' is never closed", at: open)
        return
      case .semicolon:
        advance()
      default:
        let before = token.start
        if isKeyword(.companion) && peek().kind == .leftBrace {
          parseCompanionBlock(into: &members)
        } else if let member = parseDeclaration(inClassBody: true) {
          members.append(member)
        }
        if token.start == before && token.kind != .endOfFile && token.kind != .rightBrace {
          advance()
        }
      }
    }
  }

  /// Reads a companion block, `companion { val x = 0; fun f() {} }` (a proposed Kotlin feature
  /// for static members, in the compiler's own test data): its declarations are the class's
  /// members, each with the `companion` modifier, as a companion extension
  /// (`companion fun Foo.f()`) carries it.
  private mutating func parseCompanionBlock(into members: inout [Declaration]) {
    advance()
    let open = token.start
    depth += 1
    defer { depth -= 1 }
    guard depth <= Parser.maximumDepth else {
      error("declarations are nested too deeply; skipping this body")
      skipBody(declarationStart: open)
      return
    }
    advance()
    var block: [Declaration] = []
    parseMembers(into: &block, openedAt: open)
    for member in block {
      members.append(member.addingModifier(.companion))
    }
  }

  /// Reads enum entries up to the `;` that ends them or the `}` that ends the body.
  private mutating func parseEnumEntries() -> [EnumEntry] {
    var entries: [EnumEntry] = []
    while true {
      if token.kind == .semicolon {
        advance()
        return entries
      }
      if token.kind == .rightBrace || token.kind == .endOfFile { return entries }
      let saved = snapshot
      let start = token.start
      let kdoc = kdoc(before: token)
      var annotations: [Annotation] = []
      while token.kind == .at { annotations += parseAnnotations() }
      let next = peek()
      // An entry is a name followed by what can follow an entry; a line break also ends one,
      // so that a missing `;` before the members loses no entry.
      guard token.kind == .identifier,
        next.newlineBefore || next.kind == .comma || next.kind == .semicolon
          || next.kind == .rightBrace || next.kind == .leftParenthesis || next.kind == .leftBrace
      else {
        restore(saved)
        if !entries.isEmpty {
          error("expected ';' after the enum entries")
        }
        return entries
      }
      let name = self.name(of: token)
      advance()
      var arguments: String?
      if token.kind == .leftParenthesis {
        let open = token.start
        let closed = skipGroup()
        if !closed { error("'(' is never closed", at: open) }
        arguments = text(from: open + 1, to: closed ? previousEnd - 1 : previousEnd)
      }
      var members: [Declaration] = []
      var hasBody = false
      if token.kind == .leftBrace {
        hasBody = true
        let open = token.start
        depth += 1
        if depth <= Parser.maximumDepth {
          advance()
          parseMembers(into: &members, openedAt: open)
        } else {
          error("declarations are nested too deeply; skipping this body")
          skipBody(declarationStart: start)
        }
        depth -= 1
      }
      entries.append(
        EnumEntry(
          name: name, annotations: annotations, kdoc: kdoc, arguments: arguments,
          hasBody: hasBody, members: members, range: SourceRange(start: start, end: previousEnd)))
      if token.kind == .comma {
        advance()
      } else if token.kind != .semicolon && token.kind != .rightBrace {
        error("expected ',', ';' or '}' after the enum entry, found \(describe(token))")
        return entries
      }
    }
  }

  // MARK: - Type parameters

  /// Reads `<out T : Bound, reified R>`.
  mutating func parseTypeParameters() -> [TypeParameter] {
    let open = token.start
    advance()
    var parameters: [TypeParameter] = []
    while token.kind != .greater {
      let start = token.start
      var annotations: [Annotation] = []
      var variance = Variance.invariant
      var isReified = false
      while true {
        if token.kind == .at {
          annotations += parseAnnotations()
          continue
        }
        let next = peek()
        guard next.kind == .identifier || next.kind == .at else { break }
        switch currentKeyword {
        case .in: variance = .in
        case .out: variance = .out
        case .reified: isReified = true
        default: break
        }
        let keyword = currentKeyword
        guard keyword == .in || keyword == .out || keyword == .reified else { break }
        advance()
      }
      guard token.kind == .identifier else {
        error("expected a type parameter name, found \(describe(token))")
        skipToEndOfAngleBrackets(openedAt: open)
        return parameters
      }
      let name = self.name(of: token)
      advance()
      var bounds: [TypeReference] = []
      if token.kind == .colon {
        advance()
        bounds.append(parseType())
      }
      parameters.append(
        TypeParameter(
          name: name, variance: variance, isReified: isReified, annotations: annotations,
          bounds: bounds, range: SourceRange(start: start, end: previousEnd)))
      if token.kind == .comma {
        advance()
      } else if token.kind != .greater {
        error("expected ',' or '>' in the type parameters, found \(describe(token))")
        skipToEndOfAngleBrackets(openedAt: open)
        return parameters
      }
    }
    advance()
    return parameters
  }

  /// After an error in `<…>`, continues after the matching `>` on the same line if there is one.
  private mutating func skipToEndOfAngleBrackets(openedAt open: Int) {
    var depth = 1
    while token.kind != .endOfFile && token.kind != .leftBrace && token.kind != .rightBrace
      && token.kind != .leftParenthesis && !(token.newlineBefore && token.start > open + 1)
    {
      if token.kind == .less { depth += 1 }
      if token.kind == .greater {
        depth -= 1
        if depth == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  /// Reads `where T : A, T : B` and adds each bound to its type parameter.
  mutating func parseWhereClause(into parameters: inout [TypeParameter]) {
    advance()
    while true {
      let start = token.start
      while token.kind == .at { _ = parseAnnotations() }
      guard token.kind == .identifier else {
        error("expected a type parameter name in the 'where' clause, found \(describe(token))")
        return
      }
      let name = self.name(of: token)
      advance()
      guard token.kind == .colon else {
        error("expected ':' after '\(name)' in the 'where' clause")
        return
      }
      advance()
      let bound = parseType()
      if let index = parameters.firstIndex(where: { $0.name == name }) {
        parameters[index].bounds.append(bound)
      } else {
        warning("'where' constrains '\(name)', which is not a type parameter here", at: start)
      }
      guard token.kind == .comma else { return }
      advance()
    }
  }
}
