import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command prints: results to standard output, diagnostics and progress to standard
/// error. Progress lines are shown only when standard error is a terminal.
struct Terminal: Sendable {
  let showsProgress = isatty(STDERR_FILENO) != 0

  func output(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Prints lines to standard error in one write: a large module's warnings one `write` call
  /// each took longer than generating its glue.
  func errors(_ lines: some Sequence<String>) {
    var text = ""
    for line in lines {
      text += line
      text += "\n"
    }
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Rewrites the current progress line (terminal only).
  func progress(_ text: String) {
    guard showsProgress else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
  }

  /// Clears the progress line before other output.
  func endProgress() {
    guard showsProgress else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
