import KotlinExport

/// Emits typed accessors for the flows of the Objective-C export, where `Flow<T>` arrives as an
/// untyped `Kotlinx_coroutines_coreFlow`: `typedState` is a `StateFlowSource` of `ProfileState`
/// that `FlowState` and `ObservingView` accept.
///
/// ```swift
/// extension ProfileReactor {
///   public var typedState: KotlinStateFlow<ProfileState> { KotlinStateFlow(state) }
///   public func typedObserve(id: Int32) -> KotlinFlow<[String]> { KotlinFlow(observe(id: id)) }
/// }
/// ```
struct FlowAdapterEmitter {
  let model: GlueModel

  /// The adapter type for a flow kind.
  static func adapterType(_ kind: FlowKind) -> String {
    switch kind {
    case .flow: "KotlinFlow"
    case .sharedFlow, .mutableSharedFlow: "KotlinSharedFlow"
    case .stateFlow, .mutableStateFlow: "KotlinStateFlow"
    }
  }

  /// The Swift value type of a boxed Kotlin number (`KotlinInt` → `Int32`, `KotlinBoolean?` →
  /// `Bool?`), or the type itself. A flow's values arrive boxed in the Objective-C export; the
  /// adapter's cast unboxes them (an `NSNumber` bridges to Swift's numeric types), so
  /// `StateFlow<Int>` reads as `Int32`, as it does in Swift export.
  static func unboxed(_ type: String) -> String {
    let optional = type.hasSuffix("?")
    let base = optional ? String(type.dropLast()) : type
    guard let value = boxedNumbers[base] else { return type }
    return optional ? value + "?" : value
  }

  static let boxedNumbers = [
    "KotlinBoolean": "Bool", "KotlinByte": "Int8", "KotlinUByte": "UInt8", "KotlinShort": "Int16",
    "KotlinUShort": "UInt16", "KotlinInt": "Int32", "KotlinUInt": "UInt32", "KotlinLong": "Int64",
    "KotlinULong": "UInt64", "KotlinFloat": "Float", "KotlinDouble": "Double",
  ]

  /// `value` (the member's flow as Swift sees it) in its typed adapter: `KotlinFlow<T>(value)`,
  /// `KotlinFlow<T>(casting: value)` when Swift sees another element type (see
  /// ``FlowMember/castsElement``), each mapped over an optional flow.
  /// A member optional only in the stubs is made optional first, so that the accessor compiles
  /// against the header's non-optional declaration too:
  /// `(self.observe() as (any Kotlinx_coroutines_coreFlow)?).map { KotlinFlow<Dog>($0) }`.
  static func wrap(_ value: String, in adapter: String, for member: FlowMember) -> String {
    let label = member.castsElement ? "casting: " : ""
    guard member.placement == .nullable else { return "\(adapter)(\(label)\(value))" }
    let optional =
      member.isOptionalInStubsOnly
      ? "(\(value) as (any \(objCProtocol(member.flowKind)))?)" : value
    return "\(optional).map { \(adapter)(\(label)$0) }"
  }

  /// The Objective-C protocol a flow kind's adapter takes.
  static func objCProtocol(_ kind: FlowKind) -> String {
    switch kind {
    case .flow: "Kotlinx_coroutines_coreFlow"
    case .sharedFlow, .mutableSharedFlow: "Kotlinx_coroutines_coreSharedFlow"
    case .stateFlow, .mutableStateFlow: "Kotlinx_coroutines_coreStateFlow"
    }
  }

  /// Emits the accessors for `members`, all of one owner type.
  func emit(_ members: [FlowMember], owner: ExportedType, into writer: inout SwiftWriter) {
    let accessors = members.compactMap { accessor(for: $0, owner: owner) }
    guard !accessors.isEmpty else { return }
    let host = model.swift(owner.swiftName)
    writer.block("extension \(host) {") { writer in
      for (index, accessor) in accessors.enumerated() {
        if index > 0 { writer.line() }
        for line in accessor { writer.line(line) }
      }
    }
  }

  private func accessor(for member: FlowMember, owner: ExportedType) -> [String]? {
    guard member.placement == .direct || member.placement == .nullable else { return nil }
    // An element that mentions a type parameter is erased in Swift (`Any?`, `KotlinBase?`): a
    // typed adapter would add nothing. A subclass that settles the parameter gets one.
    guard member.hasKnownElement else { return nil }
    let element = Self.unboxed(model.swift(member.elementSwiftType))
    let adapter = "\(Self.adapterType(member.flowKind))<\(element)>"
    let isStatic = member.isStatic ? "static " : ""
    let optional = member.placement == .nullable
    let resultType = optional ? adapter + "?" : adapter
    let doc = "/// `\(member.memberKotlinName)` as a typed flow of `\(element)`."
    switch member.memberKind {
    case .property:
      let name = GeneratedNames.typedAccessor(member.memberSwiftName)
      let receiver = member.isStatic ? model.swift(owner.swiftName) : "self"
      let value = "\(receiver).\(escaped(member.memberSwiftName))"
      let body = Self.wrap(value, in: adapter, for: member)
      return [doc, "public \(isStatic)var \(name): \(resultType) { \(body) }"]
    case .function:
      // An inherited function is its superclass's.
      let declaring =
        member.declaringOwner == owner.kotlinName
        ? owner : model.exported.type(member.declaringOwner)
      guard
        let function = declaring?.methods.first(where: {
          $0.kotlinName == member.memberKotlinName && $0.swiftName == member.memberSwiftName
        }), !function.isAsync, function.parameters.allSatisfy({ !$0.isVariadic })
      else { return nil }
      let baseName = function.baseName
      let name = GeneratedNames.typedAccessor(baseName)
      let parameters = function.parameters.map { parameter -> String in
        let label = parameter.label
        let local = escaped(parameter.internalName)
        let type = model.swift(parameter.typeAnnotation)
        return label == parameter.internalName
          ? "\(local): \(type)" : "\(label) \(local): \(type)"
      }
      let arguments = function.parameters.map { parameter -> String in
        parameter.label == "_"
          ? escaped(parameter.internalName)
          : "\(parameter.label): \(escaped(parameter.internalName))"
      }
      let receiver = member.isStatic ? model.swift(owner.swiftName) : "self"
      let call = "\(receiver).\(escaped(baseName))(\(arguments.joined(separator: ", ")))"
      // A function marked `@Throws` throws in Swift: so does its accessor.
      let body = (function.isThrowing ? "try " : "") + Self.wrap(call, in: adapter, for: member)
      let effects = function.isThrowing ? " throws" : ""
      return [
        doc,
        "public \(isStatic)func \(name)(\(parameters.joined(separator: ", ")))\(effects) -> "
          + "\(resultType) {",
        "  \(body)",
        "}",
      ]
    }
  }
}
