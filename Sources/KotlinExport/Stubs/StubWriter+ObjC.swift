extension StubWriter {
  mutating func emitObjC(_ configuration: ObjCExportConfiguration) {
    output += header("Objective-C framework '\(configuration.frameworkName)'")
    line("import Foundation")
    line()
    output += ObjCRuntimeStubs.text
    line("// MARK: - Module '\(exported.module.name)'")
    line()
    let types = exported.types
    var provided: [QualifiedName: Set<String>] = [:]
    for type in types where type.kind == .protocol {
      emitObjCProtocol(type)
    }
    // Superclasses first, so members they provide are not declared twice.
    for type in orderedBySuperclass(types.filter { $0.kind != .protocol }) {
      emitObjCClass(type, provided: &provided)
    }
  }

  /// Classes sorted so that a class's module superclass comes before it; otherwise by name.
  private func orderedBySuperclass(_ types: [ExportedType]) -> [ExportedType] {
    var placed: Set<QualifiedName> = []
    var result: [ExportedType] = []
    var pending = types
    while !pending.isEmpty {
      var next: [ExportedType] = []
      for type in pending {
        let chain = exported.module.superclassChain(of: type.kotlinName)
        if let superName = chain.first, exported.type(superName) != nil,
          !placed.contains(superName)
        {
          next.append(type)
        } else {
          placed.insert(type.kotlinName)
          result.append(type)
        }
      }
      if next.count == pending.count {
        result += next
        break
      }
      pending = next
    }
    return result
  }

  private mutating func emitObjCProtocol(_ type: ExportedType) {
    let inherits = ["AnyObject"] + type.protocols
    block("public protocol " + type.swiftName + ": " + inherits.joined(separator: ", ")) {
      $0.emitMembers(of: type, access: "", inherited: [], isProtocol: true)
    }
    emitGenericMembersExtension(of: type)
    let generic = genericMembers(of: type)
    let asyncMethods = type.methods.filter {
      $0.completionHandlerType != nil && !generic.contains("func " + $0.swiftName)
    }
    if !asyncMethods.isEmpty {
      block("extension " + type.swiftName) { writer in
        for method in asyncMethods {
          writer.line("public " + method.declaration + " { fatalError(\"stub\") }")
        }
      }
    }
    line()
  }

  private mutating func emitObjCClass(
    _ type: ExportedType, provided: inout [QualifiedName: Set<String>]
  ) {
    if type.kind == .libraryCategory {
      // The runtime stubs above declare the library class; its category adds the methods.
      block("extension " + type.swiftName) {
        $0.emitMembers(of: type, access: "public", inherited: [], isProtocol: false)
      }
      line()
      return
    }
    // What the superclass chain already declares, so overrides are not redeclared.
    var inherited: Set<String> = []
    if let superName = exported.module.superclassChain(of: type.kotlinName).first {
      inherited = provided[superName] ?? []
    }
    if let superclass = type.superclass,
      superclass.hasPrefix("KotlinThrowable")
        || superclass.hasPrefix("KotlinException") || superclass.hasSuffix("Exception")
    {
      inherited.formUnion(["var message", "var cause"])
    }
    var own = inherited
    for property in type.properties { own.insert("var " + property.swiftName) }
    for method in type.methods { own.insert("func " + method.swiftName) }
    let missing = missingRequirements(of: type, provided: own)
    for (_, requirement) in missing { own.insert(requirement) }
    provided[type.kotlinName] = own

    let nameParts = type.swiftName.split(separator: ".", maxSplits: 1).map(String.init)
    let ownName = nameParts.last ?? type.swiftName
    let generics =
      type.genericParameters.isEmpty
      ? "" : "<" + type.genericParameters.joined(separator: ", ") + ">"
    let inheritance = [type.superclass ?? "KotlinBase"] + type.protocols
    let classKeyword = type.isFinal ? "public final class " : "open class "
    let access = type.isFinal ? "public" : "open"
    let emitBody: (inout StubWriter) -> Void = { writer in
      writer.block(
        classKeyword + SwiftSyntax.escapedIdentifier(ownName) + generics + ": "
          + inheritance.joined(separator: ", ")
      ) { inner in
        inner.emitMembers(of: type, access: access, inherited: inherited, isProtocol: false)
        for (method, _) in missing {
          inner.emitMethodOrProperty(method, access: access)
        }
      }
    }
    if nameParts.count == 2 {
      block("extension " + nameParts[0], emitBody)
    } else {
      emitBody(&self)
    }
    line()
    if let nativeEnum = type.nativeEnum { emitNativeEnum(nativeEnum) }
  }

  /// An `@ObjCEnum` enum class's `NS_ENUM` as Swift imports it: an enum with `Int32` raw
  /// values, the ordinals. (A header's `NS_CLOSED_ENUM` is frozen, an `NS_ENUM` is not; stubs
  /// are built without library evolution, where every enum is exhaustive.)
  private mutating func emitNativeEnum(_ nativeEnum: ExportedNativeEnum) {
    let nameParts = nativeEnum.swiftName.split(separator: ".", maxSplits: 1).map(String.init)
    let name = SwiftSyntax.escapedIdentifier(nameParts.last ?? nativeEnum.swiftName)
    let emitBody: (inout StubWriter) -> Void = { writer in
      guard !nativeEnum.cases.isEmpty else {
        // A Swift enum without cases cannot declare a raw type; the importer gives an empty
        // C enum its raw value all the same.
        writer.block("public enum " + name + ": RawRepresentable, Sendable") { inner in
          inner.line("public init?(rawValue: Int32) { nil }")
          inner.line("public var rawValue: Int32 { switch self {} }")
        }
        return
      }
      writer.block("public enum " + name + ": Int32, Sendable") { inner in
        for entry in nativeEnum.cases {
          inner.line(
            "case " + SwiftSyntax.escapedIdentifier(entry.swiftName) + " = \(entry.ordinal)")
        }
      }
    }
    if nameParts.count == 2 {
      block("extension " + nameParts[0], emitBody)
    } else {
      emitBody(&self)
    }
    line()
  }

  /// Requirements of the module protocols a class conforms to that neither it nor its
  /// superclasses declare: Kotlin interface members with default bodies.
  private func missingRequirements(of type: ExportedType, provided: Set<String>)
    -> [(Requirement, String)]
  {
    var result: [(Requirement, String)] = []
    var seen = provided
    for interfaceName in exported.module.allInterfaces(of: type.kotlinName) {
      guard let interface = exported.type(interfaceName) else { continue }
      seen.formUnion(genericMembers(of: interface))
      for property in interface.properties where !seen.contains("var " + property.swiftName) {
        seen.insert("var " + property.swiftName)
        result.append((.property(property), "var " + property.swiftName))
      }
      for method in interface.methods where !seen.contains("func " + method.swiftName) {
        seen.insert("func " + method.swiftName)
        result.append((.method(method), "func " + method.swiftName))
      }
    }
    return result
  }

  /// A protocol requirement to implement.
  enum Requirement {
    case property(ExportedProperty)
    case method(ExportedFunction)
  }

  mutating func emitMethodOrProperty(_ requirement: Requirement, access: String) {
    switch requirement {
    case .property(let property):
      let name = SwiftSyntax.escapedIdentifier(property.swiftName)
      if property.isMutable {
        line(access + " var " + name + ": " + property.swiftType + " {")
        line("  get { fatalError(\"stub\") }")
        line("  set { fatalError(\"stub\") }")
        line("}")
      } else {
        line(access + " var " + name + ": " + property.swiftType + " { fatalError(\"stub\") }")
      }
    case .method(let method):
      emitMethod(method, access: access, isProtocol: false)
    }
  }
}
