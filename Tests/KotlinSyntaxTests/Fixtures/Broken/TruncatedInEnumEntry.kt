enum class E {
  A, B,
  C(