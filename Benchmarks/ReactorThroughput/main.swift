// Benchmark: 1,000,000 synchronous actions through a ReactorStore with a small reduce, one
// observer reading one field and re-registering after each change (as SwiftUI re-renders),
// against a baseline in the same binary that mutates an @Observable model directly with the same
// observer.
//
//     swift run -c release ReactorThroughput [actions]

import BenchmarkSupport
import Foundation
import KMPBridge
import Observation

struct TickReactor: Reactor {
  enum Action { case tick }
  enum Mutation: Sendable { case tick }
  struct State: Equatable {
    var ticks = 0
    var count = 0
    var title = "Counter"
  }

  var initialState: State { State() }

  func mutate(action: Action) -> Mutations<Mutation, Never> {
    .just(.tick)
  }

  func reduce(state: inout State, mutation: Mutation) {
    state.ticks += 1
    if state.ticks.isMultiple(of: 10) { state.count += 1 }
  }
}

@Observable @MainActor
final class TickModel {
  var ticks = 0
  var count = 0
  var title = "Counter"

  func tick() {
    ticks += 1
    if ticks.isMultiple(of: 10) { count += 1 }
  }
}

@MainActor
func measure(_ body: () -> Void) -> Duration {
  let start = ContinuousClock.now
  body()
  return ContinuousClock.now - start
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

@MainActor
func runBaseline(_ count: Int) -> (Double, Int) {
  let model = TickModel()
  let probe = RenderProbe { _ = model.count }
  let elapsed = measure {
    for _ in 0..<count {
      model.tick()
      probe.renderIfNeeded()
    }
  }
  precondition(model.count == count / 10)
  return (elapsed.nanoseconds / Double(count), probe.invalidations)
}

@MainActor
func runStore(_ count: Int) -> (Double, Int) {
  let store = ReactorStore(TickReactor())
  let probe = RenderProbe { _ = store.count }
  let elapsed = measure {
    for _ in 0..<count {
      store.send(.tick)
      probe.renderIfNeeded()
    }
  }
  precondition(store.count == count / 10)
  return (elapsed.nanoseconds / Double(count), probe.invalidations)
}

let count =
  CommandLine.arguments.count >= 2 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let changes = count / 10

// Warm up both paths (metadata, caches), then alternate five runs of each and take each one's
// best, so that both see the same machine noise.
_ = runBaseline(10_000)
_ = runStore(10_000)
var baselineTimes: [Double] = []
var storeTimes: [Double] = []
var baselineInvalidations = 0
var storeInvalidations = 0
for _ in 0..<5 {
  let (baseline, baselineCount) = runBaseline(count)
  let (store, storeCount) = runStore(count)
  baselineTimes.append(baseline)
  storeTimes.append(store)
  baselineInvalidations = baselineCount
  storeInvalidations = storeCount
}
let baseline = baselineTimes.min() ?? .nan
let store = storeTimes.min() ?? .nan

print("ReactorThroughput: \(count) synchronous actions, one observer on one field")
print("changes to the observed field: \(changes)")
print(
  String(
    format: "baseline (@Observable model): %.0f ns/action, %.2f M actions/s, %d invalidations",
    baseline, 1e3 / baseline, baselineInvalidations))
print(
  String(
    format: "ReactorStore (Swift reactor):  %.0f ns/action, %.2f M actions/s, %d invalidations",
    store, 1e3 / store, storeInvalidations))
if storeInvalidations != changes {
  print(
    "error: invalidations (\(storeInvalidations)) != changes to the observed field (\(changes))")
  exit(1)
}
print(
  String(
    format: "result: reactor_action_time = %.0f ns/action, ratio = %.3f", store, store / baseline))
