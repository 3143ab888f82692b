package com.example.check.a

/** Two files named Util.kt: the plugin and the tool must agree on their outputs' names. */
fun describe(value: Int): String = "a$value"
