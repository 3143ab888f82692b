import BenchmarkSupport
import Observation
import Testing

@Observable @MainActor
private final class Model {
  var shown = 0
  var other = 0
}

@MainActor
@Suite("RenderProbe")
struct RenderProbeTests {
  @Test("counts one invalidation per change of what it reads, none for the rest")
  func countsInvalidations() {
    let model = Model()
    let probe = RenderProbe { _ = model.shown }
    for value in 1...5 {
      model.shown = value
      probe.renderIfNeeded()
      model.other = value
      probe.renderIfNeeded()
    }
    probe.renderIfNeeded()
    #expect(probe.invalidations == 5)
  }
}
