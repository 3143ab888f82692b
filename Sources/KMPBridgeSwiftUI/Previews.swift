#if canImport(SwiftUI)
import KMPBridge
import SwiftUI

/// A state flow that holds one value, for the previews of this module's views.
private struct PreviewStateFlow<Element: Sendable>: StateFlowSource {
  let value: Element

  func values() -> AsyncStream<Element> {
    AsyncStream { continuation in continuation.yield(value) }
  }
}

/// A flow that fails at once, for the failure preview.
private struct PreviewFailingFlow: StateFlowSource {
  struct Offline: Error {}

  let value = 0

  func values() -> AsyncThrowingStream<Int, any Error> {
    AsyncThrowingStream { continuation in continuation.finish(throwing: Offline()) }
  }
}

private struct CollapsingHeaderPreview: View {
  @State private var tab = "Posts"
  private let tabs = ["Posts", "Skills", "About"]

  var body: some View {
    CollapsingHeaderTabView(
      tabs: tabs, selection: $tab, headerHeight: 240, pinnedHeight: 44
    ) { geometry in
      ZStack {
        Color.blue
        Text("Ada Lovelace").opacity(1 - geometry.progress)
      }
    } tabBar: {
      HStack {
        ForEach(tabs, id: \.self) { name in
          Button(name) { tab = name }
        }
      }
    } page: { name in
      VStack(alignment: .leading, spacing: 12) {
        ForEach(0..<(name == "About" ? 3 : 40), id: \.self) { row in
          Text("\(name) row \(row)")
        }
      }
    }
  }
}

#Preview("ObservingView: state flow") {
  ObservingView(stateFlow: PreviewStateFlow(value: 42)) { count in
    Text("\(count)")
  }
}

#Preview("ObservingView: flow with placeholder") {
  ObservingView(flow: AsyncSequenceFlow(AsyncStream<String> { _ in })) { text in
    Text(text)
  } placeholder: {
    Text("Loading…")
  }
}

#Preview("ObservingView: failure") {
  ObservingView(stateFlow: PreviewFailingFlow()) { value in
    Text("\(value)")
  } failure: { _, retry in
    Button("Retry", action: retry)
  }
}

#Preview("ObservingView: several flows") {
  ObservingView(PreviewStateFlow(value: "Ada"), PreviewStateFlow(value: 1_815)) { name, year in
    Text("\(name), \(year)")
  }
}

#Preview("CollapsingHeaderTabView") {
  CollapsingHeaderPreview()
}
#endif
