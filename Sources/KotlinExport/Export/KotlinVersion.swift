/// A Kotlin compiler version, compared numerically: Swift export's output depends on it.
///
/// ```swift
/// let version = KotlinVersion("2.4.20")!
/// version >= .coroutinesInSwiftExport   // true
/// ```
public struct KotlinVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The major version.
  public var major: Int
  /// The minor version.
  public var minor: Int
  /// The patch version (`20` in `2.4.20`).
  public var patch: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `2.4.20`, `2.3` or `2.4.0-Beta1` (a suffix is ignored).
  public init?(_ text: String) {
    let core = text.split(separator: "-").first ?? ""
    let numbers = core.split(separator: ".").map { Int($0) }
    guard (2...3).contains(numbers.count), let major = numbers[0], let minor = numbers[1] else {
      return nil
    }
    let patch = numbers.count == 3 ? numbers[2] : 0
    guard let patch else { return nil }
    self.init(major, minor, patch)
  }

  /// `2.2.20`: the first release with Swift export (experimental).
  public static let swiftExportFirstRelease = KotlinVersion(2, 2, 20)
  /// `2.3.0`: Kotlin enums become native Swift enums.
  public static let nativeSwiftEnums = KotlinVersion(2, 3, 0)
  /// `2.4.0`: Swift export in alpha, with `suspend` functions and typed flows.
  public static let coroutinesInSwiftExport = KotlinVersion(2, 4, 0)
  /// `2.4.20`: sealed classes get `sealedType()`.
  public static let sealedTypes = KotlinVersion(2, 4, 20)

  /// `2.4.20`.
  public var description: String { "\(major).\(minor).\(patch)" }

  public static func < (lhs: KotlinVersion, rhs: KotlinVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
