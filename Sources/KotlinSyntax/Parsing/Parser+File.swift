/// The file level: `@file:` annotations, `package`, `import`, then top-level declarations.
extension Parser {
  struct FileContents {
    var packageName: String?
    var packageRange: SourceRange?
    var imports: [Import] = []
    var fileAnnotations: [Annotation] = []
    var declarations: [Declaration] = []
  }

  mutating func parseFile() -> FileContents {
    var contents = FileContents()
    parseFileHeader(into: &contents)
    while token.kind != .endOfFile {
      switch token.kind {
      case .rightBrace:
        error("unexpected '}' at the top level")
        advance()
      case .semicolon:
        advance()
      default:
        if isKeyword(.import) {
          error("imports must come before the declarations")
          if let directive = parseImport() { contents.imports.append(directive) }
          continue
        }
        if isKeyword(.package) {
          error("the package directive must come first")
          recover()
          continue
        }
        let before = token.start
        if let declaration = parseDeclaration(inClassBody: false) {
          contents.declarations.append(declaration)
        }
        if token.start == before && token.kind != .endOfFile && token.kind != .rightBrace {
          // Never loop: a declaration that read nothing still moves on.
          advance()
        }
      }
    }
    return contents
  }

  private mutating func parseFileHeader(into contents: inout FileContents) {
    while true {
      if token.kind == .at && isFileAnnotation() {
        contents.fileAnnotations += parseAnnotations()
      } else if token.kind == .semicolon {
        advance()
      } else {
        break
      }
    }
    if isKeyword(.package) {
      let start = token.start
      advance()
      if let name = parseQualifiedName() {
        contents.packageName = name
      } else {
        error("expected a package name")
      }
      contents.packageRange = SourceRange(start: start, end: previousEnd)
      endDirective()
    }
    while isKeyword(.import) || token.kind == .semicolon {
      if token.kind == .semicolon {
        advance()
      } else if let directive = parseImport() {
        contents.imports.append(directive)
      }
    }
  }

  /// Whether `token` (an `@`) starts `@file:`.
  private mutating func isFileAnnotation() -> Bool {
    let saved = snapshot
    defer { restore(saved) }
    advance()
    guard token.kind == .identifier && !token.isBackticked && token.end - token.start == 4,
      text(from: token.start, to: token.end) == "file"
    else { return false }
    return peek().kind == .colon
  }

  /// `a.b.c` as one string; `nil` when no identifier is at `token`.
  mutating func parseQualifiedName() -> String? {
    guard token.kind == .identifier else { return nil }
    var name = DottedName(token, in: self)
    advance()
    while token.kind == .dot {
      let next = peek()
      guard next.kind == .identifier && !next.newlineBefore else { break }
      name.add(dot: token, part: next, in: self)
      advance()
      advance()
    }
    return name.text(in: self)
  }

  /// A dotted name being read. `a.b.c` written without spaces, comments or backticks, as it
  /// nearly always is, becomes one string made from the source at the end, instead of a string
  /// per part joined one part at a time (each join past fifteen bytes a new allocation).
  struct DottedName {
    private let start: Int
    /// The end of the name so far while it is one stretch of the source.
    private var end: Int
    /// The name so far once it is not one stretch of the source; `nil` while it is.
    private var joined: String?

    init(_ first: Token, in parser: Parser) {
      start = first.start
      end = first.end
      joined = first.isBackticked ? parser.name(of: first) : nil
    }

    /// Adds `.part`, the dot being `dot`.
    mutating func add(dot: Token, part: Token, in parser: Parser) {
      if joined == nil {
        if dot.start == end && part.start == dot.end && !part.isBackticked {
          end = part.end
          return
        }
        joined = parser.text(from: start, to: end)
      }
      joined! += "." + parser.name(of: part)
    }

    func text(in parser: Parser) -> String {
      joined ?? parser.text(from: start, to: end)
    }
  }

  /// Reads an import directive; `nil` when it has no path at all.
  private mutating func parseImport() -> Import? {
    let start = token.start
    advance()
    var path = ""
    var isStar = false
    var alias: String?
    if token.kind == .identifier && !token.newlineBefore {
      var name = DottedName(token, in: self)
      advance()
      defer { path = name.text(in: self) }
      while token.kind == .dot && !token.newlineBefore {
        let dot = token
        advance()
        if token.newlineBefore {
          error("expected a name or '*' after '.' in the import", at: previousEnd)
          break
        } else if token.kind == .star {
          isStar = true
          advance()
          break
        } else if token.kind == .identifier {
          name.add(dot: dot, part: token, in: self)
          advance()
        } else {
          error("expected a name or '*' after '.' in the import")
          break
        }
      }
      if isKeyword(.as) && !token.newlineBefore {
        advance()
        if token.kind == .identifier && !isStar && !token.newlineBefore {
          alias = self.name(of: token)
          advance()
        } else {
          error("expected an alias name after 'as'", at: previousEnd)
        }
      }
    } else {
      error("expected a name after 'import'", at: previousEnd)
    }
    let result = Import(
      path: path, alias: alias, isStar: isStar, range: SourceRange(start: start, end: previousEnd))
    endDirective()
    return path.isEmpty ? nil : result
  }

  /// A directive ends at the end of its line or at `;`; anything else on the line is an error.
  private mutating func endDirective() {
    if token.kind == .semicolon {
      advance()
      return
    }
    if token.kind != .endOfFile && !token.newlineBefore {
      error("unexpected \(describe(token)) after the directive")
      while token.kind != .endOfFile && !token.newlineBefore { advance() }
    }
  }
}
