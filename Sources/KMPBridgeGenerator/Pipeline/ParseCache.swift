import Foundation
import KotlinSyntax

/// The parse results of the last run that built the glue, so that a run after an edit parses
/// only the files that changed, and the warnings of that run, so that a run that finds the
/// declarations unchanged can report them again (see `Generator+UnchangedDeclarations`).
///
/// One file in the output directory, `.kmp-bridge-parse-cache` (not committed, like the
/// manifest): the checksums of its two parts and the length of the first, the warnings, then a
/// ``SyntaxArchive`` whose header names the generator build and whose record keys are each
/// source's path, size and content hash. A source is taken from the cache only when all three
/// match and the cache was written by this very build of the generator; anything else (no cache,
/// another build, a damaged file, a record that does not decode) means parsing, never an error.
/// Parses and warnings are written in one atomic rename, so they always belong together; the
/// manifest records the cache's ``identity`` to say that its outputs do too.
struct ParseCache {
  static let fileName = ".kmp-bridge-parse-cache"

  /// What a cached parse result is valid for.
  struct Key: Hashable, Sendable {
    var path: String
    var size: Int
    var hash: ContentHash

    /// The key as stored in the archive: `size hash path`.
    var text: String { "\(size) \(hash) \(path)" }

    init(path: String, size: Int, hash: ContentHash) {
      self.path = path
      self.size = size
      self.hash = hash
    }

    init?(text: String) {
      let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, let size = Int(parts[0]),
        let hash = ContentHash(hex: String(parts[1]))
      else { return nil }
      self.init(path: String(parts[2]), size: size, hash: hash)
    }
  }

  /// A warning of the run that wrote the cache, at its position in the parse the cache holds.
  struct Warning: Sendable, Equatable {
    /// The warning as it was reported.
    var diagnostic: Diagnostic
    /// Which stage reported it.
    var origin: Origin

    /// Which stage reported a warning, which says how a later run brings it up to date.
    enum Origin: UInt8, Sendable {
      /// The parser: a later run that parses the file again finds it afresh.
      case parser
      /// The check of the source sets, about a whole source set: it stays where it is.
      case sourceSet
      /// The module, its export or the glue, at a declaration: it moves with the declaration.
      case module
    }
  }

