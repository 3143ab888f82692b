package com.example.ext

fun <T : Any> T?.orDefault(default: T): T = this ?: default
fun <K, V> Map<K, V>?.isNullOrEmpty2(): Boolean = this == null || isEmpty()
fun List<String>?.joinedOrNull(): String? = this?.joinToString()
suspend fun <T> Flow<T>.firstOrDefault(default: T): T = firstOrNull() ?: default
fun <T, R> Result<T>.flatMap(transform: (T) -> Result<R>): Result<R> = fold(transform) { Result.failure(it) }
fun Array<out String>.firstBlank(): String? = firstOrNull { it.isBlank() }
fun (suspend () -> Unit).launchIn(scope: CoroutineScope): Job = scope.launch { this@launchIn() }
fun <T> MutableList<in T>.addAll2(vararg items: T) { items.forEach { add(it) } }
fun String.Companion.empty(): String = ""
fun Outer.Inner<Int>.describe(): String = toString()
fun build(
  name: String,
  vararg tags: String,
  onProgress: ((Float) -> Unit)? = null,
  transform: String.(Int) -> String = { this },
): String = name
fun unit(): Unit {}
fun nothing(): Nothing = throw IllegalStateException("never")

class Formatter {
  fun <T> format(value: T, locale: String? = null): String = value.toString()
  fun Int.asCurrency(): String = "$$this"
  private fun <T : CharSequence> T?.orBlank(): CharSequence = this ?: ""
}
