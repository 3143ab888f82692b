package com.example.types

val flows: Map<String, StateFlow<List<Item>?>> = emptyMap()
val consumer: Comparator<in CharSequence>? = null
val producers: MutableList<out Producer<*>> = mutableListOf()
val stars: Map<*, *> = emptyMap<String, Int>()
val onClick: (() -> Unit)? = null
val content: @Composable (modifier: Modifier) -> Unit = {}
val rowContent: @Composable RowScope.() -> Unit = {}
val loader: suspend (page: Int, pageSize: Int) -> List<Item> = { _, _ -> emptyList() }
val handler: ((Result<String>) -> Unit)? = null
val curried: (Int) -> (Int) -> Int = { a -> { b -> a + b } }
val nullableReturn: () -> String? = { null }
val suspendNullable: (suspend CoroutineScope.() -> Unit)? = null
val nestedNullable: List<(() -> Unit)?> = emptyList()
val pairs: Array<Pair<String, (Int) -> Boolean>> = emptyArray()
fun <T> definitelyNonNull(items: List<T>): List<T & Any> = items.filterNotNull()
fun <T> firstNonNull(a: T, b: T & Any): T & Any = a ?: b
val parenthesizedNullable: (String)? = null
val qualifiedNested: Map.Entry<String, kotlin.collections.List<Int>> = TODO()
val annotatedNullable: @JvmSuppressWildcards List<String>? = null
