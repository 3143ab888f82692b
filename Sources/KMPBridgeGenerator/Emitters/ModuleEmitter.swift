import KotlinExport
import KotlinSyntax

/// Runs every emitter over a module and assembles the generated files: one per Kotlin file that
/// needs glue (named after it, under its source set), plus `KMPBridgeSupport.swift`.
struct ModuleEmitter {
  let model: GlueModel
  /// The input files by path, for naming outputs and headers.
  let sources: [String: SourceFile]

  /// The name of the module-wide support file.
  static let supportFileName = "KMPBridgeSupport.swift"

  func files() -> [GeneratedFile] {
    let outputPaths = Self.outputPaths(of: Array(sources.values))
    func outputPath(of source: SourceFile) -> String {
      outputPaths[source.path] ?? Self.plainOutputPath(of: source)
    }
    // Every block to emit, in a fixed order, with the module file it belongs to (nil: the
    // support file); rendered on every core, then placed in that order.
    var jobs: [(file: Int?, render: @Sendable () -> String)] = []
    func render(_ body: @escaping @Sendable (inout SwiftWriter) -> Void) -> @Sendable () -> String {
      {
        var writer = SwiftWriter()
        body(&writer)
        return writer.isEmpty ? "" : writer.text
      }
    }

    let sealed = SealedEnumEmitter(model: model)
    for hierarchy in model.sealedClasses {
      jobs.append(
        (model.fileIndex(of: hierarchy.kotlinName), render { sealed.emit(hierarchy, into: &$0) }))
    }
    let mirrors = EnumMirrorEmitter(model: model)
    for type in model.enumClasses {
      jobs.append((model.fileIndex(of: type.kotlinName), render { mirrors.emit(type, into: &$0) }))
    }
    let identifiable = IdentifiableEmitter(model: model)
    for (type, id) in identifiable.candidates() {
      jobs.append(
        (
          model.fileIndex(of: type.kotlinName),
          render { identifiable.emit(type, id: id, into: &$0) }
        ))
    }
    if model.isObjectiveC {
      let nested = Dictionary(
        grouping: model.exported.nestedTypePaths().filter { model.wanted($0.kotlinName) },
        by: { model.fileIndex(of: $0.kotlinName) ?? -1 })
      let typealiases = NestedTypealiasEmitter(model: model)
      for (file, paths) in nested.sorted(by: { $0.key < $1.key }) {
        jobs.append((file >= 0 ? file : nil, render { typealiases.emit(paths, into: &$0) }))
      }
    } else {
      let aliases = model.exported.packageTypeAliases(reserving: Self.reservedTypeNames)
        .filter { model.wanted($0.kotlinName) }
      let emitter = PackageTypealiasEmitter(model: model)
      jobs.append((nil, render { emitter.emit(aliases, into: &$0) }))
    }
    // Typed flow accessors in both modes: Objective-C export needs them to know the element
    // type; in Swift export they give the same `typedX` spelling, so app code does not change
    // with the export mode.
    let flows = FlowAdapterEmitter(model: model)
    let byOwner = Dictionary(grouping: model.flowMembers, by: \.owner)
    // Sorted with the names' texts built once (a comparison of two nested names joins both).
    for owner in QualifiedName.sorted(byOwner.keys)
    where GlueModel.getsFlowAccessors(owner, in: model.exported, wanted: model.wanted) {
      guard let members = byOwner[owner], let type = model.exported.type(owner) else { continue }
      jobs.append(
        (model.fileIndex(of: owner), render { flows.emit(members, owner: type, into: &$0) }))
    }
    let reactors = ReactorAdapterEmitter(model: model)
    for shape in model.reactors {
      jobs.append(
        (model.fileIndex(of: shape.type.kotlinName), render { reactors.emit(shape, into: &$0) }))
    }

    let renderers = jobs.map(\.render)
    let blocks = Parallel.map(renderers.count) { renderers[$0]() }
    var pieces: [Int: [String]] = [:]  // module file index → emitted blocks, in order
    var unplaced: [String] = []
    for (job, block) in zip(jobs, blocks) where !block.isEmpty {
      if let file = job.file {
        pieces[file, default: []].append(block)
      } else {
        unplaced.append(block)
      }
    }

    var files: [GeneratedFile] = []
    let moduleFiles = model.exported.module.files
    if model.configuration.writesEveryFile {
      // Every input gets its output, so that the set of outputs is known from the inputs alone.
      for (index, file) in moduleFiles.enumerated() where pieces[index] == nil {
        if sources[file.file.path] != nil { pieces[index] = [] }
      }
      let known = Set(moduleFiles.map(\.file.path))
      for source in sources.values where !known.contains(source.path) {
        files.append(
          GeneratedFile(
            relativePath: outputPath(of: source),
            contents: assemble([], from: source.sourceSet + "/" + source.relativePath)))
      }
    }
    for (index, blocks) in pieces.sorted(by: { $0.key < $1.key }) {
      guard moduleFiles.indices.contains(index),
        let source = sources[moduleFiles[index].file.path]
      else {
        unplaced += blocks
        continue
      }
      files.append(
        GeneratedFile(
          relativePath: outputPath(of: source),
          contents: assemble(blocks, from: source.sourceSet + "/" + source.relativePath)))
    }
    var supportWriter = SwiftWriter()
    SupportFileEmitter(model: model).emit(into: &supportWriter)
    let support = supportWriter.text
    files.append(
      GeneratedFile(
        relativePath: Self.supportFileName,
        contents: assemble([support] + unplaced, from: "the whole module", needsFoundation: true)))
    return files.sorted { $0.relativePath < $1.relativePath }
  }

