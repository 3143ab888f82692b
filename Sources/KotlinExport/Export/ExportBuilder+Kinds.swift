import KotlinSyntax

extension ExportBuilder {
  /// Members that come from the kind of class: `shared`, `companion`, enum entries, `values()`,
  /// `entries`, a data class's `copy`.
  mutating func addKindMembers(
    to exported: inout ExportedType, _ type: ModuleClass, _ context: DeclarationContext,
    _ primaryTypes: [WrittenType]?
  ) {
    if type.isObject {
      let swiftName = exported.swiftTypeExpression
      // `shared` unless the object's own instance selector is `shared` (an object named Shared).
      let objCOwnName =
        ExportAnnotations(type.declaration.annotations).objCName ?? type.name.simpleName
      let instance = ObjCNaming.decapitalized(objCOwnName)
      let name = mode.isObjectiveC && instance == "shared" ? "shared_" : "shared"
      exported.properties.insert(
        ExportedProperty(
          kotlinName: "<instance>", swiftName: name, swiftType: swiftName, kotlinType: nil,
          isMutable: false, isStatic: true), at: 0)
    }
    if let companion = type.declaration.companionObject {
      let companionName = type.name.appending(companion.name ?? "Companion")
      if problems[companionName] == nil, let companionSwift = classNames[companionName] {
        exported.companion = companionName
        // The compiler gives classes the property, not protocols, nor an enum class with an
        // entry named `companion`, which it would clash with.
        let entryNamedCompanion = type.declaration.enumEntries.contains { entry in
          // Only a name of nine letters or more can make `companion` by the entry rule.
          if entry.name.utf8.count >= 9, ObjCNaming.enumEntryName(entry.name) == "companion" {
            return true
          }
          guard !entry.annotations.isEmpty else { return false }
          let names = ExportAnnotations(entry.annotations)
          return names.objCName == "companion" || names.swiftName == "companion"
        }
        if mode.isObjectiveC, !type.isInterface, !entryNamedCompanion {
          exported.properties.insert(
            ExportedProperty(
              kotlinName: "<companion>", swiftName: "companion", swiftType: companionSwift,
              kotlinType: nil, isMutable: false, isStatic: true), at: 0)
        }
      }
    }
    if type.kind == .enumClass { addEnumMembers(to: &exported, type) }
    if type.declaration.modifiers.contains(.data), type.kind == .class,
      let primary = type.declaration.primaryConstructor
    {
      let copyName = mode.isObjectiveC ? "doCopy" : "copy"
      if case .success(var copy) = makeFunction(
        kotlinName: "copy", kind: .method, parameters: primary.parameters,
        returnType: .moduleClass(
          type.name,
          arguments: type.declaration.typeParameters.map {
            .init(type: .typeParameter($0.name, bound: nil))
          }),
        modifiers: [], annotations: [], context: context, written: primaryTypes)
      {
        copy.swiftName = copyName + "(" + copy.parameters.map { $0.label + ":" }.joined() + ")"
        copy.selector = mode.isObjectiveC ? objCCopySelector(copy.parameters) : nil
        exported.methods.append(copy)
      }
    }
    if type.declaration.modifiers.contains(.data),
      type.kind == .class || type.kind == .object
    {
      addDataMembers(to: &exported)
    }
  }

  private func objCCopySelector(_ parameters: [ExportedParameter]) -> String {
    var selector = "doCopy"
    for (index, parameter) in parameters.enumerated() {
      selector += (index == 0 ? ObjCNaming.capitalized(parameter.label) : parameter.label) + ":"
    }
    return selector
  }

  private func anyMethodNamed(_ swiftName: String) -> ExportedFunction {
    switch swiftName {
    case "isEqual(_:)":
      return ExportedFunction(
        kotlinName: "equals", kind: .method, swiftName: swiftName,
        parameters: [
          ExportedParameter(
            label: "_", name: "other", swiftType: "Any?",
            kotlinType: .nullable(.external("kotlin.Any", arguments: [])))
        ], returnType: "Bool", kotlinReturnType: .external("kotlin.Boolean", arguments: []),
        selector: "isEqual:", isOverride: true)
    case "hash()":
      return ExportedFunction(
        kotlinName: "hashCode", kind: .method, swiftName: swiftName, parameters: [],
        returnType: "UInt", kotlinReturnType: .external("kotlin.Int", arguments: []),
        selector: "hash", isOverride: true)
    default:
      return ExportedFunction(
        kotlinName: "toString", kind: .method, swiftName: swiftName, parameters: [],
        returnType: "String", kotlinReturnType: .external("kotlin.String", arguments: []),
        selector: "description", isOverride: true)
    }
  }

