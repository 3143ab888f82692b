import KotlinSyntax

extension KotlinModule {
  /// Resolves a type reference written in `context`.
  ///
  /// Names are looked up as Kotlin does: type parameters, then nested classes of the enclosing
  /// classes (and of their supertypes), explicit imports (aliases included), the same package,
  /// star imports, and finally the default imports (`kotlin.*`, `kotlin.collections.*`, …).
  /// Typealiases declared in the module are expanded.
  ///
  /// - Parameters:
  ///   - type: The type as written.
  ///   - context: Where it is written.
  /// - Returns: The resolved type; names that cannot be resolved become
  ///   ``ResolvedType/unresolved(_:arguments:)`` (the module reported them when it was built).
  public func resolve(_ type: TypeReference, in context: DeclarationContext) -> ResolvedType {
    resolve(type, in: context, inheritedLookup: true)
  }

  /// The typealias of the module that a written type names (not expanded), if it names one:
  /// `Alias` or `Alias?` for `typealias Alias = …`.
  func typeAliasNamed(by type: TypeReference, in context: DeclarationContext) -> QualifiedName? {
    var type = type
    if case .nullable(let inner) = type.kind { type = inner }
    guard case .named(let segments) = type.kind else { return nil }
    let names = segments.map(\.name)
    if names.count == 1, context.typeParameters.contains(where: { $0.name == names[0] }) {
      return nil
    }
    let resolver = TypeResolver(module: self, inheritedLookup: true, reports: false)
    guard case .alias(let name)? = resolver.classifier(names, in: context) else { return nil }
    return name
  }

  func resolve(
    _ type: TypeReference, in context: DeclarationContext, inheritedLookup: Bool
  ) -> ResolvedType {
    var resolver = TypeResolver(module: self, inheritedLookup: inheritedLookup, reports: false)
    return resolver.resolve(type, in: context)
  }

  /// Resolves every type reference once, reporting each unresolved name as a warning.
  ///
  /// Classes are checked on every core (a check only reads the module); the warnings are put
  /// back in class order, then come those of top-level members and typealiases.
  mutating func reportUnresolvedReferences() {
    let module = self
    let classes = sortedClasses
    let chunks = Parallel.chunks(of: classes.count)
    let found = Parallel.map(chunks.count) { piece in
      var resolver = TypeResolver(module: module, inheritedLookup: true, reports: true)
      for type in classes[chunks[piece]] {
        guard let context = module.context(of: type.name) else { continue }
        if !type.declaration.superTypes.isEmpty {
          var headerContext = context
          headerContext.enclosingClass = type.name.parent
          for superType in type.declaration.superTypes {
            resolver.check(superType.type, in: headerContext)
          }
        }
        for parameter in type.declaration.typeParameters {
          for bound in parameter.bounds { resolver.check(bound, in: context) }
        }
        for parameter in type.declaration.primaryConstructor?.parameters ?? [] {
          if let parameterType = parameter.type { resolver.check(parameterType, in: context) }
        }
        for member in type.declaration.members {
          resolver.checkSignature(of: member, in: context)
        }
      }
      return resolver.diagnostics
    }
    var resolver = TypeResolver(module: self, inheritedLookup: true, reports: true)
    for member in topLevelMembers {
      resolver.checkSignature(
        of: member.declaration, in: topLevelContext(fileIndex: member.fileIndex))
    }
    for (name, entry) in typeAliases.sorted(by: { $0.key < $1.key }) {
      _ = name
      let context = DeclarationContext(
        fileIndex: entry.file, enclosingClass: nil, typeParameters: entry.alias.typeParameters)
      resolver.check(entry.alias.aliasedType, in: context)
    }
    diagnostics += found.joined() + resolver.diagnostics
  }
}

/// Resolves type references against a module; optionally reports unresolved names.
struct TypeResolver {
  let module: KotlinModule
  /// Whether nested classes inherited from supertypes are in scope (off while the supertypes
  /// themselves are being resolved).
  let inheritedLookup: Bool
  let reports: Bool
  var diagnostics: [Diagnostic] = []
  /// How many typealiases are being expanded inside each other; bounded so that recursive
  /// aliases (`typealias A = List<A>`) end.
  var aliasDepth = 0

  init(module: KotlinModule, inheritedLookup: Bool, reports: Bool) {
    self.module = module
    self.inheritedLookup = inheritedLookup
    self.reports = reports
  }

