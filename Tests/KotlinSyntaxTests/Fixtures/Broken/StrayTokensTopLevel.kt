class A
) ] 42 "x"
fun f() {}
