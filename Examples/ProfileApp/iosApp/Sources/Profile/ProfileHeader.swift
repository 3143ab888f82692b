#if canImport(SwiftUI)
import SwiftUI
import shared

/// The collapsing part of the header: avatar, name, status and the follow button. It fades as
/// the header collapses.
struct ProfileHeader: View {
  let profile: Profile
  let isFollowing: Bool
  let progress: Double
  let follow: @MainActor () -> Void

  var body: some View {
    VStack(spacing: 8) {
      Circle()
        .fill(Color.accentColor.opacity(0.3))
        .overlay { Text(String(profile.name.prefix(1))).font(.largeTitle) }
        .frame(width: 88, height: 88)
      Text(profile.name).font(.title)
      Text(profile.handle).font(.subheadline).foregroundStyle(.secondary)
      HStack {
        StatusBadge(status: profile.status)
        Text("\(profile.followers) followers").font(.caption)
      }
      Button(isFollowing ? "Unfollow" : "Follow", action: follow)
    }
    .padding()
    .opacity(1 - progress)
  }
}

/// A Kotlin enum class shown through its generated native mirror: an exhaustive `switch`.
struct StatusBadge: View {
  let status: Status

  var body: some View {
    switch status.asEnum {
    case .active: Label("Active", systemImage: "circle.fill").foregroundStyle(.green)
    case .inProgress: Label("Busy", systemImage: "clock").foregroundStyle(.orange)
    case .away: Label("Away", systemImage: "moon").foregroundStyle(.secondary)
    }
  }
}

/// The pinned tab bar.
struct ProfileTabBar: View {
  @Binding var selection: ProfileTabEnum

  var body: some View {
    HStack {
      ForEach(ProfileTabEnum.allCases, id: \.self) { tab in
        Button(tab.kotlin.title) { selection = tab }
          .fontWeight(selection == tab ? .bold : .regular)
          .frame(maxWidth: .infinity)
      }
    }
    .background(.background)
  }
}
#endif
