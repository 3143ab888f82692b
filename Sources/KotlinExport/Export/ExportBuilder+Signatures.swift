import KotlinSyntax

/// A parameter's type resolved and spelled once, for the several members a primary constructor
/// makes (its properties, the initializer, a data class's `copy`): the same type written in the
/// same class context, and spelled alike in parameter and property position.
struct WrittenType {
  var type: ResolvedType
  var spelling: TypeSpeller.Spelling
}

extension ExportBuilder {
  /// The types of a class's primary constructor parameters, resolved and spelled in `context`.
  func primaryParameterTypes(_ type: ModuleClass, _ context: DeclarationContext) -> [WrittenType]? {
    guard let primary = type.declaration.primaryConstructor else { return nil }
    return primary.parameters.map { parameter in
      let written =
        parameter.type.map { module.resolve($0, in: context) }
        ?? .unsupported("an untyped parameter")
      return WrittenType(type: written, spelling: speller.spell(written, .parameter, in: context))
    }
  }

  /// Builds a function's Swift signature for the mode.
  ///
  /// - Parameters:
  ///   - receiver: An extension receiver that becomes the first, unlabelled parameter.
  ///   - written: The parameters' types already resolved and spelled in `context`, if known.
  mutating func makeFunction(
    kotlinName: String, kind: ExportedFunction.Kind, parameters: [Parameter],
    returnType: ResolvedType?, modifiers: Modifiers, annotations: [Annotation],
    context: DeclarationContext, receiver: ResolvedType? = nil,
    receiverAnnotations: [Annotation] = [], at range: SourceRange? = nil,
    written known: [WrittenType]? = nil
  ) -> Result<ExportedFunction, NotExportedReason> {
    let isSuspend = modifiers.contains(.suspend)
    let names = ExportAnnotations(annotations)
    var exportedParameters: [ExportedParameter] = []
    // Sized once: growing it one parameter at a time reallocated it for most functions.
    exportedParameters.reserveCapacity(parameters.count + (receiver == nil ? 0 : 1))
    // The selector piece of each parameter where `@ObjCName` gives it an Objective-C name other
    // than its Swift label (`@ObjCName("objCName", "swiftName")`); `nil` when they are the same.
    var objCPieces: [String?]?
    var problem: String?
    func spell(_ type: ResolvedType, _ position: TypePosition) -> String {
      let spelled = speller.spell(type, position, in: context)
      problem = problem ?? spelled.problem
      return spelled.text
    }
    if let receiver {
      // Objective-C: the first, unlabelled parameter, unless `@receiver:ObjCName` names it (its
      // Swift name labels it, its Objective-C name joins the selector); Swift export labels it
      // `receiver`.
      var label = mode.isObjectiveC ? "_" : "receiver"
      if mode.isObjectiveC, !receiverAnnotations.isEmpty {
        let receiverNames = ExportAnnotations(receiverAnnotations)
        if let name = receiverNames.swiftName ?? receiverNames.objCName {
          label = ObjCNaming.identifier(name)
        }
        if let objCName = receiverNames.objCName {
          objCPieces = Array(repeating: nil, count: parameters.count + 1)
          objCPieces?[0] = ObjCNaming.identifier(objCName)
        }
      }
      exportedParameters.append(
        ExportedParameter(
          label: label, name: "receiver", swiftType: spell(receiver, .parameter),
          kotlinType: receiver))
    }
    for (index, parameter) in parameters.enumerated() {
      let known = known?[index]
      let written =
        known?.type
        ?? parameter.type.map { module.resolve($0, in: context) }
        ?? .unsupported("an untyped parameter")
      func spellParameter() -> String {
        guard let spelling = known?.spelling else { return spell(written, .parameter) }
        problem = problem ?? spelling.problem
        return spelling.text
      }
      let parameterNames = ExportAnnotations(parameter.annotations)
      var label = parameter.name
      var swiftType: String
      var isVariadic = false
      if mode.isObjectiveC {
        label = ObjCNaming.identifier(
          parameterNames.swiftName ?? parameterNames.objCName ?? parameter.name)
        if parameterNames.swiftName != nil, let objCName = parameterNames.objCName {
          if objCPieces == nil {
            objCPieces = Array(repeating: nil, count: parameters.count + (receiver == nil ? 0 : 1))
          }
          objCPieces?[exportedParameters.count] = ObjCNaming.identifier(objCName)
        }
        swiftType =
          parameter.isVararg ? objCVarargArray(written, context) : spellParameter()
      } else if parameter.isVararg {
        label = SwiftSyntax.swiftExportIdentifier(parameter.name)
        swiftType = spellParameter()
        if let configuration = swiftExport, configuration.kotlinVersion >= .nativeSwiftEnums {
          isVariadic = true
        } else {
          swiftType = "[" + swiftType + "]"
        }
      } else {
        label = SwiftSyntax.swiftExportIdentifier(parameter.name)
        swiftType = spellParameter()
      }
      exportedParameters.append(
        ExportedParameter(
          label: label, name: parameter.name, swiftType: swiftType, kotlinType: written,
          hasDefaultValue: parameter.hasDefaultValue, isVariadic: isVariadic))
    }
    let isUnit: Bool
    if let returnType, case .external("kotlin.Unit", _) = returnType {
      isUnit = true
    } else {
      isUnit = kind == .initializer
    }
    var returnSpelling = "Void"
    var completion: String?
    if !isUnit {
      if let returnType {
        if isSuspend {
          let result = spell(
            returnType.nonNullable, mode.isObjectiveC ? .asyncResult : .returnValue)
          returnSpelling = returnType.isNullable ? optional(result) : result
          completion = "(" + optional(result) + ", (any Swift.Error)?) -> Void"
        } else {
          returnSpelling = spell(returnType, .returnValue)
        }
      } else {
        returnSpelling = mode.isObjectiveC ? "Any?" : "KotlinBase?"
        report(
          "the return type of '\(kotlinName)' is inferred; declare it so its Swift type can be "
            + "predicted", context: context, at: range)
      }
    } else if isSuspend {
      completion = "((any Swift.Error)?) -> Void"
    }
    if mode.isObjectiveC {
      return .success(
        objCFunction(
          kotlinName: kotlinName, kind: kind, names: names, parameters: exportedParameters,
          objCPieces: objCPieces, hasReceiver: receiver != nil, returnSpelling: returnSpelling,
          returnType: returnType, isSuspend: isSuspend, completion: completion))
    }
    if let problem { return .failure(.unsupportedBySwiftExport(problem)) }
    if isSuspend, let configuration = swiftExport,
      configuration.kotlinVersion < .coroutinesInSwiftExport
    {
      return .failure(.unsupportedBySwiftExport("suspend functions before Kotlin 2.4.0"))
    }
    let labels = exportedParameters.map { $0.label + ":" }.joined()
    let base = kind == .initializer ? "init" : SwiftSyntax.swiftExportIdentifier(kotlinName)
    return .success(
      ExportedFunction(
        kotlinName: kotlinName, kind: kind, swiftName: base + "(" + labels + ")",
        parameters: exportedParameters, returnType: returnSpelling, kotlinReturnType: returnType,
        isAsync: isSuspend, isThrowing: isSuspend))
  }