  /// What a classifier name denotes.
  enum Target: Equatable {
    case module(QualifiedName)
    case alias(QualifiedName)
    case external(String)
  }

  /// Reports the unresolved names in a declaration's signature (``check(_:in:boundDepth:)``).
  mutating func checkSignature(of declaration: Declaration, in context: DeclarationContext) {
    switch declaration {
    case .function(let function):
      let inner = context.adding(typeParameters: function.typeParameters)
      if let receiver = function.receiverType { check(receiver, in: inner) }
      if let returnType = function.knownReturnType { check(returnType, in: inner) }
      for parameter in function.parameters {
        if let type = parameter.type { check(type, in: inner) }
      }
    case .property(let property):
      let inner = context.adding(typeParameters: property.typeParameters)
      if let receiver = property.receiverType { check(receiver, in: inner) }
      if let type = property.knownType { check(type, in: inner) }
    case .constructor(let constructor):
      for parameter in constructor.parameters {
        if let type = parameter.type { check(type, in: context) }
      }
    case .class, .typeAlias:
      break
    }
  }

  /// Reports every name of `type` that ``resolve(_:in:boundDepth:)`` would report, visiting the
  /// same parts in the same contexts, but builds no ``ResolvedType`` (each case of which is a
  /// heap box) and expands no typealias (an expansion reports nothing).
  mutating func check(_ type: TypeReference, in context: DeclarationContext, boundDepth: Int = 0) {
    if let name = type.plainName {
      if let parameter = context.typeParameters.last(where: { $0.name == name }) {
        checkBound(of: parameter, in: context, boundDepth: boundDepth)
      } else if simpleClassifier(name, in: context) == nil, qualified([name]) == nil, reports {
        reportUnresolved(name, range: type.range, context: context)
      }
      return
    }
    switch type.kind {
    case .named(let segments):
      for argument in segments.last?.arguments ?? [] {
        if let argumentType = argument.type {
          check(argumentType, in: context, boundDepth: boundDepth)
        }
      }
      if segments.count == 1, segments[0].arguments.isEmpty,
        let parameter = context.typeParameters.last(where: { $0.name == segments[0].name })
      {
        checkBound(of: parameter, in: context, boundDepth: boundDepth)
        return
      }
      let names = segments.map(\.name)
      if classifier(names, in: context) == nil, reports {
        reportUnresolved(names.joined(separator: "."), range: type.range, context: context)
      }
    case .nullable(let inner), .parenthesized(let inner), .annotated(_, let inner):
      check(inner, in: context, boundDepth: boundDepth)
    case .function(let function):
      if let receiver = function.receiver { check(receiver, in: context, boundDepth: boundDepth) }
      for parameter in function.parameters {
        check(parameter.type, in: context, boundDepth: boundDepth)
      }
      check(function.returnType, in: context, boundDepth: boundDepth)
    case .intersection(let parts):
      if parts.count == 2, parts[1].qualifiedName == "Any" {
        check(parts[0], in: context, boundDepth: boundDepth)
      }
    case .union, .dynamic, .error:
      break
    }
  }

  private mutating func checkBound(
    of parameter: TypeParameter, in context: DeclarationContext, boundDepth: Int
  ) {
    if boundDepth == 0, let first = parameter.bounds.first {
      check(first, in: context, boundDepth: boundDepth + 1)
    }
  }

  mutating func resolve(
    _ type: TypeReference, in context: DeclarationContext, boundDepth: Int = 0
  ) -> ResolvedType {
    // A plain name (`String`, `T`) is most references: resolve it without building segments.
    if let name = type.plainName {
      return resolveSimple(name, range: type.range, in: context, boundDepth: boundDepth)
    }
    switch type.kind {
    case .named(let segments):
      return resolveNamed(segments, range: type.range, in: context, boundDepth: boundDepth)
    case .nullable(let inner):
      let resolved = resolve(inner, in: context, boundDepth: boundDepth)
      return resolved.isNullable ? resolved : .nullable(resolved)
    case .parenthesized(let inner), .annotated(_, let inner):
      return resolve(inner, in: context, boundDepth: boundDepth)
    case .function(let function):
      var receiver = function.receiver.map { resolve($0, in: context, boundDepth: boundDepth) }
      var parameters = function.parameters.map {
        resolve($0.type, in: context, boundDepth: boundDepth)
      }
      if !function.contextParameters.isEmpty {
        // Compiled, `context(A) R.(P) -> T` is a function of (A, R, P): the context parameters
        // come first, then the receiver, and the export spells it so.
        parameters =
          function.contextParameters.map { resolve($0, in: context, boundDepth: boundDepth) }
          + (receiver.map { [$0] } ?? []) + parameters
        receiver = nil
      }
      return .function(
        ResolvedType.FunctionType(
          isSuspend: function.isSuspend, receiver: receiver, parameters: parameters,
          returnType: resolve(function.returnType, in: context, boundDepth: boundDepth)))
    case .intersection(let parts):
      // `T & Any` is a definitely non-nullable T; anything longer is not expressible.
      if parts.count == 2, parts[1].qualifiedName == "Any" {
        return resolve(parts[0], in: context, boundDepth: boundDepth).nonNullable
      }
      return .unsupported(type.description)
    case .union, .dynamic, .error:
      return .unsupported(type.description)
    }
  }

