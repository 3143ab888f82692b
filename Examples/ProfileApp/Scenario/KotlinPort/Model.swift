// model/Profile.kt and model/Result.kt, in the shape of the Objective-C export: nested classes
// flattened into their outer class (`Profile.SectionItem`), enum entries as static properties,
// `id` kept as `id`, interfaces as protocols, Kotlin's names for constants (`EMPTY`).

/// A feed entry: a sealed interface.
public protocol FeedItem: AnyObject {
  var id: Int64 { get }
}

public final class PostItem: KotlinDataClass, FeedItem {
  public let post: Post
  public var id: Int64 { post.id }

  public init(post: Post) { self.post = post }
  override var dataProperties: [Any?] { [post] }
}

public final class Announcement: KotlinDataClass, FeedItem {
  public let id: Int64
  public let title: String

  public init(id: Int64, title: String) {
    self.id = id
    self.title = title
  }
  override var dataProperties: [Any?] { [id, title] }
}

public final class Post: KotlinDataClass {
  public let id: Int64
  public let text: String
  public let likes: Int32

  public init(id: Int64, text: String, likes: Int32) {
    self.id = id
    self.text = text
    self.likes = likes
  }
  override var dataProperties: [Any?] { [id, text, likes] }
}

public final class Profile: KotlinDataClass {
  public let id: Int64
  public let name: String
  public let handle: String
  public let bio: String
  public let followers: Int32
  public let status: Status
  public let sections: [Profile.Section]

  public init(
    id: Int64, name: String, handle: String, bio: String, followers: Int32, status: Status,
    sections: [Profile.Section]
  ) {
    self.id = id
    self.name = name
    self.handle = handle
    self.bio = bio
    self.followers = followers
    self.status = status
    self.sections = sections
  }
  override var dataProperties: [Any?] { [id, name, handle, bio, followers, status, sections] }

  /// Kotlin's `copy(followers = …)`.
  func doCopy(followers: Int32) -> Profile {
    Profile(
      id: id, name: name, handle: handle, bio: bio, followers: followers, status: status,
      sections: sections)
  }

  public static let companion = Companion()

  public final class Companion: KotlinBase, @unchecked Sendable {
    public static var shared: Companion { Profile.companion }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public let EMPTY = Profile(
      id: 0, name: "", handle: "", bio: "", followers: 0, status: .away, sections: [])
  }

  public final class Section: KotlinDataClass {
    public let title: String
    public let items: [Profile.SectionItem]

    public init(title: String, items: [Profile.SectionItem]) {
      self.title = title
      self.items = items
    }
    override var dataProperties: [Any?] { [title, items] }
  }

  public final class SectionItem: KotlinDataClass {
    public let label: String
    public let value: String
    public let kind: Profile.SectionItemKind
    public let badge: Profile.SectionItemBadge?

    public init(
      label: String, value: String, kind: Profile.SectionItemKind,
      badge: Profile.SectionItemBadge?
    ) {
      self.label = label
      self.value = value
      self.kind = kind
      self.badge = badge
    }
    override var dataProperties: [Any?] { [label, value, kind, badge] }
  }

  public final class SectionItemBadge: KotlinDataClass {
    public let text: String
    public let isVerified: Bool

    public init(text: String, isVerified: Bool) {
      self.text = text
      self.isVerified = isVerified
    }
    override var dataProperties: [Any?] { [text, isVerified] }
  }

  public final class SectionItemKind: KotlinEnum<Profile.SectionItemKind>, @unchecked Sendable {
    public static let text = SectionItemKind(name: "TEXT", ordinal: 0)
    public static let link = SectionItemKind(name: "LINK", ordinal: 1)
    public static let email = SectionItemKind(name: "EMAIL", ordinal: 2)
    public static var entries: [SectionItemKind] { [text, link, email] }
  }
}

public final class Status: KotlinEnum<Status>, @unchecked Sendable {
  public static let active = Status(name: "ACTIVE", ordinal: 0)
  public static let inProgress = Status(name: "IN_PROGRESS", ordinal: 1)
  public static let away = Status(name: "AWAY", ordinal: 2)
  public static var entries: [Status] { [active, inProgress, away] }
}

public final class ProfileTab: KotlinEnum<ProfileTab>, @unchecked Sendable {
  public let title: String

  init(name: String, ordinal: Int32, title: String) {
    self.title = title
    super.init(name: name, ordinal: ordinal)
  }

  public static let posts = ProfileTab(name: "POSTS", ordinal: 0, title: "Posts")
  public static let skills = ProfileTab(name: "SKILLS", ordinal: 1, title: "Skills")
  public static let about = ProfileTab(name: "ABOUT", ordinal: 2, title: "About")
  public static var entries: [ProfileTab] { [posts, skills, about] }
}

public final class Skill: KotlinDataClass {
  public let name: String
  public let level: Skill.Level

  public init(name: String, level: Skill.Level) {
    self.name = name
    self.level = level
  }
  override var dataProperties: [Any?] { [name, level] }

  public final class Level: KotlinEnum<Skill.Level>, @unchecked Sendable {
    public static let beginner = Level(name: "BEGINNER", ordinal: 0)
    public static let intermediate = Level(name: "INTERMEDIATE", ordinal: 1)
    public static let expert = Level(name: "EXPERT", ordinal: 2)
    public static var entries: [Level] { [beginner, intermediate, expert] }
  }
}

public final class ProfileDefaults: KotlinBase, @unchecked Sendable {
  public static let shared = ProfileDefaults()
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public let PAGE_SIZE: Int32 = 20
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public var TABS: [ProfileTab] { ProfileTab.entries }
}

/// A generic sealed class. (The Objective-C export erases generics at run time, so a
/// `ResultFailure`, a `Result<KotlinNothing>`, is also a `Result<Profile>` there; Swift's generic
/// classes are invariant, so this port never stores a failure where a `Result<Profile>` goes.)
open class Result<T>: KotlinDataClass {}

public final class ResultSuccess<T>: Result<T> {
  public let value: T

  public init(value: T) { self.value = value }
  override var dataProperties: [Any?] { [value] }
}

public final class ResultFailure: Result<KotlinNothing> {
  public let message: String
  public let isRetryable: Bool

  public init(message: String, isRetryable: Bool) {
    self.message = message
    self.isRetryable = isRetryable
  }
  override var dataProperties: [Any?] { [message, isRetryable] }
}
