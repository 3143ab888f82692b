// Binding's dynamic member lookup only reaches properties that exist.
// expected-error: value of type 'Binding<Profile>' has no dynamic member 'nickname' using key path from root type 'Profile'
import SwiftUI

struct Profile {
  var name = ""
}

struct Editor: View {
  @State private var profile = Profile()
  var body: some View {
    let binding: Binding<String> = $profile.nickname
    return Text(binding.wrappedValue)
  }
}
