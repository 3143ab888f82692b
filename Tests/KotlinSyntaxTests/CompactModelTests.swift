import Testing

@testable import KotlinSyntax

/// The tree's compact storage: long names read once per spelling, and fields most declarations
/// leave empty kept out of line. Neither may change what a parse gives.
@Suite("Compact tree storage")
struct CompactModelTests {
  /// Where a string's bytes are: equal for two long strings that share their storage.
  private func storage(_ text: String?) -> UnsafeRawPointer? {
    var text = text ?? ""
    return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
  }

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
    #expect(type.name?.utf8.count == 31)
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

  @Test("thousands of distinct long names, the table growing many times, all read and shared")
  func manyLongNames() {
    let count = 5000
    // Each name declared, then used as a type after every other was declared (and the table
    // has grown many times since it first held the name).
    let declarations = (0..<count).map { "class SomeQuiteLongClassName\($0)" }
    let uses = (0..<count).map { "val v\($0): SomeQuiteLongClassName\($0) = x" }
    let source = (declarations + uses).joined(separator: "\n")
    let file = KotlinParser.parse(source, path: "Names.kt")
    #expect(file.diagnostics.isEmpty)
    var classNames: [String] = []
    var typeNames: [String] = []
    for declaration in file.declarations {
      switch declaration {
      case .class(let type): classNames.append(type.name ?? "")
      case .property(let property): typeNames.append(property.type?.plainName ?? "")
      default: break
      }
    }
    let expected = (0..<count).map { "SomeQuiteLongClassName\($0)" }
    #expect(classNames == expected)
    #expect(typeNames == expected)
    let shared = zip(classNames, typeNames).filter { storage($0) == storage($1) }.count
    #expect(shared == count)
  }

