class Counter {
  val count: StateFlow<Int>
    field = MutableStateFlow(0)

  val items: List<String>
    field: MutableList<String> = mutableListOf()

  fun increment() {
    count.value += 1
  }
}
