import KotlinSyntax

extension ExportBuilder {
  // MARK: Member filters

  /// Why a member is not exported in this mode, or `nil`.
  func memberProblem(
    modifiers: Modifiers, annotations: [Annotation], contextParameters: [ContextParameter],
    typeParameters: [TypeParameter] = []
  ) -> NotExportedReason? {
    if modifiers.contains(.private) { return .private }
    // `@PublishedApi internal` is public to inline functions; the Objective-C header leaves it
    // out all the same (the compiler's own test data shows).
    if modifiers.contains(.internal)
      && (mode.isObjectiveC || !annotations.contains(where: { $0.simpleName == "PublishedApi" }))
    {
      return .internal
    }
    let exportAnnotations = ExportAnnotations(annotations)
    if exportAnnotations.isDeprecatedHidden { return .deprecatedHidden }
    if !contextParameters.isEmpty { return .contextParameters }
    if modifiers.contains(.companion) {
      return mode.isObjectiveC
        ? .companionMember : .notPredicted("companion blocks and companion extensions")
    }
    if mode.isObjectiveC && exportAnnotations.isHiddenFromObjC { return .hiddenFromObjC }
    if !mode.isObjectiveC, typeParameters.contains(where: \.isReified),
      modifiers.contains(.inline)
    {
      return .unsupportedBySwiftExport("inline functions with reified type parameters")
    }
    return nil
  }

  /// Whether a top-level member goes to an Objective-C file facade (not to a category).
  func memberIsFacadeMember(_ member: ModuleMember) -> Bool {
    guard member.visibilityProblem == nil else { return false }
    return categoryTarget(of: member) == nil && libraryCategoryClass(of: member) == nil
      && memberProblem(
        modifiers: member.declaration.modifiers, annotations: member.declaration.annotations,
        contextParameters: contextParameters(of: member.declaration)) == nil
  }

  func contextParameters(of declaration: Declaration) -> [ContextParameter] {
    switch declaration {
    case .function(let function): return function.contextParameters
    case .property(let property): return property.contextParameters
    default: return []
    }
  }

  /// The exported class an extension member becomes a category method of (Objective-C export):
  /// a non-nullable receiver that is an exported, non-interface class of the module.
  func categoryTarget(of member: ModuleMember) -> QualifiedName? {
    guard mode.isObjectiveC,
      case .moduleClass(let name, _) = resolvedReceiver(of: member),
      let type = module.classes[name], !type.isInterface, problems[name] == nil
    else { return nil }
    return name
  }

  /// The resolved extension receiver of a top-level function or property, if it has one.
  private func resolvedReceiver(of member: ModuleMember) -> ResolvedType? {
    let receiver: TypeReference?
    let typeParameters: [TypeParameter]
    switch member.declaration {
    case .function(let function):
      receiver = function.receiverType
      typeParameters = function.typeParameters
    case .property(let property):
      receiver = property.receiverType
      typeParameters = property.typeParameters
    default: return nil
    }
    guard let receiver else { return nil }
    let context = module.topLevelContext(fileIndex: member.fileIndex).adding(
      typeParameters: typeParameters)
    return module.resolve(receiver, in: context)
  }

  /// The standard-library classes whose categories are predicted, with their Swift names: the
  /// throwables, whose extensions (`fun Throwable.asError(): NSError`) are common in KMP code.
  /// Their methods are instance methods of the class (`error.asError()`).
  static let predictedLibraryCategories: [String: String] = [
    "kotlin.Throwable": "KotlinThrowable", "kotlin.Exception": "KotlinException",
    "kotlin.RuntimeException": "KotlinRuntimeException",
    "kotlin.IllegalStateException": "KotlinIllegalStateException",
    "kotlin.IllegalArgumentException": "KotlinIllegalArgumentException",
    "kotlin.coroutines.cancellation.CancellationException": "KotlinCancellationException",
  ]

  /// Standard-library classes the Objective-C export shows as classes (`KotlinThrowable`,
  /// `KotlinLongArray`, `KotlinPair`): an extension of one becomes a category method of that
  /// class (`@interface SharedKotlinThrowable (Extensions)`), as real headers show, not a member
  /// of the file facade. Interfaces, value classes and types mapped to Foundation or Swift types
  /// (`String`, collections, numbers) are not among them. Those outside
  /// ``predictedLibraryCategories`` (generic classes, arrays, ranges) are left out with a
  /// warning.
  static let libraryCategoryClasses: Set<String> = {
    let kotlin = [
      "Throwable", "Exception", "Error", "RuntimeException", "IllegalStateException",
      "IllegalArgumentException", "IndexOutOfBoundsException", "UnsupportedOperationException",
      "NullPointerException", "ArithmeticException", "NoSuchElementException",
      "ClassCastException", "Array", "BooleanArray", "ByteArray", "CharArray", "ShortArray",
      "IntArray", "LongArray", "FloatArray", "DoubleArray", "Pair", "Triple",
    ]
    return Set(kotlin.map { "kotlin." + $0 }).union([
      "kotlin.ranges.IntRange", "kotlin.ranges.LongRange", "kotlin.ranges.CharRange",
      "kotlin.text.StringBuilder", "kotlin.text.Regex",
      "kotlin.coroutines.cancellation.CancellationException",
    ])
  }()

  /// The library class an extension member extends when the compiler makes it a category of
  /// that class (see ``libraryCategoryClasses`` and ``KnownKotlinTypes/libraryClasses``);
  /// Objective-C export only.
  func libraryCategoryClass(of member: ModuleMember) -> String? {
    guard mode.isObjectiveC, case .external(let name, _) = resolvedReceiver(of: member),
      Self.libraryCategoryClasses.contains(name) || KnownKotlinTypes.libraryClasses.contains(name)
    else { return nil }
    return name
  }

  /// The receiver of an extension member when it is a type from outside the module's sources
  /// (a library's, or generated code such as SQLDelight's) that this prediction does not know:
  /// as a class, the compiler makes the extension a category method of it; as an interface, a
  /// static method of the file facade. Objective-C export only.
  func unknownLibraryReceiver(of member: ModuleMember) -> String? {
    guard mode.isObjectiveC, case .external(let name, _) = resolvedReceiver(of: member),
      !name.hasPrefix("kotlin."), KnownKotlinTypes.flowKinds[name] == nil,
      !KnownKotlinTypes.libraryInterfaces.contains(name),
      !KnownKotlinTypes.libraryClasses.contains(name)
    else { return nil }
    return name
  }

  // MARK: Classes

  mutating func exportClass(_ type: ModuleClass) -> ExportedType {
    let context = module.context(of: type.name) ?? module.topLevelContext(fileIndex: type.fileIndex)
    let swiftName = classNames[type.name] ?? type.name.simpleName
    var exported = ExportedType(
      kotlinName: type.name, kind: kind(of: type), swiftName: swiftName,
      objCName: objCNames[type.name],
      genericParameters: mode.isObjectiveC && !type.isInterface
        ? type.declaration.typeParameters.map { ObjCNaming.identifier($0.name) } : [],
      isFinal: !type.isOpen, isSealed: type.isSealed,
      isData: type.declaration.modifiers.contains(.data), ambiguity: classAmbiguities[type.name])
    exported.superclass = superclassSpelling(of: type, context: context)
    exported.protocols = type.interfaces.compactMap { interface -> String? in
      guard case .moduleClass(let name, _) = interface, let swift = classNames[name] else {
        return nil
      }
      return swift
    }
    var skipped: [SkippedMember] = []
    let primaryTypes = primaryParameterTypes(type, context)
    addInitializers(to: &exported, type, context, primaryTypes, skipped: &skipped)
    addProperties(to: &exported, type, context, primaryTypes, skipped: &skipped)
    addMethods(to: &exported, type, context, skipped: &skipped)
    addKindMembers(to: &exported, type, context, primaryTypes)
    if mode.isObjectiveC && type.isInterface {
      // A protocol does not declare again what it overrides: the super-protocol's requirement,
      // with its types, is what Swift sees (`interface B : A { override fun f(): String }`
      // leaves `f() -> Any` to `A`), as real headers show.
      exported.methods.removeAll(where: \.isOverride)
      exported.properties.removeAll(where: \.isOverride)
    }
    exported.skippedMembers = skipped.sorted { $0.kotlinName < $1.kotlinName }
    // In the Objective-C export an override's names come from the member it overrides, known
    // only once every class is exported: clashes are marked then (`markClassClashes`).
    if !mode.isObjectiveC { markClashes(in: &exported) }
    return exported
  }

