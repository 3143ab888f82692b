import Testing

@testable import KMPBridge

@MainActor
@Suite("Mapped flows")
struct MappedFlowTests {
  @Test("a mapped state flow maps its current value and every new one")
  func mappedStateFlow() async {
    let count = FakeStateFlow(2)
    let label = FlowState(count.map { "\($0) items" })
    #expect(label.value == "2 items")
    label.start()
    await count.waitForSubscribers()
    count.value = 3  // on the main actor: still applied synchronously through the map
    #expect(label.value == "3 items")
  }

  @Test("a transform may read the flow it maps: it runs outside the flow's lock")
  func transformReadsItsSource() async {
    let count = FakeStateFlow(1)
    let sum = FlowState(count.map { $0 + count.value })
    #expect(sum.value == 2)
    sum.start()
    await count.waitForSubscribers()
    count.value = 3  // delivered synchronously on the main actor, as without the read
    #expect(sum.value == 6)
  }

  @Test("a mapped flow keeps order and completion")
  func mappedFlow() async throws {
    let doubled = FakeFlow.finite([1, 2, 3]).map { $0 * 2 }
    var values: [Int] = []
    for try await value in doubled.values() { values.append(value) }
    #expect(values == [2, 4, 6])
  }

  @Test("a mapped flow forwards failures")
  func mappedFailure() async {
    let state = FlowState(
      FakeFlow.failing(after: [1], error: TestError(code: 9)).map { $0 + 1 }, initialValue: 0)
    await state.run()
    #expect(state.value == 2)
    #expect(state.phase.error as? TestError == TestError(code: 9))
  }
}