  private mutating func addEnumMembers(to exported: inout ExportedType, _ type: ModuleClass) {
    let entries = type.declaration.enumEntries
    let swiftName = exported.swiftName
    switch mode {
    case .objectiveC:
      var entryProperties: [ExportedProperty] = []
      let objCEnum = type.declaration.annotations.first {
        $0.simpleName == "ObjCEnum" && $0.useSiteTarget == nil
      }
      // Each entry's static property's Objective-C name, for `@ObjCEnum`'s enumerators.
      var objCEntryNames: [String] = []
      for (ordinal, entry) in entries.enumerated() {
        let names = ExportAnnotations(entry.annotations)
        let objCName =
          names.objCName.map(ObjCNaming.identifier) ?? ObjCNaming.enumEntryName(entry.name)
        var name = names.swiftName ?? objCName
        if names.swiftName != nil || names.objCName != nil,
          ObjCNaming.cKeywords.contains(name) || ObjCNaming.reservedClassSelectors.contains(name)
        {
          name += "_"
        }
        exported.enumEntries.append(
          ExportedEnumEntry(kotlinName: entry.name, swiftName: name, ordinal: ordinal))
        if objCEnum != nil { objCEntryNames.append(objCName) }
        entryProperties.append(
          ExportedProperty(
            kotlinName: entry.name, swiftName: name, swiftType: swiftName, kotlinType: nil,
            isMutable: false, isStatic: true))
      }
      exported.properties.insert(contentsOf: entryProperties, at: 0)
      if let annotation = objCEnum {
        let nativeEnum = Self.nativeEnum(
          annotation, of: exported, entries: entries, objCEntryNames: objCEntryNames)
        if let ambiguity = nativeEnum.ambiguity {
          diagnostics.append(
            module.files[type.fileIndex].diagnostic(
              .warning, ambiguity.description, at: type.declaration.nameRange))
        }
        exported.nativeEnum = nativeEnum
        exported.properties.insert(
          ExportedProperty(
            kotlinName: ExportedNativeEnum.propertyName,
            swiftName: ExportedNativeEnum.propertyName, swiftType: nativeEnum.swiftName,
            kotlinType: nil, isMutable: false),
          at: 0)
      }
      exported.methods.append(
        ExportedFunction(
          kotlinName: "values", kind: .staticMethod, swiftName: "values()", parameters: [],
          returnType: "KotlinArray<" + swiftName + ">", kotlinReturnType: nil, selector: "values"))
      exported.properties.append(
        ExportedProperty(
          kotlinName: "entries", swiftName: "entries", swiftType: "[" + swiftName + "]",
          kotlinType: nil, isMutable: false, isStatic: true))
    case .swiftExport(let configuration):
      for (ordinal, entry) in entries.enumerated() {
        exported.enumEntries.append(
          ExportedEnumEntry(
            kotlinName: entry.name, swiftName: SwiftSyntax.swiftExportIdentifier(entry.name),
            ordinal: ordinal))
      }
      if configuration.kotlinVersion < .nativeSwiftEnums {
        exported.properties.insert(
          contentsOf: entries.map {
            ExportedProperty(
              kotlinName: $0.name, swiftName: SwiftSyntax.swiftExportIdentifier($0.name),
              swiftType: swiftName, kotlinType: nil,
              isMutable: false, isStatic: true)
          }, at: 0)
        exported.properties.append(
          ExportedProperty(
            kotlinName: "entries", swiftName: "allCases", swiftType: "[" + swiftName + "]",
            kotlinType: nil, isMutable: false, isStatic: true))
        exported.methods.append(
          ExportedFunction(
            kotlinName: "valueOf", kind: .staticMethod, swiftName: "valueOf(value:)",
            parameters: [
              ExportedParameter(
                label: "value", name: "value", swiftType: "String",
                kotlinType: .external("kotlin.String", arguments: []))
            ], returnType: swiftName, kotlinReturnType: nil, selector: nil))
      }
    }
  }

  /// What a data class or data object adds, as the compiler generates `equals`, `hashCode` and
  /// `toString` for it: `isEqual(_:)`, `hash()` and `description()` in the Objective-C export;
  /// `hashCode()` and `toString()` in Swift export (its `equals` is `KotlinBase`'s `==`). Real
  /// headers and the Swift export's own golden output show them for `data object`s too.
  private func addDataMembers(to exported: inout ExportedType) {
    if mode.isObjectiveC {
      for predefined in ["isEqual(_:)", "hash()", "description()"]
      where !exported.methods.contains(where: { $0.swiftName == predefined }) {
        exported.methods.append(anyMethodNamed(predefined))
      }
      return
    }
    let generated = [
      (name: "hashCode", swift: "Int32", kotlin: "kotlin.Int"),
      (name: "toString", swift: "String", kotlin: "kotlin.String"),
    ]
    for method in generated
    where !exported.methods.contains(where: { $0.swiftName == method.name + "()" }) {
      exported.methods.append(
        ExportedFunction(
          kotlinName: method.name, kind: .method, swiftName: method.name + "()", parameters: [],
          returnType: method.swift, kotlinReturnType: .external(method.kotlin, arguments: []),
          selector: nil))
    }
  }

