class Box<out T>(val value: T)
class Sink<in T> { fun put(item: T) {} }
class Bounded<T : Comparable<T>, U : List<T>?>
inline fun <reified T : Any> typeName(): String = T::class.simpleName ?: ""
fun <K, V> merge(a: Map<K, V>, b: Map<K, V>): Map<K, V> where K : Comparable<K>, V : Any, V : Cloneable = a + b
class Multi<T> where T : CharSequence, T : Comparable<T>
interface Annotated<@UnsafeVariance in A>
