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
    if !annotations.isEmpty {
      type = TypeReference(
        kind: .annotated(annotations, type), range: SourceRange(start: start, end: previousEnd))
    }
    return type
  }

  private mutating func parseTypeWithoutAnnotations() -> TypeReference {
    let start = token.start
    var isSuspend = false
    if isKeyword(.suspend) {
      let next = peek()
      if next.kind == .leftParenthesis || next.kind == .identifier || next.kind == .at {
        isSuspend = true
        advance()
        while token.kind == .at { _ = parseAnnotations() }
      }
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

  /// Reads `a.b.C<X>.D<Y>`.
  private mutating func parseNamedType() -> TypeReference {
    let start = token.start
    var segments: [TypeReference.Segment] = []
    while true {
      let segmentStart = token.start
      let name = self.name(of: token)
      advance()
      var arguments: [TypeReference.Argument] = []
      if token.kind == .less {
        arguments = parseTypeArguments()
      }
      segments.append(
        TypeReference.Segment(
          name: name, arguments: arguments,
          range: SourceRange(start: segmentStart, end: previousEnd)))
      guard token.kind == .dot else { break }
      let next = peek()
      guard next.kind == .identifier && !next.newlineBefore else { break }
      advance()
    }
    let range = SourceRange(start: start, end: previousEnd)
    if segments.count == 1 && segments[0].name == "dynamic" && segments[0].arguments.isEmpty
      && !lexer.base[start].isBacktick
    {
      return TypeReference(kind: .dynamic, range: range)
    }
    return TypeReference(kind: .named(segments), range: range)
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

extension UInt8 {
  fileprivate var isBacktick: Bool { self == ASCII.backtick }
}
