#if canImport(SwiftUI)
import KMPBridgeSwiftUI
import SwiftUI
import shared

/// The seed example, as short as Compose's `collectAsState()`: the Kotlin `Store` is created once
/// for the screen's lifetime, and its `StateFlow<Int>` is shown from its current value.
struct CounterScreen: View {
  @StateObject private var store = Remember(Store())  // created once

  var body: some View {
    ObservingView(stateFlow: store.value.typedState) { count in
      Text("\(count)")
      Button("increment") { store.value.increment() }
    }
  }
}
#endif
