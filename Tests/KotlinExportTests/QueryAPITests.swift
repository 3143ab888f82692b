import KotlinExport
import KotlinSyntax
import Testing

/// The questions the generator asks, on the Profile fixture, in both modes.
@Suite("Query API for the generator")
struct QueryAPITests {
  /// The names of the members whose type is left to inference (each warned about, asking for
  /// the type), in the order of the warnings.
  static func inferredNames(_ exported: ExportedModule) -> [String] {
    exported.diagnostics.filter { $0.message.contains("is inferred") }.map {
      String($0.message.split(separator: "'")[1])
    }
  }

  static func objC() throws -> ExportedModule {
    ExportedModule(
      try KotlinFixtures.moduleFromDirectory("Profile"),
      mode: .objectiveC(.init(frameworkName: "Shared")))
  }

  static func swift(_ version: KotlinVersion = .sealedTypes) throws -> ExportedModule {
    ExportedModule(
      try KotlinFixtures.moduleFromDirectory("Profile"),
      mode: .swiftExport(
        .init(moduleName: "Shared", kotlinVersion: version, flattenPackage: "com.example.profile")))
  }

  @Test("a sealed interface lists subclasses nested in it and elsewhere, with objects marked")
  func sealedInterface() throws {
    let hierarchy = try #require(
      try Self.objC().sealedHierarchy(of: "com.example.profile.ProfileState"))
    #expect(hierarchy.isInterface)
    #expect(hierarchy.swiftTypeName == "ProfileState")
    #expect(
      hierarchy.subclasses.map { "\($0.caseName):\($0.swiftTypeName ?? "-"):\($0.isObject)" } == [
        "loading:ProfileStateLoading:true", "loaded:ProfileStateLoaded:false",
        "failed:ProfileStateFailed:false", "headerCollapsed:ProfileStateHeader.Collapsed:false",
      ])
  }

  @Test("Swift export cannot nest types in a protocol, and the hierarchy says so")
  func sealedInterfaceInSwiftExport() throws {
    let hierarchy = try #require(
      try Self.swift().sealedHierarchy(of: "com.example.profile.ProfileState"))
    #expect(hierarchy.subclasses.allSatisfy { !$0.isExported })
    #expect(
      hierarchy.subclasses.first?.notExportedReason
        == .unsupportedBySwiftExport("types nested in interfaces"))
  }

  @Test("enum entries carry their Swift names per mode")
  func enumEntries() throws {
    #expect(
      try Self.objC().enumEntries(of: "com.example.profile.Tab").map(\.swiftName) == [
        "posts", "mediaItems", "likes", "default_", "theNew",
      ])
    #expect(
      try Self.swift().enumEntries(of: "com.example.profile.Tab").map(\.swiftName) == [
        "POSTS", "MEDIA_ITEMS", "Likes", "DEFAULT", "NEW",
      ])
    #expect(try Self.swift().enumsAreNative)
    #expect(try !Self.swift(.swiftExportFirstRelease).enumsAreNative)
  }

  @Test("nested declarations give their Kotlin path and the alias that restores it")
  func nestedPaths() throws {
    let paths = try Self.objC().nestedTypePaths()
    let select = try #require(paths.first { $0.kotlinPath == "Action.Tabs.Select" })
    #expect(select.swiftName == "Action.TabsSelect")
    #expect(select.aliasHostSwiftName == "Action.Tabs")
    #expect(select.aliasName == "Select")
    #expect(select.needsAlias)
    let follow = try #require(paths.first { $0.kotlinPath == "Action.Follow" })
    #expect(!follow.needsAlias)
    let loaded = try #require(paths.first { $0.kotlinPath == "ProfileState.Loaded" })
    #expect(loaded.swiftName == "ProfileStateLoaded")
    #expect(loaded.aliasHostSwiftName == nil)
    #expect(try Self.swift().nestedTypePaths().allSatisfy { !$0.needsAlias })
  }

  @Test("package typealiases: the flattened package's come from the compiler")
  func packageAliases() throws {
    let aliases = try Self.swift().packageTypeAliases()
    let user = try #require(aliases.first { $0.name == "User" })
    #expect(user.target == "ExportedKotlinPackages.com.example.profile.model.User")
    #expect(!user.isDeclaredByCompiler)
    let action = try #require(aliases.first { $0.name == "Action" })
    #expect(action.isDeclaredByCompiler)
    #expect(aliases.contains { $0.name == "Action_SealedType" })
    #expect(try Self.objC().packageTypeAliases().isEmpty)
  }

  @Test("flow members give the element type in Swift for the mode, wherever the flow sits")
  func flows() throws {
    func summary(_ exported: ExportedModule) -> [String] {
      exported.flowMembers().filter { $0.owner.simpleName == "ProfileReactor" }.map {
        "\($0.memberSwiftName) \($0.flowKind.rawValue) \($0.placement.rawValue) \($0.elementSwiftType)"
      }
    }
    #expect(
      try summary(Self.objC()) == [
        "state stateFlow direct any ProfileState", "events sharedFlow direct String",
        "errors flow direct KotlinThrowable", "counter mutableStateFlow direct KotlinInt",
        "optionalState stateFlow nullable (any ProfileState)?", "tabs flow typeArgument Tab",
        "observe(id:) flow direct [String]",
      ])
    #expect(
      try summary(Self.swift()) == [
        "state stateFlow direct any ExportedKotlinPackages.com.example.profile.ProfileState",
        "events sharedFlow direct String", "counter mutableStateFlow direct Int32",
        "optionalState stateFlow nullable (any ExportedKotlinPackages.com.example.profile.ProfileState)?",
        "tabs flow typeArgument ExportedKotlinPackages.com.example.profile.Tab",
        "observe(id:) flow direct [String]",
      ])
    let generic = try Self.objC().flowMembers().filter { $0.owner.simpleName.hasSuffix("Reactor") }
      .prefix(2).map { "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(generic == ["CounterReactor.state KotlinInt", "ProfileReactor.state any ProfileState"])
    let erased = try Self.swift().flowMembers().first { $0.ownerSwiftName.hasSuffix(".Reactor") }
    #expect(erased?.elementSwiftType == "KotlinBase?")
    let state = try #require(
      try Self.objC().flowMembers().first { $0.ownerSwiftName == "ProfileReactor" })
    #expect(state.memberDeclaration == "var state: any Kotlinx_coroutines_coreStateFlow { get }")
    #expect(state.ownerSwiftName == "ProfileReactor")
  }

  @Test("a sealed action's primary constructor gives Swift labels and types")
  func constructors() throws {
    let follow = try #require(try Self.objC().type(named: "com.example.profile.Action.Follow"))
    #expect(follow.primaryConstructor?.declaration == "init(userId: Int32)")
    #expect(follow.primaryConstructor?.parameters.map(\.label) == ["userId"])
    let share = try #require(try Self.swift().type(named: "com.example.profile.Share"))
    #expect(share.primaryConstructor?.declaration == "init(url: String, title: String?)")
    #expect(share.primaryConstructor?.parameters.last?.hasDefaultValue == true)
    let user = try #require(try Self.objC().type(named: "com.example.profile.model.User"))
    #expect(user.companion?.classPath == "User.Companion")
    #expect(user.properties.map(\.swiftName).contains("description_"))
    #expect(user.methods.map(\.swiftName).contains("initials()"))
  }

  @Test("swiftType(of:in:position:) spells one Kotlin type by position")
  func swiftTypeByPosition() throws {
    let exported = try Self.objC()
    let module = exported.module
    let settings = QualifiedName(packageName: "com.example.profile", path: ["Settings"])
    let context = try #require(module.context(of: settings))
    let int = KotlinParser.parse("val x: Int?", path: "x.kt")
    guard case .property(let property) = int.declarations.first, let type = property.type else {
      Issue.record("no property parsed")
      return
    }
    #expect(exported.swiftType(of: type, in: context, position: .parameter) == "KotlinInt?")
    #expect(exported.swiftType(of: type, in: context, position: .typeArgument) == "Any")
    let list = KotlinParser.parse("val x: List<Tab>", path: "x.kt")
    guard case .property(let listProperty) = list.declarations.first,
      let listType = listProperty.type
    else {
      Issue.record("no property parsed")
      return
    }
    #expect(exported.swiftType(of: listType, in: context, position: .returnValue) == "[Tab]")
    #expect(exported.swiftType(of: listType, in: context, position: .genericArgument) == "NSArray")
    let swift = try Self.swift()
    #expect(swift.swiftType(of: type, in: context, position: .parameter) == "Int32?")
    #expect(
      swift.swiftType(of: listType, in: context, position: .parameter)
        == "[ExportedKotlinPackages.com.example.profile.Tab]")
  }

  @Test("what Swift export skips is listed with the reason")
  func skippedMembers() throws {
    let reactor = try #require(try Self.swift().type(named: "com.example.profile.ProfileReactor"))
    #expect(
      reactor.skippedMembers.map { "\($0.kotlinName): \($0.reason)" } == [
        "errors: Swift export does not support the type 'kotlin.Throwable' from outside the module",
        "userId: it is private",
      ])
    let older = try #require(
      try Self.swift(.nativeSwiftEnums).type(named: "com.example.profile.ProfileReactor"))
    #expect(
      older.skippedMembers.map(\.kotlinName) == [
        "clear", "counter", "errors", "events", "observe", "optionalState", "reload", "state",
        "tabs",
        "userId",
      ])
  }

  @Test("hidden and deprecated-hidden classes are not exported in the Objective-C export")
  func hidden() throws {
    let exported = try Self.objC()
    let secret = QualifiedName(packageName: "com.example.profile", path: ["Secret"])
    let gone = QualifiedName(packageName: "com.example.profile", path: ["Gone"])
    #expect(exported.notExported[secret] == .hiddenFromObjC)
    #expect(exported.notExported[gone] == .deprecatedHidden)
    #expect(try Self.swift().notExported[secret] == nil)
  }
}

