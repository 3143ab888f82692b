/// An annotation such as `@Serializable`, `@SerialName("id")` or `@file:JvmName("Util")`.
public struct Annotation: Sendable, Hashable {
  /// The use-site target before the colon (`file`, `get`, `field`, `param`, …), if written.
  public var useSiteTarget: String?
  /// The annotation's name as written, dots included (`kotlin.native.ObjCName`).
  public var name: String
  /// The raw source text between the parentheses, or `nil` when there are no parentheses.
  ///
  /// The text is kept as written, comments and line breaks included, because the next stage only
  /// needs to look into a few annotations (`@ObjCName`, `@Deprecated`) and can parse those itself.
  public var arguments: String?
  /// The source range from `@` to the closing parenthesis.
  public var range: SourceRange

  /// Creates an annotation.
  public init(useSiteTarget: String?, name: String, arguments: String?, range: SourceRange) {
    self.useSiteTarget = useSiteTarget
    self.name = name
    self.arguments = arguments
    self.range = range
  }

  /// The last component of the name: `ObjCName` for `kotlin.native.ObjCName`.
  public var simpleName: Substring {
    // An ASCII name (nearly all) is searched byte by byte: each byte is a character there, and
    // walking characters (grapheme breaking) cost more than the rest of reading the annotation.
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name[...] }
      return name[name.utf8.index(after: dot)...]
    }
    guard let dot = name.lastIndex(of: ".") else { return name[...] }
    return name[name.index(after: dot)...]
  }

  /// The annotation as Kotlin source: `@get:JvmName("x")`.
  public var text: String {
    var result = "@"
    if let useSiteTarget { result += useSiteTarget + ":" }
    result += name
    if let arguments { result += "(" + arguments + ")" }
    return result
  }
}
