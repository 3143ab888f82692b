/// The runtime types Swift export's support modules declare (`KotlinRuntime`,
/// `KotlinCoroutineSupport`), as Swift stubs in the module itself.
enum SwiftExportRuntimeStubs {
  static let base = """
    // MARK: - KotlinRuntime

    open class KotlinBase: Hashable {
      @available(*, unavailable, message: "Kotlin objects are created through their own initializers")
      public init() { fatalError("stub") }

      // A second designated initializer keeps Swift from inserting an implicit `super.init()`
      // (which is unavailable) into the trapping initializers of subclasses.
      init(kotlinStub: Void) {}

      public static func == (lhs: KotlinBase, rhs: KotlinBase) -> Bool { fatalError("stub") }
      public func hash(into hasher: inout Hasher) { fatalError("stub") }
    }

    """

  static let coroutines = """
    // MARK: - KotlinCoroutineSupport

    /// A Kotlin `Flow<Element>`.
    public protocol KotlinTypedFlow<Element> {
      associatedtype Element
    }

    extension KotlinTypedFlow {
      /// Collects the flow; iteration throws `CancellationError` when the task is cancelled.
      public func asAsyncSequence() -> KotlinFlowSequence<Element> { fatalError("stub") }
    }

    /// A Kotlin `SharedFlow<Element>`.
    public protocol KotlinTypedSharedFlow<Element>: KotlinTypedFlow {}

    extension KotlinTypedSharedFlow {
      public var replayCache: [Element] { fatalError("stub") }
    }

    /// A Kotlin `StateFlow<Element>`.
    public protocol KotlinTypedStateFlow<Element>: KotlinTypedSharedFlow {}

    extension KotlinTypedStateFlow {
      public var value: Element { fatalError("stub") }
    }

    /// A Kotlin `MutableSharedFlow<Element>`.
    public protocol KotlinTypedMutableSharedFlow<Element>: KotlinTypedSharedFlow {}

    extension KotlinTypedMutableSharedFlow {
      public var subscriptionCount: any KotlinTypedStateFlow<Int32> { fatalError("stub") }
      public func emit(value: Element) async throws { fatalError("stub") }
      public func tryEmit(value: Element) -> Bool { fatalError("stub") }
      public func resetReplayCache() { fatalError("stub") }
    }

    /// A Kotlin `MutableStateFlow<Element>`.
    public protocol KotlinTypedMutableStateFlow<Element>: KotlinTypedStateFlow,
      KotlinTypedMutableSharedFlow
    {}

    extension KotlinTypedMutableStateFlow {
      public var value: Element {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
      }
      public func compareAndSet(expect: Element, update: Element) -> Bool { fatalError("stub") }
    }

    /// The values of one collection of a flow.
    public struct KotlinFlowSequence<Element>: AsyncSequence {
      public func makeAsyncIterator() -> KotlinFlowIterator<Element> { fatalError("stub") }
    }

    /// Iterates a flow; throws `CancellationError` when the iterating task is cancelled.
    public final class KotlinFlowIterator<Element>: AsyncIteratorProtocol {
      public typealias Failure = any Swift.Error

      public func next() async throws -> Element? {
        try Task.checkCancellation()
        fatalError("stub")
      }
    }

    """
}
