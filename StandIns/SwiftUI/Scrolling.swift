/// A scrollable view.
public struct ScrollView<Content> where Content: View {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  nonisolated public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views.
@frozen
public struct ScrollViewReader<Content> where Content: View {
  public var content: (ScrollViewProxy) -> Content

  @inlinable nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
public struct ScrollViewProxy {
  /// Scans all scroll views contained by the proxy for the first with a child view with
  /// identifier `id`, and then scrolls to that view.
  public func scrollTo<ID>(_ id: ID, anchor: UnitPoint? = nil) where ID: Hashable {
    standInUnavailable()
  }
}

/// A type that defines the geometry of a scroll view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect { standInUnavailable() }
  public var bounds: CGRect { standInUnavailable() }
}

/// A type that defines the semantic position of where a scroll view is scrolled within its
/// content.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Equatable, Sendable {
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { standInUnavailable() }

  public init(idType: (some Hashable & Sendable).Type = Never.self) {}

  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}

  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {}

  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {}

  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {}

  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {}

  /// Scrolls the view to the given edge.
  public mutating func scrollTo(edge: Edge) {}

  /// Scrolls the view to the provided point.
  public mutating func scrollTo(point: CGPoint) {}

  /// Scrolls the view to the provided x and y offsets.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) {}

  /// Scrolls the view to the provided y offset.
  public mutating func scrollTo(y: CGFloat) {}

  /// Scrolls the view to the provided x offset.
  public mutating func scrollTo(x: CGFloat) {}

  /// Scrolls the view to the view with the provided identity.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}

  /// Whether the scroll view is positioned by the user rather than programmatically.
  public var isPositionedByUser: Bool {
    get { standInUnavailable() }
    set { standInUnavailable() }
  }

  /// The identity of the view the scroll view is scrolled to, if positioned by identity.
  public var viewID: (any Hashable & Sendable)? { standInUnavailable() }

  /// The point the scroll view is scrolled to, if it was positioned by a point.
  public var point: CGPoint? { standInUnavailable() }

  /// The edge the scroll view is scrolled to, if it was positioned by an edge.
  public var edge: Edge? { standInUnavailable() }
}

extension View {
  /// Marks this view as refreshable.
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    standInBody()
  }

  /// Associates a binding to a scroll position with a scroll view within this view.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>,
    anchor: UnitPoint? = nil
  ) -> some View {
    standInBody()
  }

  /// Adds an action to be performed when a value, created from a scroll geometry, changes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    standInBody()
  }
}
