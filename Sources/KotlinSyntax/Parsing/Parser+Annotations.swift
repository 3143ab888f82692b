/// Annotations, modifiers and KDoc: everything written before a declaration's keyword.
extension Parser {
  /// What precedes a declaration keyword.
  struct Header {
    var start: Int
    var kdoc: String?
    var annotations: [Annotation] = []
    var modifiers = Modifiers()
    var contextParameters: [ContextParameter] = []
    var isEnum = false
    var isAnnotation = false
  }

  /// Reads annotations, modifiers and a `context(…)` list up to the declaration keyword.
  mutating func parseHeader() -> Header {
    var header = Header(start: token.start, kdoc: kdoc(before: token))
    while true {
      if token.kind == .at {
        header.annotations += parseAnnotations()
        continue
      }
      guard let keyword = currentKeyword else { break }
      if keyword == .context && peek().kind == .leftParenthesis {
        header.contextParameters += parseContextParameters()
        continue
      }
      let next = peek()
      // A modifier word followed by `(`, `:`, `=`, `,` … is a name, not a modifier.
      guard next.kind == .identifier || next.kind == .at else { break }
      if keyword == .error && self.keyword(next) != .class && self.keyword(next) != .object {
        // `error` is a common function name; it is a modifier only in `error class/object`.
        break
      }
      if keyword == .enum {
        header.isEnum = true
      } else if keyword == .annotation {
        header.isAnnotation = true
      } else if let modifier = keyword.modifier {
        if header.modifiers.contains(modifier) {
          warning("repeated modifier '\(text(from: token.start, to: token.end))'", at: token.start)
        }
        header.modifiers.insert(modifier)
      } else {
        break
      }
      advance()
    }
    return header
  }

  /// Reads modifiers and annotations only (for parameters, accessors, constructors).
  mutating func parseModifiers() -> (Modifiers, [Annotation]) {
    var modifiers = Modifiers()
    var annotations: [Annotation] = []
    while true {
      if token.kind == .at {
        annotations += parseAnnotations()
        continue
      }
      guard let modifier = currentKeyword?.modifier else { break }
      let next = peek()
      guard next.kind == .identifier || next.kind == .at else { break }
      modifiers.insert(modifier)
      advance()
    }
    return (modifiers, annotations)
  }

  /// Reads one annotation at `@`, or several for `@[A B(c)]` and `@target:[A B]`.
  mutating func parseAnnotations() -> [Annotation] {
    let start = token.start
    advance()
    var target: String?
    if token.kind == .identifier && peek().kind == .colon && token.start == start + 1 {
      target = name(of: token)
      advance()
      advance()
    }
    if token.kind == .leftBracket {
      advance()
      var annotations: [Annotation] = []
      while token.kind == .identifier {
        let entryStart = token.start
        guard let annotation = parseAnnotationBody(target: target, start: entryStart) else {
          break
        }
        annotations.append(annotation)
      }
      if token.kind == .rightBracket {
        advance()
      } else {
        error("expected ']' to end the annotation list")
      }
      return annotations
    }
    // The name must touch `@` (or `@target:`): `@ Foo` is not an annotation, and a dangling `@`
    // must not swallow the `class` keyword on the next line.
    guard token.kind == .identifier && token.start == previousEnd else {
      error("expected an annotation name after '@'", at: previousEnd)
      return []
    }
    guard let annotation = parseAnnotationBody(target: target, start: start) else { return [] }
    return [annotation]
  }

  /// Reads `Name.Path<Args>(arguments)` of an annotation.
  private mutating func parseAnnotationBody(target: String?, start: Int) -> Annotation? {
    guard let name = parseQualifiedName() else { return nil }
    if token.kind == .less && token.start == previousEnd {
      _ = parseTypeArguments()
    }
    var arguments: String?
    // The arguments must touch the name: in `@Composable (Int) -> Unit` the parentheses belong
    // to a function type, not to the annotation. A file annotation is in no type, so spaces on
    // its line may come first (`@file:OptIn (ExperimentalForeignApi:: class)`, which compiles).
    if token.kind == .leftParenthesis
      && (token.start == previousEnd
        || (target == "file" && !token.newlineBefore))
    {
      let open = token.start
      if skipGroup() {
        arguments = text(from: open + 1, to: previousEnd - 1)
      } else {
        error("'(' is never closed", at: open)
        arguments = text(from: open + 1, to: previousEnd)
      }
    }
    return Annotation(
      useSiteTarget: target, name: name, arguments: arguments,
      range: SourceRange(start: start, end: previousEnd))
  }

  /// Reads `context(a: A, B)`.
  mutating func parseContextParameters() -> [ContextParameter] {
    advance()
    advance()
    var parameters: [ContextParameter] = []
    while token.kind != .rightParenthesis && token.kind != .endOfFile {
      let start = token.start
      var name: String?
      if token.kind == .identifier && peek().kind == .colon {
        name = self.name(of: token)
        advance()
        advance()
      }
      let type = parseType()
      parameters.append(
        ContextParameter(name: name, type: type, range: SourceRange(start: start, end: previousEnd))
      )
      if token.kind == .comma {
        advance()
      } else if token.kind != .rightParenthesis {
        error("expected ',' or ')' in the context parameters")
        break
      }
    }
    if token.kind == .rightParenthesis {
      advance()
    }
    return parameters
  }

  /// The text of the KDoc comment in the trivia before `token`, cleaned of its comment syntax:
  /// `/**`, `*/`, each line's indentation and leading `*` (and one space after it), trailing
  /// whitespace, and blank lines at the start and end. Works on bytes: KDoc is common and
  /// splitting `String`s showed up in profiles.
  func kdoc(before token: Token) -> String? {
    guard token.docStart >= 0 else { return nil }
    let base = lexer.base
    let contentStart = token.docStart + 3
    var contentEnd = token.docEnd
    if contentEnd - 2 >= contentStart && base[contentEnd - 2] == ASCII.star
      && base[contentEnd - 1] == ASCII.slash
    {
      contentEnd -= 2
    }
    var result: [UInt8] = []
    result.reserveCapacity(contentEnd - contentStart)
    var lineStart = contentStart
    var pendingNewlines = 0
    while lineStart <= contentEnd {
      var lineEnd = lineStart
      while lineEnd < contentEnd && base[lineEnd] != ASCII.newline { lineEnd += 1 }
      var first = lineStart
      while first < lineEnd && (base[first] == ASCII.space || base[first] == ASCII.tab) {
        first += 1
      }
      if first < lineEnd && base[first] == ASCII.star {
        first += 1
        if first < lineEnd && base[first] == ASCII.space { first += 1 }
      }
      var last = lineEnd
      while last > first
        && (base[last - 1] == ASCII.space || base[last - 1] == ASCII.tab
          || base[last - 1] == ASCII.carriageReturn)
      {
        last -= 1
      }
      if last > first {
        if !result.isEmpty {
          result.append(contentsOf: repeatElement(ASCII.newline, count: pendingNewlines))
        }
        result.append(contentsOf: UnsafeBufferPointer(start: base + first, count: last - first))
        pendingNewlines = 1
      } else if !result.isEmpty {
        pendingNewlines += 1
      }
      lineStart = lineEnd + 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}
