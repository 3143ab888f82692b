// A `some View` function without @ViewBuilder must return one concrete type on every path.
// expected-error: function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
import SwiftUI

func badge(_ count: Int) -> some View {
  if count == 0 {
    return EmptyView()
  }
  return Text("\(count)")
}
