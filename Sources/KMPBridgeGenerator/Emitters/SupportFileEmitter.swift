/// Emits `KMPBridgeSupport.swift`: the module-wide types the rest of the glue uses, which must
/// live beside the framework import (they name its types).
///
/// - Objective-C export: `KotlinFlow`, `KotlinSharedFlow` and `KotlinStateFlow`, typed adapters
///   over the untyped `Kotlinx_coroutines_core…` protocols, and the collector that bridges a
///   Kotlin collection into a `FlowCollector`.
/// - Swift export: the same three adapters over `any KotlinTyped…Flow<T>`, and `FlowState`
///   initialisers that take a Swift export state flow directly.
struct SupportFileEmitter {
  let model: GlueModel

  func emit(into writer: inout SwiftWriter) {
    writer.lines(
      model.isObjectiveC
        ? Self.objectiveC(collectsThroughKotlinSupport: model.collectsThroughKotlinSupport)
        : Self.swiftExport)
  }

  static func objectiveC(collectsThroughKotlinSupport support: Bool) -> String {
    let cancelling =
      support
      ? "Cancelling the\n/// Swift collection cancels the Kotlin one at once (through the module's "
        + "`KMPBridgeFlows`)."
      : "Cancelling the\n/// Swift collection ends it at once on the Swift side; the Kotlin side "
        + "stops at its next\n/// emission (the Objective-C export offers no way to cancel a "
        + "suspended call; the\n/// file `kmp-bridge kotlin-support` writes into the module does)."
    let startingThread = support ? "" : " (on the main thread)"
    return """
      /// A Kotlin `Flow<Element>` from the Objective-C export, typed: a `FlowSource` for
      /// `FlowState`, `ObservingView` and `ReactorStore`.
      ///
      /// Values are cast to `Element` (predicted from the Kotlin source); a value of another type
      /// fails the collection with `KotlinFlowElementMismatch` instead of crashing. \(cancelling)
      public struct KotlinFlow<Element>: KMPBridge.MainThreadCollectableFlow, Swift.Hashable, @unchecked Swift.Sendable {
        // @unchecked Sendable: Kotlin/Native flows may be collected from any thread.

        /// The untyped Kotlin flow.
        public let kotlin: any Kotlinx_coroutines_coreFlow

        public init(_ kotlin: any Kotlinx_coroutines_coreFlow) {
          self.kotlin = kotlin
        }

        public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
          try await KotlinFlowBridge.collect(kotlin, into: collector)
        }

        /// Starts the Kotlin collection at once\(startingThread), so that nothing the flow
        /// emits from then on is missed.
        public func startCollecting(
          into collector: KMPBridge.FlowCollector<Element>,
          completion: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void
        ) -> @Sendable () -> Swift.Void {
          KotlinFlowBridge.startCollecting(kotlin, into: collector, completion: completion)
        }

        public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
          collectedValues()
        }

        /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
        public static func == (lhs: Self, rhs: Self) -> Swift.Bool { lhs.kotlin === rhs.kotlin }

        public func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(kotlin)) }
      }

      /// A Kotlin `SharedFlow<Element>` from the Objective-C export, typed.
      public struct KotlinSharedFlow<Element>: KMPBridge.SharedFlowSource, KMPBridge.MainThreadCollectableFlow, Swift.Hashable, @unchecked Swift.Sendable {
        // @unchecked Sendable: Kotlin/Native flows may be collected from any thread.

        /// The untyped Kotlin flow.
        public let kotlin: any Kotlinx_coroutines_coreSharedFlow

        public init(_ kotlin: any Kotlinx_coroutines_coreSharedFlow) {
          self.kotlin = kotlin
        }

        public var replayCache: [Element] {
          kotlin.replayCache.compactMap { $0 as? Element }
        }

        public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
          try await KotlinFlowBridge.collect(kotlin, into: collector)
        }

        /// Starts the Kotlin collection at once\(startingThread), so that nothing the flow
        /// emits from then on is missed.
        public func startCollecting(
          into collector: KMPBridge.FlowCollector<Element>,
          completion: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void
        ) -> @Sendable () -> Swift.Void {
          KotlinFlowBridge.startCollecting(kotlin, into: collector, completion: completion)
        }

        public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
          collectedValues()
        }

        /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
        public static func == (lhs: Self, rhs: Self) -> Swift.Bool { lhs.kotlin === rhs.kotlin }

        public func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(kotlin)) }
      }

      /// A Kotlin `StateFlow<Element>` from the Objective-C export, typed, with its current value.
      public struct KotlinStateFlow<Element>: KMPBridge.StateFlowSource, KMPBridge.MainThreadCollectableFlow, Swift.Hashable, @unchecked Swift.Sendable {
        // @unchecked Sendable: Kotlin's StateFlow is thread-safe.

        /// The untyped Kotlin flow.
        public let kotlin: any Kotlinx_coroutines_coreStateFlow

        public init(_ kotlin: any Kotlinx_coroutines_coreStateFlow) {
          self.kotlin = kotlin
        }

        public var value: Element {
          let value = kotlin.value
          guard let typed = value as? Element else {
            KMPBridge.KMPBridgeGlue.unexpectedValue(
              value, expected: "\\(Element.self)", in: "a StateFlow<\\(Element.self)>")
          }
          return typed
        }

        public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
          try await KotlinFlowBridge.collect(kotlin, into: collector)
        }

        /// Starts the Kotlin collection at once\(startingThread), so that nothing the flow
        /// emits from then on is missed.
        public func startCollecting(
          into collector: KMPBridge.FlowCollector<Element>,
          completion: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void
        ) -> @Sendable () -> Swift.Void {
          KotlinFlowBridge.startCollecting(kotlin, into: collector, completion: completion)
        }

        public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
          collectedValues()
        }

        /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
        public static func == (lhs: Self, rhs: Self) -> Swift.Bool { lhs.kotlin === rhs.kotlin }

        public func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(kotlin)) }
      }

      """ + "\n" + bridge(collectsThroughKotlinSupport: support)
  }

