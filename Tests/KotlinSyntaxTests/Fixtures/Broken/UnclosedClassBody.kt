class A {
  fun f() {}
