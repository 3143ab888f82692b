import Foundation
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
  private static func model(_ source: String, swiftExport: Bool = false) -> GlueModel {
    let file = KotlinParser.parse(source, path: "Main.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let mode: ExportMode =
      swiftExport
      ? .swiftExport(SwiftExportConfiguration(moduleName: "Shared", kotlinVersion: .init(2, 4, 20)))
      : .objectiveC(ObjCExportConfiguration(frameworkName: "Shared"))
    let exported = ExportedModule(module, mode: mode, header: nil)
    return GlueModel(
      exported: exported,
      configuration: GeneratorConfiguration(
        sourceSets: [], framework: "Shared", mode: swiftExport ? .swiftExport : .objectiveC,
        output: "Generated"))
  }

  // MARK: The Kotlin support file

  @Test("a module holding KMPBridgeFlows.kt collects through it (objc), in any package")
  func kotlinSupportFound() {
    for package in ["kmpbridge", "com.example.shared"] {
      let model = Self.model(KotlinSupportFile.text(package: package))
      #expect(model.collectsThroughKotlinSupport, "\(package)")
      #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
      #expect(!model.wanted(QualifiedName(packageName: package, path: ["KMPBridgeFlows"])))
    }
    #expect(!Self.model("package p\nclass A").collectsThroughKotlinSupport)
    // Swift export collects through `asAsyncSequence()`, which cancels in Kotlin already.
    let swiftExport = Self.model(KotlinSupportFile.text(package: "kmpbridge"), swiftExport: true)
    #expect(!swiftExport.collectsThroughKotlinSupport)
    #expect(swiftExport.diagnostics.isEmpty)
    #expect(
      !swiftExport.wanted(QualifiedName(packageName: "kmpbridge", path: ["KMPBridgeFlows"])))
  }

  @Test(
    "a KMPBridgeFlows the glue cannot call is not used, and a warning says to write it again",
    arguments: [
      // An older or edited `collect`.
      """
      package kmpbridge
      import kotlinx.coroutines.flow.Flow
      class KMPBridgeFlowCollection { fun cancel() {} }
      object KMPBridgeFlows {
        fun collect(flow: Flow<Any?>, onValue: (Any?) -> Unit): KMPBridgeFlowCollection = TODO()
      }
      """,
      // No way to cancel.
      """
      package kmpbridge
      import kotlinx.coroutines.flow.Flow
      class KMPBridgeFlowCollection
      object KMPBridgeFlows {
        fun collect(flow: Flow<Any?>, onValue: (Any?) -> Unit, onEnd: (Throwable?) -> Unit): KMPBridgeFlowCollection = TODO()
      }
      """,
      // A class, not an object.
      """
      package kmpbridge
      import kotlinx.coroutines.flow.Flow
      class KMPBridgeFlowCollection { fun cancel() {} }
      class KMPBridgeFlows {
        fun collect(flow: Flow<Any?>, onValue: (Any?) -> Unit, onEnd: (Throwable?) -> Unit): KMPBridgeFlowCollection = TODO()
      }
      """,
    ])
  func kotlinSupportOfAnotherShape(source: String) {
    let model = Self.model(source)
    #expect(!model.collectsThroughKotlinSupport)
    let warning = model.diagnostics.first { $0.message.contains("'KMPBridgeFlows'") }
    #expect(warning?.description.hasPrefix("Main.kt:") == true, "\(model.diagnostics)")
    #expect(warning?.message.contains("kmp-bridge kotlin-support") == true)
  }

  @Test("a real header without KMPBridgeFlows (a framework built before it was added) wins")
  func kotlinSupportMissingFromHeader() {
    let file = KotlinParser.parse(
      KotlinSupportFile.text(package: "kmpbridge") + "class Other\n", path: "Main.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let header = FrameworkHeader.parse(
      """
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Other")))
      @interface SharedOther : SharedBase
      - (instancetype)init __attribute__((swift_name("init()"))) __attribute__((objc_designated_initializer));
      @end
      """, path: "Shared.h")
    let exported = ExportedModule(
      module, mode: .objectiveC(ObjCExportConfiguration(frameworkName: "Shared")), header: header)
    let model = GlueModel(
      exported: exported,
      configuration: GeneratorConfiguration(
        sourceSets: [], framework: "Shared", mode: .objectiveC, output: "Generated"))
    #expect(!model.collectsThroughKotlinSupport)
    #expect(
      model.diagnostics.contains { $0.message.contains("header does not have it") },
      "\(model.diagnostics)")
  }

  @Test("the fixtures' and the example's KMPBridgeFlows.kt are the file kotlin-support writes")
  func kotlinSupportFilesAreFresh() throws {
    let root = Fixtures.directory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for sourceRoot in [
      Fixtures.sourceSet("KotlinSupport"),
      root.appendingPathComponent("Examples/ProfileApp/shared/src/iosMain/kotlin").path,
    ] {
      let path = KotlinSupportFile.path(in: sourceRoot, package: "kmpbridge")
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text == KotlinSupportFile.text(package: "kmpbridge"), "\(path)")
    }
  }

  @Test("package names kotlin-support refuses")
  func kotlinSupportPackages() {
    for good in ["kmpbridge", "com.example.shared", "_x.y2"] {
      #expect(KotlinSupportFile.problem(inPackage: good) == nil, "\(good)")
    }
    for bad in ["", "com..x", "1x", "com.example.", "a-b", "com.fun.x", "é", "kotlin.x", "_"] {
      #expect(KotlinSupportFile.problem(inPackage: bad) != nil, "\(bad)")
    }
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

extension GlueModelTests {
  @Test("every public type of KMPBridge and KMPBridgeSwiftUI is a name package typealiases avoid")
  func reservedNamesAreComplete() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    var names: Set<String> = []
    for target in ["KMPBridge", "KMPBridgeSwiftUI"] {
      let root = sources.appendingPathComponent(target)
      let files =
        FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(
          contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        // Top-level declarations only: they start their line.
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
          let words = line.split(separator: " ")
          guard words.first == "public" || words.first == "open",
            let kind = words.firstIndex(where: {
              ["struct", "class", "enum", "protocol", "actor", "typealias"].contains($0)
            }), kind + 1 < words.count
          else { continue }
          let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber }
          if name.first?.isUppercase == true { names.insert(String(name)) }
        }
      }
    }
    #expect(names.count > 20)
    #expect(names.subtracting(ModuleEmitter.reservedTypeNames).isEmpty)
  }

  @Test("a package typealias that would hide a Swift, SwiftUI or KMPBridge type takes its package")
  func packageAliasesDoNotShadow() {
    let file = KotlinParser.parse(
      "package com.example\nclass Error\nclass State\nclass ReactorStore\nclass Profile",
      path: "Main.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let exported = ExportedModule(
      module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)))
    let names = exported.packageTypeAliases(reserving: ModuleEmitter.reservedTypeNames)
      .map(\.name)
    #expect(
      names == [
        "Profile", "com_example_Error", "com_example_ReactorStore", "com_example_State",
      ])
    // The compiler's own aliases (flattenPackage) keep their names.
    let flattened = ExportedModule(
      module,
      mode: .swiftExport(
        .init(moduleName: "Shared", kotlinVersion: .sealedTypes, flattenPackage: "com.example")))
    #expect(
      flattened.packageTypeAliases().filter(\.isDeclaredByCompiler).map(\.name)
        == ["Error", "Profile", "ReactorStore", "State"])
  }
}

