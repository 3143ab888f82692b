// The parts of the Kotlin/Native runtime and kotlinx.coroutines that the example's Objective-C
// framework shows Swift, with their behaviour, so the generated glue runs on Linux:
// - `KotlinBase`, `KotlinEnum`, `KotlinThrowable`;
// - `Flow`, `SharedFlow` and `StateFlow` as the framework exports them (untyped protocols whose
//   `collect` takes a collector and a completion handler), with Kotlin's rules: a suspend call
//   from Swift starts only on the main thread, a collector answers each value before the next,
//   a state flow is conflated and skips equal values.
import Foundation

// MARK: - Kotlin/Native runtime

/// The root of every Kotlin class in the framework.
open class KotlinBase: NSObject {
  public override init() { super.init() }
}

/// A Kotlin `enum class`: a class whose entries are its static properties.
open class KotlinEnum<E>: KotlinBase {
  /// The entry's Kotlin name (`IN_PROGRESS`).
  public let name: String
  /// The entry's position.
  public let ordinal: Int32

  init(name: String, ordinal: Int32) {
    self.name = name
    self.ordinal = ordinal
  }

  open override var description: String { name }
}

/// Kotlin's `Nothing`, as a type argument (`Result<Nothing>`).
public final class KotlinNothing: KotlinBase {}

/// A Kotlin exception.
open class KotlinThrowable: KotlinBase, @unchecked Sendable {
  // @unchecked Sendable: immutable after init, as Kotlin exceptions in practice are.
  public let message: String?

  public init(message: String?) {
    self.message = message
  }

  /// The exception as a Swift error (the framework's `asError()`).
  public func asError() -> any Error {
    KotlinError(throwable: self)
  }
}

/// A Kotlin `Exception`.
open class KotlinException: KotlinThrowable, @unchecked Sendable {}

/// A Kotlin exception seen from Swift.
public struct KotlinError: Error, CustomStringConvertible {
  public let throwable: KotlinThrowable

  public var description: String {
    "\(type(of: throwable)): \(throwable.message ?? "")"
  }
}

/// Kotlin/Native refuses to start a suspend function from Swift off the main thread: it throws
/// `IllegalStateException` ("Calling Kotlin suspend functions from Swift/Objective-C is
/// currently supported only on main thread"), which crashes the app.
func requireMainThreadForSuspendCall(_ function: String) {
  precondition(
    isOnMainThread(),
    "\(function): calling Kotlin suspend functions from Swift/Objective-C is currently supported only on main thread"
  )
}