  /// How ``objectiveC(collectsThroughKotlinSupport:)`` collects a Kotlin flow: the parts both
  /// ways share around the one that starts the collection (`begin` and what it needs).
  private static func bridge(collectsThroughKotlinSupport support: Bool) -> String {
    """
    /// Collects a Kotlin flow \(support ? throughKotlinSupportSummary : throughCollectSummary)
    enum KotlinFlowBridge {
      static func collect<Element>(
        _ flow: any Kotlinx_coroutines_coreFlow, into collector: KMPBridge.FlowCollector<Element>
      ) async throws {
        let collection = KotlinCollection()
        try await withTaskCancellationHandler {
          try await withCheckedThrowingContinuation { (continuation: Swift.CheckedContinuation<Swift.Void, any Swift.Error>) in
            collection.start { error in
              if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
            begin(flow, into: collector, ending: collection)
          }
        } onCancel: {
          // Cancelling the Kotlin collection (where it can be: `attach`) runs the flow's cleanup
          // (`finally`, `awaitClose`) in the cancelling thread: not in this handler, which may
          // hold the task's locks.
          collection.finish(throwing: Swift.CancellationError(), cancellingKotlinAtOnce: false)
        }
      }

    \(support ? startingThroughKotlinSupport : startingThroughCollect)
      static func startCollecting<Element>(
        _ flow: any Kotlinx_coroutines_coreFlow, into collector: KMPBridge.FlowCollector<Element>,
        completion: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void
      ) -> @Sendable () -> Swift.Void {
        let collection = KotlinCollection()
        collection.start(completion)
        begin(flow, into: collector, ending: collection)
        return { collection.finish(throwing: Swift.CancellationError()) }
      }

    \(support ? beginThroughKotlinSupport : beginThroughCollect)
    }

    /// The end of one Kotlin collection: reported once, by Kotlin's end or by Swift's
    /// cancellation, whichever comes first. Ended by Swift, it cancels the Kotlin collection when
    /// it has a way to (`attach`).
    final class KotlinCollection: @unchecked Swift.Sendable {
      // @unchecked Sendable: every access to the mutable state holds `lock`.
      private let lock = Foundation.NSLock()
      private var completion: (@Sendable ((any Swift.Error)?) -> Swift.Void)?
      private var finished: (any Swift.Error)??
      private var endedInKotlin = false
      private var cancelKotlin: (@Sendable () -> Swift.Void)?

      /// Where a task's cancellation cancels Kotlin collections: a queue of its own, which gets a
      /// thread even while the shared pool's are all busy.
      static let cancelling = Dispatch.DispatchQueue(label: "KMPBridge.KotlinCollection.cancelling")

      var isFinished: Swift.Bool {
        lock.withLock { finished != nil }
      }

      func start(_ completion: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void) {
        let early: (any Swift.Error)?? = lock.withLock {
          if finished == nil { self.completion = completion }
          return finished
        }
        if let early { completion(early) }
      }

      /// Gives the collection the way to cancel the Kotlin side: called at once if Swift has
      /// already ended the collection (while Kotlin was starting it).
      func attach(_ cancelKotlin: @escaping @Sendable () -> Swift.Void) {
        let cancelNow: Swift.Bool = lock.withLock {
          guard finished == nil else { return !endedInKotlin }
          self.cancelKotlin = cancelKotlin
          return false
        }
        if cancelNow { cancelKotlin() }
      }

      /// Ends the collection, unless it has ended: Kotlin's end (`endedInKotlin`), or Swift's,
      /// which cancels the Kotlin collection (in this thread, or on another one).
      func finish(
        throwing error: (any Swift.Error)?, endedInKotlin: Swift.Bool = false,
        cancellingKotlinAtOnce: Swift.Bool = true
      ) {
        lock.lock()
        guard finished == nil else {
          lock.unlock()
          return
        }
        finished = .some(error)
        self.endedInKotlin = endedInKotlin
        let completion = self.completion
        let cancelKotlin = endedInKotlin ? nil : self.cancelKotlin
        self.completion = nil
        self.cancelKotlin = nil
        lock.unlock()
        if let cancelKotlin {
          if cancellingKotlinAtOnce {
            cancelKotlin()
          } else {
            Self.cancelling.async(execute: cancelKotlin)
          }
        }
        completion?(error)
      }
    }

    \(support ? helpersThroughKotlinSupport : helpersThroughCollect)
    """
  }

