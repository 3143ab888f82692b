typealias Name = String
typealias Callback<T> = (Result<T>) -> Unit
internal typealias Matrix = Array<Array<Double>>
typealias Handler<in E> = suspend CoroutineScope.(event: E) -> Boolean
typealias NestedAlias = Outer.Nested.Deeper
