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

  /// Marks each class's clashing members (Objective-C export), once overrides have the names
  /// of what they override: an override renamed by `@ObjCName` no longer clashes with an
  /// overload of its Kotlin name, and may clash with another member of its new name.
  mutating func markClassClashes() {
    guard mode.isObjectiveC else { return }
    var all = types
    types = [:]
    // The values are changed in place, by position: the dictionary's keys stay as they are.
    var index = all.values.startIndex
    while index != all.values.endIndex {
      if !all.values[index].kind.isTopLevelContainer { markClashes(in: &all.values[index]) }
      all.values.formIndex(after: &index)
    }
    types = all
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
    switch (method.kotlinName, method.parameters.count) {
    case ("equals", 1), ("hashCode", 0), ("toString", 0): return true
    default: return false
    }
  }

  /// The method `method` overrides among `bases`' methods: the nearest one with its Kotlin
  /// parameter types; else (a generic supertype's `T` is the override's `Int`) the nearest of its
  /// name and number of parameters; `nil` when none, or when overloads leave it open.
  private static func overriddenMethod(of method: ExportedFunction, in bases: [ExportedType])
    -> ExportedFunction?
  {
    func candidates(in base: ExportedType) -> [ExportedFunction] {
      base.methods.filter {
        $0.kind == .method && $0.kotlinName == method.kotlinName
          && $0.parameters.count == method.parameters.count
          && $0.isExtension == method.isExtension
      }
    }
    let types = method.parameters.map(\.kotlinType)
    for base in bases {
      let exact = candidates(in: base).filter { $0.parameters.map(\.kotlinType) == types }
      if !exact.isEmpty { return exact.count == 1 ? exact[0] : nil }
    }
    for base in bases {
      let found = candidates(in: base)
      if !found.isEmpty { return found.count == 1 ? found[0] : nil }
    }
    return nil
  }

}
