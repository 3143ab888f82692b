package com.example.api

@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION)
annotation class Api(val paths: Array<String>, val auth: Auth = Auth(scopes = []))

annotation class Auth(val scopes: Array<String>)

@Api(paths = ["/v1/users", "/v2/users"], auth = Auth(scopes = ["read", "write"]))
class UsersApi

@Suppress(names = ["UNCHECKED_CAST", "DEPRECATION"])
@OptIn(ExperimentalCoroutinesApi::class, FlowPreview::class)
fun <T> castAll(items: List<Any>): List<T> = items as List<T>

@Deprecated(
  "Use fetchUsers",
  ReplaceWith("fetchUsers(page)", imports = ["com.example.api.fetchUsers"]),
)
suspend fun loadUsers(page: Int): List<String> = emptyList()

@Api(["/health"]) @Suppress("unused") object HealthApi

@Composable
@Preview(name = "Dark (night)", uiMode = UI_MODE_NIGHT_YES, widthDp = 360)
internal fun ProfilePreview() {}

@JsExport.Ignore
@kotlin.js.JsName("formatDate")
fun formatDate(epochMillis: Long): String = epochMillis.toString()

class Holder {
  @Suppress("NOTHING_TO_INLINE")
  @Api(paths = ["/a]b"], auth = Auth(["x"]))
  inline fun call() {}
}
