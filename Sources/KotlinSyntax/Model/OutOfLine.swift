/// A value kept out of line, behind one pointer: for fields of the tree that most declarations
/// leave empty (KDoc, receivers, type and context parameters, accessors), which would otherwise
/// take their full size inline in every declaration. A property was 388 bytes inline, a function
/// 180; most of it is these fields, nearly always empty. An empty group of fields is stored as
/// no box at all (see `OutOfLineFields`).
///
/// Immutable: a change makes a new box, so copies of a declaration never share a change. (So an
/// in-place change of a boxed array, `declaration.typeParameters.append(x)`, copies the group:
/// assign whole values instead, as the parser does.) Equality and hashing are the value's, and
/// an empty group is no box, so declarations compare as before.
final class OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  static func == (lhs: OutOfLine, rhs: OutOfLine) -> Bool {
    lhs === rhs || lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

/// A group of fields kept in an ``OutOfLine`` box.
protocol OutOfLineFields: Hashable, Sendable {
  /// The group with every field empty.
  init()
  /// Whether every field is empty (then no box is kept).
  var isEmpty: Bool { get }
}

extension Optional {
  /// Changes the boxed fields, dropping the box when they become empty.
  mutating func update<Fields: OutOfLineFields>(_ change: (inout Fields) -> Void)
  where Wrapped == OutOfLine<Fields> {
    var fields = self?.value ?? Fields()
    change(&fields)
    self = Self.box(fields)
  }

  /// A box for `fields`, or none when they are empty.
  static func box<Fields: OutOfLineFields>(_ fields: Fields) -> Self
  where Wrapped == OutOfLine<Fields> {
    // `isEmpty` is written out field by field, which is fast; in debug builds (the tests) it is
    // checked against the empty group, so that a field added to a group but not to its
    // `isEmpty` (whose value would then be dropped) fails at once. Deriving it from `==` in
    // release builds too cost 2% of a parse.
    assert(fields.isEmpty == (fields == Fields()), "\(Fields.self).isEmpty misses a field")
    return fields.isEmpty ? nil : OutOfLine(fields)
  }
}

/// The fields functions and properties share and most leave empty: KDoc, `context(…)` parameters,
/// type parameters, an extension receiver, the type of a single literal (a function's
/// `= "x"` body, a property's `= 3` initializer or `get() = 3` getter), the type named by a
/// call that is the whole expression (`= Repository(api)`), and a chain of calls that is
/// (`= _state.asStateFlow()`), in a box of its own: most groups have none, and it is larger
/// than the rest together.
struct DeclarationExtras: OutOfLineFields {
  var kdoc: String?
  var contextParameters: [ContextParameter] = []
  var typeParameters: [TypeParameter] = []
  var receiverType: TypeReference?
  var literalType: TypeReference?
  var callType: TypeReference?
  var callTypeArgumentIsInferred = false
  var memberCall: OutOfLine<MemberCall>?

  var isEmpty: Bool {
    kdoc == nil && contextParameters.isEmpty && typeParameters.isEmpty && receiverType == nil
      && literalType == nil && callType == nil && !callTypeArgumentIsInferred && memberCall == nil
  }
}
