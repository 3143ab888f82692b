val c = 'a
val d = 2
val e = ''
val f = 'abc'
