/// Which of Kotlin's two ways of presenting a module to Swift to predict.
///
/// They disagree on almost every name and type, so the generator always states one.
public enum ExportMode: Sendable, Hashable {
  /// The classic Objective-C framework (`.framework` / XCFramework).
  case objectiveC(ObjCExportConfiguration)
  /// Swift export (Kotlin 2.2.20 and later).
  case swiftExport(SwiftExportConfiguration)

  /// Whether this is the Objective-C export.
  public var isObjectiveC: Bool {
    if case .objectiveC = self { return true }
    return false
  }
}

/// The settings of an Objective-C framework that change names.
public struct ObjCExportConfiguration: Sendable, Hashable {
  /// The framework's base name (`baseName` in Gradle, `shared` by default).
  public var frameworkName: String
  /// The library that declares the types of a package outside the module, by package prefix:
  /// types of libraries that are not `export(…)`-ed get a prefix made from the library's name.
  /// Defaults cover kotlinx-coroutines, kotlinx-datetime and kotlinx-serialization.
  public var libraries: [String: String]
  /// Libraries `export(…)`-ed into the framework: their types carry no library prefix.
  public var exportedLibraries: Set<String>
  /// The binary option `objcExportIgnoreInterfaceMethodCollisions`: members of an interface and
  /// of an unrelated type that one class could inherit both of are not renamed for each other.
  public var ignoresInterfaceMethodCollisions: Bool
  /// The binary option `objcExportDisableSwiftMemberNameMangling`: clashing members keep their
  /// Swift names (only their Objective-C selectors get `_`), so no member's Swift name depends
  /// on the order the compiler meets them in.
  public var disablesSwiftMemberNameMangling: Bool

  /// Creates a configuration.
  public init(
    frameworkName: String, libraries: [String: String] = ObjCExportConfiguration.defaultLibraries,
    exportedLibraries: Set<String> = [], ignoresInterfaceMethodCollisions: Bool = false,
    disablesSwiftMemberNameMangling: Bool = false
  ) {
    self.frameworkName = frameworkName
    self.libraries = libraries
    self.exportedLibraries = exportedLibraries
    self.ignoresInterfaceMethodCollisions = ignoresInterfaceMethodCollisions
    self.disablesSwiftMemberNameMangling = disablesSwiftMemberNameMangling
  }

  /// The usual libraries of a KMP module, by package prefix.
  public static let defaultLibraries: [String: String] = [
    "kotlinx.coroutines": "kotlinx-coroutines-core",
    "kotlinx.datetime": "kotlinx-datetime",
    "kotlinx.serialization": "kotlinx-serialization-core",
    "kotlinx.collections.immutable": "kotlinx-collections-immutable",
  ]

  /// The prefix of the framework's Objective-C names (`Shared`).
  public var prefix: String { ObjCNaming.abbreviate(frameworkName) }

  /// The library declaring a package, by the longest matching prefix.
  public func library(ofPackage package: String) -> String? {
    // One pass, without collecting the candidates; the first longest key wins, as with `max`.
    var best: String?
    var bestCount = 0
    for key in libraries.keys where package == key || package.hasPrefix(key + ".") {
      let count = key.count
      if best == nil || count > bestCount {
        best = key
        bestCount = count
      }
    }
    return best.flatMap { libraries[$0] }
  }
}

/// The settings of a Swift export that change names and shapes.
public struct SwiftExportConfiguration: Sendable, Hashable {
  /// The Swift module's name (the Gradle module's name by default).
  public var moduleName: String
  /// The Kotlin compiler version: the exported shapes changed between releases.
  public var kotlinVersion: KotlinVersion
  /// The one package whose declarations also get top-level typealiases (`flattenPackage`).
  public var flattenPackage: String?

  /// Creates a configuration.
  public init(moduleName: String, kotlinVersion: KotlinVersion, flattenPackage: String? = nil) {
    self.moduleName = moduleName
    self.kotlinVersion = kotlinVersion
    self.flattenPackage = flattenPackage
  }
}
