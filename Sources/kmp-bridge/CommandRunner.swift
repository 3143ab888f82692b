import Foundation
import KMPBridgeGenerator
import KotlinExport
import KotlinSyntax

/// Runs one invocation of `kmp-bridge` and returns its exit status.
struct CommandRunner {
  let terminal: Terminal

  enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
  }

  func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      terminal.error(Help.overview)
      return ExitStatus.usage
    }
    switch first {
    case "-h", "--help", "help":
      if arguments.count > 1, let text = Help.command(arguments[1]) {
        terminal.output(text)
      } else {
        terminal.output(Help.overview)
      }
      return ExitStatus.success
    case "--version":
      terminal.output("kmp-bridge \(Generator.version)")
      return ExitStatus.success
    default:
      break
    }
    let command = first
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      guard let text = Help.command(command) else { return unknownCommand(command) }
      terminal.output(text)
      return ExitStatus.success
    }
    do throws(UsageError) {
      switch command {
      case "generate": return try generate(rest, checkOnly: false)
      case "check": return try generate(rest, checkOnly: true)
      case "stubs": return try stubs(rest)
      case "dump": return try dump(rest)
      case "kotlin-support": return try kotlinSupport(rest)
      default: return unknownCommand(command)
      }
    } catch {
      terminal.error("error: \(error.message)")
      terminal.error("Run 'kmp-bridge \(error.command.map { "\($0) " } ?? "")--help' for usage.")
      return ExitStatus.usage
    }
  }

  private func unknownCommand(_ command: String) -> Int32 {
    let commands = ["generate", "check", "stubs", "dump", "kotlin-support"]
    let hint = commands.first { $0.hasPrefix(command.prefix(2)) }.map { "; did you mean '\($0)'?" }
    if command.hasPrefix("-") {
      terminal.error("error: expected a command before '\(command)'")
    } else {
      terminal.error("error: unknown command '\(command)'\(hint ?? "")")
    }
    terminal.error("Commands: \(commands.joined(separator: ", ")). Run 'kmp-bridge --help'.")
    return ExitStatus.usage
  }

  // MARK: generate / check

  static let configurationOptions: [CommandLineArguments.Option] = [
    .init(name: "--config", takesValue: true, repeatable: false),
    .init(name: "--source-set", takesValue: true, repeatable: true),
    .init(name: "--framework", takesValue: true, repeatable: false),
    .init(name: "--mode", takesValue: true, repeatable: false),
    .init(name: "--kotlin-version", takesValue: true, repeatable: false),
    .init(name: "--header", takesValue: true, repeatable: false),
    .init(name: "--output", takesValue: true, repeatable: false),
    .init(name: "--include", takesValue: true, repeatable: true),
    .init(name: "--exclude", takesValue: true, repeatable: true),
    .init(name: "--flatten-package", takesValue: true, repeatable: false),
    .init(name: "--binary-option", takesValue: true, repeatable: true),
    .init(name: "--quiet", takesValue: false, repeatable: false),
    .init(name: "--every-file", takesValue: false, repeatable: false),
  ]

  private func generate(_ arguments: [String], checkOnly: Bool) throws(UsageError) -> Int32 {
    let command = checkOnly ? "check" : "generate"
    let parsed = try CommandLineArguments(
      arguments, options: Self.configurationOptions, command: command)
    guard parsed.positional.isEmpty else {
      throw UsageError(
        message: "unexpected argument '\(parsed.positional[0])'", command: command)
    }
    guard let configuration = try configuration(from: parsed, command: command) else {
      return ExitStatus.usage
    }
    let generator = Generator(configuration: configuration)
    let terminal = self.terminal
    let progress: (@Sendable (String) -> Void)? =
      terminal.showsProgress && !parsed.has("--quiet")
      ? { @Sendable text in terminal.progress(text) } : nil
    let report: GenerationReport
    do {
      report =
        try checkOnly ? generator.check(progress: progress) : generator.generate(progress: progress)
    } catch {
      terminal.endProgress()
      terminal.errors(error.diagnostics.lazy.map(\.description))
      let errors = error.diagnostics.filter { $0.severity == .error }.count
      terminal.error("kmp-bridge: \(errors) error\(errors == 1 ? "" : "s"); nothing was written")
      return ExitStatus.failure
    }
    terminal.endProgress()
    terminal.errors(report.warnings.lazy.map(\.description))
    if checkOnly {
      if report.plan.isEmpty {
        if !parsed.has("--quiet") { terminal.output("kmp-bridge: generated files are up to date") }
        return ExitStatus.success
      }
      for file in report.plan.writes {
        terminal.error(
          "\(report.outputDirectory)/\(file.relativePath): error: stale generated file")
      }
      for file in report.plan.removals {
        terminal.error("\(report.outputDirectory)/\(file): error: generated file has no source")
      }
      terminal.error(
        "kmp-bridge: \(report.plan.writes.count + report.plan.removals.count) generated file(s) "
          + "out of date; run 'kmp-bridge generate'")
      return ExitStatus.failure
    }
    if !parsed.has("--quiet") { terminal.output(report.summary) }
    return ExitStatus.success
  }

  /// The configuration from `--config` (or `./kmp-bridge.json`), overridden by flags.
  private func configuration(
    from parsed: CommandLineArguments, command: String
  ) throws(UsageError) -> GeneratorConfiguration? {
    var configuration: GeneratorConfiguration?
    var configPath = parsed.value("--config")
    if configPath == nil, parsed.all("--source-set").isEmpty,
      FileManager.default.fileExists(atPath: "kmp-bridge.json")
    {
      configPath = "kmp-bridge.json"
    }
    if let configPath {
      do {
        configuration = try GeneratorConfiguration.load(contentsOf: configPath)
      } catch {
        terminal.errors(error.diagnostics.lazy.map(\.description))
        return nil
      }
    }
    let cwd = FileManager.default.currentDirectoryPath
    func absolute(_ path: String) -> String {
      let absolute = path.hasPrefix("/") ? path : (cwd as NSString).appendingPathComponent(path)
      return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }
    var mode = configuration?.mode
    if let text = parsed.value("--mode") {
      guard let value = GeneratorConfiguration.Mode(rawValue: text) else {
        throw UsageError(
          message: "unknown mode '\(text)'; use 'objc' or 'swift-export'", command: command)
      }
      mode = value
    }
    var kotlinVersion = configuration?.kotlinVersion ?? GeneratorConfiguration.defaultKotlinVersion
    if let text = parsed.value("--kotlin-version") {
      guard let value = KotlinVersion(text) else {
        throw UsageError(
          message: "'\(text)' is not a Kotlin version such as 2.4.0", command: command)
      }
      kotlinVersion = value
    }
    var binaryOptions = configuration?.binaryOptions ?? [:]
    for option in parsed.all("--binary-option") {
      let parts = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw UsageError(
          message: "--binary-option takes NAME=true or NAME=false, not '\(option)'",
          command: command)
      }
      if let problem = GeneratorConfiguration.binaryOptionProblem(parts[0]) {
        throw UsageError(message: problem, command: command)
      }
      guard ["true", "false"].contains(parts[1]) else {
        throw UsageError(
          message: "--binary-option takes NAME=true or NAME=false, not '\(option)'",
          command: command)
      }
      binaryOptions[parts[0]] = parts[1] == "true"
    }
    for pattern in parsed.all("--include") + parsed.all("--exclude") {
      if let problem = NamePattern.problem(in: pattern) {
        throw UsageError(message: problem, command: command)
      }
    }
    let sourceSets =
      parsed.all("--source-set").isEmpty
      ? (configuration?.sourceSets ?? []) : parsed.all("--source-set").map(absolute)
    guard !sourceSets.isEmpty else {
      throw UsageError(
        message: "no Kotlin sources: give --config FILE, or --source-set DIR with --framework and "
          + "--output (no kmp-bridge.json in the current directory)", command: command)
    }
    guard let framework = parsed.value("--framework") ?? configuration?.framework else {
      throw UsageError(message: "missing --framework NAME", command: command)
    }
    guard
      let output = parsed.value("--output").map(absolute)
        ?? configuration?.output.nilIfEmpty
    else {
      throw UsageError(
        message: "missing --output DIRECTORY (or \"output\" in kmp-bridge.json)", command: command)
    }
    let merged = GeneratorConfiguration(
      sourceSets: sourceSets, framework: framework, mode: mode ?? .objectiveC,
      kotlinVersion: kotlinVersion,
      header: parsed.value("--header").map(absolute) ?? configuration?.header,
      output: output,
      include: parsed.all("--include").isEmpty
        ? (configuration?.include ?? []) : parsed.all("--include"),
      exclude: parsed.all("--exclude").isEmpty
        ? (configuration?.exclude ?? []) : parsed.all("--exclude"),
      flattenPackage: parsed.value("--flatten-package") ?? configuration?.flattenPackage)
    var configured = merged
    configured.writesEveryFile = parsed.has("--every-file")
    configured.binaryOptions = binaryOptions
    configured.origin = configPath ?? "kmp-bridge"
    do {
      return try configured.validated(path: configPath ?? "kmp-bridge")
    } catch {
      terminal.errors(error.diagnostics.lazy.map(\.description))
      return nil
    }
  }

  // MARK: stubs

  private func stubs(_ arguments: [String]) throws(UsageError) -> Int32 {
    let parsed = try CommandLineArguments(
      arguments, options: Self.configurationOptions, command: "stubs")
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "unexpected argument '\(parsed.positional[0])'", command: "stubs")
    }
    guard let configuration = try configuration(from: parsed, command: "stubs") else {
      return ExitStatus.usage
    }
    do {
      let report = try Generator(configuration: configuration).writeStubs()
      terminal.errors(report.warnings.lazy.map(\.description))
      if !parsed.has("--quiet") { terminal.output(report.summary) }
      return ExitStatus.success
    } catch {
      terminal.errors(error.diagnostics.lazy.map(\.description))
      return ExitStatus.failure
    }
  }

  // MARK: kotlin-support

  private func kotlinSupport(_ arguments: [String]) throws(UsageError) -> Int32 {
    let command = "kotlin-support"
    let parsed = try CommandLineArguments(
      arguments,
      options: [
        .init(name: "--output", takesValue: true, repeatable: false),
        .init(name: "--package", takesValue: true, repeatable: false),
        .init(name: "--check", takesValue: false, repeatable: false),
        .init(name: "--quiet", takesValue: false, repeatable: false),
      ], command: command)
    guard parsed.positional.isEmpty else {
      throw UsageError(message: "unexpected argument '\(parsed.positional[0])'", command: command)
    }
    guard let directory = parsed.value("--output") else {
      throw UsageError(
        message: "missing --output DIRECTORY (a Kotlin source directory of the shared module, "
          + "such as shared/src/iosMain/kotlin)", command: command)
    }
    let package = parsed.value("--package") ?? KotlinSupportFile.defaultPackage
    if let problem = KotlinSupportFile.problem(inPackage: package) {
      throw UsageError(message: problem, command: command)
    }
    let path = KotlinSupportFile.path(in: directory, package: package)
    let checkOnly = parsed.has("--check")
    let quiet = parsed.has("--quiet")
    do {
      var status = ExitStatus.success
      switch try KotlinSupportFile.write(into: directory, package: package, checkOnly: checkOnly) {
      case .written:
        if !quiet { terminal.output("kmp-bridge: wrote \(path)") }
      case .unchanged:
        if !quiet { terminal.output("kmp-bridge: \(path) is up to date") }
      case .stale:
        terminal.error(
          "\(path): error: missing or not the file this kmp-bridge writes; "
            + "run 'kmp-bridge kotlin-support' without --check")
        status = ExitStatus.failure
      }
      // A copy for another package (an earlier run's) would leave the generator two, and it
      // uses neither: an unedited one goes once the new file is in place.
      let twoCopies = "the generated glue finds two and collects the old way"
      for copy in KotlinSupportFile.otherCopies(in: directory, besides: package) {
        if copy.isUnedited, !checkOnly {
          if KotlinSupportFile.remove(copy, in: directory) {
            if !quiet {
              terminal.output(
                "kmp-bridge: removed \(copy.path), written for package '\(copy.folderPackage)'")
            }
          } else {
            terminal.error(
              "\(copy.path): error: cannot remove this copy written for package "
                + "'\(copy.folderPackage)': \(twoCopies); remove it")
            status = ExitStatus.failure
          }
        } else if copy.isUnedited {
          terminal.error(
            "\(copy.path): error: a copy written for package '\(copy.folderPackage)': "
              + "\(twoCopies); run 'kmp-bridge kotlin-support' without --check to remove it")
          status = ExitStatus.failure
        } else {
          let severity = checkOnly ? "error" : "warning"
          let what =
            copy.startsAsWritten
            ? "written by kmp-bridge kotlin-support, then edited or by another version"
            : "not written by kmp-bridge kotlin-support"
          terminal.error(
            "\(copy.path): \(severity): another \(KotlinSupportFile.fileName) beside \(path) "
              + "(\(what)), left alone: \(twoCopies); keep one of them")
          if checkOnly { status = ExitStatus.failure }
        }
      }
      return status
    } catch {
      terminal.errors(error.diagnostics.lazy.map(\.description))
      return ExitStatus.failure
    }
  }

  // MARK: dump

  private func dump(_ arguments: [String]) throws(UsageError) -> Int32 {
    let parsed = try CommandLineArguments(arguments, options: [], command: "dump")
    guard !parsed.positional.isEmpty else {
      throw UsageError(message: "give one or more Kotlin files to dump", command: "dump")
    }
    var status = ExitStatus.success
    for path in parsed.positional {
      guard let data = FileManager.default.contents(atPath: path) else {
        terminal.error("\(path):1:1: error: cannot read the file")
        status = ExitStatus.failure
        continue
      }
      let file = KotlinParser.parse(Array(data), path: path)
      if parsed.positional.count > 1 { terminal.output("== \(path)") }
      terminal.output(DeclarationDump.render(file), terminator: "")
      if file.hasErrors { status = ExitStatus.failure }
    }
    return status
  }
}

extension Terminal {
  func output(_ text: String, terminator: String) {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
  }
}

extension String {
  /// `nil` for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
