/// A property or function whose type mentions a kotlinx-coroutines flow, with the element type
/// the generator needs for a typed adapter.
///
/// ```swift
/// for member in exported.flowMembers() {
///   // ObjC: state: any Kotlinx_coroutines_coreStateFlow, element ProfileState
///   print(member.memberSwiftName, member.memberSwiftType, member.elementSwiftType)
/// }
/// ```
public struct FlowMember: Sendable, Hashable {
  /// Whether the flow is the member's type or a function's return type.
  public enum MemberKind: String, Sendable, Hashable {
    /// A property.
    case property
    /// A function (the flow is in its return type or a parameter).
    case function
  }

  /// Where the flow occurs in the member's type.
  public enum Placement: String, Sendable, Hashable {
    /// The member's type (or return type) is the flow itself.
    case direct
    /// The member's type is the flow, nullable: `StateFlow<T>?`.
    case nullable
    /// The flow is a type argument somewhere inside: `List<Flow<T>>`, `Pair<Flow<T>, Int>`.
    case typeArgument
    /// The flow is a parameter of a function.
    case parameter
  }

  /// The type whose glue gets the accessor (class, object, interface, file facade or package
  /// namespace): the declaring type, or, for a flow inherited from a generic superclass, the
  /// subclass that knows its type arguments.
  public var owner: QualifiedName
  /// The declaring type's Swift name.
  public var ownerSwiftName: String
  /// Property or function.
  public var memberKind: MemberKind
  /// The Kotlin member name.
  public var memberKotlinName: String
  /// The member's Swift name (`state`, `observe(id:)`).
  public var memberSwiftName: String
  /// The member's Swift declaration (`var state: any Kotlinx_coroutines_coreStateFlow { get }`).
  public var memberDeclaration: String
  /// The member's Swift type (a function's return type).
  public var memberSwiftType: String
  /// Which flow interface.
  public var flowKind: FlowKind
  /// Where the flow is in the member's type.
  public var placement: Placement
  /// The flow's Kotlin element type `T`.
  public var elementKotlinType: ResolvedType?
  /// `T` spelled for the mode: as the typed adapter casts values in the Objective-C export
  /// (`KotlinInt` for `Int`, `[ProfileItem]` for `List<ProfileItem>`, `String?` for `String?`);
  /// as `KotlinTypedFlow<T>` carries it in Swift export (`Int32`, `String?`).
  public var elementSwiftType: String
  /// Whether the member is static (file facade or package members).
  public var isStatic: Bool
  /// The class that declares the member: ``owner``, or the generic superclass ``owner`` inherits
  /// it from (`abstract class BaseViewModel<S> { val state: StateFlow<S> }` under
  /// `class ProfileViewModel : BaseViewModel<ProfileState>()`), whose element ``owner``'s type
  /// arguments settle.
  public var declaringOwner: QualifiedName
  /// Whether the flow Swift sees carries another element type than ``elementSwiftType``, so that
  /// an adapter casts each value (Swift export, where a generic class's type parameters are
  /// erased to their bounds: the inherited `state` is an `any KotlinTypedStateFlow<KotlinBase?>`
  /// whose values are `ProfileState`s). The Objective-C export's adapters cast every value.
  public var castsElement: Bool
  /// Why the member's Swift name is uncertain (it clashes with another member's), or `nil`:
  /// glue that calls it would guess.
  public var ambiguity: Ambiguity?
  /// Whether the member is optional only as the Objective-C stubs show it: a method that
  /// overrides a nullable flow with a flow of another kind and without the `?`
  /// (`override fun observe(): StateFlow<Dog>` of a `Flow<T>?`). The framework's header declares
  /// the override again with its own, non-optional result; Swift cannot take that as an
  /// override, so the stubs show the superclass's optional one (see
  /// ``ExportedModule/objCStubsOverride(_:in:)``). Glue that calls it has to compile against both.
  public var isOptionalInStubsOnly: Bool

  /// Whether the element is known to Swift: one that is a type parameter (`StateFlow<S>` or
  /// `StateFlow<S?>` in `BaseViewModel<S>`) is erased there (`Any?`, `KotlinBase?`), so a typed
  /// adapter on the declaring class would add nothing; a subclass that settles the type argument
  /// gets one. (An element that only mentions one, `List<S>`, keeps the declaring class's
  /// adapter, of `[KotlinBase?]` say.)
  public var hasKnownElement: Bool {
    if case .typeParameter? = elementKotlinType?.nonNullable { return false }
    return true
  }

  /// Creates a flow member.
  public init(
    owner: QualifiedName, ownerSwiftName: String, memberKind: MemberKind,
    memberKotlinName: String, memberSwiftName: String, memberDeclaration: String,
    memberSwiftType: String, flowKind: FlowKind, placement: Placement,
    elementKotlinType: ResolvedType?, elementSwiftType: String, isStatic: Bool,
    ambiguity: Ambiguity? = nil, declaringOwner: QualifiedName? = nil, castsElement: Bool = false,
    isOptionalInStubsOnly: Bool = false
  ) {
    self.isOptionalInStubsOnly = isOptionalInStubsOnly
    self.owner = owner
    self.declaringOwner = declaringOwner ?? owner
    self.castsElement = castsElement
    self.ownerSwiftName = ownerSwiftName
    self.memberKind = memberKind
    self.memberKotlinName = memberKotlinName
    self.memberSwiftName = memberSwiftName
    self.memberDeclaration = memberDeclaration
    self.memberSwiftType = memberSwiftType
    self.flowKind = flowKind
    self.placement = placement
    self.elementKotlinType = elementKotlinType
    self.elementSwiftType = elementSwiftType
    self.isStatic = isStatic
    self.ambiguity = ambiguity
  }
}
