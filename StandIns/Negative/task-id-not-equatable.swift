// task(id:) restarts when the id changes, so the id must be Equatable.
// expected-error: instance method 'task(id:priority:_:)' requires that 'Query' conform to 'Equatable'
import SwiftUI

struct Query {
  var text: String
}

struct Results: View {
  let query: Query
  var body: some View {
    Text("results")
      .task(id: query) {}
  }
}