  /// Marks the methods without parameters named like a property of their class (`val params`
  /// beside `inline fun <reified T> params(): T`). The compiler names methods and properties
  /// apart, so in the Objective-C export both keep the selector `params`, the property's getter
  /// and the method; which of them Swift imports is not predicted. Swift export would declare a
  /// `var` and a `func` of one name, which Swift rejects. An `async` method takes a completion
  /// handler (another selector) and is left alone.
  private mutating func markPropertyMethodClashes(in exported: inout ExportedType) {
    guard !exported.properties.isEmpty,
      exported.methods.contains(where: { $0.parameters.isEmpty && !$0.isAsync })
    else { return }
    var properties: [String: Int] = [:]
    for (index, property) in exported.properties.enumerated() {
      properties[(property.isStatic ? "static " : "") + property.swiftName] = index
    }
    for index in exported.methods.indices {
      let method = exported.methods[index]
      guard method.parameters.isEmpty, !method.isAsync, method.ambiguity == nil,
        let property = properties[(method.kind == .staticMethod ? "static " : "") + method.baseName]
      else { continue }
      // Spelled only for a clash: most classes with properties have none.
      let owner = exported.kotlinName.description
      var ambiguity = Ambiguity(
        clashingDeclarations: [
          owner + "." + exported.properties[property].kotlinName + " (property)",
          owner + "." + method.kotlinName + "() (method)",
        ],
        reason: "property '\(method.baseName)' and method '\(method.swiftName)' are exported "
          + (mode.isObjectiveC
            ? "with one Objective-C selector; which of them Swift sees is not predicted"
            : "with one Swift name, which Swift cannot declare twice"))
      ambiguity.isUndeclarable = true
      exported.methods[index].ambiguity = ambiguity
      reportClash(ambiguity, in: exported, member: method.kotlinName)
    }
  }

  /// Marks the instance properties that declare an `NSObject` property again with another type
  /// (`val hash: String`): Swift sees `NSObject`'s, or the header's, or neither. In Swift export
  /// only `KotlinBase`'s `hashValue` (`Hashable`) counts.
  private mutating func markNSObjectPropertyClashes(in exported: inout ExportedType) {
    for index in exported.properties.indices where !exported.properties[index].isStatic {
      // Most names are none of NSObject's: a table lookup would hash every one.
      guard
        let type = ObjCNaming.rootClassPropertyType(
          exported.properties[index].swiftName, objectiveC: mode.isObjectiveC)
      else { continue }
      let property = exported.properties[index]
      guard type != property.swiftType, property.ambiguity == nil else { continue }
      let owner = exported.kotlinName.description
      let root = mode.isObjectiveC ? "NSObject" : "KotlinBase"
      let ambiguity = Ambiguity(
        clashingDeclarations: [
          owner + "." + property.kotlinName, root + "." + property.swiftName,
        ],
        reason: "'\(property.swiftName)' is also \(root)'s property, of type '\(type)'; how Swift "
          + "imports one of type '\(property.swiftType)' is not predicted")
      exported.properties[index].ambiguity = ambiguity
      reportClash(ambiguity, in: exported, member: property.kotlinName)
    }
  }

  /// Marks members whose Swift names clash.
  ///
  /// - Objective-C export: methods, initializers or properties of one class (or file facade)
  ///   with one Swift name. Objective-C cannot overload by type, so the compiler keeps one name
  ///   and appends `_` to the others in an order it does not promise
  ///   (`init(param:)`, `init(param_:)`).
  /// - Swift export: Swift overloads by type (`foo(x: Int32)` beside `foo(x: Int64)`, as the
  ///   compiler writes them), so only members with the same name *and* the same Swift parameter
  ///   types clash (`List<T>` and `MutableList<T>` are both `[T]`).
  mutating func markClashes(in exported: inout ExportedType) {
    let isObjC = mode.isObjectiveC
    // With `objcExportDisableSwiftMemberNameMangling` only selectors get `_`: Swift names stay,
    // and Swift tells the members apart by their types. Enum entries are still marked.
    let keepsSwiftNames = objC?.disablesSwiftMemberNameMangling ?? false
    func key(_ function: ExportedFunction) -> String {
      if isObjC { return function.swiftName }
      return function.swiftName + " " + function.parameters.map(\.swiftType).joined(separator: ", ")
    }
    let methodGroups =
      keepsSwiftNames
      ? []
      : Self.clashes(
        exported.methods.map { (isStatic: $0.kind == .staticMethod, name: key($0)) })
    let initializerGroups =
      keepsSwiftNames ? [] : Self.clashes(exported.initializers.map { (false, key($0)) })
    var propertyGroups = Self.clashes(
      exported.properties.map { (isStatic: $0.isStatic, name: $0.swiftName) })
    if keepsSwiftNames {
      let entries = Set(exported.enumEntries.map(\.kotlinName))
      propertyGroups.removeAll { group in
        !group.1.contains { entries.contains(exported.properties[$0].kotlinName) }
      }
    }
    markNSObjectPropertyClashes(in: &exported)
    markPropertyMethodClashes(in: &exported)
    guard !methodGroups.isEmpty || !initializerGroups.isEmpty || !propertyGroups.isEmpty else {
      return
    }
    let owner = exported.kotlinName.description
    func reason(_ count: Int, _ name: String, _ function: ExportedFunction?) -> String {
      let name = function?.swiftName ?? name
      guard !isObjC, function != nil else {
        return "\(count) members are exported as '\(name)'; the compiler renames all but one with "
          + "'_' in an unstable order"
      }
      return "\(count) members are exported as '\(name)' with the same Swift parameter types, "
        + "which Swift cannot tell apart"
    }
    for (name, indices) in methodGroups {
      let names = indices.map { exported.methods[$0].kotlinName }
      let ambiguity = Ambiguity(
        clashingDeclarations: names.map { owner + "." + $0 },
        reason: reason(indices.count, name, exported.methods[indices[0]]))
      for index in indices { exported.methods[index].ambiguity = ambiguity }
      reportClash(ambiguity, in: exported, member: names[0])
    }
    for (name, indices) in initializerGroups {
      let ambiguity = Ambiguity(
        clashingDeclarations: indices.map { _ in owner + ".<init>" },
        reason: reason(indices.count, name, exported.initializers[indices[0]]))
      for index in indices { exported.initializers[index].ambiguity = ambiguity }
      reportClash(ambiguity, in: exported, member: nil)
    }
    for (name, indices) in propertyGroups {
      let names = indices.map { exported.properties[$0].kotlinName }
      let ambiguity = Ambiguity(
        clashingDeclarations: names.map { owner + "." + $0 },
        reason: reason(indices.count, name, nil))
      for index in indices {
        exported.properties[index].ambiguity = ambiguity
        let kotlinName = exported.properties[index].kotlinName
        if let entry = exported.enumEntries.firstIndex(where: { $0.kotlinName == kotlinName }) {
          exported.enumEntries[entry].ambiguity = ambiguity
        }
      }
      reportClash(ambiguity, in: exported, member: names[0])
    }
  }

