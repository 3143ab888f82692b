class value(val data: data)
class data
fun by(get: get, set: set): field = TODO()
val where by lazy { 1 }
fun inner(open: Boolean, out: Int, `in`: Int) = Unit
interface get { fun set(value: Int) }
object field { val field = 1 }
val `class` = 2
fun out(): out = TODO()
