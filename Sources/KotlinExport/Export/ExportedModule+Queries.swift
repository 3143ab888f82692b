import KotlinSyntax

extension ExportedModule {
  // MARK: Sealed hierarchies

  /// Every sealed class and interface of the module, exported or not, sorted by name.
  public var sealedClasses: [QualifiedName] {
    module.sortedClasses.filter(\.isSealed).map(\.name)
  }

  /// A sealed class or interface with all its direct subclasses (exported or not, with why not).
  ///
  /// - Parameter name: The fully qualified Kotlin name.
  /// - Returns: The hierarchy, or `nil` when there is no such sealed declaration.
  public func sealedHierarchy(of name: String) -> SealedHierarchy? {
    qualifiedName(name).flatMap(sealedHierarchy(of:))
  }

  /// A sealed class or interface with all its direct subclasses.
  public func sealedHierarchy(of name: QualifiedName) -> SealedHierarchy? {
    var visiting: Set<QualifiedName> = []
    return sealedHierarchy(of: name, visiting: &visiting)
  }

  /// ``sealedHierarchy(of:)``, following nested sealed levels (for whether their enums convert
  /// back) but not a level already being worked out (a cycle only broken code can make).
  private func sealedHierarchy(of name: QualifiedName, visiting: inout Set<QualifiedName>)
    -> SealedHierarchy?
  {
    guard let sealed = module.classes[name], sealed.isSealed else { return nil }
    visiting.insert(name)
    defer { visiting.remove(name) }
    let parameters = sealedEnumParameters(of: sealed, visiting: visiting)
    var subclasses: [SealedSubclass] = []
    for subName in sealed.sealedSubclasses {
      guard let sub = module.classes[subName] else { continue }
      let problem = notExported[subName]
      let subParameters = type(subName)?.genericParameters ?? []
      // A nested sealed level's enum is generic as its own hierarchy says (a sealed interface's
      // too), and converts back only if each of its cases does.
      var nested: SealedHierarchy?
      if sub.isSealed, !visiting.contains(subName) {
        nested = sealedHierarchy(of: subName, visiting: &visiting)
      }
      let (arguments, converts) = Self.caseTypeArguments(
        of: sub, exportedParameters: nested?.genericParameters ?? subParameters, in: sealed,
        parameters: parameters)
      let nestedConverts =
        !sub.isSealed
        || (nested?.subclasses.filter(\.isExported).allSatisfy(\.convertsToParent) ?? false)
      subclasses.append(
        SealedSubclass(
          kotlinName: subName, isObject: sub.isObject, isSealed: sub.isSealed,
          isInterface: sub.isInterface, isExported: problem == nil, notExportedReason: problem,
          swiftTypeName: problem == nil ? swiftName(of: subName) : nil,
          genericParameters: subParameters, caseName: Self.caseName(of: subName, in: name),
          typeArguments: arguments,
          convertsToParent: (sealed.isInterface || converts) && nestedConverts))
    }
    return SealedHierarchy(
      kotlinName: name, swiftTypeName: swiftName(of: name), genericParameters: parameters,
      isInterface: sealed.isInterface, subclasses: subclasses,
      sealedType: sealedTypeEnum(of: name, subclasses: subclasses))
  }

  /// The generic parameters of a sealed class's or interface's enum: an exported class's own
  /// (the Objective-C export keeps a class's lightweight generics, Swift export none); in the
  /// Objective-C export a sealed interface's Kotlin ones too when one of its exported
  /// subclasses, at any depth, is generic (the protocol has none, but its cases name
  /// `OperationSuccess<T>`).
  private func sealedEnumParameters(of sealed: ModuleClass, visiting: Set<QualifiedName>)
    -> [String]
  {
    let exported = type(sealed.name)?.genericParameters ?? []
    guard exported.isEmpty, mode.isObjectiveC, sealed.isInterface,
      !sealed.declaration.typeParameters.isEmpty
    else { return exported }
    var seen = visiting
    var pending = sealed.sealedSubclasses
    while let next = pending.popLast() {
      guard seen.insert(next).inserted, let sub = module.classes[next] else { continue }
      if type(next)?.genericParameters.isEmpty == false { return Self.enumParameters(sealed) }
      if sub.isSealed { pending += sub.sealedSubclasses }
    }
    return []
  }

  private static func enumParameters(_ sealed: ModuleClass) -> [String] {
    sealed.declaration.typeParameters.map { ObjCNaming.identifier($0.name) }
  }

