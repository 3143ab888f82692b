/// An exported function, method or initializer, as Swift sees it.
///
/// ```swift
/// let send = type.methods.first { $0.kotlinName == "send" }!
/// send.swiftName    // "send(action:)"
/// send.declaration  // "func send(action: ProfileAction)"
/// ```
public struct ExportedFunction: Sendable, Hashable {
  /// What the function is in Swift.
  public enum Kind: String, Sendable, Hashable {
    /// An initializer (`init(…)`), from a Kotlin constructor.
    case initializer
    /// An instance method.
    case method
    /// A static (class) method: a file facade member, or a member of an object in some shapes.
    case staticMethod
  }

  /// The Kotlin name (`<init>` for constructors).
  public var kotlinName: String
  /// What the function is in Swift.
  public var kind: Kind
  /// The full Swift name with labels: `greet(name:times:)`.
  public var swiftName: String
  /// The parameters as Swift sees them (a suspend function's completion handler is not one).
  public var parameters: [ExportedParameter]
  /// The return type as Swift spells it (`Void` for none).
  public var returnType: String
  /// The resolved Kotlin return type (`nil` for initializers and for inferred types other than
  /// a literal expression body's).
  public var kotlinReturnType: ResolvedType?
  /// Whether it is `async` in Swift (a Kotlin `suspend fun`).
  public var isAsync: Bool
  /// Whether it `throws` in Swift (`suspend` or `@Throws`).
  public var isThrowing: Bool
  /// For the Objective-C export of a `suspend fun`: the completion handler's Swift type.
  public var completionHandlerType: String?
  /// The Objective-C selector (Objective-C export), used to match a real header.
  public var selector: String?
  /// Whether the declaration is a Kotlin extension function (receiver as first parameter or, on
  /// a class of the module, a category method).
  public var isExtension: Bool
  /// Whether the Kotlin declaration overrides a member of a supertype.
  public var isOverride: Bool
  /// Set when the name depends on an order the compiler does not promise; see ``Ambiguity``.
  public var ambiguity: Ambiguity?

  /// Creates a function.
  public init(
    kotlinName: String, kind: Kind, swiftName: String, parameters: [ExportedParameter],
    returnType: String, kotlinReturnType: ResolvedType?, isAsync: Bool = false,
    isThrowing: Bool = false, completionHandlerType: String? = nil, selector: String? = nil,
    isExtension: Bool = false, isOverride: Bool = false, ambiguity: Ambiguity? = nil
  ) {
    self.kotlinName = kotlinName
    self.kind = kind
    self.swiftName = swiftName
    self.parameters = parameters
    self.returnType = returnType
    self.kotlinReturnType = kotlinReturnType
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.completionHandlerType = completionHandlerType
    self.selector = selector
    self.isExtension = isExtension
    self.isOverride = isOverride
    self.ambiguity = ambiguity
  }

  /// The base name: `greet` in `greet(name:)`.
  public var baseName: String {
    // In an ASCII name the first `(` byte is the first `(` character, found without walking
    // characters (elsewhere a mark after `(`, or a prepended one before it, would join it).
    guard swiftName.isASCII else { return String(swiftName.prefix { $0 != "(" }) }
    guard let parenthesis = swiftName.utf8.firstIndex(of: UInt8(ascii: "(")) else {
      return swiftName
    }
    return String(swiftName[..<parenthesis])
  }

  /// The Swift declaration without modifiers or body: `func greet(name: String) -> Int32`,
  /// `init(id: Int32)`, `func load() async throws -> KotlinInt?`.
  public var declaration: String {
    let list = "(" + parameters.map(\.declaration).joined(separator: ", ") + ")"
    if kind == .initializer { return "init" + list }
    var text = (kind == .staticMethod ? "static " : "") + "func "
    text += SwiftSyntax.escapedIdentifier(baseName) + list
    if isAsync { text += " async" }
    if isThrowing { text += " throws" }
    if returnType != "Void" { text += " -> " + returnType }
    return text
  }
}

extension ExportedFunction {
  /// The declaration with its return type made optional (`func f() -> (any P)?` for
  /// `func f() -> any P`): what a superclass declares when this function overrides it returning
  /// the same type non-optional, a covariant return Swift takes as an override. `nil` for a
  /// function whose return type is optional already, or that the declaration does not end in.
  var declarationReturningOptional: String? {
    let suffix = " -> " + returnType
    guard declaration.hasSuffix(suffix), !returnType.hasSuffix("?") else { return nil }
    return declaration.dropLast(suffix.count) + " -> " + TypeSpeller.optional(returnType)
  }
}
