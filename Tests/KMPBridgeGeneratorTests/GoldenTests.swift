import Foundation
import Testing

@testable import KMPBridgeGenerator

/// Every emitter's output for a small fixture module, in both export modes, compared byte for
/// byte with the files under Fixtures/Golden (regenerate with `KMP_BRIDGE_UPDATE_GOLDENS=1`).
@Suite("Golden outputs")
struct GoldenTests {
  static let cases: [(String, GeneratorConfiguration.Mode)] = Fixtures.modules.flatMap {
    module in [(module, .objectiveC), (module, .swiftExport)]
  }

  @Test("generated files match the goldens", arguments: cases)
  func golden(module: String, mode: GeneratorConfiguration.Mode) throws {
    let configuration = GeneratorConfiguration(
      sourceSets: [Fixtures.sourceSet(module)], framework: "Shared", mode: mode,
      kotlinVersion: .init(2, 4, 20), output: "/unused")
    let files = try Generator(configuration: configuration).generatedFiles()
    let golden = Fixtures.golden(module, mode)
    if Fixtures.updatingGoldens {
      try? FileManager.default.removeItem(at: golden)
      for file in files {
        let target = golden.appendingPathComponent(file.relativePath)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: target)
      }
      return
    }
    let expected = try goldenFiles(in: golden)
    #expect(Set(files.map(\.relativePath)) == Set(expected.keys), "files of \(module)/\(mode)")
    for file in files {
      #expect(
        file.contents == expected[file.relativePath], "\(module)/\(mode)/\(file.relativePath)")
    }
  }

  @Test("output is byte-for-byte deterministic")
  func deterministic() throws {
    let configuration = GeneratorConfiguration(
      sourceSets: Fixtures.modules.map(Fixtures.sourceSet), framework: "Shared",
      mode: .objectiveC, output: "/unused")
    let first = try Generator(configuration: configuration).generatedFiles()
    for _ in 0..<3 {
      #expect(try Generator(configuration: configuration).generatedFiles() == first)
    }
  }

  private func goldenFiles(in directory: URL) throws -> [String: String] {
    var files: [String: String] = [:]
    let base = directory.path + "/"
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return files
    }
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let data = try Data(contentsOf: URL(fileURLWithPath: base + relative))
      files[relative] = String(decoding: data, as: UTF8.self)
    }
    return files
  }
}
