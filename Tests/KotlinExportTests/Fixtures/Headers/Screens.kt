package com.example

sealed class Screen {
    object Home : Screen()
    data class Detail(val id: Int) : Screen() {
        class Meta
    }
}

enum class Color { RED, DARK_BLUE }

@ObjCEnum
enum class Priority { LOW, HIGH }

interface Greeter {
    fun greet(name: String): String
}

class Box<T>(val value: T)

fun Screen.title(): String = ""

fun hello(): String = ""
