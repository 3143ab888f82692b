import Foundation
@_spi(Testing) import KMPBridge
import Observation
import ProfileGlue
import shared

/// A session on the profile screen, without a screen: the example's reactor (the Kotlin code,
/// ported to Swift for Linux in its Objective-C-export shape) behind the generated
/// `ProfileReactorAdapter` and a `ReactorStore`, as `ProfileScreen` builds it. Prints each state
/// the store shows, each one-shot event and each error, as a view would see them.
@main
struct ProfileScenario {
  @MainActor
  static func main() async {
    print("Profile scenario: ProfileReactor -> generated ProfileReactorAdapter -> ReactorStore")
    await session()
    // The screen is gone: the store, released, destroys the reactor.
    try? await Task.sleep(for: .milliseconds(100))
    print("done")
  }

  @MainActor
  static func session() async {
    // The repository fails every 5th call: the session's refresh is the 5th.
    let repository = FakeProfileRepository(delayMillis: 150, failEvery: 5)
    let store = ReactorStore(kotlin: ProfileReactor(userId: 1, repository: repository))
    let log = SessionLog(store: store)

    await log.step("load") { store in await store.send(.load, while: \.isLoading) }
    await log.step("switch to the Skills tab") { store in store.send(.selectTab(tab: .skills)) }
    await log.step("follow") { store in
      store.send(.follow(userId: store.profile?.id ?? 0))
      await log.waitUntil { $0.isFollowing }
    }
    await log.step("pull to refresh (the network fails)") { store in
      await store.send(.refresh, while: \.isRefreshing)
    }
    await log.step("retry") { store in await store.send(.refresh, while: \.isRefreshing) }
    await log.step("edit the bio through a binding") { store in
      store.binding(\.bio, send: { .updateBio(text: $0) }).set("Enchantress of numbers.")
      await log.waitUntil { $0.bio == "Enchantress of numbers." }
    }
    print("> leave the screen")
    log.stop()
  }
}

/// Prints what the store shows, as it changes.
@MainActor
final class SessionLog {
  private let store: ReactorStore<ProfileActionEnum, ProfileState>
  private var shown: [(field: String, value: String)] = []
  private var events: Task<Void, Never>?

  init(store: ReactorStore<ProfileActionEnum, ProfileState>) {
    self.store = store
    show(store.state)
    // A view re-reads the fields it shows when they change; to print every state the store
    // applies exactly once, the scenario uses the store's test hook instead.
    store.onStateChange = { [weak self] state in self?.show(state) }
    events = Task { @MainActor [store] in
      for await event in store.events(of: ProfileEventEnum.self) {
        switch event {
        case .showMessage(let message):
          print("  event: alert \"\(message.title)\": \(message.message)")
        case .followed(let followed):
          print("  event: now following \(followed.name) (\(followed.followers) followers)")
        }
      }
    }
  }

  /// Runs one user action and lets the screen settle.
  func step(
    _ title: String, _ action: (ReactorStore<ProfileActionEnum, ProfileState>) async -> Void
  ) async {
    print("> \(title)")
    await action(store)
    await settle()
    if let error = store.error {
      print("  error: \(error)")
      store.clearError()
    }
  }

  /// Waits until the store's state meets `condition`.
  func waitUntil(_ condition: @escaping (ProfileState) -> Bool) async {
    while !condition(store.state) {
      try? await Task.sleep(for: .milliseconds(5))
    }
  }

  func stop() {
    store.onStateChange = nil
    events?.cancel()
  }

  /// Lets work already queued on the main queue finish, and what it queues in turn (events and
  /// errors reach the store through a few main-queue hops).
  private func settle() async {
    for _ in 0..<20 {
      await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
      }
    }
  }

  /// Prints the fields that changed since the last state shown.
  private func show(_ state: ProfileState) {
    let fields = describe(state)
    let changed = fields.filter { field in
      !shown.contains { $0.field == field.field && $0.value == field.value }
    }
    shown = fields
    guard !changed.isEmpty else { return }
    print("  state: " + changed.map { "\($0.field) = \($0.value)" }.joined(separator: ", "))
  }

  private func describe(_ state: ProfileState) -> [(field: String, value: String)] {
    let profile = state.profile.map { profile in
      "\(profile.name) (\(profile.handle), .\(StatusEnum(profile.status)), "
        + "\(profile.followers) followers)"
    }
    return [
      ("isLoading", "\(state.isLoading)"),
      ("isRefreshing", "\(state.isRefreshing)"),
      ("profile", profile ?? "nil"),
      ("posts", "\(state.posts.count)"),
      ("skills", "\(state.skills.count)"),
      ("selectedTab", ".\(ProfileTabEnum(state.selectedTab))"),
      ("bio", "\"\(state.bio)\""),
      ("isFollowing", "\(state.isFollowing)"),
      ("errorMessage", state.errorMessage.map { "\"\($0)\"" } ?? "nil"),
    ]
  }
}
