// The libFuzzer entry point for the parser. Scripts/fuzz-parser compiles this file together with
// the KotlinSyntax sources into one module (libFuzzer provides `main`), so no import is needed.

/// Parses the input, renders the dump, checks the invariants every result must satisfy, and
/// round-trips it through the parse cache's archive; a violated invariant traps, which libFuzzer reports as a crash with the input saved.
@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let file = KotlinParser.parse(UnsafeBufferPointer(start: data, count: size), path: "fuzz.kt")
  _ = DeclarationDump.render(file)
  for diagnostic in file.diagnostics {
    precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "bad diagnostic position")
  }
  checkRanges(file.declarations, size: size)
  for item in file.imports {
    precondition(item.range.start <= item.range.end && item.range.end <= size, "bad import range")
  }
  // The parse cache's archive gives back exactly what was parsed.
  let archived = SyntaxArchive.encode([file])
  guard let reader = try? SyntaxArchive.Reader(archived), let back = try? reader.file(at: 0) else {
    preconditionFailure("archive of a parse cannot be read")
  }
  precondition(back == file, "archive round trip changed the parse")
  // The shape of a parse survives the archive; and the same bytes after a leading comment line
  // (which changes no token: the first one still starts a line) have the same shape with every
  // position moved by the comment's length, when neither parse has errors (a shebang is allowed
  // only at the very start) — what a re-run that keeps the glue relies on.
  let shape = SyntaxArchive.Shape(of: file)
  precondition(SyntaxArchive.Shape(of: back) == shape, "the archive changed the shape")
  var shifted = Array("/**/\n".utf8)
  shifted.append(contentsOf: UnsafeBufferPointer(start: data, count: size))
  let moved = shifted.withUnsafeBufferPointer { KotlinParser.parse($0, path: "fuzz.kt") }
  if !file.hasErrors && !moved.hasErrors {
    let movedShape = SyntaxArchive.Shape(of: moved)
    precondition(movedShape == shape, "a leading comment changed the shape")
    precondition(
      movedShape.positions == shape.positions.map { $0 + 5 },
      "a leading comment did not move every position by its length")
  }
  return 0
}

private func checkRanges(_ declarations: [Declaration], size: Int) {
  for declaration in declarations {
    let range = declaration.range
    precondition(0 <= range.start && range.start <= range.end && range.end <= size, "bad range")
    if case .class(let type) = declaration {
      checkRanges(type.members, size: size)
      for entry in type.enumEntries {
        precondition(entry.range.start <= entry.range.end && entry.range.end <= size, "bad entry")
        checkRanges(entry.members, size: size)
      }
    }
  }
}
