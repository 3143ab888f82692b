// A TabView's selection must be Hashable, like the tags it matches.
// expected-error: generic struct 'TabView' requires that 'Page' conform to 'Hashable'
import SwiftUI

struct Page {
  var index: Int
}

struct Pages: View {
  @State private var page = Page(index: 0)
  var body: some View {
    TabView(selection: $page) {
      Text("one")
    }
  }
}
