// An alert is presented by a binding, so dismissing it can reset the flag.
// expected-error: cannot convert value 'showsAlert' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct Screen: View {
  @State private var showsAlert = false

  var body: some View {
    Text("profile")
      .alert("Could not load", isPresented: showsAlert) {
        Button("OK") {}
      } message: {
        Text("Try again later.")
      }
  }
}
