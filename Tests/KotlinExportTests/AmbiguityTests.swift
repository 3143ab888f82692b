import KotlinExport
import Testing

/// Names the compiler settles by an order it does not promise are reported, never guessed.
@Suite("Ambiguous names are reported")
struct AmbiguityTests {
  static let mode = ExportMode.objectiveC(.init(frameworkName: "Shared"))

  @Test("two classes with the same simple name in two packages")
  func classesInTwoPackages() {
    let module = KotlinFixtures.module(common: [
      "a/Item.kt": "package a\nclass Item",
      "b/Item.kt": "package b\nclass Item",
    ])
    let exported = ExportedModule(module, mode: Self.mode)
    let first = exported.type(named: "a.Item")
    #expect(first?.swiftName == "Item")
    #expect(first?.ambiguity?.clashingDeclarations == ["a.Item", "b.Item"])
    #expect(exported.type(named: "b.Item")?.ambiguity != nil)
    #expect(
      exported.diagnostics.map(\.description).contains {
        $0.hasPrefix("a/Item.kt:2:7: warning: ambiguous Swift name")
      })
  }

  @Test("two file facades with the same name")
  func facades() {
    let module = KotlinFixtures.module(common: [
      "a/Utils.kt": "package a\nfun one() {}",
      "b/Utils.kt": "package b\nfun two() {}",
    ])
    let exported = ExportedModule(module, mode: Self.mode)
    #expect(exported.topLevelContainers.count == 2)
    #expect(exported.topLevelContainers.allSatisfy { $0.ambiguity != nil })
  }

  @Test("overloads that Swift would see under one name")
  func overloads() {
    let exported = KotlinFixtures.objC("class A { fun f(x: Int) {}\n fun f(x: String) {} }")
    let methods = exported.type(named: "A")?.methods ?? []
    #expect(methods.count == 2)
    #expect(methods.allSatisfy { $0.swiftName == "f(x:)" && $0.ambiguity != nil })
  }

  @Test("binary options: ignoring interface collisions, or keeping every Swift member name")
  func binaryOptions() {
    let module = KotlinFixtures.module(
      """
      interface Foo { fun m(): String }
      interface Bar { fun m(): Int }
      interface Base { fun load(id: Int) }
      interface Sub : Base { fun load(id: String) }
      class C { fun q(x: Int) {}
        fun q(x: String) {} }
      enum class E { FOOBAR, FooBar }
      """, path: "Main.kt")
    func ambiguous(_ configuration: ObjCExportConfiguration) -> [String] {
      let exported = ExportedModule(module, mode: .objectiveC(configuration))
      var result: [String] = []
      if exported.type(named: "Bar")?.methods.first?.ambiguity != nil { result.append("Bar.m") }
      if exported.type(named: "Sub")?.methods.first?.ambiguity != nil {
        result.append("Sub.load")
      }
      if exported.type(named: "C")?.methods.first?.ambiguity != nil { result.append("C.q") }
      if exported.enumEntries(of: "E").first?.ambiguity != nil { result.append("E.FOOBAR") }
      return result
    }
    #expect(ambiguous(.init(frameworkName: "Shared")) == ["Bar.m", "Sub.load", "C.q", "E.FOOBAR"])
    // A subinterface's clash with its superinterface stays: one class inherits both anyway.
    #expect(
      ambiguous(.init(frameworkName: "Shared", ignoresInterfaceMethodCollisions: true))
        == ["Sub.load", "C.q", "E.FOOBAR"])
    // Selectors still get `_`; Swift names do not, and Swift tells the members apart by type.
    // Enum entries stay marked: two class properties of one name and type are no overloads.
    #expect(
      ambiguous(.init(frameworkName: "Shared", disablesSwiftMemberNameMangling: true))
        == ["E.FOOBAR"])
  }

  @Test("a name many types share gets one warning, with the count, at the first type")
  func oneWarningPerSharedName() {
    let exported = KotlinFixtures.objC(
      """
      interface A { val id: String }
      interface B { val id: Int }
      interface C { val id: Long }
      interface D { val id: Boolean }
      interface E { val id: Double }
      interface F { val id: Float }
      """)
    let warnings = exported.diagnostics.map(\.description).filter { $0.contains("'id'") }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.hasPrefix(
        "Main.kt:1:11: warning: ambiguous Swift name: 6 members of types that one class could "
          + "inherit together") == true)
    #expect(warnings.first?.hasSuffix("(A.id, B.id, C.id, D.id, and 2 more)") == true)
    #expect(
      ["A", "B", "C", "D", "E", "F"].allSatisfy {
        exported.type(named: $0)?.properties.first?.ambiguity != nil
      })
  }

  @Test("every reserved selector piece starts upper case, as the selector check relies on")
  func reservedPieces() {
    #expect(
      ObjCNaming.reservedSelectorPieces.allSatisfy {
        $0.utf8.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false
      })
    #expect(ObjCNaming.mangledSelector("fooNULL:a:DEBUG:") == "fooNULL:a:DEBUG_:")
    #expect(ObjCNaming.mangledSelector("YES:") == "YES_:")
    #expect(ObjCNaming.mangledSelector("loadId:error:") == "loadId:error:")
  }

  @Test("enum entries whose Swift names clash")
  func enumEntries() {
    let exported = KotlinFixtures.objC("enum class E { FOOBAR, FooBar, OTHER }")
    let entries = exported.enumEntries(of: "E")
    #expect(entries.map(\.swiftName) == ["foobar", "foobar", "other"])
    #expect(entries.map { $0.ambiguity != nil } == [true, true, false])
  }

  @Test("an enum entry that clashes with the entries property")
  func entryClashesWithEntries() {
    let exported = KotlinFixtures.objC("enum class E { ENTRIES }")
    #expect(exported.enumEntries(of: "E").first?.ambiguity != nil)
  }

  @Test("a sealedType() case of an acronym-led subclass")
  func sealedTypeCaseSpelling() {
    let exported = KotlinFixtures.swift("sealed class S\nclass URLState : S()\nclass Plain : S()")
    let cases = exported.sealedHierarchy(of: "S")?.sealedType?.cases ?? []
    #expect(cases.map(\.name) == ["uRLState", "plain"])
    #expect(cases.map { $0.ambiguity != nil } == [true, false])
  }

  @Test("an @ObjCEnum enum class is predicted, not ambiguous")
  func objCEnum() {
    let exported = KotlinFixtures.objC("@ObjCEnum enum class E { A }")
    #expect(exported.type(named: "E")?.ambiguity == nil)
    #expect(exported.type(named: "E")?.nativeEnum?.cases.map(\.swiftName) == ["a"])
    #expect(exported.diagnostics.isEmpty)
  }

  @Test("an @ObjCEnum named from a constant is reported: the compiler reads it, we cannot")
  func objCEnumConstant() {
    for source in [
      "const val N = \"Kind\"\n@ObjCEnum(name = N) enum class E { A }",
      "const val N = \"Kind\"\n@ObjCEnum enum class E { @ObjCEnum.EntryName(name = N) A }",
    ] {
      let exported = KotlinFixtures.objC(source)
      #expect(exported.type(named: "E")?.nativeEnum?.ambiguity != nil)
      #expect(exported.type(named: "E")?.ambiguity == nil)
      #expect(exported.diagnostics.count == 1)
    }
    let literal = KotlinFixtures.objC("@ObjCEnum(name = \"Kind\") enum class E { A }")
    #expect(literal.type(named: "E")?.nativeEnum?.ambiguity == nil)
  }

  @Test("a distinct module has no ambiguity")
  func none() {
    let exported = KotlinFixtures.objC("class A { fun f(x: Int) {} }\nenum class E { A, B }")
    #expect(exported.types.allSatisfy { $0.ambiguity == nil })
    #expect(exported.diagnostics.isEmpty)
  }
}
