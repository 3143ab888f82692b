package com.example

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow

sealed class CounterAction {
    object Increment : CounterAction()
    data class Add(val amount: Int) : CounterAction()
    data class Rename(val title: String, val note: String?) : CounterAction()
    data class SetStep(val step: Step) : CounterAction()
}

enum class Step { ONE, TEN }

data class CounterState(val count: Int, val title: String)

sealed class CounterEvent {
    data class Toast(val message: String) : CounterEvent()
    object Close : CounterEvent()
}

/** A reactor in the shape KMPBridge's ReactorStore expects. */
class CounterReactor(initial: Int) {
    private val _state = MutableStateFlow(CounterState(initial, "Counter"))
    val state: StateFlow<CounterState> get() = _state
    val currentState: CounterState get() = _state.value
    private val _event = MutableSharedFlow<CounterEvent>()
    val event: SharedFlow<CounterEvent> get() = _event
    val error: Flow<Throwable> get() = TODO()

    fun send(action: CounterAction) {}
    fun destroy() {}
}
