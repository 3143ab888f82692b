/// Which of the kotlinx-coroutines flow interfaces a type is.
public enum FlowKind: String, Sendable, Hashable, CaseIterable {
  /// `Flow<T>`: cold; collect only.
  case flow
  /// `SharedFlow<T>`: hot, with a `replayCache`.
  case sharedFlow
  /// `StateFlow<T>`: hot, with a current `value`.
  case stateFlow
  /// `MutableSharedFlow<T>`: adds `emit`/`tryEmit`.
  case mutableSharedFlow
  /// `MutableStateFlow<T>`: adds a settable `value` and `compareAndSet`.
  case mutableStateFlow

  /// The Kotlin simple name (`StateFlow`).
  public var kotlinName: String {
    switch self {
    case .flow: return "Flow"
    case .sharedFlow: return "SharedFlow"
    case .stateFlow: return "StateFlow"
    case .mutableSharedFlow: return "MutableSharedFlow"
    case .mutableStateFlow: return "MutableStateFlow"
    }
  }

  /// Whether the flow has a synchronous current `value`.
  public var hasValue: Bool { self == .stateFlow || self == .mutableStateFlow }

  /// The protocol the Objective-C export gives it (`Kotlinx_coroutines_coreStateFlow`).
  public var objCProtocolName: String { "Kotlinx_coroutines_core" + kotlinName }

  /// The protocol Swift export gives it (`KotlinTypedStateFlow`).
  public var swiftExportProtocolName: String { "KotlinTyped" + kotlinName }
}
