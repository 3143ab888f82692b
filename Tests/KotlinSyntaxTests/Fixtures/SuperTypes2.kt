package com.example.ui

abstract class ViewModel
interface UiStateHolder<S> { val state: StateFlow<S> }
interface Analytics { fun track(event: String) }

class HomeViewModel(
  private val analytics: Analytics,
  stateHolder: UiStateHolder<HomeUiState>,
) : ViewModel(), UiStateHolder<HomeUiState> by stateHolder, Analytics by analytics {
  fun onRefresh() = track("refresh")
}

class LoggingAnalytics(private val delegate: Analytics = NoopAnalytics) : Analytics by delegate

object NoopAnalytics : Analytics {
  override fun track(event: String) {}
}

class ByLength : Comparator<String> by compareBy<String>({ it.length }), Runnable {
  override fun run() {}
}

class UiError(message: String) : Exception("UI error: $message (${message.length})")

class Qualified : kotlin.collections.AbstractList<Int>() {
  override val size: Int get() = 0
  override fun get(index: Int): Int = index
}

class SuspendAction : suspend () -> Unit {
  override suspend fun invoke() {}
}

interface Repository<T> : Source<T>, AutoCloseable
