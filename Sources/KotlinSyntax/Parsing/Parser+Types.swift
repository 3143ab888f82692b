/// Types in Kotlin's full grammar: named types with arguments and projections, nullable types,
/// function types with receivers and `suspend`, parenthesised, annotated and `T & Any` types.
extension Parser {
  /// Reads a type at `token`. On an error the result has kind `.error`, and nothing is consumed
  /// when not even the first token fits.
  mutating func parseType() -> TypeReference {
    let start = token.start
    depth += 1
    defer { depth -= 1 }
    guard depth <= Parser.maximumDepth else {
      error("type is nested too deeply")
      return TypeReference(kind: .error, range: SourceRange(start: start, end: start))
    }
    var annotations: [Annotation] = []
    while token.kind == .at { annotations += parseAnnotations() }
    var type = parseTypeWithoutAnnotations()
    if token.kind == .ampersand {
      var parts = [type]
      while token.kind == .ampersand {
        advance()
        let part = parseTypeWithoutAnnotations()
        parts.append(part)
        if case .error = part.kind { break }
      }
      type = TypeReference(
        kind: .intersection(parts), range: SourceRange(start: type.range.start, end: previousEnd))
    }
    if isUnionBar() {
      var parts = [type]
      while isUnionBar() {
        advance()
        let part = parseTypeWithoutAnnotations()
        parts.append(part)
        if case .error = part.kind { break }
      }
      type = TypeReference(
        kind: .union(parts), range: SourceRange(start: type.range.start, end: previousEnd))
    }
    if !annotations.isEmpty {
      type = TypeReference(
        kind: .annotated(annotations, type), range: SourceRange(start: start, end: previousEnd))
    }
    return type
  }

  /// Whether `token` is a single `|`, which in a type separates the members of an error union;
  /// Kotlin has no `|` operator, and `||` is never part of a type.
  private func isUnionBar() -> Bool {
    token.kind == .otherOperator && token.end - token.start == 1
      && lexer.base[token.start] == ASCII.bar && lexer.byte(at: token.end) != ASCII.bar
  }

  private mutating func parseTypeWithoutAnnotations() -> TypeReference {
    let start = token.start
    if isKeyword(.context) && peek().kind == .leftParenthesis {
      return parseContextFunctionType()
    }
    var isSuspend = false
    if isKeyword(.suspend) {
      let next = peek()
      if next.kind == .leftParenthesis || next.kind == .identifier || next.kind == .at {
        isSuspend = true
        advance()
        while token.kind == .at { _ = parseAnnotations() }
      }
    }
    if isSuspend, isKeyword(.context), peek().kind == .leftParenthesis {
      // `suspend context(A) () -> R`.
      var type = parseContextFunctionType()
      if case .function(var function) = type.kind {
        function.isSuspend = true
        type = TypeReference(
          kind: .function(function), range: SourceRange(start: start, end: previousEnd))
      }
      return type
    }
    var type: TypeReference
    if token.kind == .leftParenthesis {
      let open = token.start
      let parameters = parseFunctionTypeParameters()
      if token.kind == .arrow {
        advance()
        let result = parseType()
        return TypeReference(
          kind: .function(
            TypeReference.FunctionType(
              isSuspend: isSuspend, receiver: nil, parameters: parameters, returnType: result)),
          range: SourceRange(start: start, end: previousEnd))
      }
      if parameters.count == 1 && parameters[0].name == nil {
        type = TypeReference(
          kind: .parenthesized(parameters[0].type),
          range: SourceRange(start: open, end: previousEnd))
      } else {
        error("expected '->' after the parameter types of a function type")
        return TypeReference(kind: .error, range: SourceRange(start: start, end: previousEnd))
      }
    } else if token.kind == .identifier {
      type = parseNamedType()
    } else {
      error("expected a type, found \(describe(token))")
      return TypeReference(kind: .error, range: SourceRange(start: start, end: start))
    }
    while token.kind == .question && !token.newlineBefore {
      advance()
      type = TypeReference(
        kind: .nullable(type), range: SourceRange(start: start, end: previousEnd))
    }
    if token.kind == .dot && peek().kind == .leftParenthesis {
      // `Receiver.(Parameters) -> Result`.
      advance()
      let parameters = parseFunctionTypeParameters()
      guard token.kind == .arrow else {
        error("expected '->' after the parameter types of a function type")
        return TypeReference(kind: .error, range: SourceRange(start: start, end: previousEnd))
      }
      advance()
      let result = parseType()
      return TypeReference(
        kind: .function(
          TypeReference.FunctionType(
            isSuspend: isSuspend, receiver: type, parameters: parameters, returnType: result)),
        range: SourceRange(start: start, end: previousEnd))
    }
    if isSuspend {
      warning("'suspend' applies only to function types", at: start)
    }
    return type
  }

