// Each function is code the real Swift export rejects; the stubs must reject it too.
import Shared

// MUST FAIL: without sealedType() a class hierarchy is not exhaustive
func exhaustive(_ action: Action) -> Int {
  switch action {
  case is Action.Follow: return 1
  case is Back: return 2
  }
}

// MUST FAIL: flows keep their element type, so a wrong one is an error
func wrongElement(_ reactor: ProfileReactor) {
  reactor.counter.value = "three"
}

// MUST FAIL: enums keep the Kotlin entry names
func lowerCased(_ tab: Tab) -> Bool {
  tab == .posts
}

// MUST FAIL: a sealed type enum is exhaustive, so a missing case is an error
func missingCase(_ action: Action) -> Int {
  switch action.sealedType() {
  case .back: return 1
  }
}

// MUST FAIL: a data class copy is copy, not doCopy
func copyUser(_ user: ExportedKotlinPackages.com.example.profile.model.User) {
  _ = user.doCopy(id: 1, name: "", followers: 0, bio: nil)
}
