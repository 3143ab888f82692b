import KotlinExport
import KotlinSyntax

/// The run after an edit inside a function body.
///
/// Most edits of a Kotlin module change what a function does, not what the module declares: a
/// body, a comment, a literal value. The glue depends only on the declarations, so such a run
/// keeps the glue on disk instead of building the module, its export and the glue again (most of
/// a run). It parses each source that changed since the glue was last built and compares what
/// it declares with that build's parse of it, kept in the parse cache, by
/// ``SyntaxArchive/Shape``: equal in everything the parser records but positions. The warnings
/// of that build, kept in the parse cache beside the parses they point into (the manifest names
/// that cache), are reported again, those of the changed sources moved to where their
/// declarations now are, and the parser's warnings of those sources found afresh, so that the
/// run reports what a full one would.
///
/// Any doubt means a full run: a parse cache other than the one the manifest names (none could
/// be written, or the run that wrote it did not finish), none of a changed source, a source
/// added or removed, an output changed on disk, a parse error, a declaration that differs, a
/// warning whose place cannot be moved with certainty, or too many changed sources to compare
/// cheaply.
extension Generator {
  /// What a run that found the declarations unchanged learned.
  struct UnchangedDeclarations {
    /// Every input, those compared read and hashed.
    var inputs: [Input]
    var warnings: [Diagnostic]
    var filesParsed: Int
    /// The declarations of the sources compared.
    var declarations: Int
    /// The outputs' settled stamps, and how many outputs were read to check them.
    var outputStamps: [String: FileStamp]
    var outputsRead: Int
  }

  /// The most sources that may have changed since the glue was last built for a run to compare
  /// their declarations rather than build the glue: each costs a parse, wasted when a
  /// declaration did change (a checkout of another branch changes many files, and declarations
  /// with them).
  static func comparableChanges(amongSources count: Int) -> Int { max(32, count / 8) }

  /// One changed source, parsed again, whose declarations equal the cached parse's.
  private struct Comparison: Sendable {
    var input: Input
    var before: KotlinFile
    var after: KotlinFile
    var beforeShape: SyntaxArchive.Shape
    var afterShape: SyntaxArchive.Shape

    /// `diagnostic`, at the start or end of a range in `before`, moved to the same place in
    /// `after`; nil when it is not at such a place (see ``SyntaxArchive/Shape/offset(of:in:)``).
    func moved(_ diagnostic: Diagnostic) -> Diagnostic? {
      let starts = before.lineTable.lineStarts
      guard diagnostic.line >= 1, diagnostic.line <= starts.count, diagnostic.column >= 1,
        let offset = beforeShape.offset(
          of: Int(starts[diagnostic.line - 1]) + diagnostic.column - 1, in: afterShape)
      else { return nil }
      let location = after.lineTable.location(ofOffset: offset)
      var moved = diagnostic
      moved.line = location.line
      moved.column = location.column
      return moved
    }
  }

  /// The warnings of the glue on disk, for a run that changes nothing: those the parse cache
  /// recorded, as they stand when the cache holds the parse of exactly these sources, else moved
  /// as a run that keeps the glue moves them (sources changed since the glue was built, and
  /// only in bodies, comments or literal values, or the glue would not have been kept). Empty
  /// when they cannot be known (no cache, or not the one the manifest names).
  ///
  /// - Parameter outputs: What ``outputsMatch(_:settledBefore:)`` found for `previous`.
  func currentWarnings(
    _ inputs: [Input], previous: GenerationManifest,
    outputs: (stamps: [String: FileStamp], read: Int), settledBefore: Int64
  ) -> [Diagnostic] {
    guard usesParseCache, let identity = previous.parseCache else { return [] }
    if previous.parseCacheMatchesInputs {
      let recorded = ParseCache.recordedWarnings(in: configuration.output, identity: identity)
      return recorded?.map(\.diagnostic) ?? []
    }
    return unchangedDeclarations(
      inputs, previous: previous, cache: parseCache(), settledBefore: settledBefore,
      checkedOutputs: outputs)?.warnings ?? []
  }

  /// The outcome of a run whose changed sources all declare what they did when the glue was
  /// last built, or `nil` when that is not certain (then the run builds the glue).
  ///
  /// - Parameter checkedOutputs: What ``outputsMatch(_:settledBefore:)`` found for `previous`,
  ///   when the caller has checked the outputs already (else they are checked here).
  func unchangedDeclarations(
    _ inputs: [Input], previous: GenerationManifest, cache: ParseCache, settledBefore: Int64,
    checkedOutputs: (stamps: [String: FileStamp], read: Int)? = nil
  ) -> UnchangedDeclarations? {
    guard usesParseCache, !cache.isEmpty, let identity = cache.identity,
      previous.parseCache == identity, let recorded = cache.warnings,
      inputs.count == previous.inputs.count,
      inputs.allSatisfy({ previous.inputs[$0.source.path] != nil })
    else { return nil }
    // The cache holds the parse of every source as the glue was last built.
    let changed = inputs.indices.filter { !cache.contains(ParseCache.Key(inputs[$0])) }
    guard changed.count <= Self.comparableChanges(amongSources: inputs.count),
      let outputs = checkedOutputs ?? outputsMatch(previous, settledBefore: settledBefore)
    else { return nil }
    let comparisons = Parallel.map(changed.count) { position -> Comparison? in
      var input = inputs[changed[position]]
      guard let before = cache.latest(atPath: input.source.path), let after = input.parse(),
        !after.hasErrors
      else { return nil }
      let beforeShape = SyntaxArchive.Shape(of: before)
      let afterShape = SyntaxArchive.Shape(of: after)
      guard beforeShape == afterShape else { return nil }
      return Comparison(
        input: input, before: before, after: after, beforeShape: beforeShape,
        afterShape: afterShape)
    }
    var updated = inputs
    var byPath: [String: Comparison] = [:]
    for (position, comparison) in comparisons.enumerated() {
      guard let comparison else { return nil }
      updated[changed[position]] = comparison.input
      byPath[comparison.input.source.path] = comparison
    }
    // In the order a full run reports them: the parser's, source by source, then the others.
    var parserWarnings: [String: [Diagnostic]] = [:]
    for warning in recorded where warning.origin == .parser {
      parserWarnings[warning.diagnostic.path, default: []].append(warning.diagnostic)
    }
    var warnings: [Diagnostic] = []
    for input in updated {
      let path = input.source.path
      if let comparison = byPath[path] {
        warnings += comparison.after.diagnostics.filter { $0.severity != .error }
      } else {
        warnings += parserWarnings[path] ?? []
      }
    }
    for warning in recorded where warning.origin != .parser {
      let diagnostic = warning.diagnostic
      guard warning.origin == .module, let comparison = byPath[diagnostic.path] else {
        warnings.append(diagnostic)
        continue
      }
      guard let moved = comparison.moved(diagnostic) else { return nil }
      warnings.append(moved)
    }
    return UnchangedDeclarations(
      inputs: updated, warnings: warnings, filesParsed: comparisons.count,
      declarations: byPath.values.reduce(0) { $0 + $1.after.declarationCount },
      outputStamps: outputs.stamps, outputsRead: outputs.read)
  }
}
