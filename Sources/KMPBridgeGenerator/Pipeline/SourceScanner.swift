import Foundation
import KotlinSyntax

/// One Kotlin source file found in a source set.
public struct SourceFile: Sendable, Hashable {
  /// The file's path as found (the source-set directory joined with `relativePath`).
  public var path: String
  /// The path relative to its source-set directory, with `/` separators.
  public var relativePath: String
  /// The source set's name: the directory above `kotlin` in the Gradle layout
  /// (`src/iosMain/kotlin` → `iosMain`), or the directory's own name otherwise.
  public var sourceSet: String
  /// The position of the source set in the configuration (later ones are more specific).
  public var sourceSetIndex: Int
}

/// Finds the `.kt` files of the configured source sets, in a deterministic order.
public enum SourceScanner {
  /// Lists every `.kt` file under the source-set directories.
  ///
  /// Hidden directories and Gradle `build` directories are skipped; symbolic links are not
  /// followed (so a link cycle cannot make the scan endless).
  ///
  /// - Throws: A diagnostic for every source set that is missing or is not a directory.
  public static func scan(_ sourceSets: [String]) throws(DiagnosticError) -> [SourceFile] {
    var files: [SourceFile] = []
    var problems: [Diagnostic] = []
    let manager = FileManager.default
    for (index, directory) in sourceSets.enumerated() {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
      else {
        problems.append(
          Diagnostic(
            severity: .error, message: "source set directory not found", path: directory,
            line: 1, column: 1))
        continue
      }
      let name = sourceSetName(of: directory)
      for relative in kotlinFiles(in: directory) {
        files.append(
          SourceFile(
            path: (directory as NSString).appendingPathComponent(relative),
            relativePath: relative, sourceSet: name, sourceSetIndex: index))
      }
    }
    guard problems.isEmpty else { throw DiagnosticError(problems) }
    return files
  }

  /// `…/src/iosMain/kotlin` → `iosMain`; any other directory → its last component.
  static func sourceSetName(of directory: String) -> String {
    let components = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
    if components.count >= 2, components.last == "kotlin" {
      return components[components.count - 2]
    }
    return components.last ?? directory
  }

  private static func kotlinFiles(in root: String) -> [String] {
    var result: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
      // Entry kinds come with the listing (no call per entry); links are not followed.
      guard let entries = FileIO.entries(ofDirectory: directory) else { continue }
      for entry in entries where !entry.name.hasPrefix(".") {
        let entryRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
        switch entry.kind {
        case .directory:
          if entry.name != "build" { pending.append(entryRelative) }
        case .regularFile:
          if entry.name.hasSuffix(".kt") { result.append(entryRelative) }
        case .other:
          continue
        }
      }
    }
    return result.sorted()
  }
}
