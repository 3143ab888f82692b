actual class PlatformFile actual constructor(actual val path: String) {
  actual fun read(): ByteArray = TODO()
}

actual class Logger @JvmOverloads actual constructor(tag: String, level: Int = 0)

actual open class Base protected actual constructor()

expect class Timer(intervalMillis: Long) {
  fun start()
}
