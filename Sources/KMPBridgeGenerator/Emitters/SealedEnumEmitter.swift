import KotlinExport

/// Emits an exhaustive Swift enum for a Kotlin sealed class or interface.
///
/// ```swift
/// public enum ProfileStateEnum {
///   case loading                          // an object: no payload
///   case loaded(ProfileState.Loaded)      // a class: the typed instance
///   case content(ProfileContentEnum)      // a sealed subclass: its own enum, one level down
///   public init(_ value: ProfileState)    // unknown subclass: a runtime error naming it
///   public var kotlin: ProfileState       // back to the Kotlin value
/// }
/// ```
///
/// For a sealed class used as a reactor's action type the cases carry the constructor's
/// arguments instead (`.follow(userId: 1)`), so that Swift can build actions.
struct SealedEnumEmitter {
  let model: GlueModel

  func emit(_ hierarchy: SealedHierarchy, into writer: inout SwiftWriter) {
    guard let enumName = model.enumName(of: hierarchy.kotlinName),
      let parentSwift = hierarchy.swiftTypeName.map({ model.swift($0) })
    else { return }
    let isAction = model.actionTypes.contains(hierarchy.kotlinName)
    let generics =
      hierarchy.genericParameters.isEmpty
      ? "" : "<" + hierarchy.genericParameters.joined(separator: ", ") + ">"
    let parentType = hierarchy.isInterface ? "any \(parentSwift)" : parentSwift + generics
    let cases = hierarchy.subclasses.filter(\.isExported).compactMap { subclass in
      EnumCase(subclass: subclass, model: model, isAction: isAction, generics: generics)
    }
    let needsFallback = !hierarchy.isCompletelyExported
    let kotlinName = hierarchy.kotlinName.description
    // Nothing to switch over when Swift sees none of the subclasses.
    guard !cases.isEmpty else { return }

    let kind = hierarchy.isInterface ? "interface" : "class"
    var doc = "The exhaustive cases of the Kotlin sealed \(kind) `\(kotlinName)`.\n\n"
    doc += "A `switch` over it needs no `default:`, and stops compiling when Kotlin adds a\n"
    doc += "subclass (regenerate with `kmp-bridge generate`)."
    if isAction {
      doc += "\n\nCases carry the constructor arguments, so that Swift can make actions:\n"
      doc += "`store.send(\(cases.first?.example ?? ".action"))`."
    }
    if needsFallback {
      let hidden = hierarchy.subclasses.filter { !$0.isExported }.map {
        "`\($0.kotlinName.simpleName)` (\($0.notExportedReason?.description ?? "not exported"))"
      }
      doc += "\n\n`unexported` stands for subclasses Swift cannot see:\n"
      doc += hidden.joined(separator: ",\n") + "."
    }
    writer.doc(doc)
    let conformances = isAction && cases.allSatisfy(\.payloadIsEquatable) ? ": Swift.Equatable" : ""
    // Swift imports an Objective-C class's lightweight generics as `<T: AnyObject>`, and infers
    // no requirement from a case's payload: the enum states it.
    let declaredGenerics =
      hierarchy.genericParameters.isEmpty || !model.isObjectiveC
      ? generics
      : "<" + hierarchy.genericParameters.map { $0 + ": AnyObject" }.joined(separator: ", ") + ">"
    writer.block("public enum \(enumName)\(declaredGenerics)\(conformances) {") { writer in
      for enumCase in cases {
        writer.line(enumCase.declaration)
      }
      if needsFallback {
        writer.line("case unexported(\(parentType))")
      }
      writer.line()
      if !isAction || cases.allSatisfy(\.canReadBack) {
        writer.doc("The case of a Kotlin value.")
        writer.block("public init(_ value: \(parentType)) {") { writer in
          for enumCase in cases {
            enumCase.emitMatch(into: &writer)
          }
          if needsFallback {
            writer.line("self = .unexported(value)")
          } else {
            writer.line(
              "KMPBridge.KMPBridgeGlue.unknownSubclass(of: \(stringLiteral(kotlinName.description)), "
                + "value: value)")
          }
        }
      }
      // In a generic hierarchy a subclass fixing the type argument (`Failure : Outcome<Nothing>`)
      // is not an `Outcome<T>` to Swift, nor is a nested level whose enum cannot convert back.
      let convertsBack = hierarchy.subclasses.filter(\.isExported).allSatisfy(\.convertsToParent)
      guard convertsBack else { return }
      writer.line()
      writer.doc("The Kotlin value.")
      writer.block("public var kotlin: \(parentType) {") { writer in
        writer.switchBlock("switch self {") { writer in
          for enumCase in cases {
            writer.line(enumCase.backConversion)
          }
          if needsFallback {
            writer.line("case .unexported(let value): value")
          }
        }
      }
    }
    // Only the root of a hierarchy gets `asEnum`: a nested sealed level's own accessor would
    // clash with (override) the inherited one.
    let isNestedLevel = model.sealedSubclassNames.contains(hierarchy.kotlinName)
    if generics.isEmpty, !isNestedLevel {
      writer.line()
      writer.block("extension \(parentSwift) {") { writer in
        writer.doc("This value as the exhaustive `\(enumName)`.")
        writer.line("public var asEnum: \(enumName) { \(enumName)(self) }")
      }
    }
  }
}

