import Foundation

/// The geometry of a header that collapses over paged, scrolling tabs: plain values, no SwiftUI.
///
/// A profile screen shows a header (avatar, name, …) with a tab bar at its bottom, over tabs that
/// page sideways, each a vertical scroll view. As the selected tab scrolls up the header slides
/// up with it until only the tab bar (the *pinned* part) is left; pulling down stretches it.
/// Switching tabs must not make the header jump, so after every scroll of the selected tab the
/// other tabs are kept in step with the header.
///
/// ```
///   ┌──────────────┐  ─┬─           headerOffset = clamp(selected tab offset, 0, collapseDistance)
///   │   header     │   │ headerHeight
///   │──────────────│   │  ─┬─
///   │   tab bar    │   │   │ pinnedHeight (stays)
///   └──────────────┘  ─┴─ ─┴─
///   │ tab content  │  scrolls under the header; each tab reserves `headerHeight` at its top
/// ```
///
/// The view reports every tab's content offset with ``scrollOffsetChanged(_:inTab:)`` and content
/// height with ``setContentHeight(_:forTab:)``, and applies the ``SyncTargets`` it gets back by
/// scrolling the other tabs. Offsets reported by tabs that are not selected (including the ones
/// the view itself scrolled) are recorded but never move the header and never produce targets,
/// so programmatic scrolls cannot feed back into the header.
public struct CollapsingHeaderLayout: Sendable, Equatable {
  /// Scroll offsets to apply to other tabs, by tab index.
  public typealias SyncTargets = [Int: CGFloat]

  /// The height of the whole header, tab bar included.
  public var headerHeight: CGFloat {
    didSet { headerHeight = Swift.max(headerHeight, 0) }
  }
  /// The height that stays visible when the header is fully collapsed (the tab bar).
  public var pinnedHeight: CGFloat {
    didSet { pinnedHeight = Swift.max(pinnedHeight, 0) }
  }
  /// The height of the scroll views' visible area.
  public var viewportHeight: CGFloat

  /// The content offset of each tab (0 = top; negative while pulled down).
  public private(set) var offsets: [CGFloat]
  /// The height of each tab's own content (without the space reserved for the header).
  public private(set) var contentHeights: [CGFloat]
  /// The tab that drives the header.
  public private(set) var selectedTab: Int

  /// Offsets closer than this are the same offset: scroll views report fractional points, and a
  /// sub-point difference must not trigger another round of scrolling.
  public static let tolerance: CGFloat = 0.5

  /// Creates the geometry of `tabCount` tabs, all scrolled to the top, with the first selected.
  public init(
    headerHeight: CGFloat, pinnedHeight: CGFloat, viewportHeight: CGFloat, tabCount: Int,
    selectedTab: Int = 0
  ) {
    self.headerHeight = Swift.max(headerHeight, 0)
    self.pinnedHeight = Swift.max(pinnedHeight, 0)
    self.viewportHeight = viewportHeight
    let count = Swift.max(tabCount, 1)
    self.offsets = Array(repeating: 0, count: count)
    self.contentHeights = Array(repeating: 0, count: count)
    self.selectedTab = Swift.min(Swift.max(selectedTab, 0), count - 1)
  }

  // MARK: Outputs

  /// How far the header can slide up before only the pinned part is left.
  public var collapseDistance: CGFloat {
    Swift.max(headerHeight - Swift.min(pinnedHeight, headerHeight), 0)
  }

  /// How far the header has slid up, from 0 (expanded) to ``collapseDistance`` (collapsed).
  public var headerOffset: CGFloat {
    clampToCollapse(offsets[selectedTab])
  }

  /// The header's visible height, from ``headerHeight`` down to ``pinnedHeight``, plus the
  /// ``stretch`` while pulled down.
  public var visibleHeaderHeight: CGFloat {
    headerHeight - headerOffset + stretch
  }

  /// How far the selected tab is pulled down past its top (the header stretches by this much).
  public var stretch: CGFloat {
    Swift.max(-offsets[selectedTab], 0)
  }