  /// A subclass's type arguments in the hierarchy's generic `parameters`, found through the
  /// supertype it names the sealed class with (`Success<R> : Result<R>` → `T`; Objective-C
  /// generics have no nullability, so `Maybe<R> : Result<R?>` too), and whether it passes each
  /// parameter on (so that Swift sees it, with those arguments, as the parent type).
  /// `exportedParameters` are the subclass's own (its enum's, for a nested sealed level), in the
  /// order of its Kotlin type parameters.
  private static func caseTypeArguments(
    of sub: ModuleClass, exportedParameters: [String], in sealed: ModuleClass,
    parameters: [String]
  ) -> (arguments: [String], converts: Bool) {
    let subParameters = sub.declaration.typeParameters.map(\.name)
    var passed: [ResolvedType.Argument] = []
    for supertype in [sub.superclass].compactMap({ $0 }) + sub.interfaces {
      if case .moduleClass(sealed.name, let arguments) = supertype {
        passed = arguments
        break
      }
    }
    // Where each of the hierarchy's parameters comes from among the subclass's.
    var sources: [Int?] = passed.map { argument in
      guard case .typeParameter(let parameter, _)? = argument.type?.nonNullable else {
        return nil
      }
      return subParameters.firstIndex(of: parameter)
    }
    if sources.count > parameters.count { sources.removeLast(sources.count - parameters.count) }
    guard !exportedParameters.isEmpty else { return ([], parameters.isEmpty) }
    let arguments = exportedParameters.indices.map { index in
      sources.firstIndex(of: index).map { parameters[$0] } ?? "AnyObject"
    }
    // `Sub<A, B> : Parent<A>` is `ParentSub<T, AnyObject>`, a `Parent<T>`; so is
    // `Swapped<A, B> : Two<B, A>` (`TwoSwapped<U, T>`), but not `Same<A> : Two<A, A>`.
    let sourced = sources.compactMap { $0 }
    let converts =
      sources.count == parameters.count && sourced.count == sources.count
      && Set(sourced).count == sourced.count
    return (arguments, converts)
  }

  /// A case name for a generated enum: the subclass's path below the sealed class (or below the
  /// package when it is declared elsewhere), lower-camel-cased.
  static func caseName(of subclass: QualifiedName, in sealed: QualifiedName) -> String {
    var path = subclass.path
    if path.starts(with: sealed.path), path.count > sealed.path.count {
      path.removeFirst(sealed.path.count)
    }
    return lowerCamelCase(path)
  }

  /// `["MyClassA", "Inner"]` → `myClassAInner`; `["MACRO_CASE"]` → `macroCase`.
  static func lowerCamelCase(_ path: [String]) -> String {
    let words = path.flatMap { part -> [String] in
      // An ASCII part (each byte a character) has no lower-case letter but `a`–`z`.
      let isMacro =
        part.isASCII
        ? part.containsByte(UInt8(ascii: "_"))
          || !part.utf8.contains { (0x61...0x7A).contains($0) }
        : part.contains("_") || part.allSatisfy { !$0.isLowercase }
      guard isMacro else { return [part] }
      return part.split(separator: "_").map { ObjCNaming.capitalized($0.lowercased()) }
    }
    let joined = words.map { ObjCNaming.capitalized($0) }.joined()
    // A part Swift cannot hold (a backticked Kotlin name) is mangled as Swift export mangles it.
    let escaped = SwiftSyntax.swiftExportIdentifier(ObjCNaming.decapitalized(joined))
    return SwiftSyntax.keywords.contains(escaped) ? escaped + "_" : escaped
  }

  private func sealedTypeEnum(of name: QualifiedName, subclasses: [SealedSubclass])
    -> SealedTypeEnum?
  {
    guard case .swiftExport(let configuration) = mode,
      configuration.kotlinVersion >= .sealedTypes, let sealedSwift = swiftName(of: name)
    else { return nil }
    var cases: [SealedTypeEnum.Case] = []
    for subclass in subclasses where subclass.isExported {
      guard let subSwift = subclass.swiftTypeName else { continue }
      let relative = subclass.kotlinName.path
      var ambiguity: Ambiguity?
      if relative.count > 1 || (relative.first?.prefix(2).allSatisfy(\.isUppercase) ?? false) {
        ambiguity = Ambiguity(
          clashingDeclarations: [subclass.kotlinName.description],
          reason: "the sealedType() case name of a nested or acronym-led subclass is predicted "
            + "from its full path; check the generated Swift module")
      }
      cases.append(
        SealedTypeEnum.Case(
          name: Self.lowerCamelCase(relative), subclass: subclass.kotlinName,
          payloadType: subSwift + "_SealedType", ambiguity: ambiguity))
    }
    let hasUnknown = !subclasses.allSatisfy(\.isExported)
    return SealedTypeEnum(
      swiftName: sealedSwift + "_SealedType", cases: cases, hasUnknownCase: hasUnknown)
  }

  // MARK: Enum classes

  /// The entries of an enum class with their Swift names in this mode.
  ///
  /// - Parameter name: The fully qualified Kotlin name of the enum class.
  public func enumEntries(of name: String) -> [ExportedEnumEntry] {
    type(named: name)?.enumEntries ?? []
  }

  /// Whether enum classes are native Swift enums in this mode (Swift export 2.3+).
  public var enumsAreNative: Bool {
    if case .swiftExport(let configuration) = mode {
      return configuration.kotlinVersion >= .nativeSwiftEnums
    }
    return false
  }

  // MARK: Nested paths

