val template = "a $b ${c.d} ${"nested ${"deeper ${e}"}"} }"
val braceInString = "}{"
val escaped = "quote \" and backslash \\ and dollar \$ { "
val raw = """
  line with "quotes" and } brace
  ${if (x) "}" else "{"}
"""
val rawEndingInQuote = """ends with a quote""""
val rawWithTemplateQuotes = """${"""inner"""}"""
val multiDollar = $$"""{"name": "$$name", "literal": "${notTemplate}"}"""
val multiDollarPlain = $$"$${value} and ${literal"
val chars = listOf('{', '}', '"', '\'', '\\', '\u0041', 'é')
val backticks = `weird}name`
val numbers = listOf(1_000, 0xFF_FF, 0b1010, 1.5e-3, 2f, 3L, 4uL, .5)
/* nested /* comment } */ still comment { */
val afterComment = 1
