class Holder(val value: Int, val data: String, val by: Int, val open: Boolean) {
  val get = 1
  var set = 2
  val field = 3
  fun enum() = 4
  fun value(): Int = value
  val annotation: String = ""
  val inner = 0
  val out = 1
  val where = 2
  val context = 3
  val companion = 4
  val constructor = 5
  val init = 6
  val data2 by lazy { data }
}
fun open(data: String, value: Int = 0, get: () -> Int = { 1 }) {}
val expect = 1
val actual = 2
