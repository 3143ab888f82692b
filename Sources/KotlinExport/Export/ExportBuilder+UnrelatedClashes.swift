import KotlinSyntax

extension ExportBuilder {
  /// Marks the instance members that clash with an interface's member of the same Swift name in
  /// another type which one class could inherit together with theirs (Objective-C export only).
  ///
  /// The compiler names members framework-wide: two members may share a name only if no class
  /// can inherit both, or if they would merge in such a class (the same Kotlin name and
  /// parameter types, and the same Objective-C signature; a category member, which has no
  /// dispatch receiver, never merges). A class can inherit both when one type is a subtype of
  /// the other, final or not (an interface and its subinterface, a class and an interface it
  /// implements; ``markInheritedClashes()`` covers superclasses), or when neither is a final
  /// class and one is an interface: interfaces, open, abstract and sealed classes, and enum
  /// classes (which the compiler does not count as final, since an entry with a body is a
  /// subclass). So `interface A { val id: String }` beside `enum class B(val id: Int)` makes one
  /// of them `id_`, in an order the compiler does not promise (it changed between versions), and
  /// both are marked ambiguous until a header settles them.
  mutating func markUnrelatedClashes() {
    guard let objC, !objC.disablesSwiftMemberNameMangling else { return }
    // `objcExportIgnoreInterfaceMethodCollisions` leaves unrelated types alone; members along a
    // subtype chain still clash.
    let unrelatedClash = !objC.ignoresInterfaceMethodCollisions
    // Members by kind and Swift name; signatures are worked out only for names that several
    // types share, one of them an interface (few: most names are a type's own).
    var byName: [MemberName: [MemberPlace]] = [:]
    for (key, type) in types {
      guard let finality = inheritanceFinality(type) else { continue }
      let isInterface = type.kind == .protocol
      let methods = type.methods
      for index in methods.indices
      where methods[index].kind == .method && !methods[index].isOverride {
        byName[MemberName(isMethod: true, swiftName: methods[index].swiftName), default: []]
          .append(
            MemberPlace(typeKey: key, isInterface: isInterface, isFinal: finality, index: index))
      }
      let properties = type.properties
      for index in properties.indices
      where !properties[index].isStatic && !properties[index].isOverride
        && !properties[index].kotlinName.hasPrefix("<")
      {
        byName[MemberName(isMethod: false, swiftName: properties[index].swiftName), default: []]
          .append(
            MemberPlace(typeKey: key, isInterface: isInterface, isFinal: finality, index: index))
      }
    }
    func signature(_ place: MemberPlace, _ name: MemberName) -> MemberSignature? {
      guard let type = types[place.typeKey] else { return nil }
      let categories = categoryMembers[place.typeKey]
      if name.isMethod {
        let method = type.methods[place.index]
        return MemberSignature(
          typeKey: place.typeKey, type: type.kotlinName, isInterface: place.isInterface,
          isFinal: place.isFinal, isMethod: true, index: place.index,
          kotlinName: method.kotlinName, parameterTypes: method.parameters.map(\.kotlinType),
          bridge: Self.bridge(of: method),
          isCategoryMember: categories?.methods.contains(place.index) ?? false)
      }
      let property = type.properties[place.index]
      return MemberSignature(
        typeKey: place.typeKey, type: type.kotlinName, isInterface: place.isInterface,
        isFinal: place.isFinal, isMethod: false, index: place.index,
        kotlinName: property.kotlinName, parameterTypes: [],
        bridge: Self.bridge(of: property.swiftType, property.kotlinType),
        isCategoryMember: categories?.properties.contains(place.index) ?? false)
    }
    var supertypes: [QualifiedName: Set<QualifiedName>] = [:]
    func all(_ name: QualifiedName) -> Set<QualifiedName> {
      if let known = supertypes[name] { return known }
      let found = Set(module.superclassChain(of: name) + module.allInterfaces(of: name))
      supertypes[name] = found
      return found
    }
    func related(_ first: QualifiedName, _ second: QualifiedName) -> Bool {
      all(first).contains(second) || all(second).contains(first)
    }
    // Each clashing member's first few partners (in the order of their paths, so that the
    // warning does not depend on hashing), and whether it has more.
    var partners: [MemberKey: (paths: [String], more: Bool)] = [:]
    // One warning per name, at the first clashing member's type (members already ambiguous
    // in their own class are counted too): a name many types share would otherwise warn once
    // for each of them.
    var warnings: [(type: QualifiedName, ambiguity: Ambiguity)] = []
    for (name, places) in byName where places.count > 1 && places.contains(where: \.isInterface) {
      let group = places.compactMap { signature($0, name) }
      // Members of one signature merge in a common subclass: only other signatures can clash.
      var signatures: [MemberSignature.Signature: Int] = [:]
      for member in group where signatures[member.signature] == nil {
        signatures[member.signature] = signatures.count
      }
      guard signatures.count > 1 else { continue }
      // By path, then by key and position: two types can share a text (`a.Outer.Inner` nested,
      // and `Inner` in package `a.Outer`), and hashing must not decide their order.
      let members = group.sorted {
        ($0.path, $0.typeKey, $0.index) < ($1.path, $1.typeKey, $1.index)
      }
      let ids = members.map { signatures[$0.signature]! }
      // Who can clash with whom is found through each type's supertypes once, not by testing
      // every pair: a name that thousands of classes share with a few interfaces stays linear.
      let interfaceIndices = members.indices.filter { members[$0].isInterface }
      let nonFinalIndices = members.indices.filter { !members[$0].isFinal }
      var interfacesByType: [QualifiedName: [Int]] = [:]
      for index in interfaceIndices {
        interfacesByType[members[index].type, default: []].append(index)
      }
      // The members whose type is a subtype of each interface of the group.
      var subtypesByInterface: [QualifiedName: [Int]] = [:]
      for index in members.indices {
        for supertype in all(members[index].type) where interfacesByType[supertype] != nil {
          subtypesByInterface[supertype, default: []].append(index)
        }
      }
      var clashing: [String] = []
      var firstType: QualifiedName?
      // Read in place: copying a member per comparison retained its strings and arrays.
      for index in members.indices {
        var found: [String] = []
        var more = false
        let member = members[index]
        // The members it can clash with, in lists of ascending positions (no list copied per
        // member): the interfaces' members among its supertypes and, for an interface's member,
        // those of its subtypes; with the unrelated rule, for a non-final type's member, every
        // non-final type's (an interface's) or every interface's (a class's).
        let superinterfaces = all(member.type).flatMap { interfacesByType[$0] ?? [] }.sorted()
        var lists: [ArraySlice<Int>] = []
        if member.isInterface {
          if unrelatedClash {
            lists.append(nonFinalIndices[...])
            lists.append(
              (subtypesByInterface[member.type] ?? []).filter { members[$0].isFinal }[...])
          } else {
            lists.append(superinterfaces[...])
            lists.append((subtypesByInterface[member.type] ?? [])[...])
          }
        } else if unrelatedClash && !member.isFinal {
          lists.append(interfaceIndices[...])
        } else {
          lists.append(superinterfaces[...])
        }
        search: for list in lists {
          for otherIndex in list where ids[otherIndex] != ids[index] {
            // One of the two is an interface's (two classes' are markInheritedClashes'), and one
            // class can inherit both: the types are related, or neither is a final class.
            guard members[otherIndex].type != member.type,
              member.isInterface || members[otherIndex].isInterface,
              (unrelatedClash && !member.isFinal && !members[otherIndex].isFinal)
                || related(member.type, members[otherIndex].type)
            else { continue }
            if found.count == Self.listedPartners {
              more = true
              break search
            }
            found.append(members[otherIndex].path)
          }
        }
        if !found.isEmpty {
          partners[members[index].key(name)] = (found, more)
          clashing.append(members[index].path)
          if clashing.count == 1 { firstType = members[index].type }
        }
      }
      if let firstType {
        let listed = clashing.prefix(Self.listedPartners + 1)
        warnings.append(
          (
            firstType,
            Ambiguity(
              clashingDeclarations: Array(listed)
                + (clashing.count > listed.count
                  ? ["and \(clashing.count - listed.count) more"] : []),
              reason: Self.crossTypeReason(
                name.swiftName, count: clashing.count)
            )
          ))
      }
    }
    // Type by type, each taken out of the dictionary while it changes, so that marking does not
    // copy its storage once per member.
    let byType = Dictionary(grouping: partners, by: \.key.typeKey)
    for (typeKey, marks) in byType {
      guard var type = types.removeValue(forKey: typeKey) else { continue }
      for (member, found) in marks {
        let kotlinName =
          member.isMethod
          ? type.methods[member.index].kotlinName
          : type.properties[member.index].kotlinName
        let ambiguity = Ambiguity(
          clashingDeclarations: ([type.kotlinName.description + "." + kotlinName] + found.paths)
            .sorted() + (found.more ? ["…"] : []),
          reason: Self.crossTypeReason(member.name.swiftName, count: nil))
        if member.isMethod {
          guard type.methods[member.index].ambiguity == nil else { continue }
          type.methods[member.index].ambiguity = ambiguity
        } else {
          guard type.properties[member.index].ambiguity == nil else { continue }
          type.properties[member.index].ambiguity = ambiguity
        }
      }
      types[typeKey] = type
    }
    for warning in warnings { reportClash(warning.ambiguity, in: warning.type) }
  }

