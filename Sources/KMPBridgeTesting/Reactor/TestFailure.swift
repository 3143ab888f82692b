#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, in both Swift Testing's and XCTest's terms.
struct TestLocation {
  var fileID: String
  var filePath: StaticString
  var line: Int
  var column: Int
}

/// Records a test failure with whichever test framework is running the current test: a Swift
/// Testing issue, an XCTest failure, or (outside any test) a message on standard error.
///
/// This module imports the test frameworks, so it belongs in test targets only; what previews
/// need (``ReactorStore/preview(_:eventType:reduce:)``, the fake flows) lives in `KMPBridge`.
func reportTestFailure(_ message: String, at location: TestLocation) {
  #if canImport(Testing)
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: location.fileID, filePath: "\(location.filePath)", line: location.line,
        column: location.column))
    return
  }
  #endif
  #if canImport(XCTest)
  XCTFail(message, file: location.filePath, line: UInt(location.line))
  #else
  print("\(location.filePath):\(location.line):\(location.column): error: \(message)")
  #endif
}
