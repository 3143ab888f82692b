/// Compares predicted types with a real header, lists every disagreement, and applies the
/// header's names.
struct HeaderComparison {
  private(set) var disagreements: [HeaderDisagreement] = []
  private(set) var applied: [ExportedType] = []
  /// Class Swift names the header changes, by Kotlin name.
  private(set) var classNameOverrides: [QualifiedName: String] = [:]
  /// How the header spells a parameter of each of the module's classes and interfaces
  /// (`SharedUser*`, `id<SharedRepository>`), without spaces, for telling overloads apart.
  private let objCReferenceTypes: [QualifiedName: String]

  init(predicted: [ExportedType], header: FrameworkHeader, prefix: String) {
    var objCReferenceTypes: [QualifiedName: String] = [:]
    for type in predicted {
      guard let objCName = type.objCName, type.genericParameters.isEmpty else { continue }
      switch type.kind {
      case .protocol: objCReferenceTypes[type.kotlinName] = "id<" + objCName + ">"
      case .class, .object, .companionObject, .enumClass:
        objCReferenceTypes[type.kotlinName] = objCName + "*"
      case .fileFacade, .packageNamespace, .libraryCategory: break
      }
    }
    self.objCReferenceTypes = objCReferenceTypes
    var matchedObjCNames: Set<String> = []
    var matchedEnums: Set<String> = []
    for var type in predicted {
      guard let objCName = type.objCName else {
        applied.append(type)
        continue
      }
      let found =
        type.kind == .protocol
        ? header.protocol(named: objCName) : header.interface(named: objCName)
      guard let declaration = found else {
        disagreements.append(
          HeaderDisagreement(
            kind: .typeMissingFromHeader, kotlinName: kotlinName(of: type), objCName: objCName,
            predicted: type.swiftName, actual: nil, line: 0))
        applied.append(type)
        continue
      }
      matchedObjCNames.insert(objCName)
      if type.kind == .libraryCategory {
        // The library class itself is the library's; only its category is the module's.
        let category = header.categoryMembers(of: objCName)
        compareMembers(
          of: &type, methods: category.methods, properties: category.properties,
          objCName: objCName)
        applied.append(type)
        continue
      }
      if declaration.swiftName != type.swiftName {
        disagreements.append(
          HeaderDisagreement(
            kind: .typeSwiftName, kotlinName: kotlinName(of: type), objCName: objCName,
            predicted: type.swiftName, actual: declaration.swiftName, line: declaration.line))
        type.swiftName = declaration.swiftName
        type.ambiguity = nil
        if type.kind != .fileFacade { classNameOverrides[type.kotlinName] = declaration.swiftName }
      } else if type.ambiguity != nil {
        // The header settles the clash.
        type.ambiguity = nil
      }
      if !declaration.isProtocol && declaration.isSubclassingRestricted != type.isFinal {
        disagreements.append(
          HeaderDisagreement(
            kind: .subclassing, kotlinName: kotlinName(of: type), objCName: objCName,
            predicted: type.isFinal ? "final" : "open",
            actual: declaration.isSubclassingRestricted ? "final" : "open",
            line: declaration.line))
        type.isFinal = declaration.isSubclassingRestricted
      }
      if !declaration.isProtocol
        && declaration.genericParameters.count != type.genericParameters.count
      {
        disagreements.append(
          HeaderDisagreement(
            kind: .genericParameters, kotlinName: kotlinName(of: type), objCName: objCName,
            predicted: type.genericParameters.joined(separator: ", "),
            actual: declaration.genericParameters.joined(separator: ", "), line: declaration.line))
        type.genericParameters = declaration.genericParameters
      }
      let category = header.categoryMembers(of: objCName)
      compareMembers(
        of: &type, methods: declaration.methods + category.methods,
        properties: declaration.properties + category.properties, objCName: objCName)
      if type.nativeEnum != nil {
        compareNativeEnum(
          of: &type, header: header, properties: declaration.properties, matched: &matchedEnums)
      }
      applied.append(type)
    }
    // A native enum whose class the header lacks was reported with the class.
    for type in predicted {
      if let native = type.nativeEnum { matchedEnums.insert(native.objCName) }
    }
    for declaration in header.enums
    where !matchedEnums.contains(declaration.objCName)
      && !declaration.swiftName.hasPrefix("Kotlin")
      && !(declaration.objCName.hasPrefix(prefix)
        && declaration.objCName.dropFirst(prefix.count).contains("_"))
    {
      disagreements.append(
        HeaderDisagreement(
          kind: .typeMissingFromPrediction, kotlinName: nil, objCName: declaration.objCName,
          predicted: nil, actual: declaration.swiftName, line: declaration.line))
    }
    for declaration in header.declarations
    where declaration.objCName.hasPrefix(prefix) && !matchedObjCNames.contains(declaration.objCName)
      && !Self.isLibraryDeclaration(declaration, prefix: prefix)
    {
      disagreements.append(
        HeaderDisagreement(
          kind: .typeMissingFromPrediction, kotlinName: nil, objCName: declaration.objCName,
          predicted: nil, actual: declaration.swiftName, line: declaration.line))
    }
  }

