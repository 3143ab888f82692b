// Remember is main-actor isolated: a nonisolated synchronous function cannot create one.
// expected-error: call to main actor-isolated initializer 'init(_:)' in a synchronous nonisolated context
import KMPBridgeSwiftUI
import SwiftUI

final class Store {}

nonisolated func makeHolder() -> Remember<Store> {
  Remember(Store())
}
