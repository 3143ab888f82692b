package com.example.keywords

class Filter(val sealed: Boolean, val expect: String, val inner: Int, val field: String) {
  val value: String get() = expect
  var data: ByteArray = ByteArray(0)
  val open = true
  fun get(key: String): String? = null
  fun set(key: String, value: String) {}
  val enum = "enum"
  val by = 2
  val import = 3
  val dynamic = 4
  val file = 5
  val param = 6
  val receiver = 7
  val property = 8
  val delegate = 9
  val setparam = 10
  val lateinit = 11
  val operator = 12
  val suspend = 13
  val override = 14
  val abstract = 15
  val external = 16
}

fun sealed(expect: Boolean, actual: Boolean) = expect && actual
fun value(inner: Int) = inner
val data = listOf("a")
var field = 0
class get
val set: get = get()
object by
fun catch(finally: Int) = finally
