@Serializable
@SerialName("user")
data class User(val id: Long)

@Deprecated(
  message = "Use newApi",
  replaceWith = ReplaceWith("newApi()"),
  level = DeprecationLevel.HIDDEN,
)
fun oldApi() {}

@OptIn(ExperimentalObjCName::class)
@ObjCName(swiftName = "SwiftProfile", exact = true)
class Profile

class Members {
  @Volatile
  private var state: Int = 0

  @Throws(IOException::class)
  @JvmStatic fun read(): Int = 0

  @field:JvmField @get:JvmName("isReady") val ready = true
}
