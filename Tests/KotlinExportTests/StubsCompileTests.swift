import Foundation
import KotlinExport
import KotlinSyntax
import Testing

/// Client code that must compile against the stubs (it uses the predicted API as an app would)
/// and code that must not (what the real framework rejects), one snippet per function.
@Suite("Emitted stubs compile with swiftc", .serialized)
struct StubsCompileTests {
  static func profile() throws -> KotlinModule {
    try KotlinFixtures.moduleFromDirectory("Profile")
  }

  /// Module `Shared` of one source set from Kotlin sources by path, parsed in path order.
  static func module(_ sources: [String: String]) -> KotlinModule {
    let files = sources.keys.sorted().map { KotlinParser.parse(sources[$0] ?? "", path: $0) }
    return KotlinModule(name: "Shared", sourceSets: [SourceSet(name: "commonMain", files: files)])
  }

  /// The Objective-C stubs of `module` (framework `Shared`), built as module `Shared`, and
  /// `client` type-checked against them (skipped when the stubs do not build).
  static func checkObjectiveCStubs(_ module: KotlinModule, client: String)
    throws -> (stubs: String, built: Swiftc.Result, client: Swiftc.Result?)
  {
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = StubsEmitter.emit(
      ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared"))))
    let built = try Swiftc.emitModule(stubs, moduleName: "Shared", in: directory)
    guard built.status == 0 else { return (stubs, built, nil) }
    return (stubs, built, try Swiftc.typecheck(client, name: "Client", in: directory))
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

  /// Shapes real modules have that the fixture module lacks (found by type-checking the stubs
  /// and glue of eight open-source apps and eleven libraries): library and Apple SDK types, a
  /// factory function named like its class, one class name in two packages, exceptions, an
  /// override without a written type, a keyword in a package name, two `actual`s of one function,
  /// initializers inherited through a class that declares none, unresolved and SDK names.
  static let realShapes: [String: String] = [
    "a/Api.kt": """
    package a
    import io.ktor.client.HttpClient
    import kotlinx.datetime.Instant
    import kotlin.coroutines.CoroutineContext
    import platform.UIKit.UIViewController
    import platform.UIKit.UITableViewDelegateProtocol
    import platform.Foundation.NSUserDefaults
    import platform.Foundation.NSException
    import platform.Foundation.NSProgress
    import platform.Foundation.NSUndoManager
    import platform.Foundation.NSIndexSet
    import noria.NoriaContext
    import some.library.*

    class Api(val client: HttpClient, val context: CoroutineContext) {
        fun at(instant: Instant): String = ""
        fun controller(): UIViewController = TODO()
        fun delegate(): UITableViewDelegateProtocol? = null
        fun defaults(): NSUserDefaults = TODO()
        fun failure(): NSException? = null
        fun progress(): NSProgress = TODO()
        fun undo(): NSUndoManager? = null
        fun selection(): NSIndexSet = TODO()
        fun noria(context: NoriaContext) {}
        fun starImported(value: StarImported) {}
        fun anyEnum(value: Enum<*>) {}
    }
    class State
    fun State(): State = State()
    interface Refreshing { fun refresh() }
    class Screen : Refreshing { override fun refresh() = load(false)
        private fun load(initial: Boolean) {} }
    open class AppException(message: String?) : Exception(message)
    class NetworkException(message: String?) : AppException(message)
    sealed class Failure(override val message: String) : Exception(message) {
        class Timeout(override val message: String) : Failure(message)
    }
    actual fun platformName(): String = ""
    open class Base(val id: String)
    open class Mid(id: String, n: String) : Base(id)
    class Leaf(id: String) : Mid(id, "")
    open class HttpException(val status: Int) : Exception()
    class Unauthorized(message: String?) : HttpException(401)
    class Unsupported(message: String?) : UnsupportedOperationException(message)
    """,
    "c/Observers.kt": """
    package c
    import platform.darwin.NSObjectProtocol
    import platform.CoreGraphics.CGFloat
    import first.library.*
    import second.library.*
    class Observers {
        fun observer(): NSObjectProtocol? = null
        fun width(): CGFloat = 0.0
        fun timeout(): Duration = TODO()
        fun stream(): Stream<Int> = TODO()
        fun port(unit: Unit2, port: Port?): Dimension? = null
    }
    """,
    "b/State.kt": """
    package b
    data class State(val loading: Boolean) { companion object { fun initial() = State(true) } }
    data class Attachment(val links: List<String>, val hash: String) {
        val debugDescription: String get() = ""
    }
    data class Expense(val amount: Long, val hashValue: Int)
    interface Named { val name: String }
    enum class Mode : Named { FAST, SLOW }
    enum class Sort { Name, Rank }
    interface Tagged { val tag: Long }
    sealed class Record : Tagged {
        class Plain(val text: String) : Record() { override val tag: Long get() = 1 }
        class Typed(val type: Type) : Record() {
            override val tag: Long get() = 2
            enum class Type { A, B }
        }
    }
    class TlvStream<T>(val records: Set<T>, val byKey: Map<T, String>)
    interface Hashed { val hash: String }
    class Commit : Hashed { override val hash: String = "" }
    interface Described { val debugDescription: String }
    abstract class Shown : Described
    class Page : Shown() { override val debugDescription: String = "" }
    """,
    "io/sentry/protocol/Breadcrumb.kt": """
    package io.sentry.protocol
    class Breadcrumb(val message: String)
    """,
    "a/Platform.kt": """
    package a
    actual fun platformName(): String = ""
    """,
  ]

  @Test("stubs of real modules' shapes compile in both modes, library and SDK types included")
  func realModuleShapes() throws {
    let module = Self.module(Self.realShapes)
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let objC = StubsEmitter.emit(
      ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared"))))
    let built = try Swiftc.emitModule(objC, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
    // Placeholders for what neither the stubs nor Linux's Foundation declare; none for the
    // Foundation classes Linux has.
    for placeholder in [
      "open class Io_ktorHttpClient: KotlinBase {}", "open class UIViewController",
      "public protocol UITableViewDelegate: AnyObject {}", "open class NSException",
      "open class Some_libraryStarImported", "open class NoriaNoriaContext",
      "public protocol KotlinCoroutineContext: AnyObject {}",
      "open class UndoManager",
    ] {
      #expect(objC.contains(placeholder), "\(placeholder)")
    }
    #expect(!objC.contains("class UserDefaults") && !objC.contains("class Progress"))
    #expect(!objC.contains("class IndexSet") && !objC.contains("struct IndexSet"))
    // Nor any for Swift's or Foundation's own names (an unresolved `Duration`, `NSObject`).
    #expect(!objC.contains("class Duration") && !objC.contains("protocol NSObject"))
    // An unresolved name that Linux's Foundation declares too (`Stream`, `Port`, `Dimension`)
    // is Foundation's type in the stubs, which compile; another gets a placeholder.
    for name in ["Stream", "Port", "Dimension"] {
      #expect(!objC.contains("class \(name)"), "\(name)")
    }
    #expect(objC.contains("open class Unit2: KotlinBase {}"))
    // The second class named State gets a name of its own, as the compiler would give it.
    #expect(objC.contains("class State_"))
    let client = try Swiftc.typecheck(
      """
      import Foundation
      import Shared
      func use(_ api: Api, _ screen: Screen) {
        let _: UIViewController = api.controller()
        let _: UserDefaults = api.defaults()
        let _: Progress = api.progress()
        let _: IndexSet = api.selection()
        let _: UndoManager? = api.undo()
        let _: Sort = Sort.name
        let _: String = Sort.rank.name
        screen.refresh()
        _ = NetworkException(message: "offline")
      }
      """, name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")

    let swiftDirectory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: swiftDirectory) }
    let swift = StubsEmitter.emit(
      ExportedModule(
        module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes))))
    let swiftBuilt = try Swiftc.emitModule(swift, moduleName: "Shared", in: swiftDirectory)
    #expect(swiftBuilt.status == 0, "\(swiftBuilt.output)")
    #expect(swift.contains("ExportedKotlinPackages.io.sentry.`protocol`"))
    #expect(swift.contains("static func state()"))
  }
}

extension StubsCompileTests {
  /// Two classes of one name in two packages: the stubs declare the second as `State_`, and
  /// every signature that names it (in its own package, in the other one, nested classes of it)
  /// must say `State_`, while those naming the first keep `State`.
  @Test("a class renamed apart in the stubs is named so in every signature")
  func sameNamedClassesInSignatures() throws {
    let sources = [
      "a/Api.kt": """
      package a
      class State { class Detail }
      class Api {
          fun mine(): State = State()
          fun other(): b.State = TODO()
          fun otherDetail(detail: b.State.Detail) {}
      }
      """,
      "b/State.kt": """
      package b
      class State { class Detail }
      class Holder {
          fun own(): State = State()
          fun detail(): State.Detail = TODO()
          fun first(): a.State = TODO()
      }
      """,
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
          import Shared
          func use(_ api: Api, _ holder: Holder) {
          let _: State = api.mine()
          let _: State_ = api.other()
          api.otherDetail(detail: holder.detail())
          let _: State_.Detail = holder.detail()
          let _: State_ = holder.own()
          let _: State = holder.first()
          let _: State.Detail? = nil
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    #expect(checked.stubs.contains("class State_"))
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }
}

extension StubsCompileTests {
  @Test("a class narrowing a protocol member's type conforms in the stubs, as in Objective-C")
  func narrowedProtocolMembers() throws {
    // `MemoryFactoryProtocol` narrows `Factory`'s `create` (a protocol does not declare an
    // override again); `ProtocolFactory` declares no `create` itself.
    let sources = [
      "a/Settings.kt": """
      package a
      interface Settings { val keys: Set<String> }
      interface Factory { fun create(name: String?): Settings
        val last: Settings? }
      class MemorySettings : Settings { override val keys: Set<String> = emptySet() }
      class MemoryFactory : Factory {
          override fun create(name: String?): MemorySettings = MemorySettings()
          override val last: MemorySettings? get() = null
      }
      open class BaseFactory { open fun create(name: String?): MemorySettings = MemorySettings() }
      class InheritedFactory : BaseFactory(), Factory { override val last: Settings? = null }
      interface MemoryFactoryProtocol : Factory {
          override fun create(name: String?): MemorySettings = MemorySettings()
      }
      class ProtocolFactory : MemoryFactoryProtocol { override val last: Settings? = null }
      """
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
          import Shared
          func use(_ factory: MemoryFactory, _ inherited: InheritedFactory, _ any: any Factory) {
          let made = factory.create(name: nil)
          let _: MemorySettings = made
          let _: MemorySettings? = factory.last
          let _: MemorySettings = inherited.create(name: "x")
          let _: any Settings = any.create(name: nil)
          let _: (any Settings)? = any.last
          let _: [any Factory] = [factory, inherited]
          let _: any MemoryFactoryProtocol = ProtocolFactory()
          let _: any Factory = ProtocolFactory()
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }

  @Test("two file facades of one name (a file in commonMain and in iosMain) are declared apart")
  func sameNamedFileFacades() throws {
    let common = KotlinParser.parse(
      "package a\nfun Client.refresh(token: String): String = token\ninterface Client",
      path: "commonMain/a/ClientExtensions.kt")
    let ios = KotlinParser.parse(
      "package a\nfun install(name: String) {}", path: "iosMain/a/ClientExtensions.kt")
    let module = KotlinModule(
      name: "Shared",
      sourceSets: [
        SourceSet(name: "commonMain", files: [common]), SourceSet(name: "iosMain", files: [ios]),
      ])
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = StubsEmitter.emit(
      ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared"))))
    let built = try Swiftc.emitModule(stubs, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
    #expect(stubs.contains("class ClientExtensionsKt:"))
    #expect(stubs.contains("class ClientExtensionsKt_:"))
  }

  /// Backticked Kotlin names that are no Swift identifiers (the compiler's `identifiers` test
  /// data): Swift export mangles them, and the stubs that use its names compile.
  @Test("Swift export stubs of names Swift cannot hold compile, with the mangled names")
  func swiftExportMangledNames() throws {
    let sources = [
      "variables.kt": """
      package `0`
      val ascii = "ascii"
      val `_` = "underscore"
      val `__` = "double underscore"
      val `with space` = "contains space"
      val `∞` = "infinity"
      val `0times` = "starts with digit"
      val `for` = "keyword"
      val `🤷` = "emoji"
      """,
      "functions.kt": """
      package `1`
      fun `with space`() = "contains space"
      fun `0times`() = "starts with digit"
      fun `for`(int: Int, `for`: Int, `for long`: Int) = "keyword"
      """,
      "types.kt": """
      package `4`.`a b`
      typealias `with space` = Int
      class `My Class`(val `a b`: Int) {
          fun `do it`(`x y`: Int): Int = 0
          class `In-ner`
      }
      enum class Shade { `dark red`, BLUE }
      sealed class `Load State` {
          object `Not Started` : `Load State`()
          class Done(val value: Int) : `Load State`()
      }
      """,
    ]
    let module = Self.module(sources)
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = StubsEmitter.emit(
      ExportedModule(
        module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes))))
    let built = try Swiftc.emitModule(stubs, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)\n\(stubs)")
    let client = try Swiftc.typecheck(
      """
      import Shared
      func use() {
        let _: String = ExportedKotlinPackages.u30.with_u20_space
        let _: String = ExportedKotlinPackages.u30.u30_times
        let _: String = ExportedKotlinPackages.u30.u221e
        let _: String = ExportedKotlinPackages.u30.🤷
        let _: String = ExportedKotlinPackages.u30.`_`
        let _: String = ExportedKotlinPackages.u30.`for`
        let _: String = ExportedKotlinPackages.u31.with_u20_space()
        let _: String = ExportedKotlinPackages.u31.`for`(int: 1, for: 2, for_u20_long: 3)
        let value = ExportedKotlinPackages.u34.a_u20_b.My_u20_Class(a_u20_b: 1)
        let _: Int32 = value.a_u20_b
        let _: Int32 = value.do_u20_it(x_u20_y: 2)
        let _: ExportedKotlinPackages.u34.a_u20_b.My_u20_Class.In_u2d_ner? = nil
        let _: ExportedKotlinPackages.u34.a_u20_b.with_u20_space = 1
        let _: ExportedKotlinPackages.u34.a_u20_b.Shade = .dark_u20_red
        let _: ExportedKotlinPackages.u34.a_u20_b.Load_u20_State? = nil
      }
      """, name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")
  }
}

extension StubsCompileTests {
  /// D-KMP-sample's `ScreenIdentifier`: `var params` and, beside it, `inline fun <reified T :
  /// ScreenParams> params(): T`. The compiler names properties and methods apart, so both keep
  /// the selector `params`; the prediction marks the method ambiguous and the stubs leave it
  /// out, where they had declared `var params` and `func params()`, which Swift rejects.
  @Test(
    "a method without parameters named like a property is ambiguous and left out of the stubs",
    arguments: [
      ExportMode.objectiveC(.init(frameworkName: "Shared")),
      .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)),
    ])
  func propertyAndMethodOfOneName(mode: ExportMode) throws {
    let module = Self.module([
      "Screen.kt": """
      interface ScreenParams
      class ScreenIdentifier {
          var params: ScreenParams? = null
          fun params(): ScreenParams = TODO()
          fun params(default: ScreenParams): ScreenParams = TODO()
          val count: Int = 0
          suspend fun count(): Int = 0
          companion object { val shared: Int = 0 }
          fun shared(): Int = 0
      }
      val topLevel: Int = 0
      fun topLevel(): String = ""
      open class Base { open val params: String = ""
          open fun params(): Int = 0 }
      class Derived : Base() { override fun params(): Int = 1 }
      """
    ])
    let exported = ExportedModule(module, mode: mode)
    let methods = try #require(exported.type(named: "ScreenIdentifier")?.methods)
    let ambiguous = methods.filter { $0.ambiguity != nil }.map(\.swiftName)
    // Not the one with a parameter (another selector), the suspend one (a completion handler)
    // or an instance method named like a companion property.
    #expect(ambiguous == ["params()"])
    #expect(
      exported.diagnostics.contains {
        $0.message.contains("property 'params' and method 'params()'")
      })
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = StubsEmitter.emit(exported)
    let built = try Swiftc.emitModule(stubs, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
    #expect(!stubs.contains("func params() ->"))
    // The override is left out with the method it overrides; the top-level function too.
    let derived = try #require(exported.type(named: "Derived")?.methods.first)
    #expect(derived.ambiguity?.isUndeclarable == true)
    #expect(!stubs.contains("func topLevel()"))
  }
}

extension StubsCompileTests {
  /// A subclass's method without parameters named like a superclass's property, or the reverse:
  /// in the Objective-C export both take one selector, as in one class, so which one Swift sees
  /// is not predicted; Swift export declares both, as Swift allows in a subclass.
  @Test(
    "a method without parameters and a property of one name in a subclass and its superclass",
    arguments: [
      ExportMode.objectiveC(.init(frameworkName: "Shared")),
      .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)),
    ])
  func propertyAndMethodAcrossSubclasses(mode: ExportMode) throws {
    let module = Self.module([
      "Screen.kt": """
      open class Base {
          val params: String = ""
          open fun load(): Int = 1
          fun refresh(force: Boolean) {}
      }
      class Sub : Base() {
          fun params(): Int = 1
          val load: String = ""
          val refresh: Boolean = false
          suspend fun params(page: Int): Int = 1
      }
      """
    ])
    let exported = ExportedModule(module, mode: mode)
    let sub = try #require(exported.type(named: "Sub"))
    let ambiguous =
      sub.methods.filter { $0.ambiguity != nil }.map(\.swiftName)
      + sub.properties.filter { $0.ambiguity != nil }.map(\.swiftName)
    let warnings = exported.diagnostics.filter { $0.message.contains("one Objective-C selector") }
    if mode.isObjectiveC {
      // Not a property named like a method with parameters, nor a suspend method.
      #expect(ambiguous == ["params()", "load"])
      #expect(warnings.count == 2)
      let base = try #require(exported.type(named: "Base"))
      #expect(base.properties.first?.ambiguity != nil)
      #expect(base.methods.first { $0.swiftName == "load()" }?.ambiguity != nil)
    } else {
      #expect(ambiguous.isEmpty)
      #expect(warnings.isEmpty)
    }
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let built = try Swiftc.emitModule(
      StubsEmitter.emit(exported), moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
  }

  /// Kermit's `LogFormatter`: a default method whose return type is left to inference (the
  /// prediction says `KotlinBase?` and warns) and classes that declare it `String`; and a class
  /// narrowing a protocol member's type. The protocol's member goes to an extension in Swift
  /// export too, where it had been a requirement no class met.
  @Test("a class declaring a protocol member with another type conforms in Swift export stubs")
  func narrowedProtocolMembersInSwiftExport() throws {
    let module = Self.module([
      "Log.kt": """
      interface LogFormatter {
          fun formatTag(tag: String) = if (tag.isEmpty()) { "" } else { " ($tag)" }
          fun formatMessage(message: String): String = message
      }
      object NoTagFormatter : LogFormatter {
          override fun formatTag(tag: String): String = ""
      }
      interface Settings
      class MemorySettings : Settings
      interface Factory { fun create(name: String?): Settings }
      class MemoryFactory : Factory {
          override fun create(name: String?): MemorySettings = MemorySettings()
      }
      interface Sizer { fun size(x: Int): Int }
      open class Sized : Sizer { fun size(x: Long): Long = 0
          override fun size(x: Int): Int = 0 }
      """
    ])
    let exported = ExportedModule(
      module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes)))
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let stubs = StubsEmitter.emit(exported)
    let built = try Swiftc.emitModule(stubs, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
    // An overload of another parameter type narrows nothing: the requirement stays.
    #expect(stubs.contains("protocol Sizer: AnyObject {\n  func size(x: Int32) -> Int32\n}"))
    let client = try Swiftc.typecheck(
      """
      import Shared
      func use(_ factory: MemoryFactory, _ any: any Factory) {
        let _: String = NoTagFormatter.shared.formatTag(tag: "x")
        let _: String = NoTagFormatter.shared.formatMessage(message: "m")
        let _: any LogFormatter = NoTagFormatter.shared
        let _: MemorySettings = factory.create(name: nil)
        let _: any Settings = any.create(name: nil)
        let _: [any Factory] = [factory]
      }
      """, name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")
  }
}

extension StubsCompileTests {
  /// Swift export declares a flow override whose Swift type differs again, with its own type:
  /// a property `@_nonoverride` (Swift cannot override it), a function as an overload (the
  /// compiler's `flow_overrides` golden). A further subclass declaring that type again
  /// overrides the re-declaration; an override of another type that is no flow is left out.
  @Test("Swift export stubs declare a flow override of another Swift type again, @_nonoverride")
  func swiftExportFlowOverrides() throws {
    let module = Self.module([
      "Main.kt": """
      package p
      import kotlinx.coroutines.flow.*
      data class UiState(val count: Int = 0)
      abstract class Base<S> {
          abstract val state: Flow<S>
          abstract fun observe(): Flow<S>
          abstract val item: S
      }
      open class Middle : Base<UiState>() {
          override val state: StateFlow<UiState> = MutableStateFlow(UiState())
          override fun observe(): StateFlow<UiState> = state
          override val item: UiState = UiState()
      }
      class Leaf : Middle() {
          override val state: StateFlow<UiState> = MutableStateFlow(UiState())
      }
      """
    ])
    let directory = try Swiftc.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = StubsEmitter.emit(
      ExportedModule(
        module, mode: .swiftExport(.init(moduleName: "Shared", kotlinVersion: .sealedTypes))))
    #expect(
      swift.contains(
        "@_nonoverride open var state: any KotlinTypedStateFlow<ExportedKotlinPackages.p.UiState>"),
      "\(swift)")
    #expect(
      swift.contains(
        "override public var state: any KotlinTypedStateFlow<ExportedKotlinPackages.p.UiState>"),
      "\(swift)")
    #expect(!swift.contains("var item: ExportedKotlinPackages.p.UiState"), "\(swift)")
    let built = try Swiftc.emitModule(swift, moduleName: "Shared", in: directory)
    #expect(built.status == 0, "\(built.output)")
    #expect(!built.output.contains("warning:"), "\(built.output)")
    let client = try Swiftc.typecheck(
      """
      import Shared
      func use(_ middle: ExportedKotlinPackages.p.Middle, _ leaf: ExportedKotlinPackages.p.Leaf) {
        let _: ExportedKotlinPackages.p.UiState = middle.state.value
        let _: ExportedKotlinPackages.p.UiState = middle.observe().value
        let _: ExportedKotlinPackages.p.UiState = leaf.state.value
      }
      """, name: "Client", in: directory)
    #expect(client.status == 0, "\(client.output)")
  }
}

extension StubsCompileTests {
  @Test("closure parameters are @escaping in the stubs, as Swift imports Objective-C blocks")
  func escapingClosureParameters() throws {
    let sources = [
      "a/Api.kt": """
      package a
      interface Listener {
          fun onResult(done: (String) -> Unit)
          fun onNested(register: ((String) -> Unit) -> Unit)
      }
      class Api {
          fun load(onDone: (Int) -> Unit, onError: ((Throwable) -> Unit)?) {}
          fun transform(f: (List<String>) -> Map<String, Int>): Int = 0
      }
      """
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
        import Foundation
        import Shared

        // What an app writes against the real framework: a Kotlin interface implemented in
        // Swift, keeping the closure it is given.
        final class Listening: NSObject, Listener {
          var kept: ((String) -> Void)?
          func onResult(done: @escaping (String) -> Void) { kept = done }
          func onNested(register: @escaping (@escaping (String) -> Void) -> Void) {
            register { [weak self] in self?.kept?($0) }
          }
        }

        final class Loader {
          var result: Int32 = 0
          func use(_ api: Api) {
            api.load(onDone: { [weak self] in self?.result = $0.int32Value }, onError: nil)
            _ = api.transform { _ in [:] }
          }
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    #expect(checked.stubs.contains("func onResult(done: @escaping (String) -> Void)"))
    #expect(
      checked.stubs.contains(
        "func load(onDone: @escaping (KotlinInt) -> Void, onError: ((KotlinThrowable) -> Void)?)"))
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }

  @Test(
    "bare function types are told from optional ones and from types that hold one",
    arguments: [
      ("(Any?) -> Void", true), ("() -> Void", true), ("((Int) -> Void) -> Int", true),
      ("([String]) -> [String: KotlinInt]", true), ("(Set<Int>) -> Void", true),
      ("((Int) -> Void)?", false), ("[(Int) -> Void]", false), ("Int", false),
      ("(Int, String)", false), ("any KotlinSuspendFunction1", false),
    ])
  func functionTypes(spelled: String, isFunction: Bool) {
    #expect(SwiftSyntax.isFunctionType(spelled) == isFunction)
  }

  @Test("a variadic closure parameter is not marked @escaping, which Swift refuses there")
  func variadicClosures() {
    let unit = ResolvedType.external("kotlin.Unit", arguments: [])
    let function = ResolvedType.function(
      .init(isSuspend: false, receiver: nil, parameters: [], returnType: unit))
    let variadic = ExportedParameter(
      label: "handlers", name: "handlers", swiftType: "() -> Void", kotlinType: function,
      isVariadic: true)
    #expect(variadic.declaration == "handlers: () -> Void...")
    let single = ExportedParameter(
      label: "handler", name: "handler", swiftType: "() -> Void", kotlinType: function)
    #expect(single.declaration == "handler: @escaping () -> Void")
  }
}

extension StubsCompileTests {
  @Test("a flow property overridden with a narrower flow is declared again, as the header does")
  func flowOverridesDeclaredAgain() throws {
    let sources = [
      "a/Screens.kt": """
      package a
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      interface HasState { val state: Flow<Int> }
      abstract class Base<T> : HasState { abstract val events: Flow<T> }
      class Screen : Base<String>() {
          override val state: StateFlow<Int> = MutableStateFlow(0)
          override val events: Flow<String> = MutableStateFlow("")
      }
      open class Middle : Base<String>() {
          override val events: StateFlow<String> = MutableStateFlow("")
          override val state: Flow<Int> = MutableStateFlow(0)
      }
      class Leaf : Middle() {
          override val events: StateFlow<String> = MutableStateFlow("")
      }
      """
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
        import Shared
        func use(_ screen: Screen, _ middle: Middle, _ leaf: Leaf) {
          _ = screen.state.value
          let flow: any Kotlinx_coroutines_coreFlow = screen.events
          _ = flow
          _ = middle.events.value
          _ = leaf.events.value
          let base: Base<NSString> = middle
          let _: any Kotlinx_coroutines_coreFlow = base.events
          let holder: any HasState = screen
          _ = holder.state
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    // A protocol's member (an extension member in the stubs) is the class's own.
    #expect(checked.stubs.contains("public var state: any Kotlinx_coroutines_coreStateFlow"))
    // The same type as the nearest superclass's (Screen's `events`, Leaf's): inherited, not
    // declared again.
    #expect(
      checked.stubs.components(separatedBy: "var events: any Kotlinx_coroutines_coreFlow {")
        .count == 2)
    #expect(
      checked.stubs.components(
        separatedBy: "@_nonoverride open var events: any Kotlinx_coroutines_coreStateFlow"
      ).count == 2)
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }
}

extension StubsCompileTests {
  @Test("a method overridden with a narrower result has it in the stubs, as the header declares")
  func narrowerMethodResults() throws {
    let sources = [
      "a/Animals.kt": """
      package a
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      open class Animal {
          open fun make(): Animal = Animal()
          open fun maybe(): Animal? = null
          open fun label(): Any = ""
      }
      class Dog : Animal() {
          override fun make(): Dog = Dog()
          override fun maybe(): Dog = Dog()
          override fun label(): String = "dog"
      }
      abstract class Repository<T> {
          abstract fun observe(): Flow<T>
          abstract fun first(): T
          abstract fun find(id: Int): Flow<T>?
      }
      class Dogs : Repository<Dog>() {
          override fun observe(): StateFlow<Dog> = MutableStateFlow(Dog())
          override fun first(): Dog = Dog()
          override fun find(id: Int): Flow<Dog> = MutableStateFlow(Dog())
      }
      """
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
        import Shared
        func use(_ dog: Dog, _ dogs: Dogs) {
          let _: Dog = dog.make()
          let _: Dog = dog.maybe()
          // A type parameter's result is left as it is (`Dog?` here).
          let _: Dog? = dogs.first()
          let _: any Kotlinx_coroutines_coreFlow = dogs.find(id: 1)
          let animal: Animal = dog
          let _: Animal? = animal.maybe()
          let repository: Repository<Dog> = dogs
          let _: any Kotlinx_coroutines_coreFlow = repository.observe()
          let _: any Kotlinx_coroutines_coreFlow = dogs.observe()
          // Not a class: the superclass's `Any` stays (a Swift `String` overrides no `Any`).
          let _: Any = dog.label()
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    #expect(checked.stubs.contains("public override func make() -> Dog"))
    #expect(checked.stubs.contains("public override func maybe() -> Dog"))
    #expect(
      checked.stubs.contains(
        "public override func find(id: Int32) -> any Kotlinx_coroutines_coreFlow"))
    // A flow of another kind cannot be an override in Swift: the superclass's `Flow` stays.
    #expect(!checked.stubs.contains("func observe() -> any Kotlinx_coroutines_coreStateFlow"))
    #expect(!checked.stubs.contains("func label() -> String"))
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }
}

extension StubsCompileTests {
  @Test("narrower method results Swift could not take as overrides stay the superclass's")
  func narrowerResultsLeftAlone() throws {
    let sources = [
      "a/Shapes.kt": """
      package a
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.StateFlow
      interface Named
      open class Animal { open fun make(): Named? = null }
      // The middle override is left out of the stubs (a class where an interface was): the
      // leaf's is checked against Animal's, which Swift sees.
      open class Dog : Animal(), Named { override fun make(): Dog? = this }
      class Puppy : Dog() { override fun make(): Puppy = this }
      class Cat : Named
      open class Box<T : Any> { open fun make(): T? = null }
      class NamedBox : Box<Named>() { override fun make(): Cat = Cat() }
      class Holder<out T>
      open class Keeper { open fun hold(): Holder<Animal> = Holder() }
      class DogKeeper : Keeper() { override fun hold(): Holder<Dog> = Holder() }
      abstract class Base { abstract fun observe(): Flow<Int>? }
      abstract class Middle : Base() { abstract override fun observe(): StateFlow<Int>? }
      class Leaf : Middle() { override fun observe(): StateFlow<Int> = TODO() }
      """
    ]
    let checked = try Self.checkObjectiveCStubs(
      Self.module(sources),
      client: """
        import Shared
        func use(_ puppy: Puppy, _ box: NamedBox, _ keeper: DogKeeper, _ leaf: Leaf) {
          let _: (any Named)? = puppy.make()
          let _: (any Named)? = box.make()
          _ = keeper.hold()
          let _: (any Kotlinx_coroutines_coreFlow)? = leaf.observe()
        }
        """)
    #expect(checked.built.status == 0, "\(checked.built.output)")
    #expect(checked.client?.status == 0, "\(checked.client?.output ?? "")")
  }
}
