/// A Kotlin type as written in the source, as a tree.
///
/// ```kotlin
/// Map<String, List<out T>?>         // named, with arguments and a nullable argument
/// suspend CoroutineScope.(Int) -> Unit  // function type with a receiver
/// (() -> Unit)?                     // nullable parenthesised function type
/// T & Any                           // definitely non-nullable
/// ```
///
/// ``description`` prints the type back as normalised Kotlin, which is what the dump shows.
public struct TypeReference: Sendable, Hashable, CustomStringConvertible {
  /// The shape of a type.
  ///
  /// Only the cases that hold a type directly are `indirect`: a named type, the common case,
  /// then needs no heap box of its own besides its segment array.
  public enum Kind: Sendable, Hashable {
    /// A named type `a.b.C<X>.D<Y>`: one segment per dot, each with its own type arguments.
    case named([Segment])
    /// `T?`.
    indirect case nullable(TypeReference)
    /// `(A, B) -> R`, possibly with a receiver and `suspend`.
    indirect case function(FunctionType)
    /// `(T)`.
    indirect case parenthesized(TypeReference)
    /// `T & Any` and longer `&` chains, in source order.
    case intersection([TypeReference])
    /// `Int | ParseError`: a value type and error types (Kotlin 2.4 rich errors), in source
    /// order.
    case union([TypeReference])
    /// A type with annotations in front: `@Composable () -> Unit`.
    indirect case annotated([Annotation], TypeReference)
    /// `dynamic` (Kotlin/JS).
    case dynamic
    /// A type the parser could not read; a diagnostic says why.
    case error
  }

  /// One dot-separated part of a named type.
  public struct Segment: Sendable, Hashable {
    /// The identifier, without backticks.
    public var name: String
    /// The type arguments in angle brackets after this segment.
    public var arguments: [Argument]
    /// The source range of the segment and its arguments.
    public var range: SourceRange

    /// Creates a segment.
    public init(name: String, arguments: [Argument], range: SourceRange) {
      self.name = name
      self.arguments = arguments
      self.range = range
    }
  }

  /// A type argument: a projection `*`, or a type with an optional `in`/`out`.
  public struct Argument: Sendable, Hashable {
    /// The use-site variance; `.invariant` for a star projection.
    public var variance: Variance
    /// The argument's type, or `nil` for the star projection `*`.
    public var type: TypeReference?
    /// The source range of the argument.
    public var range: SourceRange

    /// Creates a type argument.
    public init(variance: Variance, type: TypeReference?, range: SourceRange) {
      self.variance = variance
      self.type = type
      self.range = range
    }

    /// Whether this is the star projection `*`.
    public var isStar: Bool { type == nil }
  }

  /// A function type.
  public struct FunctionType: Sendable, Hashable {
    /// Whether the type is `suspend`.
    public var isSuspend: Bool
    /// The receiver before `.(`, if any.
    public var receiver: TypeReference?
    /// The parameter types.
    public var parameters: [FunctionTypeParameter]
    /// The type after `->`.
    public var returnType: TypeReference
    /// The types of `context(A, B)` before the function type (Kotlin 2.2), in order.
    public var contextParameters: [TypeReference]

    /// Creates a function type.
    public init(
      isSuspend: Bool, receiver: TypeReference?, parameters: [FunctionTypeParameter],
      returnType: TypeReference, contextParameters: [TypeReference] = []
    ) {
      self.isSuspend = isSuspend
      self.receiver = receiver
      self.parameters = parameters
      self.returnType = returnType
      self.contextParameters = contextParameters
    }
  }

  /// A parameter of a function type, optionally named: `(index: Int) -> Unit`.
  public struct FunctionTypeParameter: Sendable, Hashable {
    /// The name, if written.
    public var name: String?
    /// The type.
    public var type: TypeReference
    /// The source range.
    public var range: SourceRange

    /// Creates a function type parameter.
    public init(name: String?, type: TypeReference, range: SourceRange) {
      self.name = name
      self.type = type
      self.range = range
    }
  }

  /// How a type is stored. A plain name without arguments (`String`, `Int`, `T`) is by far the
  /// most common type; storing just its name saves the segment array every named type needs,
  /// which was the largest single share of the tree's allocations and memory.
  private enum Storage: Sendable, Hashable {
    case name(String)
    case other(Kind)
  }

