#if canImport(SwiftUI)
import SwiftUI
import shared

/// The Posts page, or its empty state.
struct PostsPage: View {
  let posts: [Post]

  var body: some View {
    if posts.isEmpty {
      Text("No posts yet").foregroundStyle(.secondary).padding()
    } else {
      LazyVStack(alignment: .leading, spacing: 12) {
        ForEach(posts) { post in
          VStack(alignment: .leading) {
            Text(post.text)
            Text("\(post.likes) likes").font(.caption).foregroundStyle(.secondary)
          }
          .padding(.horizontal)
        }
      }
    }
  }
}

/// The Skills page: a nested Kotlin enum (`Skill.Level`) through its native mirror.
struct SkillsPage: View {
  let skills: [Skill]

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ForEach(skills, id: \.name) { skill in
        HStack {
          Text(skill.name)
          Spacer()
          Text(label(skill.level.asEnum)).foregroundStyle(.secondary)
        }
        .padding(.horizontal)
      }
    }
  }

  private func label(_ level: SkillLevelEnum) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }
}

/// The About page: a text field bound through an action, and the profile's sections, whose types
/// nest four levels deep in Kotlin (`Profile.Section.Item.Kind`) and keep that path in Swift.
struct AboutPage: View {
  let profile: Profile
  @Binding var bio: String

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      TextField("Bio", text: $bio)
        .padding(.horizontal)
      ForEach(profile.sections, id: \.title) { section in
        SectionView(section: section)
      }
    }
  }
}

struct SectionView: View {
  let section: Profile.Section

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(section.title).font(.headline)
      ForEach(section.items, id: \.label) { item in
        ItemRow(item: item)
      }
    }
    .padding(.horizontal)
  }
}

struct ItemRow: View {
  let item: Profile.Section.Item

  var body: some View {
    HStack {
      Image(systemName: icon(item.kind))
      Text(item.label)
      Spacer()
      Text(item.value).foregroundStyle(.secondary)
      if let badge: Profile.Section.Item.Badge = item.badge {
        Text(badge.text).font(.caption)
      }
    }
  }

  private func icon(_ kind: Profile.Section.Item.Kind) -> String {
    switch kind.asEnum {
    case .text: "text.alignleft"
    case .link: "link"
    case .email: "envelope"
    }
  }
}

/// What shows when loading failed.
struct ErrorState: View {
  let message: String
  let retry: @MainActor () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: "exclamationmark.triangle")
      Text(message).multilineTextAlignment(.center)
      Button("Try again", action: retry)
    }
    .padding()
  }
}

/// What shows before anything was loaded.
struct EmptyState: View {
  let load: @MainActor () -> Void

  var body: some View {
    VStack(spacing: 12) {
      Text("Nothing here yet")
      Button("Load profile", action: load)
    }
  }
}
#endif