  /// Standard-library and other-library declarations every header carries (`KotlinBase`,
  /// `KotlinInt`, `Kotlinx_coroutines_coreFlow`, …) are not the module's.
  static func isLibraryDeclaration(_ declaration: HeaderDeclaration, prefix: String) -> Bool {
    let swiftName = declaration.swiftName
    if swiftName.hasPrefix("Kotlin") || swiftName.hasPrefix("Kotlinx_") { return true }
    let bare = String(declaration.objCName.dropFirst(prefix.count))
    let runtime: Set<String> = [
      "Base", "MutableSet", "MutableDictionary", "Number", "Byte", "UByte", "Short", "UShort",
      "Int", "UInt", "Long", "ULong", "Float", "Double", "Boolean",
    ]
    return runtime.contains(bare) || bare.contains("_")
  }

  /// The selectors a clash could have renamed `selector` to: `_` appended once to three times
  /// to its last piece (`id` → `id_`, `barValue:` → `barValue_:`, `a:b:` → `a:b_:`).
  static func clashRenamings(of selector: String) -> Set<String> {
    var result: Set<String> = []
    var suffix = ""
    for _ in 0..<3 {
      suffix += "_"
      if selector.utf8.last == UInt8(ascii: ":") {
        result.insert(String(selector.dropLast()) + suffix + ":")
      } else {
        result.insert(selector + suffix)
      }
    }
    return result
  }

  /// The header method of each clashing overload (predicted methods sharing a selector) that
  /// the header's parameter types settle, by the predicted method's index. A group is settled
  /// only whole: each overload's parameters are primitives, strings or the module's own
  /// non-generic classes and interfaces (`referenceTypes`), whose Objective-C types are
  /// certain, and each matches exactly one of the header's renamings, a different one.
  static func settledOverloads(
    _ predicted: [ExportedFunction], predictedSelectors: [String: Int], header: [HeaderMethod],
    referenceTypes: [QualifiedName: String] = [:]
  ) -> [Int: Int] {
    var groups: [String: [Int]] = [:]
    for index in predicted.indices {
      guard let selector = predicted[index].selector else { continue }
      let key = (predicted[index].kind == .staticMethod ? "+" : "-") + selector
      if predictedSelectors[key, default: 0] > 1 { groups[key, default: []].append(index) }
    }
    var result: [Int: Int] = [:]
    for (key, group) in groups {
      let isClass = key.hasPrefix("+")
      let candidates = clashMembers(
        of: String(key.dropFirst()), isClass: isClass, in: header)
      guard candidates.count == group.count else { continue }
      var matches: [Int: Int] = [:]
      for index in group {
        guard let types = objCParameterTypes(of: predicted[index], referenceTypes: referenceTypes)
        else { break }
        let found = candidates.filter { candidate in
          let written = header[candidate].parameterTypes
          return written.count >= types.count
            && zip(types, written).allSatisfy { $0 == normalized($1) }
        }
        guard found.count == 1 else { break }
        matches[index] = found[0]
      }
      guard matches.count == group.count, Set(matches.values).count == group.count else {
        continue
      }
      result.merge(matches) { first, _ in first }
    }
    return result
  }

