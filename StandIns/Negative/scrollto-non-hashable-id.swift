// ScrollViewProxy.scrollTo needs a Hashable identifier, like the id(_:) it looks for.
// expected-error: instance method 'scrollTo(_:anchor:)' requires that 'Row' conform to 'Hashable'
import SwiftUI

struct Row {
  var title: String
}

struct Rows: View {
  let first = Row(title: "a")
  var body: some View {
    ScrollViewReader { proxy in
      ScrollView {
        Text("rows")
      }
      .onAppear { proxy.scrollTo(first, anchor: .top) }
    }
  }
}
