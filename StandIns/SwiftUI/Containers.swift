/// A view that arranges its subviews in a vertical line.
@frozen
public struct VStack<Content> where Content: View {
  @inlinable nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension VStack: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A view that arranges its subviews in a horizontal line.
@frozen
public struct HStack<Content> where Content: View {
  @inlinable nonisolated public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension HStack: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A view that overlays its subviews, aligning them in both axes.
@frozen
public struct ZStack<Content> where Content: View {
  @inlinable nonisolated public init(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> Content
  ) {}
}

extension ZStack: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A flexible space that expands along the major axis of its containing stack layout.
@MainActor @frozen @preconcurrency
public struct Spacer: View, Sendable {
  public var minLength: CGFloat?

  @MainActor @preconcurrency @inlinable
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A type that collects multiple instances of a content type into a single unit.
@frozen
public struct Group<Content> {
  public typealias Body = Never
}

extension Group: View where Content: View {
  @inlinable nonisolated public init(@ViewBuilder content: () -> Content) {}

  public var body: Never { standInUnavailable() }
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }

  nonisolated public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  nonisolated public init(
    _ data: Data,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  nonisolated public init(
    _ data: Range<Int>,
    @ViewBuilder content: @escaping (Int) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

/// A representation of a color that adapts to a given context.
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
  private let name: String

  private init(name: String) { self.name = name }

  public var description: String { name }

  nonisolated public static let clear = Color(name: "clear")
  nonisolated public static let black = Color(name: "black")
  nonisolated public static let white = Color(name: "white")
  nonisolated public static let gray = Color(name: "gray")
  nonisolated public static let red = Color(name: "red")
  nonisolated public static let orange = Color(name: "orange")
  nonisolated public static let yellow = Color(name: "yellow")
  nonisolated public static let green = Color(name: "green")
  nonisolated public static let blue = Color(name: "blue")
  nonisolated public static let purple = Color(name: "purple")
  nonisolated public static let pink = Color(name: "pink")
  nonisolated public static let primary = Color(name: "primary")
  nonisolated public static let secondary = Color(name: "secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (Apple's name.)
  public static var accentColor: Color { Color(name: "accentColor") }

  /// Multiplies the opacity of the color by the given amount.
  nonisolated public func opacity(_ opacity: Double) -> Color { self }
}

extension Color: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}
