// overlayPreferenceValue builds a view from the preference, not a value.
// expected-error: 'buildExpression' is unavailable: this expression does not conform to 'View'
import SwiftUI

struct CountKey: PreferenceKey {
  static let defaultValue = 0

  static func reduce(value: inout Int, nextValue: () -> Int) {
    value += nextValue()
  }
}

struct Counted: View {
  var body: some View {
    Text("counted")
      .overlayPreferenceValue(CountKey.self) { count in
        count
      }
  }
}
