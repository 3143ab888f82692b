// reactor/Reactor.kt, profile/ProfileRepository.kt, profile/ProfileReactor.kt and
// counter/Store.kt, with the Kotlin code's behaviour and the Objective-C export's API. Kotlin's
// `Dispatchers.Main` is the main thread; a coroutine is a main-actor task.
import Foundation

// MARK: - reactor/Reactor.kt

/// A screen's logic (Kotlin's generic interface; the Objective-C export erases its type
/// parameters).
public protocol Reactor: AnyObject {
  var error: any Kotlinx_coroutines_coreFlow { get }
  func destroy()
}

/// What every reactor shares: a main-thread scope, the state, an event channel (each event is
/// received once) and an error stream.
@MainActor
final class ReactorCore<Action, Mutation, State: NSObject, Event: AnyObject> {
  typealias Emit = @MainActor (Mutation) -> Void

  private let mutate: (Action) -> (@MainActor (Emit) async throws -> Void)
  private let reduce: (State, Mutation) -> State
  let states: StateFlowImpl
  let events = ChannelFlowImpl()
  let errors = SharedFlowImpl()
  private var jobs: [UUID: Task<Void, Never>] = [:]

  init(
    initialState: State,
    mutate: @escaping (Action) -> (@MainActor (Emit) async throws -> Void),
    reduce: @escaping (State, Mutation) -> State
  ) {
    self.states = StateFlowImpl(initialState)
    self.mutate = mutate
    self.reduce = reduce
  }

  var state: State { states.value as! State }

  /// `scope.launch { mutate(action).collect { states.update { reduce(it, mutation) } } }`,
  /// with failures other than cancellation going to the error stream.
  func send(_ action: Action) {
    let id = UUID()
    let mutations = mutate(action)
    jobs[id] = Task { @MainActor [weak self] in
      do {
        try await mutations { mutation in
          guard let self else { return }
          self.states.value = self.reduce(self.state, mutation)
        }
      } catch is CancellationError {
      } catch {
        let throwable = (error as? KotlinError)?.throwable ?? KotlinException(message: "\(error)")
        self?.errors.tryEmit(throwable)
      }
      self?.jobs[id] = nil
    }
  }

  func emit(_ event: Event) {
    events.send(event)
  }

  func destroy() {
    for job in jobs.values { job.cancel() }
    jobs.removeAll()
    events.close()
  }
}

// MARK: - profile/ProfileRepository.kt

/// Where profiles come from (suspend functions: a completion handler in Objective-C, and
/// `async` in Swift).
public protocol ProfileRepository: AnyObject {
  func loadProfile(
    userId: Int64, completionHandler: @escaping @Sendable (Profile?, (any Error)?) -> Void)
  func loadPosts(
    userId: Int64, completionHandler: @escaping @Sendable ([Post]?, (any Error)?) -> Void)
  func loadSkills(
    userId: Int64, completionHandler: @escaping @Sendable ([Skill]?, (any Error)?) -> Void)
  func follow(
    userId: Int64, follow: Bool,
    completionHandler: @escaping @Sendable (NSNumber?, (any Error)?) -> Void)
}

// Suspend functions start only on the main thread: so do these.
extension ProfileRepository {
  @MainActor
  public func loadProfile(userId: Int64) async throws -> Profile {
    try await suspend { loadProfile(userId: userId, completionHandler: $0) }
  }

  @MainActor
  public func loadPosts(userId: Int64) async throws -> [Post] {
    try await suspend { loadPosts(userId: userId, completionHandler: $0) }
  }

  @MainActor
  public func loadSkills(userId: Int64) async throws -> [Skill] {
    try await suspend { loadSkills(userId: userId, completionHandler: $0) }
  }

  @MainActor
  public func follow(userId: Int64, follow: Bool) async throws -> NSNumber {
    try await suspend { self.follow(userId: userId, follow: follow, completionHandler: $0) }
  }
}

/// A suspend call from Swift: started on the calling (main) thread, resumed by its completion
/// handler.
@MainActor
private func suspend<T>(
  _ start: @MainActor (@escaping @Sendable (T?, (any Error)?) -> Void) -> Void
) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    start { value, error in
      if let value {
        nonisolated(unsafe) let value = value
        continuation.resume(returning: value)
      } else {
        continuation.resume(
          throwing: error ?? KotlinError(throwable: KotlinException(message: nil)))
      }
    }
  }
}

/// Thrown by the fake repository to simulate a network failure.
public final class NetworkException: KotlinException, @unchecked Sendable {
  public init(message: String) {
    super.init(message: message)
  }
}

