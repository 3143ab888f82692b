import Foundation
import KotlinExport
import KotlinSyntax

/// The generator's pipeline: Kotlin sources in, Swift glue out.
///
/// ```swift
/// let generator = Generator(configuration: try GeneratorConfiguration.load(contentsOf: path))
/// let report = try generator.generate()    // writes what changed
/// print(report.summary)
/// ```
///
/// Stages: scan the source sets, and read and hash every file whose stamp (``FileStamp``) is not
/// the one the previous run's manifest recorded; if the hashes, the configuration and the outputs
/// match that manifest, remove stray generated files (in the output directory, saying they were
/// generated, but not in the manifest) and stop (a no-op run parses nothing). Else parse every
/// file whose parse is not in the parse cache (`KotlinSyntax`, on every core); any error stops
/// the run before anything is written. Build the module and predict its export
/// (`KotlinExport`), emit the glue, then write only the files whose bytes changed, atomically,
/// and remove outputs that no longer have a source.
public struct Generator: Sendable {
  /// The tool's version, written into every generated file's header.
  public static let version = "0.1.0"

  /// What to generate.
  public let configuration: GeneratorConfiguration

  public init(configuration: GeneratorConfiguration) {
    self.configuration = configuration
  }

  /// How long before a run a source must have last changed for its stamp to be recorded
  /// (``FileStamp``); tests set it to zero to see stamps of files they have just written.
  var settlingTime = FileStamp.settlingTime

  /// Generates and writes the glue.
  ///
  /// - Parameter progress: Called with a short description of each stage, for a progress line.
  /// - Throws: The Kotlin errors and configuration problems that stopped the run (nothing was
  ///   written), or an output that could not be written. (A parse cache that cannot be written
  ///   is not an error: the next run parses more.)
  public func generate(progress: (@Sendable (String) -> Void)? = nil) throws(DiagnosticError)
    -> GenerationReport
  {
    try run(write: true, progress: progress)
  }

  /// Generates in memory and compares with the output directory, writing nothing.
  ///
  /// - Returns: A report whose ``GenerationReport/plan`` lists what is stale (empty when up to
  ///   date).
  public func check(progress: (@Sendable (String) -> Void)? = nil) throws(DiagnosticError)
    -> GenerationReport
  {
    try run(write: false, progress: progress)
  }

  /// Writes Swift declarations of the module's predicted export into the output directory
  /// (`<framework>Stubs.swift`), for type-checking glue and app code without Kotlin/Native.
  public func writeStubs() throws(DiagnosticError) -> GenerationReport {
    let start = ContinuousClock.now
    var inputs = try readInputs()
    var stages = StageClock()
    let (exported, parsed) = try export(&inputs, cache: parseCache(), stages: &stages)
    let file = GeneratedFile(
      relativePath: "\(configuration.framework)Stubs.swift", contents: StubsEmitter.emit(exported))
    let plan = OutputWriter.plan([file], in: configuration.output, previousOutputs: [])
    try OutputWriter.apply(plan, in: configuration.output)
    return GenerationReport(
      outputDirectory: configuration.output, filesParsed: parsed.filesParsed,
      declarations: parsed.declarations, plan: plan,
      warnings: exported.diagnostics.filter { $0.severity != .error },
      duration: ContinuousClock.now - start, skippedParsing: false,
      filesFromCache: parsed.filesFromCache, filesRead: inputs.count { $0.isLoaded })
  }

  /// The generated files, without comparing or writing (for tests and tools).
  public func generatedFiles() throws(DiagnosticError) -> [GeneratedFile] {
    var inputs = try readInputs()
    var stages = StageClock()
    let (exported, _) = try export(&inputs, cache: parseCache(), stages: &stages)
    return emit(exported, inputs: inputs, stages: &stages).files
  }

  // MARK: Stages