extension GlueModelTests {
  /// Found in a real app: the root package's sealed `DialogState` beside a data class
  /// `screens.dialog.DialogState`, whose alias hid the root class from the glue.
  @Test("a package typealias named like a class of the root package takes its package")
  func packageAliasesDoNotHideTheRootPackage() {
    let root = KotlinParser.parse(
      "sealed class DialogState { object Closed : DialogState() }\ntypealias Amount = Long",
      path: "Screen.kt")
    let other = KotlinParser.parse(
      "package screens.dialog\ndata class DialogState(val open: Boolean)\nclass Amount\nclass Ledger",
      path: "screens/dialog/DialogState.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [root, other])])
    let exported = ExportedModule(
      module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)))
    #expect(
      exported.packageTypeAliases().map(\.name) == [
        "Ledger", "screens_dialog_Amount", "screens_dialog_DialogState",
      ])
  }

  @Test("generated enum names stay distinct: packages, then nesting, then numbers")
  func distinctEnumNames() {
    func name(_ text: String) -> QualifiedName {
      let parts = text.split(separator: "/")
      return QualifiedName(
        packageName: String(parts[0]), path: parts[1].split(separator: ".").map(String.init))
    }
    let names = GeneratedNames(for: [
      name("p/Profile.State"), name("p/Eligibility.Status"), name("p/EligibilityStatus"),
      name("a.x/Mode"), name("b.x/Mode"), name("q/Kind"),
      // `auth.State` would be `AuthStateEnum`, as `other.AuthState` alone would.
      name("auth/State"), name("home/State"), name("other/AuthState"),
    ])
    #expect(names.enumNames[name("p/Profile.State")] == "ProfileStateEnum")
    #expect(names.enumNames[name("p/Eligibility.Status")] == "PEligibility_StatusEnum")
    #expect(names.enumNames[name("p/EligibilityStatus")] == "PEligibilityStatusEnum")
    #expect(names.enumNames[name("a.x/Mode")] == "AXModeEnum")
    #expect(names.enumNames[name("b.x/Mode")] == "BXModeEnum")
    #expect(names.enumNames[name("q/Kind")] == "KindEnum")
    #expect(names.enumNames[name("other/AuthState")] == "OtherAuthStateEnum")
    #expect(names.enumNames[name("auth/State")] == "AuthStateEnum")
    #expect(names.enumNames[name("home/State")] == "HomeStateEnum")
    #expect(Set(names.enumNames.values).count == 9)
  }
}

