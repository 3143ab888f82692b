// onScrollGeometryChange compares the values it derives, so they must be Equatable.
// expected-error: instance method 'onScrollGeometryChange(for:of:action:)' requires that 'Offset' conform to 'Equatable'
import SwiftUI

struct Offset {
  var y: CGFloat
}

struct Tracked: View {
  var body: some View {
    ScrollView {
      Text("content")
    }
    .onScrollGeometryChange(for: Offset.self) { geometry in
      Offset(y: geometry.contentOffset.y)
    } action: { _, _ in
    }
  }
}
