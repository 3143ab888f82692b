import KotlinExport
import KotlinSyntax
import Testing

@testable import KMPBridgeGenerator

@Suite("Glue model")
struct GlueModelTests {
  /// The glue model of a one-class module exported for the framework `Shared`.
  private static let model: GlueModel = model("package p\nclass A")

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

  /// The glue model of one Kotlin file exported for the framework `Shared`.
  private static func model(_ source: String) -> GlueModel {
    let file = KotlinParser.parse(source, path: "Main.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let exported = ExportedModule(
      module, mode: .objectiveC(ObjCExportConfiguration(frameworkName: "Shared")), header: nil)
    return GlueModel(
      exported: exported,
      configuration: GeneratorConfiguration(
        sourceSets: [], framework: "Shared", mode: .objectiveC, output: "Generated"))
  }

  /// The enum mirror the model emits for an enum class.
  private static func mirror(of name: String, in model: GlueModel) -> String {
    guard let type = model.enumClasses.first(where: { $0.kotlinName.description == name }) else {
      return ""
    }
    var writer = SwiftWriter()
    EnumMirrorEmitter(model: model).emit(type, into: &writer)
    return writer.text
  }

  @Test("an @ObjCEnum mirror converts to and from the native enum, by raw value")
  func nativeEnumConversions() {
    let model = Self.model(
      "package p\n@ObjCEnum enum class Level { LOW, @ObjCEnum.EntryName(\"top\") HIGH }")
    let text = Self.mirror(of: "p.Level", in: model)
    #expect(text.contains("public init(_ value: SharedLevelNSEnum) {"))
    #expect(text.contains("case 1: self = .high"))
    #expect(text.contains("public var nsEnum: SharedLevelNSEnum {"))
    #expect(text.contains("case .high: .top"))
  }

  @Test(
    "an @ObjCEnum mirror leaves the conversions out or qualifies the native enum when needed",
    arguments: [
      // Named from a constant: not known.
      ("@ObjCEnum(name = NAME) enum class Level { LOW }", nil),
      // An entry makes a mirror case `nsEnum`, as the conversion property is named.
      ("@ObjCEnum enum class Level { NS_ENUM }", nil),
      // Named like the mirror, which would hide it.
      ("@ObjCEnum(swiftName = \"LevelEnum\") enum class Level { LOW }", "Shared.LevelEnum"),
    ] as [(String, String?)])
  func nativeEnumConversionsGuarded(source: String, nativeName: String?) {
    let model = Self.model("package p\nconst val NAME = \"Kind\"\n" + source)
    let text = Self.mirror(of: "p.Level", in: model)
    #expect(text.contains("public enum LevelEnum"))
    if let nativeName {
      #expect(text.contains("public init(_ value: \(nativeName)) {"))
      #expect(text.contains("public var nsEnum: \(nativeName) {"))
    } else {
      #expect(!text.contains("public var nsEnum"))
      #expect(!text.contains("public init(_ value: SharedLevelNSEnum"))
    }
  }

  @Test("a flow whose member name is ambiguous gets no adapter, and a warning says why")
  func ambiguousFlowMember() {
    let model = Self.model(
      """
      package p
      import kotlinx.coroutines.flow.Flow
      interface Feed { val items: Flow<String>
        val titles: Flow<String> }
      interface Counter { val items: Int }
      """)
    #expect(model.flowMembers.map(\.memberKotlinName) == ["titles"])
    #expect(
      model.diagnostics.contains {
        $0.description.hasPrefix(
          "Main.kt:3:11: warning: no typed flow for 'items' (with p.Counter.items) of 'p.Feed'")
      })
  }

  @Test("an action whose constructor name is ambiguous carries the instance, with a warning")
  func ambiguousActionConstructor() {
    let model = Self.model(
      """
      package p
      import kotlinx.coroutines.flow.StateFlow
      sealed class Action {
        data class Add(val amount: Int) : Action() {
          constructor(amount: String) : this(0)
        }
        data class Rename(val title: String) : Action()
      }
      class CounterReactor {
        val state: StateFlow<Int> get() = TODO()
        fun send(action: Action) {}
        fun destroy() {}
      }
      """)
    #expect(model.actionTypes.contains(QualifiedName(packageName: "p", path: ["Action"])))
    var writer = SwiftWriter()
    for hierarchy in model.sealedClasses {
      SealedEnumEmitter(model: model).emit(hierarchy, into: &writer)
    }
    #expect(writer.text.contains("case add(Action.Add)"))
    #expect(writer.text.contains("case rename(title: String)"))
    #expect(
      model.diagnostics.contains {
        $0.description.hasPrefix("Main.kt:4:14: warning: the action case for 'p.Action.Add'")
      })
  }

  @Test("a reactor whose state flow's name is ambiguous gets no adapter, not another flow as state")
  func ambiguousReactorState() {
    let model = Self.model(
      """
      package p
      import kotlinx.coroutines.flow.StateFlow
      interface Other { val state: Int }
      open class CounterReactor {
        val state: StateFlow<Int> get() = TODO()
        val loading: StateFlow<Boolean> get() = TODO()
        fun send(action: String) {}
        fun destroy() {}
      }
      """)
    #expect(model.reactors.isEmpty)
    #expect(
      model.diagnostics.contains {
        $0.description.hasPrefix(
          "Main.kt:4:12: warning: no reactor adapter for 'p.CounterReactor': its member 'state'")
      })
  }
}