extension QueryAPITests {
  /// A view model's flows written without types, as they often are: the flow factories' types
  /// (written or inferred from a literal or a constructor call), the read-only views of them,
  /// channels' flows, and chains of operators that end in `stateIn` or `shareIn`.
  @Test(
    "flows without a declared type: factory calls, views, channel flows and stateIn chains are typed"
  )
  func flowsWithoutDeclaredTypes() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.MutableSharedFlow
      import kotlinx.coroutines.flow.MutableStateFlow
      import kotlinx.coroutines.flow.asSharedFlow
      import kotlinx.coroutines.flow.asStateFlow
      import kotlinx.coroutines.flow.consumeAsFlow
      import kotlinx.coroutines.flow.receiveAsFlow
      import kotlinx.coroutines.channels.Channel
      import kotlinx.coroutines.flow.SharingStarted
      import kotlinx.coroutines.flow.catch
      import kotlinx.coroutines.flow.Flow
      import kotlinx.coroutines.flow.onEach
      import kotlinx.coroutines.flow.map
      import kotlinx.coroutines.flow.onStart
      import kotlinx.coroutines.flow.shareIn
      import kotlinx.coroutines.flow.stateIn
      import kotlinx.coroutines.CoroutineScope
      import kotlinx.coroutines.flow.sample
      import com.example.util.retry
      data class UiState(val count: Int = 0)
      sealed class Event { object Done : Event() }
      class Box<T>(val value: T)
      class CounterViewModel(private val scope: CoroutineScope) {
          private val _state = MutableStateFlow(UiState())
          val state = _state.asStateFlow()
          private val _events = MutableSharedFlow<Event>()
          val events = _events.asSharedFlow()
          val query = MutableStateFlow("")
          val sealed = MutableStateFlow<Event>(Event.Done)
          val shared = _state.asSharedFlow()
          val boxes = MutableStateFlow(Box<Int>(1))
          val pair = MutableStateFlow(Pair(1, 2))
          val raw = MutableStateFlow(Box(1))
          val done = MutableStateFlow(Event.Done)
          val wrongView = _events.asStateFlow()
          val queryView = query.asStateFlow()
          private val _effects = Channel<Event>()
          val effects = _effects.receiveAsFlow()
          private val _declared: Channel<UiState> = Channel(Channel.BUFFERED)
          val declared = _declared.consumeAsFlow()
          private val _untyped = Channel(Channel.BUFFERED)
          val untyped = _untyped.receiveAsFlow()
          val notAChannel = _state.receiveAsFlow()
          val list = MutableStateFlow(emptyList<UiState>())
          val untypedList = MutableStateFlow(emptyList())
          val started = _state.onStart { }.stateIn(scope, SharingStarted.Eagerly, UiState())
          val named = _state.stateIn(
              scope = scope, started = SharingStarted.Eagerly, initialValue = UiState(1),
          )
          val sharedEvents = _events.shareIn(scope, SharingStarted.Lazily)
          val kept = _state.onEach { }
          val caught = _events.catch { }
          val fromQuery = query.stateIn(scope, SharingStarted.Eagerly, "")
          private val _optional = MutableStateFlow<UiState?>(null)
          val optional = _optional.stateIn(scope, SharingStarted.Eagerly, UiState())
          val nullInitial = _state.stateIn(scope, SharingStarted.Eagerly, null)
          val otherInitial = _state.stateIn(scope, SharingStarted.Eagerly, Box<Int>(1))
          val mapped = _state.map { it.count }.stateIn(scope, SharingStarted.Eagerly, 0)
          val fromEffects = _effects.onStart { }.shareIn(scope, SharingStarted.Lazily)
          private val _trailing = MutableStateFlow(
              UiState(count = 2),
          )
          val fromValue = _trailing.stateIn(scope, SharingStarted.Eagerly, _trailing.value)
          val fromOtherValue = _events.stateIn(scope, SharingStarted.Eagerly, _state.value)
          val reordered = _state.stateIn(
              initialValue = UiState(), scope = scope, started = SharingStarted.Eagerly,
          )
          val fromShared = _events.stateIn(scope, SharingStarted.Eagerly, _events.value)
          private val _sink: MutableSharedFlow<in Event> = MutableSharedFlow()
          val sunk = _sink.shareIn(scope, SharingStarted.Lazily)
          val sinkView = _sink.asSharedFlow()
      }
      class Shadowed(_state: Flow<String>, scope: CoroutineScope) {
          private val _state = MutableStateFlow(0)
          val hits = _state.onEach { }.stateIn(scope, SharingStarted.Eagerly, 0)
      }
      class Holder { val _s = MutableStateFlow("") }
      class Retrying {
          private val _state = MutableStateFlow(0)
          val retried = _state.retry(3)
          val sampled = _state.sample(100)
      }
      private val _s = MutableStateFlow(0)
      val Holder.n get() = _s.onEach { }
      """)
    let flows = exported.flowMembers().map { "\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(
      flows == [
        "state UiState", "events Event", "query String", "sealed Event", "shared UiState",
        "boxes Box<KotlinInt>", "queryView String", "effects Event", "declared UiState",
        "list [UiState]", "started UiState", "named UiState", "sharedEvents Event",
        "kept UiState", "caught Event", "fromQuery String", "optional UiState?",
        "fromValue UiState", "_s String", "sampled KotlinInt",
      ])
    let inferred = Self.inferredNames(exported)
    // Kotlin infers `Pair<Int, Int>`, `Box<Int>` and `Event.Done` here, which the call alone
    // does not tell; a `MutableSharedFlow` has no `asStateFlow()`; a channel made without its
    // type argument gets it from a use; a state flow is no channel; `emptyList()` takes its
    // type from the flow's; `stateIn` with an initial value of another type (`null` included)
    // widens the element to hold both; `map` changes the element; a channel is no flow; named
    // arguments in another order are not read; a shared flow has no value; an `in`-projected
    // flow's elements are `Any?`; a constructor parameter hides the property in an initializer;
    // an extension property sees its receiver's members first; and a `retry` imported from
    // elsewhere is not kotlinx's.
    #expect(
      inferred == [
        "pair", "raw", "done", "wrongView", "untyped", "notAChannel", "untypedList",
        "nullInitial", "otherInitial", "mapped", "fromEffects", "fromOtherValue", "reordered",
        "fromShared", "sunk", "sinkView", "hits", "retried", "n",
      ])
  }
}

extension QueryAPITests {
  /// A view model's flows taken from another class without a declared type
  /// (`val items = repository.items`, `repository.observe(id)`, `store.state.stateIn(…)`): typed
  /// where the member's type is known and Kotlin could not pick another.
  @Test("flows without a declared type read from a member of another class are typed")
  func flowsFromOtherClasses() throws {
    // The module is also a seed of the generator's fuzzer (`Scripts/fuzz-generator`).
    let exported = KotlinFixtures.objC(
      try String(
        contentsOf: KotlinFixtures.directory.appendingPathComponent("Flows/MemberFlows.kt"),
        encoding: .utf8))
    let flows = exported.flowMembers().filter {
      ["ItemsViewModel", "ProfileViewModel", "Sourced"].contains($0.ownerSwiftName)
    }.map { "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)" }
    // A superclass's property, its type argument put in.
    #expect(
      flows == [
        "ItemsViewModel.items [Item]", "ItemsViewModel.selected Item?",
        "ItemsViewModel.count KotlinInt", "ItemsViewModel.state [Item]",
        "ItemsViewModel.mutableInitial [Item]", "ItemsViewModel.totalView KotlinInt",
        "ItemsViewModel.baseName String", "ItemsViewModel.baseValue KotlinInt",
        "ProfileViewModel.state Item", "ProfileViewModel.counted KotlinInt",
        // The generic superclass's own flows, inherited with the type argument put in.
        "ProfileViewModel._state Item", "ProfileViewModel._count KotlinInt", "Sourced.flow Item",
      ])
    let inferred = Self.inferredNames(exported)
    // A star-projected type argument, an overloaded function, a generic one (its call's type
    // arguments are not read), an empty set for a flow of lists, a cycle, a member the class
    // lacks, a property called and a function read, a suspend function (which an initializer
    // cannot call), and a function an extension of the module is named like (the call may be
    // the extension's) are not typed.
    #expect(
      inferred == [
        "loop", "starred", "results", "generic", "wrongCollection", "loop", "missing", "called",
        "notCalled", "loaded", "latest",
      ])
  }
}

extension QueryAPITests {
  /// Flows whose element is a lambda's value: `combine(a, b) { x, y -> UiState(x, y) }`,
  /// `items.map { UiState(it) }`, and a chain on a function of the class (`observe().stateIn(…)`).
  @Test("flows without a declared type made by map or combine with a constructor call are typed")
  func flowsFromLambdas() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.CoroutineScope
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long)
      data class UiState(val items: List<Item> = emptyList(), val query: String = "")
      interface ItemRepository { val items: Flow<List<Item>> }
      class SearchViewModel(private val repository: ItemRepository, private val scope: CoroutineScope) {
          private val query = MutableStateFlow("")
          private val names: List<String> = emptyList()
          val state = combine(repository.items, query) { items, query -> UiState(items, query) }
              .stateIn(scope, SharingStarted.WhileSubscribed(5000), UiState())
          val mapped = repository.items.map { UiState(it) }.stateIn(scope, SharingStarted.Eagerly, UiState())
          val titles = repository.items.map { items -> "title" }
          val combined = combine(repository.items, query) { a, b ->
              UiState(
                  items = a,
                  query = b,
              )
          }
          val latest = query.mapLatest { UiState(query = it) }
          val paired = query.combine(repository.items) { q, items -> UiState(items, q) }
          val fromFunction = observe().stateIn(scope, SharingStarted.Eagerly, UiState())
          val twoStatements = repository.items.map { val x = it; UiState(x) }
          val notConstructed = repository.items.map { it.size }
          val widened = repository.items.map { UiState(it) }.stateIn(scope, SharingStarted.Eagerly, null)
          val unknownFunction = load().stateIn(scope, SharingStarted.Eagerly, UiState())
          val merged = merge(query, query)
          val listMapped = names.map { UiState() }
          private fun observe(): Flow<UiState> = query.map { UiState(query = it) }
          val topLevelToo = titles().stateIn(scope, SharingStarted.Eagerly, "")
          private fun titles(limit: Int): Flow<String> = query
      }
      fun titles(): Flow<String> = emptyFlow()
      """)
    let flows = exported.flowMembers().map { "\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(
      flows == [
        "items [Item]", "state UiState", "mapped UiState", "titles String", "combined UiState",
        "latest UiState", "paired UiState", "fromFunction UiState", "twoStatements UiState",
        "titles() String",
      ])
    let inferred = Self.inferredNames(exported)
    // A lambda whose value is not a constructor call or literal, an initial value of another
    // type, a function the class lacks, another function than combine, `map` on a list, and a
    // function of the class beside a top-level one of its name (the call may be the top-level
    // one's) are not typed.
    #expect(
      inferred == [
        "notConstructed", "widened", "unknownFunction", "merged", "listMapped",
        "topLevelToo",
      ])

    // A function of the file's own package wins over kotlinx's imported with a star, not over
    // one imported by name.
    let own = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.*
      import kotlinx.coroutines.flow.onEach
      fun <T> Flow<T>.onStart(times: Int): Flow<T> = this
      fun <T> Flow<T>.onEach(times: Int): Flow<T> = this
      fun combine(a: Flow<Int>, b: Flow<Int>, transform: (Int, Int) -> Int): Flow<Int> = a
      class Own {
          private val _state = MutableStateFlow(0)
          val started = _state.onStart(1)
          val combined = combine(_state, _state) { a, b -> 1 }
          val kept = _state.onEach(1)
          val sampled = _state.debounce(1)
      }
      """)
    #expect(
      own.flowMembers().filter { $0.ownerSwiftName == "Own" }.map {
        "\($0.memberSwiftName) \($0.elementSwiftType)"
      } == [
        "kept KotlinInt", "sampled KotlinInt",
      ])
  }
}

extension QueryAPITests {
  /// Expression-bodied functions (`operator fun invoke(id: Long) = repository.observe(id)`) and
  /// members of objects, companions and enum classes by name (`Config.refresh`, `Color.RED`).
  @Test("functions whose body is a chain of calls, and members of objects by name, are typed")
  func functionsAndObjectMembers() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long)
      enum class Color { RED, GREEN }
      interface ItemRepository {
          fun observe(id: Long): Flow<Item?>
          suspend fun load(): List<Item>
          val items: Flow<List<Item>>
      }
      object Config {
          val refresh: Flow<Int> = MutableStateFlow(1)
          const val LIMIT = 10
      }
      class Computer {
          companion object {
              const val MIN_SPEED_HZ = 1
              val ticks: Flow<Long> = MutableStateFlow(0L)
          }
      }
      class ObserveItem(private val repository: ItemRepository) {
          operator fun invoke(id: Long) = repository.observe(id)
          suspend fun load() = repository.load()
          fun shadowed(repository: Config) = repository.refresh
          fun blocking() = repository.load()
          fun sizes() = repository.items.map { it.size }
      }
      class Settings(plain: ItemRepository) {
          val color = Color.RED
          val limit = Config.LIMIT
          val minimum = Computer.MIN_SPEED_HZ
          val ticks = Computer.ticks
          val refresh = Config.refresh
          val buffer = IntArray(4)
          val text = StringBuilder()
          private val _count = MutableStateFlow(0)
          val exposed = _count
          val config = Config
          val repository = plain
          fun echo(item: Item) = item
          fun plainInFunction() = plain.items
          fun notAnEntry() = Color.BLUE
      }
      """)
    let observe = exported.type(named: "com.example.ObserveItem")?.methods ?? []
    #expect(
      observe.map { "\($0.swiftName) \($0.returnType)" } == [
        "invoke(id:) any Kotlinx_coroutines_coreFlow", "load(completionHandler:) [Item]",
        "shadowed(repository:) any Kotlinx_coroutines_coreFlow",
        "blocking() Any?", "sizes() Any?",
      ])
    let settings = exported.type(named: "com.example.Settings")?.properties ?? []
    #expect(
      settings.map { "\($0.swiftName) \($0.swiftType)" } == [
        "color Color", "limit Int32", "minimum Int32",
        "ticks any Kotlinx_coroutines_coreFlow", "refresh any Kotlinx_coroutines_coreFlow",
        // The standard library's classes that code constructs.
        "buffer KotlinIntArray", "text KotlinStringBuilder",
        // A bare name: a property, an object, a constructor's parameter in an initializer.
        "exposed any Kotlinx_coroutines_coreMutableStateFlow", "config Config",
        "repository any ItemRepository",
      ])
    // A function's parameter.
    #expect(
      exported.type(named: "com.example.Settings")?.methods.first {
        $0.swiftName == "echo(item:)"
      }?.returnType == "Item")
    let flows = exported.flowMembers().filter {
      ["ObserveItem", "Settings"].contains($0.ownerSwiftName)
    }.map { "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(
      flows == [
        "ObserveItem.invoke(id:) Item?", "ObserveItem.shadowed(repository:) KotlinInt",
        "Settings.ticks KotlinLong", "Settings.refresh KotlinInt", "Settings.exposed KotlinInt",
      ])
    let inferred = Self.inferredNames(exported)
    // A suspend function called where no suspend call may be, `map` to a value that is no
    // constructor call, a constructor's plain parameter in a function (which does not see it),
    // and a name no entry has are not typed.
    #expect(inferred == ["blocking", "sizes", "plainInFunction", "notAnEntry"])
  }
}

