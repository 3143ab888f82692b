import KotlinExport

/// Emits the glue that puts a Kotlin reactor (or view model) behind a `ReactorStore`: an adapter
/// conforming to `KotlinReactor`, typed with the generated enums, and a store initialiser.
///
/// ```swift
/// let store = ReactorStore(kotlin: ProfileReactor(userId: 1, repository: repository))  // owns it
/// store.send(.follow(userId: 1))                                // a generated action enum
/// ```
struct ReactorAdapterEmitter {
  let model: GlueModel

  func emit(_ shape: ReactorShape, into writer: inout SwiftWriter) {
    let type = shape.type
    let kotlinName = type.kotlinName.description
    let stateType =
      model.isObjectiveC
      ? FlowAdapterEmitter.unboxed(model.adapterSwift(shape.state.elementSwiftType))
      : model.adapterSwift(shape.state.elementSwiftType)
    let kotlinType = model.adapterSwift(type.swiftName)
    // A plain action is a framework type; the others are enums the glue declares.
    var actionType = shape.actionSwiftType
    if case .plain = shape.actionKind { actionType = model.adapterSwift(actionType) }

    // A class with `send(action)` is a reactor; one with methods, or an entry point named
    // otherwise (`onIntent`), a view model.
    let role = shape.send?.kotlinName == "send" ? "reactor" : "view model"
    if case .methods(let methods) = shape.actionKind {
      emitMethodActions(methods, shape: shape, into: &writer)
      writer.line()
    }

    writer.doc(
      """
      Connects the Kotlin \(role) `\(kotlinName)` to \
      `ReactorStore`: `ReactorStore(kotlin: \(kotlinType)(…))`.

      The store owns the Kotlin object: it collects its flows while it lives and calls \
      `\(shape.destroy?.kotlinName ?? "destroy")()` once when it is released.
      """)
    writer.block(
      "public struct \(shape.adapterName): KMPBridge.KotlinReactor, @unchecked Swift.Sendable {"
    ) {
      writer in
      writer.line(
        "// @unchecked Sendable: the store calls the Kotlin object from the main actor and")
      writer.line("// collects its flows on background tasks, which Kotlin's coroutines and")
      writer.line("// Kotlin/Native's shared-memory model allow; the struct itself is immutable.")
      writer.line()
      var eventType = "Swift.Never"
      if let event = shape.event {
        eventType =
          event.sealed.flatMap { model.enumName(of: $0) }
          ?? model.adapterSwift(event.member.elementSwiftType)
      }
      writer.line("public typealias Action = \(actionType)")
      writer.line("public typealias State = \(stateType)")
      writer.line("public typealias Event = \(eventType)")
      writer.line()
      writer.doc("The Kotlin object.")
      writer.line("public let kotlin: \(kotlinType)")
      writer.line()
      writer.line("public init(_ kotlin: \(kotlinType)) {")
      writer.line("  self.kotlin = kotlin")
      writer.line("}")
      writer.line()
      if let current = shape.currentState {
        writer.line(
          "public var currentState: \(stateType) { kotlin.\(escaped(current.swiftName)) }")
        writer.line()
      }
      let stateAdapter = flowAdapter(shape.state, elementType: stateType)
      writer.line("public var state: \(stateAdapter) {")
      writer.line(
        "  "
          + FlowAdapterEmitter.wrap(
            "kotlin." + escaped(shape.state.memberSwiftName), in: stateAdapter, for: shape.state))
      writer.line("}")
      if let event = shape.event {
        writer.line()
        let raw = flowAdapter(
          event.member, elementType: model.adapterSwift(event.member.elementSwiftType))
        let access = FlowAdapterEmitter.wrap(
          "kotlin." + escaped(event.member.memberSwiftName), in: raw, for: event.member)
        if let sealed = event.sealed, let enumName = model.enumName(of: sealed) {
          writer.line("public var event: KMPBridge.MappedFlow<\(raw), \(enumName)> {")
          writer.line("  \(access).map { \(enumName)($0) }")
          writer.line("}")
        } else {
          writer.line("public var event: \(raw) { \(access) }")
        }
      }
      if let error = shape.error {
        writer.line()
        let raw = flowAdapter(error, elementType: model.adapterSwift(error.elementSwiftType))
        let access = FlowAdapterEmitter.wrap(
          "kotlin." + escaped(error.memberSwiftName), in: raw, for: error)
        let conversion =
          model.isObjectiveC ? "$0.asError()" : "KotlinThrowableError($0)"
        writer.line("public var error: KMPBridge.MappedFlow<\(raw), any Swift.Error> {")
        writer.line("  \(access).map { \(conversion) }")
        writer.line("}")
      }
      writer.line()
      writer.line("public func send(_ action: \(actionType)) {")
      switch shape.actionKind {
      case .sealedClass, .enumClass:
        writer.line("  kotlin.\(call(shape.send!, arguments: ["action.kotlin"]))")
      case .plain:
        writer.line("  kotlin.\(call(shape.send!, arguments: ["action"]))")
      case .methods(let methods):
        writer.line("  switch action {")
        for method in methods {
          let caseName = escaped(actionCaseName(method))
          if method.parameters.isEmpty {
            writer.line("  case .\(caseName): kotlin.\(call(method, arguments: []))")
          } else {
            let locals = method.parameters.map { escaped($0.internalName) }
            let bindings = locals.map { "let \($0)" }.joined(separator: ", ")
            writer.line(
              "  case .\(caseName)(\(bindings)): kotlin.\(call(method, arguments: locals))")
          }
        }
        writer.line("  }")
      }
      writer.line("}")
      writer.line()
      if let destroy = shape.destroy {
        writer.line("public func destroy() {")
        writer.line("  kotlin.\(call(destroy, arguments: []))")
        writer.line("}")
      } else {
        writer.line("/// The Kotlin class has no teardown method; releasing it is all there is.")
        writer.line("public func destroy() {}")
      }
    }
    writer.line()
    writer.block(
      "extension KMPBridge.ReactorStore where Action == \(actionType), State == \(stateType) {"
    ) { writer in
      writer.doc(
        """
        A store backed by the Kotlin \(role), which it owns \
        and tears down when released.
        """)
      writer.line("public convenience init(kotlin: \(kotlinType)) {")
      writer.line("  self.init(kotlin: \(shape.adapterName)(kotlin))")
      writer.line("}")
    }
  }

