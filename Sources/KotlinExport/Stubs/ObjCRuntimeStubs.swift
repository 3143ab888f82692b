/// The Kotlin/Native runtime types every Objective-C framework declares, as Swift stubs.
///
/// On Apple platforms these come from the framework's header. Here they are plain Swift: there is
/// no Objective-C runtime on Linux, so `KotlinBase` is an `NSObject` subclass (which gives
/// `isEqual`, `hash` and `==` their Apple behaviour) and no `@objc` or `swift_name` is used.
/// `NSNumber` cannot be subclassed outside Apple's Foundation, so the boxed numbers derive from
/// `KotlinNumber: KotlinBase` and offer NSNumber's accessors (`int32Value`, `boolValue`, …).
enum ObjCRuntimeStubs {
  static let text = """
    // MARK: - Kotlin/Native runtime

    open class KotlinBase: NSObject {
      @available(*, unavailable, message: "Kotlin objects are created through their own initializers")
      public override init() { fatalError("stub") }

      // A second designated initializer keeps Swift from inserting an implicit `super.init()`
      // (which is unavailable) into the trapping initializers of subclasses.
      init(kotlinStub: Void) { super.init() }
    }

    public protocol KotlinComparable: AnyObject {
      func compareTo(other: Any?) -> Int32
    }

    public protocol KotlinIterator: AnyObject {
      func hasNext() -> Bool
      func next() -> Any?
    }

    public protocol KotlinIterable: AnyObject {
      func iterator() -> any KotlinIterator
    }

    open class KotlinNumber: KotlinBase {
      public var boolValue: Bool { fatalError("stub") }
      public var int8Value: Int8 { fatalError("stub") }
      public var uint8Value: UInt8 { fatalError("stub") }
      public var int16Value: Int16 { fatalError("stub") }
      public var uint16Value: UInt16 { fatalError("stub") }
      public var int32Value: Int32 { fatalError("stub") }
      public var uint32Value: UInt32 { fatalError("stub") }
      public var int64Value: Int64 { fatalError("stub") }
      public var uint64Value: UInt64 { fatalError("stub") }
      public var intValue: Int { fatalError("stub") }
      public var floatValue: Float { fatalError("stub") }
      public var doubleValue: Double { fatalError("stub") }
    }

    public final class KotlinBoolean: KotlinNumber {
      public init(bool value: Bool) { fatalError("stub") }
      public init(value: Bool) { fatalError("stub") }
    }

    public final class KotlinByte: KotlinNumber {
      public init(char value: Int8) { fatalError("stub") }
      public init(value: Int8) { fatalError("stub") }
    }

    public final class KotlinUByte: KotlinNumber {
      public init(unsignedChar value: UInt8) { fatalError("stub") }
      public init(value: UInt8) { fatalError("stub") }
    }

    public final class KotlinShort: KotlinNumber {
      public init(short value: Int16) { fatalError("stub") }
      public init(value: Int16) { fatalError("stub") }
    }

    public final class KotlinUShort: KotlinNumber {
      public init(unsignedShort value: UInt16) { fatalError("stub") }
      public init(value: UInt16) { fatalError("stub") }
    }

    public final class KotlinInt: KotlinNumber {
      public init(int value: Int32) { fatalError("stub") }
      public init(value: Int32) { fatalError("stub") }
    }

    public final class KotlinUInt: KotlinNumber {
      public init(unsignedInt value: UInt32) { fatalError("stub") }
      public init(value: UInt32) { fatalError("stub") }
    }

    public final class KotlinLong: KotlinNumber {
      public init(longLong value: Int64) { fatalError("stub") }
      public init(value: Int64) { fatalError("stub") }
    }

    public final class KotlinULong: KotlinNumber {
      public init(unsignedLongLong value: UInt64) { fatalError("stub") }
      public init(value: UInt64) { fatalError("stub") }
    }

    public final class KotlinFloat: KotlinNumber {
      public init(float value: Float) { fatalError("stub") }
      public init(value: Float) { fatalError("stub") }
    }

    public final class KotlinDouble: KotlinNumber {
      public init(double value: Double) { fatalError("stub") }
      public init(value: Double) { fatalError("stub") }
    }

    public final class KotlinUnit: KotlinBase {
      public static var shared: KotlinUnit { fatalError("stub") }
    }

    public final class KotlinNothing: KotlinBase {}

    open class KotlinThrowable: KotlinBase {
      public init(message: String?) { fatalError("stub") }
      public init(message: String?, cause: KotlinThrowable?) { fatalError("stub") }
      public var message: String? { fatalError("stub") }
      public var cause: KotlinThrowable? { fatalError("stub") }
      public func asError() -> any Swift.Error { fatalError("stub") }
      public func printStackTrace() { fatalError("stub") }
    }

    open class KotlinException: KotlinThrowable {}
    open class KotlinRuntimeException: KotlinException {}
    open class KotlinIllegalStateException: KotlinRuntimeException {}
    open class KotlinIllegalArgumentException: KotlinRuntimeException {}
    open class KotlinCancellationException: KotlinIllegalStateException {}

    open class KotlinEnum<E>: KotlinBase, KotlinComparable {
      public var name: String { fatalError("stub") }
      public var ordinal: Int32 { fatalError("stub") }
      public func compareTo(other: Any?) -> Int32 { fatalError("stub") }
    }

    public final class KotlinArray<T>: KotlinBase {
      public init(size: Int32, init: @escaping (KotlinInt) -> T?) { fatalError("stub") }
      public var size: Int32 { fatalError("stub") }
      public func get(index: Int32) -> T? { fatalError("stub") }
      public func set(index: Int32, value: T?) { fatalError("stub") }
      public func iterator() -> any KotlinIterator { fatalError("stub") }
    }

    public final class KotlinMutableSet<ObjectType>: NSMutableSet {}

    public final class KotlinMutableDictionary<KeyType, ObjectType>: NSMutableDictionary {}

    public final class KotlinPair<A, B>: KotlinBase {
      public init(first: A?, second: B?) { fatalError("stub") }
      public var first: A? { fatalError("stub") }
      public var second: B? { fatalError("stub") }
    }

    public protocol KotlinSuspendFunction0: AnyObject {}
    public protocol KotlinSuspendFunction1: AnyObject {}
    public protocol KotlinSuspendFunction2: AnyObject {}

    // MARK: - kotlinx-coroutines-core (not export()-ed: its names carry the library prefix)

    public protocol Kotlinx_coroutines_coreFlowCollector: AnyObject {
      func emit(value: Any?, completionHandler: @escaping @Sendable ((any Swift.Error)?) -> Void)
    }

    extension Kotlinx_coroutines_coreFlowCollector {
      public func emit(value: Any?) async throws { fatalError("stub") }
    }

    public protocol Kotlinx_coroutines_coreFlow: AnyObject {
      func collect(
        collector: any Kotlinx_coroutines_coreFlowCollector,
        completionHandler: @escaping @Sendable ((any Swift.Error)?) -> Void)
    }

    extension Kotlinx_coroutines_coreFlow {
      public func collect(collector: any Kotlinx_coroutines_coreFlowCollector) async throws {
        fatalError("stub")
      }
    }

    public protocol Kotlinx_coroutines_coreSharedFlow: Kotlinx_coroutines_coreFlow {
      var replayCache: [Any] { get }
    }

    public protocol Kotlinx_coroutines_coreStateFlow: Kotlinx_coroutines_coreSharedFlow {
      var value: Any? { get }
    }

    public protocol Kotlinx_coroutines_coreMutableSharedFlow: Kotlinx_coroutines_coreSharedFlow,
      Kotlinx_coroutines_coreFlowCollector
    {
      func tryEmit(value: Any?) -> Bool
      func resetReplayCache()
    }

    public protocol Kotlinx_coroutines_coreMutableStateFlow: Kotlinx_coroutines_coreStateFlow,
      Kotlinx_coroutines_coreMutableSharedFlow
    {
      var value: Any? { get set }
      func compareAndSet(expect: Any?, update: Any?) -> Bool
    }

    // MARK: - kotlinx-serialization-core (the `serializer()` of `@Serializable` classes)

    public protocol Kotlinx_serialization_coreSerializationStrategy: AnyObject {}
    public protocol Kotlinx_serialization_coreDeserializationStrategy: AnyObject {}
    public protocol Kotlinx_serialization_coreKSerializer:
      Kotlinx_serialization_coreSerializationStrategy,
      Kotlinx_serialization_coreDeserializationStrategy {}

    public protocol Kotlinx_coroutines_coreJob: AnyObject {
      func cancel(cause: KotlinCancellationException?)
    }

    public protocol Kotlinx_coroutines_coreCoroutineScope: AnyObject {}

    """
}
