/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View

  @ViewBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A view that doesn't contain any content.
@frozen
public struct EmptyView: View {
  public typealias Body = Never

  @inlinable nonisolated public init() {}

  public var body: Never { standInUnavailable() }
}

/// A View created from a swift tuple of View values.
@frozen
public struct TupleView<T> {
  public var value: T

  @inlinable nonisolated public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// View content that shows one of two possible children.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A type-erased view.
@frozen
public struct AnyView: View {
  public typealias Body = Never

  nonisolated public init<V>(_ view: V) where V: View {}

  nonisolated public init<V>(erasing view: V) where V: View {}

  public var body: Never { standInUnavailable() }
}
