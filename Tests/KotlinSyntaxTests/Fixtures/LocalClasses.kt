class Container {
  fun make(): Any {
    class Local(val x: Int) {
      fun inner() = x
    }
    object : Runnable {
      override fun run() {}
    }
    return Local(1)
  }

  val anonymous = object : Comparator<Int> {
    override fun compare(a: Int, b: Int) = a - b
  }

  fun after() = Unit
}
