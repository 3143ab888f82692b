import Foundation
import Testing

@testable import KMPBridgeGenerator

/// The generated glue compiles in Swift 6 mode, with no warnings, against the stubs of the
/// predicted export and the KMPBridge runtime, and the generated enums make `switch`es
/// exhaustive: a missing case is a compile error.
@Suite("Generated Swift type-checks", .serialized)
struct TypeCheckTests {
  @Test(
    "glue for every fixture compiles against the stubs and the runtime",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func glueCompiles(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let glue = try compileGlue(mode: mode, in: directory, client: nil)
    #expect(glue.status == 0, "\(glue.output)")
    #expect(!glue.output.contains("warning:"), "\(glue.output)")
  }

  @Test(
    "Objective-C glue of a module without KMPBridgeFlows.kt compiles (collecting through the export's collect)"
  )
  func glueWithoutKotlinSupportCompiles() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let glue = try compileGlue(
      mode: .objectiveC, in: directory, client: nil,
      sourceSets: Fixtures.modules.filter { $0 != "KotlinSupport" }.map(Fixtures.sourceSet))
    #expect(glue.status == 0, "\(glue.output)")
    #expect(!glue.output.contains("warning:"), "\(glue.output)")
    let support = try String(
      contentsOfFile: directory.file("glue/KMPBridgeSupport.swift"), encoding: .utf8)
    #expect(support.contains("start.flow.collect(collector: start.collector)"))
    #expect(!support.contains("KMPBridgeFlows"))
  }

  @Test("a switch over a generated enum needs every case, and nothing else")
  func exhaustiveness() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    let complete = """
      import Shared
      func describe(_ state: LoadState) -> String {
        switch state.asEnum {
        case .idle: "idle"
        case .loading: "loading"
        case .loaded(let loaded): "\\(loaded.total)"
        case .failed(let failed): failed.message
        case .partial(.some(let some)): "\\(some.count)"
        case .partial(.none): "none"
        case .unexported: "?"
        }
      }
      func title(_ status: Status) -> String {
        switch status.asEnum {
        case .idle, .inProgress, .done, .default_, .theNew, .myvalue: status.name
        }
      }
      func action() -> CounterActionEnum { .add(amount: 1) }
      func ids<Item: Identifiable>(_ items: [Item]) -> [Item.ID] { items.map { $0.id } }
      func postIDs(_ posts: [Post]) -> [Int64] { ids(posts) }  // Kotlin classes with an `id`
      func step() -> CounterAction { CounterActionEnum.setStep(step: .ten).kotlin }
      func readStep(_ action: CounterAction) -> StepEnum? {
        if case .setStep(let step) = CounterActionEnum(action) { step } else { nil }
      }
      """
    let passing = try compileGlue(mode: .objectiveC, in: directory, client: complete)
    #expect(passing.status == 0, "\(passing.output)")

