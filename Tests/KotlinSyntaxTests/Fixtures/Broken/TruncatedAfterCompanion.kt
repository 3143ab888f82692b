class A {
  companion object
