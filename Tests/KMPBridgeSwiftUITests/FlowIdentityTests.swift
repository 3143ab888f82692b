#if canImport(SwiftUI)
import KMPBridge
import Testing

@testable import KMPBridgeSwiftUI

/// A struct flow wrapping a class, compared by the object it wraps, as the generated
/// `KotlinStateFlow` is.
private struct WrappedFlow: StateFlowSource, Hashable, @unchecked Sendable {
  let kotlin: FakeStateFlow<Int>

  var value: Int { kotlin.value }
  func collect(into collector: FlowCollector<Int>) async throws {
    try await kotlin.collect(into: collector)
  }
  func values() -> AsyncThrowingStream<Int, any Error> { kotlin.values() }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.kotlin === rhs.kotlin }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(kotlin)) }
}

/// `ObservingView` and `.collect` start over when given another flow, and only then: what they
/// compare is `flowIdentity(of:)`.
@Suite("Flow identity")
struct FlowIdentityTests {
  @Test("a class flow is itself: the same object is the same flow, another object another")
  func classFlows() {
    let first = FakeStateFlow(1)
    let second = FakeStateFlow(1)
    #expect(flowIdentity(of: first) == flowIdentity(of: first))
    #expect(flowIdentity(of: first) != flowIdentity(of: second))
  }

  @Test("a Hashable struct flow is its value: wrapping another Kotlin flow makes another flow")
  func hashableStructFlows() {
    let kotlin = FakeStateFlow(1)
    #expect(
      flowIdentity(of: WrappedFlow(kotlin: kotlin)) == flowIdentity(of: WrappedFlow(kotlin: kotlin))
    )
    #expect(
      flowIdentity(of: WrappedFlow(kotlin: kotlin))
        != flowIdentity(of: WrappedFlow(kotlin: FakeStateFlow(1))))
  }

  @Test(
    "a mapped, optional or combined flow is the flows it wraps: another view model's is another")
  func wrappingFlows() {
    let first = FakeStateFlow(1)
    let second = FakeStateFlow(1)
    #expect(flowIdentity(of: first.map { $0 + 1 }) == flowIdentity(of: first.map { $0 * 2 }))
    #expect(flowIdentity(of: first.map { $0 + 1 }) != flowIdentity(of: second.map { $0 + 1 }))
    #expect(
      flowIdentity(of: WrappedFlow(kotlin: first).map { $0 })
        != flowIdentity(of: WrappedFlow(kotlin: second).map { $0 }))
    #expect(flowIdentity(of: first.asOptional()) != flowIdentity(of: second.asOptional()))
    // A map and an optional of one flow are different flows.
    #expect(flowIdentity(of: first.asOptional()) != flowIdentity(of: first.map { Optional($0) }))
    #expect(
      flowIdentity(of: CombinedFlow(first, second)) == flowIdentity(of: CombinedFlow(first, second))
    )
    #expect(
      flowIdentity(of: CombinedFlow(first, second)) != flowIdentity(of: CombinedFlow(first, first)))
  }
}
#endif