extension QueryAPITests {
  /// Code where the member a chain names is not the one Kotlin picks, or its type is not the
  /// declared one (found in review): the chain is not typed, or typed as Kotlin types it.
  @Test("chains whose member Kotlin may resolve otherwise are not typed")
  func chainsKotlinResolvesOtherwise() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long)
      data class CounterState(val count: Int = 0)
      class ScreenState
      data class UiState(val items: List<Item> = emptyList(), val query: String = "")
      fun UiState(items: List<Item>): ScreenState = ScreenState()
      interface CounterComponent {
          val state: StateFlow<CounterState>
          val count: Flow<Int>
      }
      class DefaultCounterComponent : CounterComponent {
          private val _state = MutableStateFlow(CounterState())
          override val state = _state
          override val count = _state.map { it.count }
      }
      interface ItemSource { val items: Flow<List<Item>> }
      interface StateItemSource : ItemSource { override val items: StateFlow<List<Item>> }
      abstract class Impl : StateItemSource
      abstract class BaseViewModel {
          protected val repository: OtherRepository = OtherRepository()
          protected fun <T, R> StateFlow<T>.map(transform: (T) -> R): StateFlow<R> = TODO()
      }
      class OtherRepository { val items: Flow<String> = emptyFlow() }
      interface ItemRepository {
          val items: Flow<List<Item>>
          fun observe(vararg ids: Long): Flow<List<Item>>
          fun observe(id: Long): Flow<Item?>
      }
      class Source<T>(val flow: Flow<T>)
      class Host(
          component: DefaultCounterComponent,
          source: Impl,
          items: ItemRepository,
          repository: ItemRepository,
          contravariant: Source<in Item>,
      ) : BaseViewModel() {
          private val _count = MutableStateFlow(0)
          val state = component.state
          val count = component.count
          val sourced = source.items
          val title = _count.map { "x" }
          val one = items.observe(1)
          val fromGetter get() = repository.items
          val projected = contravariant.flow
          val mapped = items.items.map { UiState(it) }
          val all = observe()
          fun observe(id: Long): Flow<Item?> = TODO()
          companion object { fun observe(): Flow<List<Item>> = TODO() }
      }
      """)
    let flows = exported.flowMembers().filter { $0.ownerSwiftName == "Host" }.map {
      "\($0.memberSwiftName) \($0.elementSwiftType)"
    }
    // A getter sees the base class's `repository`, not the constructor's plain parameter.
    #expect(flows.contains("fromGetter String"))
    // An override's type is its initializer's: `_state`'s `MutableStateFlow`, narrower than the
    // `StateFlow` it overrides.
    #expect(
      exported.type(named: "com.example.Host")?.properties.first { $0.swiftName == "state" }?
        .swiftType == "any Kotlinx_coroutines_coreMutableStateFlow")
    let inferred = Self.inferredNames(exported)
    // An override whose initializer does not tell its type (it may be narrower than the one it
    // overrides); two interfaces declare `items` with two types; the base class's
    // member extension `map` wins over kotlinx's; a vararg overload; an `in`-projected type
    // argument; a function named like the class; a companion's function beside the member.
    #expect(
      inferred == [
        "count", "sourced", "title", "one", "projected", "mapped", "all",
      ])
  }
}

extension QueryAPITests {
  /// A state flow made of a named value (`MutableStateFlow(initialState)`, the base view model
  /// of most MVI code), and `stateIn` with a named initial value.
  @Test("flows made of a named value are typed as that value's declared type")
  func flowsFromNamedValues() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.CoroutineScope
      import kotlinx.coroutines.flow.*
      data class UiState(val count: Int = 0)
      abstract class MviViewModel<S>(initialState: S) {
          protected val _state = MutableStateFlow(initialState)
          val state = _state.asStateFlow()
      }
      class CounterViewModel : MviViewModel<UiState>(UiState()) {
          val current = _state
          val view = _state.asStateFlow()
      }
      class DetailViewModel(
          initial: UiState,
          scope: CoroutineScope,
          upstream: Flow<UiState>,
          private val fallback: UiState?,
      ) {
          private val _state = MutableStateFlow(initial)
          val state = _state.asStateFlow()
          val latest = upstream.stateIn(scope, SharingStarted.Eagerly, initial)
          val named = upstream.stateIn(scope, SharingStarted.Eagerly, initialValue = initial)
          val optional = MutableStateFlow(fallback)
          fun make(value: UiState) = MutableStateFlow(value)
          val fromGetter get() = MutableStateFlow(initial)
          val unknown = MutableStateFlow(missing)
          val widened = upstream.stateIn(scope, SharingStarted.Eagerly, fallback)
      }
      """)
    let flows = exported.flowMembers().filter {
      ["MviViewModel", "CounterViewModel", "DetailViewModel"].contains($0.ownerSwiftName)
    }.map { "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)" }
    // The base class's own flow is of its type parameter; a subclass reads it with its type
    // argument put in.
    #expect(
      flows == [
        "CounterViewModel.current UiState", "CounterViewModel.view UiState",
        "CounterViewModel._state UiState", "CounterViewModel.state UiState",
        "DetailViewModel.state UiState", "DetailViewModel.latest UiState",
        "DetailViewModel.named UiState", "DetailViewModel.optional UiState?",
        "DetailViewModel.make(value:) UiState", "MviViewModel._state S?", "MviViewModel.state S?",
      ])
    let inferred = Self.inferredNames(exported)
    // A getter does not see the constructor's plain parameters; a name the class lacks; an
    // initial value of a wider type than the upstream flow's element (Kotlin widens the
    // element to `UiState?`).
    #expect(inferred == ["fromGetter", "unknown", "widened"])
  }

  /// A name whose value Kotlin finds elsewhere than the generator's rules would look first.
  @Test("named values Kotlin resolves otherwise are not typed")
  func namedValuesKotlinResolvesOtherwise() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long)
      data class UiState(val count: Int = 0)
      object Idle
      val Initial = UiState()
      abstract class BaseViewModel { private val initial: UiState? = null }
      class HomeViewModel : BaseViewModel() {
          val state = MutableStateFlow(initial)
          companion object { private val initial = UiState() }
      }
      class CartViewModel {
          val items: List<Item>
              field = mutableListOf()
          val snapshot = MutableStateFlow(items)
      }
      enum class Phase {
          Idle, Running;
          val flow get() = MutableStateFlow(Idle)
      }
      class Screen {
          val idle = MutableStateFlow(Idle)
          val initial = MutableStateFlow(Initial)
          inner class Part { val idle = MutableStateFlow(Idle) }
          companion object { val Idle = UiState() }
      }
      class Plain { val idle = MutableStateFlow(Idle) }
      """)
    let flows = exported.flowMembers().map {
      "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)"
    }
    // Only the object, where no value of its name is nearer.
    #expect(flows == ["Plain.idle Idle"])
    let inferred = Self.inferredNames(exported)
    // The base class's private `initial` is not seen (the companion's is); a property with an
    // explicit backing field is smart cast to the field's type in its class; an enum entry, a
    // top-level property and a companion's property (of the class or the outer one) come
    // before an object.
    #expect(inferred == ["state", "snapshot", "flow", "idle", "initial", "idle"])
  }

  /// `MutableStateFlow(x)` is kotlinx.coroutines' only when nothing of the module is called so.
  @Test("a module function named MutableStateFlow is not taken for the flow factory")
  func namedValueFactoryShadowed() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.flow.*
      data class UiState(val count: Int = 0)
      fun <T> MutableStateFlow(value: T, tag: String = ""): StateFlow<T> = TODO()
      class ViewModel(initial: UiState) {
          val state = MutableStateFlow(initial)
      }
      """)
    let inferred = Self.inferredNames(exported)
    #expect(inferred == ["state"])
  }
}