    let missing = """
      import Shared
      func describe(_ state: LoadState) -> String {
        switch state.asEnum {
        case .idle, .loading, .loaded, .failed, .unexported: "known"
        }
      }
      """
    let failing = try compileGlue(mode: .objectiveC, in: directory, client: missing)
    #expect(failing.status != 0)
    #expect(failing.output.contains("switch must be exhaustive"), "\(failing.output)")
  }

  @Test(
    "Kotlin files with the same name in other packages or source sets get glue that compiles",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func sameFileNames(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    for (path, package, name) in [
      ("src/commonMain/kotlin/com/a/State.kt", "com.a", "AState"),
      ("src/commonMain/kotlin/com/b/state.kt", "com.b", "BState"),
      ("src/commonMain/kotlin/com/a/Platform.kt", "com.a", "CommonPlatform"),
      ("src/iosMain/kotlin/com/a/Platform.kt", "com.a", "IosPlatform"),
      ("src/commonMain/kotlin/com/a/KMPBridgeSupport.kt", "com.a", "Support"),
    ] {
      try directory.write(
        "package \(package)\nsealed class \(name) {\n  object One : \(name)()\n}\n", to: path)
    }
    let glue = try compileGlue(
      mode: mode, in: directory, client: nil,
      sourceSets: [directory.file("src/commonMain/kotlin"), directory.file("src/iosMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
    let names = try FileManager.default.subpathsOfDirectory(atPath: directory.file("glue"))
      .filter { $0.hasSuffix(".swift") }
    #expect(names.count == 6)
    #expect(
      Set(names) == [
        "KMPBridgeSupport.swift", "commonMain/com/a/State+commonMain.com.a.swift",
        "commonMain/com/b/state+commonMain.com.b.swift",
        "commonMain/com/a/Platform+commonMain.com.a.swift",
        "iosMain/com/a/Platform+iosMain.com.a.swift",
        "commonMain/com/a/KMPBridgeSupport+commonMain.com.a.swift",
      ])
  }

  @Test("Swift export glue for backticked names Swift cannot hold compiles, with mangled names")
  func mangledNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package `4`.`a b`
      import kotlinx.coroutines.flow.Flow
      class Repo { fun search(`query text`: String, `for`: Int): Flow<Int> = TODO() }
      enum class Shade { `dark red`, BLUE }
      sealed class `Load State` {
          object `Not Started` : `Load State`()
          class Done(val value: Int) : `Load State`()
          sealed class `Sub Level` : `Load State`() { object `x-y` : `Sub Level`() }
      }
      """, to: "src/commonMain/kotlin/Names.kt")
    let client = """
      import Shared
      func describe(_ state: Load_u20_StateEnum, _ shade: ShadeEnum) -> String {
        switch state {
        case .not_u20_Started: return shade == .dark_u20_red ? "dark" : "light"
        case .done(let done): return String(done.value)
        case .sub_u20_Level(.x_u2d_y): return "sub"
        }
      }
      """
    let glue = try compileGlue(
      mode: .swiftExport, in: directory, client: client,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a nested sealed level Swift sees no subclass of is carried as an instance, and compiles",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func sealedLevelWithoutVisibleSubclasses(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    // Swift export leaves out classes nested in an interface: `Payment` has no visible
    // subclass there, so it gets no enum of its own.
    try directory.write(
      """
      package com.example
      sealed interface Event
      data object Started : Event
      sealed interface Payment : Event {
          data class Received(val amount: Long) : Payment
          data class Sent(val amount: Long) : Payment
      }
      """, to: "src/commonMain/kotlin/com/example/Event.kt")
    let glue = try compileGlue(
      mode: mode, in: directory, client: nil,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test("a module class named like a Foundation type leaves Foundation's to be qualified")
  func foundationNamesTakenByModuleClasses() throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package com.example
      data class Date(val millis: Long)
      data class URL(val value: String)
      """, to: "src/commonMain/kotlin/com/example/Models.kt")
    try directory.write(
      """
      package com.example
      import platform.Foundation.NSDate
      import platform.Foundation.NSURL
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.StateFlow
      class Clock {
          fun now(): NSDate = NSDate()
          fun today(): Date = Date(0)
          fun open(link: NSURL, mine: URL) {}
          val ticks: StateFlow<NSDate> get() = TODO()
          val days: Flow<Date> get() = TODO()
      }
      """, to: "src/iosMain/kotlin/com/example/Clock.kt")
    // In the glue (which imports only KMPBridge and Shared) `Date` is Shared's, which shadows
    // Foundation's; a file that imports Foundation itself must qualify (as the client does).
    let glue = try compileGlue(
      mode: .objectiveC, in: directory,
      client: """
        import Foundation
        import KMPBridge
        import Shared
        func use(_ clock: Clock) {
          let _: Foundation.Date = clock.now()
          let _: Shared.Date = clock.today()
          clock.open(link: Foundation.URL(string: "https://example.com")!, mine: Shared.URL(value: "x"))
          let _: KotlinStateFlow<Foundation.Date> = clock.typedTicks
          let _: KotlinFlow<Shared.Date> = clock.typedDays
        }
        """,
      sourceSets: ["commonMain", "iosMain"].map { directory.file("src/\($0)/kotlin") })
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "module classes named Set and Thread hide neither Swift's Set nor the support file's Thread",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func swiftNamesTakenByModuleClasses(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package com.example
      import kotlinx.coroutines.flow.StateFlow
      data class Set(val reps: Int, val weight: Double)
      data class Thread(val id: String)
      class Workout {
          val sets: List<Set> = emptyList()
          val tags: kotlin.collections.Set<String> = setOf()
          val tagFlow: StateFlow<kotlin.collections.Set<String>> get() = TODO()
          val threads: StateFlow<List<Thread>> get() = TODO()
      }
      """, to: "src/commonMain/kotlin/com/example/Workout.kt")
    let glue = try compileGlue(
      mode: mode, in: directory, client: nil,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a view model's one entry point takes the generated action enum, own or inherited",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func dispatcherViewModels(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      data class UiState(val count: Int = 0)
      // (Swift export leaves out classes nested in an interface: these are top-level.)
      sealed interface HomeIntent
      data object Refresh : HomeIntent
      data class Select(val id: Long, val title: String?) : HomeIntent
      class HomeViewModel {
          val state: StateFlow<UiState> = MutableStateFlow(UiState())
          fun onIntent(intent: HomeIntent) {}
          fun onCleared() {}
      }
      enum class Mode { ON, OFF }
      class ToggleViewModel {
          val state: StateFlow<UiState> = MutableStateFlow(UiState())
          fun dispatch(action: Mode) {}
      }
      sealed class FeedAction {
          data object Load : FeedAction()
          data class Like(val postId: String) : FeedAction()
      }
      abstract class MviViewModel<S, A>(initial: S) {
          val state: StateFlow<S> = MutableStateFlow(initial)
          fun onAction(action: A) {}
          fun close() {}
      }
      class FeedViewModel : MviViewModel<UiState, FeedAction>(UiState())
      """, to: "src/commonMain/kotlin/ViewModels.kt")
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        @MainActor func use(_ home: HomeViewModel, _ toggle: ToggleViewModel, _ feed: FeedViewModel) {
          let homeStore = ReactorStore(kotlin: home)
          homeStore.send(.refresh)
          homeStore.send(.select(id: 1, title: nil))
          let _: UiState = homeStore.state
          ReactorStore(kotlin: toggle).send(.off)
          let feedStore = ReactorStore(kotlin: feed)
          feedStore.send(.like(postId: "1"))
          feedStore.send(.load)
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a flow function marked @Throws gets a throwing accessor; a Nothing parameter, a quiet stub",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func throwingFlowFunctions(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      import kotlinx.coroutines.flow.Flow
      interface AccountService {
          @Throws(Exception::class)
          fun observeNames(): Flow<List<String>>
          @Throws(Exception::class)
          fun observeMaybe(id: Int): Flow<String>?
      }
      object Impossible {
          fun impossibleInput(input: Nothing) {}
          fun impossibleResult(input: Nothing): Int = input
      }
      fun impossibleTopLevel(input: Nothing) {}
      """, to: "src/commonMain/kotlin/Service.kt")
    // The Objective-C export makes a `@Throws` function throw; Swift export does not.
    let attempt = mode == .objectiveC ? "try " : ""
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        func use(_ service: any AccountService) throws {
          let _: KotlinFlow<[String]> = \(attempt)service.typedObserveNames()
          let _: KotlinFlow<String>? = \(attempt)service.typedObserveMaybe(id: 1)
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a flow function that takes a closure gets an accessor that takes an escaping one",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func flowFunctionsTakingClosures(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      import kotlinx.coroutines.flow.Flow
      class Item(val id: Int)
      class Repository {
          fun observe(filter: (Item) -> Boolean): Flow<Item> = TODO()
          fun observeSorted(by: ((Item, Item) -> Int)?, limit: Int): Flow<List<Item>> = TODO()
      }
      """, to: "src/commonMain/kotlin/Repository.kt")
    let (keep, compare) =
      mode == .objectiveC
      ? ("KotlinBoolean(bool: $0.id > 1)", "KotlinInt(int: $0.id - $1.id)")
      : ("$0.id > 1", "$0.id - $1.id")
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        final class Screen {
          var filter: (Item) -> \(mode == .objectiveC ? "KotlinBoolean" : "Bool") = { \(keep) }
          func use(_ repository: Repository) {
            let _: KotlinFlow<Item> = repository.typedObserve(filter: filter)
            let _: KotlinFlow<[Item]> = repository.typedObserveSorted(by: { \(compare) }, limit: 3)
          }
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "overloads of one name keep their own flow kinds when one of them is declared again",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func overloadsDeclaredAgain(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      open class Animal
      class Dog : Animal()
      abstract class Repository<T> {
          abstract fun find(id: Int): Animal?
          abstract fun find(name: String): Flow<T>
      }
      class Dogs : Repository<Dog>() {
          override fun find(id: Int): Dog = Dog()
          override fun find(name: String): StateFlow<Dog> = MutableStateFlow(Dog())
      }
      """, to: "src/commonMain/kotlin/Dogs.kt")
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        func use(_ dogs: Dogs) {
          // A flow of another kind is no override in the Objective-C stubs: the wider kind.
          let _: \(mode == .objectiveC ? "KotlinFlow" : "KotlinStateFlow")<Dog> = dogs.typedFind(name: "rex")
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a flow override of another kind without the superclass's ? gets an accessor that compiles against the stubs and the header"
  )
  func flowOverrideDroppingOptional() throws {
    let source = """
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      open class Dog
      abstract class Repository<T> {
          abstract fun observe(): Flow<T>?
      }
      class Dogs : Repository<Dog>() {
          override fun observe(): StateFlow<Dog> = MutableStateFlow(Dog())
      }
      abstract class Base<T> { abstract fun watch(): Flow<T>? }
      abstract class Middle<T> : Base<T>() { abstract override fun watch(): Flow<T> }
      class Leaf : Middle<Dog>() {
          override fun watch(): StateFlow<Dog> = MutableStateFlow(Dog())
      }
      """
    // `Leaf` sees `Middle`'s non-optional declaration (the stubs declare it again), not
    // `Base`'s: its accessor is not optional.
    let client = """
      import KMPBridge
      import Shared

      func use(_ dogs: Dogs, _ leaf: Leaf) {
        let _: KotlinFlow<Dog>? = dogs.typedObserve()
        let _: KotlinFlow<Dog> = leaf.typedWatch()
      }
      """
    // The stubs show the superclass's optional `Flow` (Swift takes no override of another
    // kind); the header declares `- (id<Kotlinx_coroutines_coreStateFlow>)observe` again in
    // `Dogs`, which Swift reads as the subclass's own, non-optional result.
    let header: (String) -> String = { stubs in
      stubs
        .replacingOccurrences(
          of: "open class Repository<T>: KotlinBase {\n  public init() { fatalError(\"stub\") }\n"
            + "  open func observe() -> (any Kotlinx_coroutines_coreFlow)? { fatalError(\"stub\") }\n",
          with: "open class Repository<T>: KotlinBase {\n  public init() { fatalError(\"stub\") }\n"
        )
        .replacingOccurrences(
          of: "public final class Dogs: Repository<Dog> {\n",
          with: "public final class Dogs: Repository<Dog> {\n"
            + "  public func observe() -> any Kotlinx_coroutines_coreStateFlow { fatalError() }\n")
    }
    for editStubs in [nil, header] {
      let directory = try TemporaryDirectory()
      defer { directory.cleanUp() }
      try directory.write(source, to: "src/commonMain/kotlin/Dogs.kt")
      let glue = try compileGlue(
        mode: .objectiveC, in: directory, client: client,
        sourceSets: [directory.file("src/commonMain/kotlin")], editStubs: editStubs)
      #expect(glue.status == 0, "\(glue.output)")
      if editStubs != nil {
        let stubs = try String(
          contentsOfFile: directory.file("stubs/SharedStubs.swift"), encoding: .utf8)
        #expect(stubs.contains("-> any Kotlinx_coroutines_coreStateFlow"), "the edit took")
        #expect(!stubs.contains("open func observe()"), "the edit took")
      }
    }
  }

  @Test(
    "flows inherited from a generic superclass are typed with the subclass's type arguments",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func flowsInheritedFromGenericSuperclasses(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.StateFlow
      import kotlinx.coroutines.flow.asStateFlow
      data class UiState(val count: Int = 0)
      sealed interface Event { data object Done : Event }
      abstract class BaseViewModel<S, E>(initial: S) {
          private val _state = MutableStateFlow(initial)
          val state: StateFlow<S> = _state.asStateFlow()
          abstract val events: Flow<E>
          val ticks: Flow<Int> = MutableStateFlow(0)
          val maybe: StateFlow<S?> = MutableStateFlow(null)
          fun observe(): Flow<S> = state
          open fun clear() {}
      }
      class ProfileViewModel : BaseViewModel<UiState, Event>(UiState()) {
          override val events: Flow<Event> = MutableStateFlow(Event.Done)
          fun refresh() {}
      }
      open class Middle<T>(initial: T) : BaseViewModel<T, Event>(initial) {
          override val events: Flow<Event> = MutableStateFlow(Event.Done)
      }
      class Leaf : Middle<UiState>(UiState())
      class Counter : BaseViewModel<Int, Event>(0) {
          override val events: Flow<Event> = MutableStateFlow(Event.Done)
      }
      abstract class StoreBase<T> { abstract val state: Flow<T> }
      class CounterStore : StoreBase<UiState>() {
          override val state: StateFlow<UiState> = MutableStateFlow(UiState())
      }
      sealed class CounterAction {
          data object Add : CounterAction()
          data class Set(val value: Int) : CounterAction()
      }
      abstract class BaseReactor<A, S>(initial: S) {
          val state: StateFlow<S> = MutableStateFlow(initial)
          abstract fun send(action: A)
          fun destroy() {}
      }
      class CounterReactor : BaseReactor<CounterAction, UiState>(UiState()) {
          override fun send(action: CounterAction) {}
      }
      sealed class TimerAction { data object Start : TimerAction() }
      abstract class ReducerBase<A, S>(initial: S) {
          val state: StateFlow<S> = MutableStateFlow(initial)
          fun send(action: A) {}
          fun close() {}
      }
      class TimerReactor : ReducerBase<TimerAction, UiState>(UiState())
      enum class ModeAction { START, STOP }
      class ModeReactor : ReducerBase<ModeAction, UiState>(UiState())
      class ModeOverride : BaseReactor<ModeAction, UiState>(UiState()) {
          override fun send(action: ModeAction) {}
      }
      abstract class Keyed<K : Any>(key: K)
      class KeyedScreen(key: UiState) : Keyed<UiState>(key)
      open class KeyedMiddle<T : Any>(key: T) : Keyed<T>(key)
      interface UiAction
      abstract class MviVM<S : Any, A : UiAction>(initial: S) {
          val state: StateFlow<S> = MutableStateFlow(initial)
          fun send(action: A) {}
          fun destroy() {}
      }
      sealed interface HomeAction : UiAction
      data object LoadHome : HomeAction
      class HomeVM : MviVM<UiState, HomeAction>(UiState())
      abstract class SendBase<A> {
          abstract fun send(action: A)
          val state: StateFlow<UiState> = MutableStateFlow(UiState())
          fun destroy() {}
      }
      enum class FeatureAction { GO }
      abstract class FeatureBase : SendBase<FeatureAction>() {
          override fun send(action: FeatureAction) {}
      }
      class FeatureStore : FeatureBase()
      interface Marker
      open class Holder<S : Any>(initial: S)
      class MarkerHolder(initial: Marker) : Holder<Marker>(initial)
      abstract class NarrowBase<S> { abstract val wide: Flow<S> }
      abstract class Narrowing<S>(initial: S) : NarrowBase<S>() {
          override val wide: StateFlow<S> = MutableStateFlow(initial)
      }
      class NarrowScreen : Narrowing<UiState>(UiState())
      abstract class OptionalBase { abstract fun observe(): Flow<UiState>? }
      class OptionalOwn : OptionalBase() {
          override fun observe(): Flow<UiState> = MutableStateFlow(UiState())
      }
      abstract class OptionalGeneric<S> { abstract fun observe(): Flow<S>? }
      abstract class OptionalMiddle<S> : OptionalGeneric<S>() {
          override fun observe(): Flow<S> = TODO()
      }
      class OptionalLeaf : OptionalMiddle<UiState>()
      abstract class Handlers { abstract fun handlers(): Flow<(Int) -> Unit>? }
      class HandlersImpl : Handlers() {
          override fun handlers(): Flow<(Int) -> Unit> = TODO()
      }
      abstract class MutableBase<S> {
          abstract fun observe(): StateFlow<S>
          abstract val current: StateFlow<S>
      }
      open class MutableMiddle<S>(initial: S) : MutableBase<S>() {
          override fun observe(): MutableStateFlow<S> = MutableStateFlow(initial)
          override val current: MutableStateFlow<S> = MutableStateFlow(initial)
      }
      class MutableLeaf : MutableMiddle<UiState>(UiState())
      class UntypedEvents : BaseViewModel<UiState, Event>(UiState()) {
          override val events = com.example.external.Events.of()
      }
      abstract class Layered<S> { abstract val state: StateFlow<S> }
      open class LayerMiddle : Layered<UiState>() {
          override val state: StateFlow<UiState> = MutableStateFlow(UiState())
      }
      class LayerLeaf : LayerMiddle() {
          override val state: StateFlow<UiState> = MutableStateFlow(UiState())
      }
      """, to: "src/commonMain/kotlin/ViewModels.kt")
    // Swift export erases `Int` in a type parameter's place: a typed adapter would guess how.
    let counter =
      mode == .objectiveC ? "let _: KotlinStateFlow<Int32> = counter.typedState" : "_ = counter"
    // Swift export erases `send(action: A)` to take a `KotlinBase?`, which a native enum is not:
    // those reactors get no adapter there (the client would not compile if they had one).
    // Swift export sees `SendBase`'s `send(action: KotlinBase?)` on `FeatureStore` (the stubs
    // leave `FeatureBase`'s override out), which a native enum does not pass.
    let feature =
      mode == .objectiveC ? "ReactorStore(kotlin: featureStore).send(.go)" : "_ = featureStore"
    let modes =
      mode == .objectiveC
      ? "ReactorStore(kotlin: modeReactor).send(.start); "
        + "ReactorStore(kotlin: modeOverride).send(.stop)"
      : "_ = (modeReactor, modeOverride)"
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        @MainActor func use(
          _ profile: ProfileViewModel, _ leaf: Leaf, _ counter: Counter, _ store: CounterStore,
          _ counterReactor: CounterReactor, _ timer: TimerReactor, _ modeReactor: ModeReactor,
          _ modeOverride: ModeOverride, _ layerLeaf: LayerLeaf, _ untypedEvents: UntypedEvents,
          _ homeVM: HomeVM, _ featureStore: FeatureStore, _ narrowScreen: NarrowScreen,
          _ optionalOwn: OptionalOwn, _ mutableLeaf: MutableLeaf, _ optionalLeaf: OptionalLeaf,
          _ handlers: HandlersImpl
        ) {
          let _: KotlinStateFlow<UiState> = layerLeaf.typedState
          let _: KotlinFlow<any Event> = untypedEvents.typedEvents
          // Both exports declare `Narrowing`'s override again, with its own type.
          let _: KotlinStateFlow<UiState> = narrowScreen.typedWide
          // The superclass's accessor, which the subclass inherits: optional.
          let _: KotlinFlow<UiState>? = optionalOwn.typedObserve()
          let _: KotlinStateFlow<UiState> = mutableLeaf.typedCurrent
          // An override without the `?` (of a generic class, which gets no accessors) is one in
          // Swift too: the Objective-C stubs declare it again, as the header does, so its
          // result is not optional there.
          let _: KotlinFlow<UiState> = optionalLeaf.typedObserve()
          _ = handlers
          // A sealed interface passes as its bound `UiAction`, which Swift export erases `A` to.
          ReactorStore(kotlin: homeVM).send(.loadHome)
          \(feature)
          let _: KotlinStateFlow<UiState> = profile.typedState
          let _: KotlinStateFlow<UiState?> = profile.typedMaybe
          let _: KotlinFlow<UiState> = profile.typedObserve()
          let _: KotlinFlow<any Event> = profile.typedEvents
          let _: KotlinFlow<Int32> = profile.typedTicks
          let _: KotlinStateFlow<UiState> = leaf.typedState
          let _: KotlinFlow<any Event> = leaf.typedEvents
          let _: KotlinFlow<UiState> = leaf.typedObserve()
          \(counter)
          let _: KotlinStateFlow<UiState> = store.typedState
          let reactor = ReactorStore(kotlin: profile)
          let _: UiState = reactor.state
          reactor.send(.refresh)
          let counterStore = ReactorStore(kotlin: counterReactor)
          let _: UiState = counterStore.state
          counterStore.send(.add)
          counterStore.send(.set(value: 1))
          let timerStore = ReactorStore(kotlin: timer)
          let _: UiState = timerStore.state
          timerStore.send(.start)
          \(modes)
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a view model whose flows have no declared type gets typed accessors and an adapter",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func flowsWithoutDeclaredTypes(mode: GeneratorConfiguration.Mode) throws {
    // Kotlin's Int is boxed in a dictionary in the Objective-C export, Int32 in Swift export.
    let counts = mode == .objectiveC ? "[String: KotlinInt]" : "[String: Int32]"
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    // No package: the client names the classes alike in both modes.
    try directory.write(
      """
      import kotlinx.coroutines.flow.MutableSharedFlow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.asSharedFlow
      import kotlinx.coroutines.flow.asStateFlow
      import kotlinx.coroutines.flow.receiveAsFlow
      import kotlinx.coroutines.channels.Channel
      import kotlinx.coroutines.flow.SharingStarted
      import kotlinx.coroutines.flow.combine
      import kotlinx.coroutines.flow.flatMapLatest
      import kotlinx.coroutines.flow.map
      import kotlinx.coroutines.flow.onStart
      import kotlinx.coroutines.flow.shareIn
      import kotlinx.coroutines.flow.stateIn
      import kotlinx.coroutines.CoroutineScope
      data class UiState(val count: Int = 0)
      sealed class Event { object Done : Event() }
      interface Repository {
          val items: kotlinx.coroutines.flow.Flow<List<UiState>>
          fun observe(id: Long): kotlinx.coroutines.flow.Flow<UiState?>
      }
      class Screen(scope: CoroutineScope, private val repository: Repository) {
          private val _state = MutableStateFlow(UiState())
          val state = _state.onStart { }.stateIn(scope, SharingStarted.Eagerly, UiState())
          private val _events = MutableSharedFlow<Event>()
          val events = _events.shareIn(scope, SharingStarted.Lazily)
          val items = repository.items.stateIn(scope, SharingStarted.Eagerly, emptyList())
          val selected = repository.observe(1)
          val combined = combine(repository.items, _state) { items, state ->
              UiState(items.size + state.count)
          }.stateIn(scope, SharingStarted.Eagerly, UiState())
          val titles = repository.items.map { "title" }
          private val selectedId = MutableStateFlow(0L)
          val followed = selectedId.flatMapLatest { id -> repository.observe(id) }
          val visible = combine(repository.items, _state) { items, state ->
              val shown = items.filter { it.count > 0 }
              UiState(shown.size + state.count)
          }
          fun observeSelected(id: Long) = repository.observe(id)
      }
      abstract class BaseViewModel<S>(initial: S) {
          protected val _state = MutableStateFlow<S>(initial)
      }
      class ProfileViewModel : BaseViewModel<UiState>(UiState()) {
          val profile = _state.asStateFlow()
      }
      abstract class StoreBase<T> { abstract val state: kotlinx.coroutines.flow.Flow<T> }
      class CounterStore : StoreBase<UiState>() {
          private val _state = MutableStateFlow(UiState())
          override val state: kotlinx.coroutines.flow.StateFlow<UiState> get() = _state
      }
      abstract class MviViewModel<S>(initialState: S) {
          protected val _state = MutableStateFlow(initialState)
      }
      class DetailViewModel(initial: UiState) : MviViewModel<UiState>(initial) {
          val detail = _state.asStateFlow()
          val draft = MutableStateFlow(initial)
      }
      class CounterViewModel {
          private val _state = MutableStateFlow(UiState())
          val state = _state.asStateFlow()
          private val _events = MutableSharedFlow<Event>()
          val events = _events.asSharedFlow()
          val query = MutableStateFlow("")
          val items = MutableStateFlow<List<UiState>>(emptyList())
          private val _effects = Channel<Event>(Channel.BUFFERED)
          val effects = _effects.receiveAsFlow()
          val list = MutableStateFlow(emptyList<UiState>())
          val counts = MutableStateFlow(emptyMap<String, Int>())
          val exposed = _state
          fun increment() {}
          fun clear() {}
      }
      """, to: "src/commonMain/kotlin/CounterViewModel.kt")
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        @MainActor func use(
          _ model: CounterViewModel, _ screen: Screen, _ profile: ProfileViewModel,
          _ detail: DetailViewModel, _ store: CounterStore
        ) {
          // Both exports declare the override again with its own type (the stubs with
          // `@_nonoverride`), so it is a state flow here.
          let _: KotlinStateFlow<UiState> = store.typedState
          let _: KotlinStateFlow<UiState> = profile.typedProfile
          let _: KotlinStateFlow<UiState> = detail.typedDetail
          let _: KotlinStateFlow<UiState> = detail.typedDraft
          let _: KotlinStateFlow<UiState> = screen.typedState
          let _: KotlinSharedFlow<Event> = screen.typedEvents
          let _: KotlinStateFlow<[UiState]> = screen.typedItems
          let _: KotlinFlow<UiState?> = screen.typedSelected
          let _: KotlinStateFlow<UiState> = screen.typedCombined
          let _: KotlinFlow<String> = screen.typedTitles
          let _: KotlinFlow<UiState?> = screen.typedFollowed
          let _: KotlinFlow<UiState> = screen.typedVisible
          let _: KotlinFlow<UiState?> = screen.typedObserveSelected(id: 1)
          let store = ReactorStore(kotlin: model)
          let _: UiState = store.state
          store.send(.increment)
          let _: KotlinStateFlow<UiState> = model.typedState
          let _: KotlinSharedFlow<Event> = model.typedEvents
          let _: KotlinStateFlow<String> = model.typedQuery
          let _: KotlinStateFlow<[UiState]> = model.typedItems
          let _: KotlinFlow<Event> = model.typedEffects
          let _: KotlinStateFlow<[UiState]> = model.typedList
          let _: KotlinStateFlow<\(counts)> = model.typedCounts
          let _: KotlinStateFlow<UiState> = model.typedExposed
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "module classes named like an adapter's State, Action and Event, or like a nested class of the class an extension extends, are qualified",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func namesTheGlueDeclaresAgain(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    // No package: in Swift export too the classes are top-level names of the module.
    try directory.write(
      """
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.StateFlow
      data class State(val count: Int)
      class Action(val delta: Int)
      class Event(val message: String)
      class Loading
      typealias TopLoading = Loading  // in Screen and its subclasses, Loading is Screen.Loading
      class Sendable
      class CounterReactor {
          val state: StateFlow<State> get() = TODO()
          val events: Flow<Event> get() = TODO()
          fun send(action: Action) {}
          fun destroy() {}
      }
      open class Screen {
          data class State(val x: Int)
          class Loading
          val global: StateFlow<State> get() = TODO()
          val outer: StateFlow<Loading> get() = TODO()
      }
      class DetailScreen : Screen() {
          val loading: StateFlow<TopLoading?> get() = TODO()
          val top: TopLoading? = null
          val sendables: StateFlow<List<Sendable>> get() = TODO()
      }
      """, to: "src/commonMain/kotlin/Counter.kt")
    // `Screen.global` is the nested State and `outer` the nested Loading; `DetailScreen.loading`
    // is the top-level Loading, which the inherited nested class would otherwise hide.
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared

        @MainActor func use(_ screen: DetailScreen) {
          let store = ReactorStore(kotlin: CounterReactor())
          let _: Shared.State = store.state
          store.send(Shared.Action(delta: 1))
          let _: KotlinStateFlow<Shared.Loading?> = screen.typedLoading
          let _: Shared.Loading? = screen.top
          let _: KotlinStateFlow<Screen.Loading> = screen.typedOuter
          let _: KotlinStateFlow<[Shared.Sendable]> = screen.typedSendables
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "generic sealed hierarchies: type arguments mapped through each subclass's supertype",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func genericSealedHierarchies(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package com.example
      sealed interface Operation<T> {
          data class Success<T>(val data: T) : Operation<T>
          data class Failure<T>(val message: String) : Operation<T>
          data object Idle : Operation<Nothing>
      }
      sealed class Outcome<out T : Any> {
          data class Done<out R : Any>(val value: R) : Outcome<R>()
          data class Both<out A : Any, out B : Any>(val a: A, val b: B) : Outcome<A>()
          data class Failed(val message: String) : Outcome<Nothing>()
      }
      sealed class Two<out A : Any, out B : Any> {
          class Swapped<out X : Any, out Y : Any>(val x: X, val y: Y) : Two<Y, X>()
          class Same<out X : Any>(val x: X) : Two<X, X>()
      }
      sealed class Event {
          class Payload<T : Any>(val value: T) : Event()
          object Tick : Event()
      }
      sealed interface Job<T> {
          sealed interface Pending<T> : Job<T> {
              data class Queued<T>(val value: T) : Pending<T>
          }
          data class Finished<T>(val value: T) : Job<T>
      }
      sealed interface Chain<T> {
          sealed interface Link<T> : Chain<T> {
              data class End<T>(val value: T) : Link<T>
          }
      }
      sealed class Loaded<out T : Any> {
          class Ok<out T : Any>(val value: T) : Loaded<T>()
          sealed class Err<out T : Any> : Loaded<T>() {
              class Network<out T : Any> : Err<T>()
              object Unknown : Err<Nothing>()
          }
      }
      sealed interface Op {
          sealed class Res<T : Any> : Op {
              class Done<T : Any>(val value: T) : Res<T>()
              object Failed : Res<Nothing>()
          }
      }
      sealed class Maybe<out T : Any> {
          class Some<out R : Any>(val value: R?) : Maybe<R?>()
      }
      """, to: "src/commonMain/kotlin/com/example/Generic.kt")
    let client =
      mode == .objectiveC
      ? """
      import Foundation
      import KMPBridge
      import Shared
      func describe(_ operation: any Shared.Operation) -> String {
        switch OperationEnum<NSString>(operation) {
        case .success(let success): return "\\(success)"
        case .failure(let failure): return failure.message
        case .idle: return "idle"
        }
      }
      func roundTrip(_ operation: any Shared.Operation) -> any Shared.Operation {
        OperationEnum<NSString>(operation).kotlin
      }
      func done(_ outcome: Outcome<NSString>) -> NSString? {
        if case .done(let done) = OutcomeEnum(outcome) { return done.value }
        return nil
      }
      func both(_ outcome: OutcomeEnum<NSString>) -> OutcomeBoth<NSString, AnyObject>? {
        if case .both(let both) = outcome { return both }
        return nil
      }
      func swapped(_ two: TwoEnum<NSString, NSNumber>) -> TwoSwapped<NSNumber, NSString>? {
        if case .swapped(let swapped) = two { return swapped }
        return nil
      }
      func payload(_ event: Event) -> EventPayload<AnyObject>? {
        if case .payload(let payload) = event.asEnum { return payload }
        return nil
      }
      func back(_ event: EventEnum) -> Event { event.kotlin }
      func pending(_ job: any Job) -> NSString? {
        switch JobEnum<NSString>(job) {
        case .pending(.queued(let queued)): return queued.value
        case .finished(let finished): return finished.value
        }
      }
      func back(_ job: JobEnum<NSString>) -> any Job { job.kotlin }
      func end(_ chain: any Chain) -> ChainLinkEnd<NSString>? {
        if case .link(.end(let end)) = ChainEnum<NSString>(chain) { return end }
        return nil
      }
      func loaded(_ value: Loaded<NSString>) -> LoadedErrEnum<NSString>? {
        if case .err(let err) = LoadedEnum(value) { return err }
        return nil
      }
      func op(_ value: any Op) -> OpResEnum<AnyObject>? {
        if case .res(let res) = OpEnum(value) { return res }
        return nil
      }
      func some(_ value: MaybeEnum<NSString>) -> MaybeSome<NSString> {
        switch value { case .some(let some): return some }
      }
      func back(_ value: MaybeEnum<NSString>) -> Maybe<NSString> { value.kotlin }
      """
      : nil
    let glue = try compileGlue(
      mode: mode, in: directory, client: client,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a flow a subclass overrides keeps the superclass's typed accessor, and compiles",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func overriddenFlowMembers(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package com.example
      import kotlinx.coroutines.flow.StateFlow
      abstract class Listener {
          abstract val state: StateFlow<String>
          open val other: StateFlow<Int> get() = TODO()
      }
      class NetworkListener : Listener() {
          override val state: StateFlow<String> get() = TODO()
          override val other: StateFlow<Int> get() = TODO()
          val own: StateFlow<Boolean> get() = TODO()
      }
      """, to: "src/commonMain/kotlin/com/example/Listener.kt")
    let glue = try compileGlue(
      mode: mode, in: directory,
      client: """
        import KMPBridge
        import Shared
        func use(_ listener: NetworkListener) {
          let _: KotlinStateFlow<String> = listener.typedState
          let _: KotlinStateFlow<Int32> = listener.typedOther
          let _: KotlinStateFlow<Bool> = listener.typedOwn
        }
        """,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  @Test(
    "a reactor whose action and event types are generic sealed classes takes the Kotlin types",
    arguments: [GeneratorConfiguration.Mode.objectiveC, .swiftExport])
  func reactorWithGenericSealedTypes(mode: GeneratorConfiguration.Mode) throws {
    let directory = try TemporaryDirectory()
    defer { directory.cleanUp() }
    try directory.write(
      """
      package com.example
      import kotlinx.coroutines.flow.SharedFlow
      import kotlinx.coroutines.flow.StateFlow
      sealed interface Command<T> {
          data class Run<T>(val input: T) : Command<T>
          data object Stop : Command<Nothing>
      }
      sealed class Outcome<out T : Any> {
          data class Done<out T : Any>(val value: T) : Outcome<T>()
          data class Failed(val message: String) : Outcome<Nothing>()
      }
      data class JobState(val running: Boolean)
      class JobReactor {
          val state: StateFlow<JobState> get() = TODO()
          val event: SharedFlow<Outcome<String>> get() = TODO()
          fun send(action: Command<String>) {}
          fun destroy() {}
      }
      """, to: "src/commonMain/kotlin/com/example/Job.kt")
    let glue = try compileGlue(
      mode: mode, in: directory, client: nil,
      sourceSets: [directory.file("src/commonMain/kotlin")])
    #expect(glue.status == 0, "\(glue.output)")
  }

  /// Generates stubs and glue for all fixtures, compiles the stubs as module `Shared`, then
  /// type-checks the glue (and `client`, if given).
  private func compileGlue(
    mode: GeneratorConfiguration.Mode, in directory: TemporaryDirectory, client: String?,
    sourceSets: [String] = Fixtures.modules.map(Fixtures.sourceSet),
    editStubs: ((String) -> String)? = nil
  ) throws -> (status: Int32, output: String) {
    let configuration = GeneratorConfiguration(
      sourceSets: sourceSets, framework: "Shared", mode: mode,
      kotlinVersion: .init(2, 4, 20), output: directory.file("glue"))
    let stubs = GeneratorConfiguration(
      sourceSets: configuration.sourceSets, framework: "Shared", mode: mode,
      kotlinVersion: .init(2, 4, 20), output: directory.file("stubs"))
    _ = try Generator(configuration: configuration).generate()
    _ = try Generator(configuration: stubs).writeStubs()
    if let editStubs {
      // What the framework's real header shows, where the stubs cannot.
      let path = directory.file("stubs/SharedStubs.swift")
      try editStubs(String(contentsOfFile: path, encoding: .utf8))
        .write(toFile: path, atomically: true, encoding: .utf8)
    }
    let module = try run(
      "swiftc",
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "Shared",
        "-emit-module-path", directory.file("stubs/Shared.swiftmodule"),
        directory.file("stubs/SharedStubs.swift"),
      ])
    guard module.status == 0 else { return module }
    var files = try FileManager.default.subpathsOfDirectory(atPath: directory.file("glue"))
      .filter { $0.hasSuffix(".swift") }.map { directory.file("glue/" + $0) }
    if let client {
      try directory.write(client, to: "client/Client.swift")
      files.append(directory.file("client/Client.swift"))
    }
    return try run(
      "swiftc",
      [
        // Generated files compile without warnings (the client's code too).
        "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", directory.file("stubs"),
        "-I", builtModulesDirectory,
      ]
        + files.sorted())
  }
}
