/// Words the generator builds names from.
enum Vocabulary {
  static let fileKinds = ["Screen", "State", "Repository", "Models", "Platform", "Utilities"]
  static let nouns = [
    "Profile", "Account", "Session", "Order", "Cart", "Message", "Thread", "Feed", "Story",
    "Media", "Photo", "Comment", "Review", "Payment", "Invoice", "Address", "Setting", "Device",
    "Token", "Badge", "Tab", "Header", "Section", "Item", "Entry", "Filter", "Query", "Result",
  ]
  static let verbs = [
    "load", "refresh", "select", "update", "delete", "submit", "observe", "cache", "merge",
    "validate", "render", "format", "parse", "sync", "retry", "share",
  ]
  static let properties = [
    "id", "title", "subtitle", "count", "isEnabled", "createdAt", "updatedAt", "owner", "tags",
    "score", "url", "label", "value", "data", "state", "index", "offset", "limit",
  ]
  static let types = [
    "String", "Int", "Long", "Boolean", "Double", "List<String>", "Map<String, Int>", "Set<Long>",
    "String?", "Int?", "Instant", "List<Tag>?", "Flow<Int>", "StateFlow<String>",
  ]
  static let imports = [
    "kotlinx.coroutines.flow.Flow", "kotlinx.coroutines.flow.StateFlow",
    "kotlinx.coroutines.flow.MutableStateFlow", "kotlinx.coroutines.flow.map",
    "kotlinx.coroutines.CoroutineScope", "kotlinx.coroutines.launch",
    "kotlinx.serialization.Serializable", "kotlinx.serialization.SerialName",
    "kotlinx.datetime.Instant", "kotlin.native.ObjCName", "com.example.core.Tag",
    "com.example.core.Logger", "com.example.core.Item", "com.example.core.State",
    "com.example.core.Repository", "kotlinx.coroutines.delay",
  ]
}

extension String {
  /// The word with its first letter upper-cased (Foundation's `capitalized` is not used here).
  var capitalizedWord: String { prefix(1).uppercased() + dropFirst() }
}
