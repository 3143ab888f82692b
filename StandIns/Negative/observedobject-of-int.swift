// @ObservedObject needs an ObservableObject.
// expected-error: generic struct 'ObservedObject' requires that 'Int' conform to 'ObservableObject'
import SwiftUI

struct Row: View {
  @ObservedObject var count: Int
  var body: some View {
    Text("row")
  }
}
