import Testing

@testable import KotlinSyntax

/// The tree's compact storage: long names read once per spelling, and fields most declarations
/// leave empty kept out of line. Neither may change what a parse gives.
@Suite("Compact tree storage")
struct CompactModelTests {
  @Test("a long name read many times gives the same string every time, however it is written")
  func repeatedLongNames() throws {
    let source = """
      class ProfileRepositoryImplementation(val `ProfileRepositoryImplementation`: Int)
      fun load(first: ProfileRepositoryImplementation): ProfileRepositoryImplementation = first
      val ProfileRepositoryImplementationX: ProfileRepositoryImplementation? = null
      """
    let file = KotlinParser.parse(source, path: "Names.kt")
    guard case .class(let type) = file.declarations[0],
      case .function(let function) = file.declarations[1],
      case .property(let property) = file.declarations[2]
    else {
      Issue.record("unexpected declarations: \(file.declarations)")
      return
    }
    let name = "ProfileRepositoryImplementation"
    #expect(type.name == name)
    #expect(type.primaryConstructor?.parameters.first?.name == name)
    #expect(function.parameters.first?.type?.plainName == name)
    #expect(function.returnType?.plainName == name)
    // One byte longer: a different name that shares its first bytes and its length class.
    #expect(property.name == name + "X")
    #expect(property.type?.qualifiedName == name)
    // The occurrences share one string's storage.
    func storage(_ text: String?) -> UnsafeRawPointer? {
      var text = text ?? ""
      return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(storage(type.name) != nil)
    #expect(storage(type.name) == storage(function.returnType?.plainName))
    #expect(storage(type.name) == storage(type.primaryConstructor?.parameters.first?.name))
  }

  @Test("names that differ only in their last byte, or only in their length, stay apart")
  func nearlyEqualNames() {
    var lines: [String] = []
    for index in 0..<26 {
      let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
      lines.append("fun veryLongFunctionName\(letter)(): SomeLongTypeName\(letter) = x")
      lines.append("fun veryLongFunctionName\(letter)\(letter)(): SomeLongTypeName = x")
    }
    let file = KotlinParser.parse(lines.joined(separator: "\n"), path: "Names.kt")
    let names = file.declarations.compactMap { declaration -> String? in
      guard case .function(let function) = declaration else { return nil }
      return function.name + ":" + (function.returnType?.plainName ?? "?")
    }
    var expected: [String] = []
    for index in 0..<26 {
      let letter = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
      expected.append("veryLongFunctionName\(letter):SomeLongTypeName\(letter)")
      expected.append("veryLongFunctionName\(letter)\(letter):SomeLongTypeName")
    }
    #expect(names == expected)
  }

  @Test("thousands of distinct long names, the table growing many times, all read right")
  func manyLongNames() {
    let count = 5000
    let source = (0..<count).map { "val someQuiteLongPropertyName\($0): Int = 0" }
      .joined(separator: "\n")
    let file = KotlinParser.parse(source, path: "Names.kt")
    let names = file.declarations.compactMap { declaration -> String? in
      guard case .property(let property) = declaration else { return nil }
      return property.name
    }
    #expect(names == (0..<count).map { "someQuiteLongPropertyName\($0)" })
    #expect(file.diagnostics.isEmpty)
  }

  @Test("a long name with invalid UTF-8 is repaired as String(decoding:) repairs it, each time")
  func invalidUTF8InLongNames() {
    let name: [UInt8] = Array("AVeryLongClassName".utf8) + [0xFF, 0xC3] + Array("Tail".utf8)
    let source: [UInt8] =
      Array("class ".utf8) + name + Array("\nfun f(p: ".utf8) + name + Array(")".utf8)
    let file = KotlinParser.parse(source, path: "Names.kt")
    let repaired = String(decoding: name, as: UTF8.self)
    guard case .class(let type) = file.declarations.first,
      case .function(let function) = file.declarations.last
    else {
      Issue.record("unexpected declarations: \(file.declarations)")
      return
    }
    #expect(type.name == repaired)
    #expect(function.parameters.first?.type?.plainName == repaired)
  }

  @Test("a long name that ends the file is read whole")
  func longNameAtTheEnd() {
    let file = KotlinParser.parse("val x: SomeVeryLongTypeNameAtTheEnd", path: "Names.kt")
    guard case .property(let property) = file.declarations.first else {
      Issue.record("no property")
      return
    }
    #expect(property.type?.plainName == "SomeVeryLongTypeNameAtTheEnd")
  }

  @Test("out-of-line fields read back what was written; emptied, the declaration is plain again")
  func outOfLineFields() {
    let range = SourceRange(start: 0, end: 1)
    let plain = PropertyDeclaration(
      isMutable: false, name: "state", nameRange: range, modifiers: [], annotations: [],
      kdoc: nil, contextParameters: [], typeParameters: [], receiverType: nil, type: nil,
      initializer: .none, getter: nil, setter: nil, backingField: nil, range: range)
    var changed = plain
    let getter = PropertyDeclaration.Accessor(
      modifiers: [], annotations: [], parameterName: nil, type: nil, body: .expression,
      range: range)
    changed.getter = getter
    changed.kdoc = "The state."
    changed.receiverType = TypeReference(name: "Flow", range: range)
    #expect(changed.getter == getter)
    #expect(changed.kdoc == "The state.")
    #expect(changed.receiverType?.plainName == "Flow")
    #expect(changed != plain)
    // A copy taken before a change does not see it.
    let copy = changed
    changed.kdoc = "Other."
    #expect(copy.kdoc == "The state.")
    changed.getter = nil
    changed.kdoc = nil
    changed.receiverType = nil
    #expect(changed == plain)
    #expect(changed.hashValue == plain.hashValue)

    var function = FunctionDeclaration(
      name: "f", nameRange: range, modifiers: [], annotations: [], kdoc: nil,
      contextParameters: [], typeParameters: [], receiverType: nil, parameters: [],
      returnType: nil, body: .block, range: range)
    let plainFunction = function
    function.typeParameters = [
      TypeParameter(
        name: "T", variance: .invariant, isReified: false, annotations: [], bounds: [],
        range: range)
    ]
    #expect(function.typeParameters.map(\.name) == ["T"])
    #expect(function != plainFunction)
    function.typeParameters = []
    #expect(function == plainFunction)

    var parameter = Parameter(
      modifiers: [], annotations: [], binding: .none, name: "p", type: nil,
      hasDefaultValue: false, range: range)
    let plainParameter = parameter
    parameter.modifiers = [.vararg]
    #expect(parameter.isVararg)
    #expect(parameter != plainParameter)
    parameter.modifiers = []
    #expect(parameter == plainParameter)
  }
}
