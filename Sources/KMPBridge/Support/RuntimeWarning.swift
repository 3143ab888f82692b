import Foundation

/// Reports a misuse that the type system could not catch, without trapping: the app keeps
/// running and the message names what to fix.
func reportRuntimeWarning(_ message: @autoclosure () -> String) {
  FileHandle.standardError.write(Data("KMPBridge warning: \(message())\n".utf8))
}
