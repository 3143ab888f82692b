/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  nonisolated public init(wrappedValue value: Value) {}

  nonisolated public init(initialValue value: Value) {}

  public var wrappedValue: Value {
    get { standInUnavailable() }
    nonmutating set { standInUnavailable() }
  }

  public var projectedValue: Binding<Value> { standInUnavailable() }
}

extension State where Value: ExpressibleByNilLiteral {
  nonisolated public init() {}
}

extension State: Sendable where Value: Sendable {}

/// A property wrapper type that can read and write a value owned by a source of truth.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  @preconcurrency
  nonisolated public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  nonisolated public init(projectedValue: Binding<Value>) {}

  nonisolated public static func constant(_ value: Value) -> Binding<Value> {
    standInUnavailable()
  }

  public var wrappedValue: Value {
    get { standInUnavailable() }
    nonmutating set { standInUnavailable() }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    standInUnavailable()
  }
}

extension Binding: Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

/// A property wrapper type that instantiates an observable object.
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  @inlinable nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

  @MainActor @preconcurrency
  public var wrappedValue: ObjectType { standInUnavailable() }

  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { standInUnavailable() }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @MainActor @preconcurrency @dynamicMemberLookup @frozen
  public struct Wrapper {
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      standInUnavailable()
    }
  }

  @preconcurrency
  nonisolated public init(wrappedValue: ObjectType) {}

  @preconcurrency
  nonisolated public init(initialValue: ObjectType) {}

  @MainActor @preconcurrency
  public var wrappedValue: ObjectType { standInUnavailable() }

  @MainActor @preconcurrency
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { standInUnavailable() }
}
