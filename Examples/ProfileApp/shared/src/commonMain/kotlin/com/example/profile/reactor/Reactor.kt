package com.example.profile.reactor

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.cancel
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.receiveAsFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/**
 * A screen's logic as a unidirectional data flow, in ReactorKit's vocabulary:
 * actions in, mutations reduced into state, one-shot events and errors out.
 */
interface Reactor<Action : Any, State : Any, Event : Any> {
    val currentState: State
    val state: StateFlow<State>
    val event: Flow<Event>
    val error: Flow<Throwable>

    fun send(action: Action)

    fun destroy()
}

/**
 * The machinery every reactor shares: a main-thread scope, the state, an event channel (each
 * event is received once) and an error stream. Reactors delegate to it.
 */
internal class ReactorCore<Action : Any, Mutation : Any, State : Any, Event : Any>(
    initialState: State,
    private val mutate: (Action) -> Flow<Mutation>,
    private val reduce: (State, Mutation) -> State,
) {
    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.Main.immediate)
    private val states = MutableStateFlow(initialState)
    private val events = Channel<Event>(Channel.BUFFERED)
    private val errors = MutableSharedFlow<Throwable>(extraBufferCapacity = 8)

    val state: StateFlow<State> = states.asStateFlow()
    val event: Flow<Event> = events.receiveAsFlow()
    val error: Flow<Throwable> = errors.asSharedFlow()

    fun send(action: Action) {
        scope.launch {
            try {
                mutate(action).collect { mutation -> states.update { reduce(it, mutation) } }
            } catch (cause: Throwable) {
                if (cause is kotlinx.coroutines.CancellationException) throw cause
                errors.emit(cause)
            }
        }
    }

    suspend fun emit(event: Event) {
        events.send(event)
    }

    fun destroy() {
        scope.cancel()
        events.close()
    }
}
