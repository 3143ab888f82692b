class Outer {
  init {
    class InInit
    fun helper() = 1
  }

  val computed: Int
    get() {
      class InGetter(val x: Int)
      return InGetter(1).x
    }

  val lambda = {
    data class InLambda(val y: Int)
    InLambda(2)
  }

  fun visible() = run {
    interface InRun
    object : InRun {}
  }
}
