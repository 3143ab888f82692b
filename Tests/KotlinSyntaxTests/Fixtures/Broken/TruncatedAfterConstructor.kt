class A {
  constructor