#if canImport(SwiftUI)
import SwiftUI

/// Keeps a value (a `ReactorStore`, a `FlowState`, a Kotlin object) for a view's lifetime, created
/// once, without the `.value` of ``Remember``.
///
/// ```swift
/// struct ProfileScreen: View {
///   @Remembered private var store = ReactorStore(
///     kotlin: ProfileReactor(userId: 1, repository: repository))
///
///   var body: some View {
///     Text(store.profile?.name ?? "")  // observed: ReactorStore is Observable
///   }
/// }
/// ```
///
/// It is a `@StateObject` holding a ``Remember``: the expression runs once per view identity, the
/// first time `body` reads the value, and the value is released with the view. Observable values
/// (`ReactorStore`, `FlowState`) are observed as usual when `body` reads them.
///
/// Which holder to use:
/// - `@Remembered` (or `@StateObject` + ``Remember``): always safe.
/// - `@State` + ``Remember``: safe. `@State` re-evaluates its initial value on every `init` of the
///   view, but `Remember` only runs its closure for the instance `@State` keeps.
/// - `@State private var store = ReactorStore(…)`: **not** safe for anything with side effects.
///   The initial value is re-evaluated on every parent re-render; the extra stores are thrown away,
///   but each one has created (and, when released, destroyed) its own Kotlin reactor.
@MainActor
@propertyWrapper
public struct Remembered<Value>: DynamicProperty {
  @StateObject private var holder: Remember<Value>

  /// Remembers the value of `make`, evaluated once, when first read.
  public init(wrappedValue make: @autoclosure @escaping () -> Value) {
    _holder = StateObject(wrappedValue: Remember(make()))
  }

  /// The remembered value.
  public var wrappedValue: Value {
    holder.value
  }
}
#endif