  private func run(write: Bool, progress: (@Sendable (String) -> Void)?) throws(DiagnosticError)
    -> GenerationReport
  {
    let start = ContinuousClock.now
    // Stamps of files last changed before this are settled (see `FileStamp`).
    let settledBefore = FileStamp.now() - settlingTime
    var stages = StageClock()
    progress?("kmp-bridge: reading sources")
    let previous = GenerationManifest.read(from: configuration.output)
    // Hashes (and stamps) of another build of the tool are not trusted.
    var inputs = try readInputs(
      trusting: previous?.tool == toolName ? previous : nil, settledBefore: settledBefore)
    stages.end("read")
    let configurationHash = ContentHash(configurationFingerprint)
    let inputHashes = manifestInputs(inputs)
    if let previous, previous.tool == toolName, previous.configuration == configurationHash,
      Self.sameContents(previous.inputs, inputHashes),
      let outputs = outputsMatch(previous, settledBefore: settledBefore)
    {
      // Nothing to do but remove stray outputs; and stamps that settled since (or changed with
      // equal contents, as after a checkout) are recorded, so that the next run need not read
      // those files.
      let plan = try keptOutputs(previous, write: write)
      if write {
        updateManifest(previous, inputs: inputHashes, outputStamps: outputs.stamps)
      }
      let warnings = currentWarnings(
        inputs, previous: previous, outputs: outputs, settledBefore: settledBefore)
      stages.end("compare")
      return GenerationReport(
        outputDirectory: configuration.output, filesParsed: 0, declarations: 0,
        plan: plan, warnings: warnings,
        duration: ContinuousClock.now - start, skippedParsing: true, stages: stages.stages,
        filesRead: inputs.count { $0.isLoaded }, outputsRead: outputs.read)
    }
    stages.end("compare")
    let cache = parseCache()
    if let previous, previous.tool == toolName, previous.configuration == configurationHash,
      let unchanged = unchangedDeclarations(
        inputs, previous: previous, cache: cache, settledBefore: settledBefore)
    {
      // Only bodies, comments or literal values changed: the glue is what is on disk.
      stages.end("parse")
      let plan = try keptOutputs(previous, write: write)
      if write {
        updateManifest(
          previous, inputs: manifestInputs(unchanged.inputs),
          outputStamps: unchanged.outputStamps,
          parseCacheMatchesInputs: unchanged.filesParsed == 0)
        stages.end("write")
      }
      return GenerationReport(
        outputDirectory: configuration.output, filesParsed: unchanged.filesParsed,
        declarations: unchanged.declarations, plan: plan, warnings: unchanged.warnings,
        duration: ContinuousClock.now - start, skippedParsing: false, stages: stages.stages,
        filesRead: unchanged.inputs.count { $0.isLoaded }, outputsRead: unchanged.outputsRead,
        declarationsUnchanged: true)
    }
    let (plan, warnings, parsed) = try generate(
      &inputs, write: write, previous: previous, cache: cache,
      configurationHash: configurationHash,
      settledBefore: settledBefore, stages: &stages, progress: progress)
    // The glue model is freed by now; the module and its export on another thread (`generate`).
    stages.end("release")
    return GenerationReport(
      outputDirectory: configuration.output, filesParsed: parsed.filesParsed,
      declarations: parsed.declarations, plan: plan, warnings: warnings,
      duration: ContinuousClock.now - start, skippedParsing: false, stages: stages.stages,
      filesFromCache: parsed.filesFromCache, filesRead: inputs.count { $0.isLoaded })
  }

  /// The plan of a run that keeps the glue on disk: the outputs `previous` lists stay, and any
  /// other file in the output directory that says it was generated is stray (left by an older
  /// run, or put back by hand) and is removed, as a full run would remove it.
  private func keptOutputs(_ previous: GenerationManifest, write: Bool) throws(DiagnosticError)
    -> OutputPlan
  {
    let listed = Set(previous.outputs.keys)
    let strays = OutputWriter.generatedFiles(in: configuration.output, except: listed).sorted()
    if write { try OutputWriter.remove(strays, in: configuration.output) }
    return OutputPlan(unchanged: listed.sorted(), removals: strays)
  }

