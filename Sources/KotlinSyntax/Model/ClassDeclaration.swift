/// A class-like declaration: class, interface, `fun interface`, object, companion object,
/// enum class or annotation class.
///
/// ```kotlin
/// /** A screen's state. */
/// @Serializable
/// sealed class State<out T> private constructor(val id: Int) : Base(id), Tagged by Tags {
///   data object Loading : State<Nothing>(0)
///   companion object { fun initial() = Loading }
/// }
/// ```
/// is a `.class` named `State` with modifiers `[.sealed]`, one annotation, a KDoc text, one
/// type parameter, a primary constructor with its own `private` modifier, a constructor-call
/// supertype and a delegated supertype, and two members (an object and a companion object).
public struct ClassDeclaration: Sendable, Hashable {
  /// Which kind of class-like declaration this is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `class` (including `data`, `value`, `sealed`, `inner`, … classes).
    case `class`
    /// `interface`.
    case interface
    /// `fun interface`.
    case funInterface = "fun interface"
    /// `object` (including `data object`).
    case object
    /// `companion object`.
    case companionObject = "companion object"
    /// `enum class`.
    case enumClass = "enum class"
    /// `annotation class`.
    case annotationClass = "annotation class"
  }

  /// The kind.
  public var kind: Kind
  /// The name; `nil` for a companion object without one (Kotlin then calls it `Companion`).
  public var name: String?
  /// The source range of the name, or of the `object` keyword of an unnamed companion.
  public var nameRange: SourceRange
  /// The modifiers (`enum`, `annotation` and `companion` are expressed by ``kind`` instead,
  /// though `companion` is also kept here).
  public var modifiers: Modifiers
  /// The annotations on the declaration.
  public var annotations: [Annotation]
  /// The KDoc text before the declaration, without `/**`, `*/` and leading `*`.
  public var kdoc: String?
  /// The type parameters, with bounds from a `where` clause merged in.
  public var typeParameters: [TypeParameter]
  /// The primary constructor, if one is written (with or without the `constructor` keyword).
  public var primaryConstructor: PrimaryConstructor?
  /// The supertypes after `:`, in source order.
  public var superTypes: [SuperType]
  /// The enum entries of an enum class, in source order.
  public var enumEntries: [EnumEntry]
  /// Member and nested declarations in source order (local classes in bodies are not included).
  public var members: [Declaration]
  /// Whether the declaration has a `{ … }` body.
  public var hasBody: Bool
  /// The source range of the whole declaration, from its first annotation or modifier (a KDoc
  /// comment before it is not included).
  public var range: SourceRange

  /// Creates a class-like declaration.
  public init(
    kind: Kind, name: String?, nameRange: SourceRange, modifiers: Modifiers,
    annotations: [Annotation], kdoc: String?, typeParameters: [TypeParameter],
    primaryConstructor: PrimaryConstructor?, superTypes: [SuperType], enumEntries: [EnumEntry],
    members: [Declaration], hasBody: Bool, range: SourceRange
  ) {
    self.kind = kind
    self.name = name
    self.nameRange = nameRange
    self.modifiers = modifiers
    self.annotations = annotations
    self.kdoc = kdoc
    self.typeParameters = typeParameters
    self.primaryConstructor = primaryConstructor
    self.superTypes = superTypes
    self.enumEntries = enumEntries
    self.members = members
    self.hasBody = hasBody
    self.range = range
  }

  /// The nested class-like declarations, the companion object included.
  public var nestedClasses: [ClassDeclaration] {
    members.compactMap { if case .class(let nested) = $0 { nested } else { nil } }
  }

  /// The member functions.
  public var functions: [FunctionDeclaration] {
    members.compactMap { if case .function(let function) = $0 { function } else { nil } }
  }

  /// The member properties (constructor `val`/`var` parameters are in ``primaryConstructor``).
  public var properties: [PropertyDeclaration] {
    members.compactMap { if case .property(let property) = $0 { property } else { nil } }
  }

  /// The companion object, if any.
  public var companionObject: ClassDeclaration? {
    // Straight from the members: ``nestedClasses`` would copy every nested class first.
    for case .class(let nested) in members where nested.kind == .companionObject {
      return nested
    }
    return nil
  }
}
