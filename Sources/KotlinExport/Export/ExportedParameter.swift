/// A parameter of an exported function or initializer, as Swift sees it.
public struct ExportedParameter: Sendable, Hashable {
  /// The argument label (`_` for none).
  public var label: String
  /// The Kotlin parameter name (the stubs use it as the internal name).
  public var name: String
  /// The type as Swift spells it.
  public var swiftType: String
  /// The resolved Kotlin type.
  public var kotlinType: ResolvedType
  /// Whether the Kotlin parameter has a default value (neither export keeps defaults).
  public var hasDefaultValue: Bool
  /// Whether it is a Swift variadic parameter (Kotlin `vararg` in Swift export 2.3+).
  public var isVariadic: Bool

  /// Creates a parameter.
  public init(
    label: String, name: String, swiftType: String, kotlinType: ResolvedType,
    hasDefaultValue: Bool = false, isVariadic: Bool = false
  ) {
    self.label = label
    self.name = name
    self.swiftType = swiftType
    self.kotlinType = kotlinType
    self.hasDefaultValue = hasDefaultValue
    self.isVariadic = isVariadic
  }

  /// The parameter's name as Swift code inside a declaration writes it: ``name`` made a Swift
  /// identifier, as ``SwiftSyntax/swiftExportIdentifier(_:)`` makes it (not escaped).
  public var internalName: String { SwiftSyntax.swiftExportIdentifier(name) }

  /// `label name: Type` as in a Swift declaration.
  public var declaration: String {
    let internalName = internalName
    let names =
      label == internalName
      ? SwiftSyntax.escapedIdentifier(internalName)
      : label + " " + SwiftSyntax.escapedIdentifier(internalName)
    return names + ": " + typeAnnotation
  }

  /// The parameter's type as a declaration writes it after the colon: a closure `@escaping`
  /// (closures passed to Kotlin may outlive the call: Swift imports Objective-C blocks so, and
  /// Swift export declares them so), a variadic one `T...` (whose closures escape already).
  public var typeAnnotation: String {
    if isVariadic { return swiftType + "..." }
    return SwiftSyntax.isFunctionType(swiftType) ? "@escaping " + swiftType : swiftType
  }
}
