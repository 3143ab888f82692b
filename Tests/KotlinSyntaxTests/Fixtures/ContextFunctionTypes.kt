package com.example.logging

interface Logger {
    fun log(message: String)
}

class Transaction

/** Function types that take context parameters (Kotlin 2.2). */
typealias Logged = context(Logger) (Int) -> Unit

typealias Transactional<T> = context(Logger, Transaction) suspend () -> T

fun <T> T.also3(block: context(T) () -> Unit) = Unit

fun withLogger(logger: Logger, action: context(Logger) String.(Int) -> Boolean): Boolean = true

class Pipeline(val steps: List<context(Logger) () -> Unit>, val optional: (context(Logger) () -> Unit)?)

/** `suspend` written before the context (as Arrow writes its Effect). */
typealias SuspendLogged<A> = suspend context(Logger) () -> A