  private func kind(of type: ModuleClass) -> ExportedType.Kind {
    switch type.kind {
    case .interface, .funInterface: return .protocol
    case .object: return .object
    case .companionObject: return .companionObject
    case .enumClass: return .enumClass
    case .class, .annotationClass: return .class
    }
  }

  private func superclassSpelling(of type: ModuleClass, context: DeclarationContext) -> String? {
    if type.isInterface { return nil }
    if type.kind == .enumClass {
      if let configuration = swiftExport, configuration.kotlinVersion >= .nativeSwiftEnums {
        return nil
      }
      return mode.isObjectiveC ? "KotlinEnum<" + (classNames[type.name] ?? "") + ">" : "KotlinBase"
    }
    if let superclass = type.superclass {
      let spelled = speller.spell(superclass, .genericArgument, in: context).text
      if let name = superclassName(superclass), classNames[name] != nil { return spelled }
      // Standard exceptions keep their Kotlin superclass (`KotlinException`, …).
      if case .external = superclass.nonNullable, mode.isObjectiveC, spelled.hasPrefix("Kotlin") {
        return spelled
      }
    }
    return "KotlinBase"
  }

  /// The outer class of an `inner` class, as a type with its own type parameters.
  private func innerClassOuterType(of type: ModuleClass) -> ResolvedType? {
    guard type.declaration.modifiers.contains(.inner), let parent = type.name.parent,
      let outer = module.classes[parent]
    else { return nil }
    return .moduleClass(
      parent,
      arguments: outer.declaration.typeParameters.map {
        .init(type: .typeParameter($0.name, bound: nil))
      })
  }

  private func superclassName(_ type: ResolvedType) -> QualifiedName? {
    if case .moduleClass(let name, _) = type.nonNullable { return name }
    return nil
  }

  private mutating func addInitializers(
    to exported: inout ExportedType, _ type: ModuleClass, _ context: DeclarationContext,
    _ primaryTypes: [WrittenType]?, skipped: inout [SkippedMember]
  ) {
    guard type.kind == .class, !type.isSealed else { return }
    if type.declaration.modifiers.contains(.abstract) && !mode.isObjectiveC { return }
    var constructors: [(parameters: [Parameter], modifiers: Modifiers, annotations: [Annotation])] =
      []
    if let primary = type.declaration.primaryConstructor {
      constructors.append((primary.parameters, primary.modifiers, primary.annotations))
    } else if !type.declaration.members.contains(where: {
      if case .constructor = $0 { return true }
      return false
    }) {
      constructors.append(([], [], []))
    }
    let primaryIndex = type.declaration.primaryConstructor == nil ? nil : 0
    for case .constructor(let secondary) in type.declaration.members {
      constructors.append((secondary.parameters, secondary.modifiers, secondary.annotations))
    }
    for (index, constructor) in constructors.enumerated() {
      if let problem = memberProblem(
        modifiers: constructor.modifiers, annotations: constructor.annotations,
        contextParameters: [])
      {
        skipped.append(SkippedMember(kotlinName: "<init>", reason: problem))
        continue
      }
      // An inner class is created from an instance of its outer class, passed first.
      let outer = innerClassOuterType(of: type)
      switch makeFunction(
        kotlinName: "<init>", kind: .initializer, parameters: constructor.parameters,
        returnType: nil, modifiers: constructor.modifiers, annotations: constructor.annotations,
        context: context, receiver: mode.isObjectiveC ? outer : nil,
        written: index == primaryIndex ? primaryTypes : nil)
      {
      case .success(var function):
        if !mode.isObjectiveC, let outer {
          let spelled = speller.spell(outer, .parameter, in: context).text
          function.parameters.insert(
            ExportedParameter(
              label: "outer__", name: "outer__", swiftType: spelled, kotlinType: outer), at: 0)
          function.swiftName = "init(" + function.parameters.map { $0.label + ":" }.joined() + ")"
        }
        function.isExtension = false
        if index == primaryIndex && exported.initializers.isEmpty {
          exported.hasPrimaryConstructor = true
        }
        exported.initializers.append(function)
      case .failure(let reason):
        skipped.append(SkippedMember(kotlinName: "<init>", reason: reason))
      }
    }
  }

  private mutating func addProperties(
    to exported: inout ExportedType, _ type: ModuleClass, _ context: DeclarationContext,
    _ primaryTypes: [WrittenType]?, skipped: inout [SkippedMember]
  ) {
    for (index, parameter) in (type.declaration.primaryConstructor?.parameters ?? []).enumerated()
    where parameter.binding != .none {
      if let problem = memberProblem(
        modifiers: parameter.modifiers, annotations: parameter.annotations, contextParameters: [])
      {
        skipped.append(SkippedMember(kotlinName: parameter.name, reason: problem))
        continue
      }
      // An untyped parameter has no type here (the property's type is then inferred).
      let known = parameter.type == nil ? nil : primaryTypes?[index]
      let resolved = known?.type ?? parameter.type.map { module.resolve($0, in: context) }
      switch makeProperty(
        kotlinName: parameter.name, type: resolved, isMutable: parameter.binding == .var,
        setterHidden: false, annotations: parameter.annotations, context: context,
        spelling: known?.spelling)
      {
      case .success(var property):
        property.isOverride = parameter.modifiers.contains(.override)
        exported.properties.append(property)
      case .failure(let reason):
        skipped.append(SkippedMember(kotlinName: parameter.name, reason: reason))
      }
    }
    for case .property(let property) in type.declaration.members {
      if let problem = memberProblem(
        modifiers: property.modifiers, annotations: property.annotations,
        contextParameters: property.contextParameters)
      {
        skipped.append(SkippedMember(kotlinName: property.name, reason: problem))
        continue
      }
      let inner = context.adding(typeParameters: property.typeParameters)
      if let receiverType = property.receiverType {
        guard mode.isObjectiveC else {
          skipped.append(
            SkippedMember(
              kotlinName: property.name,
              reason: .unsupportedBySwiftExport("member extension properties")))
          continue
        }
        for result in extensionPropertyMethods(
          property, receiver: module.resolve(receiverType, in: inner), kind: .method,
          context: inner)
        {
          switch result {
          case .success(let method): exported.methods.append(method)
          case .failure(let reason):
            skipped.append(SkippedMember(kotlinName: property.name, reason: reason))
          }
        }
        continue
      }
      let resolved =
        knownType(of: property, in: inner)
        ?? (property.modifiers.contains(.override)
          ? overriddenPropertyType(property, of: type.name) : nil)
      let setterHidden =
        property.setter.map {
          !$0.modifiers.intersection([.private, .internal, .protected]).isEmpty
        } ?? false
      switch makeProperty(
        kotlinName: property.name, type: resolved, isMutable: property.isMutable,
        setterHidden: setterHidden, annotations: property.annotations, context: inner,
        at: property.nameRange)
      {
      case .success(var exportedProperty):
        exportedProperty.isOverride = property.modifiers.contains(.override)
        exported.properties.append(exportedProperty)
      case .failure(let reason):
        skipped.append(SkippedMember(kotlinName: property.name, reason: reason))
      }
    }
  }

