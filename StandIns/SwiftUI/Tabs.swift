/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
  nonisolated public init(
    selection: Binding<SelectionValue>?,
    @ViewBuilder content: () -> Content
  ) {}
}

extension TabView where SelectionValue == Int {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension TabView: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A specification for the appearance and interaction of a tab view.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
  /// A style for displaying the page index view.
  public struct IndexDisplayMode: Sendable {
    public static let automatic = IndexDisplayMode()
    public static let always = IndexDisplayMode()
    public static let never = IndexDisplayMode()
  }

  public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// A paged tab view style.
  @MainActor @preconcurrency
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// A paged tab view style with an index display mode.
  @MainActor @preconcurrency
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Sets the style for the tab view within the current environment.
  nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
    standInBody()
  }

  /// Sets the unique tag value of this view.
  nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable {
    standInBody()
  }
}
