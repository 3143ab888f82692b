val x: List<Int = 1
val y = 2
