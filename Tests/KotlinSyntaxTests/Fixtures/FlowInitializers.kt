package com.example

import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.receiveAsFlow
import kotlinx.coroutines.channels.Channel

data class UiState(val count: Int = 0)
sealed class Event { object Done : Event() }
class Box<T>(val value: T)

class CounterViewModel {
    private val _state = MutableStateFlow(UiState())
    val state = _state.asStateFlow()
    private val _events = MutableSharedFlow<Event>()
    val events = _events.asSharedFlow()
    val query = MutableStateFlow("")
    val count = MutableStateFlow(0L)
    val items = MutableStateFlow<List<UiState>>(emptyList())
    val boxed = Box<String>("x")
    val raw = Box("x")
    val loading = MutableStateFlow(UiState.Companion)
    val shared = _state.asSharedFlow()
    private val _effects = Channel<Event>(Channel.BUFFERED)
    val effects = _effects.receiveAsFlow()
    val list = MutableStateFlow(emptyList<UiState>())
    val map = MutableStateFlow(mutableMapOf<String, List<Int>>())
    val started = _state.onStart { load() }.stateIn(scope, SharingStarted.Eagerly, UiState())
    val multiLine = _state
        .onEach { println(it) }
        .stateIn(
            scope = scope,
            started = SharingStarted.WhileSubscribed(5_000),
            initialValue = UiState(count = f(1, 2)),
        )
    val sharedIn = _events.shareIn(scope, SharingStarted.Lazily)
    val caught = _events.catch { emit(Event.Done) }.shareIn(scope, SharingStarted.Lazily)
    val reordered = _state.stateIn(initialValue = UiState(), scope = scope, started = SharingStarted.Eagerly)
    val nullInitial = _state.stateIn(scope, SharingStarted.Eagerly, null)
    val viewWithArgument = _state.asStateFlow(1)
    private val _trailing = MutableStateFlow(
        UiState(count = 2),
    )
    val fromValue = _trailing.stateIn(scope, SharingStarted.Eagerly, initialValue = _trailing.value)
    val fromRepository = repository.items
    val emptyInitial = repository.items.stateIn(scope, SharingStarted.Eagerly, emptyList())
    val mutableInitial = repository.observe(1).stateIn(scope, SharingStarted.Eagerly, mutableListOf())
    fun increment() {}
    fun clear() {}
}

class OtherShapes {
    val property = _state.value.stateIn(scope, SharingStarted.Eagerly, 0)
    val afterCall = _state.stateIn(scope, SharingStarted.Eagerly, 0).value
    val notACall = _state.onStart.stateIn(scope, SharingStarted.Eagerly, 0)
    val chained = a.b.asStateFlow()
    val nested = MutableStateFlow(MutableStateFlow(1))
    val negative = MutableStateFlow(-1)
    val qualified = kotlinx.coroutines.flow.MutableStateFlow(true)
    val getter get() = _state.asStateFlow()
    val lineBreak = _state
        .asStateFlow()
    val untypedList = MutableStateFlow(emptyList())
    val valuesList = MutableStateFlow(listOf(1, 2))
    val starList = MutableStateFlow(listOf<*>())
    val pairArity = MutableStateFlow(emptyMap<String>())
    val chainedList = MutableStateFlow(emptyList<Int>().plus(1))
    val deeper = a.b.c
    val deeperCall = a.b.c.f()
    val typeArguments = repository.observe<Int>()
    val valuesInitial = repository.items.stateIn(scope, SharingStarted.Eagerly, listOf(1))
    val fromName = MutableStateFlow(initial)
    val fromNameInitial = repository.items.stateIn(scope, SharingStarted.Eagerly, initial)
    val fromNull = MutableStateFlow(null)
    val otherCall = repository.observe(id)
    val flattened = selected.flatMapLatest { id -> repository.observe(id) }
    val flattenedIt = selected.flatMapConcat {
        val key = it + 1
        observe(key)
    }
    val notFlattened = selected.flatMapLatest { id -> if (id > 0) a.b() else c.d() }
}
