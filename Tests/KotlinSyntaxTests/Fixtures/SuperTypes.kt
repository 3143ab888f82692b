open class Base(val id: Int)
interface Tagged
interface Logger { fun log(message: String) }

class Call(id: Int) : Base(id)
class CallWithLambda : Base(compute { 1 + 2 }), Tagged
class Plain : Tagged, Comparable<Plain> { override fun compareTo(other: Plain) = 0 }
class Delegated(logger: Logger) : Logger by logger {
  fun extra() = log("extra")
}
class DelegatedToCall(val items: List<Int>) : List<Int> by items.toList(), Tagged
class Generic<T>(value: T) : Box<T>(value) where T : Comparable<T>
class FunctionSuper : (Int) -> String {
  override fun invoke(p1: Int): String = p1.toString()
}
