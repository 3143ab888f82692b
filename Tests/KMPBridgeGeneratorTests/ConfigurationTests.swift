import Foundation
import Testing

@testable import KMPBridgeGenerator

@Suite("kmp-bridge.json")
struct ConfigurationTests {
  func parse(_ json: String) throws(DiagnosticError) -> GeneratorConfiguration {
    try GeneratorConfiguration.parse(
      Array(json.utf8), path: "kmp-bridge.json", baseDirectory: "/project/ios")
  }

  @Test("a complete configuration resolves paths against its directory")
  func complete() throws {
    let configuration = try parse(
      """
      {
        "sourceSets": ["../shared/src/commonMain/kotlin", "/abs/iosMain/kotlin"],
        "framework": "shared",
        "mode": "swift-export",
        "kotlinVersion": "2.4.20",
        "output": "Generated",
        "include": ["com.example.**"],
        "exclude": ["**.internal.**"],
        "flattenPackage": "com.example"
      }
      """)
    #expect(
      configuration.sourceSets == [
        "/project/shared/src/commonMain/kotlin", "/abs/iosMain/kotlin",
      ])
    #expect(configuration.mode == .swiftExport)
    #expect(configuration.kotlinVersion.description == "2.4.20")
    #expect(configuration.output == "/project/ios/Generated")
    #expect(configuration.flattenPackage == "com.example")
  }

  @Test("defaults: Objective-C export, Kotlin 2.4.0, everything included")
  func defaults() throws {
    let configuration = try parse(
      #"{"sourceSets": ["src"], "framework": "shared", "output": "out"}"#)
    #expect(configuration.mode == .objectiveC)
    #expect(configuration.kotlinVersion.description == "2.4.0")
    #expect(configuration.include.isEmpty)
  }

  @Test("output may be left out of the file (the build plugin and --output give it)")
  func outputOptional() throws {
    let configuration = try parse(#"{"sourceSets": ["src"], "framework": "shared"}"#)
    #expect(configuration.output.isEmpty)
    #expect(throws: DiagnosticError.self) { try configuration.validated(path: "kmp-bridge.json") }
  }

  struct Malformed: Sendable, CustomStringConvertible {
    var json: String
    var message: String
    var line: Int
    var column: Int
    var description: String { message }
  }

  static let malformed: [Malformed] = [
    .init(
      json: "", message: "expected a JSON value, found the end of the file", line: 1, column: 1),
    .init(
      json: "[]", message: "the configuration must be a JSON object, not an array", line: 1,
      column: 1),
    .init(
      json: "{\"framework\": \"a\",}", message: "trailing comma before '}'", line: 1, column: 19),
    .init(
      json: "{\"framework\" \"a\"}", message: "expected ':' after the member name 'framework'",
      line: 1, column: 14),
    .init(
      json: "{framework: 1}", message: "expected a member name in double quotes", line: 1, column: 2
    ),
    .init(json: "{\"a\": 'x'}", message: "strings must use double quotes", line: 1, column: 7),
    .init(
      json: "{\n  // comment\n}", message: "comments are not allowed in JSON", line: 2, column: 3),
    .init(json: "{\"framework\": \"shared", message: "unterminated string", line: 1, column: 15),
    .init(
      json: "{\"a\": 1} x", message: "unexpected text after the JSON value", line: 1, column: 10),
    .init(
      json: "{\"a\": \"\\q\"}", message: "invalid escape '\\q' in a string", line: 1, column: 8),
    .init(
      json: "{\"a\": 01}", message: "leading zeros are not allowed in numbers", line: 1, column: 7),
    .init(
      json: "{\"a\": 1x}", message: "expected ',' or '}' after the value of 'a'", line: 1, column: 8
    ),
    .init(json: "{\"a\": 1, \"a\": 2}", message: "duplicate key 'a'", line: 1, column: 10),
    // A key spelled with an escape is the same key; a large object's keys are kept in a set.
    .init(json: #"{"a\u0062": 1, "ab": 2}"#, message: "duplicate key 'ab'", line: 1, column: 16),
    .init(
      json: "{" + (0..<20).map { "\"k\($0)\": 0, " }.joined() + "\"k3\": 1}",
      message: "duplicate key 'k3'", line: 1, column: 192),
    .init(json: "{\"a\": [1,]}", message: "trailing comma before ']'", line: 1, column: 10),
    .init(json: "{\"a\": tru}", message: "expected a JSON value, found 't'", line: 1, column: 7),
    .init(
      json: "{\"a\": \"\\u12\"}", message: "expected four hexadecimal digits after '\\u'", line: 1,
      column: 10),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "frameworkName": "x"}"#,
      message: "unknown key 'frameworkName'; did you mean 'framework'?", line: 1, column: 56),
    .init(
      json: #"{"sourceSet": ["s"], "framework": "f", "output": "o"}"#,
      message: "unknown key 'sourceSet'; did you mean 'sourceSets'?", line: 1, column: 2),
    .init(
      json: #"{"sourceSets": "src", "framework": "f", "output": "o"}"#,
      message: "'sourceSets' must be an array of strings, not a string", line: 1, column: 16),
    .init(
      json: #"{"sourceSets": [], "framework": "f", "output": "o"}"#,
      message: "'sourceSets' is empty", line: 1, column: 16),
    .init(
      json: #"{"sourceSets": ["s", 3], "framework": "f", "output": "o"}"#,
      message: "every element of 'sourceSets' must be a non-empty string", line: 1, column: 22),
    .init(
      json: #"{"sourceSets": ["s"], "framework": 1, "output": "o"}"#,
      message: "'framework' must be a string, not a number", line: 1, column: 36),
    .init(
      json: #"{"sourceSets": ["s"], "output": "o"}"#,
      message: "missing required key 'framework'", line: 1, column: 1),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "mode": "objective-c"}"#,
      message: "unknown mode 'objective-c'; use \"objc\" (Objective-C export) or \"swift-export\"",
      line: 1, column: 64),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "kotlinVersion": "two"}"#,
      message: "'two' is not a Kotlin version such as \"2.4.0\"", line: 1, column: 73),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "include": ["com..x"]}"#,
      message: "'com..x' has an empty segment; separate names with single dots", line: 1,
      column: 68),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "exclude": ["com/example"]}"#,
      message: "'com/example' is not a Kotlin name pattern (use dots, not slashes or spaces)",
      line: 1, column: 68),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "include": ["a**"]}"#,
      message: "'a**': '**' must be a whole segment", line: 1, column: 68),
    .init(
      json:
        #"{"sourceSets": ["s"], "framework": "f", "output": "o", "mode": "swift-export", "kotlinVersion": "2.1.0"}"#,
      message: "Swift export needs Kotlin 2.2.20 or later; kotlinVersion is 2.1.0", line: 1,
      column: 1),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "output": "o", "flattenPackage": "com.x"}"#,
      message: "'flattenPackage' (com.x) applies to Swift export only", line: 1, column: 1),
    .init(
      json:
        #"{"sourceSets": ["s"], "framework": "f", "output": "o", "mode": "swift-export", "header": "a.h"}"#,
      message: "'header' applies to the Objective-C export only", line: 1, column: 1),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "binaryOptions": {"gc": "cms"}}"#,
      message: "unknown binary option 'gc'; the options that change Swift names are "
        + "objcExportDisableSwiftMemberNameMangling and objcExportIgnoreInterfaceMethodCollisions "
        + "(leave the others out)", line: 1, column: 59),
    .init(
      json:
        #"{"sourceSets": ["s"], "framework": "f", "binaryOptions": {"objcExportIgnoreInterfaceMethodCollisions": "yes"}}"#,
      message:
        "binary option 'objcExportIgnoreInterfaceMethodCollisions' must be true or false, not \"yes\"",
      line: 1, column: 104),
    .init(
      json: #"{"sourceSets": ["s"], "framework": "f", "binaryOptions": ["x"]}"#,
      message:
        "'binaryOptions' must be an object of option names and true or false, not an array",
      line: 1, column: 58),
    .init(
      json:
        #"{"sourceSets": ["s"], "framework": "f", "mode": "swift-export", "binaryOptions": {"objcExportIgnoreInterfaceMethodCollisions": true}}"#,
      message: "'binaryOptions' apply to the Objective-C export only", line: 1, column: 1),
  ]

  @Test("a Kotlin older than the Objective-C export's rules gets a warning at the configuration")
  func oldKotlinVersion() throws {
    let old = try parse(
      #"{"sourceSets": ["src"], "framework": "shared", "kotlinVersion": "1.5.31"}"#)
    #expect(
      old.versionWarning?.description.hasPrefix(
        "kmp-bridge.json:1:1: warning: kotlinVersion 1.5.31 is older than 1.7.0") == true)
    let current = try parse(
      #"{"sourceSets": ["src"], "framework": "shared", "kotlinVersion": "1.9.20"}"#)
    #expect(current.versionWarning == nil)
  }

  @Test("binary options that change Swift names are read as booleans or as Gradle's strings")
  func binaryOptions() throws {
    let configuration = try parse(
      #"""
      {"sourceSets": ["src"], "framework": "shared", "binaryOptions": {
        "objcExportIgnoreInterfaceMethodCollisions": true,
        "objcExportDisableSwiftMemberNameMangling": "false"}}
      """#)
    #expect(
      configuration.binaryOptions == [
        "objcExportIgnoreInterfaceMethodCollisions": true,
        "objcExportDisableSwiftMemberNameMangling": false,
      ])
    #expect(configuration.objCExportConfiguration.ignoresInterfaceMethodCollisions)
    #expect(!configuration.objCExportConfiguration.disablesSwiftMemberNameMangling)
  }

  @Test("a malformed configuration is reported at its line and column", arguments: malformed)
  func malformedConfiguration(_ example: Malformed) throws {
    do {
      _ = try parse(example.json)
      Issue.record("accepted: \(example.json)")
    } catch {
      let expected = "kmp-bridge.json:\(example.line):\(example.column): error: \(example.message)"
      #expect(error.diagnostics.map(\.description).contains(expected), "got \(error)")
    }
  }

  @Test("every problem is reported, not only the first")
  func allProblems() throws {
    do {
      _ = try parse(#"{"framework": 1, "mode": "x", "colour": true}"#)
      Issue.record("accepted")
    } catch {
      #expect(error.diagnostics.count >= 4)
    }
  }

  @Test("a missing configuration file is a clear error")
  func missingFile() throws {
    do {
      _ = try GeneratorConfiguration.load(contentsOf: "/nonexistent/kmp-bridge.json")
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains("cannot read the configuration file"))
    }
  }
}

@Suite("Name patterns")
struct NamePatternTests {
  @Test(
    "patterns match fully-qualified names segment by segment",
    arguments: [
      ("com.example.**", "com.example.Profile", true),
      ("com.example.**", "com.example.profile.State", true),
      ("com.example.**", "com.examples.Profile", false),
      ("com.example.*", "com.example.profile.State", false),
      ("**.internal.**", "com.example.internal.Debug", true),
      ("**.internal.**", "com.example.Profile", false),
      ("com.example.*Reactor", "com.example.ProfileReactor", true),
      ("com.example.*Reactor", "com.example.ReactorStore", false),
      ("**", "anything.at.all", true),
      ("com.*.Profile", "com.example.Profile", true),
    ])
  func matching(pattern: String, name: String, matches: Bool) {
    #expect(NamePattern(pattern).matches(name) == matches)
  }
}
