/// A half-open range of UTF-8 byte offsets into the parsed source.
///
/// The parser stores byte offsets rather than lines and columns so that its hot path does no
/// line bookkeeping; ``LineTable`` converts an offset into a ``SourceLocation`` when one is needed.
///
/// Offsets are stored in 32 bits, which halves the size of every range in the tree; the parser
/// reads at most the first 4 GiB of a file (and says so), so every offset fits.
public struct SourceRange: Sendable, Hashable {
  private var storedStart: UInt32
  private var storedEnd: UInt32

  /// The offset of the first byte.
  public var start: Int {
    get { Int(storedStart) }
    set { storedStart = UInt32(clamping: newValue) }
  }

  /// The offset one past the last byte.
  public var end: Int {
    get { Int(storedEnd) }
    set { storedEnd = UInt32(clamping: newValue) }
  }

  /// Creates a range from `start` up to, not including, `end` (offsets are clamped to 32 bits).
  public init(start: Int, end: Int) {
    storedStart = UInt32(clamping: start)
    storedEnd = UInt32(clamping: end)
  }

  /// The number of bytes covered.
  public var count: Int { end - start }
}
