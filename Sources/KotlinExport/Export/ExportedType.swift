/// A class-like declaration (or a file facade / package namespace holding top-level members) as
/// Swift sees it.
///
/// ```swift
/// let follow = exported.type(named: "com.example.Action.Follow")!
/// follow.swiftName                       // "Action.Follow" (both modes differ, see below)
/// follow.primaryConstructor?.declaration // "init(userId: Int32)"
/// ```
///
/// In the Objective-C export `swiftName` is what Swift code writes (`A.BC`, at most one dot); in
/// Swift export it is the full path (`ExportedKotlinPackages.com.example.A.B.C`).
public struct ExportedType: Sendable, Hashable {
  /// What the type is in Swift.
  public enum Kind: String, Sendable, Hashable {
    /// A class (Kotlin class, data class, sealed/abstract/open class).
    case `class`
    /// A protocol (Kotlin interface).
    case `protocol`
    /// A Kotlin `object`: a class with a `shared` instance.
    case object
    /// A Kotlin `companion object`.
    case companionObject
    /// A Kotlin `enum class`: a `KotlinEnum` subclass (Objective-C export, Swift export before
    /// 2.3) or a native Swift enum (Swift export 2.3+).
    case enumClass
    /// An Objective-C file facade `FileKt` holding a file's top-level functions and properties
    /// as static members.
    case fileFacade
    /// A Swift export package namespace (`ExportedKotlinPackages.com.example`) holding a
    /// package's top-level functions and properties as static members.
    case packageNamespace
    /// The module's extensions of a standard-library class that the Objective-C export shows as
    /// a class (`fun Throwable.asError()`): a category of that class
    /// (`@interface SharedKotlinThrowable (Extensions)`), so Swift calls them as instance
    /// methods (`error.asError()`). Its `swiftName` is the library class's (`KotlinThrowable`).
    case libraryCategory

    /// Whether it holds top-level functions and properties rather than being a class of the
    /// module: a file facade, a package namespace or a library category.
    public var isTopLevelContainer: Bool {
      self == .fileFacade || self == .packageNamespace || self == .libraryCategory
    }
  }

  /// The fields live in one shared box: types are copied out of the module's lists and lookups
  /// all through the generator, and copying the box is one reference count instead of one per
  /// member list. Mutation copies the box first when it is shared (copy on write).
  private final class Storage: @unchecked Sendable {
    // @unchecked Sendable: a box is only mutated while uniquely referenced (see `storage`), so
    // no box that two values (or threads) share is ever written. For the same reason accesses
    // cannot overlap, and the fields skip the run-time exclusivity checks every class property
    // otherwise pays on each read (they showed in profiles of the export).
    @exclusivity(unchecked) var kotlinName: QualifiedName
    @exclusivity(unchecked) var kind: Kind
    @exclusivity(unchecked) var swiftName: String
    @exclusivity(unchecked) var objCName: String?
    @exclusivity(unchecked) var genericParameters: [String]
    @exclusivity(unchecked) var isFinal: Bool
    @exclusivity(unchecked) var isSealed: Bool
    @exclusivity(unchecked) var isData: Bool
    @exclusivity(unchecked) var superclass: String?
    @exclusivity(unchecked) var protocols: [String]
    @exclusivity(unchecked) var initializers: [ExportedFunction]
    @exclusivity(unchecked) var hasPrimaryConstructor: Bool
    @exclusivity(unchecked) var properties: [ExportedProperty]
    @exclusivity(unchecked) var methods: [ExportedFunction]
    @exclusivity(unchecked) var companion: QualifiedName?
    @exclusivity(unchecked) var enumEntries: [ExportedEnumEntry]
    @exclusivity(unchecked) var nativeEnum: ExportedNativeEnum?
    @exclusivity(unchecked) var skippedMembers: [SkippedMember]
    @exclusivity(unchecked) var ambiguity: Ambiguity?

