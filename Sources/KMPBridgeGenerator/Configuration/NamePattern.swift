import Foundation

/// A pattern over fully-qualified Kotlin names, for `include` and `exclude`.
///
/// Segments are separated by dots. `*` matches one segment (or part of one: `Profile*`), `**`
/// matches any number of segments, including none.
///
/// ```
/// com.example.profile.**    everything in the package and its subpackages
/// **.internal.**            anything with an `internal` package segment
/// com.example.*Reactor      reactors directly in com.example
/// ```
public struct NamePattern: Sendable, Hashable {
  private let segments: [String]

  /// Creates a pattern; ``problem(in:)`` says whether the text is well-formed.
  public init(_ text: String) {
    segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// A description of what is wrong with `text` as a pattern, or `nil` when it is well-formed.
  public static func problem(in text: String) -> String? {
    if text.isEmpty { return "an empty name pattern" }
    if text.hasPrefix(".") || text.hasSuffix(".") || text.contains("..") {
      return "'\(text)' has an empty segment; separate names with single dots"
    }
    for segment in text.split(separator: ".") where segment.contains("**") && segment != "**" {
      return "'\(text)': '**' must be a whole segment"
    }
    if text.contains(where: { $0.isWhitespace || $0 == "/" }) {
      return "'\(text)' is not a Kotlin name pattern (use dots, not slashes or spaces)"
    }
    return nil
  }

  /// Whether `name` (a fully-qualified name such as `com.example.Profile.State`) matches.
  public func matches(_ name: String) -> Bool {
    let parts = name.split(separator: ".").map(String.init)
    return match(segments[...], parts[...])
  }

  private func match(_ pattern: ArraySlice<String>, _ name: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return name.isEmpty }
    if first == "**" {
      // Bounded by the name's length: each step consumes a pattern or a name segment.
      for skip in 0...name.count where match(pattern.dropFirst(), name.dropFirst(skip)) {
        return true
      }
      return false
    }
    guard let segment = name.first, Self.segment(segment, matches: first) else { return false }
    return match(pattern.dropFirst(), name.dropFirst())
  }

  private static func segment(_ text: String, matches pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return text == pattern }
    var rest = Substring(text)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for (index, part) in parts.enumerated().dropFirst() {
      if index == parts.count - 1 { return rest.hasSuffix(part) && rest.count >= part.count }
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }
}