  /// Reads `context(A, B) (P) -> R`: a function type with context parameters (Kotlin 2.2).
  private mutating func parseContextFunctionType() -> TypeReference {
    let start = token.start
    advance()
    let context = parseFunctionTypeParameters().map(\.type)
    let type = parseTypeWithoutAnnotations()
    guard case .function(var function) = type.kind else {
      error("expected a function type after 'context(…)'", at: type.range.start)
      return TypeReference(kind: .error, range: SourceRange(start: start, end: previousEnd))
    }
    function.contextParameters = context + function.contextParameters
    return TypeReference(
      kind: .function(function), range: SourceRange(start: start, end: previousEnd))
  }

  /// Reads `a.b.C<X>.D<Y>`.
  private mutating func parseNamedType() -> TypeReference {
    let start = token.start
    let first = parseSegment()
    // Most types have one segment: an array literal allocates once, exactly sized, where
    // appending to an empty array goes through the growth path.
    guard continuesQualifiedName() else {
      let range = SourceRange(start: start, end: previousEnd)
      if first.arguments.isEmpty && range.count == 7 && first.name == "dynamic" {
        return TypeReference(kind: .dynamic, range: range)
      }
      if first.arguments.isEmpty {
        return TypeReference(name: first.name, range: range)
      }
      return TypeReference(kind: .named([first]), range: range)
    }
    var segments = [first]
    repeat {
      advance()
      segments.append(parseSegment())
    } while continuesQualifiedName()
    return TypeReference(kind: .named(segments), range: SourceRange(start: start, end: previousEnd))
  }

  /// Reads one `Name<Arguments>` of a named type.
  private mutating func parseSegment() -> TypeReference.Segment {
    let segmentStart = token.start
    let name = self.name(of: token)
    advance()
    let arguments = token.kind == .less ? parseTypeArguments() : []
    return TypeReference.Segment(
      name: name, arguments: arguments, range: SourceRange(start: segmentStart, end: previousEnd))
  }

  /// Whether `token` is a `.` followed on the same line by another segment.
  private mutating func continuesQualifiedName() -> Bool {
    guard token.kind == .dot else { return false }
    let next = peek()
    return next.kind == .identifier && !next.newlineBefore
  }

  /// Reads `<A, out B, *>`.
  mutating func parseTypeArguments() -> [TypeReference.Argument] {
    advance()
    var arguments: [TypeReference.Argument] = []
    while true {
      let start = token.start
      if token.kind == .star {
        advance()
        arguments.append(
          TypeReference.Argument(variance: .invariant, type: nil, range: range(at: start)))
      } else {
        var variance = Variance.invariant
        if let keyword = currentKeyword, keyword == .in || keyword == .out {
          let next = peek()
          if next.kind == .identifier || next.kind == .leftParenthesis || next.kind == .at {
            variance = keyword == .in ? .in : .out
            advance()
          }
        }
        let type = parseType()
        arguments.append(
          TypeReference.Argument(variance: variance, type: type, range: range(at: start)))
        if case .error = type.kind, type.range.count == 0 {
          return arguments
        }
      }
      if token.kind == .comma {
        advance()
        // A trailing comma: `Map<\n  Long,\n  Fruittie,\n>`.
        if token.kind == .greater {
          advance()
          return arguments
        }
        continue
      }
      if token.kind == .greater {
        advance()
        return arguments
      }
      error("expected ',' or '>' in the type arguments, found \(describe(token))")
      return arguments
    }
  }

  /// Reads `(name: A, B)` of a function type; the names are optional.
  private mutating func parseFunctionTypeParameters() -> [TypeReference.FunctionTypeParameter] {
    let open = token.start
    advance()
    var parameters: [TypeReference.FunctionTypeParameter] = []
    while token.kind != .rightParenthesis {
      let start = token.start
      var name: String?
      if token.kind == .identifier && peek().kind == .colon {
        name = self.name(of: token)
        advance()
        advance()
      }
      let type = parseType()
      if case .error = type.kind, type.range.count == 0 {
        break
      }
      parameters.append(
        TypeReference.FunctionTypeParameter(name: name, type: type, range: range(at: start)))
      if token.kind == .comma {
        advance()
      } else if token.kind != .rightParenthesis {
        break
      }
    }
    if token.kind == .rightParenthesis {
      advance()
    } else {
      error("expected ')' to end the parameter types opened at this '('", at: open)
    }
    return parameters
  }

  /// The range from `start` to the end of the last token read.
  private func range(at start: Int) -> SourceRange {
    SourceRange(start: start, end: max(start, previousEnd))
  }
}
