class A
val