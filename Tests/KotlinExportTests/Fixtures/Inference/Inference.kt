// Members without a declared type, written the ways the README says the generator types them.
// Scripts/check-kotlin compiles this file and records the types Kotlin gives them
// (Fixtures/CompilerTypes/Inference.txt); CompilerTypesTests compares the generator's with them.
package com.example.inference

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.consumeAsFlow
import kotlinx.coroutines.flow.distinctUntilChanged
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.flatMapConcat
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.flatMapMerge
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.mapLatest
import kotlinx.coroutines.flow.mapNotNull
import kotlinx.coroutines.flow.onStart
import kotlinx.coroutines.flow.receiveAsFlow
import kotlinx.coroutines.flow.shareIn
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.flow.zip

data class Item(val id: Long, val title: String)

data class UiState(val items: List<Item> = emptyList(), val loading: Boolean = false)

sealed interface Effect {
    data class Toast(val text: String) : Effect
    data object Close : Effect
}

enum class Color { RED, GREEN }

object Config {
    const val VERSION = 3
    val refresh = MutableStateFlow(false)
    val name = "config"
}

class Box<T>(val value: T)

interface Repository {
    val items: Flow<List<Item>>
    val count: StateFlow<Int>
    fun observe(id: Long): Flow<Item?>
}

open class BaseViewModel<S>(initial: S) {
    protected val _state = MutableStateFlow(initial)
    val state = _state.asStateFlow()
}

class Literals {
    val version = 3
    val ratio = 0.5
    val big = 3L
    val label = "x"
    val flag = true
    val letter = 'c'
    val size get() = 3
    fun title() = "title"
    fun answer() = 42
}

class Constructed(private val repository: Repository) {
    val boxed = Box<Int>(1)
    val item = Item(1, "one")
    val state = UiState()
    fun make() = Item(2, "two")
}

@OptIn(ExperimentalCoroutinesApi::class)
class ScreenViewModel(
    private val repository: Repository,
    private val scope: CoroutineScope,
) : BaseViewModel<UiState>(UiState()) {
    val query = MutableStateFlow("")
    val ids = MutableStateFlow<List<Long>>(emptyList())
    val titles = MutableStateFlow(emptyList<String>())
    val tags = MutableStateFlow(setOf<String>())
    val clicks = MutableSharedFlow<Item>()

    private val _ui = MutableStateFlow(UiState())
    val ui = _ui.asStateFlow()
    private val _shared = MutableSharedFlow<Effect>()
    val shared = _shared.asSharedFlow()

    private val _effects = Channel<Effect>(Channel.BUFFERED)
    val effects = _effects.receiveAsFlow()
    private val _once = Channel<Item>()
    val once = _once.consumeAsFlow()

    val items = repository.items
    val count = repository.count
    val selected = repository.observe(1)

    val combined = combine(repository.items, query) { items, query ->
        val matching = items.filter { it.title.contains(query) }
        UiState(matching)
    }
    val mapped = repository.items.map { UiState(it) }
    val latest = repository.items.mapLatest { UiState(it, loading = true) }
    val firstItems = repository.items.mapNotNull { it.firstOrNull() }
    val zipped = repository.items.zip(query) { items, _ -> UiState(items) }
    val joined = repository.items.combine(query) { items, _ -> UiState(items) }

    val refresh = Config.refresh
    val red = Color.RED
    val config = Config
    val alias = _ui
    val held = MutableStateFlow(initialValue())

    val detail = query.flatMapLatest { _ -> repository.observe(2) }
    val concat = query.flatMapConcat { _ -> repository.items }
    val merged = query.flatMapMerge { _ -> repository.count }

    val screen = _ui.onStart { }.stateIn(scope, SharingStarted.Eagerly, UiState())
    val listed = repository.items.stateIn(scope, SharingStarted.Eagerly, emptyList())
    val initialFromValue = repository.items.map { UiState(it) }
        .stateIn(scope, SharingStarted.Lazily, _ui.value)
    val sharedItems = repository.items.shareIn(scope, SharingStarted.Eagerly)
    val distinct = repository.items.distinctUntilChanged()
    val filtered = repository.items.filter { it.isNotEmpty() }

    fun observe(id: Long) = repository.observe(id)
    fun observeAll() = repository.items.map { UiState(it) }
    fun currentState() = state

    private fun initialValue(): UiState = UiState()
}
