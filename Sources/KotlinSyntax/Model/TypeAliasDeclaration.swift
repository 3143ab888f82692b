/// A typealias: `typealias Handler<T> = suspend (T) -> Unit`.
public struct TypeAliasDeclaration: Sendable, Hashable {
  /// The alias's name.
  public var name: String
  /// The source range of the name.
  public var nameRange: SourceRange
  /// The modifiers.
  public var modifiers: Modifiers
  /// The annotations.
  public var annotations: [Annotation]
  /// The KDoc text before the declaration.
  public var kdoc: String?
  /// The type parameters.
  public var typeParameters: [TypeParameter]
  /// The type after `=`.
  public var aliasedType: TypeReference
  /// The source range of the whole declaration.
  public var range: SourceRange

  /// Creates a typealias.
  public init(
    name: String, nameRange: SourceRange, modifiers: Modifiers, annotations: [Annotation],
    kdoc: String?, typeParameters: [TypeParameter], aliasedType: TypeReference,
    range: SourceRange
  ) {
    self.name = name
    self.nameRange = nameRange
    self.modifiers = modifiers
    self.annotations = annotations
    self.kdoc = kdoc
    self.typeParameters = typeParameters
    self.aliasedType = aliasedType
    self.range = range
  }
}