  /// How collapsed the header is, from 0 to 1 (for fading the avatar, showing a title…).
  public var progress: Double {
    let distance = collapseDistance
    return distance > 0 ? Double(headerOffset / distance) : 1
  }

  /// Whether the header is fully collapsed.
  public var isCollapsed: Bool {
    headerOffset >= collapseDistance - Self.tolerance
  }

  /// The padding a tab needs below its content so that it can scroll far enough to collapse the
  /// header even when its content is short.
  public func bottomPadding(forTab tab: Int) -> CGFloat {
    guard offsets.indices.contains(tab) else { return 0 }
    // Scrollable range = reserved header + content + padding - viewport; it must reach the
    // collapse distance.
    let reach = headerHeight + contentHeights[tab] - viewportHeight
    return Swift.max(collapseDistance - reach, 0)
  }

  /// The largest offset a tab can scroll to, padding included.
  public func maximumOffset(forTab tab: Int) -> CGFloat {
    guard offsets.indices.contains(tab) else { return 0 }
    return Swift.max(
      headerHeight + contentHeights[tab] + bottomPadding(forTab: tab) - viewportHeight, 0)
  }

  // MARK: Inputs

  /// Records a tab's content height (without the reserved header space).
  public mutating func setContentHeight(_ height: CGFloat, forTab tab: Int) {
    guard contentHeights.indices.contains(tab) else { return }
    contentHeights[tab] = Swift.max(height, 0)
  }

  /// Records a scroll offset a tab reported.
  ///
  /// - Returns: For the selected tab, the offsets the other tabs must be scrolled to so that
  ///   switching to any of them leaves the header where it is: a tab scrolled past the collapse
  ///   point while the header is collapsed keeps its own offset; every other tab follows the
  ///   header. Empty for tabs that are not selected (their offsets never move the header) and when
  ///   every tab is already in step.
  public mutating func scrollOffsetChanged(_ offset: CGFloat, inTab tab: Int) -> SyncTargets {
    guard offsets.indices.contains(tab) else { return [:] }
    offsets[tab] = offset
    guard tab == selectedTab else { return [:] }
    return syncTargets()
  }

  /// Selects another tab. The header keeps its position when the tabs were kept in step.
  ///
  /// - Returns: Offsets for the tabs that are out of step with the newly selected one (normally
  ///   none).
  public mutating func select(tab: Int) -> SyncTargets {
    guard offsets.indices.contains(tab), tab != selectedTab else { return [:] }
    selectedTab = tab
    return syncTargets()
  }

  /// Changes the number of tabs, keeping the offsets of the tabs that remain.
  public mutating func setTabCount(_ count: Int) {
    let count = Swift.max(count, 1)
    if count < offsets.count {
      offsets.removeLast(offsets.count - count)
      contentHeights.removeLast(contentHeights.count - count)
    } else {
      offsets += Array(repeating: headerOffset, count: count - offsets.count)
      contentHeights += Array(repeating: 0, count: count - contentHeights.count)
    }
    selectedTab = Swift.min(selectedTab, count - 1)
  }

  /// The offsets that bring every other tab in step with the header, for tabs not already there.
  public func syncTargets() -> SyncTargets {
    let header = headerOffset
    let collapsed = isCollapsed
    var targets: SyncTargets = [:]
    for tab in offsets.indices where tab != selectedTab {
      // A pull-down past the top bounces back to 0 by itself: it is at the top already.
      let current = Swift.max(offsets[tab], 0)
      if collapsed && current >= collapseDistance - Self.tolerance {
        continue  // scrolled past the collapse point: keeps its own offset
      }
      if abs(current - header) > Self.tolerance {
        targets[tab] = header
      }
    }
    return targets
  }

  /// Applies targets as if the view had scrolled the tabs (what a view does after scrolling).
  public mutating func apply(_ targets: SyncTargets) {
    for (tab, offset) in targets where offsets.indices.contains(tab) {
      offsets[tab] = offset
    }
  }

  private func clampToCollapse(_ offset: CGFloat) -> CGFloat {
    Swift.min(Swift.max(offset, 0), collapseDistance)
  }
}
