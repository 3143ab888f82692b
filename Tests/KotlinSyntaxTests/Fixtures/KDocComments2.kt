package com.example.auth

/**
 * Authenticates users against the backend.
 *
 * Usage:
 * ```
 * val session = repository.login("user", "secret") { println(it) }
 * ```
 * @see Session
 */
interface AuthRepository {
  /** Signs in. Returns `null` on {failure}. */
  suspend fun login(user: String, password: String): Session?

  /**
   * Whether a user is signed in.
   */
  val isSignedIn: Boolean
}

/**
 * A signed-in session.
 * @constructor creates a session from a raw [token].
 */
@Serializable
data class Session(
  /** The bearer token. */
  val token: String,
  val expiresAt: Long,
)

/** Single-line doc before an annotation. */
@Deprecated("Use AuthRepository")
object LegacyAuth

// A line comment is not KDoc.
fun notDocumented() = Unit

/**
 * Documented typealias.
 */
typealias Credentials = Pair<String, String>

enum class Provider {
  /** Email and password. */
  EMAIL,

  /**
   * Sign in with a
   * third-party account.
   */
  OAUTH,
}
