package kinds

class Plain
open class Opened()
abstract class Shape { abstract val area: Double }
interface Named { val name: String }
fun interface Callback { fun invoke(value: Int) }
object Registry
annotation class Marker
annotation class Tagged(val value: String, val weight: Int = 0)
enum class Direction { NORTH, SOUTH }
inner class NotReallyInner
value class Meters(val raw: Double)
@JvmInline value class Seconds(val raw: Long)
data object Singleton
