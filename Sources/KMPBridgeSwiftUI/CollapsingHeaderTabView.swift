#if canImport(SwiftUI)
import KMPBridge
import SwiftUI

/// A header that collapses as the selected tab scrolls, over tabs that page sideways, with the
/// tabs kept in step so that switching never makes the header jump.
///
/// ```swift
/// CollapsingHeaderTabView(
///   tabs: ProfileTab.allCases, selection: $tab, headerHeight: 280, pinnedHeight: 44
/// ) { geometry in
///   ProfileHeader(profile: store.profile)
///     .opacity(1 - geometry.progress)        // fade out as it collapses
/// } tabBar: {
///   TabBar(selection: $tab)
/// } page: { tab in
///   switch tab {
///   case .posts: PostList(posts: store.posts)
///   case .skills: SkillList(skills: store.skills)
///   case .about: AboutView(profile: store.profile)
///   }
/// }
/// ```
///
/// The header (`header` above `tabBar`, `headerHeight` in all) is laid over the pages; each page's
/// scroll view reserves that much space at its top, so nothing is hidden until the user scrolls.
/// The header slides up with the selected page until only the tab bar (`pinnedHeight`) is left,
/// and stretches when the page is pulled down. A short page gets bottom padding so that it can
/// still collapse the header. All of that arithmetic is `CollapsingHeaderLayout`'s; this view
/// only measures and scrolls:
/// - on iOS 18 and later it reads each page's offset with `onScrollGeometryChange` and scrolls
///   pages with `ScrollPosition`;
/// - on iOS 17 it tracks a zero-height marker at the top of each page with `anchorPreference`,
///   resolves the markers in `overlayPreferenceValue` (which also places the header, in the same
///   frame) and scrolls pages with `ScrollViewReader.scrollTo` to an invisible mark placed at the
///   target offset.
public struct CollapsingHeaderTabView<
  Tab: Hashable & Sendable, Header: View, TabBar: View, Page: View
>: View {
  private let tabs: [Tab]
  @Binding private var selection: Tab
  private let headerHeight: CGFloat
  private let pinnedHeight: CGFloat
  private let refresh: (@Sendable () async -> Void)?
  private let header: (CollapsingHeaderLayout) -> Header
  private let tabBar: () -> TabBar
  private let page: (Tab) -> Page
  @State private var controller: CollapsingHeaderController

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in page order.
  ///   - selection: The selected tab.
  ///   - headerHeight: The height of the whole header, tab bar included.
  ///   - pinnedHeight: The height that stays when collapsed: the tab bar's.
  ///   - refresh: Pull-to-refresh on every page, if given.
  ///   - header: The header above the tab bar; it gets the current geometry (progress, stretch).
  ///   - tabBar: The tab bar, pinned at the top once the header has collapsed.
  ///   - page: The content of one tab; it is put in a vertical scroll view.
  public init(
    tabs: [Tab],
    selection: Binding<Tab>,
    headerHeight: CGFloat,
    pinnedHeight: CGFloat,
    refresh: (@Sendable () async -> Void)? = nil,
    @ViewBuilder header: @escaping (CollapsingHeaderLayout) -> Header,
    @ViewBuilder tabBar: @escaping () -> TabBar,
    @ViewBuilder page: @escaping (Tab) -> Page
  ) {
    self.tabs = tabs
    self._selection = selection
    self.headerHeight = headerHeight
    self.pinnedHeight = pinnedHeight
    self.refresh = refresh
    self.header = header
    self.tabBar = tabBar
    self.page = page
    self._controller = State(
      initialValue: CollapsingHeaderController(
        headerHeight: headerHeight, pinnedHeight: pinnedHeight, tabCount: tabs.count,
        selectedTab: tabs.firstIndex(of: selection.wrappedValue) ?? 0))
  }

  public var body: some View {
    Group {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        pages(tracking: .scrollGeometry)
          .overlay(alignment: .top) {
            headerBlock(layout: controller.layout)
          }
      } else {
        pages(tracking: .anchors)
          .overlayPreferenceValue(PageTopAnchors.self, alignment: .top) { anchors in
            GeometryReader { proxy in
              let offsets = anchors.mapValues { -proxy[$0].y }
              headerBlock(layout: controller.layout.reporting(offsets))
                .onChange(of: offsets) { _, offsets in
                  for (tab, offset) in offsets { controller.reportOffset(offset, inTab: tab) }
                }
            }
          }
      }
    }
    .onGeometryChange(for: CGFloat.self) { geometry in
      geometry.size.height
    } action: { height in
      controller.reportViewportHeight(height)
    }
    .onChange(of: selection) { _, newValue in
      controller.select(tab: tabs.firstIndex(of: newValue) ?? 0)
    }
    .onChange(of: tabs.count) { _, count in
      controller.setTabCount(count)
    }
    .onChange(of: [headerHeight, pinnedHeight]) { _, sizes in
      controller.setHeaderHeight(sizes[0], pinnedHeight: sizes[1])
    }
  }

  private func pages(tracking: CollapsingPage<Page>.Tracking) -> some View {
    TabView(selection: pageSelection) {
      ForEach(tabs.indices, id: \.self) { index in
        CollapsingPage(
          index: index, tracking: tracking, controller: controller, refresh: refresh,
          content: page(tabs[index])
        )
        .tag(index)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
  }

  private func headerBlock(layout: CollapsingHeaderLayout) -> some View {
    VStack(spacing: 0) {
      header(layout)
        .frame(maxWidth: .infinity)
        .frame(height: max(layout.headerHeight - layout.pinnedHeight + layout.stretch, 0))
        .clipped()
      tabBar()
        .frame(maxWidth: .infinity)
        .frame(height: layout.pinnedHeight)
    }
    .offset(y: -layout.headerOffset)
  }

  private var pageSelection: Binding<Int> {
    // Captures only what it needs (not `self`), so the closures stay `Sendable`.
    let tabs = self.tabs
    let selection = $selection
    return Binding(
      get: { tabs.firstIndex(of: selection.wrappedValue) ?? 0 },
      set: { index in
        if tabs.indices.contains(index) { selection.wrappedValue = tabs[index] }
      })
  }
}

/// One page: a vertical scroll view that reserves the header's space, measures itself and scrolls
/// when the controller asks.
struct CollapsingPage<Content: View>: View {
  enum Tracking {
    /// iOS 17: a marker at the top of the content, resolved by the parent's preference overlay.
    case anchors
    /// iOS 18 and later: `onScrollGeometryChange` and `ScrollPosition`.
    case scrollGeometry
  }

  let index: Int
  let tracking: Tracking
  let controller: CollapsingHeaderController
  let refresh: (@Sendable () async -> Void)?
  let content: Content

  var body: some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
      tracking == .scrollGeometry
    {
      PositionedScrollView(index: index, controller: controller) {
        pageContent
      }
      .refreshable(enabled: refresh)
    } else {
      ScrollViewReader { proxy in
        ScrollView(.vertical) {
          pageContent
            .anchorPreference(key: PageTopAnchors.self, value: .top) { [index: $0] }
            .overlay(alignment: .top) { scrollMark }
        }
        .refreshable(enabled: refresh)
        // `initial`: a page made after the request (a lazy page of the `TabView`) scrolls to it
        // when it appears, instead of starting at the top under a collapsed header.
        .onChange(of: controller.scrollRequest(forTab: index), initial: true) { _, request in
          guard let request else { return }
          proxy.scrollTo(ScrollMark(tab: index, serial: request.serial), anchor: .top)
        }
      }
    }
  }

  private var pageContent: some View {
    VStack(spacing: 0) {
      Color.clear.frame(height: controller.layout.headerHeight)
      content
        .onGeometryChange(for: CGFloat.self) { geometry in
          geometry.size.height
        } action: { height in
          controller.reportContentHeight(height, forTab: index)
        }
      Color.clear.frame(height: controller.layout.bottomPadding(forTab: index))
    }
  }

  /// An invisible view at the requested offset: `scrollTo` brings its top to the viewport's top.
  @ViewBuilder
  private var scrollMark: some View {
    if let request = controller.scrollRequest(forTab: index) {
      VStack(spacing: 0) {
        Color.clear.frame(height: max(request.offset, 0))
        Color.clear.frame(height: 1).id(ScrollMark(tab: index, serial: request.serial))
      }
    }
  }
}

