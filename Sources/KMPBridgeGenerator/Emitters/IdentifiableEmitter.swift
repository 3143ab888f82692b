import KotlinExport

/// Emits `Identifiable` conformances for Kotlin classes with an `id` property, so that SwiftUI's
/// `ForEach(posts) { … }` and `List(posts)` take them directly.
///
/// ```swift
/// extension Post: Swift.Identifiable {}  // qualified: a conformance to a protocol of another module
/// ```
///
/// A class qualifies when it is final and not generic, its `id` is an instance property of a
/// `Hashable` Swift value type (a number, `String`, `Bool`), it does not conform already, and no
/// exported superclass has an `id` (a conformance there would clash with this one).
struct IdentifiableEmitter {
  let model: GlueModel

  /// Swift value types that are `Hashable`, as the export spells them.
  private static let hashableTypes: Set<String> = [
    "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "String", "Bool",
    "Float", "Double",
  ]

  /// The types that get a conformance, with their `id` property.
  func candidates() -> [(type: ExportedType, id: ExportedProperty)] {
    // Built at the first candidate that has a superclass: hashing every type's Swift name is
    // wasted on a module where no candidate has one.
    var bySwiftName: [String: ExportedType]?
    func hasID(_ type: ExportedType) -> Bool {
      type.properties.contains { $0.kotlinName == "id" && !$0.isStatic }
    }
    func superclassHasID(_ type: ExportedType) -> Bool {
      guard type.superclass != nil else { return false }
      if bySwiftName == nil {
        bySwiftName = Dictionary(
          model.exported.types.map { ($0.swiftName, $0) }, uniquingKeysWith: { first, _ in first })
      }
      var visited: Set<String> = []
      var next = type.superclass
      while let name = next, visited.insert(name).inserted {
        guard let superclass = bySwiftName?[name] else { return false }
        if hasID(superclass) { return true }
        next = superclass.superclass
      }
      return false
    }
    return model.exported.types.compactMap { type in
      guard type.kind == .class, type.isFinal, type.genericParameters.isEmpty,
        type.ambiguity == nil, model.wanted(type.kotlinName),
        !type.protocols.contains(where: { $0 == "Identifiable" || $0 == "Swift.Identifiable" }),
        let id = type.properties.first(where: { $0.kotlinName == "id" && !$0.isStatic }),
        id.ambiguity == nil, id.swiftName == "id", Self.hashableTypes.contains(id.swiftType),
        !superclassHasID(type)
      else { return nil }
      return (type, id)
    }
  }

  func emit(_ type: ExportedType, id: ExportedProperty, into writer: inout SwiftWriter) {
    writer.line("extension \(model.swift(type.swiftName)): Swift.Identifiable {}")
  }
}
