// The Linux stand-in's `#Preview` implementation: it expands to nothing, because previews only
// run in Xcode. The compiler still type-checks the macro's arguments against the declaration in
// StandIns/SwiftUI/Preview.swift, which is what we want on Linux. Built by
// StandIns/build-preview-plugin against the swift-syntax libraries shipped in the toolchain.
import SwiftSyntax
import SwiftSyntaxMacros

public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
