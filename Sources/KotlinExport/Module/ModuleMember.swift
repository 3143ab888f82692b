import KotlinSyntax

/// A top-level function or property of the module, after `expect`/`actual` pairing.
public struct ModuleMember: Sendable {
  /// The declaration (a `.function` or a `.property`).
  public var declaration: Declaration
  /// The index of the declaring file in ``KotlinModule/files``.
  public var fileIndex: Int
  /// Why it is not visible outside the module, or `nil` when it is effectively public.
  public var visibilityProblem: NotExportedReason?

  /// Creates a member.
  public init(declaration: Declaration, fileIndex: Int, visibilityProblem: NotExportedReason?) {
    self.declaration = declaration
    self.fileIndex = fileIndex
    self.visibilityProblem = visibilityProblem
  }

  /// The declared name.
  public var name: String { declaration.name ?? "" }
}
