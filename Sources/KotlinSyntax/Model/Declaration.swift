/// A declaration outside function bodies: a class-like declaration, function, property,
/// typealias, or a secondary constructor inside a class body.
///
/// Members are kept in source order; use the properties of ``ClassDeclaration`` to pick out
/// functions, properties or nested classes.
///
/// The enum is `indirect` so that an array of declarations stores one pointer per element rather
/// than the size of the largest case (a property with its accessors) for every function.
public indirect enum Declaration: Sendable, Hashable {
  /// A class, interface, object, enum class or annotation class.
  case `class`(ClassDeclaration)
  /// A function.
  case function(FunctionDeclaration)
  /// A property.
  case property(PropertyDeclaration)
  /// A typealias.
  case typeAlias(TypeAliasDeclaration)
  /// A secondary constructor (`constructor(…)` in a class body).
  case constructor(ConstructorDeclaration)

  /// The declared name; `nil` for constructors and unnamed companion objects.
  public var name: String? {
    switch self {
    case .class(let declaration): return declaration.name
    case .function(let declaration): return declaration.name
    case .property(let declaration): return declaration.name
    case .typeAlias(let declaration): return declaration.name
    case .constructor: return nil
    }
  }

  /// The source range, from the first annotation or modifier to the end of the declaration.
  public var range: SourceRange {
    switch self {
    case .class(let declaration): return declaration.range
    case .function(let declaration): return declaration.range
    case .property(let declaration): return declaration.range
    case .typeAlias(let declaration): return declaration.range
    case .constructor(let declaration): return declaration.range
    }
  }

  /// The modifiers written on the declaration.
  public var modifiers: Modifiers {
    switch self {
    case .class(let declaration): return declaration.modifiers
    case .function(let declaration): return declaration.modifiers
    case .property(let declaration): return declaration.modifiers
    case .typeAlias(let declaration): return declaration.modifiers
    case .constructor(let declaration): return declaration.modifiers
    }
  }

  /// The annotations written on the declaration.
  public var annotations: [Annotation] {
    switch self {
    case .class(let declaration): return declaration.annotations
    case .function(let declaration): return declaration.annotations
    case .property(let declaration): return declaration.annotations
    case .typeAlias(let declaration): return declaration.annotations
    case .constructor(let declaration): return declaration.annotations
    }
  }

  /// The text of the KDoc comment right before the declaration, if any.
  public var kdoc: String? {
    switch self {
    case .class(let declaration): return declaration.kdoc
    case .function(let declaration): return declaration.kdoc
    case .property(let declaration): return declaration.kdoc
    case .typeAlias(let declaration): return declaration.kdoc
    case .constructor(let declaration): return declaration.kdoc
    }
  }

  /// The declaration with `modifier` added to its modifiers.
  func addingModifier(_ modifier: Modifiers) -> Declaration {
    switch self {
    case .class(var declaration):
      declaration.modifiers.insert(modifier)
      return .class(declaration)
    case .function(var declaration):
      declaration.modifiers.insert(modifier)
      return .function(declaration)
    case .property(var declaration):
      declaration.modifiers.insert(modifier)
      return .property(declaration)
    case .typeAlias(var declaration):
      declaration.modifiers.insert(modifier)
      return .typeAlias(declaration)
    case .constructor(var declaration):
      declaration.modifiers.insert(modifier)
      return .constructor(declaration)
    }
  }
}
