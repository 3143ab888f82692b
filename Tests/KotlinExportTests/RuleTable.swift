import KotlinExport
import Testing

/// One rule of kotlin-in-swift.md as a test case: a Kotlin snippet, a question about its
/// export, and the answer the document gives.
struct Rule: Sendable, CustomTestStringConvertible {
  /// The export mode of a rule.
  enum Mode: Sendable {
    case objC(framework: String)
    case swift(version: String, flatten: String?)
  }

  /// What to ask the prediction.
  enum Query: Sendable {
    /// The Swift name of a class.
    case typeName(String)
    /// The Objective-C name of a class.
    case objCName(String)
    /// A method's Swift name, by class and Kotlin name.
    case method(String, String)
    /// A method's Swift declaration.
    case methodDeclaration(String, String)
    /// The Swift declarations of every method of a Kotlin name, in order, joined by ` | `.
    case methodDeclarations(String, String)
    /// A method's Objective-C selector, by class and Kotlin name (`<top-level>` for the first
    /// top-level container's).
    case selector(String, String)
    /// A property's Swift name.
    case property(String, String)
    /// A property's Swift type.
    case propertyType(String, String)
    /// The first initializer's declaration.
    case initializer(String)
    /// An enum entry's Swift name.
    case entry(String, String)
    /// A top-level function or property in its file facade / package: `Container.member`.
    case topLevel(String)
    /// A top-level function's declaration.
    case topLevelDeclaration(String)
    /// Why a class is not exported (`exported` when it is).
    case export(String)
    /// A class's superclass spelling.
    case superclass(String)
    /// `final` or `open`.
    case finality(String)
    /// Whether a class's name is ambiguous.
    case ambiguity(String)
    /// Whether a class's method of a Kotlin name is ambiguous (the first such method).
    case methodAmbiguity(String, String)
    /// Whether a class's property of a Kotlin name is ambiguous.
    case propertyAmbiguity(String, String)
    /// Whether any initializer of a class is ambiguous.
    case initializerAmbiguity(String)
    /// Whether a top-level function of a Kotlin name is ambiguous (the first such function).
    case topLevelAmbiguity(String)
    /// A flow member's element type, by member Kotlin name.
    case flowElement(String)
    /// The `sealedType()` case names of a sealed class, comma-separated (`-` when none).
    case sealedTypeCases(String)
    /// An `@ObjCEnum` enum class's native enum: `ObjCName/SwiftName: case=ordinal,…` with each
    /// case's Swift name (`-` when there is none).
    case nativeEnum(String)
    /// The Objective-C enumerators of an `@ObjCEnum` enum class's native enum, comma-separated.
    case nativeEnumerators(String)
    /// Package typealiases, `name=target` comma-separated.
    case packageAliases
    /// The nested-path aliases needed, `host.alias=target` comma-separated.
    case nestedAliases
    /// Swift export's typealiases, `kotlinName=target` comma-separated.
    case typeAliases
  }

  var bullet: String
  var mode: Mode
  var kotlin: String
  var query: Query
  var expected: String

  init(_ bullet: String, _ mode: Mode, _ kotlin: String, _ query: Query, _ expected: String) {
    self.bullet = bullet
    self.mode = mode
    self.kotlin = kotlin
    self.query = query
    self.expected = expected
  }

  var testDescription: String { bullet + " → " + expected }

  /// The prediction's answer.
  func answer() -> String {
    let exported: ExportedModule
    switch mode {
    case .objC(let framework):
      exported = KotlinFixtures.objC(kotlin, framework: framework, path: "Main.kt")
    case .swift(let version, let flatten):
      exported = KotlinFixtures.swift(kotlin, version: version, flatten: flatten)
    }
    return Self.answer(query, in: exported)
  }

