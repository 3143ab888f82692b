import KotlinExport

/// Emits a native Swift enum mirroring a Kotlin `enum class`.
///
/// In the Objective-C export the Kotlin enum is a `KotlinEnum` class that a `switch` cannot cover
/// without `default:`; in Swift export it is a Swift enum that keeps Kotlin's entry names
/// (`.IN_PROGRESS`). The mirror has Swift names in both modes (the Objective-C export's), so app
/// code reads the same whichever export it builds with.
///
/// ```swift
/// public enum StatusEnum: String, CaseIterable, Sendable {
///   case inProgress = "IN_PROGRESS"
///   public init(_ value: Status)
///   public var kotlin: Status
/// }
/// ```
struct EnumMirrorEmitter {
  let model: GlueModel

  func emit(_ type: ExportedType, into writer: inout SwiftWriter) {
    guard let enumName = model.enumName(of: type.kotlinName) else { return }
    let entries = model.exported.enumEntries(of: type.kotlinName.description)
    let kotlinName = type.kotlinName.description
    let swiftName = model.swift(type.swiftName)
    // The mirror's case names: the Objective-C export's entry names, in both modes (made Swift
    // identifiers as Swift export makes them, for a backticked Kotlin name).
    let caseNames = entries.map { entry in
      escaped(
        SwiftSyntax.swiftExportIdentifier(
          model.isObjectiveC ? entry.swiftName : ObjCNaming.enumEntryName(entry.kotlinName)))
    }
    writer.doc(
      """
      The entries of the Kotlin enum class `\(kotlinName)` as a native Swift enum.

      Raw values are the Kotlin entry names. A `switch` needs no `default:`, and stops compiling
      when Kotlin adds an entry (regenerate with `kmp-bridge generate`).
      """)
    // An enum without cases cannot declare a raw type (Kotlin allows an enum class without
    // entries).
    let conformances =
      (entries.isEmpty ? "" : "String, ") + "Swift.CaseIterable, Swift.Hashable, Swift.Sendable"
    writer.block("public enum \(enumName): \(conformances) {") { writer in
      for (entry, caseName) in zip(entries, caseNames) {
        writer.line("case \(caseName) = \(stringLiteral(entry.kotlinName))")
      }
      writer.line()
      writer.doc("The entry of a Kotlin value.")
      writer.block("public init(_ value: \(swiftName)) {") { writer in
        if model.isObjectiveC, entries.isEmpty {
          writer.line("KMPBridge.KMPBridgeGlue.unknownEntry(value.name, of: \"\(kotlinName)\")")
        } else if model.isObjectiveC {
          writer.block("guard let entry = \(enumName)(rawValue: value.name) else {") { writer in
            writer.line(
              "KMPBridge.KMPBridgeGlue.unknownEntry(value.name, of: \"\(kotlinName)\")")
          }
          writer.line("self = entry")
        } else {
          writer.switchBlock("switch value {") { writer in
            for (entry, caseName) in zip(entries, caseNames) {
              writer.line("case .\(escaped(entry.swiftName)): self = .\(caseName)")
            }
          }
        }
      }
      writer.line()
      writer.doc("The Kotlin value.")
      writer.block("public var kotlin: \(swiftName) {") { writer in
        writer.switchBlock("switch self {") { writer in
          for (entry, caseName) in zip(entries, caseNames) {
            let value =
              model.isObjectiveC
              ? "\(swiftName).\(escaped(entry.swiftName))" : ".\(escaped(entry.swiftName))"
            writer.line("case .\(caseName): \(value)")
          }
        }
      }
      // Left out when the native enum's names are not known, or a case is named like the
      // conversion property.
      if model.isObjectiveC, let nativeEnum = type.nativeEnum, nativeEnum.ambiguity == nil,
        !caseNames.contains(ExportedNativeEnum.propertyName)
      {
        emitNativeConversions(
          nativeEnum, of: kotlinName, mirror: enumName, caseNames: caseNames, into: &writer)
      }
    }
    writer.line()
    writer.block("extension \(swiftName) {") { writer in
      writer.doc("This value as the native `\(enumName)`.")
      writer.line("public var asEnum: \(enumName) { \(enumName)(self) }")
    }
  }

  /// Conversions to and from the native enum `@ObjCEnum` gives the Kotlin class
  /// (`StatusNSEnum`), by raw value (the ordinal). The native enum is an `NS_ENUM`, which a
  /// `switch` cannot cover without `@unknown default:`, or a frozen `NS_CLOSED_ENUM`, where that
  /// is a warning; the raw values work for both.
  private func emitNativeConversions(
    _ nativeEnum: ExportedNativeEnum, of kotlinName: String, mirror: String,
    caseNames: [String], into writer: inout SwiftWriter
  ) {
    // `@ObjCEnum(swiftName = "StatusEnum")` names it like the mirror, which would hide it.
    let nativeName =
      nativeEnum.swiftName == mirror || nativeEnum.swiftName.hasPrefix(mirror + ".")
      ? model.frameworkModule + "." + nativeEnum.swiftName : model.swift(nativeEnum.swiftName)
    writer.line()
    writer.doc(
      "The entry of the framework's native `\(nativeEnum.swiftName)` (from `@ObjCEnum`).")
    writer.block("public init(_ value: \(nativeName)) {") { writer in
      writer.switchBlock("switch value.rawValue {") { writer in
        for (entry, caseName) in zip(nativeEnum.cases, caseNames) {
          writer.line("case \(entry.ordinal): self = .\(caseName)")
        }
        writer.lines(
          "default:\n  KMPBridge.KMPBridgeGlue.unknownEntry(\"raw value \\(value.rawValue)\", "
            + "of: \"\(kotlinName)\")")
      }
    }
    writer.line()
    writer.doc("This entry as the framework's native `\(nativeEnum.swiftName)`.")
    writer.block("public var nsEnum: \(nativeName) {") { writer in
      writer.switchBlock("switch self {") { writer in
        for (entry, caseName) in zip(nativeEnum.cases, caseNames) {
          writer.line("case .\(caseName): .\(escaped(entry.swiftName))")
        }
      }
    }
  }
}