/// A repository with network-like delays that fails every `failEvery`-th call.
public final class FakeProfileRepository: KotlinBase, ProfileRepository, @unchecked Sendable {
  // @unchecked Sendable: `calls` and `followers` change on the main thread only.
  private let delayMillis: Int64
  private let failEvery: Int32
  private var calls: Int32 = 0
  private var followers: Int32 = 1_204

  public init(delayMillis: Int64, failEvery: Int32) {
    self.delayMillis = delayMillis
    self.failEvery = failEvery
  }

  @MainActor
  private func respond() async throws {
    try await Task.sleep(for: .milliseconds(delayMillis))
    calls += 1
    if failEvery > 0, calls % failEvery == 0 {
      throw KotlinError(throwable: NetworkException(message: "The connection was lost. Try again."))
    }
  }

  @MainActor
  private func profile(userId: Int64) async throws -> Profile {
    try await respond()
    return Profile(
      id: userId, name: "Ada Lovelace", handle: "@ada",
      bio: "Analyst of engines, writer of the first program.", followers: followers,
      status: .inProgress,
      sections: [
        Profile.Section(
          title: "Contact",
          items: [
            Profile.SectionItem(label: "Email", value: "ada@example.com", kind: .email, badge: nil),
            Profile.SectionItem(
              label: "Web", value: "https://example.com/ada", kind: .link,
              badge: Profile.SectionItemBadge(text: "verified", isVerified: true)),
          ])
      ])
  }

  @MainActor
  private func posts(userId: Int64) async throws -> [Post] {
    try await respond()
    return (1...30).map { index in
      Post(
        id: Int64(index), text: "Note \(index) on the Analytical Engine",
        likes: Int32(index * 7 % 50))
    }
  }

  @MainActor
  private func skills(userId: Int64) async throws -> [Skill] {
    try await respond()
    return [
      Skill(name: "Mathematics", level: .expert),
      Skill(name: "Translation", level: .intermediate),
      Skill(name: "Poetry", level: .beginner),
    ]
  }

  @MainActor
  private func followers(userId: Int64, follow: Bool) async throws -> NSNumber {
    try await respond()
    followers += follow ? 1 : -1
    return NSNumber(value: followers)
  }

  public func loadProfile(
    userId: Int64, completionHandler: @escaping @Sendable (Profile?, (any Error)?) -> Void
  ) {
    requireMainThreadForSuspendCall("loadProfile")
    Task { @MainActor in
      do { completionHandler(try await profile(userId: userId), nil) } catch {
        completionHandler(nil, error)
      }
    }
  }

  public func loadPosts(
    userId: Int64, completionHandler: @escaping @Sendable ([Post]?, (any Error)?) -> Void
  ) {
    requireMainThreadForSuspendCall("loadPosts")
    Task { @MainActor in
      do { completionHandler(try await posts(userId: userId), nil) } catch {
        completionHandler(nil, error)
      }
    }
  }

  public func loadSkills(
    userId: Int64, completionHandler: @escaping @Sendable ([Skill]?, (any Error)?) -> Void
  ) {
    requireMainThreadForSuspendCall("loadSkills")
    Task { @MainActor in
      do { completionHandler(try await skills(userId: userId), nil) } catch {
        completionHandler(nil, error)
      }
    }
  }

  public func follow(
    userId: Int64, follow: Bool,
    completionHandler: @escaping @Sendable (NSNumber?, (any Error)?) -> Void
  ) {
    requireMainThreadForSuspendCall("follow")
    Task { @MainActor in
      do { completionHandler(try await followers(userId: userId, follow: follow), nil) } catch {
        completionHandler(nil, error)
      }
    }
  }
}

// MARK: - profile/ProfileReactor.kt

/// What the profile screen asks for.
open class ProfileAction: KotlinDataClass, @unchecked Sendable {
  public final class Load: ProfileAction, @unchecked Sendable {
    public static let shared = Load()
    public override var description: String { "Load" }
  }
  public final class Refresh: ProfileAction, @unchecked Sendable {
    public static let shared = Refresh()
    public override var description: String { "Refresh" }
  }
  public final class DismissError: ProfileAction, @unchecked Sendable {
    public static let shared = DismissError()
    public override var description: String { "DismissError" }
  }
  public final class SelectTab: ProfileAction, @unchecked Sendable {
    public let tab: ProfileTab
    public init(tab: ProfileTab) { self.tab = tab }
    override var dataProperties: [Any?] { [tab] }
    public override var description: String { "SelectTab(tab=\(tab.name))" }
  }
  public final class Follow: ProfileAction, @unchecked Sendable {
    public let userId: Int64
    public init(userId: Int64) { self.userId = userId }
    override var dataProperties: [Any?] { [userId] }
    public override var description: String { "Follow(userId=\(userId))" }
  }
  public final class UpdateBio: ProfileAction, @unchecked Sendable {
    public let text: String
    public init(text: String) { self.text = text }
    override var dataProperties: [Any?] { [text] }
    public override var description: String { "UpdateBio(text=\(text))" }
  }
}

