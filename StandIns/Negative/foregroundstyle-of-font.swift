// A foreground style is a `ShapeStyle`; a font is not.
// expected-error: instance method 'foregroundStyle' requires that 'Font' conform to 'ShapeStyle'
import SwiftUI

struct Caption: View {
  var body: some View {
    Text("12 likes")
      .foregroundStyle(Font.caption)
  }
}