  /// Why members of several types are ambiguous; `count` says how many for a warning.
  private static func crossTypeReason(_ swiftName: String, count: Int?) -> String {
    (count.map { "\($0) members" } ?? "members")
      + " of types that one class could inherit together (an interface with a subtype of it, "
      + "another interface, an open, abstract or sealed class, or an enum class) are exported as '"
      + swiftName + "' with different Kotlin or Objective-C signatures; the compiler renames all "
      + "but one with '_' in an unstable order"
  }

  /// Marks the overrides of ambiguous members: an override takes the name of the member it
  /// overrides, so when that name is uncertain, so is the override's (a class implementing an
  /// interface whose method clashes, a subclass overriding one of its superclass's clashing
  /// overloads).
  mutating func markOverridesOfAmbiguousMembers() {
    // The ambiguous instance members of each type, by kind and Swift name.
    var ambiguousMembers: [QualifiedName: [MemberName: Ambiguity]] = [:]
    for type in types.values {
      var found: [MemberName: Ambiguity] = [:]
      let methods = type.methods
      for index in methods.indices where methods[index].kind == .method {
        if let ambiguity = methods[index].ambiguity {
          found[MemberName(isMethod: true, swiftName: methods[index].swiftName)] = ambiguity
        }
      }
      let properties = type.properties
      for index in properties.indices where !properties[index].isStatic {
        if let ambiguity = properties[index].ambiguity {
          found[MemberName(isMethod: false, swiftName: properties[index].swiftName)] = ambiguity
        }
      }
      if !found.isEmpty { ambiguousMembers[type.kotlinName] = found }
    }
    guard !ambiguousMembers.isEmpty else { return }
    // Only the subtypes of those types can inherit an uncertain name: found downwards from
    // them, through each class's direct supertypes turned around.
    var subtypes: [QualifiedName: [QualifiedName]] = [:]
    for (name, type) in module.classes {
      if case .moduleClass(let superName, _)? = type.superclass?.nonNullable {
        subtypes[superName, default: []].append(name)
      }
      for supertype in type.interfaces {
        if case .moduleClass(let superName, _) = supertype.nonNullable {
          subtypes[superName, default: []].append(name)
        }
      }
    }
    var affected: Set<QualifiedName> = []
    var pending = Array(ambiguousMembers.keys)
    while let next = pending.popLast() {
      for subtype in subtypes[next] ?? [] where affected.insert(subtype).inserted {
        pending.append(subtype)
      }
    }
    for name in affected {
      let key = name.description
      guard var type = types.removeValue(forKey: key) else { continue }
      defer { types[key] = type }
      let inherited = (module.superclassChain(of: name) + module.allInterfaces(of: name))
        .compactMap { ambiguousMembers[$0] }
      guard !inherited.isEmpty else { continue }
      func ambiguity(of name: MemberName) -> Ambiguity? {
        for members in inherited { if let found = members[name] { return found } }
        return nil
      }
      for index in type.methods.indices
      where type.methods[index].isOverride && type.methods[index].ambiguity == nil {
        let name = MemberName(isMethod: true, swiftName: type.methods[index].swiftName)
        guard let inheritedAmbiguity = ambiguity(of: name) else { continue }
        type.methods[index].ambiguity = inheritedAmbiguity
      }
      for index in type.properties.indices
      where type.properties[index].isOverride && !type.properties[index].isStatic
        && type.properties[index].ambiguity == nil
      {
        let name = MemberName(isMethod: false, swiftName: type.properties[index].swiftName)
        guard let inheritedAmbiguity = ambiguity(of: name) else { continue }
        type.properties[index].ambiguity = inheritedAmbiguity
      }
    }
  }

