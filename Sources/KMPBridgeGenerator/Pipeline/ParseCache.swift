import Foundation
import KotlinSyntax

/// The parse results of the previous run, so that a run after an edit parses only the files
/// that changed.
///
/// One file in the output directory, `.kmp-bridge-parse-cache` (not committed, like the
/// manifest): a checksum, then a ``SyntaxArchive`` whose header names the generator build and
/// whose record keys are each source's path, size and content hash. A source is taken from the
/// cache only when all three match and the cache was written by this very build of the
/// generator; anything else (no cache, another build, a damaged file, a record that does not
/// decode) means parsing, never an error.
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

  private let reader: SyntaxArchive.Reader?
  private let positions: [Key: Int]

  /// No cached results.
  static let empty = ParseCache(reader: nil, positions: [:])

  private init(reader: SyntaxArchive.Reader?, positions: [Key: Int]) {
    self.reader = reader
    self.positions = positions
  }

  /// The keys the cache holds.
  var keys: Set<Key> { Set(positions.keys) }

  /// Whether the cache holds a parse for `key`.
  func contains(_ key: Key) -> Bool { positions[key] != nil }

  /// The cache in `directory` if `tool` wrote it and it is intact, else an empty cache.
  static func read(from directory: String, tool: String) -> ParseCache {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let bytes = FileIO.readBytes(atPath: path), bytes.count >= 8 else { return .empty }
    var stored: UInt64 = 0
    for index in 0..<8 { stored |= UInt64(bytes[index]) << (8 * UInt64(index)) }
    let archive = Array(bytes[8...])
    guard archive.withUnsafeBytes({ ContentHash($0) }).value == stored,
      let reader = try? SyntaxArchive.Reader(archive), reader.header == tool
    else { return .empty }
    var positions: [Key: Int] = [:]
    positions.reserveCapacity(reader.count)
    for (index, text) in reader.keys.enumerated() {
      if let key = Key(text: text) { positions[key] = index }
    }
    return ParseCache(reader: reader, positions: positions)
  }

  /// The cached parse of the source with this key, or nil when there is none (or it does not
  /// decode).
  func file(for key: Key) -> KotlinFile? {
    guard let reader, let index = positions[key] else { return nil }
    return try? reader.file(at: index)
  }

  /// The cached parse of the source at `path` whatever its contents were then, and the key it
  /// was cached under; nil when there is none (or it does not decode). A cache holds one parse
  /// per path: the sources of the run that wrote it.
  func latest(atPath path: String) -> (key: Key, file: KotlinFile)? {
    guard let (key, _) = positions.first(where: { $0.key.path == path }),
      let file = file(for: key)
    else { return nil }
    return (key, file)
  }

  /// Whether the cache holds nothing (none was found, or it was not intact).
  var isEmpty: Bool { positions.isEmpty }

  /// The bytes of a cache holding `entries`, written by `tool`.
  static func encode(_ entries: [(key: Key, file: KotlinFile)], tool: String) -> [UInt8] {
    let archive = SyntaxArchive.encode(
      entries.map { (key: $0.key.text, file: $0.file) }, header: tool)
    let checksum = archive.withUnsafeBytes { ContentHash($0) }.value
    var bytes: [UInt8] = []
    bytes.reserveCapacity(archive.count + 8)
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))) }
    bytes.append(contentsOf: archive)
    return bytes
  }

  /// Writes a cache (``encode(_:tool:)``) into `directory`, atomically.
  static func write(_ bytes: [UInt8], to directory: String) throws(DiagnosticError) {
    try OutputWriter.writeAtomically(
      Data(bytes), to: (directory as NSString).appendingPathComponent(fileName))
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
      let encoded = ParseCache.encode(entries, tool: tool)
      result.set(encoded)
    }
    self.result = result
    Background.run(work)
  }

  /// The encoded cache, once ready. Waiting on the work item (not a semaphore) lends it the
  /// waiting thread's priority, so a busy machine cannot starve it while the run waits.
  func wait() -> [UInt8] {
    work.wait()
    return result.get()
  }

  /// The encoded bytes, handed from the encoding thread to the waiting one.
  private final class Result: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var bytes: [UInt8] = []
    func set(_ value: [UInt8]) { lock.withLock { bytes = value } }
    func get() -> [UInt8] { lock.withLock { bytes } }
  }
}

extension ParseCache.Key {
  /// The key of a source of this run.
  init(_ input: Generator.Input) {
    self.init(path: input.source.path, size: input.size, hash: input.hash)
  }
}
