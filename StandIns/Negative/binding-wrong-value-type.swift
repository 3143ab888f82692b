// A Binding<Int> is not a Binding<String>.
// expected-error: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import SwiftUI

func nameField(_ name: Binding<String>) -> some View {
  Text("field")
}

struct Form: View {
  @State private var age = 0
  var body: some View {
    nameField($age)
  }
}
