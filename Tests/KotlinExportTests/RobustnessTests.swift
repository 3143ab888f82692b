import Foundation
import KotlinExport
import KotlinSyntax
import Testing

@Suite("Hostile input")
struct RobustnessTests {
  @Test("recursive typealiases and self-inheriting classes end")
  func cycles() {
    let exported = KotlinFixtures.objC(
      """
      typealias A = List<B>
      typealias B = A
      open class Loop : Loop()
      interface I : J
      interface J : I
      class User(val a: A) : I
      """)
    let user = exported.type(named: "User")
    #expect(user?.initializers.first?.parameters.first?.swiftType != nil)
    #expect(!StubsEmitter.emit(exported).isEmpty)
  }

  @Test("every parser fixture, broken ones included, goes through both exports and the stubs")
  func parserFixtures() throws {
    let root = KotlinFixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("KotlinSyntaxTests/Fixtures")
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
    var files: [KotlinFile] = []
    for case let relative as String in enumerator where relative.hasSuffix(".kt") {
      let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
      files.append(KotlinParser.parse(bytes, path: relative))
    }
    let module = KotlinModule(
      name: "fixtures", sourceSets: [SourceSet(name: "commonMain", files: files)])
    for mode in [
      ExportMode.objectiveC(.init(frameworkName: "Fixtures")),
      .swiftExport(.init(moduleName: "Fixtures", kotlinVersion: .sealedTypes)),
    ] {
      let exported = ExportedModule(module, mode: mode)
      #expect(!StubsEmitter.emit(exported).isEmpty)
      _ = exported.flowMembers()
      _ = exported.nestedTypePaths()
      _ = exported.packageTypeAliases()
      for name in exported.sealedClasses { _ = exported.sealedHierarchy(of: name) }
    }
  }
}
