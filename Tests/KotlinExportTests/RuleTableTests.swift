import KotlinExport
import Testing

@Suite("kotlin-in-swift.md as rule tables")
struct RuleTableTests {
  @Test("there are at least 80 rule cases across both modes")
  func enoughRules() {
    #expect(ObjCRules.all.count + SwiftExportRules.all.count >= 80)
    #expect(SwiftExportRules.all.count >= 30)
  }

  @Test("each Objective-C export rule holds", arguments: ObjCRules.all)
  func objCRule(_ rule: Rule) {
    #expect(rule.answer() == rule.expected, "\(rule.bullet)")
  }

  @Test("each Swift export rule holds", arguments: SwiftExportRules.all)
  func swiftExportRule(_ rule: Rule) {
    #expect(rule.answer() == rule.expected, "\(rule.bullet)")
  }
}