  /// Records new input hashes and stamps and output stamps in the manifest of a run that kept
  /// the outputs, when they differ. Only a help for the next run (which otherwise reads or
  /// compares the same files again), so a manifest that cannot be written is no failure.
  private func updateManifest(
    _ previous: GenerationManifest, inputs: [String: GenerationManifest.Input],
    outputStamps: [String: FileStamp], parseCacheMatchesInputs: Bool? = nil
  ) {
    var updated = previous
    updated.inputs = inputs
    updated.outputStamps = outputStamps
    if let parseCacheMatchesInputs {
      updated.parseCacheMatchesInputs = previous.parseCache != nil && parseCacheMatchesInputs
    }
    guard updated != previous else { return }
    try? OutputWriter.writeAtomically(
      Array(updated.json.utf8),
      to: (configuration.output as NSString).appendingPathComponent(GenerationManifest.fileName))
  }

  /// Parses, exports, emits and (when `write`) writes; what the report needs is returned, and
  /// everything else is freed when this returns.
  private func generate(
    _ inputs: inout [Input], write: Bool, previous: GenerationManifest?, cache: ParseCache,
    configurationHash: ContentHash, settledBefore: Int64, stages: inout StageClock,
    progress: (@Sendable (String) -> Void)?
  ) throws(DiagnosticError) -> (plan: OutputPlan, warnings: [Diagnostic], parsed: ParseSummary) {
    let cached = inputs.count { cache.contains(ParseCache.Key($0)) }
    progress?(
      "kmp-bridge: parsing \(inputs.count - cached) files"
        + (cached > 0 ? " (\(cached) from the cache)" : ""))
    var (exported, parsed) = try export(&inputs, cache: cache, stages: &stages)
    // The next run's parse cache, when it does not already hold exactly these sources (or held a
    // record that did not decode, so that more files were parsed than it lacked): encoded on
    // another thread while the glue is built.
    let cacheIsStale =
      Set(parsed.files.map(\.key)) != cache.keys || parsed.filesParsed > inputs.count - cached
    let pendingCache =
      write && usesParseCache && cacheIsStale
      ? PendingParseCache(parsed.files, tool: toolName) : nil
    parsed.files = []
    progress?("kmp-bridge: generating")
    let emitted = emit(exported, inputs: inputs, stages: &stages)
    // Earlier outputs: those the manifest lists, and any file in the output directory that says
    // it was generated (the manifest is not committed, so a fresh checkout has none).
    let listed = Set(previous?.outputs.keys.map { $0 } ?? [])
    let previousOutputs = listed.union(
      OutputWriter.generatedFiles(in: configuration.output, except: listed))
    let plan = OutputWriter.plan(
      emitted.files, in: configuration.output, previousOutputs: previousOutputs)
    let warnings = parsed.warnings + exported.diagnostics + emitted.diagnostics
    stages.end("plan")
    if write {
      try OutputWriter.apply(plan, in: configuration.output)
      // The inputs as parsed (a file read only now may differ from what its stamp promised).
      var manifest = GenerationManifest(
        tool: toolName, configuration: configurationHash, inputs: manifestInputs(inputs),
        outputs: Dictionary(
          uniqueKeysWithValues: emitted.files.map { ($0.relativePath, ContentHash($0.contents)) }))
      manifest.outputStamps = outputStamps(of: emitted.files, settledBefore: settledBefore)
      // Only a help for the next run: a cache that cannot be written is no failure of this one.
      // It holds this run's parses and warnings (positions in those parses), written together;
      // the manifest names it, so that a later run keeps these outputs only with this cache.
      let recorded = warnings.enumerated().map { index, warning in
        ParseCache.Warning(
          diagnostic: warning,
          origin: index < parsed.parserWarnings
            ? .parser : index < parsed.warnings.count ? .sourceSet : .module)
      }
      if let pendingCache {
        manifest.parseCache = try? ParseCache.write(
          pendingCache.wait(), warnings: recorded, to: configuration.output)
      } else if usesParseCache {
        // The cache already holds exactly this run's parses (else it would be rewritten).
        manifest.parseCache = cache.recording(recorded, in: configuration.output)
      }
      manifest.parseCacheMatchesInputs = manifest.parseCache != nil
      if manifest != previous {
        try OutputWriter.writeAtomically(
          Array(manifest.json.utf8),
          to: (configuration.output as NSString).appendingPathComponent(
            GenerationManifest.fileName))
      }
      stages.end("write")
    }
    // The module and its export are the largest graph of the run; freeing it takes a tenth of a
    // cold run, which nothing waits for.
    Background.release(consume exported)
    return (plan, warnings, parsed)
  }

