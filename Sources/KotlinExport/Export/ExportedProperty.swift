/// An exported property, as Swift sees it.
public struct ExportedProperty: Sendable, Hashable {
  /// The Kotlin name.
  public var kotlinName: String
  /// The Swift name (`description_`, `companion`, `shared`, …).
  public var swiftName: String
  /// The type as Swift spells it.
  public var swiftType: String
  /// The resolved Kotlin type (`nil` when the Kotlin source omits it and it cannot be known).
  public var kotlinType: ResolvedType?
  /// Whether Swift can set it (`var` with a public setter).
  public var isMutable: Bool
  /// Whether it is a static (class) property.
  public var isStatic: Bool
  /// Whether the Kotlin declaration overrides a member of a supertype.
  public var isOverride: Bool
  /// Whether it is a Kotlin extension property.
  public var isExtension: Bool
  /// Set when the name depends on an order the compiler does not promise.
  public var ambiguity: Ambiguity?

  /// Creates a property.
  public init(
    kotlinName: String, swiftName: String, swiftType: String, kotlinType: ResolvedType?,
    isMutable: Bool, isStatic: Bool = false, isOverride: Bool = false, isExtension: Bool = false,
    ambiguity: Ambiguity? = nil
  ) {
    self.kotlinName = kotlinName
    self.swiftName = swiftName
    self.swiftType = swiftType
    self.kotlinType = kotlinType
    self.isMutable = isMutable
    self.isStatic = isStatic
    self.isOverride = isOverride
    self.isExtension = isExtension
    self.ambiguity = ambiguity
  }

  /// `var name: Type { get }` / `static var shared: O { get }`.
  public var declaration: String {
    (isStatic ? "static " : "") + "var " + SwiftSyntax.escapedIdentifier(swiftName) + ": "
      + swiftType + (isMutable ? " { get set }" : " { get }")
  }
}