  /// ``resolveNamed(_:range:in:boundDepth:)`` for one segment without arguments.
  private mutating func resolveSimple(
    _ name: String, range: SourceRange, in context: DeclarationContext, boundDepth: Int
  ) -> ResolvedType {
    if let parameter = context.typeParameters.last(where: { $0.name == name }) {
      return typeParameter(parameter, in: context, boundDepth: boundDepth)
    }
    let target = simpleClassifier(name, in: context) ?? qualified([name])
    guard let target else {
      if reports { reportUnresolved(name, range: range, context: context) }
      return .unresolved(name, arguments: [])
    }
    switch target {
    case .module(let name): return .moduleClass(name, arguments: [])
    case .external(let name): return .external(name, arguments: [])
    case .alias(let name): return expand(alias: name, arguments: [])
    }
  }

  private mutating func typeParameter(
    _ parameter: TypeParameter, in context: DeclarationContext, boundDepth: Int
  ) -> ResolvedType {
    var bound: ResolvedType?
    if boundDepth == 0, let first = parameter.bounds.first {
      bound = resolve(first, in: context, boundDepth: boundDepth + 1)
    }
    return .typeParameter(parameter.name, bound: bound)
  }

  private mutating func resolveNamed(
    _ segments: [TypeReference.Segment], range: SourceRange, in context: DeclarationContext,
    boundDepth: Int
  ) -> ResolvedType {
    let names = segments.map(\.name)
    let arguments = (segments.last?.arguments ?? []).map { argument in
      ResolvedType.Argument(
        variance: argument.variance,
        type: argument.type.map { resolve($0, in: context, boundDepth: boundDepth) })
    }
    if names.count == 1, segments[0].arguments.isEmpty,
      let parameter = context.typeParameters.last(where: { $0.name == names[0] })
    {
      return typeParameter(parameter, in: context, boundDepth: boundDepth)
    }
    guard let target = classifier(names, in: context) else {
      if reports { reportUnresolved(names.joined(separator: "."), range: range, context: context) }
      return .unresolved(names.joined(separator: "."), arguments: arguments)
    }
    switch target {
    case .module(let name): return .moduleClass(name, arguments: arguments)
    case .external(let name): return .external(name, arguments: arguments)
    case .alias(let name): return expand(alias: name, arguments: arguments)
    }
  }

  private mutating func expand(alias name: QualifiedName, arguments: [ResolvedType.Argument])
    -> ResolvedType
  {
    guard let entry = module.typeAliases[name] else {
      return .unresolved(name.description, arguments: arguments)
    }
    let context = DeclarationContext(
      fileIndex: entry.file, enclosingClass: nil, typeParameters: entry.alias.typeParameters)
    guard aliasDepth < 16 else { return .unsupported("recursive typealias " + name.description) }
    // Aliases of aliases are expanded without reporting twice.
    var inner = TypeResolver(module: module, inheritedLookup: inheritedLookup, reports: false)
    inner.aliasDepth = aliasDepth + 1
    let expanded = inner.resolve(entry.alias.aliasedType, in: context)
    var substitutions: [String: ResolvedType] = [:]
    for (parameter, argument) in zip(entry.alias.typeParameters, arguments) {
      if let type = argument.type { substitutions[parameter.name] = type }
    }
    return Self.substitute(substitutions, in: expanded)
  }

