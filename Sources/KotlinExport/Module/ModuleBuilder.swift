import KotlinSyntax

/// Collects the declarations of a module's files, pairs `expect` with `actual`, and computes
/// effective visibility.
struct ModuleBuilder {
  let files: [ModuleFile]
  var classes: [QualifiedName: ModuleClass] = [:]
  var members: [ModuleMember] = []
  var aliases: [QualifiedName: (alias: TypeAliasDeclaration, file: Int)] = [:]
  var diagnostics: [Diagnostic] = []

  init(files: [ModuleFile]) {
    self.files = files
  }

  /// A top-level class candidate before pairing.
  private struct Candidate {
    var declaration: ClassDeclaration
    var fileIndex: Int
  }

  mutating func build() {
    var topClasses: [QualifiedName: [Candidate]] = [:]
    var order: [QualifiedName] = []
    var functions: [String: [ModuleMember]] = [:]
    var functionOrder: [String] = []
    for (index, moduleFile) in files.enumerated() {
      let package = moduleFile.packageName
      for declaration in moduleFile.file.declarations {
        switch declaration {
        case .class(let type):
          guard let name = type.name else { continue }
          let key = QualifiedName(packageName: package, path: [name])
          if topClasses[key] == nil { order.append(key) }
          topClasses[key, default: []].append(Candidate(declaration: type, fileIndex: index))
        case .function, .property:
          let key = package + "/" + Self.signatureKey(declaration)
          if functions[key] == nil { functionOrder.append(key) }
          functions[key, default: []].append(
            ModuleMember(declaration: declaration, fileIndex: index, visibilityProblem: nil))
        case .typeAlias(let alias):
          let key = QualifiedName(packageName: package, path: [alias.name])
          aliases[key] = (alias, index)
        case .constructor:
          continue
        }
      }
    }
    for key in order {
      guard let candidates = topClasses[key], let chosen = choose(candidates, name: key) else {
        continue
      }
      if let alias = aliases[key], alias.alias.modifiers.contains(.actual) {
        // `actual typealias Foo = Bar` replaces `expect class Foo`: uses see Bar.
        continue
      }
      addClass(
        chosen.declaration, name: key, fileIndex: chosen.fileIndex,
        inherited: visibilityProblem(of: chosen.declaration.modifiers, chosen.declaration))
    }
    for key in functionOrder {
      guard let candidates = functions[key] else { continue }
      let actuals = candidates.filter { !$0.declaration.modifiers.contains(.expect) }
      if actuals.isEmpty, let expect = candidates.first {
        var member = expect
        member.visibilityProblem = .expectWithoutActual
        members.append(member)
        report(expect.fileIndex, expect.declaration.range, "expect declaration", expect.name)
        continue
      }
      for var member in actuals {
        member.visibilityProblem = visibilityProblem(
          of: member.declaration.modifiers, nil, annotations: member.declaration.annotations)
        members.append(member)
      }
    }
  }

  /// A key that pairs an `expect` function or property with its `actual`.
  private static func signatureKey(_ declaration: Declaration) -> String {
    switch declaration {
    case .function(let function):
      let receiver = function.receiverType?.description ?? ""
      let parameters = function.parameters.map { $0.type?.description ?? "" }
      return "fun " + receiver + "." + function.name + "(" + parameters.joined(separator: ",")
        + ")"
    case .property(let property):
      return "val " + (property.receiverType?.description ?? "") + "." + property.name
    default:
      return declaration.name ?? ""
    }
  }

  /// Picks the declaration the Apple framework compiles: the `actual` over the `expect`.
  private mutating func choose(_ candidates: [Candidate], name: QualifiedName) -> Candidate? {
    let actuals = candidates.filter { !$0.declaration.modifiers.contains(.expect) }
    if actuals.count > 1 {
      for duplicate in actuals.dropFirst() {
        let file = files[duplicate.fileIndex]
        diagnostics.append(
          file.diagnostic(
            .warning,
            "class \(name) is declared more than once in the Apple and common source sets; the "
              + "first declaration (\(files[actuals[0].fileIndex].file.path)) is used",
            at: duplicate.declaration.nameRange))
      }
    }
    if let actual = actuals.first { return actual }
    guard let expect = candidates.first else { return nil }
    report(expect.fileIndex, expect.declaration.nameRange, "expect class", name.description)
    var chosen = expect
    chosen.declaration.modifiers.insert(.expect)
    return chosen
  }

  private mutating func report(
    _ fileIndex: Int, _ range: SourceRange, _ kind: String, _ name: String
  ) {
    diagnostics.append(
      files[fileIndex].diagnostic(
        .warning, "\(kind) '\(name)' has no actual in an Apple source set; it is not exported",
        at: range))
  }

  private mutating func addClass(
    _ declaration: ClassDeclaration, name: QualifiedName, fileIndex: Int,
    inherited: NotExportedReason?
  ) {
    if classes[name] != nil {
      diagnostics.append(
        files[fileIndex].diagnostic(
          .warning, "class \(name) is declared twice; the first declaration is used",
          at: declaration.nameRange))
      return
    }
    let declaration = SerializationPlugin.apply(
      to: declaration, path: name.path, imports: files[fileIndex].file.imports)
    classes[name] = ModuleClass(
      name: name, declaration: declaration, fileIndex: fileIndex, visibilityProblem: inherited)
    // Straight from the members (``ClassDeclaration/nestedClasses`` would copy them all first).
    for case .class(let nested) in declaration.members {
      let nestedName = name.appending(nested.name ?? "Companion")
      let own = visibilityProblem(of: nested.modifiers, nested)
      let problem = inherited.map { _ in NotExportedReason.containerNotExported(name) } ?? own
      var nestedDeclaration = nested
      if declaration.modifiers.contains(.expect) { nestedDeclaration.modifiers.insert(.expect) }
      addClass(nestedDeclaration, name: nestedName, fileIndex: fileIndex, inherited: problem)
    }
  }

  /// The Kotlin-level reason a declaration is not visible outside the module.
  private func visibilityProblem(
    of modifiers: Modifiers, _ type: ClassDeclaration?, annotations: [Annotation]? = nil
  ) -> NotExportedReason? {
    let annotations = annotations ?? type?.annotations ?? []
    if modifiers.contains(.private) { return .private }
    if modifiers.contains(.internal)
      && !annotations.contains(where: { $0.simpleName == "PublishedApi" })
    {
      return .internal
    }
    if modifiers.contains(.expect) { return .expectWithoutActual }
    return nil
  }
}
