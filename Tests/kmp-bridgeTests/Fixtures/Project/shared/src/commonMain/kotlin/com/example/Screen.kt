package com.example

import kotlinx.coroutines.flow.StateFlow

sealed class ScreenState {
    object Loading : ScreenState()
    data class Ready(val title: String) : ScreenState()
}

enum class Mode { LIGHT, DARK }

class ScreenReactor {
    val state: StateFlow<ScreenState> get() = TODO()
    fun send(action: Mode) {}
    fun destroy() {}
}
