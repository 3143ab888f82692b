#if canImport(SwiftUI)
import KMPBridge
import SwiftUI
import shared

// Every state the profile screen can be in, from injected state: `ReactorStore.preview` shows a
// fixed `ProfileState` and records the actions sent to it. No reactor and no repository run;
// only Kotlin data classes are created, as values. Enum values go through the generated mirrors
// (`StatusEnum.inProgress.kotlin`), so this file compiles with either export mode.

#Preview("Loading") {
  ProfileView(store: .preview(ProfilePreviewData.state(isLoading: true)))
}

#Preview("Error") {
  ProfileView(
    store: .preview(
      ProfilePreviewData.state(errorMessage: "The network connection was lost.")))
}

#Preview("Empty") {
  ProfileView(store: .preview(ProfilePreviewData.state()))
}

#Preview("Full") {
  ProfileView(
    store: .preview(
      ProfilePreviewData.state(
        profile: ProfilePreviewData.profile, posts: ProfilePreviewData.posts(count: 12),
        skills: ProfilePreviewData.skills),
      reduce: ProfilePreviewData.reduce))
}

#Preview("Long tab") {
  // Enough posts to scroll far past the header: it collapses and the tab bar pins.
  ProfileView(
    store: .preview(
      ProfilePreviewData.state(
        profile: ProfilePreviewData.profile, posts: ProfilePreviewData.posts(count: 80),
        skills: ProfilePreviewData.skills),
      reduce: ProfilePreviewData.reduce))
}

#Preview("Short tab") {
  // One skill: the page is shorter than the screen, and the header can still collapse.
  ProfileView(
    store: .preview(
      ProfilePreviewData.state(
        profile: ProfilePreviewData.profile, posts: [],
        skills: Array(ProfilePreviewData.skills.prefix(1)), tab: .skills),
      reduce: ProfilePreviewData.reduce))
}

/// Sample Kotlin values for previews (Kotlin objects are not `Sendable`: they live on the main
/// actor, where previews run).
@MainActor
enum ProfilePreviewData {
  static let profile = Profile(
    id: 1, name: "Ada Lovelace", handle: "@ada", bio: "Writes the first programs.",
    followers: 1815, status: StatusEnum.inProgress.kotlin,
    sections: [
      Profile.Section(
        title: "Contact",
        items: [
          Profile.Section.Item(
            label: "Email", value: "ada@example.com", kind: ProfileSectionItemKindEnum.email.kotlin,
            badge: Profile.Section.Item.Badge(text: "verified", isVerified: true)),
          Profile.Section.Item(
            label: "Site", value: "example.com/ada", kind: ProfileSectionItemKindEnum.link.kotlin,
            badge: nil),
        ]),
      Profile.Section(
        title: "About",
        items: [
          Profile.Section.Item(
            label: "Born", value: "1815, London", kind: ProfileSectionItemKindEnum.text.kotlin,
            badge: nil)
        ]),
    ])

  static func posts(count: Int) -> [Post] {
    (0..<count).map { index in
      Post(
        id: Int64(index), text: "Note \(index + 1) on the Analytical Engine",
        likes: Int32(index * 7))
    }
  }

  static let skills = [
    Skill(name: "Mathematics", level: SkillLevelEnum.expert.kotlin),
    Skill(name: "Poetry", level: SkillLevelEnum.intermediate.kotlin),
    Skill(name: "Swift", level: SkillLevelEnum.beginner.kotlin),
  ]

  /// A `ProfileState` with defaults for what a preview does not care about (Kotlin's default
  /// arguments do not reach Swift through the Objective-C export).
  static func state(
    isLoading: Bool = false, profile: Profile? = nil, posts: [Post] = [], skills: [Skill] = [],
    tab: ProfileTabEnum = .posts, errorMessage: String? = nil
  ) -> ProfileState {
    ProfileState(
      isLoading: isLoading, isRefreshing: false, profile: profile, posts: posts, skills: skills,
      selectedTab: tab.kotlin, bio: profile?.bio ?? "", isFollowing: false,
      errorMessage: errorMessage, lastLoad: nil)
  }

  /// Just enough reducer for a preview to be clicked through: tabs switch, the bio edits, follow
  /// toggles. Everything else stays as injected.
  static func reduce(_ state: inout ProfileState, _ action: ProfileActionEnum) {
    switch action {
    case .selectTab(let tab):
      state = copy(state, tab: tab.kotlin)
    case .updateBio(let text):
      state = copy(state, bio: text)
    case .follow:
      state = copy(state, isFollowing: !state.isFollowing)
    case .load, .refresh, .dismissError:
      break
    }
  }

  private static func copy(
    _ state: ProfileState, tab: ProfileTab? = nil, bio: String? = nil, isFollowing: Bool? = nil
  ) -> ProfileState {
    ProfileState(
      isLoading: state.isLoading, isRefreshing: state.isRefreshing, profile: state.profile,
      posts: state.posts, skills: state.skills, selectedTab: tab ?? state.selectedTab,
      bio: bio ?? state.bio, isFollowing: isFollowing ?? state.isFollowing,
      errorMessage: state.errorMessage, lastLoad: state.lastLoad)
  }
}
#endif
