/// A view that displays one or more lines of read-only text.
@frozen
public struct Text: Equatable, Sendable {
  nonisolated public init(verbatim content: String) {}

  @_disfavoredOverload
  nonisolated public init<S>(_ content: S) where S: StringProtocol {}

  nonisolated public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
}

extension Text: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// The key for a string in a localization table.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public init(_ value: String) {}

  public init(stringLiteral value: String) {}

  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

  /// Represents the contents of a string literal with interpolations while it's being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {}

    public mutating func appendInterpolation(_ string: String) {}

    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}

    public mutating func appendInterpolation(_ text: Text) {}
  }
}

/// Values that `LocalizedStringKey` interpolation formats with a printf specifier.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
