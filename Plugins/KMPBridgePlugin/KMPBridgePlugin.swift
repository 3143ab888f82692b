import Foundation
import PackagePlugin

/// Runs `kmp-bridge generate` for a target that has a `kmp-bridge.json`, as part of the build:
/// a SwiftPM target (the file in the target's directory) or an Xcode target (see below).
///
/// Inputs are the configuration and every `.kt` file of its source sets; outputs are one Swift
/// file per Kotlin file plus `KMPBridgeSupport.swift`, in the plugin's work directory (the
/// `output` of the configuration is ignored). SwiftPM and Xcode rerun the command only when an
/// input changed, and `kmp-bridge` rewrites only the outputs whose bytes changed.
@main
struct KMPBridgePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try commands(
      configuration: target.directoryURL.appendingPathComponent("kmp-bridge.json"),
      tool: try context.tool(named: "kmp-bridge").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}

extension KMPBridgePlugin {
  /// The build command for one configuration file, or none when the target has no
  /// `kmp-bridge.json`.
  func commands(configuration: URL, tool: URL, workDirectory: URL) throws -> [Command] {
    guard FileManager.default.fileExists(atPath: configuration.path) else { return [] }
    let sourceSets = try Self.sourceSets(in: configuration)
    let output = workDirectory.appendingPathComponent("KMPBridgeGenerated")
    var inputs = [configuration]
    var outputs = [output.appendingPathComponent("KMPBridgeSupport.swift")]
    var files: [(sourceSet: String, relative: String)] = []
    for directory in sourceSets {
      let name = Self.sourceSetName(of: directory)
      for relative in Self.kotlinFiles(in: directory) {
        inputs.append(directory.appendingPathComponent(relative))
        files.append((name, relative))
      }
    }
    for path in Self.outputPaths(of: files) {
      outputs.append(output.appendingPathComponent(path))
    }
    return [
      .buildCommand(
        displayName: "Generating Swift glue for the Kotlin module (kmp-bridge)",
        executable: tool,
        arguments: [
          "generate", "--config", configuration.path, "--output", output.path, "--every-file",
          "--quiet",
        ],
        inputFiles: inputs,
        outputFiles: outputs)
    ]
  }

  /// The source-set directories of a configuration, resolved against its directory.
  static func sourceSets(in configuration: URL) throws -> [URL] {
    let data = try Data(contentsOf: configuration)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let sourceSets = object["sourceSets"] as? [String]
    else {
      throw PluginError("\(configuration.path): 'sourceSets' must be an array of strings")
    }
    let base = configuration.deletingLastPathComponent()
    return sourceSets.map { path in
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }
  }

  /// The output of each Kotlin file, relative to the output directory, by `kmp-bridge`'s rule
  /// (`ModuleEmitter.outputPaths` in KMPBridgeGenerator): next to the Kotlin file, with a name
  /// unique ignoring case, qualified by source set and directory when two Kotlin files share one.
  static func outputPaths(of files: [(sourceSet: String, relative: String)]) -> [String] {
    func stem(_ relative: String) -> Substring {
      (relative.split(separator: "/").last ?? "").dropLast(3)
    }
    var counts: [String: Int] = ["kmpbridgesupport.swift": 1]
    for file in files { counts[(stem(file.relative) + ".swift").lowercased(), default: 0] += 1 }
    return files.map { file in
      let name = stem(file.relative)
      guard counts[(name + ".swift").lowercased()] != 1 else {
        return file.sourceSet + "/" + file.relative.dropLast(3) + ".swift"
      }
      let directories = file.relative.split(separator: "/").dropLast()
      let qualifier = ([Substring(file.sourceSet)] + directories).joined(separator: ".")
      let directory = directories.isEmpty ? "" : directories.joined(separator: "/") + "/"
      return file.sourceSet + "/" + directory + name + "+" + qualifier + ".swift"
    }
  }

  /// `…/src/iosMain/kotlin` → `iosMain`, as `kmp-bridge` names output folders.
  static func sourceSetName(of directory: URL) -> String {
    let components = directory.standardizedFileURL.pathComponents
    if components.count >= 2, components.last == "kotlin" {
      return components[components.count - 2]
    }
    return components.last ?? directory.path
  }

  /// The `.kt` files under a directory, as `kmp-bridge` finds them (no hidden or `build`
  /// directories, no symbolic links followed).
  static func kotlinFiles(in root: URL) -> [String] {
    var result: [String] = []
    var pending = [""]
    let manager = FileManager.default
    while let relative = pending.popLast() {
      let directory = relative.isEmpty ? root : root.appendingPathComponent(relative)
      guard let entries = try? manager.contentsOfDirectory(atPath: directory.path) else {
        continue
      }
      for entry in entries where !entry.hasPrefix(".") {
        let entryRelative = relative.isEmpty ? entry : relative + "/" + entry
        let attributes = try? manager.attributesOfItem(
          atPath: directory.appendingPathComponent(entry).path)
        let type = attributes?[.type] as? FileAttributeType
        if type == .typeDirectory, entry != "build" {
          pending.append(entryRelative)
        } else if type == .typeRegular, entry.hasSuffix(".kt") {
          result.append(entryRelative)
        }
      }
    }
    return result.sorted()
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KMPBridgePlugin: XcodeBuildToolPlugin {
  /// For a target of an Xcode project: the `kmp-bridge.json` among the target's files, else
  /// the one next to the project (`iosApp/kmp-bridge.json` for `iosApp/iosApp.xcodeproj`).
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let inTarget = target.inputFiles.first { $0.url.lastPathComponent == "kmp-bridge.json" }
    let configuration =
      inTarget?.url
      ?? context.xcodeProject.directoryURL.appendingPathComponent("kmp-bridge.json")
    return try commands(
      configuration: configuration,
      tool: try context.tool(named: "kmp-bridge").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
