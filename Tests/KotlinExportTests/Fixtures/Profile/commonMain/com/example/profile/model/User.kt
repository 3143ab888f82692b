package com.example.profile.model

data class User(val id: Long, val name: String, val followers: Int, val bio: String?) {
    val description: String get() = name

    fun initials(): String = name.take(2)

    companion object {
        fun preview(): User = User(0, "Preview", 0, null)
    }
}

class Badge(val title: String)

interface Describable {
    val summary: String
    fun describe(verbose: Boolean): String = summary
}
