val json = $$"""
  {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "$${title}",
    "braces": "{ } ${ not a template }"
  }
"""
val quotes = """She said "hi"""""
val regex = """\d+\.\d*"""
val nested = """outer ${"""inner ${'$'} ${ "}" }"""} end"""
val triple = $$$"""$$${notTemplate} $$${actual}"""
class AfterStrings
