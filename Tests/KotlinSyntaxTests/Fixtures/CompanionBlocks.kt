package com.example.statics

/** A proposed form of static members: a companion block, and companion extensions. */
class Registry(val name: String) {
    companion {
        const val LIMIT = 16
        val empty: Registry
            get() = Registry("")

        fun named(name: String): Registry = Registry(name)
    }

    // An ordinary companion object still reads as one.
    companion object Defaults {
        val standard = Registry("standard")
    }

    fun describe(): String = "registry $name"
}

companion val Registry.size: Int
    get() = 0

companion fun Registry.Companion.make(): Registry = Registry("made")

class Later {
    companion {
        fun first() = 1
    }
    val afterBlock: Int = 2
}