  /// Replaces type parameters by types.
  static func substitute(_ substitutions: [String: ResolvedType], in type: ResolvedType)
    -> ResolvedType
  {
    guard !substitutions.isEmpty else { return type }
    func arguments(_ list: [ResolvedType.Argument]) -> [ResolvedType.Argument] {
      list.map {
        .init(variance: $0.variance, type: $0.type.map { substitute(substitutions, in: $0) })
      }
    }
    switch type {
    case .typeParameter(let name, _): return substitutions[name] ?? type
    case .moduleClass(let name, let list): return .moduleClass(name, arguments: arguments(list))
    case .external(let name, let list): return .external(name, arguments: arguments(list))
    case .unresolved(let name, let list): return .unresolved(name, arguments: arguments(list))
    case .nullable(let inner):
      let substituted = substitute(substitutions, in: inner)
      return substituted.isNullable ? substituted : .nullable(substituted)
    case .function(let function):
      return .function(
        .init(
          isSuspend: function.isSuspend,
          receiver: function.receiver.map { substitute(substitutions, in: $0) },
          parameters: function.parameters.map { substitute(substitutions, in: $0) },
          returnType: substitute(substitutions, in: function.returnType)))
    case .unsupported: return type
    }
  }

  private mutating func reportUnresolved(
    _ name: String, range: SourceRange, context: DeclarationContext
  ) {
    let file = module.files[context.fileIndex]
    let unknownStars = file.file.imports.filter {
      $0.isStar && !module.index.packages.contains($0.path)
        && !KnownKotlinTypes.knownPackages.contains($0.path)
    }
    var message = "unresolved reference '\(name)'"
    if let star = unknownStars.first {
      message += "; it may come from 'import \(star.path).*', a package outside the module"
    }
    message += "; its Swift spelling cannot be predicted"
    diagnostics.append(file.diagnostic(.warning, message, at: range))
  }

  // MARK: Classifier lookup

  func classifier(_ names: [String], in context: DeclarationContext) -> Target? {
    guard let first = names.first else { return nil }
    if let base = simpleClassifier(first, in: context) {
      return walk(from: base, through: names.dropFirst())
    }
    return qualified(names)
  }

  /// Follows nested names from a resolved classifier.
  private func walk(from base: Target, through rest: ArraySlice<String>) -> Target? {
    var current = base
    for name in rest {
      switch current {
      case .module(let outer):
        if let nested = nestedClass(name, in: outer) {
          current = .module(nested)
        } else {
          return nil
        }
      case .external(let outer):
        current = .external(outer + "." + name)
      case .alias:
        return nil
      }
    }
    return current
  }

  /// A name written with its package, `com.example.Profile.State`.
  func qualified(_ names: [String]) -> Target? {
    guard names.count > 1 else {
      let name = names.first ?? ""
      return KnownKotlinTypes.names.contains(name) ? .external(name) : nil
    }
    // Every package a split between names can give, shortest first, each joined once:
    // `prefixes[k - 1]` is the first `k` names.
    var prefixes: [String] = []
    prefixes.reserveCapacity(names.count - 1)
    var prefix = names[0]
    prefixes.append(prefix)
    for name in names[1..<(names.count - 1)] {
      prefix += "."
      prefix += name
      prefixes.append(prefix)
    }
    for split in stride(from: names.count - 1, through: 1, by: -1) {
      let package = prefixes[split - 1]
      // Only a package that declares something can hold a class or typealias: the other splits
      // need no name built and hashed.
      guard module.index.declaringPackages.contains(package) else { continue }
      let candidate = QualifiedName(packageName: package, path: Array(names[split...]))
      if module.classes[candidate] != nil { return .module(candidate) }
      if split == names.count - 1, module.typeAliases[candidate] != nil {
        return .alias(candidate)
      }
    }
    let joined = prefixes[names.count - 2] + "." + names[names.count - 1]
    if KnownKotlinTypes.names.contains(joined) { return .external(joined) }
    // A lower-case prefix is a package outside the module: trust a fully qualified name.
    if names[0].first?.isLowercase == true, names[names.count - 1].first?.isUppercase == true,
      !startsWithModulePackage(joined)
    {
      return .external(joined)
    }
    return nil
  }

