import Foundation
import KotlinExport
import KotlinSyntax

/// What `kmp-bridge` generates, and from what: the contents of `kmp-bridge.json`, or the same
/// settings given as command-line flags.
///
/// ```json
/// {
///   "sourceSets": ["../shared/src/commonMain/kotlin", "../shared/src/iosMain/kotlin"],
///   "framework": "shared",
///   "mode": "objc",
///   "kotlinVersion": "2.4.0",
///   "output": "Generated",
///   "include": ["com.example.profile.**"],
///   "exclude": ["**.internal.**"],
///   "binaryOptions": { "objcExportIgnoreInterfaceMethodCollisions": true }
/// }
/// ```
///
/// Relative paths are resolved against the directory of the configuration file (or the current
/// directory for flags).
public struct GeneratorConfiguration: Sendable, Equatable {
  /// How the Kotlin framework is exported to Swift.
  public enum Mode: String, Sendable, CaseIterable {
    /// The classic Objective-C framework (`.framework` / XCFramework).
    case objectiveC = "objc"
    /// Kotlin's Swift export (Kotlin 2.2.20 and later).
    case swiftExport = "swift-export"
  }

  /// Directories of Kotlin sources, in source-set order (common first, Apple-specific later).
  public var sourceSets: [String]
  /// The framework's base name (Objective-C export) or the Swift module's name (Swift export).
  public var framework: String
  /// The export mode.
  public var mode: Mode
  /// The Kotlin version the framework is built with.
  public var kotlinVersion: KotlinVersion
  /// A real framework header whose names override predictions (Objective-C export).
  public var header: String?
  /// Where generated Swift files go.
  public var output: String
  /// Fully-qualified-name patterns of declarations to generate glue for (all when empty).
  public var include: [String]
  /// Fully-qualified-name patterns of declarations to skip.
  public var exclude: [String]
  /// The package Swift export flattens (`flattenPackage`); its declarations need no typealias.
  public var flattenPackage: String?
  /// Where the settings came from, for diagnostics about them: the configuration file's path,
  /// or `kmp-bridge` for command-line flags.
  public var origin = "kmp-bridge"
  /// Kotlin/Native binary options the framework is built with that change Swift names
  /// (Objective-C export), by name: ``binaryOptionNames``.
  public var binaryOptions: [String: Bool] = [:]
  /// Whether every Kotlin file gets an output file, even one with nothing but imports. The build
  /// plugin needs this: it must name a build command's outputs before the command runs.
  public var writesEveryFile = false

  /// The Kotlin version assumed when none is given.
  public static let defaultKotlinVersion = KotlinVersion(2, 4, 0)

  public init(
    sourceSets: [String], framework: String, mode: Mode,
    kotlinVersion: KotlinVersion = GeneratorConfiguration.defaultKotlinVersion,
    header: String? = nil, output: String, include: [String] = [], exclude: [String] = [],
    flattenPackage: String? = nil
  ) {
    self.sourceSets = sourceSets
    self.framework = framework
    self.mode = mode
    self.kotlinVersion = kotlinVersion
    self.header = header
    self.output = output
    self.include = include
    self.exclude = exclude
    self.flattenPackage = flattenPackage
  }

  /// The oldest Kotlin whose Objective-C headers the prediction follows. Headers of older
  /// compilers differ: 1.3 to 1.5 exported data classes' `componentN()` and gave objects no
  /// `shared` and companions no `companion` accessor.
  public static let oldestObjCExportVersion = KotlinVersion(1, 7, 0)

  /// A warning about settings the prediction does not follow, or `nil`.
  public var versionWarning: Diagnostic? {
    guard mode == .objectiveC, kotlinVersion < Self.oldestObjCExportVersion else { return nil }
    return Diagnostic(
      severity: .warning,
      message: "kotlinVersion \(kotlinVersion) is older than \(Self.oldestObjCExportVersion), "
        + "whose Objective-C headers the prediction follows (older compilers also exported data "
        + "classes' componentN() and had no shared or companion accessors); give the framework's "
        + "header (\"header\") so that its names win", path: origin, line: 1, column: 1)
  }

  /// The keys `kmp-bridge.json` understands.
  static let keys = [
    "sourceSets", "framework", "mode", "kotlinVersion", "header", "output", "include", "exclude",
    "flattenPackage", "binaryOptions",
  ]

  /// The Kotlin/Native binary options (`-Xbinary=NAME=VALUE`, `binaryOption(NAME, VALUE)` in
  /// Gradle) that change the names Swift sees; the others change nothing the prediction reads.
  public static let binaryOptionNames = [
    "objcExportDisableSwiftMemberNameMangling", "objcExportIgnoreInterfaceMethodCollisions",
  ]