  private mutating func addMethods(
    to exported: inout ExportedType, _ type: ModuleClass, _ context: DeclarationContext,
    skipped: inout [SkippedMember]
  ) {
    for case .function(let function) in type.declaration.members {
      if let problem = memberProblem(
        modifiers: function.modifiers, annotations: function.annotations,
        contextParameters: function.contextParameters, typeParameters: function.typeParameters)
      {
        skipped.append(SkippedMember(kotlinName: function.name, reason: problem))
        continue
      }
      if mode.isObjectiveC, let predefined = anyMethod(function) {
        exported.methods.append(predefined)
        continue
      }
      let inner = context.adding(typeParameters: function.typeParameters)
      switch makeFunction(
        kotlinName: function.name, kind: .method, parameters: function.parameters,
        returnType: knownReturnType(of: function, in: inner)
          ?? (function.modifiers.contains(.override)
            ? overriddenReturnType(function, in: inner, of: type.name) : nil),
        modifiers: function.modifiers, annotations: function.annotations, context: inner,
        receiver: function.receiverType.map { module.resolve($0, in: inner) },
        receiverAnnotations: function.receiverAnnotations, at: function.nameRange)
      {
      case .success(var method):
        method.isOverride = function.modifiers.contains(.override)
        exported.methods.append(method)
      case .failure(let reason):
        skipped.append(SkippedMember(kotlinName: function.name, reason: reason))
      }
    }
  }

  /// An extension property in the Objective-C export: a getter method that takes the receiver
  /// (`val Foo.size: Int` → `size(_:)`, selector `size:`) and, for a `var` whose setter is
  /// visible, a setter (`setSize(_:value:)`, selector `setSize:value:`), as real headers show.
  /// `kind` is `.staticMethod` on a file facade, `.method` for a member extension.
  mutating func extensionPropertyMethods(
    _ property: PropertyDeclaration, receiver: ResolvedType, kind: ExportedFunction.Kind,
    context: DeclarationContext
  ) -> [Result<ExportedFunction, NotExportedReason>] {
    let type = knownType(of: property, in: context)
    var results = [
      makeFunction(
        kotlinName: property.name, kind: kind, parameters: [], returnType: type, modifiers: [],
        annotations: property.annotations, context: context, receiver: receiver,
        receiverAnnotations: property.receiverAnnotations, at: property.nameRange)
    ]
    let setterVisible =
      property.setter.map { $0.modifiers.intersection([.private, .internal, .protected]).isEmpty }
      ?? true
    if property.isMutable && setterVisible, let written = property.knownType {
      let value = Parameter(
        modifiers: [], annotations: [], binding: .none, name: "value", type: written,
        hasDefaultValue: false, range: property.nameRange)
      results.append(
        makeFunction(
          kotlinName: "set" + ObjCNaming.capitalized(property.name), kind: kind,
          parameters: [value], returnType: .external("kotlin.Unit", arguments: []),
          modifiers: [], annotations: [], context: context, receiver: receiver,
          receiverAnnotations: property.receiverAnnotations, at: property.nameRange))
    }
    return results.map {
      $0.map { method in
        var method = method
        method.isExtension = kind == .staticMethod
        return method
      }
    }
  }

  /// A property's type as far as the source tells without inference: declared, the type of a
  /// literal initializer or getter, the class whose constructor the initializer calls
  /// (`val repository = Repository(api)`), the flow a flow factory makes
  /// (`val query = MutableStateFlow("")`), the read-only view of another property's flow
  /// (`val state = _state.asStateFlow()`), or a member of another property's class
  /// (`val items = repository.items`, see ``chainType(_:in:depth:locals:inSuspend:hidden:)``); `nil` when only
  /// inference would know. `depth` counts the members of other classes followed to get here.
  func knownType(of property: PropertyDeclaration, in context: DeclarationContext, depth: Int = 0)
    -> ResolvedType?
  {
    if let known = property.knownType { return module.resolve(known, in: context) }
    // An extension property's initializer or getter sees its receiver's members first.
    if let call = property.memberCall {
      guard property.receiverType == nil else { return nil }
      // A getter's body, like a function's, does not see the primary constructor's plain
      // parameters; an initializer does.
      return chainType(
        call, in: context, depth: depth, locals: property.initializer == .none ? [] : nil)
    }
    return constructedClass(
      property.constructorCallType, in: context,
      infersArgument: property.constructorCallInfersTypeArgument)
  }

  /// The functions that make a flow, by the name a call resolves to, with the type they return
  /// (their one type argument is the flow's element): kotlinx.coroutines' own, and
  /// KMP-ObservableViewModel's `MutableStateFlow(viewModelScope, value)`.
  private static let flowFactories: [String: String] = [
    "kotlinx.coroutines.flow.MutableStateFlow": "kotlinx.coroutines.flow.MutableStateFlow",
    "kotlinx.coroutines.flow.MutableSharedFlow": "kotlinx.coroutines.flow.MutableSharedFlow",
    "com.rickclephas.kmp.observableviewmodel.MutableStateFlow":
      "kotlinx.coroutines.flow.MutableStateFlow",
  ]

  /// The flows kotlinx.coroutines makes of a mutable flow or a channel, by function name, with
  /// the types each takes and the type it returns: the read-only views of a mutable flow (a
  /// `MutableStateFlow` is a `MutableSharedFlow` too, so `asSharedFlow()` takes either), and
  /// the flow of a channel's elements (`receiveAsFlow()`, `consumeAsFlow()`), which view models
  /// use for one-off events.
  private static let flowViews: [String: (from: Set<String>, to: String)] = {
    let flow = "kotlinx.coroutines.flow."
    let channels: Set<String> = [
      "kotlinx.coroutines.channels.Channel", "kotlinx.coroutines.channels.ReceiveChannel",
    ]
    return [
      "asStateFlow": ([flow + "MutableStateFlow"], flow + "StateFlow"),
      "asSharedFlow": (
        [flow + "MutableSharedFlow", flow + "MutableStateFlow"], flow + "SharedFlow"
      ),
      "receiveAsFlow": (channels, flow + "Flow"),
      "consumeAsFlow": (channels, flow + "Flow"),
    ]
  }()

  /// The flow operators that keep a flow's element type (`Flow<T>` in, `Flow<T>` out), which a
  /// chain may call before `stateIn` or `shareIn`: `_state.onStart { load() }.stateIn(…)`.
  private static let elementKeepingOperators: Set<String> = [
    "onStart", "onEach", "onCompletion", "onEmpty", "catch", "retry", "retryWhen",
    "distinctUntilChanged", "distinctUntilChangedBy", "filter", "filterNot", "take", "drop",
    "takeWhile", "dropWhile", "conflate", "buffer", "debounce", "sample", "flowOn",
  ]

  /// The packages whose functions of the names above have kotlinx.coroutines' types.
  private static let flowFunctionPackages: Set<String> = [
    "kotlinx.coroutines.flow", "kotlinx.coroutines.channels",
    "com.rickclephas.kmp.observableviewmodel",
  ]

  /// The flow types a chain of ``elementKeepingOperators`` may start from, with one type
  /// argument, the element.
  private static let flowTypes: Set<String> = Set(KnownKotlinTypes.flowKinds.keys)

  /// How many members of other classes a property's type may be followed through
  /// (`repository.items`, where `items` is `store.items`, …): a cycle of such properties does not
  /// compile, but must not hang the generator either.
  private static let maximumChainDepth = 4

  /// The flow operators whose element is the element of the flow their trailing lambda returns
  /// (`Flow<R>` out): `flatMapLatest { id -> repository.observe(id) }`.
  private static let flowFlatteners: Set<String> = [
    "flatMapLatest", "flatMapConcat", "flatMapMerge",
  ]

  /// The flow operators whose element is their trailing lambda's value (`Flow<R>` out):
  /// `map { UiState(it) }`, `other.combine(flow) { a, b -> UiState(a, b) }`.
  private static let lambdaMappers: Set<String> = [
    "map", "mapNotNull", "mapLatest", "combine", "zip",
  ]

