#if canImport(SwiftUI)
import SwiftUI

/// The example app: the seed's counter, and a profile screen driven by a Kotlin reactor.
@main
struct ProfileApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        ProfileScreen(userId: 1)
          .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        CounterScreen()
          .tabItem { Label("Counter", systemImage: "plusminus") }
      }
    }
  }
}
#endif
