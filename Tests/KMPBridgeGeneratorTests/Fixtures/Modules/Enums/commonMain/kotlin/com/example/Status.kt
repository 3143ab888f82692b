package com.example

enum class Status {
    IDLE,
    IN_PROGRESS,
    DONE,
    DEFAULT,
    NEW,
    MyValue,
}

enum class Tab(val title: String) {
    POSTS("Posts"),
    SKILLS("Skills"),
    ABOUT("About");

    val isFirst: Boolean get() = this == POSTS
}