  /// The groups of members that share a key, `static ` before the Swift name of a static one,
  /// with each group's key and its members' indices in order.
  ///
  /// - Complexity: O(n²) comparisons of names for the few members most types have, which builds
  ///   no key at all; O(n) hashing of keys for more.
  static func clashes(_ members: [(isStatic: Bool, name: String)]) -> [(String, [Int])] {
    func key(_ member: (isStatic: Bool, name: String)) -> String {
      (member.isStatic ? "static " : "") + member.name
    }
    if members.count > 16 {
      var groups: [String: [Int]] = [:]
      for (index, member) in members.enumerated() { groups[key(member), default: []].append(index) }
      return groups.filter { $0.value.count > 1 }.map { ($0.key, $0.value) }
    }
    // Equal keys without building them: a static and an instance member share a key only if the
    // instance member's name itself starts with `static `.
    func sameKey(_ lhs: (isStatic: Bool, name: String), _ rhs: (isStatic: Bool, name: String))
      -> Bool
    {
      if lhs.isStatic == rhs.isStatic { return lhs.name == rhs.name }
      let (staticName, instanceName) = lhs.isStatic ? (lhs.name, rhs.name) : (rhs.name, lhs.name)
      return instanceName.utf8.starts(with: "static ".utf8)
        && instanceName == "static " + staticName
    }
    var result: [(String, [Int])] = []
    var grouped = [Bool](repeating: false, count: members.count)
    for first in members.indices where !grouped[first] {
      var indices: [Int] = []
      for other in (first + 1)..<members.count
      where !grouped[other] && sameKey(members[first], members[other]) {
        if indices.isEmpty { indices.append(first) }
        indices.append(other)
        grouped[other] = true
      }
      if !indices.isEmpty { result.append((key(members[first]), indices)) }
    }
    return result
  }

  mutating func reportClash(_ ambiguity: Ambiguity, in name: QualifiedName) {
    guard let type = module.classes[name] else { return }
    diagnostics.append(
      module.files[type.fileIndex].diagnostic(
        .warning, "ambiguous Swift name: " + ambiguity.description,
        at: type.declaration.nameRange))
  }

  /// Reports a clash at its class, or, in a file facade or package namespace (which has no
  /// declaration of its own), at the first clashing top-level declaration.
  private mutating func reportClash(
    _ ambiguity: Ambiguity, in exported: ExportedType, member: String?
  ) {
    if module.classes[exported.kotlinName] != nil || member == nil {
      reportClash(ambiguity, in: exported.kotlinName)
      return
    }
    let facade = exported.kind == .fileFacade ? exported.kotlinName.simpleName : nil
    guard let member,
      let found = module.firstTopLevelMember(
        named: member, inPackage: exported.kotlinName.packageName,
        where: { file in facade.map { ObjCNaming.fileFacadeName(file.fileName) == $0 } ?? true })
    else { return }
    diagnostics.append(
      module.files[found.fileIndex].diagnostic(
        .warning, "ambiguous Swift name: " + ambiguity.description,
        at: found.declaration.range))
  }

