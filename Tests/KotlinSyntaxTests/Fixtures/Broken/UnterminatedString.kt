class A {
  val s = "abc
  val t = 1
}
