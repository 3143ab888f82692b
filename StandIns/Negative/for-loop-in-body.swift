// A `for` loop in a view body: ViewBuilder has no buildArray; real code uses ForEach.
// expected-error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
import SwiftUI

struct Names: View {
  let names = ["a", "b"]
  var body: some View {
    VStack {
      for name in names {
        Text(name)
      }
    }
  }
}
