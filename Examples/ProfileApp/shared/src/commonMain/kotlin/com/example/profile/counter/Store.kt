package com.example.profile.counter

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

/** The counter of the seed example: a state flow and one way to change it. */
class Store {
    private val count = MutableStateFlow(0)

    /** The current count, for `ObservingView(stateFlow:)`. */
    val state: StateFlow<Int> = count.asStateFlow()

    fun increment() {
        count.update { it + 1 }
    }
}
