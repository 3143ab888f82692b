// @State needs a `var`: SwiftUI writes through it.
// expected-error: property wrapper can only be applied to a 'var'
import SwiftUI

struct Toggle: View {
  @State let isOn = false
  var body: some View {
    Text("toggle")
  }
}