  /// Every exported nested declaration: its Kotlin path and Swift name, sorted by Kotlin name.
  ///
  /// In the Objective-C export, aliases restore the Kotlin path
  /// (`extension A.B { typealias C = A.BC }`); in Swift export nesting is real and
  /// ``NestedTypePath/needsAlias`` is `false`.
  public func nestedTypePaths() -> [NestedTypePath] {
    types.compactMap { type -> NestedTypePath? in
      guard !type.kind.isTopLevelContainer,
        let parent = containingClass(of: type.kotlinName)
      else { return nil }
      let parentType = self.type(parent)
      let host: String? =
        parentType.flatMap { parentType in
          parentType.kind == .protocol || !parentType.genericParameters.isEmpty
            ? nil : parentType.swiftName
        }
      let alias = type.kotlinName.simpleName
      let needsAlias = host.map { $0 + "." + alias != type.swiftName } ?? false
      return NestedTypePath(
        kotlinName: type.kotlinName, kotlinPath: type.kotlinName.classPath,
        swiftName: type.swiftName, aliasHostSwiftName: host, aliasName: alias,
        needsAlias: needsAlias)
    }
  }

  /// ``QualifiedName/parent``, taken from the module's class table when the class is in it
  /// (an existing name, whose hash is known) rather than made anew.
  private func containingClass(of name: QualifiedName) -> QualifiedName? {
    if let id = module.index.classIDs[name] {
      let parent = module.index.parents[id]
      if parent >= 0 { return module.index.classNames[parent] }
    }
    return name.parent
  }

  // MARK: Package typealiases

  /// Swift export: top-level typealiases for the exported top-level classes and typealiases of
  /// every package (and the classes' `_SealedType` enums from 2.4.20), sorted by name.
  ///
  /// Where two packages export the same simple name, or one does a name of the root package's,
  /// the aliases take the package as a prefix (`com_example_Profile`). So does a name that app code uses for a type of Swift, Foundation or
  /// SwiftUI (`Error`, `State`, `Color`: see ``PackageTypeAlias/namesAppCodeUses``) or one of
  /// `reserved`, unless the compiler declares the alias itself: an app module's own `Error`
  /// would hide `Swift.Error` from all of the app's code. Empty in the Objective-C export.
  public func packageTypeAliases(reserving reserved: Set<String> = []) -> [PackageTypeAlias] {
    guard case .swiftExport(let configuration) = mode else { return [] }
    var candidates: [(name: String, target: String, kotlinName: QualifiedName)] = []
    for type in types where type.kotlinName.path.count == 1 && !type.kotlinName.packageName.isEmpty
    {
      guard !type.kind.isTopLevelContainer else { continue }
      let simpleName = SwiftSyntax.swiftExportIdentifier(type.kotlinName.simpleName)
      candidates.append((simpleName, type.swiftName, type.kotlinName))
      if configuration.kotlinVersion >= .sealedTypes, sealedHierarchy(of: type.kotlinName) != nil {
        candidates.append(
          (simpleName + "_SealedType", type.swiftName + "_SealedType", type.kotlinName))
      }
    }
    for alias in swiftExportTypeAliases() where !alias.kotlinName.packageName.isEmpty {
      let simpleName = SwiftSyntax.swiftExportIdentifier(alias.kotlinName.simpleName)
      candidates.append(
        (
          simpleName,
          "ExportedKotlinPackages." + SwiftSyntax.escapedPath(alias.kotlinName.packageName) + "."
            + SwiftSyntax.escapedIdentifier(simpleName), alias.kotlinName
        ))
    }
    var counts: [String: Int] = [:]
    for candidate in candidates { counts[candidate.name, default: 0] += 1 }
    // The root package's classes and typealiases are top-level names of the framework already:
    // an alias of another package's class of that name, declared in the app's module, would
    // hide them from the app's code (and from the glue).
    for type in types where type.kotlinName.path.count == 1 && type.kotlinName.packageName.isEmpty {
      guard !type.kind.isTopLevelContainer else { continue }
      let simpleName = SwiftSyntax.swiftExportIdentifier(type.kotlinName.simpleName)
      counts[simpleName, default: 0] += 1
      counts[simpleName + "_SealedType", default: 0] += 1
    }
    for alias in swiftExportTypeAliases() where alias.kotlinName.packageName.isEmpty {
      counts[SwiftSyntax.swiftExportIdentifier(alias.kotlinName.simpleName), default: 0] += 1
    }
    return candidates.map { candidate in
      let clashes = (counts[candidate.name] ?? 0) > 1
      let isDeclaredByCompiler =
        !clashes && candidate.kotlinName.packageName == configuration.flattenPackage
      let shadows =
        PackageTypeAlias.namesAppCodeUses.contains(candidate.name)
        || reserved.contains(candidate.name)
      let name =
        clashes || (shadows && !isDeclaredByCompiler)
        ? candidate.kotlinName.packageName.split(separator: ".")
          .map { SwiftSyntax.swiftExportIdentifier(String($0)) }.joined(separator: "_") + "_"
          + candidate.name
        : candidate.name
      return PackageTypeAlias(
        name: name, target: candidate.target, kotlinName: candidate.kotlinName,
        isDeclaredByCompiler: isDeclaredByCompiler)
    }.sorted { $0.name < $1.name }
  }