  private static let throughCollectSummary = """
    through a `Kotlinx_coroutines_coreFlowCollector` (a collection
    /// Swift cancels ends on the Kotlin side at its next emission).
    """

  private static let throughKotlinSupportSummary = """
    through the module's `KMPBridgeFlows` (`kmp-bridge kotlin-support`),
    /// whose collections Swift can cancel.
    """

  private static let startingThroughCollect = """
      /// Starts a collection at once if this is the main thread, else as soon as it is free;
      /// `completion` is called once when it ends. The returned closure cancels it on the Swift
      /// side at once (the Kotlin side stops at its next emission).
    """

  private static let startingThroughKotlinSupport = """
      /// Starts a collection at once, in this thread; `completion` is called once when it ends.
      /// The returned closure cancels it, in Swift and in Kotlin, at once.
    """

  private static let beginThroughCollect = """
      private static func begin<Element>(
        _ flow: any Kotlinx_coroutines_coreFlow, into collector: KMPBridge.FlowCollector<Element>,
        ending collection: KotlinCollection
      ) {
        let kotlinCollector = KMPBridgeFlowCollector { value, completion in
          if collection.isFinished || !collector.isActive {
            collection.finish(throwing: Swift.CancellationError())
            completion(Swift.CancellationError())
            return
          }
          guard let element = value as? Element else {
            let mismatch = KMPBridge.KotlinFlowElementMismatch(
              expected: "\\(Element.self)", actual: value.map { "\\(type(of: $0))" } ?? "nil")
            collection.finish(throwing: mismatch)
            completion(mismatch)
            return
          }
          collector.yield(element)
          completion(nil)
        }
        // Kotlin/Native starts a suspend call from Swift only on the main thread (unless the
        // framework lifts that with a binary option), so the collection starts there.
        let start = KotlinCollectionStart(flow: flow, collector: kotlinCollector)
        KotlinFlowBridge.onMainThread {
          guard !collection.isFinished else { return }
          start.flow.collect(collector: start.collector) { error in
            collection.finish(throwing: error, endedInKotlin: true)
          }
        }
      }

      /// Runs `body` on the main thread: now if this is it, else as soon as it is free.
      static func onMainThread(_ body: @escaping @Sendable () -> Swift.Void) {
        if Foundation.Thread.isMainThread {
          body()
        } else {
          Dispatch.DispatchQueue.main.async(execute: body)
        }
      }
    """

  private static let beginThroughKotlinSupport = """
      private static func begin<Element>(
        _ flow: any Kotlinx_coroutines_coreFlow, into collector: KMPBridge.FlowCollector<Element>,
        ending collection: KotlinCollection
      ) {
        guard !collection.isFinished else { return }
        // Kotlin may call these in any thread, and starts in this one: values can come before
        // `collect` returns the handle that cancels.
        let kotlinCollection = KMPBridgeFlows.shared.collect(
          flow: flow,
          onValue: { value in
            if collection.isFinished { return }
            guard collector.isActive else {
              collection.finish(throwing: Swift.CancellationError())
              return
            }
            guard let element = value as? Element else {
              collection.finish(
                throwing: KMPBridge.KotlinFlowElementMismatch(
                  expected: "\\(Element.self)", actual: value.map { "\\(type(of: $0))" } ?? "nil"))
              return
            }
            collector.yield(element)
          },
          onEnd: { throwable in
            collection.finish(throwing: throwable?.asError(), endedInKotlin: true)
          })
        let cancellation = KotlinCollectionCancellation(collection: kotlinCollection)
        collection.attach { cancellation.collection.cancel() }
      }
    """