  /// Marks the instance members of a class that take the Swift name of a different member of a
  /// superclass (its categories included) without overriding it: `fun Foo.extFun()` beside
  /// `fun Bar.extFun()` with `Bar : Foo`. The compiler renames one of them with `_` in an order
  /// it does not promise (real headers renamed the superclass's), so the name is ambiguous
  /// until a header settles it. Likewise a method without parameters and a property of one
  /// name, one of them in a superclass (`fun params()` under `val params`): both take the
  /// selector `params`. Objective-C export only.
  mutating func markInheritedClashes() {
    guard let objC, !objC.disablesSwiftMemberNameMangling else { return }
    // Each class's own instance members, by kind and Swift name, worked out once however many
    // subclasses it has (a sealed class's cases all read their parent's). Only kinds and names
    // are read, which marking does not change, so the order of the classes does not matter
    // (the diagnostics are sorted later).
    var ownMembers: [String: [MemberName: (path: String, owner: String)]] = [:]
    func members(of name: String) -> [MemberName: (path: String, owner: String)] {
      if let known = ownMembers[name] { return known }
      var result: [MemberName: (path: String, owner: String)] = [:]
      if let exported = types[name] {
        for method in exported.methods where method.kind == .method {
          result[MemberName(isMethod: true, swiftName: method.swiftName)] =
            (name + "." + method.kotlinName, name)
        }
        for property in exported.properties where !property.isStatic {
          result[MemberName(isMethod: false, swiftName: property.swiftName)] =
            (name + "." + property.kotlinName, name)
        }
      }
      ownMembers[name] = result
      return result
    }
    // The superclass members clashed with: their names are as uncertain as the subclass's.
    var inheritedMarks: [(owner: String, member: MemberName, ambiguity: Ambiguity)] = []
    for key in Array(types.keys) {
      guard let type = types[key],
        type.kind == .class || type.kind == .object || type.kind == .companionObject,
        case let chain = module.superclassChain(of: type.kotlinName), !chain.isEmpty
      else { continue }
      // The superclasses' instance members, nearest first (a farther one names a shared name).
      var inherited: [MemberName: (path: String, owner: String)] = [:]
      for ancestor in chain {
        inherited.merge(members(of: ancestor.description)) { _, farther in farther }
      }
      guard !inherited.isEmpty else { continue }
      var changed = type
      var found = false
      let owner = type.kotlinName.description
      for index in changed.methods.indices {
        let method = changed.methods[index]
        guard method.kind == .method, !method.isOverride else { continue }
        let member: MemberName
        let other: (path: String, owner: String)
        let ambiguity: Ambiguity
        let sameName = MemberName(isMethod: true, swiftName: method.swiftName)
        let getter = MemberName(isMethod: false, swiftName: method.baseName)
        if let clash = inherited[sameName] {
          (member, other) = (sameName, clash)
          ambiguity = inheritedClash(
            owner + "." + method.kotlinName, other.path, name: method.swiftName)
        } else if method.parameters.isEmpty, !method.isAsync, let clash = inherited[getter] {
          // A method without parameters takes the selector of a superclass's property.
          (member, other) = (getter, clash)
          ambiguity = inheritedPropertyClash(
            property: other.path, method: owner + "." + method.kotlinName, getter.swiftName)
        } else {
          continue
        }
        // The superclass's member is marked even when this one already clashes in its class.
        inheritedMarks.append((other.owner, member, ambiguity))
        guard method.ambiguity == nil else { continue }
        changed.methods[index].ambiguity = ambiguity
        reportClash(ambiguity, in: type.kotlinName)
        found = true
      }
      for index in changed.properties.indices {
        let property = changed.properties[index]
        guard !property.isStatic, !property.isOverride, !property.kotlinName.hasPrefix("<") else {
          continue
        }
        let member: MemberName
        let other: (path: String, owner: String)
        let ambiguity: Ambiguity
        let sameName = MemberName(isMethod: false, swiftName: property.swiftName)
        let method = MemberName(isMethod: true, swiftName: property.swiftName + "()")
        if let clash = inherited[sameName] {
          (member, other) = (sameName, clash)
          ambiguity = inheritedClash(
            owner + "." + property.kotlinName, other.path, name: property.swiftName)
        } else if let clash = inherited[method] {
          // A property takes the selector of a superclass's method without parameters.
          (member, other) = (method, clash)
          ambiguity = inheritedPropertyClash(
            property: owner + "." + property.kotlinName, method: other.path, property.swiftName)
        } else {
          continue
        }
        inheritedMarks.append((other.owner, member, ambiguity))
        guard property.ambiguity == nil else { continue }
        changed.properties[index].ambiguity = ambiguity
        reportClash(ambiguity, in: type.kotlinName)
        found = true
      }
      if found { types[key] = changed }
    }
    // In a fixed order, so that a member several subclasses clash with gets the same ambiguity
    // on every run.
    inheritedMarks.sort {
      ($0.owner, $0.member.isMethod ? 0 : 1, $0.member.swiftName, $0.ambiguity.description)
        < ($1.owner, $1.member.isMethod ? 0 : 1, $1.member.swiftName, $1.ambiguity.description)
    }
    for mark in inheritedMarks {
      // Taken out while it changes, so that marking does not copy its storage.
      guard var type = types.removeValue(forKey: mark.owner) else { continue }
      let swiftName = mark.member.swiftName
      if mark.member.isMethod {
        for index in type.methods.indices
        where type.methods[index].kind == .method && type.methods[index].swiftName == swiftName
          && type.methods[index].ambiguity == nil
        {
          type.methods[index].ambiguity = mark.ambiguity
        }
      } else {
        for index in type.properties.indices
        where !type.properties[index].isStatic && type.properties[index].swiftName == swiftName
          && type.properties[index].ambiguity == nil
        {
          type.properties[index].ambiguity = mark.ambiguity
        }
      }
      types[mark.owner] = type
    }
  }

