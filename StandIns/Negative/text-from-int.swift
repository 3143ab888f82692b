// Text has no initializer taking an integer; it wants a string or a localized key.
// expected-error: cannot convert value of type 'Int' to expected argument type 'LocalizedStringKey'
import SwiftUI

struct Count: View {
  var body: some View {
    Text(42)
  }
}