  /// The adapter type of a flow member: `KotlinStateFlow<ProfileState>`.
  private func flowAdapter(_ member: FlowMember, elementType: String) -> String {
    let element = model.isObjectiveC ? FlowAdapterEmitter.unboxed(elementType) : elementType
    return "\(FlowAdapterEmitter.adapterType(member.flowKind))<\(element)>"
  }

  /// `send(action: action.kotlin)` from a method's Swift name and argument expressions.
  private func call(_ function: ExportedFunction, arguments: [String]) -> String {
    let baseName = function.baseName
    let labelled = zip(function.parameters, arguments).map { parameter, argument in
      parameter.label == "_" ? argument : "\(parameter.label): \(argument)"
    }
    return "\(escaped(baseName))(\(labelled.joined(separator: ", ")))"
  }

  private func actionCaseName(_ method: ExportedFunction) -> String {
    method.baseName
  }

  private func emitMethodActions(
    _ methods: [ExportedFunction], shape: ReactorShape, into writer: inout SwiftWriter
  ) {
    writer.doc(
      """
      The methods of the Kotlin view model `\(shape.type.kotlinName)` as actions for \
      `ReactorStore`: `store.send(.\(actionCaseName(methods[0])))`.
      """)
    writer.block("public enum \(shape.actionSwiftType) {") { writer in
      for method in methods {
        let name = escaped(actionCaseName(method))
        if method.parameters.isEmpty {
          writer.line("case \(name)")
        } else {
          let associated = method.parameters.map {
            "\(escaped($0.internalName)): \(model.swift($0.swiftType))"
          }
          writer.line("case \(name)(\(associated.joined(separator: ", ")))")
        }
      }
    }
  }
}