extension QueryAPITests {
  /// A lambda's value is its last statement's: `combine(a, b) { x, y -> val v = …; UiState(v) }`
  /// over lines, as long as the lines tell where that statement starts.
  @Test("a lambda of several statements whose last is a constructor call gives the element")
  func flowsFromLambdasOfSeveralStatements() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.CoroutineScope
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long, val shown: Boolean = true)
      data class UiState(val items: List<Item> = emptyList(), val query: String = "")
      interface ItemRepository { val items: Flow<List<Item>> }
      class HomeViewModel(private val repository: ItemRepository, private val scope: CoroutineScope) {
          private val query = MutableStateFlow("")
          val state = combine(repository.items, query) { items, query ->
              val visible = items.filter { it.shown }
              // The screen's state.
              UiState(items = visible, query = query)
          }.stateIn(scope, SharingStarted.Eagerly, UiState())
          val separated = repository.items.map { items -> println(items); UiState(items) }
          val afterBlock = repository.items.map { items ->
              if (items.isEmpty()) {
                  println("empty")
              }
              UiState(items)
          }
          val afterString = repository.items.map { items ->
              val label = "${items.size} items"
              UiState(items, label)
          }
          val returned = repository.items.map { items ->
              if (items.isEmpty()) return@map UiState()
              UiState(items)
          }
          val conditional = repository.items.map { items ->
              if (items.isEmpty())
                  UiState()
          }
          val branches = repository.items.map { items ->
              val empty = items.isEmpty()
              if (empty) UiState() else UiState(items)
          }
          val elvis = repository.items.map { items ->
              val first = items.firstOrNull()
              first
                  ?: UiState()
          }
          val infix = repository.items.map { items ->
              items to
                  UiState(items)
          }
          val operator = repository.items.map { items ->
              items.size +
                  UiState(items)
          }
          val copied = repository.items.map { items ->
              val state = UiState(items)
              state.copy(query = "")
          }
          val shadowed = repository.items.map { items ->
              val UiState = { list: List<Item> -> list.size }
              UiState(items)
          }
          val localFunction = repository.items.map { items ->
              fun UiState(list: List<Item>) = list.size
              UiState(items)
          }
          val chained = repository.items.map { items ->
              println(items)
              UiState(items)
                  .copy(query = "")
          }
          val elseBranch = repository.items.map { items ->
              if (items.isEmpty()) println() else
              UiState(items)
          }
          val whenBranch = repository.items.map { items ->
              when {
                  items.isEmpty() -> UiState()
                  else -> UiState(items)
              }
          }
          val afterAssertion = repository.items.map { items ->
              val first = items.firstOrNull()!!
              UiState(listOf(first))
          }
          val inTemplate = repository.items.map { items ->
              val title = "First: ${items.firstOrNull()?.id ?: return@map UiState()}"
              UiState(items, title)
          }
          val afterBang = repository.items.map { items ->
              items.firstOrNull()!! to
                  UiState(items)
          }
          val destructured = repository.items.map { items ->
              val (UiState, n) = Pair({ l: List<Item> -> l.size }, 0)
              UiState(items)
          }
          val localLiteral = repository.items.map { items ->
              val Unit = 3
              Unit
          }
          val parameterNamed = combine(repository.items, query) { UiState, q -> UiState(q) }
      }
      class Shadowing(private val repository: ItemRepository) {
          val state = repository.items.map { UiState(it) }
          private fun UiState(items: List<Item>): Int = items.size
      }
      """)
    let flows = exported.flowMembers().map { "\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(
      flows == [
        "state UiState", "separated UiState", "afterBlock UiState", "afterString UiState",
        "afterAssertion UiState", "items [Item]",
      ])
    let inferred = Self.inferredNames(exported)
    // A return from the lambda (in a string template too); `if` without `else` (its branch on
    // the next line); an `if` or `when` expression; a last line that goes on from the line
    // before (after an infix name, also after `!!`, an operator or `else`) or on the next line
    // (`?:`, `.copy`); a copy; a local value (destructured too), parameter or function named
    // like the call; a member function named like the class.
    #expect(
      inferred == [
        "returned", "conditional", "branches", "elvis", "infix", "operator", "copied", "shadowed",
        "localFunction", "chained", "elseBranch", "whenBranch", "inTemplate", "afterBang",
        "destructured", "localLiteral", "parameterNamed", "state",
      ])
  }
}

extension QueryAPITests {
  /// `selectedId.flatMapLatest { id -> repository.observe(id) }`: the element of the flow the
  /// lambda's last statement (a chain of calls) returns.
  @Test("flatMapLatest, flatMapConcat and flatMapMerge give the element of the lambda's flow")
  func flowsFromFlatMaps() {
    let exported = KotlinFixtures.objC(
      """
      package com.example
      import kotlinx.coroutines.CoroutineScope
      import kotlinx.coroutines.flow.*
      data class Item(val id: Long)
      interface ItemRepository {
          val items: Flow<List<Item>>
          fun observe(id: Long): Flow<Item?>
          suspend fun load(id: Long): StateFlow<Item>
      }
      interface CachedRepository : ItemRepository {
          override fun observe(id: Long): StateFlow<Item>
      }
      class Feed(observe: (Long) -> Flow<String>) {
          private val ids = MutableStateFlow(0L)
          fun observe(id: Long): Flow<Int> = emptyFlow()
          val feed = ids.flatMapLatest { observe(it) }
      }
      class DetailViewModel(
          private val repository: ItemRepository,
          scope: CoroutineScope,
          sources: Flow<ItemRepository>,
      ) {
          private val selectedId = MutableStateFlow(0L)
          private val other: ItemRepository = repository
          val item = selectedId.flatMapLatest { id -> repository.observe(id) }
          val implicit = selectedId.flatMapLatest { repository.observe(it) }
          val loaded = selectedId.flatMapConcat { id -> repository.load(id) }
          val shared = selectedId
              .flatMapLatest { id ->
                  val key = id + 1
                  repository.observe(key)
              }
              .shareIn(scope, SharingStarted.Lazily)
          val own = selectedId.flatMapLatest { id -> observeOwn(id) }
          private fun observeOwn(id: Long): Flow<String> = emptyFlow()
          val merged = selectedId.flatMapMerge { id -> repository.observe(id) }
          val fromParameter = selectedId.flatMapLatest { repository -> repository.items }
          val fromLocal = selectedId.flatMapLatest { id ->
              val repository = other
              repository.items
          }
          val notAFlow = selectedId.flatMapLatest { id -> repository.load(id).value }
          val notACall = selectedId.flatMapLatest { id -> flowOf(id) }
          val constructed = selectedId.flatMapLatest { id -> MutableStateFlow(id) }
          val smartCast = selectedId.flatMapLatest { id ->
              repository as CachedRepository
              repository.observe(id)
          }
          val annotated = sources.flatMapLatest { @Suppress("NAME_SHADOWING") repository ->
              val id = 1L
              repository.observe(id)
          }
      }
      """)
    let flows = exported.flowMembers().filter { $0.ownerSwiftName == "DetailViewModel" }.map {
      "\($0.memberSwiftName) \($0.elementSwiftType)"
    }
    #expect(
      flows == [
        "item Item?", "implicit Item?", "loaded Item", "shared Item?", "own String",
        "merged Item?",
      ])
    let inferred = Self.inferredNames(exported)
    // A constructor parameter of a function type is called before the class's function; a
    // lambda's parameter (annotated too) or local hides the class's name (its type is not
    // read, as a value too); a flow's value is no flow; a function that is neither the class's
    // nor a flow factory; a statement before the last may smart cast what it reads.
    #expect(
      inferred == [
        "feed", "fromParameter", "fromLocal", "notAFlow", "notACall", "constructed", "smartCast",
        "annotated",
      ])
  }
}

extension QueryAPITests {
  /// The shapes of a store in MVI style together: a base store holding
  /// `MutableStateFlow(initialState)`, a `combine` of several statements with a named initial
  /// value, and a `flatMapLatest`. The module is also a seed of the generator's fuzzer.
  @Test("an MVI store's flows without declared types are typed")
  func viewModelShapes() throws {
    let exported = KotlinFixtures.objC(
      try String(
        contentsOf: KotlinFixtures.directory.appendingPathComponent("Flows/ViewModelShapes.kt"),
        encoding: .utf8))
    let flows = exported.flowMembers().filter {
      ["MviStore", "NotesStore"].contains($0.ownerSwiftName)
    }.map { "\($0.ownerSwiftName).\($0.memberSwiftName) \($0.elementSwiftType)" }
    #expect(
      flows == [
        "MviStore._state S?", "MviStore.state S?", "NotesStore.visible NotesState",
        "NotesStore.selected Note?", "NotesStore.current NotesState",
        "NotesStore.titles NotesState", "NotesStore._state NotesState",
        "NotesStore.state NotesState",
      ])
    #expect(Self.inferredNames(exported).isEmpty)
  }
}

extension QueryAPITests {
  /// A flow a class inherits from a generic superclass (`BaseViewModel<S>`'s `state`) carries
  /// the subclass's type argument, which the superclass's own glue cannot name.
  @Test("flows inherited from a generic superclass get the subclass's type arguments")
  func flowsInheritedFromGenericSuperclasses() throws {
    // The module is also a seed of the generator's fuzzer (`Scripts/fuzz-generator`).
    let source = try String(
      contentsOf: KotlinFixtures.directory.appendingPathComponent("Flows/InheritedFlows.kt"),
      encoding: .utf8)
    func describe(_ exported: ExportedModule) -> [String] {
      exported.flowMembers().filter {
        ["Screen", "Counter", "Own", "Untyped"].contains($0.owner.simpleName)
      }
      .map {
        "\($0.owner.simpleName).\($0.memberSwiftName) \($0.flowKind) "
          + $0.elementSwiftType.replacing("ExportedKotlinPackages.com.example.", with: "")
          + " of \($0.declaringOwner.simpleName)" + ($0.castsElement ? ", cast" : "")
      }
    }
    // Objective-C export: every flow of a generic superclass (which gets no accessors), the
    // nearest declaration first; a property override keeps its own kind (the header and the
    // stubs declare it again), a method's the kind the overridden declarations agree on.
    #expect(
      describe(KotlinFixtures.objC(source)) == [
        "Counter.state stateFlow KotlinInt of Base", "Counter.wide flow KotlinInt of Base",
        "Counter.mode flow Mode of Base", "Counter.ticks flow KotlinInt of Base",
        "Counter.items flow [KotlinInt] of Base", "Counter.observe(id:) flow KotlinInt of Base",
        "Own.wide stateFlow UiState of Own", "Own.state stateFlow UiState of Base",
        "Own.mode flow Mode of Base", "Own.ticks flow KotlinInt of Base",
        "Own.items flow [UiState] of Base", "Own.observe(id:) flow UiState of Base",
        "Screen.wide stateFlow UiState of Narrowing", "Screen.state stateFlow UiState of Base",
        "Screen.mode flow Mode of Base", "Screen.ticks flow KotlinInt of Base",
        "Screen.items flow [UiState] of Base", "Screen.observe(id:) flow UiState of Base",
        // An override whose type the prediction cannot infer has the overridden one's (a
        // supertype of it), its type arguments put in.
        "Untyped.state stateFlow UiState of Base", "Untyped.wide flow UiState of Base",
        "Untyped.mode flow Mode of Base", "Untyped.ticks flow KotlinInt of Base",
        "Untyped.items flow [UiState] of Base", "Untyped.observe(id:) flow UiState of Base",
      ])
    // Swift export: only a flow of the type parameter itself, settled to a Kotlin class, which
    // Swift sees as the erased `KotlinBase?` and the adapter casts (`Int` is no `KotlinBase`, nor
    // is a native enum); `Base`'s `ticks` is `Base`'s own glue. An override whose Swift type
    // differs is declared again with its own (`@_nonoverride`): `Own`'s is seen as it is,
    // `Narrowing`'s as a state flow of the erased `S`.
    #expect(
      describe(KotlinFixtures.swift(source)) == [
        "Own.wide stateFlow UiState of Own", "Own.state stateFlow UiState of Base, cast",
        "Own.observe(id:) flow UiState of Base, cast",
        "Screen.wide stateFlow UiState of Narrowing, cast",
        "Screen.state stateFlow UiState of Base, cast",
        "Screen.observe(id:) flow UiState of Base, cast",
        "Untyped.state stateFlow UiState of Base, cast", "Untyped.wide flow UiState of Base, cast",
        "Untyped.observe(id:) flow UiState of Base, cast",
      ])
  }
}
