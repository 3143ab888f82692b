/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A shape style that maps to one of the numbered content styles.
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
  private let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
}

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var green: Color { Color.green }
  public static var blue: Color { Color.blue }
  public static var gray: Color { Color.gray }
  public static var white: Color { Color.white }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
}

/// An environment-dependent font.
@frozen
public struct Font: Hashable, Sendable {
  private let name: String

  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")

  /// A font weight.
  @frozen
  public struct Weight: Hashable, Sendable {
    private let value: Double

    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)
  }
}

/// An alignment position for text along the horizontal axis.
@frozen
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, View {}

extension Shape {
  /// Fills this shape with a color or gradient.
  nonisolated public func fill<S>(_ content: S) -> some View where S: ShapeStyle {
    standInBody()
  }
}

/// A circle centered on the frame of the view containing it.
@frozen
public struct Circle: Shape {
  @inlinable nonisolated public init() {}

  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A rectangular shape with rounded corners.
@frozen
public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize

  @inlinable nonisolated public init(cornerRadius: CGFloat) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
  }

  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension View {
  /// Sets the default font for text in this view.
  nonisolated public func font(_ font: Font?) -> some View {
    standInBody()
  }

  /// Sets the font weight of the text in this view.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
    standInBody()
  }

  /// Sets the view's background to a style.
  nonisolated public func background<S>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View where S: ShapeStyle {
    standInBody()
  }

  /// Sets a view's foreground elements to use a given style.
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    standInBody()
  }

  /// Sets the alignment of a text view that contains multiple lines of text.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    standInBody()
  }

  /// Sets a clipping shape for this view.
  nonisolated public func clipShape<S>(_ shape: S) -> some View where S: Shape {
    standInBody()
  }

  /// Adds padding along the given edges.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    standInBody()
  }

  /// Adds a specific padding amount to each edge of this view.
  nonisolated public func padding(_ length: CGFloat) -> some View {
    standInBody()
  }
}

extension Text {
  /// Sets the default font for this text.
  nonisolated public func font(_ font: Font?) -> Text { self }
}
