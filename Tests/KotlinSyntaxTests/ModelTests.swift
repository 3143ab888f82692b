import Testing

@testable import KotlinSyntax

/// The public model as the export stage will use it.
@Suite("Declaration model")
struct ModelTests {
  static let source = """
    package com.example.profile

    /** The screen's state. */
    @Serializable
    sealed class State<out T : Any> private constructor(val id: Int) : Base(id), Tagged by tags {
      data object Loading : State<Nothing>(0)
      data class Loaded(val items: List<String> = emptyList(), vararg val extra: Int) : State<String>(1)
      companion object {
        fun initial(): State<Nothing> = Loading
      }
      constructor() : this(0)
      abstract val title: String
    }

    enum class Color(val rgb: Int) {
      RED(0xFF0000), GREEN(0x00FF00) { override fun toString() = "g" }, BLUE(0x0000FF);
      fun hex() = rgb.toString(16)
    }

    context(logger: Logger)
    suspend inline fun <reified T> Flow<T>.firstLogged(): T? = null

    var count: Int = 0
      private set
    val state: StateFlow<Int>
      field = MutableStateFlow(0)
    val lazyValue by lazy { 1 }
    @get:JvmName("isOn") val on = true
    """

  static let file = KotlinParser.parse(source, path: "Model.kt")

  static func declaration(_ name: String) -> Declaration? {
    file.declarations.first { $0.name == name }
  }

  @Test("a sealed class with its header parts")
  func sealedClass() throws {
    #expect(Self.file.diagnostics == [])
    #expect(Self.file.packageName == "com.example.profile")
    guard case .class(let state) = Self.declaration("State") else { throw CancellationError() }
    #expect(state.kind == .class)
    #expect(state.modifiers == [.sealed])
    #expect(state.kdoc == "The screen's state.")
    #expect(state.annotations.map(\.name) == ["Serializable"])
    #expect(state.typeParameters.map(\.variance) == [.out])
    #expect(state.typeParameters.first?.bounds.map(\.description) == ["Any"])
    let constructor = try #require(state.primaryConstructor)
    #expect(constructor.modifiers == [.private] && constructor.hasConstructorKeyword)
    #expect(constructor.parameters.map(\.binding) == [.val])
    #expect(state.superTypes.map(\.kind) == [.constructorCall, .delegation])
    #expect(state.superTypes[0].arguments == "id")
    #expect(state.superTypes[1].delegateExpression == "tags")
    #expect(state.nestedClasses.map { $0.name ?? "-" } == ["Loading", "Loaded", "-"])
    #expect(state.companionObject?.functions.map(\.name) == ["initial"])
    #expect(state.properties.map(\.name) == ["title"])
    #expect(state.members.filter { if case .constructor = $0 { true } else { false } }.count == 1)
  }

  @Test("data classes, data objects and parameters")
  func nested() throws {
    guard case .class(let state) = Self.declaration("State") else { throw CancellationError() }
    let loading = state.nestedClasses[0]
    #expect(loading.kind == .object && loading.modifiers == [.data])
    let loaded = state.nestedClasses[1]
    let parameters = try #require(loaded.primaryConstructor?.parameters)
    #expect(parameters.map(\.hasDefaultValue) == [true, false])
    #expect(parameters.map(\.isVararg) == [false, true])
    #expect(parameters.first?.type?.description == "List<String>")
    #expect(state.nestedClasses[2].kind == .companionObject && state.nestedClasses[2].name == nil)
  }

  @Test("enum entries with arguments and bodies")
  func enumEntries() throws {
    guard case .class(let color) = Self.declaration("Color") else { throw CancellationError() }
    #expect(color.kind == .enumClass)
    #expect(color.enumEntries.map(\.name) == ["RED", "GREEN", "BLUE"])
    #expect(color.enumEntries.map(\.hasArguments) == [true, true, true])
    #expect(color.enumEntries.map(\.hasBody) == [false, true, false])
    #expect(color.enumEntries[1].members.map(\.name) == ["toString"])
    #expect(color.functions.map(\.name) == ["hex"])
  }

