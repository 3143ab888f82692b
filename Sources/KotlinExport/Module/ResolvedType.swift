import KotlinSyntax

/// A Kotlin type reference after name resolution: every name says which declaration it means.
///
/// ```kotlin
/// import kotlinx.coroutines.flow.StateFlow
/// class Profile { val state: StateFlow<List<User>?> }   // User is in the same package
/// ```
/// resolves `StateFlow<List<User>?>` to
/// `.external("kotlinx.coroutines.flow.StateFlow", [.nullable(.external("kotlin.collections.List",
/// [.moduleClass(com.example.User)]))])`.
///
/// Only the cases that contain a type directly are `indirect`: a named type (most of them) is
/// stored inline, without a heap box of its own to allocate and free.
public enum ResolvedType: Sendable, Hashable, CustomStringConvertible {
  /// A class, interface or object declared in the module.
  case moduleClass(QualifiedName, arguments: [Argument])
  /// A type from outside the module (the standard library, kotlinx, another library), by its
  /// fully qualified Kotlin name.
  case external(String, arguments: [Argument])
  /// A type parameter in scope, with its first upper bound (`nil` means the default `Any?`).
  indirect case typeParameter(String, bound: ResolvedType?)
  /// A function type.
  indirect case function(FunctionType)
  /// `T?`.
  indirect case nullable(ResolvedType)
  /// A name that could not be resolved; a warning was reported.
  case unresolved(String, arguments: [Argument])
  /// A shape that neither export mode can express (intersection, union, `dynamic`, a parse
  /// error); the text says what it was.
  case unsupported(String)

  /// A type argument: a type with its use-site variance, or the star projection.
  public struct Argument: Sendable, Hashable {
    /// The use-site variance.
    public var variance: Variance
    /// The type, or `nil` for `*`.
    public var type: ResolvedType?

    /// Creates an argument.
    public init(variance: Variance = .invariant, type: ResolvedType?) {
      self.variance = variance
      self.type = type
    }
  }

  /// A resolved function type.
  public struct FunctionType: Sendable, Hashable {
    /// Whether it is a `suspend` function type.
    public var isSuspend: Bool
    /// The receiver of an extension function type.
    public var receiver: ResolvedType?
    /// The parameter types.
    public var parameters: [ResolvedType]
    /// The return type.
    public var returnType: ResolvedType

    /// Creates a function type.
    public init(
      isSuspend: Bool, receiver: ResolvedType?, parameters: [ResolvedType], returnType: ResolvedType
    ) {
      self.isSuspend = isSuspend
      self.receiver = receiver
      self.parameters = parameters
      self.returnType = returnType
    }
  }

  /// The names of the unresolved types it mentions, at any depth, as written.
  public var unresolvedNames: [String] {
    namedTypes.compactMap { $0.isResolved ? nil : $0.name }
  }

  /// The names of the external types it mentions, at any depth.
  public var externalNames: [String] {
    namedTypes.compactMap { $0.isResolved ? $0.name : nil }
  }

  /// The external (resolved) and unresolved names it mentions, at any depth.
  private var namedTypes: [(name: String, isResolved: Bool)] {
    switch self {
    case .unresolved(let name, let arguments):
      return [(name, false)] + arguments.flatMap { $0.type?.namedTypes ?? [] }
    case .external(let name, let arguments):
      return [(name, true)] + arguments.flatMap { $0.type?.namedTypes ?? [] }
    case .moduleClass(_, let arguments):
      return arguments.flatMap { $0.type?.namedTypes ?? [] }
    case .typeParameter(_, let bound): return bound?.namedTypes ?? []
    case .nullable(let inner): return inner.namedTypes
    case .function(let function):
      return ([function.returnType] + function.parameters + [function.receiver].compactMap { $0 })
        .flatMap(\.namedTypes)
    case .unsupported: return []
    }
  }

  /// Whether the outermost shape is nullable (a nullable type parameter bound counts too).
  public var isNullable: Bool {
    if case .nullable = self { return true }
    return false
  }

  /// The type without its outermost `?`.
  public var nonNullable: ResolvedType {
    if case .nullable(let inner) = self { return inner.nonNullable }
    return self
  }

  /// The fully qualified name of a named type (module class or external), looking through `?`.
  public var qualifiedName: String? {
    switch self {
    case .moduleClass(let name, _): return name.description
    case .external(let name, _): return name
    case .nullable(let inner): return inner.qualifiedName
    default: return nil
    }
  }

  /// The type arguments of a named type, looking through `?`.
  public var arguments: [Argument] {
    switch self {
    case .moduleClass(_, let arguments), .external(_, let arguments),
      .unresolved(_, let arguments):
      return arguments
    case .nullable(let inner): return inner.arguments
    default: return []
    }
  }

  /// The type with the named type parameters replaced (`StateFlow<S>` with `[S: ProfileState]`
  /// is `StateFlow<ProfileState>`); see ``KotlinModule/superclassesWithArguments(of:)``.
  public func substituting(_ substitutions: [String: ResolvedType]) -> ResolvedType {
    TypeResolver.substitute(substitutions, in: self)
  }

  /// Whether the type mentions one of the named type parameters anywhere.
  public func mentions(_ typeParameters: Set<String>) -> Bool {
    switch self {
    case .typeParameter(let name, _): return typeParameters.contains(name)
    case .nullable(let inner): return inner.mentions(typeParameters)
    case .moduleClass(_, let arguments), .external(_, let arguments),
      .unresolved(_, let arguments):
      return arguments.contains { $0.type?.mentions(typeParameters) ?? false }
    case .function(let function):
      return ([function.returnType] + function.parameters + [function.receiver].compactMap { $0 })
        .contains { $0.mentions(typeParameters) }
    case .unsupported: return false
    }
  }

  /// Whether the type mentions a type parameter anywhere.
  public var mentionsAnyTypeParameter: Bool {
    switch self {
    case .typeParameter: return true
    case .nullable(let inner): return inner.mentionsAnyTypeParameter
    case .moduleClass(_, let arguments), .external(_, let arguments),
      .unresolved(_, let arguments):
      return arguments.contains { $0.type?.mentionsAnyTypeParameter ?? false }
    case .function(let function):
      return ([function.returnType] + function.parameters + [function.receiver].compactMap { $0 })
        .contains(where: \.mentionsAnyTypeParameter)
    case .unsupported: return false
    }
  }

  /// The type as normalised Kotlin with fully qualified names.
  public var description: String {
    func list(_ arguments: [Argument]) -> String {
      guard !arguments.isEmpty else { return "" }
      let texts = arguments.map { argument -> String in
        guard let type = argument.type else { return "*" }
        switch argument.variance {
        case .invariant: return type.description
        case .in: return "in " + type.description
        case .out: return "out " + type.description
        }
      }
      return "<" + texts.joined(separator: ", ") + ">"
    }
    switch self {
    case .moduleClass(let name, let arguments): return name.description + list(arguments)
    case .external(let name, let arguments): return name + list(arguments)
    case .typeParameter(let name, _): return name
    case .function(let function):
      let receiver = function.receiver.map { $0.description + "." } ?? ""
      let parameters = function.parameters.map(\.description).joined(separator: ", ")
      let prefix = function.isSuspend ? "suspend " : ""
      return prefix + receiver + "(" + parameters + ") -> " + function.returnType.description
    case .nullable(let inner):
      if case .function = inner { return "(" + inner.description + ")?" }
      return inner.description + "?"
    case .unresolved(let name, let arguments): return name + list(arguments)
    case .unsupported(let text): return text
    }
  }
}
