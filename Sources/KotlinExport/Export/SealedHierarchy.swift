/// A sealed class or interface with its direct subclasses, as the generator needs them to emit
/// an exhaustive Swift enum.
///
/// ```swift
/// let hierarchy = exported.sealedHierarchy(of: "com.example.Action")!
/// for subclass in hierarchy.subclasses where subclass.isExported {
///   print(subclass.caseName, subclass.swiftTypeName!, subclass.isObject)
/// }
/// // follow Action.Follow false
/// // refresh Action.Refresh true
/// ```
public struct SealedHierarchy: Sendable, Hashable {
  /// The sealed class or interface.
  public var kotlinName: QualifiedName
  /// Its Swift type name as exported (`nil` if it is itself not exported).
  public var swiftTypeName: String?
  /// The generic parameters of its enum: its exported ones, or in the Objective-C export a
  /// sealed interface's Kotlin ones when a subclass is generic (the protocol itself has none).
  public var genericParameters: [String]
  /// Whether it is a sealed interface (a protocol in Swift).
  public var isInterface: Bool
  /// Every direct subclass or subinterface declared anywhere in the module, exported or not, in
  /// the module's order (files sorted by path, then source order).
  public var subclasses: [SealedSubclass]
  /// Swift export 2.4.20+: the `sealedType()` enum.
  public var sealedType: SealedTypeEnum?

  /// Creates a hierarchy.
  public init(
    kotlinName: QualifiedName, swiftTypeName: String?, genericParameters: [String],
    isInterface: Bool, subclasses: [SealedSubclass], sealedType: SealedTypeEnum?
  ) {
    self.kotlinName = kotlinName
    self.swiftTypeName = swiftTypeName
    self.genericParameters = genericParameters
    self.isInterface = isInterface
    self.subclasses = subclasses
    self.sealedType = sealedType
  }

  /// Whether Swift can see every direct subclass. When it cannot, an exhaustive Swift enum needs
  /// a fallback case (Swift export's `sealedType()` has one, called `unknown`).
  public var isCompletelyExported: Bool { subclasses.allSatisfy(\.isExported) }
}

/// One direct subclass of a sealed class or interface.
public struct SealedSubclass: Sendable, Hashable {
  /// The Kotlin name.
  public var kotlinName: QualifiedName
  /// Whether it is an `object` (a payload-free case).
  public var isObject: Bool
  /// Whether it is itself sealed (its own hierarchy nests).
  public var isSealed: Bool
  /// Whether it is an interface.
  public var isInterface: Bool
  /// Whether Swift sees it.
  public var isExported: Bool
  /// Why Swift does not see it.
  public var notExportedReason: NotExportedReason?
  /// Its Swift type name as exported.
  public var swiftTypeName: String?
  /// Its exported generic parameters.
  public var genericParameters: [String]
  /// The type arguments that make it a case of the hierarchy's enum, in the hierarchy's generic
  /// parameters (`Success<R> : Result<R>` is `ResultSuccess<T>` in `ResultEnum<T>`); a parameter
  /// the supertype does not pass on is `AnyObject`. Empty for a non-generic subclass.
  public var typeArguments: [String]
  /// Whether a value of it (with ``typeArguments``) is a value of the hierarchy's Swift type:
  /// always for a protocol's, and for a class's when the subclass passes each of the class's
  /// generic parameters on (`Failure : Result<Nothing>` is no `Result<T>` to Swift).
  public var convertsToParent: Bool
  /// A lower-camel-case case name for a generated enum: the subclass's path below the sealed
  /// class when it is nested in it (`Action.Follow` → `follow`), otherwise below the package
  /// (`Navigation.Open` → `navigationOpen`); `MACRO_CASE` parts become `macroCase`.
  public var caseName: String

  /// Creates a subclass.
  public init(
    kotlinName: QualifiedName, isObject: Bool, isSealed: Bool, isInterface: Bool,
    isExported: Bool, notExportedReason: NotExportedReason?, swiftTypeName: String?,
    genericParameters: [String], caseName: String, typeArguments: [String]? = nil,
    convertsToParent: Bool = true
  ) {
    self.kotlinName = kotlinName
    self.isObject = isObject
    self.isSealed = isSealed
    self.isInterface = isInterface
    self.isExported = isExported
    self.notExportedReason = notExportedReason
    self.swiftTypeName = swiftTypeName
    self.genericParameters = genericParameters
    self.caseName = caseName
    self.typeArguments = typeArguments ?? genericParameters
    self.convertsToParent = convertsToParent
  }
}

/// The enum Swift export (Kotlin 2.4.20+) generates for `sealedType()`.
public struct SealedTypeEnum: Sendable, Hashable {
  /// The enum's full Swift name (`ExportedKotlinPackages.com.example.Action_SealedType`).
  public var swiftName: String
  /// The cases, in the subclasses' order, then `unknown` when a subclass is not exported.
  public var cases: [Case]
  /// Whether the enum has an `unknown` case.
  public var hasUnknownCase: Bool

  /// One case of the enum.
  public struct Case: Sendable, Hashable {
    /// The case name (`follow`, `macroCase`).
    public var name: String
    /// The subclass it stands for.
    public var subclass: QualifiedName
    /// The payload type: the subclass's `…_SealedType` wrapper (whose `value` is the instance),
    /// or its own `…_SealedType` enum when the subclass is sealed.
    public var payloadType: String
    /// Set when the case name's spelling is not certain (a leading acronym).
    public var ambiguity: Ambiguity?

    /// Creates a case.
    public init(name: String, subclass: QualifiedName, payloadType: String, ambiguity: Ambiguity?) {
      self.name = name
      self.subclass = subclass
      self.payloadType = payloadType
      self.ambiguity = ambiguity
    }
  }

  /// Creates the enum description.
  public init(swiftName: String, cases: [Case], hasUnknownCase: Bool) {
    self.swiftName = swiftName
    self.cases = cases
    self.hasUnknownCase = hasUnknownCase
  }
}
