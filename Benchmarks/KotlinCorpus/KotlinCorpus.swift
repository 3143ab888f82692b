#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A deterministic synthetic corpus of realistic Kotlin Multiplatform source files, for
/// benchmarks of the parser and of the whole generator.
///
/// The files look like a KMP shared module: a core package the features import, packages per
/// feature, sealed state hierarchies with nested data classes and objects, enum classes with
/// arguments and bodies, generic interfaces and repositories, `expect` declarations in
/// `commonMain` with their `actual`s in `iosMain`, companion objects, and long function bodies
/// full of string templates, raw strings, lambdas, `when` expressions and comments. Like a module
/// that compiles, every file imports what it uses and class names are unique.
///
/// ```swift
/// let corpus = KotlinCorpus(targetBytes: 10 << 20)  // ~10 MB, same bytes on every run
/// try corpus.write(to: "/tmp/src")  // commonMain/kotlin/com/example/feature0/Feature0Screen.kt …
/// ```
///
/// The same seed and size always give the same files; Foundation is not used, so that a
/// benchmark's peak memory measures the work, not the framework.
public struct KotlinCorpus: Sendable {
  /// One generated source file.
  public struct File: Sendable, Hashable {
    /// The path relative to its source set's root: `com/example/feature3/Feature3Screen.kt`.
    public var path: String
    /// The source set: `commonMain`, or `iosMain` for the `actual` declarations.
    public var sourceSet: String
    /// The file's package.
    public var packageName: String
    /// The UTF-8 contents, in an array of exactly their size: as a file read from disk is, so
    /// that the memory the benchmarks report is the parser's, not the writer's spare capacity
    /// (which held a third more than the contents).
    public var bytes: [UInt8]

    init(path: String, sourceSet: String, packageName: String, bytes: [UInt8]) {
      self.path = path
      self.sourceSet = sourceSet
      self.packageName = packageName
      self.bytes = bytes.withUnsafeBufferPointer { Array($0) }
    }
  }

  /// The generated files in a fixed order.
  public let files: [File]

  /// The total size of all files in bytes (at least the requested size).
  public var totalBytes: Int { files.reduce(0) { $0 + $1.bytes.count } }

  /// Generates at least `targetBytes` bytes of Kotlin.
  ///
  /// - Parameters:
  ///   - targetBytes: The minimum total size; generation stops at the first file boundary after it.
  ///   - seed: The seed; the default gives the corpus the benchmarks report on.
  ///   - fileBytes: The approximate size of one file.
  /// - Complexity: O(targetBytes).
  public init(targetBytes: Int, seed: UInt64 = 0x4B4D_5042_7269_6467, fileBytes: Int = 48 << 10) {
    var random = SplitMix64(seed: seed)
    var core = SourceWriter(random: random)
    core.coreFile()
    var files = [
      File(
        path: "com/example/core/Core.kt", sourceSet: "commonMain", packageName: "com.example.core",
        bytes: core.bytes)
    ]
    var total = core.bytes.count
    var index = 0
    // The `expect` classes of the current feature, whose `actual`s go into one iOS file.
    var platforms: [(name: String, verb: String)] = []
    func addActuals(feature: Int) {
      guard !platforms.isEmpty else { return }
      let packageName = "com.example.feature\(feature)"
      var actuals = SourceWriter(random: random)
      actuals.platforms = platforms
      actuals.actualFile(packageName: packageName, name: "Feature\(feature)Platform")
      files.append(
        File(
          path: "com/example/feature\(feature)/Feature\(feature)Platform.ios.kt",
          sourceSet: "iosMain", packageName: packageName, bytes: actuals.bytes))
      total += actuals.bytes.count
      platforms = []
    }
    while total < targetBytes {
      let feature = index / 6
      let packageName = "com.example.feature\(feature)"
      let name = "Feature\(feature)\(Vocabulary.fileKinds[index % Vocabulary.fileKinds.count])"
      var writer = SourceWriter(random: random, firstName: index * 1000)
      writer.file(packageName: packageName, name: name, approximateBytes: fileBytes)
      random = writer.random
      let directory = packageName.split(separator: ".").joined(separator: "/") + "/"
      files.append(
        File(
          path: directory + name + ".kt", sourceSet: "commonMain", packageName: packageName,
          bytes: writer.bytes))
      total += writer.bytes.count
      platforms += writer.platforms
      index += 1
      if index % 6 == 0 || total >= targetBytes { addActuals(feature: feature) }
    }
    self.files = files
  }

  /// Errors from ``write(to:)``.
  public struct WriteError: Error, CustomStringConvertible {
    /// What failed.
    public var description: String
  }

  /// Writes the corpus as source sets under `directory` (a module's `src`):
  /// `commonMain/kotlin/<package path>/<file>.kt` and `iosMain/kotlin/…`, creating directories
  /// as needed and replacing files that exist.
  ///
  /// - Parameter directory: The root directory; created if missing.
  /// - Throws: ``WriteError`` when a directory or file cannot be written.
  public func write(to directory: String) throws {
    try makeDirectory(directory)
    for file in files {
      var current = directory
      for component in (file.sourceSet + "/kotlin/" + file.path).split(separator: "/").dropLast() {
        current += "/" + component
        try makeDirectory(current)
      }
      let path = directory + "/" + file.sourceSet + "/kotlin/" + file.path
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { throw WriteError(description: "cannot create \(path)") }
      defer { close(descriptor) }
      var offset = 0
      while offset < file.bytes.count {
        let written = file.bytes.withUnsafeBytes { buffer in
          systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        guard written > 0 else { throw WriteError(description: "cannot write \(path)") }
        offset += written
      }
    }
  }

  private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
    #else
    return Darwin.write(descriptor, bytes, count)
    #endif
  }

  private func makeDirectory(_ path: String) throws {
    if mkdir(path, 0o755) != 0 && errno != EEXIST {
      throw WriteError(description: "cannot create directory \(path)")
    }
  }
}
