const val VERSION = "1.0"
lateinit var late: String
val inferred = listOf(1, 2, 3)
    .map { it * 2 }
    .filter { it > 2 }
var counter: Int = 0
  private set
val computed: Int
  get() = counter * 2
var withBoth: String = ""
  get() = field.trim()
  set(value) {
    field = value
  }
val String.firstChar: Char get() = this[0]
val <T> List<T>.lastIndex2: Int get() = size - 1
val lazyValue: String by lazy { "computed" }
var observed by Delegates.observable(0) { _, old, new -> println("$old -> $new") }
val expression = if (counter > 0) "positive"
  else "zero"
val elvis = nullable
  ?: "default"
val sum = 1 +
  2
@get:JvmName("flagged") val flag: Boolean = true