  /// How many clashing members of other types a warning names.
  private static let listedPartners = 3

  /// Whether a type counts as a final class when the compiler decides if one class could
  /// inherit from it and an unrelated interface (`nil` for what no class inherits: file facades,
  /// library categories). Interfaces, open, abstract and sealed classes, and enum classes do not.
  private func inheritanceFinality(_ type: ExportedType) -> Bool? {
    switch type.kind {
    case .protocol, .enumClass: return false
    case .object, .companionObject: return true
    case .class: return !(module.classes[type.kotlinName]?.isOpen ?? false)
    default: return nil
    }
  }

  /// How a value of a type crosses into Objective-C, as the compiler compares signatures: a
  /// C value type (`Int32`, `Bool`, `unichar`, …: the Swift spelling of a primitive, value
  /// classes over primitives included), a block by its number of parameters and whether it
  /// returns `Void`, or an object reference (everything else, nullable primitives too).
  static func bridge(of swiftType: String, _ kotlinType: ResolvedType?) -> String {
    if primitiveSpellings.contains(swiftType) { return swiftType }
    if case .function(let function)? = kotlinType?.nonNullable {
      let count = function.parameters.count + (function.receiver == nil ? 0 : 1)
      let returnsVoid =
        function.returnType == .external("kotlin.Unit", arguments: [])
        || function.returnType == .external("kotlin.Nothing", arguments: [])
      return "block \(count) " + (returnsVoid ? "void" : "value")
    }
    return "reference"
  }