  /// Swift export: the module's public, non-generic typealiases, as the Swift export's own
  /// golden output shows them (`public typealias RegularInteger = Swift.Int32`), sorted by
  /// Kotlin name. One whose type Swift export cannot spell is left out. Empty in the
  /// Objective-C export.
  public func swiftExportTypeAliases() -> [ExportedTypeAlias] {
    guard case .swiftExport = mode else { return [] }
    let speller = TypeSpeller(
      module: module, mode: mode, classNames: classNames, sdkNamesTaken: sdkNamesTaken)
    var result: [ExportedTypeAlias] = []
    for (name, entry) in module.typeAliases {
      let alias = entry.alias
      guard alias.typeParameters.isEmpty,
        alias.modifiers.intersection([.private, .internal, .expect, .actual]).isEmpty,
        !ExportAnnotations(alias.annotations).isDeprecatedHidden
      else { continue }
      let context = module.topLevelContext(fileIndex: entry.file)
      let spelling = speller.spell(
        module.resolve(alias.aliasedType, in: context), .property, in: context)
      guard spelling.problem == nil else { continue }
      result.append(ExportedTypeAlias(kotlinName: name, target: spelling.text))
    }
    return result.sorted { $0.kotlinName.description < $1.kotlinName.description }
  }

  // MARK: Flows

  /// Every exported property and function whose type mentions a kotlinx-coroutines flow
  /// (directly, nullable, or inside type arguments), with the element type spelled for the
  /// mode, sorted by owner then member.
  ///
  /// - Complexity: O(members of the exported types), plus spelling each flow's element type.
  public func flowMembers() -> [FlowMember] {
    var result: [FlowMember] = []
    // The first file of each package: the context of its facade or namespace members.
    var firstFiles: [String: Int] = [:]
    for (index, file) in module.files.enumerated() where firstFiles[file.packageName] == nil {
      firstFiles[file.packageName] = index
    }
    // Whether a generic class declares a flow a subclass may inherit, worked out once for all its
    // subclasses (most generic superclasses are sealed classes and declare none).
    var declaresFlows: [QualifiedName: Bool] = [:]
    // One speller for every element, so that its cache of external spellings is shared.
    let speller = TypeSpeller(
      module: module, mode: mode, classNames: classNames, sdkNamesTaken: sdkNamesTaken)
    for type in types {
      // Worked out at the type's first flow: most types have none.
      var knownContext: DeclarationContext?
      func context() -> DeclarationContext {
        if let knownContext { return knownContext }
        let context =
          module.context(of: type.kotlinName)
          ?? module.topLevelContext(fileIndex: firstFiles[type.kotlinName.packageName] ?? 0)
        knownContext = context
        return context
      }
      for property in type.properties {
        guard let kotlinType = property.kotlinType,
          var found = Self.findFlow(in: kotlinType, topLevel: true)
        else { continue }
        if property.isOverride, !property.isStatic {
          guard
            let exported = exportedFlow(
              found, overriding: property.kotlinName, parameterCount: nil, in: type.kotlinName)
          else { continue }
          found = exported
        }
        result.append(
          Self.flowMember(
            property, found, elementSwiftType: elementSpelling(found.element, context(), speller),
            owner: type, castsElement: false))
      }
      for function in type.methods {
        var found = function.kotlinReturnType.flatMap { Self.findFlow(in: $0, topLevel: true) }
        if found == nil {
          for parameter in function.parameters {
            if var inParameter = Self.findFlow(in: parameter.kotlinType, topLevel: true) {
              inParameter.placement = .parameter
              found = inParameter
              break
            }
          }
        }
        guard var found else { continue }
        if function.isOverride, function.kind == .method {
          guard
            let exported = exportedFlow(
              found, overriding: function.kotlinName, parameterCount: function.parameters.count,
              method: function, in: type.kotlinName)
          else { continue }
          found = exported
        }
        result.append(
          Self.flowMember(
            function, found, elementSwiftType: elementSpelling(found.element, context(), speller),
            owner: type, castsElement: false))
      }
      if type.kind == .class || type.kind == .object {
        result += inheritedFlowMembers(
          of: type, context: context, speller: speller, declaresFlows: &declaresFlows)
      }
    }
    return result
  }

