package com.example.types

typealias UserId = String
typealias Headers = Map<String, List<String>>
typealias Middleware<T> = suspend (request: T, next: suspend (T) -> Response) -> Response
typealias Listener<in E> = (E) -> Unit
typealias OnClick = (() -> Unit)?
typealias ComposableContent = @Composable () -> Unit
private typealias Entries<K, V> = MutableList<Map.Entry<K, V>>
/** Validates a form field. */
public typealias Validator<T> = T.(field: String) -> ValidationResult?
@Deprecated("Use UserId") typealias LegacyId = UserId
typealias Grid<T> = Array<out Array<in T>>
typealias AnyMap = Map<*, *>
