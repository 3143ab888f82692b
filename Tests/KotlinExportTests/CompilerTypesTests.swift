import Foundation
import KotlinExport
import KotlinSyntax
import Testing

/// The generator's Kotlin types for the members of the example's module and of the fixture
/// modules, against the types a real Kotlin compiler gave them (`Fixtures/CompilerTypes`, which
/// `Scripts/check-kotlin` records and CI keeps fresh). Names the compiler resolves through
/// imports, nested classes and typealiases, and types it infers (`val state =
/// _state.asStateFlow()`), have to come out the same.
@Suite("Predicted member types against the Kotlin compiler's")
struct CompilerTypesTests {
  static let records = KotlinFixtures.directory.appendingPathComponent("CompilerTypes")
  static let repositoryRoot = KotlinFixtures.directory.deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var recordNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// A record: the compiler's type for each member key, and the sources it was compiled from.
  struct Record {
    var sources: [String] = []
    var types: [String: String] = [:]

    init(_ text: String) {
      for line in text.split(separator: "\n") {
        if line.hasPrefix("# sources: ") {
          sources = line.dropFirst("# sources: ".count).split(separator: " ").map(String.init)
        } else if !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") {
          types[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
      }
    }
  }

  /// The module of a record's sources: each directory a source set, named after its
  /// `…Main/kotlin` folder (`commonMain`), or a single file in `commonMain`.
  static func module(of record: Record) throws -> KotlinModule {
    var sets: [SourceSet] = []
    for source in record.sources {
      let url = repositoryRoot.appendingPathComponent(source)
      var paths: [URL] = []
      if source.hasSuffix(".kt") {
        paths = [url]
      } else {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        while let relative = enumerator?.nextObject() as? String {
          if relative.hasSuffix(".kt") { paths.append(url.appendingPathComponent(relative)) }
        }
      }
      let files = try paths.sorted { $0.path < $1.path }.map {
        KotlinParser.parse(try String(contentsOf: $0, encoding: .utf8), path: $0.path)
      }
      let components = source.split(separator: "/")
      let name = components.last(where: { $0.hasSuffix("Main") }).map(String.init) ?? "commonMain"
      sets.append(SourceSet(name: name, files: files))
    }
    return KotlinModule(name: "shared", sourceSets: sets)
  }

  /// The generator's type for each member key it predicts one for, in the record's spelling.
  static func predicted(_ exported: ExportedModule) -> [String: String] {
    var result: [String: String] = [:]
    for type in exported.types {
      let owner = type.kotlinName.description
      for property in type.properties where !property.isStatic && !property.isExtension {
        if let kotlinType = property.kotlinType {
          result[owner + "." + property.kotlinName] = kotlinType.description
        }
      }
      for function in type.methods where function.kind == .method && !function.isExtension {
        guard let returnType = function.kotlinReturnType,
          !function.parameters.contains(where: \.isVariadic)
        else { continue }
        let parameters = function.parameters.map(\.kotlinType.description)
        let key = owner + "." + function.kotlinName + "(" + parameters.joined(separator: ", ") + ")"
        result[key] = returnType.description
      }
    }
    return result
  }

  @Test("every record names its sources and is not empty")
  func records() throws {
    #expect(Self.recordNames.count >= 8)
    for name in Self.recordNames {
      let record = Record(
        try String(contentsOf: Self.records.appendingPathComponent(name + ".txt"), encoding: .utf8))
      #expect(!record.sources.isEmpty, "\(name)")
      #expect(!record.types.isEmpty, "\(name)")
    }
  }

  @Test("the generator's member types are the compiler's", arguments: recordNames)
  func memberTypes(record name: String) throws {
    let record = Record(
      try String(contentsOf: Self.records.appendingPathComponent(name + ".txt"), encoding: .utf8))
    let exported = ExportedModule(
      try Self.module(of: record), mode: .objectiveC(.init(frameworkName: "Shared")))
    let predicted = Self.predicted(exported)
    var unpredicted: Set<String> = []
    for (key, compilerType) in record.types.sorted(by: { $0.key < $1.key }) {
      guard let predictedType = predicted[key] else {
        unpredicted.insert(key)
        continue
      }
      #expect(predictedType == compilerType, "\(key)")
    }
    // Every other member is predicted (a record whose keys stopped matching would compare
    // nothing).
    #expect(unpredicted == Self.notPredicted.filter { record.types[$0] != nil }, "\(name)")
  }

  /// The members the generator leaves untyped (and warns about, asking for the type), because
  /// their initializers are not among the shapes it types.
  static let notPredicted: Set<String> = [
    // `mapNotNull { it.firstOrNull() }`: the lambda ends in a call of a library function.
    "com.example.inference.ScreenViewModel.firstItems",
    // `MutableStateFlow(initialValue())`: the value is a function's result.
    "com.example.inference.ScreenViewModel.held",
  ]
}