  /// The flows a class inherits from its generic module superclasses, with the element its type
  /// arguments settle: `class ProfileViewModel : BaseViewModel<ProfileState>()` inherits
  /// `val state: StateFlow<S>` as a flow of `ProfileState`, which the superclass's own glue
  /// cannot name.
  ///
  /// - Objective-C export: every flow of such a superclass (a generic class gets no accessors:
  ///   an extension of it could not name its element types), when the class itself is not
  ///   generic. Swift sees the member untyped either way; the adapter casts its values.
  /// - Swift export: only a flow whose element is the superclass's type parameter (nullable or
  ///   not), settled to a module class, interface or object. Swift sees it with the parameter's
  ///   erased bound (`KotlinBase?`), so the adapter casts each value; the superclass's own glue
  ///   has the others.
  ///
  /// A member the class, or a nearer superclass, declares itself is that declaration's. Only
  /// invariant type arguments are put in (a projected one is not the member's type), and a
  /// function whose parameters mention a type parameter is left out (its Swift parameter types
  /// would be the erased ones).
  ///
  /// - Complexity: O(superclasses × their members), for each class with a generic superclass.
  private func inheritedFlowMembers(
    of type: ExportedType, context: () -> DeclarationContext, speller: TypeSpeller,
    declaresFlows: inout [QualifiedName: Bool]
  ) -> [FlowMember] {
    // Most classes have no generic superclass that declares a flow: nothing to inherit (and
    // nothing allocated).
    guard !mode.isObjectiveC || type.genericParameters.isEmpty else { return [] }
    var inheritsFlows = false
    var current = module.classes[type.kotlinName]?.superclass
    // Bounded: a cycle of superclasses (an error Kotlin reports) does not loop.
    for _ in 0..<64 {
      guard case .moduleClass(let superName, _)? = current?.nonNullable,
        let superClass = module.classes[superName]
      else { break }
      if !superClass.declaration.typeParameters.isEmpty {
        if declaresFlows[superName] == nil {
          declaresFlows[superName] = declaresFlow(superName)
        }
        if declaresFlows[superName] == true {
          inheritsFlows = true
          break
        }
      }
      current = superClass.superclass
    }
    guard inheritsFlows else { return [] }
    let superclasses = module.superclassesWithArguments(of: type.kotlinName)
    // The members declared nearer: the class's own (listed at the first flow found: a subclass
    // of a generic sealed class inherits none), then each superclass's. An override whose type
    // is left to inference the prediction cannot follow is not one: its type is a subtype of
    // the overridden one's, so the overridden flow, its type arguments put in, holds for it.
    var knownTaken: Set<String>?
    func take(_ key: String) -> Bool {
      if knownTaken == nil {
        var own: Set<String> = []
        for property in type.properties
        where !property.isStatic && !(property.isOverride && property.kotlinType == nil) {
          own.insert(property.kotlinName)
        }
        for function in type.methods
        where function.kind == .method
          && !(function.isOverride && function.kotlinReturnType == nil)
        {
          own.insert(function.kotlinName + "/" + String(function.parameters.count))
        }
        knownTaken = own
      }
      return knownTaken!.insert(key).inserted
    }
    var result: [FlowMember] = []
    for (superName, substitutions) in superclasses {
      guard let superClass = module.classes[superName], let superType = self.type(superName)
      else { continue }
      let parameters = Set(superClass.declaration.typeParameters.map(\.name))
      // What the subclass's glue adds for one member of this superclass, or `nil`.
      func inherited(
        _ found: FoundFlow, name: String, parameterCount: Int?, isOverride: Bool,
        method: ExportedFunction? = nil
      ) -> (FoundFlow, casts: Bool)? {
        let key = parameterCount.map { name + "/" + String($0) } ?? name
        guard take(key), !parameters.isEmpty,
          found.placement == .direct || found.placement == .nullable
        else { return nil }
        var settled = found
        settled.element = found.element?.substituting(substitutions)
        guard let element = settled.element, !element.mentionsAnyTypeParameter else { return nil }
        // An override of a farther superclass's member: what Swift sees of it.
        if isOverride {
          guard
            let visible = exportedFlow(
              settled, overriding: name, parameterCount: parameterCount, method: method,
              in: superName)
          else { return nil }
          settled = visible
        }
        if mode.isObjectiveC { return (settled, false) }
        guard case .typeParameter(let name, _)? = found.element?.nonNullable,
          parameters.contains(name), isCastFromErasedBound(element)
        else { return nil }
        return (settled, true)
      }
      for property in superType.properties where !property.isStatic && !property.isExtension {
        guard let kotlinType = property.kotlinType,
          let found = Self.findFlow(in: kotlinType, topLevel: true),
          let (settled, casts) = inherited(
            found, name: property.kotlinName, parameterCount: nil,
            isOverride: property.isOverride)
        else { continue }
        result.append(
          Self.flowMember(
            property, settled,
            elementSwiftType: elementSpelling(settled.element, context(), speller), owner: type,
            declaringOwner: superName, castsElement: casts))
      }
      // Swift export: a farther superclass's function of that Swift name and another declaration
      // is visible beside this one (an overload by return type), and a casting accessor's call
      // would be ambiguous (Swift ranks functions by their parameters only).
      func hasFartherOverload(_ function: ExportedFunction) -> Bool {
        guard !mode.isObjectiveC,
          let index = superclasses.firstIndex(where: { $0.name == superName })
        else { return false }
        return superclasses[(index + 1)...].contains { farther in
          self.type(farther.name)?.methods.contains {
            $0.swiftName == function.swiftName && $0.kind == .method
              && $0.declaration != function.declaration
              && $0.declaration != function.declarationReturningOptional
          } == true
        }
      }
      for function in superType.methods where function.kind == .method && !function.isExtension {
        guard let returnType = function.kotlinReturnType,
          let found = Self.findFlow(in: returnType, topLevel: true)
        else { continue }
        // Declared here all the same: a farther declaration is this one's overridden.
        guard !function.parameters.contains(where: { $0.kotlinType.mentionsAnyTypeParameter })
        else {
          _ = take(function.kotlinName + "/" + String(function.parameters.count))
          continue
        }
        guard
          let (settled, casts) = inherited(
            found, name: function.kotlinName, parameterCount: function.parameters.count,
            isOverride: function.isOverride, method: function),
          !casts || !hasFartherOverload(function)
        else { continue }
        result.append(
          Self.flowMember(
            function, settled,
            elementSwiftType: elementSpelling(settled.element, context(), speller), owner: type,
            declaringOwner: superName, castsElement: casts))
      }
    }
    return result
  }