extension GlueModelTests {
  @Test("a subclass of a generic base reactor is one: its inherited state, send and teardown")
  func reactorsInheritingFromGenericBases() {
    let model = Self.model(
      """
      package p
      import kotlinx.coroutines.flow.StateFlow
      data class UiState(val count: Int)
      sealed class Action { data object Start : Action() }
      abstract class Base<A, S> {
        val state: StateFlow<S> get() = TODO()
        fun send(action: A) {}
        fun close() {}
      }
      class Timer : Base<Action, UiState>()
      class Plain : Base<String, UiState>()
      open class Middle<S> : Base<Action, S>()
      class Leaf : Middle<UiState>()
      """)
    let shapes = model.reactors.map { shape -> String in
      var kind = "plain"
      if case .sealedClass(let name) = shape.actionKind { kind = name.simpleName }
      return "\(shape.type.swiftName): \(shape.actionSwiftType) (\(kind)), "
        + "state \(shape.state.elementSwiftType) of \(shape.state.declaringOwner.simpleName), "
        + "\(shape.destroy?.kotlinName ?? "-")"
    }
    // `Plain`'s action is `String`, which its `send(action: A)` takes as the erased `A`: no
    // adapter names it. `Middle` is generic (no accessors in the Objective-C export); `Leaf`
    // settles both parameters through it.
    #expect(
      shapes == [
        "Leaf: ActionEnum (Action), state UiState of Base, close",
        "Timer: ActionEnum (Action), state UiState of Base, close",
      ])
    // `Base`'s own `state` is of its type parameter: it gets no accessor, so it covers nothing.
    #expect(
      model.flowMembers.filter(\.hasKnownElement).map {
        "\($0.owner.simpleName).\($0.memberKotlinName)"
      }
      .sorted() == ["Leaf.state", "Plain.state", "Timer.state"])
  }
}

extension GlueModelTests {
  @Test("a Swift export reactor whose send Swift sees erased cannot take the action: a warning")
  func erasedSendWarns() {
    let file = KotlinParser.parse(
      """
      package p
      import kotlinx.coroutines.flow.StateFlow
      data class UiState(val count: Int)
      enum class ModeAction { START }
      abstract class ReducerBase<A, S> {
        val state: StateFlow<S> get() = TODO()
        fun send(action: A) {}
        fun close() {}
      }
      class ModeReactor : ReducerBase<ModeAction, UiState>()
      """, path: "Main.kt")
    let module = KotlinModule(
      name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: [file])])
    let exported = ExportedModule(
      module,
      mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: KotlinVersion("2.4.20")!)),
      header: nil)
    let model = GlueModel(
      exported: exported,
      configuration: GeneratorConfiguration(
        sourceSets: [], framework: "Shared", mode: .swiftExport, output: "Generated"))
    // A native Swift enum is no `KotlinBase`, which the erased `A` takes. (The base class's
    // own adapter takes the erased `KotlinBase?` as it is.)
    #expect(model.reactors.map(\.type.kotlinName.description) == ["p.ReducerBase"])
    #expect(
      model.diagnostics.map(\.description).contains(
        "Main.kt:10:7: warning: no reactor adapter for 'p.ModeReactor': in Swift export its "
          + "'send' is 'p.ReducerBase.send(action:)' (parameter 'A', erased to its bound), "
          + "where a 'p.ModeAction' cannot be passed, or the prediction cannot tell that it can"))
  }
}

