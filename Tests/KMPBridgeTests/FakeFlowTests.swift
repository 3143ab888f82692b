import KMPBridge
import Testing

@Suite("Fake flows")
struct FakeFlowTests {
  @Test("a fake state flow gives a new collector its current value first")
  func stateFlowCurrentValueFirst() async throws {
    let flow = FakeStateFlow(5)
    var iterator = flow.values().makeAsyncIterator()
    #expect(try await iterator.next() == 5)
    flow.value = 6
    #expect(try await iterator.next() == 6)
  }

  @Test("setting an equal value on a fake state flow emits nothing")
  func stateFlowSkipsEqualValues() async throws {
    let flow = FakeStateFlow(1)
    var iterator = flow.values().makeAsyncIterator()
    #expect(try await iterator.next() == 1)
    flow.value = 1
    flow.value = 2
    #expect(try await iterator.next() == 2)
  }

  @Test("compareAndSet and update follow MutableStateFlow")
  func stateFlowAtomicUpdates() {
    let flow = FakeStateFlow(1)
    #expect(!flow.compareAndSet(expect: 2, update: 3))
    #expect(flow.value == 1)
    #expect(flow.compareAndSet(expect: 1, update: 3))
    #expect(flow.value == 3)
    flow.update { $0 * 2 }
    #expect(flow.value == 6)
  }

  @Test("subscriptionCount follows collectors as they come and go")
  func subscriptionCount() async throws {
    let flow = FakeStateFlow("x")
    #expect(flow.subscriptionCount == 0)
    let collection = Task {
      for try await _ in flow.values() {}
    }
    await flow.waitForSubscribers(1)
    #expect(flow.subscriptionCount == 1)
    collection.cancel()
    await flow.waitForNoSubscribers()
    #expect(flow.subscriptionCount == 0)
  }

  @Test("a fake shared flow replays its last values to new collectors")
  func sharedFlowReplay() async throws {
    let flow = FakeSharedFlow<Int>(replay: 2)
    for value in 1...5 { flow.tryEmit(value) }
    #expect(flow.replayCache == [4, 5])
    var iterator = flow.values().makeAsyncIterator()
    #expect(try await iterator.next() == 4)
    #expect(try await iterator.next() == 5)
    flow.tryEmit(6)
    #expect(try await iterator.next() == 6)
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
  }

  @Test("a fake shared flow delivers equal emissions separately")
  func sharedFlowKeepsDuplicates() async throws {
    let flow = FakeSharedFlow<String>()
    var iterator = flow.values().makeAsyncIterator()
    await flow.waitForSubscribers()
    flow.tryEmit("toast")
    flow.tryEmit("toast")
    #expect(try await iterator.next() == "toast")
    #expect(try await iterator.next() == "toast")
  }

  @Test("a fake shared flow without collectors only keeps its replay cache")
  func sharedFlowWithoutCollectors() async throws {
    let flow = FakeSharedFlow<Int>(replay: 0)
    flow.tryEmit(1)
    var iterator = flow.values().makeAsyncIterator()
    await flow.waitForSubscribers()
    flow.tryEmit(2)
    #expect(try await iterator.next() == 2)
  }

  @Test("a finite fake flow emits its values, completes, and restarts per collection")
  func finiteFlow() async throws {
    let flow = FakeFlow.finite([1, 2, 3])
    for _ in 0..<2 {
      var values: [Int] = []
      for try await value in flow.values() { values.append(value) }
      #expect(values == [1, 2, 3])
    }
    #expect(flow.subscriptionCount == 0)
  }

  @Test("a failing fake flow emits, then throws its error")
  func failingFlow() async {
    let flow = FakeFlow.failing(after: [1], error: FakeError.offline)
    var values: [Int] = []
    await #expect(throws: FakeError.offline) {
      for try await value in flow.values() { values.append(value) }
    }
    #expect(values == [1])
  }

  @Test("a never-ending fake flow counts as a collector until cancelled")
  func neverEndingFlow() async {
    let flow = FakeFlow([1], then: .never)
    let collection = Task {
      for try await _ in flow.values() {}
    }
    await flow.waitForSubscribers()
    #expect(flow.subscriptionCount == 1)
    collection.cancel()
    await flow.waitForNoSubscribers()
  }

  @Test("a paced fake flow waits between values")
  func pacedFlow() async throws {
    let flow = FakeFlow.finite([1, 2], interval: .milliseconds(20))
    let clock = ContinuousClock()
    let start = clock.now
    var values: [Int] = []
    for try await value in flow.values() { values.append(value) }
    #expect(values == [1, 2])
    #expect(clock.now - start >= .milliseconds(40))
  }
}

enum FakeError: Error {
  case offline
}