/// One-shot signals for the screen.
open class ProfileEvent: KotlinDataClass {
  public final class ShowMessage: ProfileEvent {
    public let title: String
    public let message: String
    public init(title: String, message: String) {
      self.title = title
      self.message = message
    }
    override var dataProperties: [Any?] { [title, message] }
  }
  public final class Followed: ProfileEvent {
    public let name: String
    public let followers: Int32
    public init(name: String, followers: Int32) {
      self.name = name
      self.followers = followers
    }
    override var dataProperties: [Any?] { [name, followers] }
  }
}

/// Everything the profile screen shows.
public final class ProfileState: KotlinDataClass, @unchecked Sendable {
  // @unchecked Sendable: immutable.
  public let isLoading: Bool
  public let isRefreshing: Bool
  public let profile: Profile?
  public let posts: [Post]
  public let skills: [Skill]
  public let selectedTab: ProfileTab
  public let bio: String
  public let isFollowing: Bool
  public let errorMessage: String?
  public let lastLoad: Result<Profile>?

  public init(
    isLoading: Bool, isRefreshing: Bool, profile: Profile?, posts: [Post], skills: [Skill],
    selectedTab: ProfileTab, bio: String, isFollowing: Bool, errorMessage: String?,
    lastLoad: Result<Profile>?
  ) {
    self.isLoading = isLoading
    self.isRefreshing = isRefreshing
    self.profile = profile
    self.posts = posts
    self.skills = skills
    self.selectedTab = selectedTab
    self.bio = bio
    self.isFollowing = isFollowing
    self.errorMessage = errorMessage
    self.lastLoad = lastLoad
  }

  override var dataProperties: [Any?] {
    [
      isLoading, isRefreshing, profile, posts, skills, selectedTab, bio, isFollowing, errorMessage,
      lastLoad,
    ]
  }

  /// Kotlin's `copy(…)` with named arguments.
  func copy(
    isLoading: Bool? = nil, isRefreshing: Bool? = nil, profile: Profile?? = nil,
    posts: [Post]? = nil, skills: [Skill]? = nil, selectedTab: ProfileTab? = nil,
    bio: String? = nil, isFollowing: Bool? = nil, errorMessage: String?? = nil,
    lastLoad: Result<Profile>?? = nil
  ) -> ProfileState {
    ProfileState(
      isLoading: isLoading ?? self.isLoading, isRefreshing: isRefreshing ?? self.isRefreshing,
      profile: profile ?? self.profile, posts: posts ?? self.posts, skills: skills ?? self.skills,
      selectedTab: selectedTab ?? self.selectedTab, bio: bio ?? self.bio,
      isFollowing: isFollowing ?? self.isFollowing,
      errorMessage: errorMessage ?? self.errorMessage, lastLoad: lastLoad ?? self.lastLoad)
  }

  static let initial = ProfileState(
    isLoading: false, isRefreshing: false, profile: nil, posts: [], skills: [],
    selectedTab: .posts, bio: "", isFollowing: false, errorMessage: nil, lastLoad: nil)
}

/// What changes the state (internal in Kotlin, so the export does not show it).
enum ProfileMutation {
  case setLoading(Bool)
  case setRefreshing(Bool)
  case setContent(Profile, [Post], [Skill])
  case setError(String?)
  case setTab(ProfileTab)
  case setFollowing(Bool, followers: Int32)
  case setBio(String)
}

/// The profile screen's logic, shared with Android.
public final class ProfileReactor: KotlinBase, Reactor, @unchecked Sendable {
  // @unchecked Sendable: everything runs on the main thread, as `Dispatchers.Main` does.
  private let userId: Int64
  private let repository: any ProfileRepository
  private var core: ReactorCore<ProfileAction, ProfileMutation, ProfileState, ProfileEvent>!

