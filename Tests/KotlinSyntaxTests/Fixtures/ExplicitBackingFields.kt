package com.example.state

val topLevel: List<Int>
  field = mutableListOf()

class Store<T>(initial: T) {
  /** The current state, mutable only in here. */
  val state: StateFlow<T>
    field = MutableStateFlow(initial)

  val events: SharedFlow<Event>
    internal field = MutableSharedFlow(replay = 1)

  val size: Int
    field: Int = 0
    get() = field
}
