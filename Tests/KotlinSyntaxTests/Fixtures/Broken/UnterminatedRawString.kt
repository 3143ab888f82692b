class Before
val s = """abc
class Lost
