/// A half-open range of UTF-8 byte offsets into the parsed source.
///
/// The parser stores byte offsets rather than lines and columns so that its hot path does no
/// line bookkeeping; ``LineTable`` converts an offset into a ``SourceLocation`` when one is needed.
public struct SourceRange: Sendable, Hashable {
  /// The offset of the first byte.
  public var start: Int
  /// The offset one past the last byte.
  public var end: Int

  /// Creates a range from `start` up to, not including, `end`.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// The number of bytes covered.
  public var count: Int { end - start }
}
