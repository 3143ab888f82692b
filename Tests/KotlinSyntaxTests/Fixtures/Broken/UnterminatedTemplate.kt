val a = 1
val s = "name: ${user.name
