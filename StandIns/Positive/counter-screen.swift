// The other side of the negative suite: the same API used correctly must type-check, so a failure
// in StandIns/Negative is known to come from the mistake it shows, not from a broken setup.
import KMPBridgeSwiftUI
import SwiftUI

final class Store {
  private(set) var count: Int32 = 0
  func increment() { count += 1 }
}

final class Settings: ObservableObject {
  @Published var name = ""
}

struct Query: Equatable {
  var text: String
}

struct CounterScreen: View {
  @StateObject private var store = Remember(Store())
  @ObservedObject var settings: Settings
  @State private var query = Query(text: "")
  let names = ["a", "b"]

  var body: some View {
    VStack(spacing: 8) {
      Text("\(store.value.count)")
      Text(verbatim: settings.name)
      Button("increment") { store.value.increment() }
      Button(action: { store.value.increment() }) {
        Text("again")
      }
      if query.text.isEmpty {
        Text("empty")
      } else {
        Text(query.text)
      }
      field($query.text)
      field($settings.name)
    }
    .task { await load() }
    .task(id: query) { await load() }
  }

  func field(_ text: Binding<String>) -> some View { Text(text.wrappedValue) }

  func load() async {}
}

#Preview {
  CounterScreen(settings: Settings())
}

#Preview("Named") {
  CounterScreen(settings: Settings())
}
