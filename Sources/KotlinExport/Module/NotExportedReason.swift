/// Why a declaration does not appear in the exported Swift API.
///
/// Sealed hierarchies report it per subclass, so the generator can explain a missing case (or
/// add an `unknown` case) instead of silently dropping it.
public enum NotExportedReason: Error, Sendable, Hashable, CustomStringConvertible {
  /// `private` in Kotlin.
  case `private`
  /// `internal` in Kotlin (without `@PublishedApi`).
  case `internal`
  /// Nested in a declaration that is not exported.
  case containerNotExported(QualifiedName)
  /// An `expect` declaration without an `actual` in the Apple source sets.
  case expectWithoutActual
  /// Declared only in a source set that is not compiled for Apple targets.
  case notInAppleSourceSets(String)
  /// `@HiddenFromObjC` (Objective-C export only).
  case hiddenFromObjC
  /// `@Deprecated(level = DeprecationLevel.HIDDEN)`.
  case deprecatedHidden
  /// Declares context parameters, which neither export supports.
  case contextParameters
  /// A `value` class: its uses become the underlying type.
  case valueClass
  /// An annotation class: not part of the API Swift sees.
  case annotationClass
  /// Swift export does not support it yet (the text says what).
  case unsupportedBySwiftExport(String)
  /// A member of a `companion { … }` block or a `companion` extension (a proposed Kotlin feature
  /// for static members): the Objective-C export does not show them.
  case companionMember
  /// The export may well show it, but its shape is not predicted (the text says what); read the
  /// real header or module.
  case notPredicted(String)

  /// A lower-case explanation, as in a diagnostic.
  public var description: String {
    switch self {
    case .private: return "it is private"
    case .internal: return "it is internal"
    case .containerNotExported(let name): return "its container \(name) is not exported"
    case .expectWithoutActual: return "it is an expect declaration without an Apple actual"
    case .notInAppleSourceSets(let name): return "source set \(name) is not compiled for Apple"
    case .hiddenFromObjC: return "it is @HiddenFromObjC"
    case .deprecatedHidden: return "it is @Deprecated with level HIDDEN"
    case .contextParameters: return "it has context parameters"
    case .valueClass: return "it is a value class (its uses become the underlying type)"
    case .annotationClass: return "it is an annotation class"
    case .unsupportedBySwiftExport(let what): return "Swift export does not support \(what)"
    case .companionMember:
      return "it is a companion block member or companion extension, which is not exported"
    case .notPredicted(let what): return "the shape of \(what) is not predicted"
    }
  }
}