  /// A property and a method without parameters, one of them in a superclass, which take one
  /// Objective-C selector (`name`).
  private func inheritedPropertyClash(property: String, method: String, _ name: String)
    -> Ambiguity
  {
    Ambiguity(
      clashingDeclarations: [property + " (property)", method + "() (method)"].sorted(),
      reason: "a property and a method of a subclass or superclass are exported with one "
        + "Objective-C selector, '\(name)'; which of them Swift sees is not predicted")
  }

  private func inheritedClash(_ member: String, _ inherited: String, name: String) -> Ambiguity {
    Ambiguity(
      clashingDeclarations: [member, inherited].sorted(),
      reason: "a member and one of a superclass, which it does not override, are both exported "
        + "as '\(name)'; the compiler renames one of them with '_' in an unstable order")
  }

  // MARK: Top-level members

  mutating func exportTopLevelMembers() {
    // One container per key; a file's key and container are worked out at its first member.
    var containers: [ExportedType] = []
    var keys: [String] = []
    var slotOfKey: [String: Int] = [:]
    var slotOfFile = [Int](repeating: -1, count: module.files.count)
    for member in module.topLevelMembers where member.visibilityProblem == nil {
      let context = module.topLevelContext(fileIndex: member.fileIndex)
      if let problem = memberProblem(
        modifiers: member.declaration.modifiers, annotations: member.declaration.annotations,
        contextParameters: contextParameters(of: member.declaration))
      {
        _ = problem
        continue
      }
      if let library = libraryCategoryClass(of: member) {
        if case .objectiveC(let configuration) = mode,
          let swiftName = Self.predictedLibraryCategories[library]
            ?? libraryClassSwiftName(library, context: context)
        {
          let key = "<category>/" + library
          var host =
            types.removeValue(forKey: key)
            ?? ExportedType(
              kotlinName: QualifiedName(
                packageName: Self.packageOf(library), path: [Self.simpleNameOf(library)]),
              kind: .libraryCategory, swiftName: swiftName,
              objCName: configuration.prefix + swiftName, isFinal: false)
          addTopLevel(member, to: &host, context: context, asCategory: true)
          types[key] = host
          continue
        }
        // Not guessed: the compiler makes it a category of the library class, not a facade member.
        report(
          "'\(member.name)' extends \(library), which the compiler exports as a class: the "
            + "extension becomes a method of its Objective-C class (a category), whose shape is "
            + "not predicted, so it is left out", context: context,
          at: member.declaration.range)
        continue
      }
      if let library = unknownLibraryReceiver(of: member) {
        // Predicted as a facade member, which is right for an interface; said, not guessed.
        report(
          "'\(member.name)' extends \(library), which the sources read do not declare (a "
            + "library's type, or generated code): if it is a class, the compiler makes the "
            + "extension a method of its Objective-C class instead of a static method of the file "
            + "facade",
          context: context, at: member.declaration.range)
      }
      // Taken out of the dictionary while it grows, so that appending does not copy its members.
      if let target = categoryTarget(of: member),
        var host = types.removeValue(forKey: target.description)
      {
        let key = target.description
        let (methods, properties) = (host.methods.count, host.properties.count)
        addTopLevel(member, to: &host, context: context, asCategory: true)
        categoryMembers[key, default: CategoryMembers()].methods.formUnion(
          methods..<host.methods.count)
        categoryMembers[key, default: CategoryMembers()].properties.formUnion(
          properties..<host.properties.count)
        types[key] = host
        continue
      }
      var slot = slotOfFile[member.fileIndex]
      if slot < 0 {
        let (key, container) = topLevelContainer(of: module.files[member.fileIndex])
        if let existing = slotOfKey[key] {
          slot = existing
        } else {
          slot = containers.count
          containers.append(container)
          keys.append(key)
          slotOfKey[key] = slot
        }
        slotOfFile[member.fileIndex] = slot
      }
      addTopLevel(member, to: &containers[slot], context: context, asCategory: false)
    }
    // The classes named like a facade, found in one pass rather than a pass per facade.
    var classesNamed: [String: [String]] = [:]
    if mode.isObjectiveC {
      let facadeNames = Set(containers.map(\.swiftName))
      for (name, swiftName) in classNames where facadeNames.contains(swiftName) {
        classesNamed[swiftName, default: []].append(name.description)
      }
    }
    for (key, var container) in zip(keys, containers) {
      if mode.isObjectiveC {
        container.ambiguity = classAmbiguityOfFacade(
          container.swiftName, classesNamed: classesNamed)
      }
      markClashes(in: &container)
      types["<top-level>/" + key] = container
    }
    // A category member named like one of its class's own: the class's clashes were marked
    // before its categories were added.
    for key in categoryMembers.keys {
      guard var host = types.removeValue(forKey: key) else { continue }
      markClashes(in: &host)
      types[key] = host
    }
  }