  /// The type of a chain of calls (``MemberCall``) in a property's initializer or getter, or in
  /// a function's expression body (`locals` are then its parameters, which hide everything
  /// else; `inSuspend` when it is a `suspend` function), whose start is known without it:
  /// - a function's parameter; a property of the same class (or, for a top-level one, of the
  ///   same file); in an initializer, a parameter of the class's primary constructor; a
  ///   property of a supertype (`_state` of a base view model); or an object, a class's
  ///   companion or an enum class by name (`Config.items`, `Color.RED`);
  /// - on a value of a module class, that class's member: a property (`repository.items`) or a
  ///   function that is not overloaded (`repository.observe(id)`), declared in the class or a
  ///   module supertype with a type that does not depend on type parameters
  ///   (``memberType(_:readsProperty:of:depth:allowsSuspend:)``);
  /// - without a receiver, a function of the class (`observe()`) as such a member, or
  ///   kotlinx.coroutines' `combine(a, b) { x, y -> UiState(x, y) }`, whose lambda's value
  ///   (``lambdaValueType(_:at:_:)``) is the element: `Flow<UiState>`; or kotlinx.coroutines'
  ///   `MutableStateFlow(initialState)`, whose value is a name read as a bare name is (a
  ///   constructor parameter of type `S` gives `MutableStateFlow<S>`);
  /// - then the flow operators of
  ///   ``flowChain(_:from:_:kotlinxNames:siblings:namedArgument:lambdaChainType:_:)``, where `stateIn`'s
  ///   initial value may be such a name too.
  ///
  /// A property of the same class whose own initializer is a chain is followed one level
  /// deeper (`val state = _state.asStateFlow()` after `_state = MutableStateFlow(initial)`).
  private func chainType(
    _ call: MemberCall, in context: DeclarationContext, depth: Int, locals: [Parameter]? = nil,
    inSuspend: Bool = false, hidden: [String] = []
  ) -> ResolvedType? {
    guard depth < Self.maximumChainDepth else { return nil }
    // A lambda's parameters and locals hide every other name: their types are not known.
    guard !hidden.contains(call.receiver ?? call.links[0]),
      !hidden.contains(where: { $0 == call.lastArgumentValueOf || $0 == call.lastArgumentName })
    else { return nil }
    let siblings: [Declaration]
    var owner: ModuleClass?
    if let ownerName = context.enclosingClass {
      guard let type = module.classes[ownerName] else { return nil }
      owner = type
      siblings = type.declaration.members
    } else {
      siblings = module.files[context.fileIndex].file.declarations
    }
    // A function's body does not see the primary constructor's plain parameters.
    let inFunction = locals != nil
    let locals = locals ?? []
    let parameters = inFunction ? [] : owner?.declaration.primaryConstructor?.parameters ?? []
    // A name `stateIn`'s initial value reads must be a sibling.
    guard
      !(locals + parameters).contains(where: { $0.name == call.lastArgumentValueOf })
    else { return nil }
    var links = call.links[...]
    let start: ResolvedType
    // A bare name (`= _state`) is read as a receiver would be, with nothing after it.
    let isBareName = call.receiver == nil && call.readsProperty
    // The type of the name the last call's last argument is (`initialState`), read as a bare
    // name in the same scope.
    let namedArgument = call.lastArgumentName.flatMap {
      chainType(
        MemberCall(receiver: nil, function: $0, readsProperty: true, range: call.range),
        in: context, depth: depth + 1, locals: inFunction ? locals : nil, inSuspend: inSuspend)
    }
    // The type of the chain a `flatMapLatest` lambda ends in: in the same scope, where the
    // lambda's names hide others and `suspend` functions may be called.
    let lambdaChainType = { (chain: LambdaChain) -> ResolvedType? in
      chainType(
        chain.call, in: context, depth: depth + 1, locals: inFunction ? locals : nil,
        inSuspend: true, hidden: chain.parameters)
    }
    guard let receiver = isBareName ? links.removeFirst() : call.receiver else {
      // A call without a receiver: a function of the class or its supertypes first, unless a
      // parameter of that name (of a function type) is in scope, which is called before them.
      let first = links.removeFirst()
      guard !(locals + parameters).contains(where: { $0.name == first }) else { return nil }
      if let owner, declaresMember(first, property: false, in: owner.name) {
        // A top-level function of the name, or a companion's, may be the one called, when the
        // member does not fit.
        guard topLevelFunctions[first] == nil,
          !companionDeclaresFunction(first, of: owner),
          let member = memberType(
            first, readsProperty: false, of: .moduleClass(owner.name, arguments: []),
            depth: depth + 1, allowsSuspend: inSuspend)
        else { return nil }
        return flowChain(
          links, from: member, call, kotlinxNames: links, siblings: siblings,
          namedArgument: namedArgument, lambdaChainType: lambdaChainType, context)
      }
      if first == "combine" {
        guard let value = lambdaValueType(call, at: 0, context) else { return nil }
        start = .external("kotlinx.coroutines.flow.Flow", arguments: [.init(type: value)])
        return flowChain(
          links, from: start, call, kotlinxNames: call.links[...], siblings: siblings,
          namedArgument: namedArgument, lambdaChainType: lambdaChainType, context)
      }
      // `MutableStateFlow(initialState)`: a state flow of the value's type, when the name is
      // kotlinx.coroutines' (or KMP-ObservableViewModel's) factory, not a module function. The
      // value is a name, or as a factory's inferred type argument is (a constructed module
      // class, a literal: KMP-ObservableViewModel's `MutableStateFlow(viewModelScope, UiState())`).
      let value =
        namedArgument
        ?? call.lastArgumentType.flatMap {
          constructedClass($0, in: context) ?? literalOrCollection($0, in: context)
        }
      // A builder called without type arguments (`emptyList()`) takes them from elsewhere.
      if case .external(let name, let arguments) = value, arguments.isEmpty,
        Self.builtCollections.contains(name)
      {
        return nil
      }
      guard links.isEmpty, let value, isComplete(value),
        topLevelFunctions[first] == nil,
        owner.map({ !companionDeclaresFunction(first, of: $0) }) ?? true,
        case .external(let factory, let arguments) = module.resolve(
          TypeReference(
            kind: .named([.init(name: first, arguments: [], range: call.range)]),
            range: call.range), in: context),
        arguments.isEmpty, Self.flowFactories[factory] == "kotlinx.coroutines.flow.MutableStateFlow"
      else { return nil }
      return .external("kotlinx.coroutines.flow.MutableStateFlow", arguments: [.init(type: value)])
    }
    func isSibling(_ declaration: Declaration) -> Bool {
      if case .property(let property) = declaration { property.name == receiver } else { false }
    }
    if let local = locals.first(where: { $0.name == receiver }) {
      guard !local.isVararg, let written = local.type else { return nil }
      start = module.resolve(written, in: context)
    } else if let parameter = parameters.first(where: { $0.name == receiver }) {
      // In an initializer, a constructor parameter hides a property of its name; a getter sees
      // the property. A `val` parameter is both, of one type; a plain one beside a property of
      // its name is not followed.
      guard parameter.binding != .none || !siblings.contains(where: isSibling),
        !parameter.isVararg, let written = parameter.type
      else { return nil }
      start = module.resolve(written, in: context)
    } else if siblings.contains(where: isSibling) {
      guard let sibling = siblingType(receiver, in: siblings, context, depth: depth) else {
        return nil
      }
      start = sibling
    } else if let owner, declaresMember(receiver, property: true, in: owner.name) {
      // A property of a supertype (or a `val` parameter of the class): `_state` of a base
      // view model.
      guard
        let inherited = memberType(
          receiver, readsProperty: true, of: .moduleClass(owner.name, arguments: []),
          depth: depth + 1, allowsSuspend: inSuspend)
      else { return nil }
      start = inherited
    } else if receiver.first?.isUppercase == true {
      // An object, a class's companion or an enum class: `Config.items`, `Color.RED`; alone,
      // an object (`= Config`). A value of the name nearer by (an enum entry or a companion's
      // property of the class or an outer one, a top-level property) would be the one.
      guard !topLevelPropertyNames.contains(receiver),
        !(owner.map { valueNamed(receiver, around: $0.name) } ?? false)
      else { return nil }
      let reference = TypeReference(
        kind: .named([.init(name: receiver, arguments: [], range: call.range)]),
        range: call.range)
      guard case .moduleClass(let name, let arguments) = module.resolve(reference, in: context),
        arguments.isEmpty, let type = module.classes[name]
      else { return nil }
      if isBareName { return type.kind == .object ? .moduleClass(name, arguments: []) : nil }
      let first = links.removeFirst()
      let value: ResolvedType?
      if type.kind == .enumClass, call.readsProperty,
        type.declaration.enumEntries.contains(where: { $0.name == first })
      {
        value = .moduleClass(name, arguments: [])
      } else if let holder = type.isObject
        ? name : type.declaration.companionObject.map({ name.appending($0.name ?? "Companion") })
      {
        value = memberType(
          first, readsProperty: call.readsProperty, of: .moduleClass(holder, arguments: []),
          depth: depth + 1, allowsSuspend: inSuspend)
      } else {
        value = nil
      }
      guard let value else { return nil }
      return flowChain(
        links, from: value, call, kotlinxNames: links, siblings: siblings,
        namedArgument: namedArgument, lambdaChainType: lambdaChainType, context)
    } else {
      return nil
    }
    if isBareName { return start }
    // On a value of a module class, the first link is its member.
    if case .moduleClass = start {
      guard
        let member = memberType(
          links.removeFirst(), readsProperty: call.readsProperty, of: start, depth: depth + 1,
          allowsSuspend: inSuspend)
      else { return nil }
      return flowChain(
        links, from: member, call, kotlinxNames: links, siblings: siblings,
        namedArgument: namedArgument, lambdaChainType: lambdaChainType, context)
    }
    guard !call.readsProperty else { return nil }
    return flowChain(
      links, from: start, call, kotlinxNames: links, siblings: siblings,
      namedArgument: namedArgument, lambdaChainType: lambdaChainType, context)
  }

