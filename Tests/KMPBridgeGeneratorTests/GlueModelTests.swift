import KotlinExport
import KotlinSyntax
import Testing

@testable import KMPBridgeGenerator

@Suite("Glue model")
struct GlueModelTests {
  /// The glue model of a one-class module exported for the framework `Shared`.
  private static let model: GlueModel = {
    let file = KotlinParser.parse("package p\nclass A", path: "A.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let exported = ExportedModule(
      module, mode: .objectiveC(ObjCExportConfiguration(frameworkName: "Shared")), header: nil)
    return GlueModel(
      exported: exported,
      configuration: GeneratorConfiguration(
        sourceSets: [], framework: "Shared", mode: .objectiveC, output: "Generated"))
  }()

  @Test(
    "a spelling names KMPBridge's own types through the framework module",
    arguments: [
      ("Reactor", "Shared.Reactor"),
      ("[FlowState]?", "[Shared.FlowState]?"),
      ("[String: Send]", "[String: Shared.Send]"),
      ("(Reactor, any KotlinFlow) -> Void", "(Shared.Reactor, any Shared.KotlinFlow) -> Void"),
      // A member of another type, and names that only contain a runtime name, stay as they are.
      ("Outer.Reactor", "Outer.Reactor"),
      ("Reactors", "Reactors"),
      ("MyReactor", "MyReactor"),
      ("KotlinInt", "KotlinInt"),
      ("", ""),
      // Other scripts take the character path, with the same rules.
      ("[Grüße: Reactor]", "[Grüße: Shared.Reactor]"),
      ("Größe.Reactor", "Größe.Reactor"),
    ])
  func qualifiesRuntimeNames(spelling: String, expected: String) {
    #expect(Self.model.swift(spelling) == expected)
  }
}
