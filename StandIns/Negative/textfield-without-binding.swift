// A text field edits a binding; a plain string cannot change.
// expected-error: cannot convert value of type 'String' to expected argument type 'Binding<String>'
import SwiftUI

struct Editor: View {
  let bio = "Writes the first programs."

  var body: some View {
    TextField("Bio", text: bio)
  }
}
