import KotlinExport

/// Names of the Swift declarations the generator adds, chosen once per module so that they are
/// unique and stable.
struct GeneratedNames {
  /// The Swift enum generated for each sealed class, interface and enum class, by Kotlin name.
  private(set) var enumNames: [QualifiedName: String] = [:]

  init(for names: [QualifiedName]) {
    // Base name: the class path without the package (`Profile.State` → `ProfileStateEnum`).
    // Names that clash, within the module's sealed and enum classes, take more of their package
    // step by step, all the classes of one base name together: the last package segment, then
    // the whole package, then the path with its dots as `_` (a nested `A.B` beside a top-level
    // `AB` in one package); anything still alike is numbered, in name order.
    var byBase: [String: [QualifiedName]] = [:]
    for name in names {
      byBase[Self.base(name), default: []].append(name)
    }
    // A group of one base name starts a step further when it has several classes.
    var levels = byBase.mapValues { $0.count > 1 ? 1 : 0 }
    func assign() {
      for (base, group) in byBase {
        for name in group {
          enumNames[name] = Self.name(of: name, base: base, level: levels[base]!)
        }
      }
    }
    assign()
    for _ in 0..<Self.lastLevel {
      let clashing = Self.clashes(in: enumNames)
      guard !clashing.isEmpty else { break }
      for name in clashing {
        let base = Self.base(name)
        levels[base] = min((levels[base] ?? 0) + 1, Self.lastLevel)
      }
      assign()
    }
    for (_, group) in Self.clashGroups(in: enumNames) {
      for (index, name) in QualifiedName.sorted(group).enumerated() where index > 0 {
        enumNames[name] = (enumNames[name] ?? "") + String(index + 1)
      }
    }
  }

  /// How far a name takes its package (see `init(for:)`).
  private static let lastLevel = 3

  private static func name(of name: QualifiedName, base: String, level: Int) -> String {
    switch level {
    case 0: return base + "Enum"
    case 1:
      let segment = name.packageName.split(separator: ".").last.map(String.init) ?? ""
      return capitalized(segment) + base + "Enum"
    case 2: return packagePrefix(name) + base + "Enum"
    default: return packagePrefix(name) + name.path.map(capitalized).joined(separator: "_") + "Enum"
    }
  }

  /// The names given to more than one class, by name.
  private static func clashGroups(in assigned: [QualifiedName: String]) -> [String: [QualifiedName]]
  {
    Dictionary(grouping: assigned.keys) { assigned[$0] ?? "" }.filter { $0.value.count > 1 }
  }

  private static func clashes(in assigned: [QualifiedName: String]) -> [QualifiedName] {
    clashGroups(in: assigned).values.flatMap { $0 }
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
