package com.example.settings

interface JsonFactory<T> {
  fun fromJson(json: String): T
}

class UserSettings private constructor(val theme: String, val fontScale: Float) {
  companion object : JsonFactory<UserSettings> {
    private const val DEFAULT_THEME = "system"

    val Default = UserSettings(DEFAULT_THEME, 1f)

    override fun fromJson(json: String): UserSettings = Default

    @JvmStatic
    fun of(theme: String): UserSettings = UserSettings(theme, 1f)
  }
}

class FeatureFlags {
  internal companion object Keys {
    const val NEW_ONBOARDING = "new_onboarding"
  }

  fun isEnabled(key: String): Boolean = key == Keys.NEW_ONBOARDING
}

enum class SyncStatus {
  IDLE, RUNNING, FAILED;

  companion object {
    fun parse(raw: String): SyncStatus = valueOf(raw.uppercase())
  }
}

data class Token(val value: String) {
  companion object Parser
}
