// Each function is code the real Objective-C framework rejects; the stubs must reject it too.
import Foundation
import Shared

// MUST FAIL: a sealed class is a plain class hierarchy, so a switch needs default
func exhaustiveAction(_ action: Action) -> Int {
  switch action {
  case is Action.Follow: return 1
  case is Action.Refresh: return 2
  }
}

// MUST FAIL: an enum class is a KotlinEnum subclass, not a Swift enum
func exhaustiveTab(_ tab: Tab) -> Int {
  switch tab {
  case .posts: return 1
  case .mediaItems: return 2
  case .likes: return 3
  case .default_: return 4
  case .theNew: return 5
  }
}

// MUST FAIL: flows lose their element type
func typedValue(_ reactor: ProfileReactor) -> Int32 {
  reactor.counter.value
}

// MUST FAIL: a final Kotlin class cannot be subclassed
final class MyFollow: Action.Follow {
}

// MUST FAIL: KotlinBase cannot be created directly
func makeBase() -> KotlinBase {
  KotlinBase()
}

// MUST FAIL: initKoin is exported as doInitKoin
func initialise(_ reactor: ProfileReactor) {
  reactor.initKoin()
}

// MUST FAIL: Swift sees at most one dot: Action.Tabs.Select is Action.TabsSelect
func select() -> Action.Tabs.Select? {
  nil
}

// MUST FAIL: a nullable Int is boxed
func retries(_ settings: Settings) -> Int32? {
  settings.retries
}

// MUST FAIL: an extension of Throwable is a method of KotlinThrowable, not of the file facade
func facadeMessage(_ error: KotlinThrowable) -> String {
  DraftsKt.userMessage(error)
}
