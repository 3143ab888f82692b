import KMPBridge
import shared

/// Compiles only if KMPBridgePlugin generated the glue for the example's Kotlin module during
/// the build (`ProfileActionEnum` and `typedState` exist nowhere else in this target).
enum PluginCheck {
  static func action() -> ProfileActionEnum { .selectTab(tab: .skills) }

  static func counter(_ store: Store) -> KotlinStateFlow<Int32> { store.typedState }
}
