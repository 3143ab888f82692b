// The paged tab view style is `.page`, not `.pages`.
// expected-error: type 'TabViewStyle' has no member 'pages'
import SwiftUI

struct Pager: View {
  @State private var page = 0
  var body: some View {
    TabView(selection: $page) {
      Text("one").tag(0)
      Text("two").tag(1)
    }
    .tabViewStyle(.pages)
  }
}
