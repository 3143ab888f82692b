package com.example.feed

@JvmInline
value class PostId(val raw: Long)

@JvmInline
internal value class Cursor(private val encoded: String) {
  val isEmpty: Boolean get() = encoded.isEmpty()
}

public abstract class BaseViewModel {
  protected lateinit var scope: CoroutineScope
  protected abstract val tag: String
  abstract fun onCleared()
  open fun onStart() {}
}

internal open class FeedViewModel : BaseViewModel() {
  override val tag = "Feed"
  private lateinit var repository: FeedRepository

  final override fun onCleared() {}

  override fun onStart() {
    super.onStart()
  }

  inner class PageLoader(private val pageSize: Int) {
    fun load(): Int = pageSize
  }

  protected open inner class Section

  private companion object {
    private const val PAGE_SIZE = 20
  }
}

sealed interface FeedItem {
  val id: PostId
}

public data class Post(override val id: PostId, val title: String) : FeedItem

private sealed class Banner : FeedItem {
  data object Empty : Banner() {
    override val id = PostId(0)
  }
}

internal fun interface ItemClickListener {
  fun onClick(item: FeedItem)
}

open class Base protected constructor() {
  public open val name: String = "base"
}