  /// The Objective-C types of a method's parameters, without spaces, when each is certain from
  /// its Kotlin type (primitives, strings, and the module's classes and interfaces in
  /// `referenceTypes`); `nil` otherwise.
  static func objCParameterTypes(
    of method: ExportedFunction, referenceTypes: [QualifiedName: String] = [:]
  ) -> [String]? {
    var result: [String] = []
    for parameter in method.parameters {
      var type = parameter.kotlinType
      var nullable = false
      if case .nullable(let inner) = type {
        type = inner
        nullable = true
      }
      if case .moduleClass(let name, let arguments) = type, arguments.isEmpty,
        let spelled = referenceTypes[name]
      {
        result.append(nullable ? spelled + "_Nullable" : spelled)
        continue
      }
      guard case .external(let name, let arguments) = type, arguments.isEmpty else { return nil }
      if name == "kotlin.String" {
        result.append(nullable ? "NSString*_Nullable" : "NSString*")
      } else if !nullable, let primitive = objCPrimitives[name] {
        result.append(primitive)
      } else {
        return nil
      }
    }
    return result
  }

  private static let objCPrimitives: [String: String] = [
    "kotlin.Int": "int32_t", "kotlin.Long": "int64_t", "kotlin.Short": "int16_t",
    "kotlin.Byte": "int8_t", "kotlin.UInt": "uint32_t", "kotlin.ULong": "uint64_t",
    "kotlin.UShort": "uint16_t", "kotlin.UByte": "uint8_t", "kotlin.Boolean": "BOOL",
    "kotlin.Float": "float", "kotlin.Double": "double", "kotlin.Char": "unichar",
  ]

  /// A header type without whitespace: `NSString * _Nullable` → `NSString*_Nullable`.
  private static func normalized(_ type: String) -> String {
    String(type.unicodeScalars.filter { $0 != " " && $0 != "\t" && $0 != "\n" })
  }

  /// The header's methods with a selector or one of its ``clashRenamings(of:)``.
  static func clashMembers(of selector: String, isClass: Bool, in methods: [HeaderMethod])
    -> [Int]
  {
    let renamed = clashRenamings(of: selector)
    return methods.indices.filter {
      methods[$0].isClassMethod == isClass
        && (methods[$0].selector == selector || renamed.contains(methods[$0].selector))
    }
  }

  private func kotlinName(of type: ExportedType) -> String {
    type.kotlinName.description
  }

