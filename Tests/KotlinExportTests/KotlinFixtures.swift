import Foundation
import KotlinExport
import KotlinSyntax

/// Builds modules from inline Kotlin and reads the fixtures beside the tests.
enum KotlinFixtures {
  /// `Tests/KotlinExportTests/Fixtures`.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A module of one `commonMain` file.
  static func module(_ source: String, path: String = "Main.kt") -> KotlinModule {
    module(common: [path: source])
  }

  /// A module from files of `commonMain` and `iosMain`.
  static func module(common: [String: String], ios: [String: String] = [:]) -> KotlinModule {
    func parse(_ files: [String: String]) -> [KotlinFile] {
      files.sorted { $0.key < $1.key }.map { KotlinParser.parse($0.value, path: $0.key) }
    }
    return KotlinModule(
      name: "shared",
      sourceSets: [
        SourceSet(name: "commonMain", files: parse(common)),
        SourceSet(name: "iosMain", files: parse(ios)),
      ])
  }

  /// The Objective-C export of a one-file module.
  static func objC(_ source: String, framework: String = "Shared", path: String = "Main.kt")
    -> ExportedModule
  {
    ExportedModule(
      module(source, path: path), mode: .objectiveC(.init(frameworkName: framework)))
  }

  /// The Swift export of a one-file module.
  static func swift(
    _ source: String, version: String = "2.4.20", flatten: String? = nil, path: String = "Main.kt"
  ) -> ExportedModule {
    ExportedModule(
      module(source, path: path),
      mode: .swiftExport(
        .init(
          moduleName: "Shared", kotlinVersion: KotlinVersion(version)!, flattenPackage: flatten)))
  }

  /// The text of a fixture file.
  static func text(_ relativePath: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// Parses every `.kt` file under a fixture directory into source sets named after its
  /// subdirectories (`Fixtures/Profile/commonMain/…`).
  static func moduleFromDirectory(_ name: String) throws -> KotlinModule {
    let root = directory.appendingPathComponent(name)
    var sets: [SourceSet] = []
    let setNames = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    for setName in setNames {
      let setURL = root.appendingPathComponent(setName)
      guard let enumerator = FileManager.default.enumerator(atPath: setURL.path) else {
        continue
      }
      var files: [KotlinFile] = []
      for case let relative as String in enumerator where relative.hasSuffix(".kt") {
        let text = try String(
          contentsOf: setURL.appendingPathComponent(relative), encoding: .utf8)
        files.append(KotlinParser.parse(text, path: name + "/" + setName + "/" + relative))
      }
      sets.append(SourceSet(name: setName, files: files))
    }
    return KotlinModule(name: "shared", sourceSets: sets)
  }
}
