/// Runtime checks that generated glue calls. Public for `kmp-bridge`'s output; not meant to be
/// called by hand.
public enum KMPBridgeGlue {
  /// Stops with a message naming a subclass of a sealed class that the generated enum does not
  /// know: the Kotlin module changed and the glue was not regenerated (`kmp-bridge check` catches
  /// this in CI).
  public static func unknownSubclass(of sealedClass: String, value: Any) -> Never {
    fatalError(
      "KMPBridge: \(type(of: value)) is a subclass of \(sealedClass) that the generated Swift "
        + "enum does not know. Run `kmp-bridge generate` to update the generated glue.")
  }

  /// Stops with a message naming an entry of a Kotlin enum class that the generated mirror does
  /// not know.
  public static func unknownEntry(_ name: String, of enumClass: String) -> Never {
    fatalError(
      "KMPBridge: \(name) is an entry of \(enumClass) that the generated Swift enum does not "
        + "know. Run `kmp-bridge generate` to update the generated glue.")
  }

  /// Stops with a message when a Kotlin state flow's current value is not of the element type
  /// predicted from the Kotlin source (a state flow must always have a value, so there is no
  /// error state to fall back to).
  public static func unexpectedValue(_ value: Any?, expected: String, in flow: String) -> Never {
    fatalError(
      "KMPBridge: \(flow) holds a \(value.map { "\(type(of: $0))" } ?? "nil") where the "
        + "generated glue expects \(expected). Run `kmp-bridge generate` against the current "
        + "Kotlin sources.")
  }
}

/// A value emitted by a Kotlin flow was not of the element type predicted from the Kotlin source.
/// Collection stops with this error (a `FlowState` shows it as `failed`).
public struct KotlinFlowElementMismatch: Error, Sendable, CustomStringConvertible {
  /// The Swift type the glue expected.
  public var expected: String
  /// The Swift type of the value Kotlin emitted.
  public var actual: String

  public init(expected: String, actual: String) {
    self.expected = expected
    self.actual = actual
  }

  public var description: String {
    "a Kotlin flow emitted \(actual) where \(expected) was expected; regenerate the glue"
  }
}