  /// A method's Objective-C signature as the compiler compares it: the return value (with the
  /// error convention of `@Throws`, or the completion handler of a `suspend` function) and the
  /// parameters.
  static func bridge(of method: ExportedFunction) -> String {
    var result: String
    if method.completionHandlerType != nil {
      result = "suspend " + (method.kotlinReturnType.map(isUnit) ?? true ? "unit" : "value")
    } else if method.kotlinReturnType.map(isUnit) ?? (method.returnType == "Void") {
      result = "void"
    } else {
      result = bridge(of: method.returnType, method.kotlinReturnType)
    }
    if method.isThrowing && method.completionHandlerType == nil { result = "throws " + result }
    for parameter in method.parameters {
      result += ", " + bridge(of: parameter.swiftType, parameter.kotlinType)
    }
    return result
  }

  private static func isUnit(_ type: ResolvedType) -> Bool {
    type == .external("kotlin.Unit", arguments: [])
  }

  /// The Swift spellings of Objective-C value types in the Objective-C export.
  static let primitiveSpellings: Set<String> = Set(TypeSpeller.primitives.values.map(\.swift))
}

/// One instance member of a type that could share a subclass with an unrelated type.
private struct MemberSignature {
  var typeKey: String
  var type: QualifiedName
  var isInterface: Bool
  var isFinal: Bool
  var isMethod: Bool
  var index: Int
  var kotlinName: String
  var parameterTypes: [ResolvedType]
  var bridge: String
  var isCategoryMember: Bool

  /// `Type.member`, as clashes list it.
  let path: String

  init(
    typeKey: String, type: QualifiedName, isInterface: Bool, isFinal: Bool, isMethod: Bool,
    index: Int, kotlinName: String, parameterTypes: [ResolvedType], bridge: String,
    isCategoryMember: Bool
  ) {
    self.typeKey = typeKey
    self.type = type
    self.isInterface = isInterface
    self.isFinal = isFinal
    self.isCategoryMember = isCategoryMember
    self.isMethod = isMethod
    self.index = index
    self.kotlinName = kotlinName
    self.parameterTypes = parameterTypes
    self.bridge = bridge
    path = type.description + "." + kotlinName
  }

  /// What must be equal for two members to merge in a common subclass: the Kotlin name, the
  /// parameter types and the Objective-C signature. A type parameter is a declaration of its
  /// class or function, so parameter types that mention one are equal only within the type; a
  /// category member merges with nothing.
  struct Signature: Hashable {
    var kotlinName: String
    var parameterTypes: [ResolvedType]
    var bridge: String
    var owner: String?
  }

  var signature: Signature {
    let owner: String? =
      isCategoryMember
      ? typeKey + "#" + String(index)
      : parameterTypes.contains(where: \.mentionsAnyTypeParameter) ? typeKey : nil
    return Signature(
      kotlinName: kotlinName, parameterTypes: parameterTypes, bridge: bridge, owner: owner)
  }

  func key(_ name: MemberName) -> MemberKey {
    MemberKey(typeKey: typeKey, isMethod: isMethod, index: index, name: name)
  }

}

private struct MemberKey: Hashable {
  var typeKey: String
  var isMethod: Bool
  var index: Int
  var name: MemberName
}

/// A method's or a property's Swift name: how the clash checks key members.
struct MemberName: Hashable {
  var isMethod: Bool
  var swiftName: String
}

/// Where a member is: its type's key in ``ExportBuilder/types`` and its position there.
private struct MemberPlace {
  var typeKey: String
  var isInterface: Bool
  var isFinal: Bool
  var index: Int
}