  /// The parse cache in the output directory, written by this build of the generator (else
  /// empty).
  func parseCache() -> ParseCache {
    usesParseCache ? ParseCache.read(from: configuration.output, tool: toolName) : .empty
  }

  /// Whether parse caches are read and written: only when the running build of the tool is
  /// known (a cache is valid for the parser that wrote it, and nothing else names that parser).
  var usesParseCache: Bool { Self.buildIdentity != Self.unknownBuild }

  private static let unknownBuild = "unknown-build"

  private var toolName: String { "kmp-bridge \(Self.version) \(Self.buildIdentity)" }

  /// The size and modification time of the running executable: a rebuilt or upgraded
  /// generator may emit different Swift from the same inputs, so its manifest does not let a
  /// previous build's output count as up to date. (One `stat`, cheap enough for a no-op run.)
  static let buildIdentity: String = {
    guard let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    else { return unknownBuild }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(size)-\(Int64(modified * 1000))"
  }()

  /// Everything in the configuration that changes the output, as text to hash.
  private var configurationFingerprint: String {
    [
      configuration.sourceSets.joined(separator: "\u{1F}"), configuration.framework,
      configuration.mode.rawValue, configuration.kotlinVersion.description,
      configuration.header.map { header in
        let data = FileManager.default.contents(atPath: header) ?? Data()
        return header + ":" + data.withUnsafeBytes { ContentHash($0).description }
      } ?? "",
      configuration.include.joined(separator: ","), configuration.exclude.joined(separator: ","),
      configuration.flattenPackage ?? "", configuration.writesEveryFile ? "every-file" : "",
      configuration.binaryOptions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        .joined(separator: ","),
    ].joined(separator: "\u{1E}")
  }

  /// Whether every output the manifest lists still has its recorded hash: an output whose stamp
  /// is the recorded one is trusted, any other is read and hashed. Returns the settled stamps to
  /// record and how many outputs were read, or `nil` when one does not match.
  func outputsMatch(_ manifest: GenerationManifest, settledBefore: Int64) -> (
    stamps: [String: FileStamp], read: Int
  )? {
    var stamps: [String: FileStamp] = [:]
    var read = 0
    for (relative, hash) in manifest.outputs {
      let path = (configuration.output as NSString).appendingPathComponent(relative)
      let current = FileIO.stamp(atPath: path)
      if let current, manifest.outputStamps[relative] == current {
        stamps[relative] = current
        continue
      }
      read += 1
      guard let bytes = FileIO.readBytes(atPath: path),
        bytes.withUnsafeBytes({ ContentHash($0) }) == hash
      else { return nil }
      // Stamped before reading: a write during the read shows as a different stamp next time.
      stamps[relative] = current?.recordable(before: settledBefore, size: bytes.count)
    }
    return (stamps, read)
  }

  /// The settled stamps of `files` as they are now in the output directory (files written by
  /// this run are not settled; those it left alone usually are).
  private func outputStamps(of files: [GeneratedFile], settledBefore: Int64) -> [String: FileStamp]
  {
    var stamps: [String: FileStamp] = [:]
    for file in files {
      let path = (configuration.output as NSString).appendingPathComponent(file.relativePath)
      stamps[file.relativePath] = FileIO.stamp(atPath: path)?.recordable(
        before: settledBefore, size: file.contents.utf8.count)
    }
    return stamps
  }