  private var storage: Storage

  /// The source range of the whole type.
  public var range: SourceRange

  /// The shape of this type.
  ///
  /// A plain name is stored compactly; reading ``kind`` then builds its one-segment
  /// `.named` form, whose segment range is the type's ``range``.
  public var kind: Kind {
    get {
      switch storage {
      case .name(let name):
        return .named([Segment(name: name, arguments: [], range: range)])
      case .other(let kind):
        return kind
      }
    }
    set {
      storage = TypeReference.storage(for: newValue, range: range)
    }
  }

  /// Creates a type.
  public init(kind: Kind, range: SourceRange) {
    self.range = range
    storage = TypeReference.storage(for: kind, range: range)
  }

  /// Creates a plain named type without arguments, the parser's most common case.
  init(name: String, range: SourceRange) {
    self.range = range
    storage = .name(name)
  }

  /// The canonical storage of `kind`, so that equal types compare equal however they were built.
  private static func storage(for kind: Kind, range: SourceRange) -> Storage {
    if case .named(let segments) = kind, segments.count == 1, segments[0].arguments.isEmpty,
      segments[0].range == range
    {
      return .name(segments[0].name)
    }
    return .other(kind)
  }

  /// The name of a plain named type without arguments (`String`, `T`), read without building
  /// the one-segment ``Kind/named(_:)`` form; `nil` for every other shape (`kotlin.String`,
  /// `List<T>`, `T?`, …).
  public var plainName: String? {
    if case .name(let name) = storage { return name }
    return nil
  }

  /// Whether the outermost shape is `?` (annotations and parentheses looked through).
  public var isNullable: Bool {
    guard case .other(let kind) = storage else { return false }
    switch kind {
    case .nullable: return true
    case .annotated(_, let inner), .parenthesized(let inner): return inner.isNullable
    default: return false
    }
  }

  /// The dotted name of a named type without its arguments (`kotlinx.coroutines.flow.StateFlow`),
  /// looking through nullability, annotations and parentheses; `nil` for other shapes.
  public var qualifiedName: String? {
    if case .name(let name) = storage { return name }
    switch kind {
    case .named(let segments): return segments.map(\.name).joined(separator: ".")
    case .nullable(let inner), .annotated(_, let inner), .parenthesized(let inner):
      return inner.qualifiedName
    default: return nil
    }
  }

  /// The type written back as normalised Kotlin.
  public var description: String {
    if case .name(let name) = storage { return name }
    switch kind {
    case .named(let segments):
      return segments.map { segment in
        segment.arguments.isEmpty
          ? segment.name
          : segment.name + "<" + segment.arguments.map(\.text).joined(separator: ", ") + ">"
      }.joined(separator: ".")
    case .nullable(let inner):
      return inner.description + "?"
    case .function(let function):
      var text = ""
      if !function.contextParameters.isEmpty {
        text =
          "context(" + function.contextParameters.map(\.description).joined(separator: ", ") + ") "
      }
      if function.isSuspend { text += "suspend " }
      if let receiver = function.receiver {
        text += receiver.description + "."
      }
      text += "(" + function.parameters.map(\.text).joined(separator: ", ") + ")"
      return text + " -> " + function.returnType.description
    case .parenthesized(let inner):
      return "(" + inner.description + ")"
    case .intersection(let parts):
      return parts.map(\.description).joined(separator: " & ")
    case .union(let parts):
      return parts.map(\.description).joined(separator: " | ")
    case .annotated(let annotations, let inner):
      return annotations.map(\.text).joined(separator: " ") + " " + inner.description
    case .dynamic:
      return "dynamic"
    case .error:
      return "<error>"
    }
  }
}

extension TypeReference.Argument {
  /// The argument as Kotlin source.
  public var text: String {
    guard let type else { return "*" }
    switch variance {
    case .invariant: return type.description
    case .in: return "in " + type.description
    case .out: return "out " + type.description
    }
  }
}

extension TypeReference.FunctionTypeParameter {
  /// The parameter as Kotlin source.
  public var text: String {
    guard let name else { return type.description }
    return name + ": " + type.description
  }
}
