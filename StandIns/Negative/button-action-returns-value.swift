// A button's action returns Void; a closure producing a view is a different shape.
// expected-error: declared closure result 'Text' is incompatible with contextual type 'Void'
import SwiftUI

struct Toolbar: View {
  var body: some View {
    Button("tap", action: { () -> Text in Text("tapped") })
  }
}
