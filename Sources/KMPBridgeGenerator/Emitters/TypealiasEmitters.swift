import KotlinExport

/// Emits the typealiases that restore Kotlin's nested type paths where the Objective-C export
/// flattened them: `extension Profile.Section { typealias Item = Profile.SectionItem }`, so that
/// `Profile.Section.Item.Kind` works in Swift as in Kotlin.
struct NestedTypealiasEmitter {
  let model: GlueModel

  func emit(_ paths: [NestedTypePath], into writer: inout SwiftWriter) {
    // Outer levels first: `Profile.Section.Item` must exist before `Item` is extended.
    let sorted = paths.sorted {
      ($0.kotlinName.path.count, $0.kotlinPath) < ($1.kotlinName.path.count, $1.kotlinPath)
    }
    var first = true
    for path in sorted {
      guard path.needsAlias, let host = path.aliasHostSwiftName else { continue }
      if !first { writer.line() }
      first = false
      writer.block("extension \(model.swift(host)) {") { writer in
        writer.doc("`\(path.kotlinPath)` under its Kotlin path.")
        writer.line("public typealias \(escaped(path.aliasName)) = \(model.swift(path.swiftName))")
      }
    }
  }
}

/// Emits top-level typealiases for Swift export declarations outside the flattened package, so
/// that `ExportedKotlinPackages.com.example.profile.Profile` is just `Profile`.
struct PackageTypealiasEmitter {
  let model: GlueModel

  func emit(_ aliases: [PackageTypeAlias], into writer: inout SwiftWriter) {
    for alias in aliases.sorted(by: { $0.name < $1.name }) where !alias.isDeclaredByCompiler {
      writer.doc("`\(alias.kotlinName)` without its package path.")
      writer.line("public typealias \(escaped(alias.name)) = \(alias.target)")
    }
  }
}
