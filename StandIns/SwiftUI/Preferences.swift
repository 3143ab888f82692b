/// A named value produced by a view.
public protocol PreferenceKey {
  associatedtype Value

  static var defaultValue: Self.Value { get }

  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
  /// Sets a value for the specified preference key, the value is a function of a geometry value
  /// tied to the current coordinate space.
  nonisolated public func anchorPreference<A, K>(
    key _: K.Type = K.self,
    value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View where K: PreferenceKey {
    standInBody()
  }

  /// Sets a value for the given preference.
  nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View
  where K: PreferenceKey {
    standInBody()
  }

  /// Reads the specified preference value from the view, using it to produce a second view that
  /// is applied as an overlay to the original view.
  nonisolated public func overlayPreferenceValue<K, V>(
    _ key: K.Type,
    alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    standInBody()
  }

  /// Reads the specified preference value from the view, using it to produce a second view that
  /// is applied as the background of the original view.
  nonisolated public func backgroundPreferenceValue<K, V>(
    _ key: K.Type,
    alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View {
    standInBody()
  }

  /// Adds an action to perform when the specified preference key's value changes.
  nonisolated public func onPreferenceChange<K>(
    _ key: K.Type = K.self,
    perform action: @escaping @Sendable (K.Value) -> Void
  ) -> some View where K: PreferenceKey, K.Value: Equatable {
    standInBody()
  }
}
