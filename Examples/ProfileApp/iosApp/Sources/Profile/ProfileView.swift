#if canImport(SwiftUI)
import KMPBridge
import KMPBridgeSwiftUI
import SwiftUI
import shared

/// The profile: loading, error and empty states, or a collapsing header over paged tabs.
///
/// It takes its store from outside, so previews give it `ReactorStore.preview(state)` and
/// every state pattern shows without running Kotlin.
struct ProfileView: View {
  let store: ProfileStore
  @State private var alert: AlertContent?

  var body: some View {
    content
      .onEvent(store) { (event: ProfileEventEnum) in
        switch event {
        case .showMessage(let message):
          alert = AlertContent(title: message.title, message: message.message)
        case .followed(let followed):
          alert = AlertContent(
            title: "Following \(followed.name)", message: "\(followed.followers) followers")
        }
      }
      .alert(
        alert?.title ?? "", isPresented: isAlertPresented,
        actions: { Button("OK") { alert = nil } },
        message: { Text(alert?.message ?? "") })
  }

  @ViewBuilder
  private var content: some View {
    if let profile = store.profile {
      ProfileContent(store: store, profile: profile)
    } else if store.isLoading {
      ProgressView("Loading profile…")
    } else if let message = store.errorMessage {
      ErrorState(message: message) { store.send(.load) }
    } else {
      EmptyState { store.send(.load) }
    }
  }

  /// Whether the alert shows; dismissing it clears the event's content.
  private var isAlertPresented: Binding<Bool> {
    Binding(
      get: { @MainActor in alert != nil },
      set: { @MainActor presented in if !presented { alert = nil } })
  }
}

/// An alert's text, driven by a one-shot event.
struct AlertContent: Equatable {
  var title: String
  var message: String
}

/// The loaded profile: the header collapses over the Posts, Skills and About pages.
struct ProfileContent: View {
  let store: ProfileStore
  let profile: Profile

  var body: some View {
    CollapsingHeaderTabView(
      tabs: ProfileTabEnum.allCases, selection: selectedTab, headerHeight: 260, pinnedHeight: 48,
      refresh: refresh
    ) { geometry in
      ProfileHeader(
        profile: profile, isFollowing: store.isFollowing, progress: geometry.progress,
        follow: { store.send(.follow(userId: profile.id)) })
    } tabBar: {
      ProfileTabBar(selection: selectedTab)
    } page: { tab in
      switch tab {
      case .posts: PostsPage(posts: store.posts)
      case .skills: SkillsPage(skills: store.skills)
      case .about:
        AboutPage(profile: profile, bio: store.binding(\.bio, send: { .updateBio(text: $0) }))
      }
    }
  }

  /// Pull to refresh: the spinner shows until the reactor's state says the refresh is done.
  @Sendable private func refresh() async {
    await store.send(.refresh, while: \.isRefreshing)
  }

  /// The selected tab, read from the state and changed by sending an action.
  private var selectedTab: Binding<ProfileTabEnum> {
    let store = self.store
    return Binding(
      get: { @MainActor in ProfileTabEnum(store.selectedTab) },
      set: { @MainActor tab in store.send(.selectTab(tab: tab)) })
  }
}
#endif
