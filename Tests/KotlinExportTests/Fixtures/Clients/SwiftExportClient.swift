// Uses the Swift export's predicted API (Kotlin 2.4.20, flattenPackage = com.example.profile).
import Shared

typealias User = ExportedKotlinPackages.com.example.profile.model.User

func caseName(of action: Action) -> String {
  switch action.sealedType() {
  case .actionFollow(let follow): return "follow \(follow.value.userId)"
  case .actionRefresh: return "refresh"
  case .actionTabsSelect(let select): return "tab \(select.value.index)"
  case .navigationOpen(let open): return open.value.route
  case .back: return "back"
  case .share(let share): return share.value.url
  case .unknown(let other): return "\(other.value)"
  }
}

func label(of tab: Tab) -> String {
  switch tab {
  case .POSTS: return "Posts"
  case .MEDIA_ITEMS: return "Media"
  case .Likes: return "Likes"
  case .DEFAULT: return "Default"
  case .NEW: return "New"
  }
}

func use(_ reactor: ProfileReactor) async throws {
  let count: Int32 = reactor.counter.value
  reactor.counter.value = count + 1
  for try await value in reactor.counter.asAsyncSequence() {
    let typed: Int32 = value
    _ = typed
  }
  let events: [String] = reactor.events.replayCache
  _ = events
  let reloaded: Bool = try await reactor.reload(force: true)
  _ = reloaded
  reactor.initKoin()
  reactor.send(action: Action.Follow(userId: 1))
  let user = User(id: 1, name: "Ada", followers: 2, bio: nil)
  _ = user.copy(id: 2, name: "B", followers: 0, bio: "x").id
  _ = Settings(id: 1, retries: 3, tags: [], scores: [:]).retries
  _ = platformName()
  _ = Action.Tabs.Select(index: 1)
  _ = Back.shared
}

func useGenericReactor() async throws {
  let reactor = CounterReactor()
  let count: Int32 = reactor.currentState
  reactor.send(action: Back.shared)
  for try await value in reactor.state.asAsyncSequence() {
    let typed: Int32 = value
    _ = typed
  }
  let erased: any Reactor = reactor
  erased.destroy()
  _ = count
}

// A Kotlin typealias is a Swift typealias in its package's namespace.
func draftId(_ text: String) -> ExportedKotlinPackages.com.example.profile.DraftId { text }