  /// Whether `name` starts with a package of the module followed by a dot.
  private func startsWithModulePackage(_ name: String) -> Bool {
    guard name.isASCII else {
      // A mark after a dot makes one character with it: compare characters.
      return module.packages.contains { name.hasPrefix($0 + ".") }
    }
    // Every dot byte is a dot character here: look up what comes before each one (a backticked
    // name may hold dots, so these are not only the splits between names).
    let utf8 = name.utf8
    var index = utf8.startIndex
    while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
      if module.index.packages.contains(String(name[..<dot])) { return true }
      index = utf8.index(after: dot)
    }
    return false
  }

  /// A simple name in scope: nested classes of the enclosing classes (and of their supertypes),
  /// explicit imports, the file's package, star imports, then default imports.
  ///
  /// - Complexity: A few hash lookups of `name` (see ``ResolutionIndex``), plus the supertypes
  ///   of the enclosing classes that have any.
  private func simpleClassifier(_ name: String, in context: DeclarationContext) -> Target? {
    // The name is hashed once for all the tables below.
    let hash = NameTable<Int>.hash(name)
    // 1. Nested classes of the enclosing classes, innermost first, and of their supertypes.
    var scope = context.enclosingClass
    var path: [Int] = []
    while let current = scope {
      if let id = module.index.classIDs[current] {
        if inheritedLookup, !module.index.scopes.isEmpty {
          if let nested = module.index.scopes[id].value(for: name, hash: hash) {
            return .module(module.index.classNames[nested])
          }
          break
        }
        var classID = id
        while true {
          if let nested = module.index.nestedClass(
            name, in: classID, inherited: inheritedLookup, path: &path)
          {
            return .module(module.index.classNames[nested])
          }
          guard module.index.parents[classID] >= 0 else { break }
          classID = module.index.parents[classID]
        }
        break
      }
      // Not a class of the module (a caller's own context): only a class directly inside it
      // can match, as in a class's scope.
      let candidate = current.appending(name)
      if module.classes[candidate] != nil { return .module(candidate) }
      scope = current.parent
    }
    // 2. Explicit imports, aliases included.
    if let target = module.index.files[context.fileIndex].explicitImports.value(
      for: name, hash: hash)
    {
      return target
    }
    // 3. The same package.
    if let target = module.index.files[context.fileIndex].package.value(for: name, hash: hash) {
      return target
    }
    // 4. Star imports.
    for directive in module.index.files[context.fileIndex].starImports {
      if let target = directive.package.value(for: name, hash: hash) { return target }
      if let outer = directive.outerClass,
        let nested = module.index.nestedClass(
          name, in: outer, inherited: inheritedLookup, path: &path)
      {
        return .module(module.index.classNames[nested])
      }
      if ResolutionIndex.isKnown(name, inPackage: directive.path) {
        return .external(directive.path + "." + name)
      }
    }
    // 5. Default imports.
    if let known = ResolutionIndex.defaultImport(name, hash: hash) { return .external(known) }
    // 6. A type found nowhere else comes from a star import of a package outside the module:
    // from the only one there is (Kotlin would find it there), or from any of several Apple SDK
    // packages, whose classes Swift names the same whichever framework declares them.
    guard name.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true else { return nil }
    var source: String?
    for directive in module.index.files[context.fileIndex].starImports
    where directive.outerClass == nil && !module.index.packages.contains(directive.path) {
      guard let found = source else {
        source = directive.path
        continue
      }
      // Several outside packages: only Apple SDK ones name a class alike.
      if !(found.hasPrefix("platform.") && directive.path.hasPrefix("platform.")) { return nil }
    }
    return source.map { .external($0 + "." + name) }
  }

  /// The target of an import path.
  func fullyQualified(_ path: String) -> Target? {
    // An ASCII path is split over its bytes: splitting by characters cost more than the lookups
    // that follow. (Otherwise a mark after a dot makes one character with it.)
    let names =
      path.isASCII
      ? path.utf8.split(separator: UInt8(ascii: ".")).map { String(Substring($0)) }
      : path.split(separator: ".").map(String.init)
    if let target = qualified(names) { return target }
    return .external(path)
  }

  /// A class nested in `outer`, or inherited from one of its supertypes.
  private func nestedClass(_ name: String, in outer: QualifiedName) -> QualifiedName? {
    guard let id = module.index.classIDs[outer] else {
      let candidate = outer.appending(name)
      return module.classes[candidate] != nil ? candidate : nil
    }
    var path: [Int] = []
    return module.index.nestedClass(name, in: id, inherited: inheritedLookup, path: &path).map {
      module.index.classNames[$0]
    }
  }
}
