// The task closure is @Sendable: it cannot mutate a captured local variable.
// expected-error: mutation of captured var 'attempts' in concurrently-executing code
import SwiftUI

func loader() -> some View {
  var attempts = 0
  return Text("loading")
    .task {
      attempts += 1
    }
}
