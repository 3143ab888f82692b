class Point(val x: Int, val y: Int = 0)
class Private private constructor(private val secret: String)
class Injected @Inject constructor(private val repository: Repository)
class Both internal @Inject constructor(val a: A, var b: B?)
expect class Clock() { fun now(): Long }
actual class Clock actual constructor() { actual fun now(): Long = 0L }
class Varargs(vararg val items: String, crossinline ignored: () -> Unit)
class Annotated(@SerialName("id") val identifier: Long, @Transient val cache: Map<String, Any?> = emptyMap())
class TrailingComma(
  val first: Int,
  val second: String,
)
class Empty()
