// ForEach needs Identifiable elements, or an explicit id key path.
// expected-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Skill' conform to 'Identifiable'
import SwiftUI

struct Skill {
  var name: String
}

struct Skills: View {
  let skills = [Skill(name: "Kotlin")]
  var body: some View {
    VStack {
      ForEach(skills) { skill in
        Text(skill.name)
      }
    }
  }
}