  /// The problem with a binary option's name, or `nil` when it is one of ``binaryOptionNames``.
  public static func binaryOptionProblem(_ name: String) -> String? {
    guard !binaryOptionNames.contains(name) else { return nil }
    return "unknown binary option '\(name)'; the options that change Swift names are "
      + binaryOptionNames.joined(separator: " and ") + " (leave the others out)"
  }

  /// The Objective-C export's settings for this configuration.
  public var objCExportConfiguration: ObjCExportConfiguration {
    ObjCExportConfiguration(
      frameworkName: framework,
      ignoresInterfaceMethodCollisions: binaryOptions["objcExportIgnoreInterfaceMethodCollisions"]
        ?? false,
      disablesSwiftMemberNameMangling: binaryOptions["objcExportDisableSwiftMemberNameMangling"]
        ?? false)
  }

  /// Reads and validates a configuration file.
  ///
  /// - Throws: Every problem found, each at its line and column in the file.
  public static func load(contentsOf path: String) throws(DiagnosticError) -> GeneratorConfiguration
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticError(path: path, message: "cannot read the configuration file")
    }
    let base = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return try parse(Array(data), path: path, baseDirectory: base)
  }

  /// Parses and validates configuration JSON.
  ///
  /// - Parameters:
  ///   - bytes: The JSON text.
  ///   - path: The file's path, for diagnostics.
  ///   - baseDirectory: What relative paths are relative to.
  public static func parse(
    _ bytes: [UInt8], path: String, baseDirectory: String
  ) throws(DiagnosticError) -> GeneratorConfiguration {
    let root = try JSONParser.parse(bytes, path: path)
    var reader = ConfigurationReader(path: path, baseDirectory: baseDirectory)
    return try reader.read(root)
  }

  /// Checks settings that do not depend on how they were given (file or flags).
  ///
  /// - Parameter path: Where the settings came from, for diagnostics.
  ///   - requiringOutput: Whether an empty ``output`` is a problem (not for a configuration file,
  ///     whose `output` a flag or the build plugin may give).
  public func validated(path: String, requiringOutput: Bool = true) throws(DiagnosticError)
    -> GeneratorConfiguration
  {
    var problems: [Diagnostic] = []
    func problem(_ message: String) {
      problems.append(
        Diagnostic(severity: .error, message: message, path: path, line: 1, column: 1))
    }
    if sourceSets.isEmpty { problem("no source sets: give at least one Kotlin source directory") }
    if framework.isEmpty { problem("the framework name is empty") }
    if output.isEmpty, requiringOutput {
      problem("no output directory: give \"output\" in kmp-bridge.json, or --output")
    }
    if mode == .swiftExport, kotlinVersion < KotlinVersion.swiftExportFirstRelease {
      problem("Swift export needs Kotlin 2.2.20 or later; kotlinVersion is \(kotlinVersion)")
    }
    if header != nil, mode == .swiftExport {
      problem("'header' applies to the Objective-C export only")
    }
    if let flattenPackage, mode == .objectiveC {
      problem("'flattenPackage' (\(flattenPackage)) applies to Swift export only")
    }
    if !binaryOptions.isEmpty, mode == .swiftExport {
      problem("'binaryOptions' apply to the Objective-C export only")
    }
    for name in binaryOptions.keys.sorted() {
      if let message = Self.binaryOptionProblem(name) { problem(message) }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return self
  }
}

/// Reads a parsed `kmp-bridge.json`, collecting every problem instead of stopping at the first.
private struct ConfigurationReader {
  let path: String
  let baseDirectory: String
  var problems: [Diagnostic] = []

  init(path: String, baseDirectory: String) {
    self.path = path
    self.baseDirectory = baseDirectory
  }

  mutating func problem(_ message: String, at value: JSONValue) {
    problems.append(
      Diagnostic(
        severity: .error, message: message, path: path, line: value.line, column: value.column))
  }