  private mutating func compareMembers(
    of type: inout ExportedType, methods: [HeaderMethod], properties: [HeaderProperty],
    objCName: String
  ) {
    let owner = type.kotlinName.description
    // The header's members that some predicted member matched, by index.
    var matchedMethods = Set<Int>()
    var matchedProperties = Set<Int>()
    // Predicted members sharing a selector (clashing overloads) cannot be told apart by it: the
    // header settles none of them.
    var predictedSelectors: [String: Int] = [:]
    for method in type.methods {
      if let selector = method.selector {
        predictedSelectors[(method.kind == .staticMethod ? "+" : "-") + selector, default: 0] += 1
      }
    }
    for initializer in type.initializers {
      if let selector = initializer.selector { predictedSelectors["-" + selector, default: 0] += 1 }
    }
    let settled = Self.settledOverloads(
      type.methods, predictedSelectors: predictedSelectors, header: methods,
      referenceTypes: objCReferenceTypes)
    for index in type.methods.indices {
      let method = type.methods[index]
      guard let selector = method.selector else { continue }
      let isClass = method.kind == .staticMethod
      var isShared = predictedSelectors[(isClass ? "+" : "-") + selector, default: 0] > 1
      var foundIndex = methods.firstIndex(where: {
        $0.selector == selector && $0.isClassMethod == isClass
      })
      if let match = settled[index] {
        // An overload the header's parameter types tell apart from the others.
        foundIndex = match
        isShared = false
      }
      // A member the compiler renamed for a clash has `_` appended to its selector's last piece:
      // one marked ambiguous, or one that kept its Swift name (with
      // `objcExportDisableSwiftMemberNameMangling` only selectors are renamed).
      if foundIndex == nil, !isShared {
        let renamed = Self.clashRenamings(of: selector)
        let found = methods.indices.filter {
          !matchedMethods.contains($0) && methods[$0].isClassMethod == isClass
            && renamed.contains(methods[$0].selector)
            && (method.ambiguity != nil || methods[$0].swiftName == method.swiftName)
        }
        if found.count == 1 { foundIndex = found[0] }
      }
      if isShared {
        // The header's renamings of the clash count as matched, so that they are not reported
        // as unpredicted; the names stay ambiguous.
        matchedMethods.formUnion(Self.clashMembers(of: selector, isClass: isClass, in: methods))
        continue
      }
      guard let foundIndex else {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberMissingFromHeader, kotlinName: owner + "." + method.kotlinName,
            objCName: objCName + " " + (isClass ? "+" : "-") + selector,
            predicted: method.swiftName, actual: nil, line: 0))
        continue
      }
      matchedMethods.insert(foundIndex)
      let found = methods[foundIndex]
      if found.swiftName != method.swiftName {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberSwiftName, kotlinName: owner + "." + method.kotlinName,
            objCName: objCName + " " + (isClass ? "+" : "-") + selector,
            predicted: method.swiftName, actual: found.swiftName, line: found.line))
        type.methods[index].swiftName = found.swiftName
      }
      type.methods[index].ambiguity = nil
    }
    for index in type.initializers.indices {
      let initializer = type.initializers[index]
      guard let selector = initializer.selector else { continue }
      let foundIndex = methods.firstIndex(where: { $0.selector == selector && !$0.isClassMethod })
      if predictedSelectors["-" + selector, default: 0] > 1 {
        matchedMethods.formUnion(Self.clashMembers(of: selector, isClass: false, in: methods))
        continue
      }
      guard let foundIndex else {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberMissingFromHeader, kotlinName: owner + ".<init>",
            objCName: objCName + " -" + selector, predicted: initializer.swiftName, actual: nil,
            line: 0))
        continue
      }
      matchedMethods.insert(foundIndex)
      let found = methods[foundIndex]
      if found.swiftName != initializer.swiftName {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberSwiftName, kotlinName: owner + ".<init>",
            objCName: objCName + " -" + selector, predicted: initializer.swiftName,
            actual: found.swiftName, line: found.line))
        type.initializers[index].swiftName = found.swiftName
      }
      type.initializers[index].ambiguity = nil
    }
    for index in type.properties.indices {
      let property = type.properties[index]
      let candidates = properties.indices.filter {
        properties[$0].isClassProperty == property.isStatic
      }
      if let same = candidates.first(where: { properties[$0].swiftName == property.swiftName }) {
        matchedProperties.insert(same)
        type.properties[index].ambiguity = nil
        continue
      }
      let kotlinName = property.kotlinName
      // Without `@ObjCName(swiftName:)` the Objective-C name is the predicted Swift name.
      if let foundIndex = candidates.first(where: {
        let candidate = properties[$0]
        return candidate.name == property.swiftName || candidate.name == kotlinName
          || candidate.name == kotlinName + "_" || candidate.getter == kotlinName
      }) {
        matchedProperties.insert(foundIndex)
        let found = properties[foundIndex]
        disagreements.append(
          HeaderDisagreement(
            kind: .memberSwiftName, kotlinName: owner + "." + kotlinName,
            objCName: objCName + " " + found.name, predicted: property.swiftName,
            actual: found.swiftName, line: found.line))
        type.properties[index].swiftName = found.swiftName
        type.properties[index].ambiguity = nil
        if let entry = type.enumEntries.firstIndex(where: { $0.kotlinName == kotlinName }) {
          type.enumEntries[entry].swiftName = found.swiftName
          type.enumEntries[entry].ambiguity = nil
        }
      } else {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberMissingFromHeader, kotlinName: owner + "." + kotlinName,
            objCName: objCName + " " + property.swiftName, predicted: property.swiftName,
            actual: nil, line: 0))
      }
    }
    reportUnpredicted(
      methods: methods, matched: matchedMethods, properties: properties,
      matchedProperties: matchedProperties, owner: owner, objCName: objCName)
    for index in type.enumEntries.indices {
      let entry = type.enumEntries[index]
      if let property = type.properties.first(where: {
        $0.isStatic && $0.kotlinName == entry.kotlinName
      }) {
        type.enumEntries[index].swiftName = property.swiftName
        type.enumEntries[index].ambiguity = nil
      }
    }
  }

  /// Compares an `@ObjCEnum` enum class's native enum with the header's `NS_ENUM` that the
  /// class's `nsEnum` property returns (or, without that property, the one of the predicted
  /// Objective-C name): its Swift name, and each case's by value (the ordinal). The header's
  /// names win; the class's `nsEnum` property takes the header's type name.
  private mutating func compareNativeEnum(
    of type: inout ExportedType, header: FrameworkHeader, properties: [HeaderProperty],
    matched: inout Set<String>
  ) {
    guard var nativeEnum = type.nativeEnum else { return }
    let kotlinName = kotlinName(of: type)
    let returned = properties.first {
      !$0.isClassProperty && $0.name == ExportedNativeEnum.propertyName
    }.map { Self.normalized($0.type) }
    guard
      let found = header.enums.first(where: { $0.objCName == returned })
        ?? header.enums.first(where: { $0.objCName == nativeEnum.objCName })
    else {
      disagreements.append(
        HeaderDisagreement(
          kind: .typeMissingFromHeader, kotlinName: kotlinName + " (@ObjCEnum)",
          objCName: nativeEnum.objCName, predicted: nativeEnum.swiftName, actual: nil, line: 0))
      return
    }
    matched.insert(found.objCName)
    nativeEnum.objCName = found.objCName
    nativeEnum.ambiguity = nil
    if found.swiftName != nativeEnum.swiftName {
      disagreements.append(
        HeaderDisagreement(
          kind: .typeSwiftName, kotlinName: kotlinName + " (@ObjCEnum)",
          objCName: found.objCName, predicted: nativeEnum.swiftName, actual: found.swiftName,
          line: found.line))
      nativeEnum.swiftName = found.swiftName
      for index in type.properties.indices
      where !type.properties[index].isStatic
        && type.properties[index].swiftName == ExportedNativeEnum.propertyName
      {
        type.properties[index].swiftType = found.swiftName
      }
    }
    var matchedCases: Set<Int> = []
    for index in nativeEnum.cases.indices {
      let entry = nativeEnum.cases[index]
      // By value, or (without values) by position.
      let foundIndex =
        found.cases.firstIndex { $0.value == entry.ordinal }
        ?? (found.cases.indices.contains(entry.ordinal) && found.cases[entry.ordinal].value == nil
          ? entry.ordinal : nil)
      guard let foundIndex else {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberMissingFromHeader, kotlinName: kotlinName + "." + entry.kotlinName,
            objCName: found.objCName + " " + entry.objCName, predicted: entry.swiftName,
            actual: nil, line: 0))
        continue
      }
      matchedCases.insert(foundIndex)
      let headerCase = found.cases[foundIndex]
      if headerCase.swiftName != entry.swiftName {
        disagreements.append(
          HeaderDisagreement(
            kind: .memberSwiftName, kotlinName: kotlinName + "." + entry.kotlinName,
            objCName: found.objCName + " " + headerCase.objCName, predicted: entry.swiftName,
            actual: headerCase.swiftName, line: found.line))
        nativeEnum.cases[index].swiftName = headerCase.swiftName
      }
      nativeEnum.cases[index].objCName = headerCase.objCName
    }
    for (index, headerCase) in found.cases.enumerated() where !matchedCases.contains(index) {
      disagreements.append(
        HeaderDisagreement(
          kind: .memberMissingFromPrediction, kotlinName: kotlinName,
          objCName: found.objCName + " " + headerCase.objCName, predicted: nil,
          actual: headerCase.swiftName, line: found.line))
    }
    type.nativeEnum = nativeEnum
  }

  /// Reports the header's members that no predicted member matched. Left out: what the
  /// compiler declares on every class or object and Swift cannot call (`alloc`, `new`, an
  /// unavailable `init`), and the object factory (`+companion`, `+shared`: the deprecated
  /// `init()` that `shared` replaces).
  private mutating func reportUnpredicted(
    methods: [HeaderMethod], matched: Set<Int>, properties: [HeaderProperty],
    matchedProperties: Set<Int>, owner: String, objCName: String
  ) {
    for (index, method) in methods.enumerated() where !matched.contains(index) {
      if method.isUnavailable { continue }
      if method.isClassMethod && method.returnType == "instancetype" && method.swiftName == "init()"
      {
        continue
      }
      disagreements.append(
        HeaderDisagreement(
          kind: .memberMissingFromPrediction, kotlinName: owner,
          objCName: objCName + " " + (method.isClassMethod ? "+" : "-") + method.selector,
          predicted: nil, actual: method.swiftName, line: method.line))
    }
    for (index, property) in properties.enumerated() where !matchedProperties.contains(index) {
      disagreements.append(
        HeaderDisagreement(
          kind: .memberMissingFromPrediction, kotlinName: owner,
          objCName: objCName + " " + (property.isClassProperty ? "+" : "") + property.name,
          predicted: nil, actual: property.swiftName, line: property.line))
    }
  }
}
