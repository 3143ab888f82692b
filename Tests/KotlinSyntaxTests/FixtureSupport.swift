import Foundation
import KotlinSyntax

/// Access to the fixtures beside these tests.
///
/// To regenerate the golden `.dump` files after a deliberate change of the parser or the dump
/// format, run the tests with `KOTLIN_SYNTAX_UPDATE_GOLDENS=1 swift test --filter KotlinSyntaxTests`
/// and review the diff before committing it.
enum Fixtures {
  /// `Tests/KotlinSyntaxTests/Fixtures`, found from this source file's path so that tests read
  /// and (when updating goldens) write the files in the repository.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static var updatesGoldens: Bool {
    ProcessInfo.processInfo.environment["KOTLIN_SYNTAX_UPDATE_GOLDENS"] == "1"
  }

  /// The `.kt` files in `subdirectory` (relative paths such as `Broken/NULByte.kt`), sorted.
  static func kotlinFiles(in subdirectory: String = "") -> [String] {
    let url = subdirectory.isEmpty ? directory : directory.appendingPathComponent(subdirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".kt") }.sorted().map {
      subdirectory.isEmpty ? $0 : subdirectory + "/" + $0
    }
  }

  /// Every file in `subdirectory`, whatever its extension, sorted.
  static func allFiles(in subdirectory: String) -> [String] {
    let url = directory.appendingPathComponent(subdirectory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().map { subdirectory + "/" + $0 }
  }

  static func bytes(_ relativePath: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(relativePath)))
  }

  static func parse(_ relativePath: String) throws -> KotlinFile {
    KotlinParser.parse(try bytes(relativePath), path: relativePath)
  }

  /// Compares the dump of a fixture with its golden `.dump` file (or rewrites the golden).
  /// Returns the dump and the expected text (`nil` when the golden is missing).
  static func checkGolden(_ relativePath: String) throws -> (actual: String, expected: String?) {
    let actual = DeclarationDump.render(try parse(relativePath))
    let golden = directory.appendingPathComponent(
      String(relativePath.dropLast(".kt".count)) + ".dump")
    if updatesGoldens {
      try Data(actual.utf8).write(to: golden)
      return (actual, actual)
    }
    guard let data = FileManager.default.contents(atPath: golden.path) else {
      return (actual, nil)
    }
    return (actual, String(decoding: data, as: UTF8.self))
  }
}