  @MainActor
  public init(userId: Int64, repository: any ProfileRepository) {
    self.userId = userId
    self.repository = repository
    super.init()
    core = ReactorCore(
      initialState: ProfileState.initial,
      mutate: { [unowned self] action in mutate(action) },
      reduce: { state, mutation in ProfileReactor.reduce(state, mutation) })
  }

  public var currentState: ProfileState { MainActor.assumeIsolated { core.state } }
  public var state: any Kotlinx_coroutines_coreStateFlow {
    MainActor.assumeIsolated { core.states }
  }
  public var event: any Kotlinx_coroutines_coreFlow { MainActor.assumeIsolated { core.events } }
  public var error: any Kotlinx_coroutines_coreFlow { MainActor.assumeIsolated { core.errors } }

  public func send(action: ProfileAction) {
    print("  kotlin: ProfileReactor.send(\(action))")
    MainActor.assumeIsolated { core.send(action) }
  }

  public func destroy() {
    print("  kotlin: ProfileReactor.destroy()")
    MainActor.assumeIsolated { core.destroy() }
  }

  @MainActor
  private func mutate(_ action: ProfileAction)
    -> @MainActor (
      ReactorCore<ProfileAction, ProfileMutation, ProfileState, ProfileEvent>.Emit
    ) async throws -> Void
  {
    switch action {
    case is ProfileAction.Load:
      return load(progress: ProfileMutation.setLoading)
    case is ProfileAction.Refresh:
      return load(progress: ProfileMutation.setRefreshing)
    case let action as ProfileAction.SelectTab:
      return { emit in emit(.setTab(action.tab)) }
    case let action as ProfileAction.UpdateBio:
      return { emit in emit(.setBio(action.text)) }
    case is ProfileAction.DismissError:
      return { emit in emit(.setError(nil)) }
    case let action as ProfileAction.Follow:
      return { [unowned self] emit in
        let following = !currentState.isFollowing
        let followers = try await repository.follow(userId: action.userId, follow: following)
          .int32Value
        emit(.setFollowing(following, followers: followers))
        if following {
          core.emit(
            ProfileEvent.Followed(name: currentState.profile?.name ?? "", followers: followers))
        }
      }
    default:
      preconditionFailure("unknown ProfileAction \(action)")
    }
  }

  @MainActor
  private func load(progress: @escaping (Bool) -> ProfileMutation)
    -> @MainActor (
      ReactorCore<ProfileAction, ProfileMutation, ProfileState, ProfileEvent>.Emit
    ) async throws -> Void
  {
    { [unowned self] emit in
      emit(progress(true))
      do {
        let profile = try await repository.loadProfile(userId: userId)
        let posts = try await repository.loadPosts(userId: userId)
        let skills = try await repository.loadSkills(userId: userId)
        emit(.setContent(profile, posts, skills))
        emit(.setError(nil))
      } catch let error as KotlinError where error.throwable is NetworkException {
        let message = error.throwable.message ?? "Something went wrong."
        emit(.setError(message))
        core.emit(ProfileEvent.ShowMessage(title: "Could not load", message: message))
      }
      emit(progress(false))
    }
  }

  private static func reduce(_ state: ProfileState, _ mutation: ProfileMutation) -> ProfileState {
    switch mutation {
    case .setLoading(let isLoading): state.copy(isLoading: isLoading)
    case .setRefreshing(let isRefreshing): state.copy(isRefreshing: isRefreshing)
    case .setContent(let profile, let posts, let skills):
      state.copy(
        profile: profile, posts: posts, skills: skills, bio: profile.bio,
        lastLoad: ResultSuccess(value: profile))
    case .setError(let message):
      // Kotlin also records `Result.Failure` in `lastLoad`; see `Result` for why this port
      // cannot.
      state.copy(errorMessage: .some(message))
    case .setTab(let tab): state.copy(selectedTab: tab)
    case .setFollowing(let isFollowing, let followers):
      state.copy(
        profile: .some(state.profile?.doCopy(followers: followers)), isFollowing: isFollowing)
    case .setBio(let text): state.copy(bio: text)
    }
  }
}

// MARK: - counter/Store.kt

/// The counter of the seed example.
public final class Store: KotlinBase, @unchecked Sendable {
  // @unchecked Sendable: used on the main thread only.
  private let count = StateFlowImpl(NSNumber(value: Int32(0)))

  public override init() {}

  public var state: any Kotlinx_coroutines_coreStateFlow { count }

  public func increment() {
    let current = (count.value as? NSNumber)?.int32Value ?? 0
    count.value = NSNumber(value: current + 1)
  }
}
