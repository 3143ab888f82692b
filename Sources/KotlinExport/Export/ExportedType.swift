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
  }

  /// The Kotlin name. A file facade is named by its package and facade name
  /// (`com.example` + `[ProfileKt]`); a package namespace by its package and an empty path.
  public var kotlinName: QualifiedName
  /// What the type is in Swift.
  public var kind: Kind
  /// The name Swift code uses.
  public var swiftName: String
  /// The Objective-C name (Objective-C export only).
  public var objCName: String?
  /// The generic parameters as exported (Objective-C export keeps a class's own type
  /// parameters; Swift export erases them).
  public var genericParameters: [String]
  /// Whether Swift code cannot subclass it (`objc_subclassing_restricted` / `final`).
  public var isFinal: Bool
  /// Whether the Kotlin class is `sealed`.
  public var isSealed: Bool
  /// Whether the Kotlin class is a `data` class or `data object`.
  public var isData: Bool
  /// The superclass as Swift spells it (`KotlinBase`, `KotlinEnum<E>`, another exported class).
  public var superclass: String?
  /// The protocols it conforms to, as Swift spells them.
  public var protocols: [String]
  /// The initializers; the primary constructor's comes first.
  public var initializers: [ExportedFunction]
  /// Whether ``initializers`` starts with the primary constructor.
  public var hasPrimaryConstructor: Bool
  /// The properties (static ones such as `shared`, `companion` and enum entries' included,
  /// marked ``ExportedProperty/isStatic``), in declaration order.
  public var properties: [ExportedProperty]
  /// The methods (static ones included), in declaration order; category methods from
  /// extensions follow the class's own.
  public var methods: [ExportedFunction]
  /// The companion object, if exported.
  public var companion: QualifiedName?
  /// The entries of an enum class.
  public var enumEntries: [ExportedEnumEntry]
  /// Members Kotlin declares that Swift does not see, with why (sorted by name).
  public var skippedMembers: [SkippedMember]
  /// Set when the type's name clashes with another and the compiler's choice is unstable.
  public var ambiguity: Ambiguity?

  /// Creates a type.
  public init(
    kotlinName: QualifiedName, kind: Kind, swiftName: String, objCName: String? = nil,
    genericParameters: [String] = [], isFinal: Bool, isSealed: Bool = false,
    isData: Bool = false, superclass: String? = nil, protocols: [String] = [],
    initializers: [ExportedFunction] = [], hasPrimaryConstructor: Bool = false,
    properties: [ExportedProperty] = [], methods: [ExportedFunction] = [],
    companion: QualifiedName? = nil, enumEntries: [ExportedEnumEntry] = [],
    skippedMembers: [SkippedMember] = [], ambiguity: Ambiguity? = nil
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
    self.skippedMembers = skippedMembers
    self.ambiguity = ambiguity
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
