// The libFuzzer entry point for everything after the parser: the module, both exports, the
// stubs, the glue model and every emitter, plus the configuration reader and the framework
// header reader. Scripts/fuzz-generator builds KotlinSyntax, KotlinExport and KMPBridgeGenerator
// with coverage and links them with this file (libFuzzer provides `main`).
//
// The whole input is read as a `kmp-bridge.json`. As Kotlin, an input is up to four files
// separated by the byte 0x1E; even-numbered ones are in `commonMain`, odd-numbered ones in
// `iosMain`, so that `expect`/`actual` pairs, references across files and packages, and duplicate
// declarations all occur; each lies in the directory of its package. A fifth part, when present,
// is read as the framework's Objective-C header (`--header`), whose names the Objective-C export
// then takes over where they disagree with its predictions.

import KotlinExport
import KotlinSyntax

@testable import KMPBridgeGenerator

@_cdecl("LLVMFuzzerTestOneInput")
public func generatorFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  // The whole input as `kmp-bridge.json` too: every problem a diagnostic at a position.
  do throws(DiagnosticError) {
    _ = try GeneratorConfiguration.parse(Array(bytes), path: "kmp-bridge.json", baseDirectory: "/p")
      .validated(path: "kmp-bridge.json", requiringOutput: false)
  } catch {
    precondition(!error.diagnostics.isEmpty, "a configuration error without a diagnostic")
    check(error.diagnostics)
  }
  let parts = bytes.split(separator: 0x1E, maxSplits: 4, omittingEmptySubsequences: false)
  var sources: [String: SourceFile] = [:]
  var common: [KotlinFile] = []
  var ios: [KotlinFile] = []
  var header: FrameworkHeader?
  if parts.count == 5 {
    header = FrameworkHeader.parse(String(decoding: parts[4], as: UTF8.self), path: "Shared.h")
  }
  for (index, part) in parts.prefix(4).enumerated() {
    let sourceSet = index % 2 == 0 ? "commonMain" : "iosMain"
    let bytes = Array(part)
    // Where the file lies follows its package, as in a real source set, so that output paths
    // vary: every file's name is shared with another one, which qualifies the output names.
    let packageName =
      bytes.withUnsafeBufferPointer { KotlinParser.parse($0, path: "x.kt") }.packageName ?? ""
    let package = packageName.split(separator: ".").map { $0.filter { $0.isLetter || $0.isNumber } }
      .filter { !$0.isEmpty }
    let relative = (package + [index < 2 ? "Profile.kt" : "Feed.kt"]).joined(separator: "/")
    let path = "src/\(sourceSet)/kotlin/" + relative
    let file = bytes.withUnsafeBufferPointer { KotlinParser.parse($0, path: path) }
    sources[path] = SourceFile(
      path: path, relativePath: relative, sourceSet: sourceSet, sourceSetIndex: index % 2)
    if index % 2 == 0 { common.append(file) } else { ios.append(file) }
  }
  let module = KotlinModule(
    name: "Shared",
    sourceSets: [
      SourceSet(name: "commonMain", files: common), SourceSet(name: "iosMain", files: ios),
    ])
  check(module.diagnostics)
  // The Objective-C export, and Swift export as first released and with sealed types (the
  // newest rules), each configured as a run would be.
  // The binary options that change Objective-C names follow the input's size, so that every
  // combination is fuzzed.
  var objC = GeneratorConfiguration(
    sourceSets: ["src/commonMain/kotlin", "src/iosMain/kotlin"], framework: "Shared",
    mode: .objectiveC, output: "/nonexistent/kmp-bridge-fuzz")
  for (bit, name) in GeneratorConfiguration.binaryOptionNames.enumerated()
  where size & (1 << bit) != 0 {
    objC.binaryOptions[name] = true
  }
  let configurations =
    [objC]
    + [KotlinVersion.swiftExportFirstRelease, .sealedTypes].map { version in
      GeneratorConfiguration(
        sourceSets: ["src/commonMain/kotlin", "src/iosMain/kotlin"], framework: "Shared",
        mode: .swiftExport, kotlinVersion: version, output: "/nonexistent/kmp-bridge-fuzz",
        flattenPackage: "com.example")
    }
  for configuration in configurations {
    let exported: ExportedModule
    switch configuration.mode {
    case .objectiveC:
      exported = ExportedModule(
        module, mode: .objectiveC(configuration.objCExportConfiguration), header: header)
    case .swiftExport:
      exported = ExportedModule(
        module,
        mode: .swiftExport(
          SwiftExportConfiguration(
            moduleName: "Shared", kotlinVersion: configuration.kotlinVersion,
            flattenPackage: configuration.flattenPackage)))
    }
    check(exported.diagnostics)
    _ = StubsEmitter.emit(exported)
    let model = GlueModel(exported: exported, configuration: configuration)
    check(model.diagnostics)
    let files = ModuleEmitter(model: model, sources: sources).files()
    var paths: Set<String> = []
    for file in files {
      precondition(paths.insert(file.relativePath).inserted, "two outputs at one path")
      precondition(
        !file.relativePath.isEmpty && !file.relativePath.hasPrefix("/")
          && !file.relativePath.split(separator: "/").contains(".."),
        "an output path outside the output directory")
      precondition(
        file.contents.hasPrefix("// Generated by kmp-bridge "), "an output without header")
    }
  }
  return 0
}

/// Every diagnostic points into a file, at a line and column from 1.
private func check(_ diagnostics: [Diagnostic]) {
  for diagnostic in diagnostics {
    precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "bad diagnostic position")
    precondition(!diagnostic.message.isEmpty, "empty diagnostic")
  }
}
