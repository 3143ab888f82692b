import KotlinSyntax

/// The parsed files of one Kotlin source set (`commonMain`, `appleMain`, `iosMain`, …).
///
/// Only the source sets that end up in the Apple framework matter for export: the common ones
/// and the Apple ones. Where a common `expect` declaration has an `actual` in an Apple source set,
/// the `actual` is what the framework exports.
public struct SourceSet: Sendable {
  /// Where a source set's code runs.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// Shared by every target (`commonMain`); may hold `expect` declarations.
    case common
    /// Compiled into the Apple framework (`appleMain`, `iosMain`, `nativeMain`, …).
    case apple
    /// Compiled for other platforms only (`androidMain`, `jvmMain`, `jsMain`); not exported.
    case other
  }

  /// The source set's name, as in Gradle.
  public var name: String
  /// Where the source set's code runs.
  public var role: Role
  /// The parsed files.
  public var files: [KotlinFile]

  /// Creates a source set; the role is inferred from the name when not given.
  ///
  /// - Parameters:
  ///   - name: The Gradle name, such as `commonMain` or `iosArm64Main`.
  ///   - role: Where the code runs; `nil` infers it from `name` (see ``Role-swift.enum``).
  ///   - files: The parsed files.
  public init(name: String, role: Role? = nil, files: [KotlinFile]) {
    self.name = name
    self.role = role ?? SourceSet.inferredRole(of: name)
    self.files = files
  }

  /// The role Gradle's default hierarchy gives a source set of that name.
  public static func inferredRole(of name: String) -> Role {
    let lowered = name.lowercased()
    if lowered.hasPrefix("common") { return .common }
    let applePrefixes = [
      "apple", "ios", "macos", "tvos", "watchos", "visionos", "native", "darwin",
    ]
    if applePrefixes.contains(where: { lowered.hasPrefix($0) }) { return .apple }
    return .other
  }
}
