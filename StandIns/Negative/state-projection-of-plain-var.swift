// Only property wrappers have a `$` projection.
// expected-error: cannot find '$query' in scope
import SwiftUI

func field(_ text: Binding<String>) -> some View { Text("field") }

struct Search: View {
  var query = ""
  var body: some View {
    field($query)
  }
}
