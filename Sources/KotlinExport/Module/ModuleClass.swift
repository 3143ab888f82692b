import KotlinSyntax

/// A class-like declaration of the module: class, interface, object, companion object, enum
/// class or annotation class, after `expect`/`actual` pairing and name resolution.
public struct ModuleClass: Sendable {
  /// The fully qualified name; an unnamed companion object is called `Companion`.
  public var name: QualifiedName
  /// The declaration as parsed (the Apple `actual` when there is one).
  public var declaration: ClassDeclaration
  /// The index of the declaring file in ``KotlinModule/files``.
  public var fileIndex: Int
  /// The resolved superclass, if the class extends one written in the source.
  public var superclass: ResolvedType?
  /// The resolved interfaces it implements (for an interface: the ones it extends).
  public var interfaces: [ResolvedType]
  /// The direct subclasses and subinterfaces of a sealed class or interface, in the module's
  /// order (files sorted by path, then source order).
  public var sealedSubclasses: [QualifiedName]
  /// Why the declaration is not visible outside the module, or `nil` when it is effectively
  /// public. Export-mode rules (such as `@HiddenFromObjC`) come on top of this.
  public var visibilityProblem: NotExportedReason?

  /// Creates a module class.
  public init(
    name: QualifiedName, declaration: ClassDeclaration, fileIndex: Int,
    superclass: ResolvedType? = nil, interfaces: [ResolvedType] = [],
    sealedSubclasses: [QualifiedName] = [], visibilityProblem: NotExportedReason? = nil
  ) {
    self.name = name
    self.declaration = declaration
    self.fileIndex = fileIndex
    self.superclass = superclass
    self.interfaces = interfaces
    self.sealedSubclasses = sealedSubclasses
    self.visibilityProblem = visibilityProblem
  }

  /// The declaration's kind.
  public var kind: ClassDeclaration.Kind { declaration.kind }

  /// Whether it is an interface or `fun interface`.
  public var isInterface: Bool { kind == .interface || kind == .funInterface }

  /// Whether it is an object or companion object.
  public var isObject: Bool { kind == .object || kind == .companionObject }

  /// Whether it is a sealed class or sealed interface.
  public var isSealed: Bool { declaration.modifiers.contains(.sealed) }

  /// Whether Kotlin code outside the module can subclass it (open, abstract or sealed classes,
  /// interfaces).
  public var isOpen: Bool {
    if isInterface { return true }
    guard kind == .class else { return false }
    return !declaration.modifiers.intersection([.open, .abstract, .sealed]).isEmpty
  }

  /// Whether it has type parameters.
  public var isGeneric: Bool { !declaration.typeParameters.isEmpty }
}
