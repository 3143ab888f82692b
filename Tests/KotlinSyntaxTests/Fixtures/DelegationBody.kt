interface Store { fun get(key: String): String? }

class CachingStore(private val backing: Store) : Store by backing {
  private val cache = mutableMapOf<String, String?>()

  override fun get(key: String): String? = cache.getOrPut(key) { backing.get(key) }
}

class TwoDelegates(a: Store, b: Sink) : Store by a, Sink by b
{
  val size: Int get() = 0
}