    init(
      kotlinName: QualifiedName, kind: Kind, swiftName: String, objCName: String?,
      genericParameters: [String], isFinal: Bool, isSealed: Bool, isData: Bool,
      superclass: String?, protocols: [String], initializers: [ExportedFunction],
      hasPrimaryConstructor: Bool, properties: [ExportedProperty], methods: [ExportedFunction],
      companion: QualifiedName?, enumEntries: [ExportedEnumEntry],
      nativeEnum: ExportedNativeEnum?, skippedMembers: [SkippedMember], ambiguity: Ambiguity?
    ) {
      self.kotlinName = kotlinName
      self.kind = kind
      self.swiftName = swiftName
      self.objCName = objCName
      self.genericParameters = genericParameters
      self.isFinal = isFinal
      self.isSealed = isSealed
      self.isData = isData
      self.superclass = superclass
      self.protocols = protocols
      self.initializers = initializers
      self.hasPrimaryConstructor = hasPrimaryConstructor
      self.properties = properties
      self.methods = methods
      self.companion = companion
      self.enumEntries = enumEntries
      self.nativeEnum = nativeEnum
      self.skippedMembers = skippedMembers
      self.ambiguity = ambiguity
    }

    func copy() -> Storage {
      Storage(
        kotlinName: kotlinName, kind: kind, swiftName: swiftName, objCName: objCName,
        genericParameters: genericParameters, isFinal: isFinal, isSealed: isSealed,
        isData: isData, superclass: superclass, protocols: protocols, initializers: initializers,
        hasPrimaryConstructor: hasPrimaryConstructor, properties: properties, methods: methods,
        companion: companion, enumEntries: enumEntries, nativeEnum: nativeEnum,
        skippedMembers: skippedMembers, ambiguity: ambiguity)
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

  /// The Kotlin name. A file facade is named by its package and facade name
  /// (`com.example` + `[ProfileKt]`); a package namespace by its package and an empty path.
  public var kotlinName: QualifiedName {
    _read { yield box.kotlinName }
    _modify { yield &storage.kotlinName }
  }
  /// What the type is in Swift.
  public var kind: Kind {
    _read { yield box.kind }
    _modify { yield &storage.kind }
  }
  /// The name Swift code uses.
  public var swiftName: String {
    _read { yield box.swiftName }
    _modify { yield &storage.swiftName }
  }
  /// The Objective-C name (Objective-C export only).
  public var objCName: String? {
    _read { yield box.objCName }
    _modify { yield &storage.objCName }
  }
  /// The generic parameters as exported (Objective-C export keeps a class's own type
  /// parameters; Swift export erases them).
  public var genericParameters: [String] {
    _read { yield box.genericParameters }
    _modify { yield &storage.genericParameters }
  }
  /// Whether Swift code cannot subclass it (`objc_subclassing_restricted` / `final`).
  public var isFinal: Bool {
    _read { yield box.isFinal }
    _modify { yield &storage.isFinal }
  }
  /// Whether the Kotlin class is `sealed`.
  public var isSealed: Bool {
    _read { yield box.isSealed }
    _modify { yield &storage.isSealed }
  }
  /// Whether the Kotlin class is a `data` class or `data object`.
  public var isData: Bool {
    _read { yield box.isData }
    _modify { yield &storage.isData }
  }
  /// The superclass as Swift spells it (`KotlinBase`, `KotlinEnum<E>`, another exported class).
  public var superclass: String? {
    _read { yield box.superclass }
    _modify { yield &storage.superclass }
  }
  /// The protocols it conforms to, as Swift spells them.
  public var protocols: [String] {
    _read { yield box.protocols }
    _modify { yield &storage.protocols }
  }
  /// The initializers; the primary constructor's comes first.
  public var initializers: [ExportedFunction] {
    _read { yield box.initializers }
    _modify { yield &storage.initializers }
  }
  /// Whether ``initializers`` starts with the primary constructor.
  public var hasPrimaryConstructor: Bool {
    _read { yield box.hasPrimaryConstructor }
    _modify { yield &storage.hasPrimaryConstructor }
  }
  /// The properties (static ones such as `shared`, `companion` and enum entries' included,
  /// marked ``ExportedProperty/isStatic``), in declaration order.
  public var properties: [ExportedProperty] {
    _read { yield box.properties }
    _modify { yield &storage.properties }
  }
  /// The methods (static ones included), in declaration order; category methods from
  /// extensions follow the class's own.
  public var methods: [ExportedFunction] {
    _read { yield box.methods }
    _modify { yield &storage.methods }
  }
  /// The companion object, if exported.
  public var companion: QualifiedName? {
    _read { yield box.companion }
    _modify { yield &storage.companion }
  }
  /// The entries of an enum class.
  public var enumEntries: [ExportedEnumEntry] {
    _read { yield box.enumEntries }
    _modify { yield &storage.enumEntries }
  }
  /// The native Objective-C enum `@ObjCEnum` adds beside an enum class (Objective-C export).
  public var nativeEnum: ExportedNativeEnum? {
    _read { yield box.nativeEnum }
    _modify { yield &storage.nativeEnum }
  }
  /// Members Kotlin declares that Swift does not see, with why (sorted by name).
  public var skippedMembers: [SkippedMember] {
    _read { yield box.skippedMembers }
    _modify { yield &storage.skippedMembers }
  }
  /// Set when the type's name clashes with another and the compiler's choice is unstable.
  public var ambiguity: Ambiguity? {
    _read { yield box.ambiguity }
    _modify { yield &storage.ambiguity }
  }

  /// Creates a type.
  public init(
    kotlinName: QualifiedName, kind: Kind, swiftName: String, objCName: String? = nil,
    genericParameters: [String] = [], isFinal: Bool, isSealed: Bool = false,
    isData: Bool = false, superclass: String? = nil, protocols: [String] = [],
    initializers: [ExportedFunction] = [], hasPrimaryConstructor: Bool = false,
    properties: [ExportedProperty] = [], methods: [ExportedFunction] = [],
    companion: QualifiedName? = nil, enumEntries: [ExportedEnumEntry] = [],
    nativeEnum: ExportedNativeEnum? = nil, skippedMembers: [SkippedMember] = [],
    ambiguity: Ambiguity? = nil
  ) {
    box = Storage(
      kotlinName: kotlinName, kind: kind, swiftName: swiftName, objCName: objCName,
      genericParameters: genericParameters, isFinal: isFinal, isSealed: isSealed, isData: isData,
      superclass: superclass, protocols: protocols, initializers: initializers,
      hasPrimaryConstructor: hasPrimaryConstructor, properties: properties, methods: methods,
      companion: companion, enumEntries: enumEntries, nativeEnum: nativeEnum,
      skippedMembers: skippedMembers, ambiguity: ambiguity)
  }

  public static func == (lhs: ExportedType, rhs: ExportedType) -> Bool {
    if lhs.box === rhs.box { return true }
    return lhs.kotlinName == rhs.kotlinName && lhs.kind == rhs.kind
      && lhs.swiftName == rhs.swiftName && lhs.objCName == rhs.objCName
      && lhs.genericParameters == rhs.genericParameters && lhs.isFinal == rhs.isFinal
      && lhs.isSealed == rhs.isSealed && lhs.isData == rhs.isData
      && lhs.superclass == rhs.superclass && lhs.protocols == rhs.protocols
      && lhs.initializers == rhs.initializers
      && lhs.hasPrimaryConstructor == rhs.hasPrimaryConstructor && lhs.properties == rhs.properties
      && lhs.methods == rhs.methods && lhs.companion == rhs.companion
      && lhs.enumEntries == rhs.enumEntries && lhs.nativeEnum == rhs.nativeEnum
      && lhs.skippedMembers == rhs.skippedMembers
      && lhs.ambiguity == rhs.ambiguity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kotlinName)
    hasher.combine(kind)
    hasher.combine(swiftName)
    hasher.combine(objCName)
    hasher.combine(genericParameters)
    hasher.combine(isFinal)
    hasher.combine(isSealed)
    hasher.combine(isData)
    hasher.combine(superclass)
    hasher.combine(protocols)
    hasher.combine(initializers)
    hasher.combine(hasPrimaryConstructor)
    hasher.combine(properties)
    hasher.combine(methods)
    hasher.combine(companion)
    hasher.combine(enumEntries)
    hasher.combine(nativeEnum)
    hasher.combine(skippedMembers)
    hasher.combine(ambiguity)
  }

  /// The primary constructor's initializer, if the class has an exported one.
  public var primaryConstructor: ExportedFunction? {
    hasPrimaryConstructor ? initializers.first : nil
  }

  /// The Swift type as written in a signature: `any P` for protocols, `Box<T>` for generics.
  public var swiftTypeExpression: String {
    let generic =
      genericParameters.isEmpty ? "" : "<" + genericParameters.joined(separator: ", ") + ">"
    return (kind == .protocol ? "any " : "") + swiftName + generic
  }
}

/// A Kotlin member that the export leaves out, with the reason.
public struct SkippedMember: Sendable, Hashable {
  /// The Kotlin name.
  public var kotlinName: String
  /// Why Swift does not see it.
  public var reason: NotExportedReason

  /// Creates a skipped member.
  public init(kotlinName: String, reason: NotExportedReason) {
    self.kotlinName = kotlinName
    self.reason = reason
  }
}