extension GlueModelTests {
  @Test("a view model's one entry point for a sealed or enum action gets a reactor adapter")
  func dispatcherViewModels() {
    let model = Self.model(
      """
      package p
      import kotlinx.coroutines.flow.StateFlow
      data class UiState(val count: Int)
      sealed interface HomeIntent {
        data object Refresh : HomeIntent
        data class Open(val id: Long) : HomeIntent
      }
      enum class Mode { ON, OFF }
      class Home {
        val state: StateFlow<UiState> get() = TODO()
        fun onIntent(intent: HomeIntent) {}
        fun onCleared() {}
      }
      class Toggle {
        val state: StateFlow<UiState> get() = TODO()
        fun dispatch(action: Mode) {}
      }
      class WithMore {
        val state: StateFlow<UiState> get() = TODO()
        fun onIntent(intent: HomeIntent) {}
        fun retry() {}
        fun onCleared() {}
      }
      class Untyped {
        val state: StateFlow<UiState> get() = TODO()
        fun onEvent(event: String) {}
        fun onCleared() {}
      }
      class Named {
        val state: StateFlow<UiState> get() = TODO()
        fun apply(intent: HomeIntent) {}
        fun onCleared() {}
      }
      class Suspending {
        val state: StateFlow<UiState> get() = TODO()
        suspend fun onIntent(intent: HomeIntent) {}
      }
      abstract class MviViewModel<S, I>(initial: S) {
        val state: StateFlow<S> get() = TODO()
        fun onAction(action: I) {}
        fun close() {}
      }
      class Feed : MviViewModel<UiState, HomeIntent>(UiState(0))
      class FeedWithMore : MviViewModel<UiState, HomeIntent>(UiState(0)) {
        fun refresh() {}
      }
      class Both {
        val state: StateFlow<UiState> get() = TODO()
        fun send(action: Mode) {}
        fun onIntent(intent: HomeIntent) {}
      }
      sealed class ChatEvent { data class Toast(val text: String) : ChatEvent() }
      class Chat {
        val state: StateFlow<UiState> get() = TODO()
        val events: kotlinx.coroutines.flow.Flow<ChatEvent> get() = TODO()
        fun onEvent(event: ChatEvent) {}
        fun onCleared() {}
      }
      """)
    let shapes = model.reactors.map { shape -> String in
      var kind = "methods"
      switch shape.actionKind {
      case .sealedClass(let name): kind = "sealed " + name.simpleName
      case .enumClass(let name): kind = "enum " + name.simpleName
      case .plain: kind = "plain"
      case .methods(let methods):
        kind = "methods " + methods.map(\.kotlinName).joined(separator: ",")
      }
      return "\(shape.type.swiftName): \(shape.actionSwiftType) (\(kind)) via "
        + "\(shape.send?.kotlinName ?? "-"), \(shape.destroy?.kotlinName ?? "-")"
    }
    // `WithMore` and `FeedWithMore` have another action method: one case per method keeps it
    // reachable. `Untyped`'s parameter is no generated enum's class, `Named`'s method has no
    // entry point's name, and `Suspending`'s is a suspend function (no teardown either).
    // `send` comes first. `Chat`'s events are of the class its `onEvent` takes: its enum keeps
    // the Kotlin values, so that class is no action type.
    #expect(
      shapes == [
        "Both: ModeEnum (enum Mode) via send, -",
        "Chat: ChatAction (methods onEvent) via -, onCleared",
        "Feed: HomeIntentEnum (sealed HomeIntent) via onAction, close",
        "FeedWithMore: FeedWithMoreAction (methods refresh) via -, close",
        "Home: HomeIntentEnum (sealed HomeIntent) via onIntent, onCleared",
        "Named: NamedAction (methods apply) via -, onCleared",
        "Toggle: ModeEnum (enum Mode) via dispatch, -",
        "Untyped: UntypedAction (methods onEvent) via -, onCleared",
        "WithMore: WithMoreAction (methods onIntent,retry) via -, onCleared",
      ])
    // The action type's enum carries constructor arguments.
    let intent = model.sealedClasses.first { $0.kotlinName.simpleName == "HomeIntent" }
    #expect(intent != nil && model.actionTypes.contains(intent!.kotlinName))
  }
}