  mutating func read(_ root: JSONValue) throws(DiagnosticError) -> GeneratorConfiguration {
    guard case .object(let members) = root.kind else {
      throw DiagnosticError(
        Diagnostic(
          severity: .error,
          message: "the configuration must be a JSON object, not \(root.typeName)", path: path,
          line: root.line, column: root.column))
    }
    var values: [String: JSONValue] = [:]
    for member in members {
      if GeneratorConfiguration.keys.contains(member.key) {
        values[member.key] = member.value
      } else {
        let hint = closestKey(to: member.key).map { "; did you mean '\($0)'?" } ?? ""
        problems.append(
          Diagnostic(
            severity: .error, message: "unknown key '\(member.key)'\(hint)", path: path,
            line: member.keyLine, column: member.keyColumn))
      }
    }

    let sourceSets = stringArray(values["sourceSets"], key: "sourceSets", required: true)
      .map(resolve)
    let framework = string(values["framework"], key: "framework", required: true) ?? ""
    var mode = GeneratorConfiguration.Mode.objectiveC
    if let value = values["mode"], let text = string(value, key: "mode", required: true) {
      if let parsed = GeneratorConfiguration.Mode(rawValue: text) {
        mode = parsed
      } else {
        problem(
          "unknown mode '\(text)'; use \"objc\" (Objective-C export) or \"swift-export\"",
          at: value)
      }
    }
    var kotlinVersion = GeneratorConfiguration.defaultKotlinVersion
    if let value = values["kotlinVersion"],
      let text = string(value, key: "kotlinVersion", required: true)
    {
      if let parsed = KotlinVersion(text) {
        kotlinVersion = parsed
      } else {
        problem("'\(text)' is not a Kotlin version such as \"2.4.0\"", at: value)
      }
    }
    let header = string(values["header"], key: "header", required: false).map(resolve)
    let output = string(values["output"], key: "output", required: false).map(resolve) ?? ""
    let include = stringArray(values["include"], key: "include", required: false)
    let exclude = stringArray(values["exclude"], key: "exclude", required: false)
    for (key, patterns) in [("include", include), ("exclude", exclude)] {
      for (index, pattern) in patterns.enumerated() {
        if let message = NamePattern.problem(in: pattern),
          case .array(let elements) = values[key]?.kind
        {
          problem(message, at: elements[index])
        }
      }
    }
    let flattenPackage = string(values["flattenPackage"], key: "flattenPackage", required: false)
    var binaryOptions: [String: Bool] = [:]
    if let value = values["binaryOptions"] {
      if case .object(let options) = value.kind {
        for option in options {
          if let message = GeneratorConfiguration.binaryOptionProblem(option.key) {
            problems.append(
              Diagnostic(
                severity: .error, message: message, path: path, line: option.keyLine,
                column: option.keyColumn))
            continue
          }
          switch option.value.kind {
          case .bool(let flag): binaryOptions[option.key] = flag
          case .string("true"): binaryOptions[option.key] = true
          case .string("false"): binaryOptions[option.key] = false
          case .string(let text):
            problem(
              "binary option '\(option.key)' must be true or false, not \"\(text)\"",
              at: option.value)
          default:
            problem(
              "binary option '\(option.key)' must be true or false, not "
                + option.value.typeName, at: option.value)
          }
        }
      } else {
        problem(
          "'binaryOptions' must be an object of option names and true or false, not "
            + value.typeName, at: value)
      }
    }

    // `output` may be left out: `--output` gives it, and the build plugin chooses its own.
    for key in ["sourceSets", "framework"] where values[key] == nil {
      problems.append(
        Diagnostic(
          severity: .error, message: "missing required key '\(key)'", path: path,
          line: root.line, column: root.column))
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    var configuration = GeneratorConfiguration(
      sourceSets: sourceSets, framework: framework, mode: mode, kotlinVersion: kotlinVersion,
      header: header, output: output, include: include, exclude: exclude,
      flattenPackage: flattenPackage)
    configuration.binaryOptions = binaryOptions
    configuration.origin = path
    return try configuration.validated(path: path, requiringOutput: false)
  }

  private mutating func string(_ value: JSONValue?, key: String, required: Bool) -> String? {
    guard let value else { return nil }
    switch value.kind {
    case .string(let text):
      if text.isEmpty, required { problem("'\(key)' is empty", at: value) }
      return text
    case .null where !required:
      return nil
    default:
      problem("'\(key)' must be a string, not \(value.typeName)", at: value)
      return nil
    }
  }

  private mutating func stringArray(_ value: JSONValue?, key: String, required: Bool) -> [String] {
    guard let value else { return [] }
    guard case .array(let elements) = value.kind else {
      problem("'\(key)' must be an array of strings, not \(value.typeName)", at: value)
      return []
    }
    if required, elements.isEmpty { problem("'\(key)' is empty", at: value) }
    var strings: [String] = []
    for element in elements {
      if case .string(let text) = element.kind, !text.isEmpty {
        strings.append(text)
      } else {
        problem("every element of '\(key)' must be a non-empty string", at: element)
      }
    }
    return strings
  }

  private func resolve(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    // `ios/../shared/src` → `shared/src`, so diagnostics show clean paths.
    return URL(fileURLWithPath: absolute).standardizedFileURL.path
  }

  private func closestKey(to key: String) -> String? {
    GeneratorConfiguration.keys
      .map { ($0, editDistance($0.lowercased(), key.lowercased())) }
      .filter { $0.1 <= max(2, key.count / 3) }
      .min { $0.1 < $1.1 }?.0
  }
}

/// The number of single-character edits that turn `a` into `b`.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for i in 1...max(a.count, 1) where !a.isEmpty {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...max(b.count, 1) where !b.isEmpty {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return a.isEmpty ? b.count : previous[b.count]
}
