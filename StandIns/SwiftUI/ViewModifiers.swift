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
