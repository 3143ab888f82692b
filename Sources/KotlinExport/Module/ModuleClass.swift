import KotlinSyntax

/// A class-like declaration of the module: class, interface, object, companion object, enum
/// class or annotation class, after `expect`/`actual` pairing and name resolution.
public struct ModuleClass: Sendable {
  /// The fields live in one shared box: a class is looked up by name many times per member it
  /// declares, and copying the box is one reference count instead of one per field of the
  /// declaration. Mutation copies the box first when it is shared (copy on write).
  private final class Storage: @unchecked Sendable {
    // @unchecked Sendable: a box is only mutated while uniquely referenced (see `storage`), so
    // no box that two values (or threads) share is ever written. For the same reason accesses
    // cannot overlap, and the fields skip the run-time exclusivity checks every class property
    // otherwise pays on each read (they showed in profiles of the export).
    @exclusivity(unchecked) var name: QualifiedName
    @exclusivity(unchecked) var declaration: ClassDeclaration
    @exclusivity(unchecked) var fileIndex: Int
    @exclusivity(unchecked) var superclass: ResolvedType?
    @exclusivity(unchecked) var interfaces: [ResolvedType]
    @exclusivity(unchecked) var sealedSubclasses: [QualifiedName]
    @exclusivity(unchecked) var visibilityProblem: NotExportedReason?

    init(
      name: QualifiedName, declaration: ClassDeclaration, fileIndex: Int,
      superclass: ResolvedType?, interfaces: [ResolvedType], sealedSubclasses: [QualifiedName],
      visibilityProblem: NotExportedReason?
    ) {
      self.name = name
      self.declaration = declaration
      self.fileIndex = fileIndex
      self.superclass = superclass
      self.interfaces = interfaces
      self.sealedSubclasses = sealedSubclasses
      self.visibilityProblem = visibilityProblem
    }

    func copy() -> Storage {
      Storage(
        name: name, declaration: declaration, fileIndex: fileIndex, superclass: superclass,
        interfaces: interfaces, sealedSubclasses: sealedSubclasses,
        visibilityProblem: visibilityProblem)
    }
  }

  private var box: Storage

  /// The box, copied first if another value shares it.
  private var storage: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&box) { box = box.copy() }
      return box
    }
  }

  /// The fully qualified name; an unnamed companion object is called `Companion`.
  public var name: QualifiedName {
    _read { yield box.name }
    _modify { yield &storage.name }
  }
  /// The declaration as parsed (the Apple `actual` when there is one).
  public var declaration: ClassDeclaration {
    _read { yield box.declaration }
    _modify { yield &storage.declaration }
  }
  /// The index of the declaring file in ``KotlinModule/files``.
  public var fileIndex: Int {
    get { box.fileIndex }
    set { storage.fileIndex = newValue }
  }
  /// The resolved superclass, if the class extends one written in the source.
  public var superclass: ResolvedType? {
    _read { yield box.superclass }
    _modify { yield &storage.superclass }
  }
  /// The resolved interfaces it implements (for an interface: the ones it extends).
  public var interfaces: [ResolvedType] {
    _read { yield box.interfaces }
    _modify { yield &storage.interfaces }
  }
  /// The direct subclasses and subinterfaces of a sealed class or interface, in the module's
  /// order (files sorted by path, then source order).
  public var sealedSubclasses: [QualifiedName] {
    _read { yield box.sealedSubclasses }
    _modify { yield &storage.sealedSubclasses }
  }
  /// Why the declaration is not visible outside the module, or `nil` when it is effectively
  /// public. Export-mode rules (such as `@HiddenFromObjC`) come on top of this.
  public var visibilityProblem: NotExportedReason? {
    _read { yield box.visibilityProblem }
    _modify { yield &storage.visibilityProblem }
  }

  /// Creates a module class.
  public init(
    name: QualifiedName, declaration: ClassDeclaration, fileIndex: Int,
    superclass: ResolvedType? = nil, interfaces: [ResolvedType] = [],
    sealedSubclasses: [QualifiedName] = [], visibilityProblem: NotExportedReason? = nil
  ) {
    box = Storage(
      name: name, declaration: declaration, fileIndex: fileIndex, superclass: superclass,
      interfaces: interfaces, sealedSubclasses: sealedSubclasses,
      visibilityProblem: visibilityProblem)
  }

  /// The declaration's kind.
  public var kind: ClassDeclaration.Kind { declaration.kind }

  /// Whether it is an interface or `fun interface`.
  public var isInterface: Bool { kind == .interface || kind == .funInterface }

  /// Whether it is an object or companion object.
  public var isObject: Bool { kind == .object || kind == .companionObject }

  /// Whether it is a value class: `value class`, or the older `inline class` that means the
  /// same.
  public var isValueClass: Bool {
    kind == .class && !declaration.modifiers.intersection([.value, .inline]).isEmpty
  }

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
