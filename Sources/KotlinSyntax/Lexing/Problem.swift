/// A diagnostic found while lexing or parsing, before its offset becomes a line and column.
struct Problem {
  var offset: Int
  var severity: Diagnostic.Severity
  var message: String
}
