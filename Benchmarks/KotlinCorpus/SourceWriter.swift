/// Writes one synthetic Kotlin file into a byte buffer.
struct SourceWriter {
  var random: SplitMix64
  var bytes: [UInt8] = []
  /// Numbers names (`Profile1042State`); starting each file at its own offset keeps names unique
  /// across the module, as the Objective-C export needs (else the compiler renames clashes).
  private var counter: Int
  /// The `expect` classes written, with the verb of their function: the iOS source set gets an
  /// `actual` for each (``actualFile(packageName:)``).
  var platforms: [(name: String, verb: String)] = []

  init(random: SplitMix64, firstName: Int = 0) {
    self.random = random
    counter = firstName
  }

  mutating func file(packageName: String, name: String, approximateBytes: Int) {
    bytes.reserveCapacity(approximateBytes + 8192)
    emit("/*\n * Generated benchmark source. \(name).kt\n */\n")
    if chance(3) { emit("@file:OptIn(ExperimentalObjCName::class)\n") }
    emit("package \(packageName)\n\n")
    // A file imports what it uses, as a compiling module does.
    for item in Vocabulary.imports {
      emit("import \(item)\n")
    }
    emit("\n")
    while bytes.count < approximateBytes {
      switch below(9) {
      case 0, 1: sealedHierarchy()
      case 2: dataClass(indent: "")
      case 3: enumClass()
      case 4: genericInterface()
      case 5, 6: screenClass()
      case 7: topLevelFunctions()
      default: platformDeclarations()
      }
      emit("\n")
    }
  }

  // MARK: - Random choices

  private mutating func below(_ bound: Int) -> Int {
    Int(random.next() % UInt64(bound))
  }

  private mutating func chance(_ oneIn: Int) -> Bool { below(oneIn) == 0 }

  private mutating func pick(_ words: [String]) -> String { words[below(words.count)] }

  private mutating func uniqueName(_ base: String) -> String {
    counter += 1
    return base + String(counter)
  }

