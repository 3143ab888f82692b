import KotlinSyntax

/// Where a type reference is written: the file (for its imports and package), the enclosing
/// class (for nested names), and the type parameters in scope.
///
/// Get one from ``KotlinModule/context(of:)`` for a class body, then add a member's own type
/// parameters with ``adding(typeParameters:)``.
public struct DeclarationContext: Sendable, Hashable {
  /// The index of the file in ``KotlinModule/files``.
  public var fileIndex: Int
  /// The innermost enclosing class, or `nil` at the top level.
  public var enclosingClass: QualifiedName?
  /// Type parameters in scope, outermost first (a member's own come last and win).
  public var typeParameters: [TypeParameter]
  /// The names of the class-level type parameters among ``typeParameters`` (the Objective-C
  /// export keeps these as generics; a function's own are erased).
  public var classTypeParameterNames: Set<String>

  /// Creates a context.
  public init(
    fileIndex: Int, enclosingClass: QualifiedName?, typeParameters: [TypeParameter] = [],
    classTypeParameterNames: Set<String> = []
  ) {
    self.fileIndex = fileIndex
    self.enclosingClass = enclosingClass
    self.typeParameters = typeParameters
    self.classTypeParameterNames = classTypeParameterNames
  }

  /// The same context with a member's own type parameters added.
  public func adding(typeParameters more: [TypeParameter]) -> DeclarationContext {
    // Most members declare none: then even the set of names stays shared, not copied.
    if more.isEmpty { return self }
    var copy = self
    copy.typeParameters += more
    copy.classTypeParameterNames.subtract(more.map(\.name))
    return copy
  }
}
