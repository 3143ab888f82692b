import Foundation
import KotlinSyntax

/// What a run read and wrote, kept in the output directory (`.kmp-bridge-manifest.json`) so that
/// the next run can tell, by content hash, whether anything changed, and which outputs are its own
/// to remove. Each input's ``FileStamp`` lets the next run trust its hash without reading it.
public struct GenerationManifest: Sendable, Equatable {
  /// The file name inside the output directory.
  public static let fileName = ".kmp-bridge-manifest.json"

  /// The tool and version that wrote it; a different one regenerates everything.
  public var tool: String
  /// A hash of the configuration the run used.
  public var configuration: ContentHash
  /// Each input's size and content hash, by path.
  public var inputs: [String: Input]
  /// Each output's content hash, by path relative to the output directory.
  public var outputs: [String: ContentHash]
  /// The stamps of outputs that had settled (see ``FileStamp``), by the same paths: while an
  /// output's stamp is unchanged, the next run trusts its hash without reading it.
  public var outputStamps: [String: FileStamp] = [:]
  /// The ``ParseCache/identity`` of the parse cache that holds the parses and warnings of the
  /// run that last built these outputs; `nil` when there is none (it could not be written). A
  /// later run keeps the glue without building it only while the cache is still this one.
  public var parseCache: ContentHash? = nil
  /// Whether that cache holds the parse of exactly the inputs listed here (its warnings then
  /// stand as they are); `false` after a run that kept the outputs for changed sources, whose
  /// warnings have to be moved to where their declarations now are.
  public var parseCacheMatchesInputs = false

  /// One input file as it was read.
  public struct Input: Sendable, Equatable {
    public var size: Int
    public var hash: ContentHash
    /// The file's stamp when it was read, recorded only when settled (see ``FileStamp``): while
    /// the file's stamp is unchanged, the next run trusts `hash` without reading the file.
    public var stamp: FileStamp? = nil
  }

  public init(
    tool: String, configuration: ContentHash, inputs: [String: Input],
    outputs: [String: ContentHash]
  ) {
    self.tool = tool
    self.configuration = configuration
    self.inputs = inputs
    self.outputs = outputs
  }

  /// Reads the manifest of an output directory; `nil` when absent or unreadable (the run then
  /// simply regenerates everything).
  public static func read(from directory: String) -> GenerationManifest? {
    let path = (directory as NSString).appendingPathComponent(fileName)
    guard let bytes = FileIO.readBytes(atPath: path),
      let root = try? JSONParser.parse(bytes, path: path),
      case .object(let members) = root.kind
    else { return nil }
    var tool: String?
    var configuration: ContentHash?
    var inputs: [String: Input] = [:]
    var outputs: [String: ContentHash] = [:]
    var outputStamps: [String: FileStamp] = [:]
    var parseCache: ContentHash?
    var parseCacheMatchesInputs = false
    for member in members {
      switch (member.key, member.value.kind) {
      case ("tool", .string(let text)): tool = text
      case ("configuration", .string(let text)): configuration = ContentHash(hex: text)
      case ("inputs", .object(let entries)):
        for entry in entries {
          guard case .object(let fields) = entry.value.kind,
            let size = fields.first(where: { $0.key == "size" }).flatMap({ field -> Int? in
              if case .number(let number) = field.value.kind { return Int(exactly: number) }
              return nil
            }),
            let hash = fields.first(where: { $0.key == "hash" }).flatMap({ field -> ContentHash? in
              if case .string(let text) = field.value.kind { return ContentHash(hex: text) }
              return nil
            })
          else { return nil }
          let stamp = fields.first(where: { $0.key == "stamp" }).flatMap { field -> FileStamp? in
            if case .string(let text) = field.value.kind { return FileStamp(text: text) }
            return nil
          }
          inputs[entry.key] = Input(size: size, hash: hash, stamp: stamp)
        }
      case ("outputs", .object(let entries)):
        for entry in entries {
          guard case .string(let text) = entry.value.kind, let hash = ContentHash(hex: text) else {
            return nil
          }
          outputs[entry.key] = hash
        }
      case ("outputStamps", .object(let entries)):
        // A stamp that does not read is left out: that output is then read and hashed.
        for entry in entries {
          if case .string(let text) = entry.value.kind, let stamp = FileStamp(text: text) {
            outputStamps[entry.key] = stamp
          }
        }
      case ("parseCache", .string(let text)):
        guard let hash = ContentHash(hex: text) else { return nil }
        parseCache = hash
      case ("parseCacheMatchesInputs", .bool(let flag)):
        parseCacheMatchesInputs = flag
      default:
        return nil
      }
    }
    guard let tool, let configuration else { return nil }
    var manifest = GenerationManifest(
      tool: tool, configuration: configuration, inputs: inputs, outputs: outputs)
    manifest.outputStamps = outputStamps
    manifest.parseCache = parseCache
    manifest.parseCacheMatchesInputs = parseCache != nil && parseCacheMatchesInputs
    return manifest
  }

  /// The manifest as deterministic JSON (sorted keys, one entry per line).
  public var json: String {
    var lines = ["{"]
    lines.append("  \"tool\": \(quoted(tool)),")
    lines.append("  \"configuration\": \"\(configuration)\",")
    lines.append("  \"inputs\": {")
    let inputLines = inputs.keys.sorted().map { path -> String in
      let input = inputs[path]!
      let stamp = input.stamp.map { ", \"stamp\": \"\($0)\"" } ?? ""
      return "    \(quoted(path)): { \"size\": \(input.size), \"hash\": \"\(input.hash)\"\(stamp) }"
    }
    lines.append(inputLines.joined(separator: ",\n"))
    lines.append("  },")
    lines.append("  \"outputs\": {")
    let outputLines = outputs.keys.sorted().map { "    \(quoted($0)): \"\(outputs[$0]!)\"" }
    lines.append(outputLines.joined(separator: ",\n"))
    lines.append("  }")
    if !outputStamps.isEmpty {
      lines[lines.count - 1] += ","
      lines.append("  \"outputStamps\": {")
      let stampLines = outputStamps.keys.sorted().map {
        "    \(quoted($0)): \"\(outputStamps[$0]!)\""
      }
      lines.append(stampLines.joined(separator: ",\n"))
      lines.append("  }")
    }
    if let parseCache {
      lines[lines.count - 1] += ","
      lines.append("  \"parseCache\": \"\(parseCache)\",")
      lines.append("  \"parseCacheMatchesInputs\": \(parseCacheMatchesInputs)")
    }
    lines.append("}")
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
