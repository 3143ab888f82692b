package com.example.profile

sealed class ProfileState {
  data object Loading : ProfileState()
  data class Loaded(val profile: Profile, val tabs: List<Tab>) : ProfileState()
  data class Failed(val error: Throwable) : ProfileState() {
    val message: String get() = error.message.orEmpty()
  }
  sealed class Editing : ProfileState() {
    data class Name(val draft: String) : Editing()
    object Photo : Editing()
  }
}

sealed interface Action {
  data class Select(val index: Int) : Action
  data object Refresh : Action
}