  /// The type the rest of a chain (`links`) gives on a value of type `start`, when each link is
  /// one of kotlinx.coroutines' flow functions below (those named in `kotlinxNames` must not be
  /// another package's, imported by name, nor a function of the file's own package, which
  /// wins over a star import; `stateIn` of KMP-ObservableViewModel returns a `StateFlow<T>`
  /// too):
  /// - one of ``flowViews``: `StateFlow<UiState>` for `_state.asStateFlow()` where `_state` is a
  ///   `MutableStateFlow<UiState>`, `Flow<Event>` for `_events.receiveAsFlow()` where `_events`
  ///   is a `Channel<Event>` (declared, or made by `Channel<Event>(…)` with its type argument
  ///   written);
  /// - on a flow, one of ``lambdaMappers`` whose lambda's value is known: `Flow<UiState>` for
  ///   `.map { UiState(it) }`;
  /// - on a flow of `T`, any number of ``elementKeepingOperators``, then `stateIn(…)`, whose
  ///   last argument (the initial value) must be of type `T` or, for a nullable `T`, its
  ///   non-null type (Kotlin would widen `T` to hold another value), or an empty collection of
  ///   `T`'s kind (`emptyList()` for a `List<Item>`): `StateFlow<T>`; or then `shareIn(…)`:
  ///   `SharedFlow<T>`; or ending with one of those operators: `Flow<T>`.
  private func flowChain(
    _ links: ArraySlice<String>, from start: ResolvedType, _ call: MemberCall,
    kotlinxNames: ArraySlice<String>, siblings: [Declaration], namedArgument: ResolvedType?,
    lambdaChainType: (LambdaChain) -> ResolvedType?, _ context: DeclarationContext
  ) -> ResolvedType? {
    guard
      links.allSatisfy({
        Self.flowViews[$0] != nil || Self.elementKeepingOperators.contains($0)
          || Self.lambdaMappers.contains($0) || Self.flowFlatteners.contains($0)
          || $0 == "stateIn" || $0 == "shareIn"
      })
    else { return nil }
    if !kotlinxNames.isEmpty {
      let file = module.files[context.fileIndex].file
      var imported: Set<String> = []
      for entry in file.imports where !entry.isStar {
        let parts = entry.path.split(separator: ".")
        let name = entry.alias ?? parts.last.map(String.init) ?? ""
        guard kotlinxNames.contains(name) else { continue }
        guard Self.flowFunctionPackages.contains(parts.dropLast().joined(separator: ".")) else {
          return nil
        }
        imported.insert(name)
      }
      // The packages whose functions a call may be without an import by name: the file's own
      // and those it imports with a star.
      var packages: Set<String> = [module.files[context.fileIndex].packageName]
      for entry in file.imports where entry.isStar { packages.insert(entry.path) }
      for name in kotlinxNames where !imported.contains(name) {
        if topLevelFunctions[name]?.contains(where: { packages.contains($0.packageName) }) == true {
          return nil
        }
      }
      // A member extension of the class or its supertypes wins over every import.
      if let owner = context.enclosingClass,
        kotlinxNames.contains(where: { declaresExtension($0, in: owner) })
      {
        return nil
      }
    }
    var current = start
    let flow = "kotlinx.coroutines.flow."
    for (index, function) in zip(links.indices, links) {
      guard case .external(let name, let arguments) = current, arguments.count == 1,
        arguments[0].variance != .in, let element = arguments[0].type
      else { return nil }
      let isLast = index == links.endIndex - 1
      if let view = Self.flowViews[function] {
        guard view.from.contains(name) else { return nil }
        current = .external(view.to, arguments: arguments)
        continue
      }
      guard Self.flowTypes.contains(name) else { return nil }
      if Self.lambdaMappers.contains(function) {
        guard let value = lambdaValueType(call, at: index, context) else { return nil }
        current = .external(flow + "Flow", arguments: [.init(type: value)])
        continue
      }
      if Self.flowFlatteners.contains(function) {
        // `flatMapLatest { id -> repository.observe(id) }`: the element of the flow the lambda
        // returns (a `StateFlow<Item>` is a `Flow<Item>`).
        guard let chain = call.lambdaChain(at: index),
          case .external(let inner, let innerArguments)? = lambdaChainType(chain),
          Self.flowTypes.contains(inner), innerArguments.count == 1,
          innerArguments[0].variance != .in, let value = innerArguments[0].type
        else { return nil }
        current = .external(flow + "Flow", arguments: [.init(type: value)])
        continue
      }
      guard isComplete(element) else { return nil }
      let kept = [ResolvedType.Argument(type: element)]
      switch function {
      case "stateIn":
        guard isLast,
          initialValueFits(
            call, element: element, siblings: siblings, namedArgument: namedArgument, context)
        else { return nil }
        current = .external(flow + "StateFlow", arguments: kept)
      case "shareIn":
        guard isLast else { return nil }
        current = .external(flow + "SharedFlow", arguments: kept)
      default:
        current = .external(flow + "Flow", arguments: kept)
      }
    }
    return current
  }

  /// The type of the value of the trailing lambda of the chain's link at `index`: a literal's,
  /// or the class a constructor call makes (`UiState` for `map { UiState(it) }`).
  private func lambdaValueType(_ call: MemberCall, at index: Int, _ context: DeclarationContext)
    -> ResolvedType?
  {
    guard let value = call.lambdaType(at: index) else { return nil }
    return constructedClass(value, in: context) ?? literalOrCollection(value, in: context)
  }

