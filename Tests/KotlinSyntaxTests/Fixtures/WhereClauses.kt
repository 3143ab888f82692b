fun <T> copyWhenGreater(list: List<T>, threshold: T): List<String>
    where T : CharSequence,
          T : Comparable<T> {
  return list.filter { it > threshold }.map { it.toString() }
}

class Cache<K, V> : Map<K, V> by emptyMap() where K : Any, V : Comparable<V>

interface Sorter<T> where T : Comparable<T> {
  fun <R> sortBy(selector: (T) -> R): List<T> where R : Comparable<R>
}