  private mutating func emit(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  // MARK: - Declarations

  private mutating func kdoc(_ indent: String) {
    guard chance(2) else { return }
    emit(
      "\(indent)/**\n\(indent) * \(pick(Vocabulary.verbs).capitalizedWord) the \(pick(Vocabulary.nouns).lowercased()).\n"
    )
    if chance(2) {
      emit("\(indent) *\n\(indent) * @param id the identifier, see [\(pick(Vocabulary.nouns))]\n")
    }
    emit("\(indent) */\n")
  }

  private mutating func parameters(_ count: Int, properties: Bool) -> String {
    var parts: [String] = []
    for index in 0..<count {
      var text = properties ? (chance(4) ? "var " : "val ") : ""
      text +=
        Vocabulary.properties[(index * 7 + below(3)) % Vocabulary.properties.count] + "\(index)"
      text += ": " + pick(Vocabulary.types)
      if chance(3) { text += " = " + defaultValue() }
      parts.append(text)
    }
    return parts.joined(separator: ", ")
  }

  private mutating func defaultValue() -> String {
    switch below(6) {
    case 0: return "null"
    case 1: return "\"\(pick(Vocabulary.nouns).lowercased())\""
    case 2: return "emptyList()"
    case 3: return "\(below(1000))"
    case 4: return "listOf(\"a\", \"b,c\", \"(d)\")"
    default: return "mapOf(\"k\" to 1)"
    }
  }

  private mutating func sealedHierarchy() {
    let name = uniqueName(pick(Vocabulary.nouns)) + "State"
    kdoc("")
    let isInterface = chance(3)
    let typeParameter = chance(3) ? "<out T>" : ""
    emit(
      isInterface
        ? "sealed interface \(name)\(typeParameter) {\n"
        : "sealed class \(name)\(typeParameter) {\n")
    let parent =
      isInterface
      ? name + (typeParameter.isEmpty ? "" : "<Nothing>")
      : name + (typeParameter.isEmpty ? "()" : "<Nothing>()")
    emit("  data object Loading : \(parent)\n")
    for _ in 0..<(2 + below(4)) {
      let child = uniqueName(pick(Vocabulary.nouns))
      emit("  data class \(child)(\(parameters(1 + below(4), properties: true))) : \(parent)")
      if chance(3) {
        emit(" {\n    val summary: String get() = \"\(child)(${toString().length})\"\n  }\n")
      } else {
        emit("\n")
      }
    }
    if chance(2) {
      emit("  sealed class Nested\(name) : \(parent) {\n")
      emit("    object Empty : Nested\(name)()\n")
      emit(
        "    class Failure(val error: Throwable, val retry: () -> Unit = {}) : Nested\(name)()\n")
      emit("  }\n")
    }
    emit("  object Failed : \(parent)\n}\n")
  }

  private mutating func dataClass(indent: String) {
    let name = uniqueName(pick(Vocabulary.nouns))
    kdoc(indent)
    if chance(2) { emit("\(indent)@Serializable\n") }
    if chance(3) { emit("\(indent)@SerialName(\"\(name.lowercased())\")\n") }
    emit("\(indent)data class \(name)(\n")
    for index in 0..<(2 + below(6)) {
      if chance(4) { emit("\(indent)  @SerialName(\"field_\(index)\")\n") }
      emit("\(indent)  val \(pick(Vocabulary.properties))\(index): \(pick(Vocabulary.types))")
      emit(chance(3) ? " = \(defaultValue()),\n" : ",\n")
    }
    emit("\(indent)) {\n")
    emit(
      "\(indent)  fun describe(): String = \"\(name)(id=$id0, tags=${listOf(1, 2).joinToString { \"<$it>\" }})\"\n"
    )
    emit("\(indent)  companion object {\n\(indent)    const val VERSION = \(below(10))\n")
    emit("\(indent)    fun empty(): \(name)? = null\n\(indent)  }\n\(indent)}\n")
  }

  private mutating func enumClass() {
    let name = uniqueName(pick(Vocabulary.nouns)) + "Kind"
    emit("enum class \(name)(val code: Int, val label: String) {\n")
    let count = 3 + below(6)
    for index in 0..<count {
      let entry = pick(Vocabulary.nouns).uppercased() + "_\(index)"
      if chance(4) {
        emit(
          "  \(entry)(\(index), \"\(entry.lowercased())\") {\n    override fun display() = \"[$label]\"\n  }"
        )
      } else {
        emit("  \(entry)(\(index), \"\(entry.lowercased())\")")
      }
      emit(index == count - 1 ? ";\n\n" : ",\n")
    }
    emit("  open fun display(): String = label.uppercase()\n\n")
    emit(
      "  companion object {\n    fun of(code: Int): \(name)? = entries.firstOrNull { it.code == code }\n  }\n}\n"
    )
  }

  private mutating func genericInterface() {
    let name = uniqueName(pick(Vocabulary.nouns)) + "Repository"
    kdoc("")
    emit("interface \(name)<K : Comparable<K>, out V : Any> {\n")
    emit("  val items: StateFlow<List<V>>\n")
    emit("  suspend fun \(pick(Vocabulary.verbs))(key: K): Result<V>\n")
    emit("  fun observe(key: K): Flow<V?>\n")
    emit("  fun <R> transform(block: suspend (V) -> R): Flow<R> where R : Any\n")
    emit("}\n\n")
    emit(
      "class Default\(name)(\n  private val scope: CoroutineScope,\n  private val logger: Logger,\n) : \(name)<String, Item>, Logger by logger {\n"
    )
    emit(
      "  override val items: StateFlow<List<Item>>\n    field = MutableStateFlow(emptyList())\n\n")
    emit(
      "  override suspend fun \(pick(Vocabulary.verbs))(key: String): Result<Item> = runCatching {\n"
    )
    emit("    log(\"loading $key from ${scope}\")\n    items.value.first { it.id == key }\n  }\n\n")
    emit(
      "  override fun observe(key: String): Flow<Item?> = items.map { list -> list.find { it.id == key } }\n\n"
    )
    emit(
      "  override fun <R> transform(block: suspend (Item) -> R): Flow<R> where R : Any =\n    items.map { list -> block(list.first()) }\n}\n"
    )
  }

  private mutating func screenClass() {
    let name = uniqueName(pick(Vocabulary.nouns)) + "ViewModel"
    kdoc("")
    emit(
      "class \(name)(\n  private val repository: Repository,\n  private val scope: CoroutineScope,\n) {\n"
    )
    emit("  private val _state = MutableStateFlow<State>(State.Loading)\n")
    emit("  val state: StateFlow<State> get() = _state\n\n")
    emit("  var selectedIndex: Int = 0\n    private set\n\n")
    // Distinct names: two methods with one signature would not compile.
    var methods: Set<String> = []
    for _ in 0..<(3 + below(5)) {
      method(avoiding: &methods)
    }
    if chance(2) {
      emit(
        "  inner class Section(val title: String) {\n    fun header() = \"== $title ==\"\n  }\n\n")
    }
    if chance(2) { dataClass(indent: "  ") }
    emit(
      "  companion object Factory {\n    fun create(scope: CoroutineScope): \(name) = \(name)(Repository(), scope)\n  }\n}\n"
    )
  }

  private mutating func method(avoiding used: inout Set<String>) {
    let verb = pick(Vocabulary.verbs)
    let noun = pick(Vocabulary.nouns)
    guard used.insert(verb + noun).inserted else { return }
    emit("  fun \(verb)\(noun)(id: String, options: Map<String, Any?> = emptyMap()) {\n")
    emit(
      "    // \(verb.capitalizedWord) the \(noun.lowercased()); braces in comments { are ignored }\n"
    )
    emit("    scope.launch {\n")
    for _ in 0..<(6 + below(15)) {
      statement(indent: "      ")
    }
    emit("    }\n  }\n\n")
  }

  private mutating func statement(indent: String) {
    switch below(9) {
    case 0:
      emit(
        "\(indent)val message = \"Loaded ${items.size} items for $id in ${elapsed}ms: ${items.joinToString { \"${it.title} (${it.count})\" }}\"\n"
      )
    case 1:
      emit(
        "\(indent)val json = \"\"\"\n\(indent)  {\"id\": \"$id\", \"tags\": [${tags.joinToString { \"\\\"$it\\\"\" }}], \"nested\": {\"a\": 1}}\n\(indent)\"\"\".trimIndent()\n"
      )
    case 2:
      emit(
        "\(indent)val result = when (val current = _state.value) {\n\(indent)  is State.Loading -> \"loading\"\n\(indent)  is State.Loaded -> current.items.filter { it.isEnabled }.map { \"${it.id}:${it.title}\" }\n\(indent)  else -> null\n\(indent)}\n"
      )
    case 3:
      emit(
        "\(indent)repository.items.collect { items ->\n\(indent)  _state.value = State.Loaded(items.sortedBy { it.createdAt }.take(\(below(50) + 1)))\n\(indent)}\n"
      )
    case 4:
      emit(
        "\(indent)if (options[\"force\"] == true && selectedIndex >= 0) {\n\(indent)  selectedIndex = (selectedIndex + 1) % 10\n\(indent)} else {\n\(indent)  logger.log(\"skipped: '$id' {\\\"reason\\\": \\\"cached\\\"}\")\n\(indent)}\n"
      )
    case 5:
      emit("\(indent)val separators = listOf('{', '}', '\"', '\\'', '\\\\', '\\u0041')\n")
    case 6:
      emit(
        "\(indent)/* block comment with \"quotes\" and /* nested */ braces } */\n\(indent)val total = items.sumOf { it.score * 2 } + \(below(100))L\n"
      )
    case 7:
      emit(
        "\(indent)val handler: suspend (Int) -> Unit = { value ->\n\(indent)  delay(value.toLong())\n\(indent)  println(\"tick $value of ${\"${value * 2}\".length}\")\n\(indent)}\n"
      )
    default:
      emit(
        "\(indent)val local = object : Runnable {\n\(indent)  override fun run() { println(\"{}\") }\n\(indent)}\n\(indent)class LocalHelper(val x: Int) { fun twice() = x * 2 }\n"
      )
    }
  }

  private mutating func topLevelFunctions() {
    let noun = pick(Vocabulary.nouns)
    emit(
      "fun Item.\(pick(Vocabulary.verbs))\(uniqueName(noun))Summary(prefix: String = \"[\"): String =\n  \"$prefix${this}]\"\n\n"
    )
    emit("inline fun <reified T : Any> \(noun.lowercased())Cast(value: Any?): T? = value as? T\n\n")
    emit(
      "suspend fun <T> retrying\(uniqueName(noun))(times: Int = 3, block: suspend () -> T): T {\n")
    emit(
      "  repeat(times - 1) {\n    try {\n      return block()\n    } catch (e: Exception) {\n      println(\"retry $it: ${e.message}\")\n    }\n  }\n  return block()\n}\n\n"
    )
    emit(
      "typealias \(uniqueName(noun))Handler = suspend CoroutineScope.(event: Item?) -> Boolean\n\n"
    )
    emit("val \(noun.lowercased())Formatter: (Int) -> String = { \"#$it\" }\n")
    emit(
      "context(logger: Logger)\nfun \(uniqueName(noun.lowercased()))Logged(message: String) = logger.log(message)\n"
    )
  }

  private mutating func platformDeclarations() {
    let name = uniqueName("Platform")
    let verb = pick(Vocabulary.verbs)
    platforms.append((name, verb))
    emit("expect class \(name)() {\n  val name: String\n  fun \(verb)(): Boolean\n}\n\n")
    emit("expect fun current\(name)(): \(name)\n\n")
    emit(
      "@OptIn(ExperimentalObjCName::class)\n@ObjCName(swiftName = \"Swift\(name)\", exact = true)\n"
    )
    emit("fun interface \(name)Listener {\n  fun onEvent(event: \(name))\n}\n")
  }

  /// The iOS source set's file for the `expect` declarations written so far.
  mutating func actualFile(packageName: String, name: String) {
    emit("/*\n * Generated benchmark source. \(name).ios.kt\n */\n")
    emit("package \(packageName)\n\nimport platform.UIKit.UIDevice\n\n")
    for (platform, verb) in platforms {
      emit("actual class \(platform) actual constructor() {\n")
      emit("  actual val name: String = UIDevice.currentDevice.systemName()\n")
      emit("  actual fun \(verb)(): Boolean = name.isNotEmpty()\n}\n\n")
      emit("actual fun current\(platform)(): \(platform) = \(platform)()\n\n")
    }
  }

  /// The module's shared core (`com.example.core`), which the feature files import.
  mutating func coreFile() {
    emit(
      """
      /*
       * Generated benchmark source. Core.kt
       */
      package com.example.core

      import kotlinx.coroutines.flow.StateFlow
      import kotlinx.datetime.Instant

      /** A label attached to items. */
      data class Tag(val id: Long, val label: String)

      /** Where the features write what they do. */
      interface Logger {
        fun log(message: String)
      }

      data class Item(
        val id: String,
        val title: String,
        val isEnabled: Boolean,
        val score: Int,
        val count: Int,
        val createdAt: Instant,
      )

      /** What every screen shows. */
      sealed class State {
        data object Loading : State()
        data class Loaded(val items: List<Item>) : State()
        data class Failed(val message: String) : State()
      }

      interface Repository {
        val items: StateFlow<List<Item>>
        suspend fun refresh()
      }

      fun Repository(): Repository = error("provided by the app")

      """)
  }
}
