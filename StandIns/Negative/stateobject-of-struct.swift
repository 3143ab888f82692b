// @StateObject holds a class conforming to ObservableObject, never a value type.
// expected-error: generic struct 'StateObject' requires that 'Model' conform to 'ObservableObject'
import SwiftUI

struct Model {
  var count = 0
}

struct Screen: View {
  @StateObject private var model = Model()
  var body: some View {
    Text("screen")
  }
}
