package com.example.flow

interface Source<out T> {
  fun next(): T?
}

interface Consumer<in T> {
  fun accept(item: T)
}

class Converter<in I, out O>(private val transform: (I) -> O) {
  fun convert(input: I): O = transform(input)
}

class Paged<T : Any, out C : Collection<T>>(val items: C, val nextKey: T?)

inline fun <reified VM : ViewModel> ViewModelStore.getOrCreate(noinline factory: () -> VM): VM = TODO()

fun <T> Iterable<T>.sortedDescending2(): List<T> where T : Comparable<T> = sortedDescending()

class Registry<K, V>
  where K : Enum<K>,
        V : Any,
        V : Comparable<V> {
  private val values = mutableMapOf<K, V>()
}

fun <T : Comparable<T>?> maxOfNullable(a: T, b: T): T = a

fun <T, R : MutableCollection<in T>> copyInto(source: Iterable<T>, destination: R): R = destination

interface Mapper<in From : Any, out To : Any> : (From) -> To

inline fun <reified T : Enum<T>, reified R> enumMap(): Map<T, R> = emptyMap()
