import Foundation
import KMPBridge
import PluginCheck
import Testing

@testable import shared

/// The glue of a module without `KMPBridgeFlows.kt` (PluginCheck's) collects through the
/// export's suspending `collect`, which Swift cannot cancel: the Kotlin side ends at the flow's
/// next value.
@Suite("Collecting through the export's collect")
struct SuspendingCollectTests {
  @Test("values arrive; a stopped collection ends in Kotlin at the flow's next value")
  @MainActor
  func cancellationAtTheNextValue() async throws {
    let store = Store()
    let kotlinFlow = try #require(store.state as? StateFlowImpl)
    let state = FlowState(PluginCheck.counter(store))
    state.start()
    try await waitUntil { kotlinFlow.subscriptionCount == 1 }
    store.increment()
    try await waitUntil { state.value == 1 }

    state.stop()
    #expect(kotlinFlow.subscriptionCount == 1)
    store.increment()
    try await waitUntil { kotlinFlow.subscriptionCount == 0 }
    #expect(state.value == 1)
  }

  @Test("a value of another type than predicted fails the collection, and Kotlin's with it")
  @MainActor
  func elementMismatch() async throws {
    let store = Store()
    let kotlinFlow = try #require(store.state as? StateFlowImpl)
    await #expect(throws: KotlinFlowElementMismatch.self) {
      for try await _ in KotlinStateFlow<NSString>(store.state).values() {}
    }
    try await waitUntil { kotlinFlow.subscriptionCount == 0 }
  }
}
