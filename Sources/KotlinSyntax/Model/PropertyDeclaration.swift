/// A property declaration, with its accessors and explicit backing field.
///
/// ```kotlin
/// val state: StateFlow<State>
///   field = MutableStateFlow(State())   // explicit backing field (Kotlin 2.x)
/// var name: String = ""
///   private set                         // setter with a modifier and no body
/// val size by lazy { compute() }        // delegated
/// ```
public struct PropertyDeclaration: Sendable, Hashable {
  /// What follows the property's type.
  public enum Initializer: Sendable, Hashable {
    /// Nothing.
    case none
    /// `= expression`.
    case value
    /// `by expression`; the raw text of the expression.
    case delegate(String)
  }

  /// A getter or setter.
  public struct Accessor: Sendable, Hashable {
    /// Modifiers on the accessor (`private set`).
    public var modifiers: Modifiers
    /// Annotations on the accessor.
    public var annotations: [Annotation]
    /// The setter's parameter name, if written.
    public var parameterName: String?
    /// The declared type of a getter or of a setter's parameter, if written.
    public var type: TypeReference?
    /// How the body is written (`.none` for `get` / `private set` without a body).
    public var body: FunctionDeclaration.Body
    /// The source range of the accessor.
    public var range: SourceRange

    /// Creates an accessor.
    public init(
      modifiers: Modifiers, annotations: [Annotation], parameterName: String?,
      type: TypeReference?, body: FunctionDeclaration.Body, range: SourceRange
    ) {
      self.modifiers = modifiers
      self.annotations = annotations
      self.parameterName = parameterName
      self.type = type
      self.body = body
      self.range = range
    }
  }

  /// An explicit backing field: `field = MutableStateFlow(0)` or `field: Int = 0`.
  public struct BackingField: Sendable, Hashable {
    /// Modifiers on the field.
    public var modifiers: Modifiers
    /// The field's declared type, if written (otherwise it is the initializer's type).
    public var type: TypeReference?
    /// Whether the field has an initializer.
    public var hasInitializer: Bool
    /// The source range of the field declaration.
    public var range: SourceRange

    /// Creates a backing field.
    public init(
      modifiers: Modifiers, type: TypeReference?, hasInitializer: Bool, range: SourceRange
    ) {
      self.modifiers = modifiers
      self.type = type
      self.hasInitializer = hasInitializer
      self.range = range
    }
  }

