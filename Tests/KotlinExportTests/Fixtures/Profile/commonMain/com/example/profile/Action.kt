package com.example.profile

/** What the profile screen can ask for. */
sealed class Action {
    data class Follow(val userId: Int) : Action()
    object Refresh : Action()
    class Tabs {
        class Select(val index: Int) : Action()
    }
}

internal class DebugAction(val note: String) : Action()
