// A scene is not a view: `WindowGroup` belongs in an `App`'s `body`, not a view's.
// expected-error: 'buildExpression' is unavailable: this expression does not conform to 'View'
import SwiftUI

struct Root: View {
  var body: some View {
    WindowGroup { Text("app") }
  }
}