/// One case of a generated sealed enum.
private struct EnumCase {
  let name: String
  /// How a call site spells the case, for documentation: `.follow(userId: …)`.
  var example: String
  let declaration: String
  let backConversion: String
  let payloadIsEquatable: Bool
  let canReadBack: Bool
  private let matchLines: [String]

  init?(subclass: SealedSubclass, model: GlueModel, isAction: Bool, generics: String) {
    guard let swiftType = subclass.swiftTypeName.map({ model.swift($0) }) else { return nil }
    let name = escaped(subclass.caseName)
    self.name = name
    let typeArguments =
      subclass.typeArguments.isEmpty
      ? "" : "<" + subclass.typeArguments.joined(separator: ", ") + ">"
    let instanceType = subclass.isInterface ? "any \(swiftType)" : swiftType + typeArguments
    example = "." + name
    if subclass.isObject {
      declaration = "case \(name)"
      backConversion = "case .\(name): \(model.objectInstance(swiftType))"
      matchLines = ["if value is \(swiftType) {", "  self = .\(name)", "  return", "}"]
      payloadIsEquatable = true
      canReadBack = true
    } else if subclass.isSealed, let nested = model.enumName(of: subclass.kotlinName) {
      declaration = "case \(name)(\(nested)\(typeArguments))"
      backConversion = "case .\(name)(let nested): nested.kotlin"
      matchLines = [
        "if let match = value as? \(instanceType) {", "  self = .\(name)(\(nested)(match))",
        "  return", "}",
      ]
      payloadIsEquatable = false
      canReadBack = true
    } else if isAction, let type = model.exported.type(subclass.kotlinName),
      let constructor = GlueModel.actionConstructor(of: type)
    {
      let parameters = constructor.parameters
      let labels = parameters.map { escaped($0.internalName) }
      // An enum-class parameter takes the generated native mirror: `.selectTab(tab: .posts)`.
      let mirrors = parameters.map { parameter -> String? in
        guard case .moduleClass(let name, _) = parameter.kotlinType,
          model.enumClassNames.contains(name)
        else { return nil }
        return model.enumName(of: name)
      }
      let associated = zip(labels, zip(parameters, mirrors)).map { label, pair in
        "\(label): \(pair.1 ?? model.swift(pair.0.swiftType))"
      }
      declaration =
        parameters.isEmpty ? "case \(name)" : "case \(name)(\(associated.joined(separator: ", ")))"
      if !parameters.isEmpty {
        example = ".\(name)(" + labels.map { "\($0): …" }.joined(separator: ", ") + ")"
      }
      let bindings = labels.map { "let \($0)" }.joined(separator: ", ")
      let arguments = zip(parameters, zip(labels, mirrors)).map { parameter, pair in
        let value = pair.1 == nil ? pair.0 : "\(pair.0).kotlin"
        return parameter.label == "_" ? value : "\(parameter.label): \(value)"
      }
      backConversion =
        parameters.isEmpty
        ? "case .\(name): \(swiftType)()"
        : "case .\(name)(\(bindings)): \(swiftType)(\(arguments.joined(separator: ", ")))"
      payloadIsEquatable = parameters.allSatisfy { isEquatableSpelling($0.swiftType) }
      // Reading an action back needs a property for every constructor parameter.
      let readable = parameters.map { parameter in
        type.properties.first { $0.kotlinName == parameter.name && !$0.isStatic }
      }
      canReadBack = readable.allSatisfy { $0 != nil }
      if canReadBack {
        let reads = zip(zip(labels, mirrors), readable).map { pair, property in
          let value = "match.\(escaped(property!.swiftName))"
          return "\(pair.0): " + (pair.1.map { "\($0)(\(value))" } ?? value)
        }
        let payload = parameters.isEmpty ? "" : "(\(reads.joined(separator: ", ")))"
        matchLines = [
          "if let match = value as? \(instanceType) {", "  self = .\(name)\(payload)",
          "  return", "}",
        ]
      } else {
        matchLines = []
      }
    } else {
      declaration = "case \(name)(\(instanceType))"
      backConversion = "case .\(name)(let value): value"
      matchLines = [
        "if let match = value as? \(instanceType) {", "  self = .\(name)(match)", "  return", "}",
      ]
      payloadIsEquatable = !subclass.isInterface
      canReadBack = true
    }
  }

  func emitMatch(into writer: inout SwiftWriter) {
    for line in matchLines { writer.line(line) }
  }
}

/// Whether values of a Swift type spelled like this are `Equatable` (Kotlin classes are
/// `NSObject`s in the Objective-C export and `KotlinBase`s, which are `Hashable`, in Swift export).
private func isEquatableSpelling(_ type: String) -> Bool {
  if type.contains("->") || type.hasPrefix("any ") { return false }
  return true
}

/// A Swift string literal of `text` (a backticked Kotlin name may hold `"` or `\\`).
func stringLiteral(_ text: String) -> String {
  // Nearly every name has neither byte: no replacing (Foundation's, slow here) is needed.
  guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
  else { return "\"" + text + "\"" }
  return "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\")
    .replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Backticks a Swift keyword used as a name (and `await`, which the glue's names avoid too).
func escaped(_ name: String) -> String {
  name == "await" ? "`await`" : SwiftSyntax.escapedIdentifier(name)
}
