import Testing

@_spi(Testing) @testable import KMPBridge

@MainActor
@Suite("Combining flows")
struct CombinedFlowTests {
  @Test("state flows combine from their current values, synchronously")
  func stateFlowsStartFromCurrentValues() async {
    let name = FakeStateFlow("Ada")
    let followers = FakeStateFlow(10)
    let verified = FakeStateFlow(true)
    let header = FlowState(combining: name, followers, verified)
    #expect(header.value == ("Ada", 10, true))

    header.start()
    await name.waitForSubscribers()
    await followers.waitForSubscribers()
    await verified.waitForSubscribers()
    followers.value = 11
    #expect(await eventually { header.value == ("Ada", 11, true) })
    name.value = "Grace"
    #expect(await eventually { header.value == ("Grace", 11, true) })
    header.stop()
    #expect(name.subscriptionCount == 0)
    #expect(followers.subscriptionCount == 0)
  }

  @Test("plain flows combine once each has emitted")
  func plainFlowsWaitForEveryone() async {
    let first = FakeSharedFlow<Int>()
    let second = FakeSharedFlow<String>()
    let combined = FlowState(combining: first, second)
    #expect(combined.value == nil)
    combined.start()
    await first.waitForSubscribers()
    await second.waitForSubscribers()
    first.tryEmit(1)
    try? await Task.sleep(for: .milliseconds(10))
    #expect(combined.value == nil)
    second.tryEmit("a")
    #expect(await eventually { combined.value.map { $0 == (1, "a") } == true })
    first.tryEmit(2)
    #expect(await eventually { combined.value.map { $0 == (2, "a") } == true })
  }

  @Test("the combination completes when every source has completed")
  func completion() async {
    let combined = FlowState(combining: FakeFlow.finite([1, 2]), FakeFlow.finite(["x"]))
    await combined.run()
    #expect(combined.phase.description == "finished")
    #expect(combined.value.map { $0 == (2, "x") } == true)
  }

  @Test("the combination fails as soon as one source fails")
  func failure() async {
    let combined = FlowState(
      combining: FakeFlow<Int>([], then: .never),
      FakeFlow<Int>.failing(error: TestError(code: 3)))
    await combined.run()
    #expect(combined.phase.error as? TestError == TestError(code: 3))
  }

  @Test("a combined flow can be iterated as an AsyncSequence")
  func iteration() async throws {
    let combined = CombinedFlow(FakeFlow.finite([1]), FakeFlow.finite([true]))
    var tuples: [(Int, Bool)] = []
    for try await tuple in combined.values() { tuples.append(tuple) }
    #expect(tuples.count == 1)
    #expect(tuples.first.map { $0 == (1, true) } == true)
  }
}
