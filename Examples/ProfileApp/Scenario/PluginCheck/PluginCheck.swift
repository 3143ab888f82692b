import KMPBridge
import shared

/// Compiles only if KMPBridgePlugin generated the glue for the example's Kotlin module during
/// the build (`ProfileActionEnum` and `typedState` exist nowhere else in this target). Its
/// configuration leaves `KMPBridgeFlows.kt` out, so this glue collects through the export's
/// suspending `collect`: the scenario tests run that way through `counter(_:)`.
public enum PluginCheck {
  static func action() -> ProfileActionEnum { .selectTab(tab: .skills) }

  /// The counter's state through this glue.
  public static func counter(_ store: Store) -> KotlinStateFlow<Int32> { store.typedState }
}
