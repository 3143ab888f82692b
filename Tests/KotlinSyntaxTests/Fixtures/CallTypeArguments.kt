package com.example.settings

import kotlinx.coroutines.flow.MutableStateFlow

/** Defaults and delegates that call generic functions with explicit type arguments. */
class Preferences(
    val overrides: Map<String, Int> = mutableMapOf<String, Int>(),
    val pairs: List<Pair<Int, Int>> = listOf(Pair<Int, Int>(1, 2)),
    val handlers: Map<String, (Int) -> Unit> = emptyMap<String, (Int) -> Unit>(),
    val limit: Int = 10,
) {
    constructor(seed: Map<String, Int> = hashMapOf<String, Int>(), extra: Int) : this(seed)

    fun merge(x: Map<String, Int> = emptyMap<String, Int>(), y: Int = 0): Map<String, Int> = x

    fun compare(a: Int, b: Int, c: Int, d: Int, flag: Boolean = a < b && c > d, e: Int = 1) {}

    val state = MutableStateFlow<Map<String, Int>>(emptyMap())
}

class ReadOnlyMap : Map<String, Int> by emptyMap<String, Int>() {
    val extra = 1
}

class Lookup(
    private val index: Map<String, List<Int>> = buildMap<String, List<Int>> { put("a", listOf(1)) },
    val reference: (String) -> Int? = Map<String, Int>::get.let { { key: String -> null } },
)
