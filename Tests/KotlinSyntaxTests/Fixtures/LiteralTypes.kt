package com.example.literals

// A property whose initializer is one literal gets the type Kotlin infers for it.
const val INT = 42
const val GROUPED = 1_000_000
const val LARGE = 3_000_000_000
const val LONG = 3L
const val HEX = 0x7FFF_FFFF
const val HEX_LONG = 0x8000_0000
const val BINARY = 0b1010
const val UNSIGNED = 7u
const val UNSIGNED_LONG = 7uL
const val UNSIGNED_LARGE = 4294967296u
const val FLOAT = 1.5f
const val FLOAT_INTEGER = 2F
const val DOUBLE = 2.5
const val EXPONENT = 1e-3
const val NEGATIVE = -1
const val NEGATIVE_DOUBLE = - 0.25
const val MIN_INT = -2147483648
const val CHAR = 'x'
const val ESCAPED_CHAR = '\n'
const val TEXT = "plain"
val TEMPLATE = "id=$INT"
val RAW = """
    raw
"""
const val ENABLED = true
val DISABLED = false

// Not one literal: left to inference, as before.
val NOTHING = null
val SUM = 1 + 2
val CONCATENATED = "a" + "b"
val CALL = listOf(1)
val MEMBER = 5.toLong()
val NEGATED_UNSIGNED = -1u
val DECLARED: Long = 1
val NAMED = INT
val SPLIT =
    42

// The same for an expression body without a declared return type.
fun label() = "label"
fun limit() = 20L
fun flag(): Boolean = true
fun computed() = label().length
// `Unit` is an object, not a literal, but as plain: a function returning it does nothing.
fun nothingToDo() = Unit
fun unitOfSomething() = Unit.toString()
// A call of a capitalised name and nothing else names a type; the module tells whether it is a
// class (a constructor call) or a function named like one.
fun repository() = Repository(api = "v1")
fun qualified() = com.example.literals.Repository("v2")
fun generic() = Box<Int>(1)
fun lowercase() = repository()
fun chained() = Repository("v3").api
fun withLambda() = Repository("v4") { }
class Holder {
    fun header() = "== header =="
    // A getter's expression, when the property has neither a type nor an initializer.
    val size get() = 3
    val label get() = "holder"
    val typed: Long get() = 3
    val initialized = 1L
        get() = field
    val computed get() = size + 1
}
