package com.example

/** What loading a screen can end in. */
sealed class LoadState {
    object Idle : LoadState()
    data object Loading : LoadState()
    data class Loaded(val items: List<String>, val total: Int) : LoadState()
    data class Failed(val message: String, val retryable: Boolean) : LoadState()
    sealed class Partial : LoadState() {
        data class Some(val count: Int) : Partial()
        object None : Partial()
    }
    internal class Debug : LoadState()
}

/** A sealed interface with implementations in the same file. */
sealed interface Shape {
    val area: Double
}

data class Circle(val radius: Double) : Shape {
    override val area: Double get() = 3.14 * radius * radius
}

data class Square(val side: Double) : Shape {
    override val area: Double get() = side * side
}

/** A generic sealed class: the export keeps its type parameter. */
sealed class Outcome<out T : Any> {
    data class Success<out T : Any>(val value: T) : Outcome<T>()
    data class Failure(val reason: String) : Outcome<Nothing>()
}
