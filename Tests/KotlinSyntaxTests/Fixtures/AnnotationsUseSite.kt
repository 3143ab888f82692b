package com.example.model

@Serializable
data class Article(
  @param:JsonProperty("article_id") @get:JvmName("articleId") val id: Long,
  @SerialName("title") val title: String,
  @property:Deprecated("Use body") @field:Transient val legacyBody: String? = null,
)

class Session {
  @set:Inject
  lateinit var tokenStore: TokenStore

  @get:Synchronized @set:Synchronized
  var token: String? = null

  @delegate:Transient
  val cache by lazy { mutableMapOf<String, String>() }

  @setparam:NotBlank
  var displayName: String = ""
    @Throws(IllegalStateException::class) set(value) {
      field = value.trim()
    }

  @get:JvmName("hasToken")
  val isAuthenticated: Boolean
    get() = token != null
}

class Injected @Inject constructor(@param:Named("io") private val dispatcher: CoroutineDispatcher)

