import Testing

@testable import KotlinSyntax

/// The type tree, checked node by node.
@Suite("Types as trees")
struct TypeTests {
  /// The declared type of `val x: <type>`.
  static func type(_ text: String) throws -> TypeReference {
    let file = KotlinParser.parse("val x: \(text)", path: "t.kt")
    #expect(file.diagnostics == [], "\(text)")
    guard case .property(let property) = try #require(file.declarations.first) else {
      Issue.record("not a property")
      throw CancellationError()
    }
    return try #require(property.type)
  }

  @Test("qualified names keep a segment per dot, each with its own arguments")
  func qualified() throws {
    let type = try Self.type("a.b.Outer<Int>.Inner<String, *>")
    guard case .named(let segments) = type.kind else { throw CancellationError() }
    #expect(segments.map(\.name) == ["a", "b", "Outer", "Inner"])
    #expect(segments[2].arguments.map(\.text) == ["Int"])
    #expect(segments[3].arguments.map(\.text) == ["String", "*"])
    #expect(segments[3].arguments[1].isStar)
    #expect(type.qualifiedName == "a.b.Outer.Inner")
  }

  @Test("projections keep their variance")
  func projections() throws {
    let type = try Self.type("Map<in K, out V?>")
    guard case .named(let segments) = type.kind else { throw CancellationError() }
    #expect(segments[0].arguments.map(\.variance) == [.in, .out])
    #expect(segments[0].arguments[1].type?.isNullable == true)
  }

  @Test("type arguments may end with a comma, and carry annotations (Room's @MapColumn)")
  func trailingComma() throws {
    let type = try Self.type(
      """
      Map<
          @MapColumn(columnName = "id")
          Long,
          Fruittie,
      >
      """)
    guard case .named(let segments) = type.kind else { throw CancellationError() }
    #expect(segments[0].arguments.map { $0.type?.qualifiedName } == ["Long", "Fruittie"])
    #expect(try Self.type("List<Int,>").description == "List<Int>")
  }

  @Test("a function type with a receiver and suspend")
  func functionType() throws {
    let type = try Self.type("suspend CoroutineScope.(index: Int, String) -> Unit")
    guard case .function(let function) = type.kind else { throw CancellationError() }
    #expect(function.isSuspend)
    #expect(function.receiver?.description == "CoroutineScope")
    #expect(function.parameters.map(\.name) == ["index", nil])
    #expect(function.returnType.description == "Unit")
  }

  @Test("function types are right-associative")
  func rightAssociative() throws {
    let type = try Self.type("(Int) -> (String) -> Unit")
    guard case .function(let outer) = type.kind, case .function(let inner) = outer.returnType.kind
    else { throw CancellationError() }
    #expect(inner.parameters.first?.type.description == "String")
  }

  @Test("a nullable function type needs parentheses")
  func nullableFunction() throws {
    let type = try Self.type("(() -> Unit)?")
    guard case .nullable(let inner) = type.kind, case .parenthesized(let function) = inner.kind,
      case .function = function.kind
    else { throw CancellationError() }
    #expect(type.isNullable)
    #expect(type.description == "(() -> Unit)?")
  }

  @Test("definitely non-nullable types are intersections")
  func definitelyNonNullable() throws {
    let file = KotlinParser.parse("fun <T> f(x: T & Any): T & Any = x", path: "t.kt")
    guard case .function(let function) = file.declarations.first,
      case .intersection(let parts) = function.returnType?.kind
    else { throw CancellationError() }
    #expect(parts.map(\.description) == ["T", "Any"])
  }

  @Test("annotated types keep their annotations")
  func annotated() throws {
    let type = try Self.type("@Composable @UiThread () -> Unit")
    guard case .annotated(let annotations, let inner) = type.kind else { throw CancellationError() }
    #expect(annotations.map(\.name) == ["Composable", "UiThread"])
    #expect(annotations.allSatisfy { $0.arguments == nil })
    if case .function = inner.kind {} else { Issue.record("not a function type") }
  }

  @Test("dynamic is its own kind")
  func dynamic() throws {
    #expect(try Self.type("dynamic").kind == .dynamic)
  }

  @Test("ranges cover exactly the written type")
  func ranges() throws {
    let source = "val x: Map<String, Int?>? = null"
    let file = KotlinParser.parse(source, path: "t.kt")
    guard case .property(let property) = file.declarations.first,
      let type = property.type
    else { throw CancellationError() }
    let bytes = Array(source.utf8)
    #expect(
      String(decoding: bytes[type.range.start..<type.range.end], as: UTF8.self)
        == "Map<String, Int?>?")
    guard case .nullable(let inner) = type.kind, case .named(let segments) = inner.kind,
      let argument = segments.first?.arguments.last
    else { throw CancellationError() }
    #expect(
      String(decoding: bytes[argument.range.start..<argument.range.end], as: UTF8.self) == "Int?")
  }
}