  /// The top-level type names the glue's module must leave alone: those KMPBridgeSupport.swift
  /// declares, and those of KMPBridge and KMPBridgeSwiftUI, which app code names unqualified. A
  /// package typealias of one of these names takes its package as a prefix.
  static let reservedTypeNames: Set<String> = [
    "KotlinFlow", "KotlinSharedFlow", "KotlinStateFlow", "KotlinFlowBridge",
    "KotlinThrowableError", "KotlinCollectionStart", "KotlinCollection", "KMPBridgeFlowCollector",
    "KotlinCollectionCancellation",
    // KMPBridge and KMPBridgeSwiftUI (a test keeps this list complete).
    "AsyncSequenceFlow", "CollapsingHeaderController", "CollapsingHeaderLayout",
    "CollapsingHeaderTabView", "CombinedFlow", "EmptyFlow", "FakeFlow", "FakeSharedFlow",
    "FakeStateFlow", "FlowCollector", "FlowDeliveryPolicy", "FlowDeliveryStatistics", "FlowPhase",
    "FlowSource", "FlowState", "KMPBridgeGlue", "KotlinFlowElementMismatch", "KotlinReactor",
    "MainThreadCollectableFlow", "MappedFlow", "MappedStateFlow", "Mutations", "ObservingView",
    "OptionalFlow", "Reactor",
    "ReactorEvents", "ReactorStore", "ReactorStub", "Remember", "Remembered", "Send",
    "SharedFlowSource", "StateFlowSource", "StoreBinding",
  ]

  /// Where the glue of each Kotlin file goes (by the Kotlin file's path): next to where the
  /// Kotlin file is, `commonMain/com/example/Profile.swift`, with a file name unique in the Swift
  /// module, as the compiler requires. A Kotlin file whose name another one also has (ignoring
  /// case, as macOS does), in any source set or package, or `KMPBridgeSupport.kt`, gets its source
  /// set and directory in the name: `iosMain/com/example/Platform+iosMain.com.example.swift`.
  ///
  /// KMPBridgePlugin declares the same names from the same rule.
  static func outputPaths(of sources: [SourceFile]) -> [String: String] {
    func stem(_ source: SourceFile) -> Substring {
      // The last path component, found by a byte search (paths never end with `/`).
      let path = source.relativePath
      let name =
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] }
        ?? path[...]
      return name.dropLast(3)
    }
    var counts: [String: Int] = [supportFileName.lowercased(): 1]
    for source in sources { counts[(stem(source) + ".swift").lowercased(), default: 0] += 1 }
    var paths: [String: String] = [:]
    for source in sources {
      let name = stem(source)
      if counts[(name + ".swift").lowercased()] == 1 {
        paths[source.path] = plainOutputPath(of: source)
        continue
      }
      let directories = source.relativePath.split(separator: "/").dropLast()
      let qualifier = ([Substring(source.sourceSet)] + directories).joined(separator: ".")
      let directory = directories.isEmpty ? "" : directories.joined(separator: "/") + "/"
      paths[source.path] = source.sourceSet + "/" + directory + name + "+" + qualifier + ".swift"
    }
    return paths
  }

  /// `commonMain/com/example/Profile.swift` for `commonMain/…/com/example/Profile.kt`.
  static func plainOutputPath(of source: SourceFile) -> String {
    source.sourceSet + "/" + source.relativePath.dropLast(3) + ".swift"
  }

  private func assemble(_ blocks: [String], from origin: String, needsFoundation: Bool = false)
    -> String
  {
    var text = header(origin: origin)
    text += "\n"
    if needsFoundation { text += "import Foundation\n" }
    text += "import KMPBridge\n"
    text += "import \(model.frameworkModule)\n"
    for block in blocks {
      text += "\n" + block
    }
    return text
  }

  private func header(origin: String) -> String {
    let configuration = model.configuration
    let mode =
      configuration.mode == .objectiveC
      ? "Objective-C export of \(configuration.framework)"
      : "Swift export of \(configuration.framework)"
    return """
      // Generated by kmp-bridge \(Generator.version) from \(origin)
      // (\(mode), Kotlin \(configuration.kotlinVersion)). Do not edit: run `kmp-bridge generate`.
      // swift-format-ignore-file

      """
  }
}
