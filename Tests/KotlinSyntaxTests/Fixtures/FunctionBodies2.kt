package com.example.render

class MarkdownRenderer {
  fun render(title: String, items: List<String>): String {
    val open = '{'
    val close = "}"
    val header = "# $title {${items.size}}"
    val json = """{"title": "$title", "count": ${items.count { it.isNotBlank() }}}"""
    val list = items.joinToString(separator = "\n") { item -> "- ${item.trim { it == '}' }}" }
    /* unbalanced in comment: { { { */
    // and here: }}}
    val lambda: (String) -> String = { s -> if (s.startsWith("{")) s else "{$s}" }
    return header + json + list + lambda(close) + open
  }

  fun escape(raw: String) = raw.replace("\\{", "{").replace("\"}", "}")

  val template = "${'$'}{notATemplate}"

  fun next(): Int {
    val nested = mapOf("a" to listOf(mapOf("b" to "}")))
    return nested.size
  }
}

fun afterClass() = "\u007B"
