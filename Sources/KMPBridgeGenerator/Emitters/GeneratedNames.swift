import KotlinExport

/// Names of the Swift declarations the generator adds, chosen once per module so that they are
/// unique and stable.
struct GeneratedNames {
  /// The Swift enum generated for each sealed class, interface and enum class, by Kotlin name.
  private(set) var enumNames: [QualifiedName: String] = [:]

  init(for names: [QualifiedName]) {
    // Base name: the class path without the package (`Profile.State` → `ProfileStateEnum`).
    // Clashes between packages take the last package segment, then the whole package.
    var byBase: [String: [QualifiedName]] = [:]
    for name in names {
      byBase[Self.base(name), default: []].append(name)
    }
    for (base, candidates) in byBase {
      if candidates.count == 1 {
        enumNames[candidates[0]] = base + "Enum"
        continue
      }
      for name in candidates {
        let segment = name.packageName.split(separator: ".").last.map(String.init) ?? ""
        enumNames[name] = Self.capitalized(segment) + base + "Enum"
      }
      if !Self.areDistinct(candidates, in: enumNames) {
        for name in candidates {
          enumNames[name] = Self.packagePrefix(name) + base + "Enum"
        }
      }
      // One package with a nested `A.B` and a top-level `AB`: the path keeps its dots as `_`.
      if !Self.areDistinct(candidates, in: enumNames) {
        for name in candidates {
          enumNames[name] =
            Self.packagePrefix(name) + name.path.map(Self.capitalized).joined(separator: "_")
            + "Enum"
        }
      }
      // Anything still alike is numbered, in name order.
      if !Self.areDistinct(candidates, in: enumNames) {
        for (index, name) in QualifiedName.sorted(candidates).enumerated() where index > 0 {
          enumNames[name] = (enumNames[name] ?? base + "Enum") + String(index + 1)
        }
      }
    }
  }

  private static func areDistinct(
    _ names: [QualifiedName], in assigned: [QualifiedName: String]
  ) -> Bool {
    let values = names.compactMap { assigned[$0] }
    return Set(values).count == values.count
  }

  private static func packagePrefix(_ name: QualifiedName) -> String {
    name.packageName.split(separator: ".").map { capitalized(String($0)) }.joined()
  }

  static func base(_ name: QualifiedName) -> String {
    name.path.map(capitalized).joined()
  }

  /// The name part with its first letter upper-cased; a backticked Kotlin name that Swift
  /// cannot hold is made an identifier first, as Swift export would make it
  /// (`Load State` → `Load_u20_State`).
  static func capitalized(_ text: String) -> String {
    let text = SwiftSyntax.swiftExportIdentifier(text)
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// `state` → `typedState`: the accessor of a flow member's typed adapter.
  static func typedAccessor(_ memberName: String) -> String {
    "typed" + capitalized(memberName)
  }
}
