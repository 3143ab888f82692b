// #Preview's body must produce a view.
// expected-error: 'buildExpression' is unavailable: this expression does not conform to 'View'
import SwiftUI

#Preview {
  42
}
