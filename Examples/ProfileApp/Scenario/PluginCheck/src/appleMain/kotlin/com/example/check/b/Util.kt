package com.example.check.b

fun describe(value: Int): String = "b$value"
