import Foundation
import KotlinSyntax

/// A Swift file the generator produced, relative to the output directory.
public struct GeneratedFile: Sendable, Hashable {
  /// The path under the output directory, with `/` separators.
  public var relativePath: String
  /// The file's complete text.
  public var contents: String

  public init(relativePath: String, contents: String) {
    self.relativePath = relativePath
    self.contents = contents
  }
}

/// What a run changes in the output directory.
public struct OutputPlan: Sendable, Equatable {
  /// Files to create or overwrite (their bytes differ from what is on disk).
  public var writes: [GeneratedFile] = []
  /// Files whose bytes are already right: left untouched, so Xcode does not rebuild them.
  public var unchanged: [String] = []
  /// Files a previous run generated that no longer have a source.
  public var removals: [String] = []

  /// Whether the output directory is already up to date.
  public var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
}

/// Writes generated files safely: only when their bytes changed, atomically (a temporary file
/// renamed over the old one, so no reader ever sees half a file), and removes the outputs of
/// earlier runs that no longer have a source (only files this tool wrote, as listed in its
/// manifest).
public enum OutputWriter {
  /// Compares `files` with the output directory.
  ///
  /// - Parameter previousOutputs: The files the previous run wrote (from its manifest).
  public static func plan(
    _ files: [GeneratedFile], in directory: String, previousOutputs: Set<String>
  ) -> OutputPlan {
    var plan = OutputPlan()
    let produced = Set(files.map(\.relativePath))
    for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
      let path = (directory as NSString).appendingPathComponent(file.relativePath)
      if let existing = FileIO.readBytes(atPath: path), existing.elementsEqual(file.contents.utf8) {
        plan.unchanged.append(file.relativePath)
      } else {
        plan.writes.append(file)
      }
    }
    plan.removals = previousOutputs.subtracting(produced).sorted().filter { relative in
      FileManager.default.fileExists(
        atPath: (directory as NSString).appendingPathComponent(relative))
    }
    return plan
  }

  /// Carries out a plan.
  ///
  /// - Throws: A diagnostic naming the file that could not be written or removed; files written
  ///   before the failure are complete (each write is atomic).
  public static func apply(_ plan: OutputPlan, in directory: String) throws(DiagnosticError) {
    var directories: Set<String> = []
    for file in plan.writes {
      let path = (directory as NSString).appendingPathComponent(file.relativePath)
      // POSIX calls first, straight from the string's bytes; Foundation's path (with its error
      // messages) only when they fail.
      var contents = file.contents
      let parent = (path as NSString).deletingLastPathComponent
      let written =
        FileIO.makeDirectories(parent, known: &directories)
        && contents.withUTF8 { FileIO.writeAtomically(UnsafeRawBufferPointer($0), to: path) }
      if !written { try writeAtomically(Data(file.contents.utf8), to: path) }
    }
    for relative in plan.removals {
      let path = (directory as NSString).appendingPathComponent(relative)
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw DiagnosticError(path: path, message: "cannot remove a stale output: \(error)")
      }
      removeEmptyParents(of: relative, in: directory)
    }
  }

  /// Writes `data` to a temporary file beside `path`, then renames it over `path`.
  public static func writeAtomically(_ data: Data, to path: String) throws(DiagnosticError) {
    var directories: Set<String> = []
    let parent = (path as NSString).deletingLastPathComponent
    if FileIO.makeDirectories(parent, known: &directories),
      data.withUnsafeBytes({ FileIO.writeAtomically($0, to: path) })
    {
      return
    }
    try foundationWriteAtomically(data, to: path)
  }

  /// ``writeAtomically(_:to:)`` through Foundation, for its error messages.
  private static func foundationWriteAtomically(_ data: Data, to path: String)
    throws(DiagnosticError)
  {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticError(
        path: directory.path, message: "cannot create the output directory: \(error)")
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticError(path: path, message: "cannot write the file: \(error)")
    }
    if rename(temporary.path, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw DiagnosticError(path: path, message: "cannot write the file: \(reason)")
    }
  }

  /// Removes directories left empty by removing `relative`, up to (not including) `directory`.
  private static func removeEmptyParents(of relative: String, in directory: String) {
    var components = relative.split(separator: "/").dropLast()
    while !components.isEmpty {
      let path = (directory as NSString).appendingPathComponent(components.joined(separator: "/"))
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path),
        entries.isEmpty
      else { return }
      try? FileManager.default.removeItem(atPath: path)
      components = components.dropLast()
    }
  }
}