  /// The key (which orders it among the types) and the empty container of a file's top-level
  /// members: its file facade (Objective-C) or its package's namespace (Swift export).
  private func topLevelContainer(of file: ModuleFile) -> (key: String, container: ExportedType) {
    switch mode {
    case .objectiveC(let configuration):
      let facade = ObjCNaming.fileFacadeName(file.fileName)
      return (
        file.packageName + "/" + facade + "/" + file.file.path,
        ExportedType(
          kotlinName: QualifiedName(packageName: file.packageName, path: [facade]),
          kind: .fileFacade, swiftName: facade, objCName: configuration.prefix + facade,
          isFinal: true, superclass: "KotlinBase")
      )
    case .swiftExport(let configuration):
      return (
        file.packageName,
        ExportedType(
          kotlinName: QualifiedName(packageName: file.packageName, path: []),
          kind: .packageNamespace,
          swiftName: file.packageName.isEmpty
            ? configuration.moduleName
            : "ExportedKotlinPackages." + SwiftSyntax.escapedPath(file.packageName),
          isFinal: true)
      )
    }
  }

  private func classAmbiguityOfFacade(_ facade: String, classesNamed: [String: [String]])
    -> Ambiguity?
  {
    let owners = facadeFiles[facade] ?? []
    let classes = classesNamed[facade] ?? []
    guard owners.count + classes.count > 1 else { return nil }
    return Ambiguity(
      clashingDeclarations: (owners + classes).sorted(),
      reason: "\(owners.count + classes.count) declarations are exported as '\(facade)'; the "
        + "compiler renames all but one with '_' suffixes in an unstable order")
  }

  private mutating func addTopLevel(
    _ member: ModuleMember, to host: inout ExportedType, context: DeclarationContext,
    asCategory: Bool
  ) {
    switch member.declaration {
    case .function(let function):
      let inner = context.adding(typeParameters: function.typeParameters)
      let receiver = function.receiverType.map { module.resolve($0, in: inner) }
      let result = makeFunction(
        kotlinName: function.name, kind: asCategory ? .method : .staticMethod,
        parameters: function.parameters,
        returnType: knownReturnType(of: function, in: inner),
        modifiers: function.modifiers, annotations: function.annotations, context: inner,
        receiver: asCategory ? nil : receiver,
        receiverAnnotations: asCategory ? [] : function.receiverAnnotations,
        at: function.nameRange)
      switch result {
      case .success(var exported):
        exported.isExtension = receiver != nil
        let sameNamedClass = QualifiedName(
          packageName: host.kotlinName.packageName, path: [function.name])
        if !mode.isObjectiveC, receiver == nil, !asCategory,
          function.name.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
          isFactory(function, returning: exported.kotlinReturnType, of: sameNamedClass, inner),
          case let names = ExportAnnotations(function.annotations),
          names.swiftName == nil, names.objCName == nil
        {
          // Swift export: a factory function named like the class of its package it returns
          // (`fun UtcOffset(x: Int): UtcOffset`) would clash with the class in the package's
          // namespace, so the compiler lower-cases its first letter (`utcOffset(x:)`), unless
          // `@ObjCName` names it.
          let base = exported.baseName
          exported.swiftName =
            ObjCNaming.decapitalized(base) + exported.swiftName.dropFirst(base.count)
        }
        host.methods.append(exported)
      case .failure(let reason):
        host.skippedMembers.append(SkippedMember(kotlinName: function.name, reason: reason))
      }
    case .property(let property):
      let inner = context.adding(typeParameters: property.typeParameters)
      if property.receiverType != nil && !asCategory {
        // Extension properties on non-class receivers become static getter methods.
        let receiver = property.receiverType.map { module.resolve($0, in: inner) }
        if mode.isObjectiveC, let receiver {
          for result in extensionPropertyMethods(
            property, receiver: receiver, kind: .staticMethod, context: inner)
          {
            switch result {
            case .success(let exported): host.methods.append(exported)
            case .failure(let reason):
              host.skippedMembers.append(
                SkippedMember(kotlinName: property.name, reason: reason))
            }
          }
        } else {
          host.skippedMembers.append(
            SkippedMember(
              kotlinName: property.name,
              reason: .unsupportedBySwiftExport("extension properties")))
        }
        return
      }
      let setterHidden =
        property.setter.map {
          !$0.modifiers.intersection([.private, .internal, .protected]).isEmpty
        } ?? false
      let result = makeProperty(
        kotlinName: property.name, type: knownType(of: property, in: inner),
        isMutable: property.isMutable && !property.modifiers.contains(.const),
        setterHidden: setterHidden, annotations: property.annotations, context: inner,
        isStatic: !asCategory, at: property.nameRange)
      switch result {
      case .success(var exported):
        exported.isExtension = property.receiverType != nil
        host.properties.append(exported)
      case .failure(let reason):
        host.skippedMembers.append(SkippedMember(kotlinName: property.name, reason: reason))
      }
    default:
      break
    }
  }