  /// Whether a value `name` is declared around the body of `owner`, before an object of that
  /// name: as an enum entry of `owner` or of a class it is nested in, as a property or a
  /// constructor's `val` of those or of their supertypes, or as a property of the companions of
  /// those or of their superclasses; with `orFunction`, also a function of those (a call
  /// `name(…)` may be of any of them before a constructor).
  private func valueNamed(_ name: String, around owner: QualifiedName, orFunction: Bool = false)
    -> Bool
  {
    var next: QualifiedName? = owner
    while let current = next {
      next = current.parent
      guard let type = module.classes[current] else { continue }
      if type.declaration.enumEntries.contains(where: { $0.name == name })
        || declaresMember(name, property: true, in: current)
        || (orFunction && declaresMember(name, property: false, in: current))
      {
        return true
      }
      for level in [current] + module.superclassChain(of: current) {
        guard let companion = module.classes[level]?.declaration.companionObject else { continue }
        if companion.members.contains(where: {
          switch $0 {
          case .property(let property): property.name == name
          case .function(let function): orFunction && function.name == name
          default: false
          }
        }) {
          return true
        }
      }
    }
    return false
  }

  /// Whether a module class or one of its module supertypes declares an extension function
  /// `name` as a member (`protected fun <T> StateFlow<T>.map(…)` of a base view model), which a
  /// call in its body may be before any top-level one.
  private func declaresExtension(_ name: String, in owner: QualifiedName) -> Bool {
    ([owner] + module.superclassChain(of: owner)).contains {
      module.classes[$0]?.declaration.members.contains {
        if case .function(let function) = $0 {
          function.name == name && function.receiverType != nil
        } else {
          false
        }
      } ?? false
    }
  }

  /// Whether the companion object of a class (or of one of its module superclasses) declares a
  /// function `name`, which a call without a receiver in the class's body may be.
  private func companionDeclaresFunction(_ name: String, of owner: ModuleClass) -> Bool {
    ([owner.name] + module.superclassChain(of: owner.name)).contains {
      guard let companion = module.classes[$0]?.declaration.companionObject else { return false }
      return companion.members.contains {
        if case .function(let function) = $0 { function.name == name } else { false }
      }
    }
  }

  /// Whether a module class or one of its module supertypes declares a member `name` (not an
  /// extension): a property (a constructor's `val` or `var` parameter included) or a function,
  /// which a name without a receiver in its body means before anything outside the class.
  private func declaresMember(_ name: String, property: Bool, in owner: QualifiedName) -> Bool {
    ([owner] + module.superclassChain(of: owner) + module.allInterfaces(of: owner)).contains {
      guard let type = module.classes[$0] else { return false }
      if property,
        type.declaration.primaryConstructor?.parameters.contains(where: {
          $0.name == name && $0.binding != .none
        }) == true
      {
        return true
      }
      return type.declaration.members.contains {
        switch $0 {
        case .function(let function):
          !property && function.name == name && function.receiverType == nil
        case .property(let member):
          property && member.name == name && member.receiverType == nil
        default:
          false
        }
      }
    }
  }

  /// Whether the last argument of a `stateIn(…)` call, its initial value, leaves Kotlin's
  /// element type at the upstream flow's `element`: a value of that type or, for a nullable
  /// `element`, of its non-null type; an empty collection of its kind (`emptyList()`, whose type
  /// argument Kotlin takes from the flow); or another state flow's `value` of that type.
  private func initialValueFits(
    _ call: MemberCall, element: ResolvedType, siblings: [Declaration],
    namedArgument: ResolvedType?, _ context: DeclarationContext
  ) -> Bool {
    let value: ResolvedType?
    if let initial = call.lastArgumentType {
      let resolved = module.resolve(initial, in: context)
      if case .external(let name, let arguments) = resolved, arguments.isEmpty,
        Self.builtCollections.contains(name)
      {
        // `emptyList()`: a collection of the element's kind, or of a mutable kind the
        // element's read-only one holds (`mutableListOf()` for a `List<Item>`).
        guard case .external(let elementName, let elementArguments) = element.nonNullable,
          !elementArguments.isEmpty
        else { return false }
        let prefix = "kotlin.collections."
        return name == elementName
          || (elementName.hasPrefix(prefix)
            && name == prefix + "Mutable" + elementName.dropFirst(prefix.count))
      }
      value = constructedClass(initial, in: context) ?? literalOrCollection(initial, in: context)
    } else if let state = call.lastArgumentValueOf {
      value = stateElement(siblingType(state, in: siblings, context))
    } else if call.lastArgumentName != nil {
      value = namedArgument
    } else {
      value = nil
    }
    guard let value else { return false }
    return value == element || .nullable(value) == element
  }

  /// The type of a module class's member `name`, read as a property (`readsProperty`) or called
  /// as a function: the nearest declaration in the class or its module supertypes (superclasses
  /// first, then interfaces), when its type is known (a property's as ``knownType(of:in:depth:)``
  /// tells, or a channel's it constructs, or an `override`'s from what it overrides; a
  /// function's declared return type) and mentions no type parameter once the receiver's and
  /// the superclasses' type arguments are put in (`Base<UiState>`'s `_state` of type
  /// `MutableStateFlow<S>` is a `MutableStateFlow<UiState>`), and the function is not overloaded
  /// (every function of the name takes the same parameter types: they are overrides of one), not
  /// generic, and no extension function of the module takes its name (a call the member does
  /// not fit, `repository.observe()` beside `fun observe(id: Long)`, would be the extension's);
  /// else `nil`.
  private func memberType(
    _ name: String, readsProperty: Bool, of receiver: ResolvedType, depth: Int,
    allowsSuspend: Bool = false
  ) -> ResolvedType? {
    guard case .moduleClass(let receiverName, _) = receiver else { return nil }
    // A call the member does not fit would be an extension's.
    if !readsProperty, topLevelFunctions[name]?.contains(where: \.isExtension) == true {
      return nil
    }
    // The class and its superclasses, each with its type arguments (a projected one, `in T`,
    // `out T` or `*`, is not put in: Kotlin's member type then is not the argument); then the
    // interfaces, whose type arguments are not followed.
    var levels: [(name: QualifiedName, substitutions: [String: ResolvedType], isClass: Bool)] = []
    var next: ResolvedType? = receiver
    while case .moduleClass(let name, let arguments)? = next,
      !levels.contains(where: { $0.name == name }), let type = module.classes[name]
    {
      var substitutions: [String: ResolvedType] = [:]
      for (parameter, argument) in zip(type.declaration.typeParameters, arguments)
      where argument.variance == .invariant {
        if let type = argument.type { substitutions[parameter.name] = type }
      }
      levels.append((name, substitutions, true))
      next = type.superclass.map { TypeResolver.substitute(substitutions, in: $0.nonNullable) }
    }
    levels += module.allInterfaces(of: receiverName).map { ($0, [:], false) }
    // The type the nearest declaration gives; one found first in an interface must agree with
    // every other interface's (they are sorted by name, not by how specific they are).
    var found: (type: ResolvedType, inInterface: Bool)?
    var parameterTypes: [ResolvedType?]?
    for (owner, substitutions, isClass) in levels {
      guard let type = module.classes[owner], let context = module.context(of: owner) else {
        return nil
      }
      func known(_ type: ResolvedType?) -> ResolvedType? {
        guard let type else { return nil }
        let substituted = TypeResolver.substitute(substitutions, in: type)
        return substituted.mentionsAnyTypeParameter ? nil : substituted
      }
      var declared: ResolvedType??
      // A supertype's private member is not seen from the class: a name found farther out
      // (a companion's, a top-level one) would be the one.
      let isSupertype = owner != receiverName
      func hidden(_ modifiers: Modifiers) -> Bool { isSupertype && modifiers.contains(.private) }
      if readsProperty {
        for case .property(let property) in type.declaration.members
        where property.name == name && property.receiverType == nil {
          guard !hidden(property.modifiers) else { return nil }
          // An override without a written type has its initializer's type, which may be
          // narrower than the overridden one's: not followed when the initializer does not say.
          declared = .some(
            known(
              knownType(of: property, in: context, depth: depth)
                ?? constructedChannel(property, in: context)))
          break
        }
        if declared == nil,
          let parameter = type.declaration.primaryConstructor?.parameters.first(where: {
            $0.name == name && $0.binding != .none
          })
        {
          guard !hidden(parameter.modifiers) else { return nil }
          declared = .some(known(parameter.type.map { module.resolve($0, in: context) }))
        }
      } else {
        for case .function(let function) in type.declaration.members
        where function.name == name && function.receiverType == nil {
          // An initializer cannot call a `suspend` function; a `suspend` function can.
          guard function.typeParameters.isEmpty, !hidden(function.modifiers),
            allowsSuspend || !function.modifiers.contains(.suspend)
          else { return nil }
          // A `vararg` parameter's type is its array's: `observe(vararg ids: Long)` is another
          // overload than `observe(id: Long)`.
          let types = function.parameters.map { parameter in
            parameter.type.map {
              let resolved = TypeResolver.substitute(
                substitutions, in: module.resolve($0, in: context))
              return parameter.isVararg
                ? .external("kotlin.Array", arguments: [.init(variance: .out, type: resolved)])
                : resolved
            }
          }
          if let parameterTypes {
            guard types == parameterTypes else { return nil }
          } else {
            parameterTypes = types
            guard !types.contains(where: { $0 == nil }) else { return nil }
          }
          declared = .some(known(knownReturnType(of: function, in: context, depth: depth)))
        }
        // A property of the name beside the function: `repository.items()` may invoke it.
        if type.declaration.members.contains(where: {
          if case .property(let property) = $0 { property.name == name } else { false }
        })
          || type.declaration.primaryConstructor?.parameters.contains(where: {
            $0.name == name && $0.binding != .none
          }) == true
        {
          return nil
        }
      }
      guard let declared else { continue }
      guard let declared else { return nil }
      if let found {
        // A farther superclass's declaration is overridden; interfaces must agree.
        if found.inInterface && found.type != declared { return nil }
        continue
      }
      found = (declared, !isClass)
      if isClass && readsProperty { return declared }
    }
    return found?.type
  }

