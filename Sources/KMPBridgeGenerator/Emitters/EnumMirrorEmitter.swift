import KotlinExport

/// Emits a native Swift enum mirroring a Kotlin `enum class` (Objective-C export, where the
/// Kotlin enum is a `KotlinEnum` class that a `switch` cannot cover without `default:`).
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
    writer.doc(
      """
      The entries of the Kotlin enum class `\(kotlinName)` as a native Swift enum.

      Raw values are the Kotlin entry names. A `switch` needs no `default:`, and stops compiling
      when Kotlin adds an entry (regenerate with `kmp-bridge generate`).
      """)
    writer.block("public enum \(enumName): String, CaseIterable, Hashable, Sendable {") { writer in
      for entry in entries {
        writer.line("case \(escaped(entry.swiftName)) = \"\(entry.kotlinName)\"")
      }
      writer.line()
      writer.doc("The entry of a Kotlin value.")
      writer.block("public init(_ value: \(swiftName)) {") { writer in
        writer.block("guard let entry = \(enumName)(rawValue: value.name) else {") { writer in
          writer.line(
            "KMPBridge.KMPBridgeGlue.unknownEntry(value.name, of: \"\(kotlinName)\")")
        }
        writer.line("self = entry")
      }
      writer.line()
      writer.doc("The Kotlin value.")
      writer.block("public var kotlin: \(swiftName) {") { writer in
        writer.switchBlock("switch self {") { writer in
          for entry in entries {
            writer.line(
              "case .\(escaped(entry.swiftName)): \(swiftName).\(escaped(entry.swiftName))")
          }
        }
      }
    }
    writer.line()
    writer.block("extension \(swiftName) {") { writer in
      writer.doc("This value as the native `\(enumName)`.")
      writer.line("public var asEnum: \(enumName) { \(enumName)(self) }")
    }
  }
}
