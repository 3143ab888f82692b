import Foundation
import Observation
import Testing

@testable import KMPBridge

@MainActor
@Suite("CollapsingHeaderController")
struct CollapsingHeaderControllerTests {
  func makeController() -> CollapsingHeaderController {
    let controller = CollapsingHeaderController(headerHeight: 300, pinnedHeight: 44, tabCount: 3)
    controller.reportViewportHeight(700)
    for tab in 0..<3 { controller.reportContentHeight(2000, forTab: tab) }
    return controller
  }

  @Test("scrolling the selected tab requests scrolls for the others")
  func requestsScrolls() {
    let controller = makeController()
    controller.reportOffset(120, inTab: 0)
    #expect(controller.scrollRequest(forTab: 1)?.offset == 120)
    #expect(controller.scrollRequest(forTab: 2)?.offset == 120)
    #expect(controller.scrollRequest(forTab: 0) == nil)
  }

  @Test("performing the requested scrolls settles: no further requests")
  func settles() {
    let controller = makeController()
    controller.reportOffset(120, inTab: 0)
    let first = controller.scrollRequest(forTab: 1)
    let firstOfTab2 = controller.scrollRequest(forTab: 2)
    #expect(first != nil && firstOfTab2 != nil)
    controller.reportOffset(120, inTab: 1)
    controller.reportOffset(120, inTab: 2)
    // The selected tab reports its unchanged offset again (a layout pass): nothing new to do.
    controller.reportOffset(120, inTab: 0)
    #expect(controller.scrollRequest(forTab: 1) == first)
    #expect(controller.scrollRequest(forTab: 2) == firstOfTab2)
  }

  @Test("asking twice for the same offset is two requests")
  func serials() {
    let controller = makeController()
    controller.reportOffset(120, inTab: 0)
    let first = controller.scrollRequest(forTab: 1)
    controller.reportOffset(300, inTab: 1)  // the user scrolled tab 1 while it was off screen
    controller.reportOffset(121, inTab: 0)
    controller.reportOffset(120, inTab: 0)
    let second = controller.scrollRequest(forTab: 1)
    #expect(second?.offset == 120)
    #expect(second != first)
  }

  @Test("the header position is observable")
  func observable() {
    let controller = makeController()
    let probe = ObservationProbe { _ = controller.layout.headerOffset }
    controller.reportOffset(50, inTab: 0)
    #expect(probe.count == 1)
    #expect(controller.layout.headerOffset == 50)
  }

  @Test("selecting a tab keeps the header where it is")
  func selection() {
    let controller = makeController()
    controller.reportOffset(80, inTab: 0)
    controller.reportOffset(80, inTab: 1)
    controller.select(tab: 1)
    #expect(controller.layout.headerOffset == 80)
    #expect(controller.layout.selectedTab == 1)
  }

  @Test("a taller header re-syncs the tabs")
  func resizing() {
    let controller = makeController()
    controller.reportOffset(400, inTab: 0)
    controller.setHeaderHeight(200, pinnedHeight: 44)
    #expect(controller.layout.collapseDistance == 156)
    #expect(controller.scrollRequest(forTab: 1)?.offset == 156)
  }
}
