package com.example.ends

/** Where an initializer or expression body ends when the next line starts a declaration. */
abstract class Frames(private val raw: Any?, private var counter: Int) {
  // A nullable type ends a cast or a check: the next line is a new member.
  val frame: Frame? get() = raw as Frame?
  override fun toString(): String = raw as String?
    ?: "none"
  fun current(): Frame? = raw as Frame?
  val isText: Boolean = raw is String?
  internal val parent: Frames? get() = raw as? Frames?

  // The safe cast `as?` wants its type, here on the next line.
  val handler = raw as?
    suspend () -> Unit

  // Postfix operators end an expression too.
  val next = counter++
  val previous = counter--
  val forced = raw!!
  fun after() = counter
}

class Frame
