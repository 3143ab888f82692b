// Kotlin 2.4 rich errors: error classes and objects, and error unions in return types.
error class ParseError(val position: Int)
error object NotFound

fun parseNumber(input: String): Int | ParseError = TODO()
fun lookup(key: String): String? | NotFound | ParseError {
  error("not reached")
}
val cached: List<Int> | NotFound = NotFound
fun error(message: String): Nothing = throw IllegalStateException(message)
