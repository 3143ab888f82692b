fun f(a: Int {
}
fun g() {}
