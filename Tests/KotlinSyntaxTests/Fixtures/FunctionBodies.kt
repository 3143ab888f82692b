class Screen {
  fun render(): String {
    val header = "Title: ${title.uppercase()} ({count})"
    val body = buildString {
      append('{')
      append("}")
      for (i in 0 until 3) { append("$i,") }
    }
    // A comment with { and }
    /* a block comment with } */
    return header + body
  }

  fun next() = 1
}