  /// Whether a top-level function is a factory of the classifier its name and package name
  /// (Swift export lower-cases those): it returns that class or interface, a subtype of it
  /// (`fun Job(): CompletableJob` beside `interface Job`), or, written as such, the typealias of
  /// that name (`fun Alias(): Alias` beside `typealias Alias = Some`), as the compiler's
  /// `functionAndClassWithSameName` golden shows.
  private func isFactory(
    _ function: FunctionDeclaration, returning returnType: ResolvedType?,
    of sameNamed: QualifiedName, _ context: DeclarationContext
  ) -> Bool {
    if case .moduleClass(let returned, _)? = returnType?.nonNullable {
      if returned == sameNamed { return true }
      if module.classes[sameNamed] != nil,
        module.superclassChain(of: returned).contains(sameNamed)
          || module.allInterfaces(of: returned).contains(sameNamed)
      {
        return true
      }
    }
    guard module.typeAliases[sameNamed] != nil, let written = function.knownReturnType else {
      return false
    }
    return module.typeAliasNamed(by: written, in: context) == sameNamed
  }

  /// `kotlin.coroutines` for `kotlin.coroutines.Continuation` (the parts before the last).
  static func packageOf(_ qualifiedName: String) -> String {
    guard let dot = qualifiedName.lastIndex(of: ".") else { return "" }
    return String(qualifiedName[..<dot])
  }

  /// `Continuation` for `kotlin.coroutines.Continuation`.
  static func simpleNameOf(_ qualifiedName: String) -> String {
    guard let dot = qualifiedName.lastIndex(of: ".") else { return qualifiedName }
    return String(qualifiedName[qualifiedName.index(after: dot)...])
  }

  /// The Swift name of a known library class (``KnownKotlinTypes/libraryClasses``) with its
  /// library prefix (`Kotlinx_datetimeInstant`), or `nil` when it has no plain class spelling.
  private func libraryClassSwiftName(_ name: String, context: DeclarationContext) -> String? {
    guard KnownKotlinTypes.libraryClasses.contains(name) else { return nil }
    let spelling = speller.spell(.external(name, arguments: []), .parameter, in: context)
    guard spelling.problem == nil, !spelling.text.hasPrefix("any ") else { return nil }
    return spelling.text
  }
}

extension ExportBuilder {
  /// The native enum `@ObjCEnum` adds beside an enum class (Kotlin 2.3, Objective-C export):
  /// named from the annotation's `name`/`swiftName`, or the class's Objective-C name with
  /// `NSEnum` appended for both; each case from `@ObjCEnum.EntryName(name, swiftName)`, or as
  /// the entry's static property is named, its Objective-C enumerator prefixed with the type's
  /// name.
  static func nativeEnum(
    _ annotation: Annotation, of exported: ExportedType, entries: [EnumEntry],
    objCEntryNames: [String]
  ) -> ExportedNativeEnum {
    let arguments = ExportAnnotations.nameArguments(annotation.arguments ?? "")
    let objCName = arguments.name ?? ((exported.objCName ?? exported.swiftName) + "NSEnum")
    var constants = arguments.isConstant ? ["@ObjCEnum"] : []
    var cases: [ExportedNativeEnum.Case] = []
    // Each entry's property name, found once rather than by a search per entry.
    let propertyNames = Dictionary(
      exported.enumEntries.map { ($0.kotlinName, $0.swiftName) },
      uniquingKeysWith: { first, _ in first })
    for (ordinal, entry) in entries.enumerated() {
      let entryName = entry.annotations.first { Self.entryNameAnnotations.contains($0.name) }.map {
        ExportAnnotations.nameArguments($0.arguments ?? "")
      }
      if entryName?.isConstant == true { constants.append(entry.name) }
      let propertyName = propertyNames[entry.name] ?? ObjCNaming.enumEntryName(entry.name)
      let swiftName = entryName?.swiftName ?? entryName?.name ?? propertyName
      var objCEntry = Substring(entryName?.name ?? objCEntryNames[ordinal])
      while objCEntry.count > 1, objCEntry.last == "_" { objCEntry = objCEntry.dropLast() }
      cases.append(
        ExportedNativeEnum.Case(
          kotlinName: entry.name, swiftName: swiftName,
          objCName: objCName + ObjCNaming.capitalized(objCEntry), ordinal: ordinal))
    }
    let ambiguity =
      constants.isEmpty
      ? nil
      : Ambiguity(
        clashingDeclarations: constants.map { exported.kotlinName.description + "." + $0 },
        reason: "the native enum of @ObjCEnum is named from a constant that is not a string "
          + "literal; give the framework header")
    return ExportedNativeEnum(
      objCName: objCName, swiftName: arguments.swiftName ?? objCName, cases: cases,
      ambiguity: ambiguity)
  }

  /// How `@ObjCEnum.EntryName` is written: nested in `ObjCEnum`, fully qualified, or imported.
  static let entryNameAnnotations: Set<String> = [
    "ObjCEnum.EntryName", "kotlin.native.ObjCEnum.EntryName", "EntryName",
  ]
}
