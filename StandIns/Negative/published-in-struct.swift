// @Published only works on properties of classes.
// expected-error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
import SwiftUI

struct Settings {
  @Published var name = ""
}
