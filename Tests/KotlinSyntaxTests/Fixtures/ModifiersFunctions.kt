package com.example.util

inline fun <T> measure(label: String, noinline onDone: (Long) -> Unit, block: () -> T): T {
  val start = currentTimeMillis()
  return block().also { onDone(currentTimeMillis() - start) }
}

inline fun runOnMain(crossinline action: () -> Unit) {
  mainHandler.post { action() }
}

suspend inline fun <reified T> HttpClient.getJson(url: String): T = get(url).body()

data class Vector(val x: Double, val y: Double) {
  operator fun plus(other: Vector) = Vector(x + other.x, y + other.y)
  operator fun unaryMinus(): Vector = Vector(-x, -y)
  operator fun get(index: Int): Double = if (index == 0) x else y
  infix fun dot(other: Vector): Double = x * other.x + y * other.y
}

operator fun Vector.times(scale: Double): Vector = Vector(x * scale, y * scale)

infix fun <A, B> A.pairedWith(that: B): Pair<A, B> = Pair(this, that)

tailrec fun findRoot(node: TreeNode): TreeNode {
  val parent = node.parent ?: return node
  return findRoot(parent)
}

private external fun nativeHash(bytes: ByteArray): Long

internal suspend fun refreshAll(vararg ids: String) {}

public open class Repository {
  protected open suspend fun fetch(): List<String> = emptyList()

  internal inline fun <T> withLock(crossinline block: () -> T, noinline onError: (Throwable) -> Unit = {}): T = block()

  public external fun nativeHandle(): Long
}
