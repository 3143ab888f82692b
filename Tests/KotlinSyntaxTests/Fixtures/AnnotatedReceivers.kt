package com.example.units

@Target(AnnotationTarget.TYPE, AnnotationTarget.VALUE_PARAMETER)
annotation class Positive

/** Extensions whose receiver type is annotated, as in the language reference. */
fun @receiver:Positive Int.clampPercent(): Int = coerceIn(0, 100)

fun @Positive Int.half(): Int = this / 2

val @receiver:Positive Int.doubled: Int get() = this * 2

fun @Positive kotlin.Long.asSeconds(): Double = this / 1000.0

fun (@Positive Int).third(): Int = this / 3
