import Testing

@testable import KotlinSyntax

/// The exact diagnostics (line:column, severity, message) of every broken fixture, and the
/// top-level declarations that must survive the error. The golden dumps cover the same files in
/// full; this table states the intent of each file where a reader sees it.
@Suite("Diagnostics of broken files")
struct BrokenDiagnosticsTests {
  struct Expectation: CustomTestStringConvertible, Sendable {
    var file: String
    var diagnostics: [String]
    var names: [String]

    init(_ file: String, diagnostics: [String], names: [String]) {
      self.file = file
      self.diagnostics = diagnostics
      self.names = names
    }

    var testDescription: String { file }
  }

  static let expectations: [Expectation] = [
    Expectation(
      "BadCharLiterals.kt",
      diagnostics: [
        "1:9: error: unterminated character literal",
        "3:9: error: empty character literal",
        "4:9: error: too many characters in a character literal",
      ],
      names: ["c", "d", "e", "f"]),
    Expectation(
      "BrokenImports.kt",
      diagnostics: [
        "1:7: error: expected a name after 'import'",
        "2:10: error: expected a name or '*' after '.' in the import",
        "3:14: error: expected an alias name after 'as'",
      ],
      names: ["Kept"]),
    Expectation(
      "DanglingAnnotationAndModifier.kt",
      diagnostics: [
        "1:2: error: expected an annotation name after '@'",
        "4:3: error: expected a declaration, found 'private'",
      ],
      names: ["A", "B"]),
    Expectation(
      "DeepNesting.kt",
      diagnostics: ["129:268: error: declarations are nested too deeply; skipping this body"],
      names: ["C0", "After"]),
    Expectation(
      "EnumMissingSemicolon.kt",
      diagnostics: ["3:3: error: expected ',', ';' or '}' after the enum entry, found 'fun'"],
      names: ["E"]),
    Expectation(
      "GarbageBeforePackage.kt",
      diagnostics: [
        "1:1: error: unexpected '}' at the top level",
        "1:2: error: the package directive must come first",
      ],
      names: ["C"]),
    Expectation(
      "InvalidUTF8.kt",
      diagnostics: [
        "1:11: error: invalid UTF-8 byte sequence",
        "2:9: error: invalid UTF-8 byte sequence",
      ],
      names: []),
    Expectation(
      "MissingParenthesis.kt",
      diagnostics: ["1:6: error: expected ')' to close the parameter list opened at this '('"],
      names: ["f", "g"]),
    Expectation(
      "MissingType.kt",
      diagnostics: ["1:8: error: expected a type, found '='"],
      names: ["x", "y"]),
    Expectation(
      "NULByte.kt",
      diagnostics: ["1:8: error: expected a declaration, found a NUL byte"],
      names: ["A", "B"]),
    Expectation(
      "ObjectWithConstructor.kt",
      diagnostics: [
        "2:20: error: an object cannot have a constructor; remove the parentheses",
        "4:21: error: an object cannot have a constructor; remove it",
      ],
      names: ["UserProfileState", "After"]),
    Expectation(
      "StrayTokenInClassBody.kt",
      diagnostics: ["3:3: error: expected a declaration, found a number"],
      names: ["A"]),
    Expectation(
      "StrayTokensTopLevel.kt",
      diagnostics: ["2:1: error: expected a declaration, found ')'"],
      names: ["A", "f"]),
    Expectation(
      "TruncatedAfterClass.kt",
      diagnostics: ["4:6: error: expected a name after 'class'"],
      names: ["A"]),
    Expectation(
      "TruncatedAfterCompanion.kt",
      diagnostics: ["1:9: error: '{' is never closed"],
      names: ["A"]),
    Expectation(
      "TruncatedAfterConstructor.kt",
      diagnostics: [
        "1:9: error: '{' is never closed",
        "2:14: error: expected '(' after 'constructor'",
      ],
      names: ["A"]),
    Expectation(
      "TruncatedAfterFun.kt",
      diagnostics: ["2:4: error: expected a function name, found end of file"],
      names: ["A"]),
    Expectation(
      "TruncatedAfterInterface.kt",
      diagnostics: ["2:10: error: expected a name after 'interface'"],
      names: ["O"]),
    Expectation(
      "TruncatedAfterTypealias.kt",
      diagnostics: ["1:10: error: expected a typealias name, found end of file"],
      names: []),
    Expectation(
      "TruncatedAfterVal.kt",
      diagnostics: ["2:4: error: expected a property name, found end of file"],
      names: ["A"]),
    Expectation(
      "TruncatedAfterVarColon.kt",
      diagnostics: ["2:8: error: expected a type, found end of file"],
      names: ["I", "x"]),
    Expectation(
      "TruncatedInEnumEntry.kt",
      diagnostics: [
        "1:14: error: '{' is never closed",
        "3:4: error: '(' is never closed",
        "3:5: error: expected ',', ';' or '}' after the enum entry, found end of file",
      ],
      names: ["E"]),
    Expectation(
      "TruncatedInParameters.kt",
      diagnostics: ["1:8: error: expected ')' to close the parameter list opened at this '('"],
      names: ["A"]),
    Expectation(
      "TruncatedInTemplate.kt",
      diagnostics: ["1:10: error: unterminated string template"],
      names: ["s"]),
    Expectation(
      "TruncatedInTypeParameters.kt",
      diagnostics: ["1:10: error: expected ',' or '>' in the type parameters, found end of file"],
      names: ["A"]),
    Expectation(
      "UnbalancedCloseBrace.kt",
      diagnostics: ["2:1: error: unexpected '}' at the top level"],
      names: ["A", "B"]),
    Expectation(
      "UnbalancedOpenBrace.kt",
      diagnostics: ["1:14: error: '{' is never closed"],
      names: ["broken", "After"]),
    Expectation(
      "UnclosedClassBody.kt",
      diagnostics: ["1:9: error: '{' is never closed"],
      names: ["A"]),
    Expectation(
      "UnclosedTypeArguments.kt",
      diagnostics: ["1:17: error: expected ',' or '>' in the type arguments, found '='"],
      names: ["x", "y"]),
    Expectation(
      "UnterminatedBacktick.kt",
      diagnostics: [
        "1:5: error: unterminated backticked identifier",
        "2:1: error: expected '(' after the function name",
      ],
      names: ["name() {}", "B"]),
    Expectation(
      "UnterminatedBlockComment.kt",
      diagnostics: ["2:1: error: unterminated block comment"],
      names: ["A"]),
    Expectation(
      "UnterminatedNestedComment.kt",
      diagnostics: ["2:1: error: unterminated block comment"],
      names: ["A"]),
    Expectation(
      "UnterminatedRawString.kt",
      diagnostics: ["2:9: error: unterminated string literal"],
      names: ["Before", "s"]),
    Expectation(
      "UnterminatedString.kt",
      diagnostics: ["2:11: error: unterminated string literal"],
      names: ["A"]),
    Expectation(
      "UnterminatedTemplate.kt",
      diagnostics: ["2:16: error: unterminated string template"],
      names: ["a", "s"]),
  ]

  @Test("every broken fixture has an expectation")
  func everyFileCovered() {
    let covered = Set(Self.expectations.map { "Broken/" + $0.file })
    #expect(Set(Fixtures.kotlinFiles(in: "Broken")) == covered)
    #expect(Self.expectations.count >= 20)
  }

  @Test(
    "diagnostics are exact and the rest of the file is still extracted", arguments: expectations)
  func diagnostics(_ expectation: Expectation) throws {
    let file = try Fixtures.parse("Broken/" + expectation.file)
    let prefix = "Broken/" + expectation.file + ":"
    let actual = file.diagnostics.map { String($0.description.dropFirst(prefix.count)) }
    #expect(actual == expectation.diagnostics)
    let names = file.declarations.compactMap(\.name).filter { $0.allSatisfy(\.isASCII) }
    #expect(names == expectation.names)
  }
}