  /// The type of the property `name` among `siblings` as far as it is known: declared,
  /// constructed, a flow factory's or a channel's, or, when a chain is being followed at
  /// `depth`, the type of its own chain (`_state = MutableStateFlow(initialState)`, as
  /// ``chainType(_:in:depth:locals:inSuspend:hidden:)`` reads it one level deeper).
  private func siblingType(
    _ name: String, in siblings: [Declaration], _ context: DeclarationContext, depth: Int? = nil
  ) -> ResolvedType? {
    for case .property(let property) in siblings
    where property.name == name && property.receiverType == nil {
      // Inside its class, a property with an explicit backing field (`field = mutableListOf()`)
      // is smart cast to the field's type.
      guard property.backingField == nil else { return nil }
      if property.knownType == nil, let call = property.memberCall {
        // A getter, like a function's body, does not see the primary constructor's plain
        // parameters; an initializer does.
        guard let depth else { return nil }
        return chainType(
          call, in: context, depth: depth + 1, locals: property.initializer == .none ? [] : nil)
      }
      return property.knownType.map { module.resolve($0, in: context) }
        ?? constructedClass(
          property.constructorCallType, in: context,
          infersArgument: property.constructorCallInfersTypeArgument)
        ?? constructedChannel(property, in: context)
    }
    return nil
  }

  /// The type of a state flow's `value`: its element, for a `StateFlow` or `MutableStateFlow`.
  private func stateElement(_ type: ResolvedType?) -> ResolvedType? {
    guard case .external(let name, let arguments) = type,
      name == "kotlinx.coroutines.flow.StateFlow"
        || name == "kotlinx.coroutines.flow.MutableStateFlow",
      arguments.count == 1, arguments[0].variance != .in
    else { return nil }
    return arguments[0].type
  }

  /// The type of a literal or of a standard collection builder's call, when `type` is one
  /// (``isLiteralOrBuiltCollection(_:)``); else `nil`.
  private func literalOrCollection(_ type: TypeReference, in context: DeclarationContext)
    -> ResolvedType?
  {
    let resolved = module.resolve(type, in: context)
    return isLiteralOrBuiltCollection(resolved) ? resolved : nil
  }

  /// Whether a type the parser wrote for a value is a literal's (`kotlin.String`) or a standard
  /// collection builder's with its type arguments written and complete
  /// (`kotlin.collections.List<Item>`).
  private func isLiteralOrBuiltCollection(_ type: ResolvedType) -> Bool {
    guard case .external(let name, _) = type else { return false }
    return Self.literalTypes.contains(name)
      || (Self.builtCollections.contains(name) && isComplete(type))
  }

  /// The channel `Channel<Event>(…)` makes, when the property's initializer is that call with
  /// its type argument written and complete (`Channel(Channel.BUFFERED)` leaves it to the
  /// declared type, or to inference from a use the generator does not read).
  private func constructedChannel(_ property: PropertyDeclaration, in context: DeclarationContext)
    -> ResolvedType?
  {
    guard let call = property.constructorCallType, !property.constructorCallInfersTypeArgument,
      case .external(let name, let arguments) = module.resolve(call, in: context),
      name == "kotlinx.coroutines.channels.Channel", arguments.count == 1,
      let element = arguments[0].type, isComplete(element)
    else { return nil }
    return .external(name, arguments: arguments)
  }

  /// The module supertypes of a class whose members an `override` in it can override (its
  /// superclasses, nearest first, then its interfaces), each with the context of its
  /// declarations and the names of its type parameters.
  private func overridableSupertypes(of owner: QualifiedName) -> [(
    type: ModuleClass, context: DeclarationContext, typeParameters: Set<String>
  )] {
    (module.superclassChain(of: owner) + module.allInterfaces(of: owner)).compactMap { name in
      guard let type = module.classes[name], let context = module.context(of: name) else {
        return nil
      }
      return (type, context, Set(type.declaration.typeParameters.map(\.name)))
    }
  }

  /// The type an `override val`/`var` without a written type has: the overridden property's
  /// declared type, when a module supertype declares one that does not depend on its type
  /// parameters (`override val title = "…"` under `val title: String`).
  func overriddenPropertyType(_ property: PropertyDeclaration, of owner: QualifiedName)
    -> ResolvedType?
  {
    for (superType, superContext, generics) in overridableSupertypes(of: owner) {
      for case .property(let candidate) in superType.declaration.members
      where candidate.name == property.name && candidate.receiverType == nil {
        // An override without a written type either: look further up.
        guard let written = candidate.type else { break }
        let resolved = module.resolve(written, in: superContext)
        return resolved.mentions(generics) ? nil : resolved
      }
    }
    return nil
  }

  /// The return type an `override fun` with an expression body and no written type has: the
  /// overridden function's (`override fun refresh() = load(false)` under `fun refresh()`),
  /// when a module supertype declares one with the same parameter types whose return type
  /// does not depend on the supertype's type parameters.
  func overriddenReturnType(
    _ function: FunctionDeclaration, in context: DeclarationContext, of owner: QualifiedName
  ) -> ResolvedType? {
    let parameterTypes = function.parameters.map { $0.type.map { module.resolve($0, in: context) } }
    for (superType, superContext, generics) in overridableSupertypes(of: owner) {
      for case .function(let candidate) in superType.declaration.members
      where candidate.name == function.name
        && candidate.parameters.count == function.parameters.count
        && (candidate.receiverType == nil) == (function.receiverType == nil)
        && candidate.typeParameters.isEmpty && function.typeParameters.isEmpty
      {
        let candidateTypes = candidate.parameters.map {
          $0.type.map { module.resolve($0, in: superContext) }
        }
        guard candidateTypes == parameterTypes else { continue }
        let inner = superContext.adding(typeParameters: candidate.typeParameters)
        // An override without a written type either: look further up.
        guard let returnType = knownReturnType(of: candidate, in: inner) else { break }
        return returnType.mentions(generics) ? nil : returnType
      }
    }
    return nil
  }

