package com.example.platform

/** The platform's name, e.g. "Android 14". */
expect fun platformName(): String

expect fun randomUuid(uppercase: Boolean = false): String

expect val ioDispatcher: CoroutineDispatcher

expect class DatabaseDriverFactory {
  fun createDriver(): SqlDriver
}

expect abstract class PlatformViewModel() {
  protected val scope: CoroutineScope
  protected open fun onCleared()
}

public expect sealed interface NetworkState

expect enum class Platform { ANDROID, IOS, DESKTOP }

expect object AppInfo {
  val versionName: String
}

actual class DatabaseDriverFactory(private val context: Context) {
  actual fun createDriver(): SqlDriver = AndroidSqliteDriver(Schema, context, "app.db")
}

actual val ioDispatcher: CoroutineDispatcher get() = Dispatchers.IO

actual fun randomUuid(uppercase: Boolean): String = UUID.randomUUID().toString().let { if (uppercase) it.uppercase() else it }

actual object AppInfo {
  actual val versionName: String = BuildConfig.VERSION_NAME
}

actual typealias AtomicCounter = java.util.concurrent.atomic.AtomicInteger

internal actual inline fun <reified T : Any> serializerFor(): KSerializer<T> = serializer()

@JvmInline
actual value class Uuid actual constructor(val raw: String)
