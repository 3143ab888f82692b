package com.example

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow

data class Post(val id: Long, val text: String)

interface FeedRepository {
    val updates: Flow<Post>
}

class Feed {
    val posts: StateFlow<List<Post>> get() = TODO()
    val unread: StateFlow<Int> get() = TODO()
    val latest: SharedFlow<Post?> get() = TODO()
    val selected: StateFlow<Post>? get() = null
    val editing: MutableStateFlow<Boolean> = MutableStateFlow(false)
    fun comments(postId: Long): Flow<List<String>> = TODO()
}