  private static let helpersThroughCollect = """
    /// What starting a collection on the main thread needs, carried there.
    struct KotlinCollectionStart: @unchecked Swift.Sendable {
      // @unchecked Sendable: Kotlin objects may be used from any thread (Kotlin/Native's memory
      // model), and this only carries them to the main thread.
      let flow: any Kotlinx_coroutines_coreFlow
      let collector: KMPBridgeFlowCollector
    }

    /// The collector Kotlin calls for each value.
    final class KMPBridgeFlowCollector: Foundation.NSObject, Kotlinx_coroutines_coreFlowCollector {
      private let onValue: @Sendable (Any?, @escaping @Sendable ((any Swift.Error)?) -> Swift.Void) -> Swift.Void

      init(_ onValue: @escaping @Sendable (Any?, @escaping @Sendable ((any Swift.Error)?) -> Swift.Void) -> Swift.Void) {
        self.onValue = onValue
      }

      func emit(value: Any?, completionHandler: @escaping @Sendable ((any Swift.Error)?) -> Swift.Void) {
        onValue(value, completionHandler)
      }
    }
    """

  private static let helpersThroughKotlinSupport = """
    /// One Kotlin collection's handle, carried to whichever thread cancels it.
    struct KotlinCollectionCancellation: @unchecked Swift.Sendable {
      // @unchecked Sendable: Kotlin objects may be used from any thread (Kotlin/Native's memory
      // model), and cancelling a Kotlin job is thread-safe.
      let collection: KMPBridgeFlowCollection
    }
    """

