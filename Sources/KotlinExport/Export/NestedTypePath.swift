/// A nested declaration's Kotlin path and its Swift name, for emitting typealiases that restore
/// the Kotlin path where the export flattened it.
///
/// In the Objective-C export, `Profile.State.Loading` is `Profile.StateLoading`; the generator
/// restores the path with
/// `extension Profile.State { typealias Loading = Profile.StateLoading }`:
/// ``aliasHostSwiftName`` is `Profile.State`, ``aliasName`` is `Loading`, ``swiftName`` is the
/// target. When the Swift name already equals the Kotlin path no alias is needed
/// (``needsAlias`` is `false`).
public struct NestedTypePath: Sendable, Hashable {
  /// The nested declaration.
  public var kotlinName: QualifiedName
  /// The Kotlin class path without the package: `Profile.State.Loading`.
  public var kotlinPath: String
  /// The Swift name the export gives it: `Profile.StateLoading`.
  public var swiftName: String
  /// The Swift name of the type whose extension can host the alias (the Kotlin container as
  /// Swift names it): `Profile.State`; `nil` when the container is a protocol (Swift cannot
  /// nest a typealias in a protocol extension usefully) or not exported.
  public var aliasHostSwiftName: String?
  /// The alias's name: the Kotlin simple name, `Loading`.
  public var aliasName: String
  /// Whether the Swift name differs from the Kotlin path, so an alias is useful.
  public var needsAlias: Bool

  /// Creates a path.
  public init(
    kotlinName: QualifiedName, kotlinPath: String, swiftName: String,
    aliasHostSwiftName: String?, aliasName: String, needsAlias: Bool
  ) {
    self.kotlinName = kotlinName
    self.kotlinPath = kotlinPath
    self.swiftName = swiftName
    self.aliasHostSwiftName = aliasHostSwiftName
    self.aliasName = aliasName
    self.needsAlias = needsAlias
  }
}

/// A top-level typealias that makes a Swift export type reachable without its package path, as
/// `flattenPackage` does for one package and apps write by hand for the others.
public struct PackageTypeAlias: Sendable, Hashable {
  /// The alias's name (`Profile`, or `com_example_Profile` when two packages clash).
  public var name: String
  /// The full Swift path it stands for.
  public var target: String
  /// The Kotlin declaration.
  public var kotlinName: QualifiedName
  /// Whether Swift export itself declares it (the `flattenPackage` package); otherwise the
  /// generator should emit it.
  public var isDeclaredByCompiler: Bool

  /// Type names an app's Swift code means as Swift's, Foundation's or SwiftUI's: an alias of
  /// one of them, declared in the app's module, would hide that type from all of the app's code
  /// (`@State` would name a Kotlin `State`), so it takes its package as a prefix instead.
  public static let namesAppCodeUses: Set<String> = KnownKotlinTypes.swiftAndFoundationTypeNames
    .union([
      // SwiftUI, Observation and Combine names that Kotlin classes often have.
      "View", "Text", "Image", "Color", "Font", "Button", "List", "Section", "Group", "Label",
      "Link", "Toggle", "Picker", "Form", "Menu", "Path", "Shape", "Animation", "Transaction",
      "Alignment", "Edge", "Axis", "Angle", "Spacer", "Divider", "State", "Binding",
      "Environment", "Published", "ObservableObject", "Observable", "Scene", "App", "Window",
      "Alert", "Layout", "Canvas", "Gesture", "Namespace", "Slider", "Stepper", "ProgressView",
      "ScrollView", "TabView", "NavigationStack", "NavigationLink", "ForEach", "Table", "Grid",
      "Toolbar", "ToolbarItem", "Material", "Gradient", "Capsule", "Circle", "Rectangle",
      "Subscribers", "Publisher", "Publishers", "Just", "Future", "Empty", "Fail",
      "AnyPublisher", "AnyCancellable", "Cancellable", "Subject", "PassthroughSubject",
      "CurrentValueSubject",
    ])

  /// Creates an alias.
  public init(name: String, target: String, kotlinName: QualifiedName, isDeclaredByCompiler: Bool) {
    self.name = name
    self.target = target
    self.kotlinName = kotlinName
    self.isDeclaredByCompiler = isDeclaredByCompiler
  }
}

/// A Kotlin typealias as Swift export shows it: `public typealias UserId = Swift.String` in its
/// package's namespace (`ExportedKotlinPackages.com.example`), or at top level without a
/// package. The Objective-C export has no typealiases.
public struct ExportedTypeAlias: Sendable, Hashable {
  /// The typealias's Kotlin name (its package and its name).
  public var kotlinName: QualifiedName
  /// The aliased type, spelled for Swift export.
  public var target: String

  /// Creates an exported typealias.
  public init(kotlinName: QualifiedName, target: String) {
    self.kotlinName = kotlinName
    self.target = target
  }
}