  /// Whether an exported type declares an instance property or method of a flow type.
  private func declaresFlow(_ name: QualifiedName) -> Bool {
    guard let type = type(name) else { return false }
    return type.properties.contains {
      !$0.isStatic && $0.kotlinType.flatMap { Self.findFlow(in: $0, topLevel: true) } != nil
    }
      || type.methods.contains {
        $0.kind == .method
          && $0.kotlinReturnType.flatMap { Self.findFlow(in: $0, topLevel: true) } != nil
      }
  }

  /// `owner`'s flow member for a property with the flow `found` in its type, declared by
  /// `declaringOwner` (the owner itself by default).
  private static func flowMember(
    _ property: ExportedProperty, _ found: FoundFlow, elementSwiftType: String,
    owner: ExportedType, declaringOwner: QualifiedName? = nil, castsElement: Bool
  ) -> FlowMember {
    FlowMember(
      owner: owner.kotlinName, ownerSwiftName: owner.swiftName, memberKind: .property,
      memberKotlinName: property.kotlinName, memberSwiftName: property.swiftName,
      memberDeclaration: property.declaration, memberSwiftType: property.swiftType,
      flowKind: found.kind, placement: found.placement, elementKotlinType: found.element,
      elementSwiftType: elementSwiftType, isStatic: property.isStatic,
      ambiguity: property.ambiguity, declaringOwner: declaringOwner, castsElement: castsElement,
      isOptionalInStubsOnly: found.isOptionalInStubsOnly)
  }

  /// `owner`'s flow member for a function with the flow `found` in its return type or a
  /// parameter, declared by `declaringOwner` (the owner itself by default).
  private static func flowMember(
    _ function: ExportedFunction, _ found: FoundFlow, elementSwiftType: String,
    owner: ExportedType, declaringOwner: QualifiedName? = nil, castsElement: Bool
  ) -> FlowMember {
    FlowMember(
      owner: owner.kotlinName, ownerSwiftName: owner.swiftName, memberKind: .function,
      memberKotlinName: function.kotlinName, memberSwiftName: function.swiftName,
      memberDeclaration: function.declaration, memberSwiftType: function.returnType,
      flowKind: found.kind, placement: found.placement, elementKotlinType: found.element,
      elementSwiftType: elementSwiftType, isStatic: function.kind == .staticMethod,
      ambiguity: function.ambiguity, declaringOwner: declaringOwner, castsElement: castsElement,
      isOptionalInStubsOnly: found.isOptionalInStubsOnly)
  }

  /// Whether a Swift export value of an erased type parameter's bound (`KotlinBase?`, or the
  /// bound's class or protocol) casts to the Swift type of `element`: a module class, interface or
  /// object (a native Swift enum, a `String` or a number is no `KotlinBase`).
  private func isCastFromErasedBound(_ element: ResolvedType) -> Bool {
    if isKotlinBase(element) { return true }
    guard case .moduleClass(let name, _) = element.nonNullable else { return false }
    return type(name)?.kind == .protocol
  }

  /// Whether a value of `argument` passes, in Swift export, where a method of the module class
  /// `owner` declares a parameter of Kotlin type `parameter`: a type parameter of `owner` is its
  /// erased bound there (`KotlinBase?` unbounded, which only a `KotlinBase` passes; a module class
  /// or interface, which its subclasses pass), any other module class or interface is itself.
  /// `false` for what the prediction cannot tell (a bound outside the module, several bounds, a
  /// type that only mentions a type parameter).
  public func passesErased(
    _ argument: ResolvedType, asParameter parameter: ResolvedType, of owner: QualifiedName
  ) -> Bool {
    var target = parameter.nonNullable
    if case .typeParameter(let name, _) = target {
      guard let declaration = module.classes[owner]?.declaration,
        let typeParameter = declaration.typeParameters.first(where: { $0.name == name }),
        typeParameter.bounds.count <= 1
      else { return false }
      guard let bound = typeParameter.bounds.first, let context = module.context(of: owner)
      else { return isKotlinBase(argument) }
      target = module.resolve(bound, in: context).nonNullable
      if case .external("kotlin.Any", _) = target { return isKotlinBase(argument) }
    }
    guard case .moduleClass(let targetName, _) = target, !target.mentionsAnyTypeParameter,
      case .moduleClass(let argumentName, _) = argument.nonNullable
    else { return false }
    if argumentName == targetName { return true }
    // A native Swift enum conforms to no module protocol and is no `KotlinBase`.
    if enumsAreNative && type(argumentName)?.kind == .enumClass { return false }
    return module.superclassChain(of: argumentName).contains(targetName)
      || module.allInterfaces(of: argumentName).contains(targetName)
  }

  /// Whether Swift export shows the type as a `KotlinBase` subclass, so that a value of it passes
  /// where an erased type parameter's `KotlinBase?` is expected: a module class or object, or an
  /// enum class that is no native Swift enum (nullable or not). Not an interface (its protocol's
  /// existential is no class), a `String` or a number.
  func isKotlinBase(_ type: ResolvedType) -> Bool {
    guard case .moduleClass(let name, _) = type.nonNullable, let target = self.type(name) else {
      return false
    }
    switch target.kind {
    case .class, .object: return true
    case .enumClass: return !enumsAreNative
    default: return false
    }
  }

