package com.example
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.onEach
import kotlinx.coroutines.flow.stateIn
data class Item(val id: Long)
interface ItemRepository {
    val items: Flow<List<Item>>
    val total: StateFlow<Int>
    fun observe(id: Long): Flow<Item?>
    fun search(query: String): Flow<List<Item>>
    fun search(query: String, limit: Int): Flow<List<Item>>
    fun <T> generic(): Flow<T>
    suspend fun load(): Flow<Item>
    fun latest(limit: Int): Flow<Item>
}
fun ItemRepository.latest(): Flow<List<Item>> = items
class Store {
    private val _count = MutableStateFlow(0)
    val count = _count.asStateFlow()
}
abstract class Base<T> {
    abstract val value: Flow<T>
    val name: Flow<String> = MutableStateFlow("")
}
class Derived : Base<Int>() {
    override val value: Flow<Int> = MutableStateFlow(0)
}
class Cycle(val other: Cycle) {
    val loop = other.loop
}
abstract class BaseViewModel<S>(initial: S) {
    protected val _state = MutableStateFlow<S>(initial)
    protected val _count = MutableStateFlow(0)
}
class ProfileViewModel : BaseViewModel<Item>(Item(0)) {
    val state = _state.asStateFlow()
    val counted = _count.onEach { }
}
class Source<T>(val flow: Flow<T>)
class Sourced(source: Source<Item>, star: Source<*>) {
    val flow = source.flow
    val starred = star.flow
}
class ItemsViewModel(
    private val repository: ItemRepository,
    store: Store,
    private val scope: CoroutineScope,
    base: Derived,
    cycle: Cycle,
) {
    val items = repository.items
    val selected = repository.observe(1)
    val count = store.count
    val state = repository.items.stateIn(scope, SharingStarted.Eagerly, emptyList())
    val mutableInitial = repository.items.stateIn(scope, SharingStarted.Eagerly, mutableListOf())
    val totalView = repository.total.onEach { }
    val baseName = base.name
    val results = repository.search("a")
    val generic = repository.generic<Int>()
    val wrongCollection = repository.items.stateIn(scope, SharingStarted.Eagerly, emptySet())
    val baseValue = base.value
    val loop = cycle.loop
    val missing = repository.missing
    val called = repository.items()
    val notCalled = repository.observe
    val loaded = repository.load()
    val latest = repository.latest()
}
