package com.example
import kotlinx.coroutines.flow.*
data class UiState(val count: Int = 0)
enum class Mode { ON, OFF }
abstract class Base<S, M>(initial: S) {
    val state: StateFlow<S> = MutableStateFlow(initial)
    open val wide: Flow<S> = MutableStateFlow(initial)
    val mode: Flow<M> = MutableStateFlow(null!!)
    val ticks: Flow<Int> = MutableStateFlow(0)
    val items: Flow<List<S>> = MutableStateFlow(emptyList())
    fun observe(id: Long): Flow<S> = state
    fun find(key: S): Flow<S> = state
}
abstract class Narrowing<S>(initial: S) : Base<S, Mode>(initial) {
    override val wide: StateFlow<S> = MutableStateFlow(initial)
}
class Screen : Narrowing<UiState>(UiState())
class Counter : Base<Int, Mode>(0)
class Own : Base<UiState, Mode>(UiState()) {
    override val wide: StateFlow<UiState> = MutableStateFlow(UiState())
}
class Untyped(source: Source) : Base<UiState, Mode>(UiState()) {
    override val wide = source.make()
}
