package com.example.sync

class SyncWorker(private val api: SyncApi) {
  suspend fun run(): Result {
    data class Batch(val ids: List<String>, val cursor: String?)

    val listener = object : ProgressListener {
      override fun onProgress(done: Int, total: Int) {
        println("$done/$total")
      }
    }
    fun retry(times: Int, block: () -> Unit) {
      repeat(times) { block() }
    }
    return Result.success()
  }

  val comparator: Comparator<Item> = run {
    class ByDate : Comparator<Item> {
      override fun compare(a: Item, b: Item) = a.date.compareTo(b.date)
    }
    ByDate()
  }

  init {
    val handler = object {
      fun handle() = Unit
    }
  }

  fun cancel() {}
}

fun topLevelWithLocals(): Int {
  abstract class Shape { abstract val area: Int }
  class Square(override val area: Int) : Shape()
  return Square(4).area
}

val afterLocals = 1
