/// Where a type occurs in a Swift signature: the Objective-C export spells the same Kotlin type
/// differently depending on it (`Int` is `Int32` as a parameter but `KotlinInt` in a list).
public enum TypePosition: String, Sendable, Hashable, CaseIterable {
  /// A function or initializer parameter.
  case parameter
  /// A function's return value.
  case returnValue
  /// A property's type.
  case property
  /// An element, key or value of a Swift collection (`[T]`, `Set<T>`, `[K: V]`): primitives
  /// are boxed, nullable types become `Any`.
  case typeArgument
  /// A type argument of an Objective-C generic class (`KotlinArray<T>`, a generic Kotlin class):
  /// only class types, so `String` is `NSString` and nullability is dropped.
  case genericArgument
  /// A parameter of a closure (a Kotlin function type): primitives are boxed.
  case closureParameter
  /// A closure's return value: primitives are boxed, `Unit` is `Void`.
  case closureReturn
  /// The value a `suspend fun` produces (`async` result or completion-handler argument):
  /// primitives are boxed.
  case asyncResult
}