  /// A function's return type as far as the source tells: declared, `Unit` for a block body,
  /// the type of a literal expression body, the class whose constructor the expression body
  /// calls (`fun make() = Repository(api)`), or the type of a chain of calls it is
  /// (`fun observe(id: Long) = repository.observe(id)`, see
  /// ``chainType(_:in:depth:locals:inSuspend:hidden:)``); `nil` when only inference would know.
  /// `depth` counts the members of other classes followed to get here.
  func knownReturnType(
    of function: FunctionDeclaration, in context: DeclarationContext, depth: Int = 0
  ) -> ResolvedType? {
    if let known = function.knownReturnType { return module.resolve(known, in: context) }
    guard function.body == .expression else { return .external("kotlin.Unit", arguments: []) }
    // An extension function's body sees its receiver's members first.
    if let call = function.memberCall {
      return function.receiverType == nil
        ? chainType(
          call, in: context, depth: depth, locals: function.parameters,
          inSuspend: function.modifiers.contains(.suspend)) : nil
    }
    return constructedClass(function.constructorCallReturnType, in: context)
  }

  /// The type a call `Name(…)` makes: `Name` when it resolves to a module class that can be
  /// constructed, with as many type arguments as the class has type parameters (written:
  /// `Box<Int>(1)`), or to one of ``constructibleStandardTypes`` (`IntArray(8)`); the flow of a flow factory with its element type (`MutableStateFlow(0)`,
  /// `MutableSharedFlow<Event>()`); `nil` for anything else, such as another function named
  /// like a class. When the type argument is the call's value's type (`infersArgument`), that
  /// value is a literal, a standard collection builder with its type arguments written
  /// (`MutableStateFlow(emptyList<Item>())`), or must construct a module class itself: a call of
  /// an outside class (`Pair(1, 2)`) or function would need type arguments of its own that are
  /// not known.
  func constructedClass(
    _ call: TypeReference?, in context: DeclarationContext, infersArgument: Bool = false
  ) -> ResolvedType? {
    guard let call else { return nil }
    // A member function of the class (or of one it is nested in) named like the called class,
    // or a property of that name (its `invoke`), is called before any constructor.
    if case .named(let segments) = call.kind, segments.count == 1,
      let owner = context.enclosingClass,
      valueNamed(segments[0].name, around: owner, orFunction: true)
    {
      return nil
    }
    switch module.resolve(call, in: context) {
    case .moduleClass(let name, let arguments):
      guard !infersArgument, isConstructible(name, arguments: arguments) else { return nil }
      return .moduleClass(name, arguments: arguments)
    case .external(let name, let arguments):
      if Self.constructibleStandardTypes.contains(name) {
        return arguments.isEmpty && !infersArgument ? .external(name, arguments: []) : nil
      }
      guard let flow = Self.flowFactories[name], arguments.count == 1,
        let element = arguments[0].type
      else { return nil }
      if infersArgument {
        switch element {
        case .moduleClass(let name, let arguments):
          guard isConstructible(name, arguments: arguments) else { return nil }
        case .external:
          guard isLiteralOrBuiltCollection(element) else { return nil }
        default:
          return nil
        }
      } else if !isComplete(element) {
        return nil
      }
      return .external(flow, arguments: arguments)
    default:
      return nil
    }
  }

  /// The standard library's classes without type parameters whose constructors code calls
  /// (`IntArray(size)`, `StringBuilder()`): the call makes one of them.
  private static let constructibleStandardTypes: Set<String> = [
    "kotlin.BooleanArray", "kotlin.ByteArray", "kotlin.CharArray", "kotlin.ShortArray",
    "kotlin.IntArray", "kotlin.LongArray", "kotlin.FloatArray", "kotlin.DoubleArray",
    "kotlin.Any", "kotlin.text.StringBuilder", "kotlin.text.Regex",
  ]

  /// The collections the standard library's builders with written type arguments make
  /// (`emptyList<Item>()`), which the parser writes as an inferred type argument.
  private static let builtCollections: Set<String> = [
    "List", "MutableList", "Set", "MutableSet", "Map", "MutableMap",
  ].reduce(into: []) { $0.insert("kotlin.collections." + $1) }

  /// The types of literals, which the parser writes as an inferred type argument.
  private static let literalTypes: Set<String> = [
    "String", "Char", "Boolean", "Unit", "Int", "Long", "Float", "Double", "UInt", "ULong",
  ].reduce(into: []) { $0.insert("kotlin." + $1) }

  /// Whether a call `Name(…)` of a module class constructs it with these type arguments: a
  /// concrete class (not abstract, sealed or `expect`) given all of its type arguments, each
  /// complete, and no top-level function of the module is named like it (a factory that may
  /// return another type, or fit the arguments better).
  private func isConstructible(_ name: QualifiedName, arguments: [ResolvedType.Argument]) -> Bool {
    guard let type = module.classes[name], type.kind == .class,
      type.declaration.typeParameters.count == arguments.count,
      type.declaration.modifiers.intersection([.abstract, .sealed, .expect]).isEmpty,
      topLevelFunctions[name.simpleName] == nil
    else { return false }
    return arguments.allSatisfy { $0.type.map(isComplete) ?? true }
  }

  /// Whether a resolved type names only types that are known and complete: no unresolved name,
  /// and no generic module class without its type arguments (`Box` from a call `Box(1)`, whose
  /// arguments Kotlin infers).
  private func isComplete(_ type: ResolvedType) -> Bool {
    switch type {
    case .moduleClass(let name, let arguments):
      guard module.classes[name]?.declaration.typeParameters.count == arguments.count else {
        return false
      }
      return arguments.allSatisfy { $0.type.map(isComplete) ?? true }
    case .external(_, let arguments):
      return arguments.allSatisfy { $0.type.map(isComplete) ?? true }
    case .nullable(let inner):
      return isComplete(inner)
    case .typeParameter, .function:
      return true
    case .unresolved, .unsupported:
      return false
    }
  }

  /// `equals`, `hashCode` and `toString` keep NSObject's names in the Objective-C export; only
  /// `Any`'s own (`equals(other: Any?)`, no-argument `hashCode()` and `toString()`), not an
  /// overload such as `equals(param: Int)`, which is exported as `equals(param:)`.
  private func anyMethod(_ function: FunctionDeclaration) -> ExportedFunction? {
    let any = ResolvedType.nullable(.external("kotlin.Any", arguments: []))
    switch (function.name, function.parameters.count) {
    case ("equals", 1) where Self.isNullableAny(function.parameters[0].type):
      return ExportedFunction(
        kotlinName: "equals", kind: .method, swiftName: "isEqual(_:)",
        parameters: [
          ExportedParameter(label: "_", name: "other", swiftType: "Any?", kotlinType: any)
        ], returnType: "Bool", kotlinReturnType: .external("kotlin.Boolean", arguments: []),
        selector: "isEqual:", isOverride: true)
    case ("hashCode", 0):
      return ExportedFunction(
        kotlinName: "hashCode", kind: .method, swiftName: "hash()", parameters: [],
        returnType: "UInt", kotlinReturnType: .external("kotlin.Int", arguments: []),
        selector: "hash", isOverride: true)
    case ("toString", 0):
      return ExportedFunction(
        kotlinName: "toString", kind: .method, swiftName: "description()", parameters: [],
        returnType: "String", kotlinReturnType: .external("kotlin.String", arguments: []),
        selector: "description", isOverride: true)
    default:
      return nil
    }
  }

  /// Whether a written type is `Any?` (or `kotlin.Any?`), the parameter type of `Any.equals`.
  private static func isNullableAny(_ type: TypeReference?) -> Bool {
    guard let type, case .nullable(let inner) = type.kind else { return false }
    let name = inner.qualifiedName
    return name == "Any" || name == "kotlin.Any"
  }
}
