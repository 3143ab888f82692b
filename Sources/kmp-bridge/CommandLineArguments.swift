/// Hand-rolled command-line parsing (no outside packages): options with values, repeatable
/// options, flags, positional arguments, `--option=value`, and `--` to end options. Every mistake
/// is a ``UsageError`` with a message that says how to fix it.
struct CommandLineArguments {
  /// An option the command accepts.
  struct Option {
    var name: String
    var takesValue: Bool
    var repeatable: Bool
  }

  /// The values given for each option, by option name.
  private(set) var values: [String: [String]] = [:]
  /// Flags that were given.
  private(set) var flags: Set<String> = []
  /// Arguments that are not options.
  private(set) var positional: [String] = []

  /// Parses `arguments` against `options`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, or a repeated option that
  ///   cannot repeat.
  init(_ arguments: [String], options: [Option], command: String) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw UsageError.unknownOption(name, command: command, known: options.map(\.name))
      }
      if option.takesValue {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError(message: "option '\(name)' needs a value", command: command)
        }
        if value.isEmpty {
          throw UsageError(message: "option '\(name)' needs a non-empty value", command: command)
        }
        if !option.repeatable, values[name] != nil {
          throw UsageError(message: "option '\(name)' is given more than once", command: command)
        }
        values[name, default: []].append(value)
      } else {
        if inlineValue != nil {
          throw UsageError(message: "option '\(name)' does not take a value", command: command)
        }
        flags.insert(name)
      }
    }
  }

  func value(_ name: String) -> String? { values[name]?.last }

  func all(_ name: String) -> [String] { values[name] ?? [] }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake in how the command was called: printed with a hint, exit code 2.
struct UsageError: Error {
  var message: String
  var command: String?

  static func unknownOption(_ name: String, command: String, known: [String]) -> UsageError {
    let suggestion = known.min { distance($0, name) < distance($1, name) }
    let hint =
      suggestion.flatMap { distance($0, name) <= 3 ? "; did you mean '\($0)'?" : nil } ?? ""
    return UsageError(message: "unknown option '\(name)'\(hint)", command: command)
  }

  /// The edit distance between two option names, for suggestions.
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = Swift.min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
