// Several flows in one view: state flows from their current values, plain flows with a
// placeholder until each has emitted.
import KMPBridge
import KMPBridgeSwiftUI
import SwiftUI

struct FeedHeader: View {
  let posts: AsyncSequenceFlow<AsyncStream<[String]>>
  let unread: AsyncSequenceFlow<AsyncStream<Int>>

  var body: some View {
    ObservingView(posts, unread) { posts, unread in
      Text("\(posts.count) posts, \(unread) unread")
    } placeholder: {
      ProgressView()
    }
  }
}
