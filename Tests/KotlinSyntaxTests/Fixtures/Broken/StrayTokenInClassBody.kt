class A {
  fun f() {}
  123
  fun g() {}
}
