// An anchor's value type comes from its source: `.top` is a point, not a rectangle.
// expected-error: cannot convert value of type 'Anchor<CGPoint>' to closure result type 'Anchor<CGRect>?'
import SwiftUI

struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil

  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

struct Marked: View {
  var body: some View {
    Text("marked")
      .anchorPreference(key: BoundsKey.self, value: .top) { $0 }
  }
}
