#if canImport(SwiftUI)
import KMPBridge
import SwiftUI

extension Binding {
  /// A SwiftUI binding over a store field that sends an action on every write.
  ///
  /// ```swift
  /// TextField("Search", text: Binding(store.binding(\.query, send: { .setQuery($0) })))
  /// ```
  @MainActor
  public init(_ binding: StoreBinding<Value>) {
    self.init(
      get: { @MainActor in binding.get() },
      set: { @MainActor newValue in binding.set(newValue) })
  }
}

extension ReactorStore {
  /// A SwiftUI binding to the field at `keyPath` that sends `action(newValue)` on every write,
  /// showing the new value at once (see `StoreBinding`).
  ///
  /// ```swift
  /// TextField("Search", text: store.binding(\.query, send: { .setQuery($0) }))
  /// ```
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>,
    send action: @escaping (Value) -> Action
  ) -> Binding<Value> {
    Binding(binding(keyPath, send: action) as StoreBinding<Value>)
  }
}

extension View {
  /// Handles each one-shot event of `store` once, while the view is visible.
  ///
  /// ```swift
  /// .onEvent(store) { (event: ProfileEventEnum) in      // the generated enum of the events
  ///   switch event {
  ///   case .showMessage(let message): toast = message.text
  ///   case .openSettings: path.append(.settings)
  ///   }
  /// }
  /// ```
  ///
  /// Events emitted while the view is not visible wait in the store and are handled when it
  /// appears again.
  public func onEvent<Action, State, Event>(
    _ store: ReactorStore<Action, State>,
    of type: Event.Type = Event.self,
    perform handler: @escaping @MainActor (Event) -> Void
  ) -> some View {
    task(id: ObjectIdentifier(store)) { @MainActor in
      for await event in store.events(of: Event.self) {
        handler(event)
      }
    }
  }
}
#endif