  /// An encoded archive and its checksum, ready to be written with the warnings.
  struct Archive: Sendable {
    var bytes: [UInt8]
    var checksum: UInt64

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      checksum = bytes.withUnsafeBytes { ContentHash($0) }.value
    }
  }

  private let reader: SyntaxArchive.Reader?
  private let positions: [Key: Int]
  private let keysByPath: [String: Key]
  private let archive: Archive?
  private let warningBytes: [UInt8]
  /// What identifies the cache file's contents (parses and warnings); `nil` for an empty cache.
  let identity: ContentHash?

  /// No cached results.
  static let empty = ParseCache(
    reader: nil, positions: [:], archive: nil, warningBytes: [], identity: nil)

  private init(
    reader: SyntaxArchive.Reader?, positions: [Key: Int], archive: Archive?,
    warningBytes: [UInt8], identity: ContentHash?
  ) {
    self.reader = reader
    self.positions = positions
    var keysByPath: [String: Key] = [:]
    for key in positions.keys { keysByPath[key.path] = key }
    self.keysByPath = keysByPath
    self.archive = archive
    self.warningBytes = warningBytes
    self.identity = identity
  }

  /// The keys the cache holds.
  var keys: Set<Key> { Set(positions.keys) }

  /// Whether the cache holds a parse for `key`.
  func contains(_ key: Key) -> Bool { positions[key] != nil }

  /// Whether the cache holds nothing (none was found, or it was not intact).
  var isEmpty: Bool { positions.isEmpty }

  /// The warnings recorded with the parses, or nil when they do not decode.
  var warnings: [Warning]? { Self.decodeWarnings(warningBytes) }

  /// The cache in `directory` if `tool` wrote it and it is intact, else an empty cache.
  static func read(from directory: String, tool: String) -> ParseCache {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let bytes = FileIO.readBytes(atPath: path), bytes.count >= 24 else { return .empty }
    let archiveChecksum = littleEndian(bytes, at: 0)
    let warningsChecksum = littleEndian(bytes, at: 8)
    let warningsLength = littleEndian(bytes, at: 16)
    guard warningsLength <= UInt64(bytes.count - 24) else { return .empty }
    let warningBytes = Array(bytes[24..<(24 + Int(warningsLength))])
    let archive = Archive(Array(bytes[(24 + Int(warningsLength))...]))
    guard archive.checksum == archiveChecksum,
      warningBytes.withUnsafeBytes({ ContentHash($0) }).value == warningsChecksum,
      let reader = try? SyntaxArchive.Reader(archive.bytes), reader.header == tool
    else { return .empty }
    var positions: [Key: Int] = [:]
    positions.reserveCapacity(reader.count)
    for (index, text) in reader.keys.enumerated() {
      if let key = Key(text: text) { positions[key] = index }
    }
    return ParseCache(
      reader: reader, positions: positions, archive: archive, warningBytes: warningBytes,
      identity: identity(Array(bytes[0..<16])))
  }

  /// The warnings of the cache in `directory` when its ``identity`` is `identity`, read without
  /// reading its parses (they follow the warnings); nil when there is no such cache or its
  /// warnings do not read.
  static func recordedWarnings(in directory: String, identity: ContentHash) -> [Warning]? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let header = FileIO.readPrefix(atPath: path, count: 24), header.count == 24,
      Self.identity(Array(header[0..<16])) == identity
    else { return nil }
    let length = littleEndian(header, at: 16)
    // A length the file cannot have is refused before anything is allocated for it.
    guard let size = FileIO.stamp(atPath: path)?.size, size >= 24,
      length <= UInt64(size - 24),
      let bytes = FileIO.readPrefix(atPath: path, count: 24 + Int(length)),
      bytes.count == 24 + Int(length)
    else { return nil }
    let warnings = Array(bytes[24...])
    guard warnings.withUnsafeBytes({ ContentHash($0) }).value == littleEndian(header, at: 8) else {
      return nil
    }
    return decodeWarnings(warnings)
  }

  /// The cached parse of the source with this key, or nil when there is none (or it does not
  /// decode).
  func file(for key: Key) -> KotlinFile? {
    guard let reader, let index = positions[key] else { return nil }
    return try? reader.file(at: index)
  }

  /// The cached parse of the source at `path` whatever its contents were then; nil when there is
  /// none (or it does not decode). A cache holds one parse per path: the sources of the run that
  /// wrote it.
  func latest(atPath path: String) -> KotlinFile? {
    keysByPath[path].flatMap { file(for: $0) }
  }

  /// The archive of `entries`, written by `tool`.
  static func encode(_ entries: [(key: Key, file: KotlinFile)], tool: String) -> Archive {
    Archive(
      SyntaxArchive.encode(entries.map { (key: $0.key.text, file: $0.file) }, header: tool))
  }

  /// The bytes of a cache file holding `archive` and `warnings`.
  static func fileBytes(_ archive: Archive, warnings: [Warning]) -> [UInt8] {
    let encodedWarnings = encodeWarnings(warnings)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24 + encodedWarnings.count + archive.bytes.count)
    appendLittleEndian(archive.checksum, to: &bytes)
    appendLittleEndian(encodedWarnings.withUnsafeBytes { ContentHash($0) }.value, to: &bytes)
    appendLittleEndian(UInt64(encodedWarnings.count), to: &bytes)
    bytes += encodedWarnings
    bytes += archive.bytes
    return bytes
  }

  /// Writes a cache of `archive` and `warnings` into `directory`, atomically, and returns its
  /// ``identity``.
  @discardableResult
  static func write(_ archive: Archive, warnings: [Warning] = [], to directory: String)
    throws(DiagnosticError) -> ContentHash
  {
    let bytes = fileBytes(archive, warnings: warnings)
    try OutputWriter.writeAtomically(
      bytes, to: (directory as NSString).appendingPathComponent(fileName))
    return identity(Array(bytes[0..<16]))
  }

  /// Records `warnings` with this cache's parses: its identity when they are the ones it holds,
  /// else that of the cache written anew with them; nil for an empty cache or when it cannot be
  /// written.
  func recording(_ warnings: [Warning], in directory: String) -> ContentHash? {
    guard let archive, let identity else { return nil }
    if Self.encodeWarnings(warnings) == warningBytes { return identity }
    return try? Self.write(archive, warnings: warnings, to: directory)
  }

  private static func identity(_ checksums: [UInt8]) -> ContentHash {
    checksums.withUnsafeBytes { ContentHash($0) }
  }

  private static func littleEndian(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    return value
  }

  private static func appendLittleEndian(_ value: UInt64, to bytes: inout [UInt8]) {
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
  }

  // MARK: Warnings

  /// Each warning: origin, severity, line, column, path, message (integers as LEB128, strings
  /// as their length and UTF-8 bytes).
  static func encodeWarnings(_ warnings: [Warning]) -> [UInt8] {
    var bytes: [UInt8] = []
    func varint(_ value: Int) {
      var value = UInt64(max(0, value))
      while value >= 0x80 {
        bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
        value >>= 7
      }
      bytes.append(UInt8(value))
    }
    func string(_ text: String) {
      varint(text.utf8.count)
      bytes += text.utf8
    }
    varint(warnings.count)
    for warning in warnings {
      bytes.append(warning.origin.rawValue)
      let severities = Diagnostic.Severity.allCases
      bytes.append(UInt8(severities.firstIndex(of: warning.diagnostic.severity) ?? 0))
      varint(warning.diagnostic.line)
      varint(warning.diagnostic.column)
      string(warning.diagnostic.path)
      string(warning.diagnostic.message)
    }
    return bytes
  }

  /// The warnings of ``encodeWarnings(_:)``, or nil when the bytes are not such a list.
  static func decodeWarnings(_ bytes: [UInt8]) -> [Warning]? {
    var offset = 0
    func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      offset += 1
      return bytes[offset - 1]
    }
    func varint() -> Int? {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while let next = byte() {
        value |= UInt64(next & 0x7F) << shift
        if next < 0x80 { return value <= UInt64(Int32.max) ? Int(value) : nil }
        shift += 7
        if shift > 35 { return nil }
      }
      return nil
    }
    func string() -> String? {
      guard let count = varint(), count <= bytes.count - offset else { return nil }
      defer { offset += count }
      return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }
    guard let count = varint(), count <= bytes.count else { return nil }
    var warnings: [Warning] = []
    warnings.reserveCapacity(count)
    let severities = Diagnostic.Severity.allCases
    for _ in 0..<count {
      guard let origin = byte().flatMap({ Warning.Origin(rawValue: $0) }),
        let severity = byte(), Int(severity) < severities.count,
        let line = varint(), let column = varint(), let path = string(),
        let message = string()
      else { return nil }
      warnings.append(
        Warning(
          diagnostic: Diagnostic(
            severity: severities[Int(severity)], message: message, path: path, line: line,
            column: column), origin: origin))
    }
    return offset == bytes.count ? warnings : nil
  }
}

/// A parse cache being encoded on another thread while the run goes on (building the glue
/// does not need it, and encoding a large module's trees takes tens of milliseconds).
final class PendingParseCache {
  private let work: DispatchWorkItem
  private let result: Result

  init(_ entries: [(key: ParseCache.Key, file: KotlinFile)], tool: String) {
    let result = Result()
    work = DispatchWorkItem {
      result.set(ParseCache.encode(entries, tool: tool))
    }
    self.result = result
    Background.run(work)
  }

  /// The encoded archive, once ready. Waiting on the work item (not a semaphore) lends it the
  /// waiting thread's priority, so a busy machine cannot starve it while the run waits.
  func wait() -> ParseCache.Archive {
    work.wait()
    return result.get()
  }

  /// The encoded archive, handed from the encoding thread to the waiting one.
  private final class Result: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var archive = ParseCache.Archive([])
    func set(_ value: ParseCache.Archive) { lock.withLock { archive = value } }
    func get() -> ParseCache.Archive { lock.withLock { archive } }
  }
}

extension ParseCache.Key {
  /// The key of a source of this run.
  init(_ input: Generator.Input) {
    self.init(path: input.source.path, size: input.size, hash: input.hash)
  }
}