  private func objCFunction(
    kotlinName: String, kind: ExportedFunction.Kind, names: ExportAnnotations,
    parameters: [ExportedParameter], objCPieces: [String?]?, hasReceiver: Bool,
    returnSpelling: String,
    returnType: ResolvedType?, isSuspend: Bool, completion: String?
  ) -> ExportedFunction {
    var swiftBase = "init"
    var objCBase = "init"
    if kind != .initializer {
      objCBase = ObjCNaming.mangleIfSpecialFamily(
        ObjCNaming.identifier(names.objCName ?? kotlinName), prefix: "do")
      // Without an explicit Swift name both bases come from the same name.
      swiftBase =
        names.swiftName.map {
          ObjCNaming.mangleIfSpecialFamily(ObjCNaming.identifier($0), prefix: "do")
        } ?? objCBase
      if names.shouldRefineInSwift { swiftBase = "__" + swiftBase }
    }
    var swiftName = swiftBase + "("
    for parameter in parameters {
      swiftName += parameter.label
      swiftName += ":"
    }
    if isSuspend { swiftName += "completionHandler:" }
    swiftName += ")"
    // Selector: the first part joins the base name, `With` for initializers and completions.
    var selector = objCBase
    for (index, parameter) in parameters.enumerated() {
      let part = objCPieces?[index] ?? (hasReceiver && index == 0 ? "" : parameter.label)
      // Appended piece by piece, without building each part as a string of its own first.
      if index == 0 {
        if kind == .initializer { selector += "With" }
        selector += ObjCNaming.capitalized(part)
      } else {
        selector += part
      }
      selector += ":"
    }
    if isSuspend {
      selector += parameters.isEmpty ? "WithCompletionHandler:" : "completionHandler:"
    } else if names.hasThrows {
      // The error out-parameter; Swift imports the method as `throws` without it.
      selector += parameters.isEmpty ? "AndReturnError:" : "error:"
    }
    if kind != .initializer { selector = ObjCNaming.mangledSelector(selector) }
    return ExportedFunction(
      kotlinName: kotlinName, kind: kind, swiftName: swiftName,
      parameters: parameters, returnType: returnSpelling, kotlinReturnType: returnType,
      isAsync: isSuspend, isThrowing: isSuspend || names.hasThrows,
      completionHandlerType: completion, selector: selector, isExtension: hasReceiver)
  }

