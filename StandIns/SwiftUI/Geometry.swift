/// A normalized 2D point in a view's coordinate space.
@frozen
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  @inlinable public init() { self.init(x: 0, y: 0) }

  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An alignment position along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

/// An alignment position along the vertical axis.
@frozen
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
  public static let lastTextBaseline = VerticalAlignment()
}

/// An alignment in both axes.
@frozen
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An enumeration to indicate one edge of a rectangle.
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The inset distances for the sides of a rectangle.
@frozen
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
@frozen
public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical

  /// An efficient set of axes.
  @frozen
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let horizontal = Set(rawValue: 1 << 0)
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}

/// An opaque value derived from an anchor source and a particular view.
@frozen
public struct Anchor<Value> {
  /// A type-erased geometry value that produces an anchored value of a given type.
  @frozen
  public struct Source {}
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGPoint {
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }
  public static var topLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var top: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var topTrailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var leading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var center: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var trailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var bottomLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var bottom: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
  public static var bottomTrailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
}

extension Anchor.Source where Value == CGRect {
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source() }
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
public struct GeometryProxy {
  /// The size of the container view.
  public var size: CGSize { standInUnavailable() }

  /// The safe area inset of the container view.
  public var safeAreaInsets: EdgeInsets { standInUnavailable() }

  /// Resolves the value of an anchor to the container view.
  public subscript<T>(anchor: Anchor<T>) -> T { standInUnavailable() }

  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { standInUnavailable() }
}

/// A container view that defines its content as a function of its own size and coordinate space.
@frozen
public struct GeometryReader<Content> where Content: View {
  public var content: (GeometryProxy) -> Content

  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}
