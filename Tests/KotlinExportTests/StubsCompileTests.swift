import Foundation
import KotlinExport
import Testing

/// Client code that must compile against the stubs (it uses the predicted API as an app would)
/// and code that must not (what the real framework rejects), one snippet per function.
@Suite("Emitted stubs compile with swiftc", .serialized)
struct StubsCompileTests {
  static func profile() throws -> KotlinModule {
    try KotlinFixtures.moduleFromDirectory("Profile")
  }

  /// The lines on which each `// MUST FAIL` function of a negative file starts and ends.
  static func failingRanges(in source: String) -> [(name: String, lines: ClosedRange<Int>)] {
    var ranges: [(String, ClosedRange<Int>)] = []
    var start: (String, Int)?
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("// MUST FAIL: ") { start = (String(line.dropFirst(14)), index + 1) }
      if line == "}", let open = start {
        ranges.append((open.0, open.1...(index + 1)))
        start = nil
      }
    }
    return ranges
  }

  /// Checks that every snippet of a negative file produces an error inside its own lines.
  static func expectEachSnippetFails(_ source: String, name: String, in directory: URL) throws {
    let result = try Swiftc.typecheck(source, name: name, in: directory)
    #expect(result.status != 0)
    let errorLines = result.errors.compactMap { line -> Int? in
      let parts = line.split(separator: ":")
      return parts.count > 2 ? Int(parts[1]) : nil
    }
    let ranges = failingRanges(in: source)
    #expect(!ranges.isEmpty)
    for range in ranges {
      #expect(
        errorLines.contains { range.lines.contains($0) },
        "swiftc accepted \(range.name)\n\(result.output)")
    }
  }

  @Test("Objective-C export stubs compile, accept the app's code and reject what Xcode would")
  func objectiveC() throws {
    let exported = ExportedModule(
      try Self.profile(), mode: .objectiveC(.init(frameworkName: "Shared")))
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let module = try Swiftc.emitModule(
      StubsEmitter.emit(exported), moduleName: "Shared", in: directory)
    #expect(module.status == 0, "\(module.output)")
    #expect(!module.output.contains("warning:"), "\(module.output)")
    let client = try Swiftc.typecheck(
      try KotlinFixtures.text("Clients/ObjCClient.swift"), name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")
    try Self.expectEachSnippetFails(
      try KotlinFixtures.text("Clients/ObjCRejected.swift"), name: "Rejected", in: directory)
  }

  @Test("Swift export 2.4.20 stubs compile, with sealedType() and typed flows")
  func swiftExport2420() throws {
    let exported = ExportedModule(
      try Self.profile(),
      mode: .swiftExport(
        .init(
          moduleName: "Shared", kotlinVersion: .sealedTypes, flattenPackage: "com.example.profile")
      ))
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let module = try Swiftc.emitModule(
      StubsEmitter.emit(exported), moduleName: "Shared", in: directory)
    #expect(module.status == 0, "\(module.output)")
    #expect(!module.output.contains("warning:"), "\(module.output)")
    let client = try Swiftc.typecheck(
      try KotlinFixtures.text("Clients/SwiftExportClient.swift"), name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")
    try Self.expectEachSnippetFails(
      try KotlinFixtures.text("Clients/SwiftExportRejected.swift"), name: "Rejected",
      in: directory)
  }

  @Test("Swift export stubs of older versions compile and lack the newer shapes")
  func swiftExportOlder() throws {
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for version in [KotlinVersion.swiftExportFirstRelease, .coroutinesInSwiftExport] {
      let exported = ExportedModule(
        try Self.profile(), mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: version)))
      let module = try Swiftc.emitModule(
        StubsEmitter.emit(exported), moduleName: "Shared", in: directory)
      #expect(module.status == 0, "\(version): \(module.output)")
      let usesSealedType = """
        import Shared
        func f(_ a: ExportedKotlinPackages.com.example.profile.Action) { _ = a.sealedType() }
        """
      let sealed = try Swiftc.typecheck(usesSealedType, name: "Sealed", in: directory)
      #expect(sealed.status != 0, "sealedType() must not exist in \(version)")
    }
  }
}
