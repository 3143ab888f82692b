/// The declarations of a Kotlin/Native framework header (`shared.h`), with the Swift names its
/// `swift_name` attributes give them.
///
/// ```swift
/// let header = FrameworkHeader.parse(text, path: "Shared.framework/Headers/Shared.h")
/// header.interface(named: "SharedProfileState")?.swiftName   // "Profile.State"
/// ```
///
/// A real header is the truth the predictions are checked against: pass it to
/// ``ExportedModule/init(_:mode:header:)`` and its names win.
public struct FrameworkHeader: Sendable, Hashable {
  /// The path given to the parser, used in diagnostics.
  public var path: String
  /// The `@interface` and `@protocol` definitions in source order (categories excluded).
  public var declarations: [HeaderDeclaration]
  /// The categories (`@interface SharedFoo (Extensions)`), in source order.
  public var categories: [HeaderDeclaration]
  /// Classes named in `@class` forward declarations.
  public var forwardClasses: [String]
  /// Protocols named in `@protocol A, B;` forward declarations.
  public var forwardProtocols: [String]
  /// The `NS_ENUM` and `NS_CLOSED_ENUM` typedefs (`@ObjCEnum` enum classes'), in source order.
  public var enums: [HeaderEnum]

  /// Creates a header.
  public init(
    path: String, declarations: [HeaderDeclaration], categories: [HeaderDeclaration],
    forwardClasses: [String], forwardProtocols: [String], enums: [HeaderEnum] = []
  ) {
    self.path = path
    self.declarations = declarations
    self.categories = categories
    self.forwardClasses = forwardClasses
    self.forwardProtocols = forwardProtocols
    self.enums = enums
  }

  /// The class (`@interface`) with this Objective-C name.
  public func interface(named objCName: String) -> HeaderDeclaration? {
    declarations.first { !$0.isProtocol && $0.objCName == objCName }
  }

  /// The protocol with this Objective-C name.
  public func `protocol`(named objCName: String) -> HeaderDeclaration? {
    declarations.first { $0.isProtocol && $0.objCName == objCName }
  }

  /// The declaration Swift code knows by this name.
  public func declaration(swiftName: String) -> HeaderDeclaration? {
    declarations.first { $0.swiftName == swiftName }
  }

  /// A class's methods and properties from its categories.
  public func categoryMembers(of objCName: String) -> (
    methods: [HeaderMethod], properties: [HeaderProperty]
  ) {
    let matching = categories.filter { $0.objCName == objCName }
    return (matching.flatMap(\.methods), matching.flatMap(\.properties))
  }
}

/// An `@interface`, `@protocol` or category of a framework header.
public struct HeaderDeclaration: Sendable, Hashable {
  /// The Objective-C name (`SharedProfileState`).
  public var objCName: String
  /// The Swift name: the `swift_name` attribute, or the Objective-C name without one.
  public var swiftName: String
  /// Whether a `swift_name` attribute was written.
  public var hasExplicitSwiftName: Bool
  /// Whether it is a protocol.
  public var isProtocol: Bool
  /// The category name, for `@interface SharedFoo (Extensions)`.
  public var categoryName: String?
  /// The superclass's Objective-C name.
  public var superclass: String?
  /// The superclass's type arguments as written (`SharedColor *` in `KotlinEnum<SharedColor *>`).
  public var superclassArguments: [String]
  /// The adopted protocols' Objective-C names.
  public var protocols: [String]
  /// The lightweight generic parameters (`T`, `__covariant T` written as `T`).
  public var genericParameters: [String]
  /// `__attribute__((objc_subclassing_restricted))`: Swift cannot subclass it.
  public var isSubclassingRestricted: Bool
  /// The methods, in source order.
  public var methods: [HeaderMethod]
  /// The properties, in source order.
  public var properties: [HeaderProperty]
  /// The 1-based line of the `@interface` or `@protocol` keyword.
  public var line: Int

