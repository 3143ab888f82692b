#if canImport(SwiftUI)
import KMPBridge
import KMPBridgeSwiftUI
import SwiftUI
import shared

/// The store every profile view takes: the generated action enum and the Kotlin state.
typealias ProfileStore = ReactorStore<ProfileActionEnum, ProfileState>

/// The profile screen as the app shows it: a Kotlin `ProfileReactor` behind a `ReactorStore`,
/// created once for the screen's lifetime and destroyed with it.
struct ProfileScreen: View {
  @Remembered private var store: ProfileStore

  init(userId: Int64) {
    _store = Remembered(
      wrappedValue: ReactorStore(
        kotlin: ProfileReactor(
          userId: userId, repository: FakeProfileRepository(delayMillis: 600, failEvery: 4))))
  }

  var body: some View {
    ProfileView(store: store)
      .task { store.send(.load) }
  }
}
#endif