  /// A `vararg` parameter in the Objective-C export: a Kotlin array.
  private func objCVarargArray(_ element: ResolvedType, _ context: DeclarationContext) -> String {
    if case .external(let name, _) = element, TypeSpeller.primitives[name] != nil {
      return "Kotlin" + TypeSpeller.classPath(of: name) + "Array"
    }
    return "KotlinArray<" + speller.spell(element, .genericArgument, in: context).text + ">"
  }

  /// Builds a property's Swift declaration for the mode.
  ///
  /// - Parameter spelling: The type's spelling in property position, if already known.
  mutating func makeProperty(
    kotlinName: String, type: ResolvedType?, isMutable: Bool, setterHidden: Bool,
    annotations: [Annotation], context: DeclarationContext, isStatic: Bool = false,
    at range: SourceRange? = nil, spelling: TypeSpeller.Spelling? = nil
  ) -> Result<ExportedProperty, NotExportedReason> {
    var swiftType: String
    var problem: String?
    if let type {
      let spelled = spelling ?? speller.spell(type, .property, in: context)
      swiftType = spelled.text
      problem = spelled.problem
    } else {
      swiftType = mode.isObjectiveC ? "Any?" : "KotlinBase?"
      report(
        "the type of property '\(kotlinName)' is inferred; declare it so its Swift type can be "
          + "predicted", context: context, at: range)
    }
    var swiftName = kotlinName
    if mode.isObjectiveC {
      let names = ExportAnnotations(annotations)
      swiftName = ObjCNaming.identifier(names.swiftName ?? names.objCName ?? kotlinName)
      if ObjCNaming.reservedPropertyNames.contains(swiftName) { swiftName += "_" }
      if names.shouldRefineInSwift { swiftName = "__" + swiftName }
    } else if let problem {
      return .failure(.unsupportedBySwiftExport(problem))
    } else {
      swiftName = SwiftSyntax.swiftExportIdentifier(kotlinName)
    }
    return .success(
      ExportedProperty(
        kotlinName: kotlinName, swiftName: swiftName, swiftType: swiftType, kotlinType: type,
        isMutable: isMutable && !setterHidden, isStatic: isStatic))
  }

  func optional(_ text: String) -> String {
    TypeSpeller.optional(text)
  }

  mutating func report(_ message: String, context: DeclarationContext, at range: SourceRange?) {
    let file = module.files[context.fileIndex]
    let range =
      range ?? context.enclosingClass.flatMap { module.classes[$0]?.declaration.nameRange }
      ?? SourceRange(start: 0, end: 0)
    diagnostics.append(file.diagnostic(.warning, message, at: range))
  }
}

/// The annotations of an extension receiver: those written on the receiver type
/// (`fun @receiver:ObjCName("x") Int.f()`) and the declaration's own with the `receiver` target,
/// without the target.
private func receiverAnnotations(_ receiverType: TypeReference?, _ annotations: [Annotation])
  -> [Annotation]
{
  var result: [Annotation] = []
  if let receiverType, case .annotated(let written, _) = receiverType.kind {
    result += written
  }
  result += annotations.filter { $0.useSiteTarget == "receiver" }
  return result.map {
    Annotation(useSiteTarget: nil, name: $0.name, arguments: $0.arguments, range: $0.range)
  }
}

extension FunctionDeclaration {
  /// The annotations of its extension receiver (`@receiver:ObjCName`).
  var receiverAnnotations: [Annotation] {
    KotlinExport.receiverAnnotations(receiverType, annotations)
  }
}

extension PropertyDeclaration {
  /// The annotations of its extension receiver (`@receiver:ObjCName`).
  var receiverAnnotations: [Annotation] {
    KotlinExport.receiverAnnotations(receiverType, annotations)
  }
}
