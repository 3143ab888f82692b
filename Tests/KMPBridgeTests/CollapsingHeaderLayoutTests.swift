import Foundation
import KMPBridge
import Testing

@Suite("CollapsingHeaderLayout")
struct CollapsingHeaderLayoutTests {
  /// A 300-point header with a 44-point tab bar over three tabs in a 700-point viewport.
  func makeLayout(contentHeights: [CGFloat] = [2000, 2000, 2000]) -> CollapsingHeaderLayout {
    var layout = CollapsingHeaderLayout(
      headerHeight: 300, pinnedHeight: 44, viewportHeight: 700, tabCount: contentHeights.count)
    for (tab, height) in contentHeights.enumerated() {
      layout.setContentHeight(height, forTab: tab)
    }
    return layout
  }

  struct ScrollCase: Sendable, CustomStringConvertible {
    var offset: CGFloat
    var headerOffset: CGFloat
    var visibleHeight: CGFloat
    var stretch: CGFloat
    var progress: Double
    var isCollapsed: Bool
    var description: String { "offset \(offset)" }
  }

  @Test(
    "the header follows the selected tab's offset",
    arguments: [
      ScrollCase(
        offset: 0, headerOffset: 0, visibleHeight: 300, stretch: 0, progress: 0, isCollapsed: false),
      ScrollCase(
        offset: 128, headerOffset: 128, visibleHeight: 172, stretch: 0, progress: 0.5,
        isCollapsed: false),
      ScrollCase(
        offset: 256, headerOffset: 256, visibleHeight: 44, stretch: 0, progress: 1,
        isCollapsed: true),
      ScrollCase(
        offset: 900, headerOffset: 256, visibleHeight: 44, stretch: 0, progress: 1,
        isCollapsed: true),
      ScrollCase(
        offset: -60, headerOffset: 0, visibleHeight: 360, stretch: 60, progress: 0,
        isCollapsed: false),
    ])
  func collapse(_ scroll: ScrollCase) {
    var layout = makeLayout()
    _ = layout.scrollOffsetChanged(scroll.offset, inTab: 0)
    #expect(layout.collapseDistance == 256)
    #expect(layout.headerOffset == scroll.headerOffset)
    #expect(layout.visibleHeaderHeight == scroll.visibleHeight)
    #expect(layout.stretch == scroll.stretch)
    #expect(layout.progress == scroll.progress)
    #expect(layout.isCollapsed == scroll.isCollapsed)
  }

  @Test(
    "a short tab gets the bottom padding it needs to collapse the header",
    arguments: [
      (content: CGFloat(2000), padding: CGFloat(0)),
      (content: 656, padding: 0),  // 300 + 656 - 700 = 256: exactly enough
      (content: 600, padding: 56),
      (content: 0, padding: 656),
    ])
  func shortContentPadding(content: CGFloat, padding: CGFloat) {
    var layout = makeLayout()
    layout.setContentHeight(content, forTab: 1)
    #expect(layout.bottomPadding(forTab: 1) == padding)
    #expect(layout.maximumOffset(forTab: 1) >= layout.collapseDistance)
  }

  @Test("while the header is partly collapsed, every other tab follows it")
  func partialCollapseSync() {
    var layout = makeLayout()
    let targets = layout.scrollOffsetChanged(100, inTab: 0)
    #expect(targets == [1: 100, 2: 100])
  }

  @Test("when the header is collapsed, tabs past the collapse point keep their offsets")
  func fullCollapseSync() {
    var layout = makeLayout()
    layout.apply(layout.scrollOffsetChanged(256, inTab: 0))
    _ = layout.select(tab: 1)
    _ = layout.scrollOffsetChanged(1200, inTab: 1)  // tab 1 read far down
    _ = layout.select(tab: 0)
    let targets = layout.scrollOffsetChanged(600, inTab: 0)
    #expect(targets.isEmpty, "tab 1 (1200) and tab 2 (256) are both past the collapse point")
    #expect(layout.offsets[1] == 1200)
  }

  @Test("scrolling back above the collapse point pulls every tab to the header")
  func expandSync() {
    var layout = makeLayout()
    layout.apply(layout.scrollOffsetChanged(256, inTab: 0))
    _ = layout.scrollOffsetChanged(1200, inTab: 1)
    let targets = layout.scrollOffsetChanged(40, inTab: 0)
    #expect(targets == [1: 40, 2: 40])
  }

  @Test(
    "switching tabs never moves the header",
    arguments: [CGFloat(0), 30, 128, 255, 256, 700, -40])
  func switchWithoutJump(offset: CGFloat) {
    var layout = makeLayout()
    layout.apply(layout.scrollOffsetChanged(offset, inTab: 0))
    let header = layout.headerOffset
    for tab in [1, 2, 0, 2] {
      let targets = layout.select(tab: tab)
      #expect(targets.isEmpty)
      #expect(layout.headerOffset == header)
    }
  }

  @Test("applying the model's own sync targets produces no further changes")
  func noFeedbackLoop() {
    var layout = makeLayout()
    for offset: CGFloat in [10, 80, 200, 256, 400, 120, -20, 0] {
      let targets = layout.scrollOffsetChanged(offset, inTab: 0)
      let header = layout.headerOffset
      // The view scrolls the other tabs; they report the new offsets back.
      for (tab, target) in targets {
        #expect(layout.scrollOffsetChanged(target, inTab: tab).isEmpty)
      }
      #expect(layout.headerOffset == header)
      #expect(layout.syncTargets().isEmpty)
    }
  }

  @Test("offsets reported by tabs that are not selected never move the header")
  func unselectedTabsDoNotDrive() {
    var layout = makeLayout()
    _ = layout.scrollOffsetChanged(50, inTab: 0)
    let targets = layout.scrollOffsetChanged(900, inTab: 2)
    #expect(targets.isEmpty)
    #expect(layout.headerOffset == 50)
  }

  @Test("sub-point differences are not worth a scroll")
  func tolerance() {
    var layout = makeLayout()
    layout.apply(layout.scrollOffsetChanged(100, inTab: 0))
    #expect(layout.scrollOffsetChanged(100.3, inTab: 0).isEmpty)
  }

  @Test("a pinned part taller than the header leaves nothing to collapse")
  func degenerateSizes() {
    var layout = CollapsingHeaderLayout(
      headerHeight: 40, pinnedHeight: 60, viewportHeight: 500, tabCount: 0)
    #expect(layout.collapseDistance == 0)
    #expect(layout.offsets.count == 1)
    _ = layout.scrollOffsetChanged(100, inTab: 0)
    #expect(layout.headerOffset == 0)
    #expect(layout.progress == 1)
    #expect(layout.scrollOffsetChanged(10, inTab: 7).isEmpty)
  }

  @Test("adding tabs starts them in step with the header")
  func tabCountChanges() {
    var layout = makeLayout()
    layout.apply(layout.scrollOffsetChanged(120, inTab: 0))
    layout.setTabCount(4)
    #expect(layout.offsets == [120, 120, 120, 120])
    layout.setTabCount(2)
    #expect(layout.offsets.count == 2)
  }
}
