/**
 * Loads a user.
 *
 * @param id the user's id
 */
fun loadUser(id: String) = Unit

/** One line. */
class Documented {
  /** The count. */
  val count = 0

  /**
   * Nested /* comment */ inside KDoc.
   */
  fun nested() {}

  /* Not KDoc. */
  fun plain() {}
}

/** Belongs to the first property only. */
val first = 1
val second = 2
