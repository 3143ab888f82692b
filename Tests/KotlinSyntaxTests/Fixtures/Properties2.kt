package com.example.prefs

class PreferencesStore(private val settings: Settings) {
  var username: String
    get() = settings.getString("username", "")
    set(value) = settings.putString("username", value)

  var darkMode: Boolean = false
    private set

  var fontScale: Float = 1f
    internal set(value) {
      field = value.coerceIn(0.5f, 2f)
    }

  val isLoggedIn: Boolean
    get() {
      return username.isNotEmpty()
    }

  val formatter: DateFormatter by lazy { DateFormatter("yyyy-MM-dd") }

  var lastSync: Long by settings.long(default = 0L)

  lateinit var session: Session
    private set

  var counter = 0
    @Synchronized get
    @Synchronized set

  val version get() = 2
}

val PreferencesStore.greeting: String
  get() = "Hello, $username"

var StringBuilder.lastChar: Char
  get() = get(length - 1)
  set(value) { setCharAt(length - 1, value) }

val <T : Any> KClass<T>.displayName: String get() = simpleName ?: "Anonymous"

private val cache: MutableMap<String, Any> = hashMapOf()