  static let swiftExport = """
    /// A Kotlin `Flow<Element>` from Swift export as a `FlowSource` for `FlowState`,
    /// `ObservingView` and `ReactorStore`.
    public struct KotlinFlow<Element>: KMPBridge.FlowSource, Swift.Hashable, @unchecked Swift.Sendable {
      // @unchecked Sendable: Kotlin flows may be collected from any thread.

      /// The Kotlin flow: an `any KotlinTypedFlow<Element>`, or one whose values are cast to
      /// `Element` (`init(casting:)`).
      public let kotlin: any KotlinTypedFlow

      public init(_ kotlin: any KotlinTypedFlow<Element>) {
        self.kotlin = kotlin
      }

      /// A flow Swift export types with another element than `Element`: one read through a
      /// generic superclass, whose type parameters Swift export erases to their bounds
      /// (`KotlinBase?`). Each value is cast to `Element`; a value of another type fails the
      /// collection with `KotlinFlowElementMismatch` instead of crashing.
      public init(casting kotlin: any KotlinTypedFlow) {
        self.kotlin = kotlin
      }

      public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
        try await KotlinFlowBridge.collect(kotlin, into: collector)
      }

      public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
        collectedValues()
      }

      /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
      public static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        (lhs.kotlin as Swift.AnyObject) === (rhs.kotlin as Swift.AnyObject)
      }

      public func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(Swift.ObjectIdentifier(kotlin as Swift.AnyObject))
      }
    }

    /// A Kotlin `SharedFlow<Element>` from Swift export as a `SharedFlowSource`.
    public struct KotlinSharedFlow<Element>: KMPBridge.SharedFlowSource, Swift.Hashable, @unchecked Swift.Sendable {
      // @unchecked Sendable: Kotlin flows may be collected from any thread.

      /// The Kotlin flow: an `any KotlinTypedSharedFlow<Element>`, or one whose values are cast to
      /// `Element` (`init(casting:)`).
      public let kotlin: any KotlinTypedSharedFlow

      public init(_ kotlin: any KotlinTypedSharedFlow<Element>) {
        self.kotlin = kotlin
      }

      /// A flow Swift export types with another element than `Element`: one read through a
      /// generic superclass, whose type parameters Swift export erases to their bounds
      /// (`KotlinBase?`). Each value is cast to `Element`; a value of another type fails the
      /// collection with `KotlinFlowElementMismatch` instead of crashing.
      public init(casting kotlin: any KotlinTypedSharedFlow) {
        self.kotlin = kotlin
      }

      public var replayCache: [Element] { kotlin.replayCache.compactMap { $0 as? Element } }

      public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
        try await KotlinFlowBridge.collect(kotlin, into: collector)
      }

      public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
        collectedValues()
      }

      /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
      public static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        (lhs.kotlin as Swift.AnyObject) === (rhs.kotlin as Swift.AnyObject)
      }

      public func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(Swift.ObjectIdentifier(kotlin as Swift.AnyObject))
      }
    }

    /// A Kotlin `StateFlow<Element>` from Swift export as a `StateFlowSource`.
    public struct KotlinStateFlow<Element>: KMPBridge.StateFlowSource, Swift.Hashable, @unchecked Swift.Sendable {
      // @unchecked Sendable: Kotlin's StateFlow is thread-safe.

      /// The Kotlin flow: an `any KotlinTypedStateFlow<Element>`, or one whose values are cast to
      /// `Element` (`init(casting:)`).
      public let kotlin: any KotlinTypedStateFlow

      public init(_ kotlin: any KotlinTypedStateFlow<Element>) {
        self.kotlin = kotlin
      }

      /// A flow Swift export types with another element than `Element`: one read through a
      /// generic superclass, whose type parameters Swift export erases to their bounds
      /// (`KotlinBase?`). Each value is cast to `Element`; a value of another type fails the
      /// collection with `KotlinFlowElementMismatch` instead of crashing.
      public init(casting kotlin: any KotlinTypedStateFlow) {
        self.kotlin = kotlin
      }

      public var value: Element {
        let value = kotlin.value
        guard let typed = value as? Element else {
          KMPBridge.KMPBridgeGlue.unexpectedValue(
            value, expected: "\\(Element.self)", in: "a StateFlow<\\(Element.self)>")
        }
        return typed
      }

      public func collect(into collector: KMPBridge.FlowCollector<Element>) async throws {
        try await KotlinFlowBridge.collect(kotlin, into: collector)
      }

      public func values() -> Swift.AsyncThrowingStream<Element, any Swift.Error> {
        collectedValues()
      }

      /// Equal when they wrap the same Kotlin flow, so a view given another flow starts over.
      public static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        (lhs.kotlin as Swift.AnyObject) === (rhs.kotlin as Swift.AnyObject)
      }

      public func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(Swift.ObjectIdentifier(kotlin as Swift.AnyObject))
      }
    }

    /// A Kotlin `Throwable` as a Swift `Error` (for a reactor's error flow).
    public struct KotlinThrowableError: Swift.Error, @unchecked Swift.Sendable, Swift.CustomStringConvertible {
      // @unchecked Sendable: the throwable is only read.

      /// The Kotlin throwable.
      public let throwable: Any

      public init(_ throwable: Any) {
        self.throwable = throwable
      }

      public var description: Swift.String { "\\(throwable)" }
    }

    extension KMPBridge.FlowState {
      /// A state over a Swift export `StateFlow`, from its current value.
      public convenience init(
        _ stateFlow: any KotlinTypedStateFlow<Value>, policy: KMPBridge.FlowDeliveryPolicy = .state
      ) {
        self.init(KotlinStateFlow(stateFlow), policy: policy)
      }

      /// A state over a Swift export `Flow`, from `initialValue` until it emits.
      public convenience init(
        _ flow: any KotlinTypedFlow<Value>, initialValue: Value,
        policy: KMPBridge.FlowDeliveryPolicy = .state
      ) {
        self.init(KotlinFlow(flow), initialValue: initialValue, policy: policy)
      }
    }

    /// Collects a Swift export flow through `asAsyncSequence()`, whose iteration ends with
    /// `CancellationError` when the Swift task is cancelled (which cancels the Kotlin collection).
    enum KotlinFlowBridge {
      static func collect<Element>(
        _ flow: any KotlinTypedFlow, into collector: KMPBridge.FlowCollector<Element>
      ) async throws {
        try await collectValues(of: flow, into: collector)
      }

      /// Each value as an `Element` (it is one, unless the flow was read through an erased type
      /// parameter and holds something else).
      private static func collectValues<Flow: KotlinTypedFlow, Element>(
        of flow: Flow, into collector: KMPBridge.FlowCollector<Element>
      ) async throws {
        for try await value in flow.asAsyncSequence() {
          guard let element = value as? Element else {
            throw KMPBridge.KotlinFlowElementMismatch(
              expected: "\\(Element.self)", actual: "\\(type(of: value))")
          }
          await collector.emit(element)
          if !collector.isActive { throw Swift.CancellationError() }
        }
      }
    }
    """
}
