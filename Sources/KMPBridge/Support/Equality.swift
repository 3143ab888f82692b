/// Returns `==` for `Value` when it is `Equatable` (found once, then called per value), else `nil`.
@usableFromInline
func equalityComparator<Value>(for type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  return comparator(equatable, as: Value.self)
}

private func comparator<E: Equatable, Value>(_: E.Type, as _: Value.Type) -> (Value, Value) -> Bool
{
  // `E` is `Value` itself (the cast above succeeded on `Value.self`), so reinterpreting a `Value`
  // as an `E` is an identity conversion.
  { lhs, rhs in unsafeBitCast(lhs, to: E.self) == unsafeBitCast(rhs, to: E.self) }
}
