import KotlinSyntax

extension ExportBuilder {
  /// Gives each override the names of the member it overrides (Objective-C export): the override
  /// is the same Objective-C method or property, so Swift sees the overridden member's Swift
  /// name, argument labels and selector, whatever the override's own parameter names, and with
  /// the `@ObjCName`, `@ObjCName` on parameters and `@receiver:ObjCName` of the overridden
  /// declaration (the compiler rejects them on an override).
  ///
  /// The overridden member is the nearest one of the same Kotlin name, kind and number of
  /// parameters in a module supertype (superclasses nearest first, then interfaces breadth
  /// first); among
  /// overloads of one number of parameters, the one whose Kotlin parameter types are the
  /// override's. An override of a library member keeps its own names.
  mutating func inheritOverriddenNames() {
    guard mode.isObjectiveC else { return }
    // Each class's key in `types` (its name's text), built once.
    var keys: [QualifiedName: String] = [:]
    func typeKey(of name: QualifiedName) -> String {
      if let known = keys[name] { return known }
      let text = name.description
      keys[name] = text
      return text
    }
    // The classes with overrides, supertypes before their subtypes (a supertype has fewer
    // supertypes of its own), so that an override of an override takes the final names.
    var pending: [(supertypes: [QualifiedName], key: String)] = []
    for (key, type) in types where !type.kind.isTopLevelContainer {
      guard
        type.methods.contains(where: { $0.isOverride && !Self.isAnyMethod($0) })
          || type.properties.contains(where: { $0.isOverride })
      else { continue }
      // An override of a library member (no module supertype) keeps its names.
      let supertypes = supertypes(of: type.kotlinName)
      if !supertypes.isEmpty { pending.append((supertypes, key)) }
    }
    pending.sort { ($0.supertypes.count, $0.key) < ($1.supertypes.count, $1.key) }
    for (supertypes, key) in pending {
      guard var type = types.removeValue(forKey: key) else { continue }
      defer { types[key] = type }
      let bases = supertypes.compactMap { types[typeKey(of: $0)] }
      guard !bases.isEmpty else { continue }
      for index in type.methods.indices
      where type.methods[index].isOverride && type.methods[index].kind == .method
        && !Self.isAnyMethod(type.methods[index])
      {
        guard let base = Self.overriddenMethod(of: type.methods[index], in: bases) else {
          continue
        }
        type.methods[index].swiftName = base.swiftName
        type.methods[index].selector = base.selector
        for (position, parameter) in base.parameters.enumerated() {
          type.methods[index].parameters[position].label = parameter.label
        }
      }
      for index in type.properties.indices
      where type.properties[index].isOverride && !type.properties[index].isStatic {
        let kotlinName = type.properties[index].kotlinName
        for base in bases {
          guard
            let overridden = base.properties.first(where: {
              $0.kotlinName == kotlinName && !$0.isStatic
            })
          else { continue }
          type.properties[index].swiftName = overridden.swiftName
          break
        }
      }
    }
  }

  /// The module supertypes of a class, nearest first: its superclasses, then the interfaces of
  /// it and of them, breadth first in the order they are written.
  private func supertypes(of name: QualifiedName) -> [QualifiedName] {
    var result = module.superclassChain(of: name)
    var seen = Set(result)
    var queue = [name] + result
    var next = 0
    while next < queue.count {
      let current = queue[next]
      next += 1
      for case .moduleClass(let interface, _) in module.classes[current]?.interfaces ?? []
      where seen.insert(interface).inserted {
        result.append(interface)
        queue.append(interface)
      }
    }
    return result
  }

  /// Whether a method is an override of `Any`'s (`equals`, `hashCode`, `toString`), which keep
  /// `NSObject`'s names and have no module declaration to take names from.
  private static func isAnyMethod(_ method: ExportedFunction) -> Bool {
    switch method.kotlinName {
    case "equals", "hashCode", "toString": return true
    default: return false
    }
  }

  /// The method `method` overrides among `bases`' methods, nearest base first; `nil` when none
  /// or when overloads leave it open.
  private static func overriddenMethod(of method: ExportedFunction, in bases: [ExportedType])
    -> ExportedFunction?
  {
    for base in bases {
      let candidates = base.methods.filter {
        $0.kind == .method && $0.kotlinName == method.kotlinName
          && $0.parameters.count == method.parameters.count
          && $0.isExtension == method.isExtension
      }
      if candidates.count == 1 { return candidates[0] }
      if candidates.count > 1 {
        let types = method.parameters.map(\.kotlinType)
        let exact = candidates.filter { $0.parameters.map(\.kotlinType) == types }
        return exact.count == 1 ? exact[0] : nil
      }
    }
    return nil
  }
}