  /// Creates a declaration.
  public init(
    objCName: String, swiftName: String, hasExplicitSwiftName: Bool, isProtocol: Bool,
    categoryName: String? = nil, superclass: String? = nil, superclassArguments: [String] = [],
    protocols: [String] = [], genericParameters: [String] = [],
    isSubclassingRestricted: Bool = false, methods: [HeaderMethod] = [],
    properties: [HeaderProperty] = [], line: Int
  ) {
    self.objCName = objCName
    self.swiftName = swiftName
    self.hasExplicitSwiftName = hasExplicitSwiftName
    self.isProtocol = isProtocol
    self.categoryName = categoryName
    self.superclass = superclass
    self.superclassArguments = superclassArguments
    self.protocols = protocols
    self.genericParameters = genericParameters
    self.isSubclassingRestricted = isSubclassingRestricted
    self.methods = methods
    self.properties = properties
    self.line = line
  }
}

/// A method of a header declaration.
public struct HeaderMethod: Sendable, Hashable {
  /// The selector (`greetName:times:`).
  public var selector: String
  /// The Swift name: the `swift_name` attribute, or the selector's default import
  /// (`greetName(_:times:)`) without one.
  public var swiftName: String
  /// Whether a `swift_name` attribute was written.
  public var hasExplicitSwiftName: Bool
  /// Whether it is a class method (`+`).
  public var isClassMethod: Bool
  /// The return type as written (`NSString *`, `instancetype`).
  public var returnType: String
  /// Whether it is unavailable in Swift (`unavailable` or `availability(swift, unavailable…)`).
  public var isUnavailable: Bool
  /// The 1-based line.
  public var line: Int
  /// The parameters' types as written (`int32_t`, `NSString * _Nullable`), the `error` and
  /// completion-handler parameters included.
  public var parameterTypes: [String]

  /// Creates a method.
  public init(
    selector: String, swiftName: String, hasExplicitSwiftName: Bool, isClassMethod: Bool,
    returnType: String, isUnavailable: Bool, line: Int, parameterTypes: [String] = []
  ) {
    self.parameterTypes = parameterTypes
    self.selector = selector
    self.swiftName = swiftName
    self.hasExplicitSwiftName = hasExplicitSwiftName
    self.isClassMethod = isClassMethod
    self.returnType = returnType
    self.isUnavailable = isUnavailable
    self.line = line
  }
}

/// A property of a header declaration.
public struct HeaderProperty: Sendable, Hashable {
  /// The Objective-C name.
  public var name: String
  /// The Swift name: the `swift_name` attribute, or ``name``.
  public var swiftName: String
  /// The type as written (`NSArray<SharedItem *> *`).
  public var type: String
  /// Whether it is a class property (`class` attribute).
  public var isClassProperty: Bool
  /// Whether it is read-only.
  public var isReadonly: Bool
  /// The `getter=` name, if written.
  public var getter: String?
  /// The 1-based line.
  public var line: Int

  /// Creates a property.
  public init(
    name: String, swiftName: String, type: String, isClassProperty: Bool, isReadonly: Bool,
    getter: String?, line: Int
  ) {
    self.name = name
    self.swiftName = swiftName
    self.type = type
    self.isClassProperty = isClassProperty
    self.isReadonly = isReadonly
    self.getter = getter
    self.line = line
  }
}

/// A `typedef NS_ENUM(int32_t, Name) { … }` (or `NS_CLOSED_ENUM`) of a framework header.
public struct HeaderEnum: Sendable, Hashable {
  /// One enumerator.
  public struct Case: Sendable, Hashable {
    /// The Objective-C enumerator (`SharedStatusNSEnumInProgress`).
    public var objCName: String
    /// The Swift name: `NS_SWIFT_NAME(…)` or `swift_name("…")`, or ``objCName`` without one.
    public var swiftName: String
    /// The value written after `=`, if it is a plain integer.
    public var value: Int?

    /// Creates a case.
    public init(objCName: String, swiftName: String, value: Int?) {
      self.objCName = objCName
      self.swiftName = swiftName
      self.value = value
    }
  }

  /// The Objective-C type name.
  public var objCName: String
  /// The Swift name: `NS_SWIFT_NAME(…)` or `swift_name("…")` after the body, or ``objCName``.
  public var swiftName: String
  /// Whether it is an `NS_CLOSED_ENUM` (a frozen Swift enum).
  public var isClosed: Bool
  /// The enumerators, in source order.
  public var cases: [Case]
  /// The 1-based line of `typedef`.
  public var line: Int

  /// Creates an enum.
  public init(objCName: String, swiftName: String, isClosed: Bool, cases: [Case], line: Int) {
    self.objCName = objCName
    self.swiftName = swiftName
    self.isClosed = isClosed
    self.cases = cases
    self.line = line
  }
}
