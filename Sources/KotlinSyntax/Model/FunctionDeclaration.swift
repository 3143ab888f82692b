/// A function declaration: `suspend fun <T> Flow<T>.firstOrNull(): T?`.
public struct FunctionDeclaration: Sendable, Hashable {
  /// How a function's (or accessor's) body is written; the body itself is skipped.
  public enum Body: String, Sendable, Hashable {
    /// No body (abstract, interface, `expect` or `external` functions).
    case none
    /// A `{ … }` block.
    case block
    /// `= expression`.
    case expression
  }

  /// The function's name.
  public var name: String
  /// The source range of the name.
  public var nameRange: SourceRange
  /// The modifiers, `suspend`, `inline`, `operator` and `override` among them.
  public var modifiers: Modifiers
  /// The annotations.
  public var annotations: [Annotation]
  /// The KDoc text before the declaration.
  public var kdoc: String? {
    _read {
      if let box = rare { yield box.value.kdoc } else { yield nil }
    }
    set { rare.update { $0.kdoc = newValue } }
  }
  /// The `context(…)` parameters.
  public var contextParameters: [ContextParameter] {
    _read {
      if let box = rare { yield box.value.contextParameters } else { yield Array() }
    }
    set { rare.update { $0.contextParameters = newValue } }
  }
  /// The type parameters, with `where` bounds merged in.
  public var typeParameters: [TypeParameter] {
    _read {
      if let box = rare { yield box.value.typeParameters } else { yield Array() }
    }
    set { rare.update { $0.typeParameters = newValue } }
  }
  /// The extension receiver type, if any.
  public var receiverType: TypeReference? {
    _read {
      if let box = rare { yield box.value.receiverType } else { yield nil }
    }
    set { rare.update { $0.receiverType = newValue } }
  }
  /// The value parameters.
  public var parameters: [Parameter]
  /// The declared return type; `nil` when omitted (`Unit` for a block body, inferred for `=`).
  public var returnType: TypeReference?
  /// How the body is written.
  public var body: Body
  /// The source range of the whole declaration.
  public var range: SourceRange
  /// When no return type is declared and the body is `= <one literal>` (`fun label() = "x"`),
  /// the literal's type as Kotlin infers it (see ``PropertyDeclaration/literalType``); else `nil`.
  public var literalReturnType: TypeReference? {
    _read {
      if let box = rare { yield box.value.literalType } else { yield nil }
    }
    set { rare.update { $0.literalType = newValue } }
  }
  /// When no return type is declared and the body is `= Name(…)` or `= a.b.Name(…)` with a
  /// capitalised name and nothing after the call, the name as a type: the return type when the
  /// name is a class (the call is then its constructor), which only the module can tell;
  /// else `nil`. See ``PropertyDeclaration/constructorCallType``.
  public var constructorCallReturnType: TypeReference? {
    _read {
      if let box = rare { yield box.value.callType } else { yield nil }
    }
    set { rare.update { $0.callType = newValue } }
  }
  /// When no return type is declared and the body is `= name.function()` or another chain of
  /// calls (``MemberCall``: `= repository.observe(id)`, `= combine(a, b) { … }`), that chain;
  /// else `nil`. See ``PropertyDeclaration/memberCall``.
  public var memberCall: MemberCall? {
    _read {
      if let box = rare { yield box.value.memberCall?.value } else { yield nil }
    }
    set { rare.update { $0.memberCall = newValue.map(OutOfLine.init) } }
  }
  /// The fields most functions leave empty, out of line (see ``OutOfLine``).
  private var rare: OutOfLine<DeclarationExtras>?

  /// The declared return type, else the type of a literal expression body
  /// (``literalReturnType``).
  public var knownReturnType: TypeReference? { returnType ?? literalReturnType }

  /// Creates a function declaration.
  public init(
    name: String, nameRange: SourceRange, modifiers: Modifiers, annotations: [Annotation],
    kdoc: String?, contextParameters: [ContextParameter], typeParameters: [TypeParameter],
    receiverType: TypeReference?, parameters: [Parameter], returnType: TypeReference?,
    body: Body, range: SourceRange, literalReturnType: TypeReference? = nil,
    constructorCallReturnType: TypeReference? = nil, memberCall: MemberCall? = nil
  ) {
    self.name = name
    self.nameRange = nameRange
    self.modifiers = modifiers
    self.annotations = annotations
    rare = .box(
      DeclarationExtras(
        kdoc: kdoc, contextParameters: contextParameters, typeParameters: typeParameters,
        receiverType: receiverType, literalType: literalReturnType,
        callType: constructorCallReturnType, memberCall: memberCall.map(OutOfLine.init)))
    self.parameters = parameters
    self.returnType = returnType
    self.body = body
    self.range = range
  }
}
