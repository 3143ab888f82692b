package com.example.data

class UserRepository @Inject constructor(
  private val api: UserApi,
  private val dao: UserDao,
  @Named("io") private val dispatcher: CoroutineDispatcher = Dispatchers.IO,
)

class Paginator<T> private constructor(
  val pageSize: Int = 20,
  var currentPage: Int = 0,
  private val loader: suspend (page: Int) -> List<T>,
) {
  companion object {
    fun <T> create(loader: suspend (Int) -> List<T>) = Paginator(loader = loader)
  }
}

class Tags(vararg val values: String, val separator: Char = ',')

data class Point3(val x: Int = 0, val y: Int = 0, val z: Int = 0)

class Logger internal constructor(tag: String) {
  private val prefix = "[$tag]"
}

actual class KeyValueStore actual constructor(private val name: String, actual val encrypted: Boolean)

open class Renderer protected @Inject constructor(private val scope: CoroutineScope)

class Config(override val name: String, override var enabled: Boolean = true) : Feature

class Defaults(val map: Map<String, Int> = mapOf("a" to 1, "b" to 2), val text: String = "(,)")
