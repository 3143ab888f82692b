package com.example.profile.model

/** The outcome of loading something: a generic sealed class. */
sealed class Result<out T : Any> {
    data class Success<out T : Any>(val value: T) : Result<T>()
    data class Failure(val message: String, val isRetryable: Boolean) : Result<Nothing>()
}
