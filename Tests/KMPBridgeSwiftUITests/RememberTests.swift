#if canImport(SwiftUI)
import KMPBridgeSwiftUI
import Testing

@MainActor
private final class Factory {
  private(set) var made = 0

  func make() -> Counter {
    made += 1
    return Counter(id: made)
  }
}

private final class Counter {
  let id: Int
  init(id: Int) { self.id = id }
}

@MainActor
@Suite("Remember")
struct RememberTests {
  @Test("does not create the value until it is first read")
  func lazyCreation() {
    let factory = Factory()
    let remembered = Remember(factory.make())
    #expect(factory.made == 0)
    #expect(!remembered.isCreated)
    _ = remembered.value
    #expect(factory.made == 1)
    #expect(remembered.isCreated)
  }

  @Test("creates the value once however often it is read")
  func createsOnce() {
    let factory = Factory()
    let remembered = Remember(factory.make())
    let first = remembered.value
    for _ in 0..<100 {
      #expect(remembered.value === first)
    }
    #expect(factory.made == 1)
  }

  @Test("a holder discarded by @State's repeated init never creates its value")
  func discardedHoldersNeverCreate() throws {
    // `@State` evaluates its initial value on every `init` of the view and keeps only the first
    // holder; the view then only ever reads that one. Model exactly that.
    let factory = Factory()
    var kept: Remember<Counter>?
    for _ in 0..<50 {
      let candidate = Remember(factory.make())
      if kept == nil { kept = candidate }
    }
    #expect(factory.made == 0)
    let value = try #require(kept).value
    #expect(value.id == 1)
    #expect(factory.made == 1)
  }

  @Test("releases the value with the holder")
  func releasesValue() {
    weak var weakValue: Counter?
    do {
      let remembered = Remember(Counter(id: 7))
      weakValue = remembered.value
      #expect(weakValue != nil)
    }
    #expect(weakValue == nil)
  }
}
#endif
