// A view body builds views, not strings.
// expected-error: 'buildExpression' is unavailable: this expression does not conform to 'View'
import SwiftUI

struct Greeting: View {
  var body: some View {
    "hello"
  }
}