  /// The flow an override's typed accessor reads, as Swift sees it, and whether the accessor
  /// casts its values; `nil` when no accessor can read it.
  ///
  /// - Objective-C export: Kotlin/Native's header declares every override again with its own
  ///   type (its translator maps the overriding member's own return type through the base
  ///   member's bridge), and Swift's importer takes a subclass's re-declared member with that
  ///   type. The stubs declare a flow property so overridden again too (`@_nonoverride`), so a
  ///   property keeps its own kind (`override val state: StateFlow<UiState>` under
  ///   `abstract val state: Flow<T>` is a `StateFlow`), and so does a method the stubs declare
  ///   again as an override (``objCStubsOverride(_:in:)``: `Flow<S>` of a `Flow<S>?`). Any
  ///   other method override is left out of the stubs (Swift cannot override a method returning
  ///   `any Flow` with one returning `any StateFlow`), so Swift code checked against them sees
  ///   the overridden declaration's type, which may be wider, and the wider kind fits the header
  ///   too: the overridden methods are those of the module supertypes with its name and number
  ///   of parameters; when they agree on a flow kind, that kind, else `Flow`, which every flow
  ///   is; nullable when the nearest superclass declaration the stubs show is (when no
  ///   superclass declares it, when one of them is). `nil` when one of them is no flow where
  ///   the override is one.
  ///   Members overriding a library's keep their own type.
  /// - Swift export declares a flow override whose Swift type differs again with its own type
  ///   (`@_nonoverride` on a property, an overload for a function; the stubs do the same), so
  ///   Swift sees the override as it is.
  private func exportedFlow(
    _ found: FoundFlow, overriding name: String, parameterCount: Int?,
    method: ExportedFunction? = nil, in owner: QualifiedName
  ) -> FoundFlow? {
    guard mode.isObjectiveC, found.placement != .parameter, parameterCount != nil else {
      return found
    }
    // A method the stubs (and the header) declare again keeps its own result.
    if let method, objCStubsOverride(method, in: owner) { return found }
    var kinds: Set<FlowKind> = []
    var anyNullable = false
    // Whether the declaration Swift sees is nullable: the nearest superclass's the stubs show.
    var visibleNullable: Bool?
    let chain = module.superclassChain(of: owner)
    let superclasses = Set(chain)
    for superName in chain + module.allInterfaces(of: owner) {
      guard
        let overridden = overriddenType(
          name, parameterCount: parameterCount, swiftName: method?.swiftName, in: superName)
      else { continue }
      guard let kotlinType = overridden, let flow = Self.findFlow(in: kotlinType, topLevel: true),
        flow.placement == found.placement || flow.placement == .nullable
      else { return nil }
      kinds.insert(flow.kind)
      if flow.placement == .nullable { anyNullable = true }
      if visibleNullable == nil, superclasses.contains(superName),
        isShownInObjCStubs(method, in: superName)
      {
        visibleNullable = flow.placement == .nullable
      }
    }
    let nullable = visibleNullable ?? anyNullable
    var exported = found
    if !kinds.isEmpty, kinds != [found.kind] {
      exported.kind = kinds.count == 1 ? kinds.first! : .flow
    }
    if nullable, exported.placement == .direct {
      exported.placement = .nullable
      // The header declares the override again, without the `?`.
      exported.isOptionalInStubsOnly = true
    }
    return exported
  }

  /// Whether the Objective-C stubs show `superName`'s own declaration of the method `method`
  /// overrides there (matched by Swift name): one that overrides nothing, or an override they
  /// declare again.
  private func isShownInObjCStubs(_ method: ExportedFunction?, in superName: QualifiedName) -> Bool
  {
    guard let method,
      let declared = type(superName)?.methods.first(where: {
        $0.kind == .method && $0.swiftName == method.swiftName
      })
    else { return false }
    return !declared.isOverride || objCStubsOverride(declared, in: superName)
  }

