/// The variance written on a type parameter or a type argument.
public enum Variance: String, Sendable, Hashable {
  /// No variance keyword.
  case invariant
  /// `in`: contravariant.
  case `in`
  /// `out`: covariant.
  case out
}