  /// Whether the property is `var` (otherwise `val`).
  public var isMutable: Bool
  /// The property's name.
  public var name: String
  /// The source range of the name.
  public var nameRange: SourceRange
  /// The modifiers.
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
  /// The type parameters of a generic extension property.
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
  /// The declared type; `nil` when inferred.
  public var type: TypeReference?
  /// The initializer or delegate.
  public var initializer: Initializer
  /// The getter, if one is written.
  public var getter: Accessor? {
    _read {
      if let box = accessors { yield box.value.getter } else { yield nil }
    }
    set { accessors.update { $0.getter = newValue } }
  }
  /// The setter, if one is written.
  public var setter: Accessor? {
    _read {
      if let box = accessors { yield box.value.setter } else { yield nil }
    }
    set { accessors.update { $0.setter = newValue } }
  }
  /// The explicit backing field, if one is written.
  public var backingField: BackingField? {
    _read {
      if let box = accessors { yield box.value.backingField } else { yield nil }
    }
    set { accessors.update { $0.backingField = newValue } }
  }
  /// The source range of the whole declaration, accessors included.
  public var range: SourceRange
  /// When the type is not declared and the initializer is a single literal (`= 3`, `= 3L`,
  /// `= -1.5f`, `= "text $x"`, `= 'c'`, `= true`), the type Kotlin infers for it, spelled
  /// `kotlin.Int`, `kotlin.String`, … over the literal's range; likewise for a property without
  /// an initializer whose getter is `get() = <one literal>`; else `nil`.
  public var literalType: TypeReference? {
    _read {
      if let box = rare { yield box.value.literalType } else { yield nil }
    }
    set { rare.update { $0.literalType = newValue } }
  }
  /// When the type is not declared and the initializer (or, without one, the getter's
  /// expression) is `Name(…)` or `a.b.Name(…)` with a capitalised name and nothing after the
  /// call, the name as a type (`val repository = Repository(api)` gives `Repository`), with the
  /// call's type arguments where they are written (`MutableStateFlow<List<Item>>(…)`). It is
  /// the property's type when the name is a class, whose constructor the call is; a function
  /// named like a class (`MutableStateFlow(0)`) returns something else, so only the module,
  /// which knows the classes, can use it. `MutableStateFlow(value)` without type arguments,
  /// whose value is a literal, such a call, or a standard collection builder with its type
  /// arguments written (`emptyList<Item>()`), gets the value's type as its type argument, as
  /// Kotlin infers it (`MutableStateFlow("")` gives `MutableStateFlow<kotlin.String>`), and
  /// ``constructorCallInfersTypeArgument`` says so. Else `nil`.
  public var constructorCallType: TypeReference? {
    _read {
      if let box = rare { yield box.value.callType } else { yield nil }
    }
    set { rare.update { $0.callType = newValue } }
  }
  /// Whether ``constructorCallType``'s type argument is its value's type, not written: then the
  /// module must check that the value's call constructs a class (`MutableStateFlow(Pair(1, 2))`
  /// is no `MutableStateFlow<Pair>`).
  public var constructorCallInfersTypeArgument: Bool {
    _read {
      if let box = rare { yield box.value.callTypeArgumentIsInferred } else { yield false }
    }
    set { rare.update { $0.callTypeArgumentIsInferred = newValue } }
  }
  /// When the type is not declared and the initializer (or, without one, the getter's
  /// expression) is `name.function()` and nothing else, that call (`_state.asStateFlow()`);
  /// else `nil`.
  public var memberCall: MemberCall? {
    _read {
      if let box = rare { yield box.value.memberCall?.value } else { yield nil }
    }
    set { rare.update { $0.memberCall = newValue.map(OutOfLine.init) } }
  }
  /// The fields most properties leave empty, out of line (see ``OutOfLine``).
  private var rare: OutOfLine<DeclarationExtras>?
  /// The accessors and backing field, out of line: most properties have none.
  private var accessors: OutOfLine<Accessors>?

  private struct Accessors: OutOfLineFields {
    var getter: Accessor?
    var setter: Accessor?
    var backingField: BackingField?

    var isEmpty: Bool { getter == nil && setter == nil && backingField == nil }
  }

  /// The declared type, else the getter's declared return type (`val size get(): Int = …`),
  /// else the type of a literal initializer or getter (``literalType``): what the property's
  /// type is known to be without reading expressions.
  public var knownType: TypeReference? { type ?? getter?.type ?? literalType }

  /// Creates a property declaration.
  public init(
    isMutable: Bool, name: String, nameRange: SourceRange, modifiers: Modifiers,
    annotations: [Annotation], kdoc: String?, contextParameters: [ContextParameter],
    typeParameters: [TypeParameter], receiverType: TypeReference?, type: TypeReference?,
    initializer: Initializer, getter: Accessor?, setter: Accessor?, backingField: BackingField?,
    range: SourceRange, literalType: TypeReference? = nil,
    constructorCallType: TypeReference? = nil, constructorCallInfersTypeArgument: Bool = false,
    memberCall: MemberCall? = nil
  ) {
    self.isMutable = isMutable
    self.name = name
    self.nameRange = nameRange
    self.modifiers = modifiers
    self.annotations = annotations
    rare = .box(
      DeclarationExtras(
        kdoc: kdoc, contextParameters: contextParameters, typeParameters: typeParameters,
        receiverType: receiverType, literalType: literalType, callType: constructorCallType,
        callTypeArgumentIsInferred: constructorCallInfersTypeArgument,
        memberCall: memberCall.map(OutOfLine.init)))
    self.type = type
    self.initializer = initializer
    accessors = .box(Accessors(getter: getter, setter: setter, backingField: backingField))
    self.range = range
  }

  /// Whether the property is delegated (`by …`).
  public var isDelegated: Bool {
    if case .delegate = initializer { return true }
    return false
  }
}