  @Test("the byte comparison finds a difference at every position, for every length class")
  func sameBytes() {
    for length in [16, 17, 23, 24, 25, 31, 32, 33, 100] {
      let original = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
      let copy = original
      original.withUnsafeBufferPointer { a in
        copy.withUnsafeBufferPointer { b in
          #expect(NameTable.sameBytes(a.baseAddress!, b.baseAddress!, length))
        }
      }
      for position in 0..<length {
        var changed = original
        changed[position] ^= 0x20
        original.withUnsafeBufferPointer { a in
          changed.withUnsafeBufferPointer { b in
            #expect(
              !NameTable.sameBytes(a.baseAddress!, b.baseAddress!, length),
              "length \(length), position \(position)")
          }
        }
      }
    }
  }

  @Test("short names made from their bytes equal String(decoding:)'s, at every length")
  func shortNamesEqualDecodedStrings() {
    #if _endian(little) && _pointerBitWidth(_64)
    #expect(NameTable.shortStringsAreFast, "the fast path is off on this platform")
    #endif
    // Every length from 1 to 15, every ASCII byte (NUL, space and DEL included) at the last
    // position, and the bytes after the name (read, then masked off) zero, ASCII and not.
    let ascii = (0x00...0x7F).map { UInt8($0) }
    for length in 1...NameTable.shortLength {
      for last in ascii {
        for trailing: UInt8 in [0, 0x41, 0xFF] {
          var bytes = (0..<length).map { ascii[0x21 + ($0 * 7 + Int(last)) % 0x5E] }
          bytes[length - 1] = last
          let buffer = bytes + [UInt8](repeating: trailing, count: 16)
          buffer.withUnsafeBufferPointer { pointer in
            let made = NameTable.shortASCIIString(pointer.baseAddress!, length: length)
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(made == decoded)
            // The same representation, flags included, not only an equal string.
            #expect(
              made.map(NameTable.representation(of:)) == NameTable.representation(of: decoded))
            #expect(made?.utf8.count == length)
            #expect(made.map { Array($0.utf8) } == bytes)
            #expect(made?.hashValue == decoded.hashValue)
            #expect(made.map { $0 + "!" } == decoded + "!")
          }
        }
      }
    }
  }

  @Test("a short name with a byte that is not ASCII, in either word, is made the careful way")
  func shortNamesNotASCII() {
    var names: [[UInt8]] = [[0x61, 0xC3, 0xA9], [0xFF], [0x41, 0x42, 0x80], Array("naïve".utf8)]
    // A byte of 0x80 or above at every position of every length, the second word's included.
    for length in 1...NameTable.shortLength {
      for position in 0..<length {
        var bytes = [UInt8](repeating: 0x61, count: length)
        bytes[position] = position % 2 == 0 ? 0x80 : 0xFF
        names.append(bytes)
      }
    }
    names.append(Array("abcdefgh".utf8) + [0xC3, 0xA9])
    for bytes in names {
      let buffer = bytes + [UInt8](repeating: 0, count: 16)
      buffer.withUnsafeBufferPointer { pointer in
        #expect(NameTable.shortASCIIString(pointer.baseAddress!, length: bytes.count) == nil)
      }
    }
    // Through the parser: each name first where sixteen bytes from its start are in the file (the
    // fast way when it is ASCII), last at the very end of the file (the careful way), backticked
    // or not, ASCII or not.
    for name in ["a", "value", "État", "x_1", "`fun name`", "`é`", "abcdefghijklmno"] {
      let source = Array("fun f(\(name): Int)\nval \(name): \(name)".utf8)
      let file = KotlinParser.parse(source, path: "Short.kt")
      let expected = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
      guard case .function(let function) = file.declarations.first,
        case .property(let property) = file.declarations.last
      else {
        Issue.record("unexpected declarations: \(file.declarations)")
        continue
      }
      #expect(function.parameters.first?.name == expected)
      #expect(property.name == expected)
      #expect(property.type?.plainName == expected)
    }
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

  @Test("a long name that ends the file is read whole, and matched against an earlier one")
  func longNameAtTheEnd() {
    // Bytes in an array of exactly their size: nothing follows the last name in memory that the
    // parser may read (the fuzzer, with AddressSanitizer, checks the same on any input).
    let name = "SomeVeryLongTypeNameAtTheEnd"
    let source = Array("class \(name)\nval x: \(name)".utf8)
    let exact = source.withUnsafeBufferPointer { Array($0) }
    let file = KotlinParser.parse(exact, path: "Names.kt")
    guard case .class(let type) = file.declarations.first,
      case .property(let property) = file.declarations.last
    else {
      Issue.record("unexpected declarations: \(file.declarations)")
      return
    }
    #expect(property.type?.plainName == name)
    #expect(storage(property.type?.plainName) == storage(type.name))
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
    changed.setter = getter
    changed.backingField = PropertyDeclaration.BackingField(
      modifiers: [], type: nil, hasInitializer: true, range: range)
    #expect(changed.setter == getter)
    #expect(changed.backingField?.hasInitializer == true)
    changed.getter = nil
    changed.kdoc = nil
    changed.receiverType = nil
    #expect(changed != plain)
    changed.setter = nil
    #expect(changed != plain)
    changed.backingField = nil
    #expect(changed == plain)
    #expect(changed.hashValue == plain.hashValue)

    var type = ClassDeclaration(
      kind: .enumClass, name: "E", nameRange: range, modifiers: [], annotations: [], kdoc: nil,
      typeParameters: [], primaryConstructor: nil, superTypes: [], enumEntries: [], members: [],
      hasBody: true, range: range)
    let plainType = type
    type.kdoc = "Colors."
    type.enumEntries = [
      EnumEntry(
        name: "RED", annotations: [], kdoc: nil, arguments: nil, hasBody: false, members: [],
        range: range)
    ]
    #expect(type.kdoc == "Colors.")
    #expect(type.enumEntries.map(\.name) == ["RED"])
    type.kdoc = nil
    #expect(type != plainType)
    type.enumEntries = []
    #expect(type == plainType)
    #expect(type.hashValue == plainType.hashValue)

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