/// Whether this is the main thread, or (on Linux, where `dispatch_main` parks the main thread
/// and a worker drains the main queue) the main queue.
func isOnMainThread() -> Bool {
  _ = mainQueueMarked
  return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Void = {
  DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
}()

/// Kotlin's `equals` for the values this module puts in flows and data classes.
func kotlinEquals(_ lhs: Any?, _ rhs: Any?) -> Bool {
  switch (lhs, rhs) {
  case (nil, nil): return true
  case (let lhs as NSObject, let rhs as NSObject): return lhs.isEqual(rhs)
  case (let lhs as [Any], let rhs as [Any]):
    return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { kotlinEquals($0, $1) }
  case (let lhs as AnyHashable, let rhs as AnyHashable): return lhs == rhs
  default: return false
  }
}

/// A Kotlin `data class`: equal when its properties are.
open class KotlinDataClass: KotlinBase {
  /// The primary constructor's properties, in order.
  var dataProperties: [Any?] { [] }

  open override func isEqual(_ other: Any?) -> Bool {
    guard let other = other as? KotlinDataClass, type(of: other) == type(of: self) else {
      return false
    }
    let mine = dataProperties
    let theirs = other.dataProperties
    return mine.count == theirs.count && zip(mine, theirs).allSatisfy { kotlinEquals($0, $1) }
  }
}

// MARK: - kotlinx-coroutines-core, as the framework exports it

/// Receives a flow's values; answers each before the next comes.
public protocol Kotlinx_coroutines_coreFlowCollector: AnyObject {
  func emit(value: Any?, completionHandler: @escaping @Sendable ((any Error)?) -> Void)
}

/// A Kotlin `Flow<T>`, untyped.
public protocol Kotlinx_coroutines_coreFlow: AnyObject {
  /// Collects until the flow completes (`nil`) or fails or is cancelled (the error): a suspend
  /// function, so it starts only on the main thread.
  func collect(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void)
}

/// A Kotlin `SharedFlow<T>`, untyped.
public protocol Kotlinx_coroutines_coreSharedFlow: Kotlinx_coroutines_coreFlow {
  var replayCache: [Any] { get }
}

/// A Kotlin `StateFlow<T>`, untyped.
public protocol Kotlinx_coroutines_coreStateFlow: Kotlinx_coroutines_coreSharedFlow {
  var value: Any? { get }
}

/// One running `collect`: hands values to the collector one at a time, on the main thread (the
/// flows here live on `Dispatchers.Main`), and ends when the collector answers with an error or
/// the flow completes.
final class FlowCollection: @unchecked Sendable {
  // @unchecked Sendable: used on the main thread only (every hop goes through the main queue).
  let collector: any Kotlinx_coroutines_coreFlowCollector
  private let completion: @Sendable ((any Error)?) -> Void
  private(set) var isEmitting = false
  private(set) var isFinished = false
  /// Called when the collector is ready for the next value.
  var onReady: () -> Void = {}

  init(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completion: @escaping @Sendable ((any Error)?) -> Void
  ) {
    self.collector = collector
    self.completion = completion
  }

  func emit(_ value: Any?) {
    precondition(!isEmitting && !isFinished)
    isEmitting = true
    collector.emit(value: value) { [self] error in
      DispatchQueue.main.async { [self] in
        isEmitting = false
        if let error {
          finish(error)
        } else {
          onReady()
        }
      }
    }
  }

  func finish(_ error: (any Error)?) {
    guard !isFinished else { return }
    isFinished = true
    completion(error)
  }

  /// Cancels the collection, as cancelling its coroutine does: it takes no more values, and its
  /// flow stops counting it at once.
  func cancel() {
    finish(KotlinCancellation())
  }
}

/// The end of a cancelled collection (Kotlin's `CancellationException`).
struct KotlinCancellation: Error {}

/// A flow of this port whose collections can be cancelled, as a coroutine's can in Kotlin.
protocol CancellableCollecting: Kotlinx_coroutines_coreFlow {
  /// Starts a collection, as `collect` does, and returns it.
  func startCollection(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) -> FlowCollection
}

extension CancellableCollecting {
  /// The export's `collect`: a suspend function, so it starts only on the main thread.
  func collect(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    requireMainThreadForSuspendCall("\(Self.self).collect")
    _ = startCollection(collector: collector, completionHandler: completionHandler)
  }
}

/// `MutableStateFlow`: a value; collectors get the latest one, skipping equal values and those
/// replaced before they were ready (conflation).
final class StateFlowImpl: KotlinBase, Kotlinx_coroutines_coreStateFlow, CancellableCollecting,
  @unchecked Sendable
{
  // @unchecked Sendable: `current` and `collections` are used on the main thread only.
  private var current: Any?
  private var version = 0
  private var collections: [(collection: FlowCollection, lastVersion: Int)] = []

  init(_ value: Any?) {
    current = value
  }

  var value: Any? {
    get { current }
    set {
      precondition(isOnMainThread(), "this port's flows live on the main thread")
      guard !kotlinEquals(current, newValue) else { return }
      current = newValue
      version += 1
      DispatchQueue.main.async { [self] in pumpAll() }
    }
  }

  var replayCache: [Any] { current.map { [$0] } ?? [] }

  /// The collections running now (Kotlin's `subscriptionCount`).
  var subscriptionCount: Int { collections.count { !$0.collection.isFinished } }

  func startCollection(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) -> FlowCollection {
    let collection = FlowCollection(collector: collector) { error in
      completionHandler(error)
    }
    collections.append((collection, -1))
    collection.onReady = { [weak self] in self?.pumpAll() }
    pumpAll()
    return collection
  }

  private func pumpAll() {
    collections.removeAll { $0.collection.isFinished }
    for index in collections.indices {
      let (collection, lastVersion) = collections[index]
      guard !collection.isEmitting, lastVersion != version else { continue }
      collections[index].lastVersion = version
      collection.emit(current)
    }
  }
}

/// `MutableSharedFlow(extraBufferCapacity = n)` without replay: each value goes to every
/// collector present when it is emitted; with none, it is dropped.
final class SharedFlowImpl: KotlinBase, Kotlinx_coroutines_coreSharedFlow, CancellableCollecting,
  @unchecked Sendable
{
  // @unchecked Sendable: used on the main thread only.
  private var collections: [(collection: FlowCollection, pending: [Any?])] = []

  var replayCache: [Any] { [] }

  func tryEmit(_ value: Any?) {
    precondition(isOnMainThread(), "this port's flows live on the main thread")
    for index in collections.indices { collections[index].pending.append(value) }
    DispatchQueue.main.async { [self] in pumpAll() }
  }

  func startCollection(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) -> FlowCollection {
    let collection = FlowCollection(collector: collector) { error in
      completionHandler(error)
    }
    collection.onReady = { [weak self] in self?.pumpAll() }
    collections.append((collection, []))
    return collection
  }

  private func pumpAll() {
    collections.removeAll { $0.collection.isFinished }
    for index in collections.indices
    where !collections[index].collection.isEmitting && !collections[index].pending.isEmpty {
      collections[index].collection.emit(collections[index].pending.removeFirst())
    }
  }
}

/// `Channel(BUFFERED).receiveAsFlow()`: each value is received once, by one collector, and
/// waits in the buffer until someone collects; closing the channel completes the collections.
final class ChannelFlowImpl: KotlinBase, CancellableCollecting, @unchecked Sendable {
  // @unchecked Sendable: used on the main thread only.
  private var buffer: [Any?] = []
  private var collections: [FlowCollection] = []
  private var isClosed = false
  private var closeCause: KotlinThrowable?

  func send(_ value: Any?) {
    precondition(isOnMainThread(), "this port's flows live on the main thread")
    guard !isClosed else { return }
    buffer.append(value)
    DispatchQueue.main.async { [self] in pump() }
  }

  /// Closes the channel: its collections complete once the buffer is drained, or fail with
  /// `cause` (`close(cause)`).
  func close(cause: KotlinThrowable? = nil) {
    isClosed = true
    closeCause = cause
    DispatchQueue.main.async { [self] in pump() }
  }

  func startCollection(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) -> FlowCollection {
    let collection = FlowCollection(collector: collector) { error in
      completionHandler(error)
    }
    collection.onReady = { [weak self] in self?.pump() }
    collections.append(collection)
    pump()
    return collection
  }

  private func pump() {
    collections.removeAll { $0.isFinished }
    while !buffer.isEmpty, let ready = collections.first(where: { !$0.isEmitting }) {
      ready.emit(buffer.removeFirst())
    }
    if isClosed, buffer.isEmpty {
      for collection in collections where !collection.isEmitting {
        collection.finish(closeCause.map { KotlinError(throwable: $0) })
      }
    }
  }
}

// MARK: - KMPBridgeFlows.kt, which `kmp-bridge kotlin-support` wrote into the module

/// One collection started by `KMPBridgeFlows.collect`.
public final class KMPBridgeFlowCollection: KotlinBase, @unchecked Sendable {
  // @unchecked Sendable: `collection` is used on the main thread only; `job` is thread-safe.
  private let flow: any Kotlinx_coroutines_coreFlow
  private let onValue: (Any?) -> Void
  private let onEnd: (KotlinThrowable?) -> Void
  private var collection: FlowCollection?
  /// The coroutine's job: cancelled from any thread.
  let job = PortJob()

  init(
    flow: any Kotlinx_coroutines_coreFlow, onValue: @escaping (Any?) -> Void,
    onEnd: @escaping (KotlinThrowable?) -> Void
  ) {
    self.flow = flow
    self.onValue = onValue
    self.onEnd = onEnd
  }

  /// Starts collecting one of the hot flows of this port (on the main thread).
  fileprivate func start() {
    guard !job.isCancelled else { return }
    guard let flow = flow as? any CancellableCollecting else {
      preconditionFailure("a flow this port does not know")
    }
    collection = flow.startCollection(collector: CallbackCollector(onValue)) { [self] error in
      collection = nil
      switch error {
      case nil: onEnd(nil)
      case is KotlinCancellation: break
      case let error as KotlinError: onEnd(error.throwable)
      case let error?: onEnd(KotlinThrowable(message: "\(error)"))
      }
    }
    // Cancelled while it started (by a value it delivered at once): Kotlin's job was there to
    // cancel from the start.
    if job.isCancelled { collection?.cancel() }
  }

  /// Collects a cold flow in this thread.
  fileprivate func run(_ flow: ColdFlowImpl) {
    flow.run(job, onValue: onValue, onEnd: onEnd)
  }

  /// Stops the collection at once; `onEnd` is not called. (In Kotlin it cancels a job, from any
  /// thread. A cold flow sees it at its next value; the hot flows of this port live on the main
  /// thread, so they drop the collection there.)
  public func cancel() {
    job.cancel()
    onMainThread { [self] in collection?.cancel() }
  }
}

/// A coroutine's `Job`, as far as cancelling it goes.
final class PortJob: @unchecked Sendable {
  // @unchecked Sendable: `cancelled` is read and written under `lock`.
  private let lock = NSLock()
  private var cancelled = false

  var isCancelled: Bool { lock.withLock { cancelled } }

  func cancel() { lock.withLock { cancelled = true } }
}

/// `flow { values.forEach { emit(it) }; failure?.let { throw it } }`: a cold flow, collected in
/// the thread that collects it (`Dispatchers.Unconfined`, so all of it before `collect`
/// returns), or with `interval`, from a background thread one value per interval (a
/// `flowOn(Dispatchers.Default)` with a `delay` before each value). It checks cancellation at each
/// value, as `emit` does.
final class ColdFlowImpl: KotlinBase, Kotlinx_coroutines_coreFlow, @unchecked Sendable {
  // @unchecked Sendable: the counters are read and written under `lock`.
  let values: [Any?]
  let failure: KotlinThrowable?
  let interval: Duration?
  private let lock = NSLock()
  private var runningCount = 0

  init(_ values: [Any?], failure: KotlinThrowable? = nil, interval: Duration? = nil) {
    self.values = values
    self.failure = failure
    self.interval = interval
  }

  /// The collections running now.
  var running: Int { lock.withLock { runningCount } }

  func collect(
    collector: any Kotlinx_coroutines_coreFlowCollector,
    completionHandler: @escaping @Sendable ((any Error)?) -> Void
  ) {
    preconditionFailure("the example's glue collects through KMPBridgeFlows")
  }

  func run(_ job: PortJob, onValue: (Any?) -> Void, onEnd: (KotlinThrowable?) -> Void) {
    lock.withLock { runningCount += 1 }
    defer { lock.withLock { runningCount -= 1 } }
    for value in values {
      if let interval {
        let (seconds, attoseconds) = interval.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
      }
      if job.isCancelled { return }
      onValue(value)
    }
    if !job.isCancelled { onEnd(failure) }
  }
}

/// Collects flows for the Swift glue: in Kotlin, a coroutine launched in the calling thread
/// (`Dispatchers.Unconfined`), cancelled by its `KMPBridgeFlowCollection`.
public final class KMPBridgeFlows: KotlinBase, @unchecked Sendable {
  // @unchecked Sendable: stateless.
  public static let shared = KMPBridgeFlows()

  /// Collects `flow` until it ends, fails or is cancelled; `onEnd` is called once, with `nil`
  /// when the flow completes or with its failure, and not when the collection is cancelled.
  /// (This port's hot flows live on the main thread: called elsewhere, the collection starts
  /// there.)
  public func collect(
    flow: any Kotlinx_coroutines_coreFlow, onValue: @escaping (Any?) -> Void,
    onEnd: @escaping (KotlinThrowable?) -> Void
  ) -> KMPBridgeFlowCollection {
    let handle = KMPBridgeFlowCollection(flow: flow, onValue: onValue, onEnd: onEnd)
    if let cold = flow as? ColdFlowImpl {
      if cold.interval == nil {
        handle.run(cold)
      } else {
        // A thread of its own, as `Dispatchers.Default` has its own threads.
        Thread.detachNewThread { handle.run(cold) }
      }
    } else {
      onMainThread { handle.start() }
    }
    return handle
  }
}

/// The `FlowCollector` the Kotlin side of `KMPBridgeFlows.collect` passes to `collect`.
private final class CallbackCollector: Kotlinx_coroutines_coreFlowCollector, @unchecked Sendable {
  // @unchecked Sendable: used on the main thread only.
  private let onValue: (Any?) -> Void

  init(_ onValue: @escaping (Any?) -> Void) {
    self.onValue = onValue
  }

  func emit(value: Any?, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
    onValue(value)
    completionHandler(nil)
  }
}

/// Runs `body` now if this is the main thread, else on the main queue.
private func onMainThread(_ body: @escaping @Sendable () -> Void) {
  if isOnMainThread() {
    body()
  } else {
    DispatchQueue.main.async(execute: body)
  }
}
