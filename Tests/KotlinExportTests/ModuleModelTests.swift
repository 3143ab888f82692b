import KotlinExport
import KotlinSyntax
import Testing

@Suite("Module model")
struct ModuleModelTests {
  static func profile() throws -> KotlinModule {
    try KotlinFixtures.moduleFromDirectory("Profile")
  }

  static func name(_ text: String) -> QualifiedName {
    let parts = text.split(separator: "/")
    return QualifiedName(
      packageName: String(parts[0]), path: parts[1].split(separator: ".").map(String.init))
  }

  @Test("a sealed hierarchy spanning three files and two nesting levels has every subclass")
  func sealedAcrossFiles() throws {
    let module = try Self.profile()
    let action = try #require(module.classes[Self.name("com.example.profile/Action")])
    #expect(
      action.sealedSubclasses.map(\.classPath) == [
        "Action.Follow", "Action.Refresh", "Action.Tabs.Select", "DebugAction", "Navigation.Open",
        "Back", "Share",
      ])
    let files = Set(action.sealedSubclasses.compactMap { module.classes[$0]?.fileIndex })
    #expect(files.count == 3)
    #expect(action.sealedSubclasses.contains { $0.path.count == 3 })
  }

  @Test("an internal subclass is not exported, and the sealed hierarchy says why")
  func internalSubclass() throws {
    let exported = ExportedModule(
      try Self.profile(), mode: .objectiveC(.init(frameworkName: "Shared")))
    let hierarchy = try #require(exported.sealedHierarchy(of: "com.example.profile.Action"))
    let debug = try #require(
      hierarchy.subclasses.first { $0.kotlinName.simpleName == "DebugAction" })
    #expect(!debug.isExported)
    #expect(debug.notExportedReason == .internal)
    #expect(debug.swiftTypeName == nil)
    #expect(!hierarchy.isCompletelyExported)
    let follow = try #require(hierarchy.subclasses.first { $0.kotlinName.simpleName == "Follow" })
    #expect(follow.isExported && follow.swiftTypeName == "Action.Follow" && !follow.isObject)
    #expect(follow.caseName == "follow")
    let refresh = try #require(hierarchy.subclasses.first { $0.kotlinName.simpleName == "Refresh" })
    #expect(refresh.isObject)
    let select = try #require(hierarchy.subclasses.first { $0.kotlinName.simpleName == "Select" })
    #expect(select.swiftTypeName == "Action.TabsSelect")
    #expect(select.caseName == "tabsSelect")
  }

  @Test("the Swift export sealedType() enum gets an unknown case for the internal subclass")
  func sealedTypeUnknown() throws {
    let exported = ExportedModule(
      try Self.profile(),
      mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)))
    let sealedType = try #require(
      exported.sealedHierarchy(of: "com.example.profile.Action")?.sealedType)
    #expect(sealedType.hasUnknownCase)
    #expect(sealedType.swiftName == "ExportedKotlinPackages.com.example.profile.Action_SealedType")
    #expect(sealedType.cases.map(\.name).contains("back"))
  }

  @Test("import aliases, star imports and default imports resolve")
  func resolution() throws {
    let module = try Self.profile()
    let loaded = try #require(module.classes[Self.name("com.example.profile/ProfileState.Loaded")])
    let parameters = try #require(loaded.declaration.primaryConstructor?.parameters)
    let context = try #require(module.context(of: loaded.name))
    let types = parameters.compactMap(\.type).map { module.resolve($0, in: context).description }
    #expect(
      types == [
        "com.example.profile.model.User", "kotlin.collections.List<com.example.profile.Tab>",
        "com.example.profile.model.Badge?",
      ])
  }

  @Test("the Apple actual wins over the expect, and Android-only code is ignored")
  func expectActual() throws {
    let module = try Self.profile()
    let platform = module.topLevelMembers.filter { $0.name == "platformName" }
    #expect(platform.count == 1)
    #expect(platform.first.map { module.files[$0.fileIndex].sourceSetName } == "iosMain")
    #expect(module.classes.keys.allSatisfy { $0.simpleName != "AndroidOnly" })
    let exported = ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
    #expect(Rule.answer(.topLevel("platformName"), in: exported) == "Platform_iosKt.platformName()")
  }

  @Test("the profile fixture resolves every name")
  func noUnresolvedNames() throws {
    #expect(try Self.profile().diagnostics.map(\.description) == [])
  }

  @Test("an unresolved reference is a warning in the compiler's format")
  func unresolvedWarning() {
    let module = KotlinFixtures.module(
      "package p\n\nclass A {\n  val flow: Flow<Int> get() = TODO()\n}\n", path: "src/A.kt")
    #expect(
      module.diagnostics.map(\.description) == [
        "src/A.kt:4:13: warning: unresolved reference 'Flow'; its Swift spelling cannot be "
          + "predicted"
      ])
  }

  @Test("a type found nowhere else comes from the only star import of a package outside")
  func typeThroughStarImport() {
    let module = KotlinFixtures.module(
      "import io.ktor.client.*\nclass A { val c: HttpClient get() = TODO() }", path: "A.kt")
    #expect(module.diagnostics.isEmpty)
    let exported = ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
    #expect(
      exported.type(named: "A")?.properties.first?.kotlinType
        == .external("io.ktor.client.HttpClient", arguments: []))
    // Several Apple SDK packages name a class the same way whichever declares it.
    let sdk = KotlinFixtures.objC(
      "import platform.Foundation.*\nimport platform.UIKit.*\n"
        + "class A { val c: UIViewController get() = TODO() }")
    #expect(sdk.type(named: "A")?.properties.first?.swiftType == "UIViewController")
  }

  @Test("with several star imports of outside packages, the warning names the first")
  func unresolvedThroughStarImports() {
    let module = KotlinFixtures.module(
      "import io.ktor.client.*\nimport io.ktor.http.*\n"
        + "class A { val c: HttpClient get() = TODO() }", path: "A.kt")
    #expect(module.diagnostics.first?.message.contains("'import io.ktor.client.*'") == true)
  }

  @Test("an explicit import beats a class of the same package")
  func importPrecedence() {
    let module = KotlinFixtures.module(common: [
      "A.kt": "package p\nimport q.Item\nclass A { val item: Item get() = TODO() }",
      "Item.kt": "package p\nclass Item",
      "Q.kt": "package q\nclass Item",
    ])
    let name = QualifiedName(packageName: "p", path: ["A"])
    let property = module.classes[name]?.declaration.properties.first
    let resolved = property?.type.map { module.resolve($0, in: module.context(of: name)!) }
    #expect(resolved?.description == "q.Item")
  }

  @Test("nested classes of enclosing classes and of supertypes are in scope")
  func enclosingScopes() {
    let module = KotlinFixtures.module(
      """
      package p
      open class Base { class Inner }
      class Outer {
        class Middle : Base() {
          val a: Inner get() = TODO()
          val b: Sibling get() = TODO()
        }
        class Sibling
      }
      """)
    let middle = QualifiedName(packageName: "p", path: ["Outer", "Middle"])
    let context = module.context(of: middle)!
    let types = module.classes[middle]!.declaration.properties.compactMap(\.type).map {
      module.resolve($0, in: context).description
    }
    #expect(types == ["p.Base.Inner", "p.Outer.Sibling"])
  }

  @Test("a name written with its package finds classes, nested classes and typealiases")
  func fullyQualifiedNames() {
    let module = KotlinFixtures.module(common: [
      "A.kt": """
      package p
      import a.b.Alias
      class A {
        val nested: q.r.Outer.Inner get() = TODO()
        val aliased: a.b.Alias get() = TODO()
        val imported: Alias get() = TODO()
        val outside: io.ktor.client.HttpClient get() = TODO()
        val standard: kotlin.collections.List<Int> get() = TODO()
        val wrongCase: q.r.outer get() = TODO()
        val dotted: `q.r.x`.Y get() = TODO()
      }
      """,
      "Outer.kt": "package q.r\nclass Outer { class Inner }",
      // A package that declares nothing but a typealias.
      "Alias.kt": "package a.b\ntypealias Alias = q.r.Outer",
    ])
    let name = QualifiedName(packageName: "p", path: ["A"])
    let context = module.context(of: name)!
    let types = module.classes[name]!.declaration.properties.compactMap(\.type).map {
      module.resolve($0, in: context).description
    }
    #expect(
      types == [
        "q.r.Outer.Inner", "q.r.Outer", "q.r.Outer", "io.ktor.client.HttpClient",
        "kotlin.collections.List<kotlin.Int>", "q.r.outer", "q.r.x.Y",
      ])
    // The last two are unresolved: a lower-case last name is no class outside the module, and
    // `q.r.x.Y` (a backticked name may hold dots) starts with the module's package `q.r`, which
    // has no class `x.Y`.
    let unresolved = module.diagnostics.map(\.message).filter { $0.contains("unresolved") }
    #expect(unresolved.count == 2)
    #expect(unresolved.contains { $0.contains("'q.r.x.Y'") })
  }

  @Test("a typealias is expanded, type arguments substituted")
  func typeAliasExpansion() {
    let module = KotlinFixtures.module(
      "package p\ntypealias Names<T> = Map<String, List<T>>\nclass A { val n: Names<Int> get() = TODO() }"
    )
    let name = QualifiedName(packageName: "p", path: ["A"])
    let type = module.classes[name]!.declaration.properties[0].type!
    #expect(
      module.resolve(type, in: module.context(of: name)!).description
        == "kotlin.collections.Map<kotlin.String, kotlin.collections.List<kotlin.Int>>")
  }

  @Test("effective visibility: public inside internal is not visible")
  func effectiveVisibility() {
    let module = KotlinFixtures.module("internal class A { class B }\nclass C { private class D }")
    #expect(
      module.classes[QualifiedName(packageName: "", path: ["A", "B"])]?.visibilityProblem
        == .containerNotExported(QualifiedName(packageName: "", path: ["A"])))
    #expect(
      module.classes[QualifiedName(packageName: "", path: ["C", "D"])]?.visibilityProblem
        == .private)
    #expect(module.isVisible(QualifiedName(packageName: "", path: ["C"])))
  }

  @Test("an expect class without an actual is reported and not exported")
  func expectWithoutActual() {
    let module = KotlinFixtures.module("expect class Clock", path: "Clock.kt")
    #expect(
      module.diagnostics.map(\.description) == [
        "Clock.kt:1:14: warning: expect class 'Clock' has no actual in an Apple source set; it is "
          + "not exported"
      ])
  }
}