  /// MVIKotlin's `StoreFactory.create`: the commas of a type's arguments after `as` or `is` do
  /// not end a default value, whatever follows the `>`.
  @Test("a default value or initializer casting to a generic type keeps its type arguments")
  func castToGenericType() throws {
    let file = KotlinParser.parse(
      """
      fun create(
          @Suppress("UNCHECKED_CAST")
          reducer: Reducer<State, Result> = bypassReducer as Reducer<State, Any>,
          other: Any? = x as? Map<String, List<Int>>,
          check: Boolean = y !is Pair<Int, Int>,
          data: Any = x as com.example.data.Result<A, B>,
          inner: Any = x as Outer<A>.Inner<B, C>,
          value: Any = x as value.Foo<A, B>
      ): Int = 0
      val casted = z as Map<String, Int>
      val compared = a < b && c > d
      val next = 1
      """, path: "t.kt")
    #expect(file.diagnostics == [])
    #expect(file.declarations.map(\.name) == ["create", "casted", "compared", "next"])
    guard case .function(let function) = file.declarations.first else {
      throw CancellationError()
    }
    #expect(
      function.parameters.map(\.name) == ["reducer", "other", "check", "data", "inner", "value"])
    #expect(function.parameters.allSatisfy { $0.hasDefaultValue })
  }

  /// A view model's flows, as they are often written without a type: the call's written type
  /// arguments, `MutableStateFlow(value)`'s value type, `_state.asStateFlow()` and chains of
  /// calls such as `_state.onStart { }.stateIn(…)`.
  @Test("flow initializers: call type arguments, a MutableStateFlow's value type, a member call")
  func flowInitializers() throws {
    let file = try Fixtures.parse("FlowInitializers.kt")
    #expect(file.diagnostics == [])
    var calls: [String: String] = [:]
    var inferred: Set<String> = []
    var members: [String: String] = [:]
    for case .class(let type) in file.declarations {
      for case .property(let property) in type.members {
        if let call = property.constructorCallType { calls[property.name] = call.description }
        if property.constructorCallInfersTypeArgument { inferred.insert(property.name) }
        if let call = property.memberCall { members[property.name] = call.description }
      }
    }
    #expect(
      calls == [
        "_state": "MutableStateFlow<UiState>", "_events": "MutableSharedFlow<Event>",
        "query": "MutableStateFlow<kotlin.String>", "count": "MutableStateFlow<kotlin.Long>",
        "items": "MutableStateFlow<List<UiState>>", "boxed": "Box<String>", "raw": "Box",
        // The argument's own argument is not read: one level however deep the calls nest.
        "nested": "MutableStateFlow<MutableStateFlow>",
        "negative": "MutableStateFlow<kotlin.Int>",
        "qualified": "kotlinx.coroutines.flow.MutableStateFlow<kotlin.Boolean>",
        "_effects": "Channel<Event>",
        "list": "MutableStateFlow<kotlin.collections.List<UiState>>",
        "map": "MutableStateFlow<kotlin.collections.MutableMap<String, List<Int>>>",
        "_trailing": "MutableStateFlow<UiState>",
      ])
    #expect(
      inferred == [
        "_state", "query", "count", "nested", "negative", "qualified", "list", "map", "_trailing",
      ])
    #expect(
      members == [
        "state": "_state.asStateFlow(…)", "events": "_events.asSharedFlow(…)",
        "shared": "_state.asSharedFlow(…)", "getter": "_state.asStateFlow(…)",
        "lineBreak": "_state.asStateFlow(…)", "effects": "_effects.receiveAsFlow(…)",
        // Chains of calls, with the last call's last argument's type where it is read.
        "started": "_state.onStart.stateIn(…, UiState)",
        "multiLine": "_state.onEach.stateIn(…, UiState)",
        "sharedIn": "_events.shareIn(…)", "nullInitial": "_state.stateIn(…)",
        // A soft keyword is a name after a dot; a named argument other than `initialValue`
        // last is not read as the initial value.
        "caught": "_events.catch.shareIn(…)", "reordered": "_state.stateIn(…)",
        "viewWithArgument": "_state.asStateFlow(…, kotlin.Int)",
        "fromValue": "_trailing.stateIn(…, _trailing.value)",
        // The first link may read a property; an empty builder's call is its collection.
        "fromRepository": "repository.items",
        "emptyInitial": "repository.items.stateIn(…, kotlin.collections.List)",
        "mutableInitial": "repository.observe.stateIn(…, kotlin.collections.MutableList)",
        "property": "_state.value.stateIn(…, kotlin.Int)",
        "notACall": "_state.onStart.stateIn(…, kotlin.Int)", "chained": "a.b.asStateFlow(…)",
        // A builder with values is not read as the initial value's type.
        "valuesInitial": "repository.items.stateIn(…)",
        // `MutableStateFlow` with a value that is no literal, no call of a capitalised name and
        // no builder with its type arguments written is a chain of one call: the module reads
        // the value by name (`initial`) or not at all (the object's type, a builder's type
        // arguments taken from its values, or from elsewhere).
        "loading": "MutableStateFlow(…)",
        "untypedList": "MutableStateFlow(…, kotlin.collections.List)",
        "valuesList": "MutableStateFlow(…)", "starList": "MutableStateFlow(…)",
        "pairArity": "MutableStateFlow(…)", "chainedList": "MutableStateFlow(…)",
        "fromName": "MutableStateFlow(…, initial)",
        "fromNameInitial": "repository.items.stateIn(…, initial)",
        // `null` is no name; another call's argument is not recorded.
        "fromNull": "MutableStateFlow(…)", "otherCall": "repository.observe(…)",
        // A flatMap's lambda's last statement, with the names that hide others in it.
        "flattened": "selected.flatMapLatest{id -> repository.observe(…)}(…)",
        "flattenedIt": "selected.flatMapConcat{it, key -> observe(…)}(…)",
        "notFlattened": "selected.flatMapLatest(…)",
      ])
  }

  @Test("a suspend extension function with context parameters")
  func function() throws {
    guard case .function(let function) = Self.declaration("firstLogged") else {
      throw CancellationError()
    }
    #expect(function.modifiers == [.suspend, .inline])
    #expect(function.contextParameters.map(\.name) == ["logger"])
    #expect(function.typeParameters.first?.isReified == true)
    #expect(function.receiverType?.description == "Flow<T>")
    #expect(function.returnType?.description == "T?")
    #expect(function.body == .expression)
  }

  @Test("properties with accessors, backing fields and delegates")
  func properties() throws {
    guard case .property(let count) = Self.declaration("count"),
      case .property(let state) = Self.declaration("state"),
      case .property(let lazyValue) = Self.declaration("lazyValue"),
      case .property(let on) = Self.declaration("on")
    else { throw CancellationError() }
    #expect(
      count.isMutable && count.setter?.modifiers == [.private]
        && count.setter?.body == FunctionDeclaration.Body.none)
    #expect(
      state.backingField?.hasInitializer == true && state.type?.description == "StateFlow<Int>")
    #expect(lazyValue.isDelegated && lazyValue.initializer == .delegate("lazy { 1 }"))
    #expect(on.annotations.first?.useSiteTarget == "get")
    #expect(on.annotations.first?.arguments == "\"isOn\"")
  }

  @Test("the declaration count includes nested declarations and entry members")
  func declarationCount() {
    // State, Loading, Loaded, companion, initial, constructor, title, Color, toString, hex,
    // firstLogged, count, state, lazyValue, on.
    #expect(Self.file.declarationCount == 15)
  }

  @Test("modifiers print in the Kotlin style guide's order")
  func modifierOrder() {
    let modifiers: Modifiers = [.data, .override, .private, .suspend]
    #expect(modifiers.keywordList == ["private", "override", "suspend", "data"])
    #expect(modifiers.visibility == .private)
    #expect(Modifiers().visibility == nil)
  }

  @Test("diagnostics print in the compiler's format")
  func diagnosticFormat() {
    let diagnostic = Diagnostic(
      severity: .warning, message: "something odd", path: "a/B.kt", line: 3, column: 14)
    #expect(diagnostic.description == "a/B.kt:3:14: warning: something odd")
  }

  @Test("the line table maps byte offsets to 1-based lines and byte columns")
  func lineTable() {
    let table = LineTable(Array("ab\nçd\n\nx".utf8))
    #expect(table.lineCount == 4)
    #expect(table.location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
    #expect(table.location(ofOffset: 2) == SourceLocation(line: 1, column: 3))
    #expect(table.location(ofOffset: 3) == SourceLocation(line: 2, column: 1))
    // `ç` takes two bytes, so `d` is in column 3.
    #expect(table.location(ofOffset: 5) == SourceLocation(line: 2, column: 3))
    #expect(table.location(ofOffset: 7) == SourceLocation(line: 3, column: 1))
    #expect(table.location(ofOffset: 99) == SourceLocation(line: 4, column: 92))
    #expect(LineTable([UInt8]()).location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
  }

  @Test("a line table built sixteen bytes at a time finds every newline")
  func lineTableLong() {
    var bytes: [UInt8] = []
    var expected = [0]
    for index in 0..<500 {
      bytes += Array(repeating: UInt8(ascii: "a"), count: index % 19)
      bytes.append(0x0A)
      expected.append(bytes.count)
    }
    #expect(LineTable(bytes).lineStarts.map(Int.init) == expected)
  }

  @Test("diagnostics come out in source order with CRLF line ends counted as one line")
  func crlf() {
    let file = KotlinParser.parse("class A\r\n)\r\nclass B\r\n]\r\n", path: "crlf.kt")
    #expect(file.diagnostics.map { "\($0.line):\($0.column)" } == ["2:1", "4:1"])
    #expect(file.declarations.compactMap(\.name) == ["A", "B"])
  }

  @Test("the three parse entry points agree")
  func entryPoints() {
    let bytes = Array(Self.source.utf8)
    let fromArray = KotlinParser.parse(bytes, path: "Model.kt")
    let fromBuffer = bytes.withUnsafeBufferPointer { KotlinParser.parse($0, path: "Model.kt") }
    #expect(fromArray == Self.file)
    #expect(fromBuffer == Self.file)
    #expect(KotlinParser.parse([UInt8](), path: "empty.kt").declarations.isEmpty)
  }

  @Test("suspicious but readable code gives warnings, not errors")
  func warnings() {
    let file = KotlinParser.parse(
      "private private fun f() {}\nfun <T> g() where U : Any {}\nval h: suspend Int = 1\n"
        + "context(Scope) class K\n",
      path: "w.kt")
    #expect(
      file.diagnostics.map(\.description) == [
        "w.kt:1:9: warning: repeated modifier 'private'",
        "w.kt:2:19: warning: 'where' constrains 'U', which is not a type parameter here",
        "w.kt:3:8: warning: 'suspend' applies only to function types",
        "w.kt:4:9: warning: context receivers on a class are not kept",
      ])
    #expect(!file.hasErrors)
    #expect(file.declarations.compactMap(\.name) == ["f", "g", "h", "K"])
  }

  @Test("file annotations, package and imports")
  func fileHeader() {
    let file = KotlinParser.parse(
      "@file:JvmName(\"Util\")\npackage a.b\nimport c.D\nimport e.*\nimport f.G as H\n",
      path: "h.kt")
    #expect(file.fileAnnotations.map(\.text) == ["@file:JvmName(\"Util\")"])
    #expect(file.fileAnnotations.first?.useSiteTarget == "file")
    #expect(file.packageName == "a.b")
    #expect(file.imports.map(\.path) == ["c.D", "e", "f.G"])
    #expect(file.imports.map(\.isStar) == [false, true, false])
    #expect(file.imports.map(\.alias) == [nil, nil, "H"])
  }

  @Test("a file annotation's arguments may follow a space on its line; a type's may not")
  func fileAnnotationArgumentsAfterSpace() {
    let file = KotlinParser.parse(
      """
      @file:OptIn (ExperimentalForeignApi:: class)
      package a.b
      import platform. Foundation. NSFileManager
      val content: @Composable () -> Unit = {}
      """, path: "h.kt")
    #expect(!file.hasErrors)
    #expect(file.fileAnnotations.map(\.arguments) == ["ExperimentalForeignApi:: class"])
    #expect(file.packageName == "a.b")
    #expect(file.imports.map(\.path) == ["platform.Foundation.NSFileManager"])
    guard case .property(let property)? = file.declarations.first else {
      Issue.record("expected the property")
      return
    }
    guard case .annotated(let annotations, let type)? = property.type?.kind,
      case .function = type.kind
    else {
      Issue.record("expected an annotated function type, got \(String(describing: property.type))")
      return
    }
    #expect(annotations.map(\.arguments) == [nil])
  }

  @Test("dotted names read the same with spaces, comments and backticks between their parts")
  func dottedNames() {
    let file = KotlinParser.parse(
      """
      package a . b /* c */ .`c d`.e
      import x.y.z
      import x . `y`.z.*
      import p.q /* c */ .r as S
      import `a b`.c
      import com.example.core.featureName.SomethingLong
      """, path: "Dotted.kt")
    #expect(file.packageName == "a.b.c d.e")
    #expect(
      file.imports.map(\.path) == [
        "x.y.z", "x.y.z", "p.q.r", "a b.c", "com.example.core.featureName.SomethingLong",
      ])
    #expect(file.imports.map(\.isStar) == [false, true, false, false, false])
    #expect(file.imports.map(\.alias) == [nil, nil, "S", nil, nil])
    #expect(file.diagnostics.isEmpty)
  }
}
