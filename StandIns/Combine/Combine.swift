// Test-only stand-in for Apple's Combine, compiled on Linux only (see StandIns/README.md).
// Hand-written from Apple's documented signatures; it declares just the API the SwiftUI layer and
// the example app use. Members that only matter at run time on Apple platforms trap.

/// A type that publishes a sequence of values over time.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  public init() {}

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    standInUnavailable()
  }

  /// Sends the changed value to the downstream subscriber.
  public func send() {}
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never

  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
  private var storage: Value

  public init(wrappedValue: Value) { storage = wrappedValue }

  public init(initialValue: Value) { storage = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { standInUnavailable() }
    set { standInUnavailable() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage }
    set { object[keyPath: storageKeyPath].storage = newValue }
  }

  /// The property for which this instance exposes a publisher.
  public var projectedValue: Published<Value>.Publisher {
    mutating get { Publisher() }
    set {}
  }

  /// A publisher for properties marked with the `@Published` attribute.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      standInUnavailable()
    }
  }
}

@usableFromInline
func standInUnavailable(_ function: StaticString = #function) -> Never {
  fatalError("\(function) is part of the Linux type-checking stand-in and cannot run")
}
