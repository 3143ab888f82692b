// A clip shape must be a `Shape`; a color is a style, not a shape.
// expected-error: instance method 'clipShape' requires that 'Color' conform to 'Shape'
import SwiftUI

struct Avatar: View {
  var body: some View {
    Text("A")
      .clipShape(Color.red)
  }
}
