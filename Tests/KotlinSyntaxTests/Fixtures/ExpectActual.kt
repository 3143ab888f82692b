expect fun platformName(): String
expect val isDebug: Boolean
expect class AtomicRef<T>(initial: T) {
  fun get(): T
  fun set(value: T)
}
actual typealias Lock = java.util.concurrent.locks.ReentrantLock
actual fun platformName(): String = "JVM"
expect object Dispatchers2 { val io: CoroutineDispatcher }
expect enum class Orientation { PORTRAIT, LANDSCAPE }