  /// One source of the run.
  struct Input {
    var source: SourceFile
    /// The contents while needed: empty before ``load()`` when the manifest's hash
    /// was trusted, and again once parsed.
    var bytes: [UInt8] = []
    var isLoaded = false
    var size: Int
    var hash: ContentHash
    /// The stamp to record in the manifest (nil unless settled).
    var stamp: FileStamp?
    /// A stamp is settled if the file last changed before this (wall clock, nanoseconds).
    var settledBefore: Int64

    /// Reads the file (if not yet read), and its size, hash and stamp with it.
    ///
    /// - Returns: `false` when the file cannot be read.
    mutating func load() -> Bool {
      if isLoaded { return true }
      guard let (bytes, stamp) = FileIO.readBytesAndStamp(atPath: source.path) else {
        return false
      }
      self.bytes = bytes
      isLoaded = true
      size = bytes.count
      hash = bytes.withUnsafeBytes { ContentHash($0) }
      self.stamp = stamp.recordable(before: settledBefore, size: size)
      return true
    }

    /// Reads (if not yet read) and parses the file, then drops its bytes: they are not needed
    /// after parsing, and a large module's would otherwise stay in memory through the export.
    ///
    /// - Returns: `nil` when the file cannot be read.
    mutating func parse() -> KotlinFile? {
      guard load() else { return nil }
      let path = source.path
      let file = bytes.withUnsafeBufferPointer { KotlinParser.parse($0, path: path) }
      bytes = []
      return file
    }
  }

