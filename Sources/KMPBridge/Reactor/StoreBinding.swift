/// A two-way connection between a view control and a ``ReactorStore`` field: reading gets the
/// field, writing sends an action. `KMPBridgeSwiftUI` turns it into a SwiftUI `Binding`.
///
/// ```swift
/// TextField("Search", text: Binding(store.binding(\.query, send: { .setQuery($0) })))
/// ```
///
/// Writes are optimistic: the new value shows at once, even if the backend (a Kotlin reactor on
/// another thread) takes a while, so a text field does not jump back to an older value while the
/// user types. The optimistic value is dropped as soon as the backend's state agrees with it, or
/// after half a second without agreement (the backend rejected or reformatted it). Only the
/// field shows the optimistic value; ``ReactorStore/state`` stays the backend's.
@MainActor
public struct StoreBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  init(read: @escaping @MainActor () -> Value, write: @escaping @MainActor (Value) -> Void) {
    self.read = read
    self.write = write
  }

  /// The field's value (observed like `store.field`); setting it sends the action.
  public var wrappedValue: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// Reads the value without the `wrappedValue` spelling.
  public func get() -> Value { read() }

  /// Writes the value (sends the action).
  public func set(_ value: Value) { write(value) }
}

extension ReactorStore {
  /// A binding to the field at `keyPath` that sends `action(newValue)` on every write.
  ///
  /// When `Value` is `Equatable`, a write shows at once in the field (`store.field` and the
  /// binding) and stays until the backend's state agrees or half a second passes. The key path
  /// need not be writable: a Kotlin state class's `val` properties work.
  ///
  /// - Parameters:
  ///   - keyPath: The field to read.
  ///   - action: Makes the action that asks the backend for the change.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send action: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    // Weak: SwiftUI may read a binding after the view (and the store) is gone; it then shows
    // the value last read or written and writes go nowhere.
    var last = currentState[keyPath: keyPath]
    return StoreBinding(
      read: { [weak self] in
        guard let self else { return last }
        last = self[dynamicMember: keyPath]
        return last
      },
      write: { [weak self] value in
        guard let self else { return }
        last = value
        self.writeOptimistically(value, to: keyPath)
        self.send(action(value))
      })
  }
}
