fun interface Predicate<in T> {
  fun test(value: T): Boolean
}

@Suppress("unused")
internal fun interface Mapper<A, B> { fun map(a: A): B }

class Holder {
  fun interface Listener {
    suspend fun onChange(old: Int, new: Int)
  }
}