  /// Scans the source sets and reads every source, except those whose stamp is the one
  /// `manifest` recorded: their hash is taken from it and the file is read only if its parse
  /// is needed (see ``ParseCache``).
  private func readInputs(
    trusting manifest: GenerationManifest? = nil, settledBefore: Int64? = nil
  ) throws(DiagnosticError) -> [Input] {
    let settledBefore = settledBefore ?? FileStamp.now() - settlingTime
    let sources = try SourceScanner.scan(configuration.sourceSets)
    var inputs: [Input] = []
    var problems: [Diagnostic] = []
    inputs.reserveCapacity(sources.count)
    for source in sources {
      if let known = manifest?.inputs[source.path], let recorded = known.stamp,
        recorded.size == Int64(known.size), FileIO.stamp(atPath: source.path) == recorded
      {
        inputs.append(
          Input(
            source: source, size: known.size, hash: known.hash, stamp: recorded,
            settledBefore: settledBefore))
        continue
      }
      var input = Input(
        source: source, size: 0, hash: ContentHash(value: 0), settledBefore: settledBefore)
      guard input.load() else {
        problems.append(Self.unreadable(source.path))
        continue
      }
      inputs.append(input)
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return inputs
  }

  private static func unreadable(_ path: String) -> Diagnostic {
    Diagnostic(severity: .error, message: "cannot read the file", path: path, line: 1, column: 1)
  }

  /// What the manifest records of `inputs`.
  func manifestInputs(_ inputs: [Input]) -> [String: GenerationManifest.Input] {
    Dictionary(
      inputs.map {
        ($0.source.path, GenerationManifest.Input(size: $0.size, hash: $0.hash, stamp: $0.stamp))
      }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether two manifests' inputs have the same paths, sizes and hashes (stamps aside).
  static func sameContents(
    _ first: [String: GenerationManifest.Input], _ second: [String: GenerationManifest.Input]
  ) -> Bool {
    guard first.count == second.count else { return false }
    for (path, input) in first {
      guard let other = second[path], other.size == input.size, other.hash == input.hash else {
        return false
      }
    }
    return true
  }

  struct ParseSummary {
    var declarations = 0
    var warnings: [Diagnostic] = []
    /// How many of the first `warnings` the parser reported (the others are about source sets).
    var parserWarnings = 0
    /// Files parsed, and files whose parse came from the cache.
    var filesParsed = 0
    var filesFromCache = 0
    /// Every source's parse, for the next run's cache.
    var files: [(key: ParseCache.Key, file: KotlinFile)] = []
  }

  /// Parses every input (or takes its parse from `cache`), on every core, dropping its bytes
  /// once parsed, then builds the module and predicts its export.
  private func export(_ inputs: inout [Input], cache: ParseCache, stages: inout StageClock)
    throws(DiagnosticError) -> (ExportedModule, ParseSummary)
  {
    var summary = ParseSummary()
    var errors: [Diagnostic] = []
    var bySourceSet: [(name: String, files: [KotlinFile])] = []
    var positions: [Int: Int] = [:]
    let outcomes = Self.parse(inputs, cache: cache)
    for (index, outcome) in outcomes.enumerated() {
      inputs[index] = outcome.input
      guard let file = outcome.file else {
        errors.append(Self.unreadable(outcome.input.source.path))
        continue
      }
      if outcome.fromCache {
        summary.filesFromCache += 1
      } else {
        summary.filesParsed += 1
      }
      let input = outcome.input
      summary.files.append((ParseCache.Key(input), file))
      summary.declarations += file.declarationCount
      for diagnostic in file.diagnostics {
        if diagnostic.severity == .error {
          errors.append(diagnostic)
        } else {
          summary.warnings.append(diagnostic)
        }
      }
      if let position = positions[input.source.sourceSetIndex] {
        bySourceSet[position].files.append(file)
      } else {
        positions[input.source.sourceSetIndex] = bySourceSet.count
        bySourceSet.append((input.source.sourceSet, [file]))
      }
    }
    guard errors.isEmpty else { throw DiagnosticError(errors) }
    summary.parserWarnings = summary.warnings.count
    stages.end("parse")
    var sourceSets: [SourceSet] = []
    for group in bySourceSet {
      let set = SourceSet(name: group.name, files: group.files)
      if set.role == .other {
        summary.warnings.append(
          Diagnostic(
            severity: .warning,
            message: "source set '\(group.name)' is not compiled into an Apple framework; "
              + "its \(group.files.count) file(s) are ignored",
            path: group.files.first?.path ?? group.name, line: 1, column: 1))
      }
      sourceSets.append(set)
    }
    let module = KotlinModule(name: configuration.framework, sourceSets: sourceSets)
    stages.end("module")
    let mode: ExportMode
    switch configuration.mode {
    case .objectiveC:
      mode = .objectiveC(configuration.objCExportConfiguration)
      if let warning = configuration.versionWarning { summary.warnings.append(warning) }
    case .swiftExport:
      mode = .swiftExport(
        SwiftExportConfiguration(
          moduleName: configuration.framework, kotlinVersion: configuration.kotlinVersion,
          flattenPackage: configuration.flattenPackage))
    }
    var header: FrameworkHeader?
    if let path = configuration.header {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw DiagnosticError(path: path, message: "cannot read the framework header")
      }
      header = FrameworkHeader.parse(String(decoding: data, as: UTF8.self), path: path)
    }
    let exported = ExportedModule(module, mode: mode, header: header)
    stages.end("export")
    return (exported, summary)
  }

  /// What became of one input in the parse stage.
  struct ParseOutcome: Sendable {
    /// The input, read if it had to be parsed, its bytes dropped again.
    var input: Input
    /// The file's declarations; `nil` when it could not be read.
    var file: KotlinFile?
    var fromCache: Bool
  }

  /// Takes each input's parse from `cache` or reads and parses it, on every core (files are
  /// independent), in input order.
  private static func parse(_ inputs: [Input], cache: ParseCache) -> [ParseOutcome] {
    Parallel.map(inputs.count) { index in
      var input = inputs[index]
      if let cached = cache.file(for: ParseCache.Key(input)) {
        return ParseOutcome(input: input, file: cached, fromCache: true)
      }
      let file = input.parse()
      return ParseOutcome(input: input, file: file, fromCache: false)
    }
  }

  private func emit(_ exported: ExportedModule, inputs: [Input], stages: inout StageClock) -> (
    files: [GeneratedFile], diagnostics: [Diagnostic]
  ) {
    let model = GlueModel(exported: exported, configuration: configuration)
    stages.end("glue model")
    let sources = Dictionary(
      inputs.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    let files = ModuleEmitter(model: model, sources: sources).files()
    stages.end("emit")
    return (files, model.diagnostics)
  }
}

/// Measures consecutive stages of a run.
struct StageClock {
  private(set) var stages: [GenerationReport.Stage] = []
  private var last = ContinuousClock.now

  /// Ends the stage that started when the previous one ended (or when the clock was made).
  mutating func end(_ name: String) {
    let now = ContinuousClock.now
    stages.append(GenerationReport.Stage(name: name, duration: now - last))
    last = now
  }
}

/// What a run did.
public struct GenerationReport: Sendable {
  /// Where the files went.
  public var outputDirectory: String
  /// Kotlin files parsed (0 when the run was a no-op).
  public var filesParsed: Int
  /// Declarations read (in a run that kept the glue, those of the sources it compared).
  public var declarations: Int
  /// Files written, unchanged and removed (for `check`: what would be).
  public var plan: OutputPlan
  /// Warnings from every stage, in the compiler's format.
  public var warnings: [Diagnostic]
  /// How long the run took.
  public var duration: Duration
  /// Whether nothing changed since the previous run, so nothing was parsed.
  public var skippedParsing: Bool
  /// How long each stage took, in order (for benchmarks and `--verbose`-style reports).
  public var stages: [Stage] = []
  /// Kotlin files whose parse was read from the previous run's cache instead (they are not
  /// counted in ``filesParsed``).
  public var filesFromCache = 0
  /// Kotlin files read from disk. The others' hashes came from the manifest, their stamps being
  /// unchanged (``FileStamp``), and their parse (when one was needed) from the cache.
  public var filesRead = 0
  /// In a run that found nothing to do, the outputs it read to check their hashes; the others'
  /// stamps were unchanged.
  public var outputsRead = 0
  /// Whether every source that changed declares what it did when the glue was last built (only
  /// bodies, comments or literal values changed), so that the glue on disk was kept without
  /// building it again; ``filesParsed`` counts the sources compared.
  public var declarationsUnchanged = false

  /// One stage of a run and its duration.
  public struct Stage: Sendable, Hashable {
    /// What the stage did: `read`, `parse`, `module`, `export`, `emit`, `write`, ….
    public var name: String
    /// How long it took.
    public var duration: Duration
  }

  /// One line for the terminal:
  /// `kmp-bridge: 24 files parsed, 310 declarations; 3 written, 9 unchanged, 1 removed in 41 ms`.
  public var summary: String {
    let milliseconds =
      Double(duration.components.seconds) * 1000
      + Double(duration.components.attoseconds) / 1e15
    let time = milliseconds < 10 ? String(format: "%.1f", milliseconds) : String(Int(milliseconds))
    // Runs that keep the glue write nothing, but remove stray generated files.
    let removed = plan.removals.isEmpty ? "" : ", \(plan.removals.count) stray removed"
    if skippedParsing {
      return "kmp-bridge: up to date (\(plan.unchanged.count) files unchanged\(removed)) in "
        + "\(time) ms"
    }
    if declarationsUnchanged {
      return "kmp-bridge: \(filesParsed) files parsed, declarations unchanged; "
        + "\(plan.unchanged.count) files up to date\(removed) in \(time) ms"
    }
    let cached = filesFromCache > 0 ? " (\(filesFromCache) unchanged, from the cache)" : ""
    return "kmp-bridge: \(filesParsed) files parsed\(cached), \(declarations) declarations; "
      + "\(plan.writes.count) written, \(plan.unchanged.count) unchanged, "
      + "\(plan.removals.count) removed in \(time) ms"
  }
}
