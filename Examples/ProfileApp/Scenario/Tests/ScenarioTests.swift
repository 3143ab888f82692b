import Foundation
import KMPBridge
import ProfileGlue
import Testing

@testable import shared

/// The scenario, run as its own process (so that, as in an app, the main actor is the main
/// thread), prints exactly the session in `expected-output.txt`.
@Suite("Profile scenario")
struct ScenarioTests {
  @Test("prints the session's states, events and errors", .timeLimit(.minutes(2)))
  func output() throws {
    let products = Bundle.module.bundleURL.deletingLastPathComponent()
    let executable = products.appendingPathComponent("profile-scenario")
    let process = Process()
    process.executableURL = executable
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")

    let expectedURL = try #require(
      Bundle.module.url(forResource: "expected-output", withExtension: "txt"))
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(output == expected)
  }

  @Test("generated flow adapters are equal exactly when they wrap the same Kotlin flow")
  func adapterIdentity() {
    let store = Store()
    #expect(store.typedState == store.typedState)
    #expect(store.typedState != Store().typedState)
    #expect(Set([store.typedState, store.typedState]).count == 1)
  }

  // The module holds KMPBridgeFlows.kt (`kmp-bridge kotlin-support`), so the glue collects
  // through it: these run the generated KMPBridgeSupport.swift against the port of that file.

  @Test("stopping a state cancels its Kotlin collection at once, with no value to wait for")
  @MainActor
  func cancellationReachesKotlin() async throws {
    let store = Store()
    let kotlinFlow = try #require(store.state as? StateFlowImpl)
    let state = FlowState(store.typedState)
    state.start()
    try await waitUntil { kotlinFlow.subscriptionCount == 1 }
    store.increment()
    try await waitUntil { state.value == 1 }

    state.stop()
    // Through the Objective-C export's suspending `collect`, the Kotlin collector would stay
    // until the flow's next value (a task's cancellation reaches Kotlin from another thread).
    try await waitUntil { kotlinFlow.subscriptionCount == 0 }
    store.increment()
    try await Task.sleep(for: .milliseconds(20))
    #expect(state.value == 1)
  }

  @Test("a Kotlin flow's values, completion and failure reach Swift")
  func valuesCompletionAndFailure() async throws {
    let completing = await MainActor.run { ChannelFlowImpl() }
    await MainActor.run {
      for text in ["a", "b", "c"] { completing.send(NSString(string: text)) }
      completing.close()
    }
    var received: [String] = []
    for try await value in KotlinFlow<NSString>(completing).values() {
      received.append(value as String)
    }
    #expect(received == ["a", "b", "c"])

    let failing = await MainActor.run { ChannelFlowImpl() }
    await MainActor.run {
      failing.send(NSString(string: "a"))
      failing.close(cause: KotlinException(message: "the connection was lost"))
    }
    received = []
    let failure = await #expect(throws: KotlinError.self) {
      for try await value in KotlinFlow<NSString>(failing).values() {
        received.append(value as String)
      }
    }
    #expect(received == ["a"])
    #expect(failure?.throwable.message == "the connection was lost")
  }

  @Test("a value of another type than predicted fails the collection and cancels it in Kotlin")
  @MainActor
  func elementMismatch() async throws {
    let store = Store()
    let kotlinFlow = try #require(store.state as? StateFlowImpl)
    await #expect(throws: KotlinFlowElementMismatch.self) {
      for try await _ in KotlinStateFlow<NSString>(store.state).values() {}
    }
    #expect(kotlinFlow.subscriptionCount == 0)
  }

  @Test("values and an end Kotlin delivers before collect returns its handle reach Swift")
  func deliveryBeforeTheHandle() async throws {
    // A flow that does not suspend runs to its end inside `KMPBridgeFlows.collect`.
    let flow = ColdFlowImpl(["a", "b", "c"].map { NSString(string: $0) })
    var received: [String] = []
    for try await value in KotlinFlow<NSString>(flow).values() {
      received.append(value as String)
    }
    #expect(received == ["a", "b", "c"])

    let failing = ColdFlowImpl(
      [NSString(string: "a")], failure: KotlinException(message: "no more"))
    received = []
    let failure = await #expect(throws: KotlinError.self) {
      for try await value in KotlinFlow<NSString>(failing).values() {
        received.append(value as String)
      }
    }
    #expect(received == ["a"])
    #expect(failure?.throwable.message == "no more")

    // A value of another type, before the handle exists: the collection fails all the same.
    await #expect(throws: KotlinFlowElementMismatch.self) {
      for try await _ in KotlinFlow<NSString>(ColdFlowImpl([NSNumber(value: 1)])).values() {}
    }
  }

  @Test(
    "collections cancelled from other threads while Kotlin emits from a third end once, and stop",
    .timeLimit(.minutes(1)))
  func cancellationFromOtherThreads() async throws {
    // Ten seconds of values: only a cancellation that reaches Kotlin stops a collection soon.
    let flow = ColdFlowImpl(
      (0..<100_000).map { NSNumber(value: $0) }, interval: .microseconds(100))
    let counts = await withTaskGroup(of: Int.self) { group in
      for index in 0..<60 {
        group.addTask {
          let collecting = Task {
            var count = 0
            do {
              for try await _ in KotlinFlow<NSNumber>(flow).values() { count += 1 }
            } catch {}
            return count
          }
          try? await Task.sleep(for: .microseconds(index * 97 % 3_000))
          collecting.cancel()
          return await collecting.value
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(counts.count == 60)
    // Every Kotlin collection stops at its next value after the cancellation.
    try await waitUntil { flow.running == 0 }
    #expect(flow.running == 0)
  }
}
