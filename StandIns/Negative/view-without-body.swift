// A View must declare its body.
// expected-error: type 'Header' does not conform to protocol 'View'
import SwiftUI

struct Header: View {
  let title: String
}
