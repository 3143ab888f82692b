#if canImport(SwiftUI)
import SwiftUI

/// Keeps one instance of a value, typically a Kotlin object, alive for a view's lifetime.
///
/// A SwiftUI view's `init` runs every time its parent re-renders, so a Kotlin object created in a
/// view's initializer (a store holding a `MutableStateFlow`, say) is created over and over.
/// `Remember` is SwiftUI's answer to Compose's `remember { }`: hold it in a `@StateObject` and the
/// value is created once, the first time the view reads it, and released with the view.
///
/// ```swift
/// struct ContentView: View {
///   @StateObject private var store = Remember(Store())  // created once
///
///   var body: some View {
///     ObservingView(stateFlow: store.value.typedState) { count in
///       Text("\(count)")
///       Button("increment") { store.value.increment() }
///     }
///   }
/// }
/// ```
///
/// The initializer is an `@autoclosure` that runs lazily, on the first read of ``value``, and at
/// most once. That makes `Remember` safe in both holders:
/// - `@StateObject` evaluates `Remember(…)` once per view identity, so the value is made once.
/// - `@State` re-evaluates its initial-value expression on every `init` of the view and keeps only
///   the first instance. The discarded `Remember`s never run their closure, so the Kotlin object is
///   still created exactly once.
///
/// > Important: `Remember` does not observe the value. Read changing state through
/// > `ObservingView`, a `FlowState` or a `ReactorStore`, which are observable.
@MainActor
public final class Remember<Value>: ObservableObject {
  private enum Storage {
    case pending(() -> Value)
    case created(Value)
  }

  private var storage: Storage

  /// Creates a holder that makes its value with `make` on first use.
  ///
  /// - Parameter make: The expression that creates the value. It runs at most once, the first
  ///   time ``value`` is read.
  public init(_ make: @autoclosure @escaping () -> Value) {
    storage = .pending(make)
  }

  /// The remembered value, created on first access.
  public var value: Value {
    switch storage {
    case .created(let value):
      return value
    case .pending(let make):
      let value = make()
      storage = .created(value)
      return value
    }
  }

  /// Whether the value has been created yet.
  public var isCreated: Bool {
    if case .created = storage { return true }
    return false
  }
}
#endif
