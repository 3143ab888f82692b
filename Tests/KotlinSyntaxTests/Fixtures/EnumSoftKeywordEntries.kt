enum class Keywords { data, open, value, by, get, set, field, enum }

enum class WithArgumentsAndBody(val code: Int) {
  OK(200) { override val label = "ok" },
  NOT_FOUND(404),
  ;
  open val label: String = name
}

enum class Empty
