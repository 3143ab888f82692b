class Outer<T> {
  class Nested {
    class Deeper {
      interface Deepest
    }
  }
  inner class Inner(val value: T)
  object Constants { const val A = 1 }
  enum class Mode { ON, OFF }
}
