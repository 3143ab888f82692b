package com.example.http

interface Navigable {
  fun deepLink(id: String): String
}

enum class HttpStatus(val code: Int, val reason: String) {
  OK(200, "OK"),
  CREATED(201, reason = "Created"),
  NOT_FOUND(404, "Not Found") {
    override val isRetryable: Boolean get() = false
  },
  SERVICE_UNAVAILABLE(code = 503, reason = "Service Unavailable") {
    override val isRetryable = true
    override fun describe(): String = "$code: try again later"
  };

  open val isRetryable: Boolean = false

  open fun describe(): String = "$code $reason"

  companion object {
    fun fromCode(code: Int): HttpStatus? = entries.firstOrNull { it.code == code }
  }
}

enum class Screen(val route: String) : Navigable {
  Home("home"),
  Details("details/{id}") {
    override fun deepLink(id: String) = route.replace("{id}", id)
  },
  Settings("settings"),
  ;

  override fun deepLink(id: String): String = route
}

enum class Theme {
  @SerialName("light") LIGHT,
  @SerialName("dark")
  DARK,
  /** Follow the system setting. */
  SYSTEM
}
