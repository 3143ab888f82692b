fun simple() {}
fun expression(x: Int) = x * 2
fun withReturn(x: Int): Long {
  return x.toLong()
}
private inline fun <T> T.also2(block: (T) -> Unit): T { block(this); return this }
suspend fun load(id: String): Result<User> = runCatching { api.user(id) }
operator fun Point.plus(other: Point): Point = Point(x + other.x, y + other.y)
infix fun Int.pow(exponent: Int): Int = TODO()
tailrec fun gcd(a: Int, b: Int): Int = if (b == 0) a else gcd(b, a % b)
external fun nativeCall(): Int
fun String?.orEmpty2(): String = this ?: ""
fun <T> List<T>.second(): T = this[1]
fun ((Int) -> Unit).callTwice() { this(1); this(2) }
fun `name with spaces`() = Unit
fun defaults(a: Int = 1, b: String = "x,y", c: () -> Unit = { println("(") }) {}
