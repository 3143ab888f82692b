val x: = 1
val y = 2
