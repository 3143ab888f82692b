// Uses the Objective-C export's predicted API the way the generated glue and the app do.
import Foundation
import Shared

final class ValueCollector: Kotlinx_coroutines_coreFlowCollector {
  func emit(value: Any?, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
    completionHandler(nil)
  }
}

func title(of state: any ProfileState) -> String {
  if let loaded = state as? ProfileStateLoaded { return loaded.user.name }
  if let failed = state as? ProfileStateFailed {
    return failed.message + "\(failed.code?.int32Value ?? 0)"
  }
  if state is ProfileStateLoading { return "…" }
  return ""
}

func actions() -> [Action] {
  [
    Action.Follow(userId: 1), Action.Refresh.shared, Back.shared, Action.TabsSelect(index: 2),
    Navigation.Open(route: "/"), Share(url: "https://example.com", title: nil),
  ]
}

func label(of tab: Tab) -> String {
  switch tab {
  case .posts: return "Posts"
  case .mediaItems: return "Media"
  case .likes, .default_, .theNew: return tab.name
  default: return "?"
  }
}

func use(_ reactor: ProfileReactor) async throws {
  try await reactor.state.collect(collector: ValueCollector())
  let current: Any? = reactor.state.value
  _ = current
  let reloaded: KotlinBoolean = try await reactor.reload(force: true)
  _ = reloaded.boolValue
  try await reactor.clear()
  reactor.doInitKoin()
  reactor.send(action: Action.Follow(userId: 7))
  reactor.counter.value = KotlinInt(int: 3)
  _ = reactor.events.replayCache
  _ = reactor.observe(id: 1)
  _ = reactor.tabs.first
  _ = reactor.describe(verbose: true)
  let user = User(id: 1, name: "Ada", followers: 2, bio: nil)
  _ = user.id + 1
  _ = user.description_
  _ = user == user.doCopy(id: 1, name: "Ada", followers: 2, bio: nil)
  _ = User.companion.preview()
  _ = User.Companion.shared.preview()
  _ = Platform_iosKt.platformName()
  _ = ProfileReactorKt.isLoading(ProfileStateLoading.shared)
  _ = Action.Follow(userId: 1).describe()
  _ = Box<NSString>(value: "x").map { ($0 ?? "") as String }
  _ = Tab.values().size
  _ = Tab.entries.count
  let settings = Settings(id: 1, retries: nil, tags: ["a"], scores: ["a": KotlinDouble(double: 1)])
  _ = settings.id
  _ = ProfileStateHeader.Collapsed(height: 1)
}

func useGenericReactor() {
  let reactor = CounterReactor()
  let count: Int32 = reactor.currentState
  reactor.send(action: Back.shared)
  let erased: any Reactor = reactor
  let state: Any? = erased.currentState
  erased.send(action: Back.shared)
  erased.destroy()
  _ = (count, state, reactor.state)
}

// The kotlinx.serialization plugin's companion, and an extension of Throwable, which the
// compiler makes a category of KotlinThrowable.
func draftSerializer() -> any Kotlinx_serialization_coreKSerializer {
  Draft.companion.serializer()
}

func message(for error: KotlinThrowable) -> String { error.userMessage() }
