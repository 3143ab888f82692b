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

/** A native Objective-C enum beside the class (Kotlin 2.3's `@ObjCEnum`). */
@OptIn(kotlin.experimental.ExperimentalObjCEnum::class)
@kotlin.native.ObjCEnum
enum class Level {
    LOW,
    @kotlin.native.ObjCEnum.EntryName(name = "urgent") HIGH,
    COPY,
}

/** An enum class without entries yet: its mirror has no raw values, its native enum no cases. */
@OptIn(kotlin.experimental.ExperimentalObjCEnum::class)
@kotlin.native.ObjCEnum
enum class Placeholder
