package com.example

import kotlinx.coroutines.flow.StateFlow

data class SettingsState(val darkMode: Boolean, val name: String)

/** A view model: a state flow and plain methods, no send(action). */
class SettingsViewModel {
    val state: StateFlow<SettingsState> get() = TODO()
    fun toggleDarkMode() {}
    fun rename(name: String) {}
    suspend fun save() {}
    fun onCleared() {}
}