  static func answer(_ query: Query, in exported: ExportedModule) -> String {
    switch query {
    case .typeName(let name):
      return exported.type(named: name)?.swiftName ?? "<not exported>"
    case .objCName(let name):
      return exported.type(named: name)?.objCName ?? "<none>"
    case .method(let type, let member):
      return exported.type(named: type)?.methods.first { $0.kotlinName == member }?.swiftName
        ?? "<none>"
    case .methodDeclaration(let type, let member):
      return exported.type(named: type)?.methods.first { $0.kotlinName == member }?.declaration
        ?? "<none>"
    case .methodDeclarations(let type, let member):
      let declarations = exported.type(named: type)?.methods.filter { $0.kotlinName == member }
        .map(\.declaration)
      return declarations.map { $0.isEmpty ? "<none>" : $0.joined(separator: " | ") } ?? "<none>"
    case .selector(let type, let member):
      let host =
        type == "<top-level>" ? exported.topLevelContainers.first : exported.type(named: type)
      return host?.methods.first { $0.kotlinName == member }?.selector ?? "<none>"
    case .property(let type, let member):
      return exported.type(named: type)?.properties.first { $0.kotlinName == member }?.swiftName
        ?? "<none>"
    case .propertyType(let type, let member):
      return exported.type(named: type)?.properties.first { $0.kotlinName == member }?.swiftType
        ?? "<none>"
    case .initializer(let type):
      return exported.type(named: type)?.initializers.first?.declaration ?? "<none>"
    case .entry(let type, let entry):
      return exported.enumEntries(of: type).first { $0.kotlinName == entry }?.swiftName ?? "<none>"
    case .topLevel(let member):
      for container in exported.topLevelContainers {
        if let method = container.methods.first(where: { $0.kotlinName == member }) {
          return container.swiftName + "." + method.swiftName
        }
        if let property = container.properties.first(where: { $0.kotlinName == member }) {
          return container.swiftName + "." + property.swiftName
        }
      }
      for type in exported.types {
        if let method = type.methods.first(where: { $0.kotlinName == member && $0.isExtension }) {
          return type.swiftName + "." + method.swiftName
        }
      }
      return "<none>"
    case .topLevelDeclaration(let member):
      for container in exported.topLevelContainers {
        if let method = container.methods.first(where: { $0.kotlinName == member }) {
          return method.declaration
        }
        if let property = container.properties.first(where: { $0.kotlinName == member }) {
          return property.declaration
        }
        if let skipped = container.skippedMembers.first(where: { $0.kotlinName == member }) {
          return "skipped: \(skipped.reason)"
        }
      }
      return "<none>"
    case .export(let name):
      guard let qualified = exported.qualifiedName(name) else { return "<unknown>" }
      return exported.notExported[qualified].map(\.description) ?? "exported"
    case .superclass(let name):
      return exported.type(named: name)?.superclass ?? "<none>"
    case .finality(let name):
      return exported.type(named: name).map { $0.isFinal ? "final" : "open" } ?? "<none>"
    case .ambiguity(let name):
      return exported.type(named: name).map { $0.ambiguity == nil ? "clear" : "ambiguous" }
        ?? "<none>"
    case .methodAmbiguity(let type, let member):
      return exported.type(named: type)?.methods.first { $0.kotlinName == member }
        .map { $0.ambiguity == nil ? "clear" : "ambiguous" } ?? "<none>"
    case .propertyAmbiguity(let type, let member):
      return exported.type(named: type)?.properties.first { $0.kotlinName == member }
        .map { $0.ambiguity == nil ? "clear" : "ambiguous" } ?? "<none>"
    case .initializerAmbiguity(let type):
      return exported.type(named: type).map {
        $0.initializers.contains { $0.ambiguity != nil } ? "ambiguous" : "clear"
      } ?? "<none>"
    case .topLevelAmbiguity(let member):
      for container in exported.topLevelContainers {
        if let method = container.methods.first(where: { $0.kotlinName == member }) {
          return method.ambiguity == nil ? "clear" : "ambiguous"
        }
      }
      return "<none>"
    case .flowElement(let member):
      return exported.flowMembers().first { $0.memberKotlinName == member }?.elementSwiftType
        ?? "<none>"
    case .sealedTypeCases(let name):
      guard let hierarchy = exported.sealedHierarchy(of: name) else { return "<not sealed>" }
      guard let sealedType = hierarchy.sealedType else { return "-" }
      return (sealedType.cases.map(\.name) + (sealedType.hasUnknownCase ? ["unknown"] : []))
        .joined(separator: ",")
    case .nativeEnum(let name):
      guard let native = exported.type(named: name)?.nativeEnum else { return "-" }
      return native.objCName + "/" + native.swiftName + ": "
        + native.cases.map { "\($0.swiftName)=\($0.ordinal)" }.joined(separator: ",")
    case .nativeEnumerators(let name):
      return exported.type(named: name)?.nativeEnum?.cases.map(\.objCName)
        .joined(separator: ",") ?? "-"
    case .packageAliases:
      return exported.packageTypeAliases().map {
        $0.name + "=" + $0.target + ($0.isDeclaredByCompiler ? "(compiler)" : "")
      }.joined(separator: ",")
    case .typeAliases:
      return exported.swiftExportTypeAliases().map { "\($0.kotlinName)=\($0.target)" }
        .joined(separator: ", ")
    case .nestedAliases:
      return exported.nestedTypePaths().filter(\.needsAlias).map {
        ($0.aliasHostSwiftName ?? "?") + "." + $0.aliasName + "=" + $0.swiftName
      }.joined(separator: ",")
    }
  }
}
