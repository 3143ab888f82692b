package com.example.profile

import com.example.profile.model.Describable
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow

open class ProfileReactor(private val userId: Long) : Describable {
    val state: StateFlow<ProfileState> get() = TODO()
    val events: SharedFlow<String> get() = TODO()
    val errors: Flow<Throwable> get() = TODO()
    val counter: MutableStateFlow<Int> = MutableStateFlow(0)
    val optionalState: StateFlow<ProfileState?>? = null
    val tabs: List<Flow<Tab>> = emptyList()
    override val summary: String get() = "reactor"
    var selectedTab: Tab = Tab.POSTS
        private set

    fun send(action: Action) {}
    suspend fun reload(force: Boolean): Boolean = true
    suspend fun clear() {}
    fun initKoin() {}
    fun observe(id: Int): Flow<List<String>> = TODO()
    fun destroy() {}
}

class Box<T>(val value: T) {
    fun map(transform: (T) -> String): String = transform(value)
}

expect fun platformName(): String

fun Action.describe(): String = toString()

fun ProfileState.isLoading(): Boolean = this is ProfileState.Loading

@HiddenFromObjC
class Secret

@Deprecated("gone", level = DeprecationLevel.HIDDEN)
class Gone

value class UserId(val raw: Long)

class Settings(val id: UserId, val retries: Int?, val tags: Set<String>, val scores: Map<String, Double>)
