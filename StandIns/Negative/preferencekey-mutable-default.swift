// A PreferenceKey's defaultValue must not be mutable shared state.
// expected-error: static property 'defaultValue' is not concurrency-safe because it is nonisolated global shared mutable state
import SwiftUI

struct HeightKey: PreferenceKey {
  static var defaultValue: CGFloat = 0

  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}
