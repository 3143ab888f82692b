extension View {
  /// Adds an asynchronous task to perform before this view appears.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    standInBody()
  }

  /// Adds a task to perform before this view appears or when a specified value changes.
  nonisolated public func task<T>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable {
    standInBody()
  }
}

extension View {
  /// Positions this view within an invisible frame with the specified size.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    standInBody()
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    standInBody()
  }

  /// Clips this view to its bounding rectangular frame.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    standInBody()
  }

  /// Offset this view by the specified horizontal and vertical distances.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    standInBody()
  }

  /// Layers the views that you specify in front of this view.
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    standInBody()
  }

  /// Layers the views that you specify behind this view.
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    standInBody()
  }

  /// Binds a view's identity to the given proxy value.
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    standInBody()
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    standInBody()
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View where V: Equatable {
    standInBody()
  }

  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  nonisolated public func onGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ newValue: T) -> Void
  ) -> some View where T: Equatable {
    standInBody()
  }

  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  nonisolated public func onGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    standInBody()
  }

  /// Adds an action to perform before this view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    standInBody()
  }

  /// Adds an action to perform after this view disappears.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    standInBody()
  }
}

extension View {
  /// Sets the transparency of this view.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    standInBody()
  }
}