/// The iOS 18 page: offsets from `onScrollGeometryChange`, scrolls through `ScrollPosition`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct PositionedScrollView<Content: View>: View {
  let index: Int
  let controller: CollapsingHeaderController
  @ViewBuilder let content: () -> Content
  @State private var position = ScrollPosition(edge: .top)

  var body: some View {
    ScrollView(.vertical) {
      content()
    }
    .scrollPosition($position)
    .onScrollGeometryChange(for: CGFloat.self) { geometry in
      geometry.contentOffset.y + geometry.contentInsets.top
    } action: { _, offset in
      controller.reportOffset(offset, inTab: index)
    }
    // `initial`: a page made after the request scrolls to it when it appears.
    .onChange(of: controller.scrollRequest(forTab: index), initial: true) { _, request in
      guard let request else { return }
      position.scrollTo(y: request.offset)
    }
  }
}

/// Where a page asked to be scrolled to, as a `scrollTo` identifier.
struct ScrollMark: Hashable {
  var tab: Int
  var serial: Int
}

/// The top of each page's content, by page index (iOS 17 offset tracking).
struct PageTopAnchors: PreferenceKey {
  static let defaultValue: [Int: Anchor<CGPoint>] = [:]

  static func reduce(value: inout [Int: Anchor<CGPoint>], nextValue: () -> [Int: Anchor<CGPoint>]) {
    value.merge(nextValue()) { _, new in new }
  }
}

extension CollapsingHeaderLayout {
  /// This geometry with the offsets just measured, for placing the header in the same frame.
  func reporting(_ measured: [Int: CGFloat]) -> CollapsingHeaderLayout {
    var layout = self
    for (tab, offset) in measured { _ = layout.scrollOffsetChanged(offset, inTab: tab) }
    return layout
  }
}

extension View {
  /// Adds pull-to-refresh when `action` is given.
  @ViewBuilder
  func refreshable(enabled action: (@Sendable () async -> Void)?) -> some View {
    if let action {
      refreshable(action: action)
    } else {
      self
    }
  }
}
#endif
