class A
fun