enum class E {
  A, B
  fun f() = 1
}