  /// Whether the Objective-C stubs declare again, as an `override`, an instance method that
  /// overrides the declaration the stubs show (the nearest superclass's, unless the stubs leave
  /// that out too) with the same parameters and a result Swift takes as narrower, as the
  /// framework's header declares it (Kotlin/Native's translator maps the overriding member's own
  /// result through the base member's bridge): a module class without type arguments where one
  /// was (`override fun make(): Dog`), or the superclass's result without its `?`. Any other narrowing (a flow of another kind:
  /// `override fun observe(): StateFlow<S>` of a `Flow<S>`) cannot be an override in Swift, and
  /// the stubs show the superclass's declaration there. `false` in Swift export.
  public func objCStubsOverride(_ method: ExportedFunction, in owner: QualifiedName) -> Bool {
    guard mode.isObjectiveC, method.kind == .method, method.completionHandlerType == nil else {
      return false
    }
    for superName in module.superclassChain(of: owner) {
      guard let superType = type(superName),
        let overridden = superType.methods.first(where: {
          $0.kind == .method && $0.swiftName == method.swiftName
        })
      else { continue }
      // An override the stubs leave out there: Swift sees a farther declaration.
      if overridden.isOverride, overridden.returnType != method.returnType,
        !objCStubsOverride(overridden, in: superName)
      {
        continue
      }
      guard overridden.ambiguity?.isUndeclarable != true,
        overridden.completionHandlerType == nil, overridden.isThrowing == method.isThrowing,
        overridden.returnType != method.returnType,
        overridden.parameters.map(\.declaration) == method.parameters.map(\.declaration)
      else { return false }
      let optionalOfOwn =
        overridden.returnType == method.returnType + "?"
        || overridden.returnType == "(" + method.returnType + ")?"
      let overriddenIsNullable = overridden.kotlinReturnType.map(\.isNullable) ?? false
      // (A flow of another kind would need `@_nonoverride`, and a call of it from a subclass of
      // a generic class declaring one is ambiguous.)
      return optionalOfOwn
        || isClassResult(method.kotlinReturnType, nullableAllowed: overriddenIsNullable)
          && isClassResult(overridden.kotlinReturnType, nullableAllowed: true)
    }
    return false
  }

  /// Whether a result is a module class or object without type arguments (Swift sees a class,
  /// and a subclass's result overrides a superclass's: generics are invariant), nullable only
  /// where `nullableAllowed`.
  private func isClassResult(_ result: ResolvedType?, nullableAllowed: Bool) -> Bool {
    guard let result else { return false }
    if result.isNullable, !nullableAllowed { return false }
    guard case .moduleClass(let name, let arguments) = result.nonNullable, arguments.isEmpty,
      let target = type(name)
    else { return false }
    return target.kind == .class || target.kind == .object
  }

  /// The Kotlin type of the instance property `name` of a module type, or of its method `name`
  /// with `parameterCount` parameters (and `swiftName`, when given); `nil` when it declares none.
  private func overriddenType(
    _ name: String, parameterCount: Int?, swiftName: String? = nil, in owner: QualifiedName
  ) -> ResolvedType?? {
    guard let superType = type(owner) else { return nil }
    if let parameterCount {
      // An override has the Swift name of the member it overrides: that tells overloads with
      // as many parameters apart (`find(id:)` beside `find(name:)`).
      return superType.methods.first {
        $0.kotlinName == name && $0.kind == .method && $0.parameters.count == parameterCount
          && (swiftName == nil || $0.swiftName == swiftName)
      }.map(\.kotlinReturnType)
    }
    return superType.properties.first { $0.kotlinName == name && !$0.isStatic }.map(\.kotlinType)
  }

  private func elementSpelling(
    _ element: ResolvedType?, _ context: DeclarationContext, _ speller: TypeSpeller
  ) -> String {
    guard let element else { return mode.isObjectiveC ? "Any?" : "KotlinBase?" }
    // A typed adapter receives each value as an object: primitives arrive boxed.
    let position: TypePosition = mode.isObjectiveC ? .closureParameter : .typeArgument
    var spelled = speller.spell(element, position, in: context).text
    if mode.isObjectiveC, case .typeParameter = element, !spelled.hasSuffix("?") {
      spelled += "?"
    }
    return spelled
  }

  /// Whether a name starts with `kotlinx.coroutines.flow.`, compared over contiguous bytes (a
  /// plain loop; comparing the two views element by element cost about 600 instructions a name).
  private static func isInFlowPackage(_ name: String) -> Bool {
    let bytes = name.utf8
    guard bytes.count > flowPackage.count else { return false }
    return bytes.withContiguousStorageIfAvailable {
      $0.prefix(flowPackage.count).elementsEqual(flowPackage)
    }
      ?? bytes.starts(with: flowPackage)
  }

  private static let flowPackage = Array("kotlinx.coroutines.flow.".utf8)

  struct FoundFlow {
    var kind: FlowKind
    var placement: FlowMember.Placement
    var element: ResolvedType?
    /// See ``FlowMember/isOptionalInStubsOnly``.
    var isOptionalInStubsOnly = false
  }

  static func findFlow(in type: ResolvedType, topLevel: Bool) -> FoundFlow? {
    switch type {
    case .nullable(let inner):
      guard var found = findFlow(in: inner, topLevel: topLevel) else { return nil }
      if topLevel && found.placement == .direct { found.placement = .nullable }
      return found
    case .external(let name, let arguments):
      // Every flow interface is in one package: other names need no lookup.
      if Self.isInFlowPackage(name), let kind = KnownKotlinTypes.flowKinds[name] {
        return FoundFlow(
          kind: kind, placement: topLevel ? .direct : .typeArgument,
          element: arguments.first?.type)
      }
      for argument in arguments {
        if let type = argument.type, var found = findFlow(in: type, topLevel: false) {
          found.placement = .typeArgument
          return found
        }
      }
      return nil
    case .moduleClass(_, let arguments), .unresolved(_, let arguments):
      for argument in arguments {
        if let type = argument.type, var found = findFlow(in: type, topLevel: false) {
          found.placement = .typeArgument
          return found
        }
      }
      return nil
    default:
      return nil
    }
  }
}
