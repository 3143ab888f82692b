// Test-only stand-in for Apple's SwiftUI, compiled on Linux only (see StandIns/README.md).
// Hand-written from Apple's documented signatures; never copied from an SDK interface. Bodies
// trap: this module exists so that code importing SwiftUI is type-checked on Linux, not run.

// `import SwiftUI` alone makes `ObservableObject`, `CGFloat` and `CGRect` visible on Apple
// platforms, so the stand-in re-exports what provides them here.
@_exported import Combine
@_exported import Foundation

@usableFromInline
func standInUnavailable(_ function: StaticString = #function) -> Never {
  fatalError("SwiftUI.\(function) is part of the Linux type-checking stand-in and cannot run")
}

/// The body of a stand-in view whose real body is private to SwiftUI.
@usableFromInline
func standInBody(_ function: StaticString = #function) -> EmptyView {
  standInUnavailable(function)
}
