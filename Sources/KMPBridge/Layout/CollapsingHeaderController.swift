import Foundation
import Observation

/// The state behind a collapsing header over paged tabs, for a view to observe: the
/// ``CollapsingHeaderLayout`` plus the scrolls the view must perform to keep tabs in step.
///
/// A view reports what it measures (``reportOffset(_:inTab:)``, ``reportContentHeight(_:forTab:)``,
/// ``reportViewportHeight(_:)``, ``select(tab:)``), reads ``layout`` to place the header, and for
/// each tab watches ``scrollRequest(forTab:)``: when it changes, it scrolls that tab to the
/// request's offset (`ScrollViewReader.scrollTo` on iOS 17, `ScrollPosition.scrollTo(y:)` on
/// iOS 18). Requests carry a serial number so that asking twice for the same offset still scrolls.
@MainActor
@Observable
public final class CollapsingHeaderController {
  /// A scroll the view should perform on one tab.
  public struct ScrollRequest: Equatable, Sendable {
    /// The content offset to scroll to.
    public var offset: CGFloat
    /// Increases with every request, so that equal offsets are distinct requests.
    public var serial: Int
  }

  /// The header's geometry.
  public private(set) var layout: CollapsingHeaderLayout
  private var requests: [Int: ScrollRequest] = [:]
  private var nextSerial = 0

  /// Creates the state of a header over `tabCount` tabs.
  public init(headerHeight: CGFloat, pinnedHeight: CGFloat, tabCount: Int, selectedTab: Int = 0) {
    layout = CollapsingHeaderLayout(
      headerHeight: headerHeight, pinnedHeight: pinnedHeight, viewportHeight: 0,
      tabCount: tabCount, selectedTab: selectedTab)
  }

  /// The latest scroll the view should perform on `tab`, if any.
  public func scrollRequest(forTab tab: Int) -> ScrollRequest? {
    requests[tab]
  }

  /// Records a tab's content offset, requesting scrolls for the tabs that must follow.
  public func reportOffset(_ offset: CGFloat, inTab tab: Int) {
    guard layout.offsets.indices.contains(tab),
      abs(layout.offsets[tab] - offset) > CollapsingHeaderLayout.tolerance / 2
    else { return }
    request(layout.scrollOffsetChanged(offset, inTab: tab))
  }

  /// Records a tab's content height (without the space reserved for the header).
  public func reportContentHeight(_ height: CGFloat, forTab tab: Int) {
    guard layout.contentHeights.indices.contains(tab), layout.contentHeights[tab] != height else {
      return
    }
    layout.setContentHeight(height, forTab: tab)
  }

  /// Records the visible height of the scroll views.
  public func reportViewportHeight(_ height: CGFloat) {
    guard layout.viewportHeight != height else { return }
    layout.viewportHeight = height
  }

  /// Changes the header's sizes (for a header whose height depends on its content).
  public func setHeaderHeight(_ headerHeight: CGFloat, pinnedHeight: CGFloat) {
    guard layout.headerHeight != headerHeight || layout.pinnedHeight != pinnedHeight else { return }
    layout.headerHeight = headerHeight
    layout.pinnedHeight = pinnedHeight
    request(layout.syncTargets())
  }

  /// Makes `tab` the one that drives the header.
  public func select(tab: Int) {
    request(layout.select(tab: tab))
  }

  /// Changes the number of tabs.
  public func setTabCount(_ count: Int) {
    guard layout.offsets.count != count else { return }
    layout.setTabCount(count)
    requests = requests.filter { $0.key < layout.offsets.count }
  }

  private func request(_ targets: CollapsingHeaderLayout.SyncTargets) {
    // Sorted so that serial numbers do not depend on dictionary order.
    for (tab, offset) in targets.sorted(by: { $0.key < $1.key }) {
      nextSerial += 1
      requests[tab] = ScrollRequest(offset: offset, serial: nextSerial)
    }
  }
}
