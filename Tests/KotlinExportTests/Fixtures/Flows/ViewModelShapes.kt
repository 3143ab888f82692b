package com.example.shapes
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
data class Note(val id: Long, val title: String, val pinned: Boolean = false)
data class NotesState(val notes: List<Note> = emptyList(), val query: String = "")
sealed interface NotesAction {
    data class Search(val query: String) : NotesAction
    data object Refresh : NotesAction
}
interface NoteRepository {
    val notes: Flow<List<Note>>
    fun observe(id: Long): Flow<Note?>
}
abstract class MviStore<S, A>(initialState: S) {
    protected val _state = MutableStateFlow(initialState)
    val state = _state.asStateFlow()
    abstract fun send(action: A)
}
@OptIn(ExperimentalCoroutinesApi::class)
class NotesStore(
    private val repository: NoteRepository,
    private val scope: CoroutineScope,
    initial: NotesState = NotesState(),
) : MviStore<NotesState, NotesAction>(initial) {
    private val query = MutableStateFlow(initial.query)
    private val selectedId = MutableStateFlow(0L)
    val visible = combine(repository.notes, query) { notes, query ->
        val matching = notes.filter { it.title.contains(query) }
        val pinnedFirst = matching.sortedByDescending { it.pinned }
        NotesState(notes = pinnedFirst, query = query)
    }.stateIn(scope, SharingStarted.WhileSubscribed(5000), initial)
    val selected = selectedId.flatMapLatest { id -> repository.observe(id) }
    val current = _state
    val titles = repository.notes.map { notes ->
        val titles = notes.map { it.title }
        NotesState(notes, titles.joinToString())
    }
    override fun send(action: NotesAction) {}
}
