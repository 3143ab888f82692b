package com.example.profile

import kotlinx.coroutines.flow.Flow

/** A screen's logic: actions in, states out. */
interface Reactor<A, S> {
    val currentState: S
    val state: Flow<S>
    fun send(action: A)
    fun destroy()
}

class CounterReactor : Reactor<Action, Int> {
    override val currentState: Int get() = 0
    override val state: Flow<Int> get() = TODO()
    override fun send(action: Action) {}
    override fun destroy() {}
}
