/// The Kotlin file `kmp-bridge kotlin-support` writes into the shared module: `KMPBridgeFlows`,
/// which collects a flow for Swift and hands back a `KMPBridgeFlowCollection` that cancels it.
///
/// The Objective-C export shows a flow's `collect` only as a suspend call, which Swift cannot
/// cancel: a collection Swift stops ends on the Kotlin side at the flow's next value, and a state
/// flow that never changes again keeps its collector. When the module holds this file (found by
/// its declarations, whatever the package), the generated `KMPBridgeSupport.swift` collects
/// through it instead, and cancelling in Swift cancels the Kotlin coroutine at once.
public enum KotlinSupportFile {
  /// The file's name.
  public static let fileName = "KMPBridgeFlows.kt"
  /// The package the file declares unless told otherwise.
  public static let defaultPackage = "kmpbridge"
  /// The object the glue calls, as Kotlin and the Objective-C export name it.
  static let objectName = "KMPBridgeFlows"
  /// The class of one collection.
  static let collectionName = "KMPBridgeFlowCollection"

  /// The first line of the file.
  static let firstLine =
    "// Written by `kmp-bridge kotlin-support`: do not edit; run it again to update this file."

  /// The file's text, declaring `package`.
  public static func text(package: String) -> String {
    """
    \(firstLine)
    //
    // Lets the Swift glue KMPBridge generates stop a flow's collection in Kotlin as soon as Swift
    // cancels it. The Objective-C export shows a flow's `collect` only as a suspend call, which
    // Swift cannot cancel: without this file, a cancelled collection ends at the flow's next value.
    package \(package)

    import kotlin.coroutines.cancellation.CancellationException
    import kotlinx.coroutines.CoroutineScope
    import kotlinx.coroutines.CoroutineStart
    import kotlinx.coroutines.Dispatchers
    import kotlinx.coroutines.Job
    import kotlinx.coroutines.flow.Flow
    import kotlinx.coroutines.isActive
    import kotlinx.coroutines.launch

    /** One collection started by [KMPBridgeFlows.collect]. */
    public class KMPBridgeFlowCollection internal constructor(private val job: Job) {
        /** Stops the collection at once. `onEnd` is not called. */
        public fun cancel() {
            job.cancel()
        }
    }

    /** Collects flows for the Swift glue of KMPBridge. */
    public object KMPBridgeFlows {
        /**
         * Collects [flow] until it ends, fails or is cancelled, starting in the calling thread
         * and going on in the threads the flow emits in. Each value goes to [onValue]; [onEnd]
         * is called once, with `null` when the flow completes or with its failure, and not when
         * the returned collection is cancelled.
         */
        public fun collect(
            flow: Flow<Any?>,
            onValue: (Any?) -> Unit,
            onEnd: (Throwable?) -> Unit,
        ): KMPBridgeFlowCollection {
            val job = CoroutineScope(Dispatchers.Unconfined).launch(start = CoroutineStart.UNDISPATCHED) {
                try {
                    flow.collect { value -> onValue(value) }
                } catch (failure: Throwable) {
                    // Cancelled: Swift has ended the collection already.
                    if (!isActive) {
                        if (failure is CancellationException) throw failure
                        return@launch
                    }
                    onEnd(failure)
                    return@launch
                }
                if (isActive) onEnd(null)
            }
            return KMPBridgeFlowCollection(job)
        }
    }

    """
  }

  /// What ``write(into:package:checkOnly:)`` found or did.
  public enum Outcome: Sendable, Equatable {
    /// The file was written (it was missing or different).
    case written
    /// The file on disk is already the one this version writes.
    case unchanged
    /// `checkOnly`: the file is missing or different, and was left alone.
    case stale
  }

  /// A source directory without a trailing `/`.
  private static func trimmed(_ sourceRoot: String) -> String {
    sourceRoot.hasSuffix("/") ? String(sourceRoot.dropLast()) : sourceRoot
  }

  /// Where ``write(into:package:checkOnly:)`` puts the file: in the folder of its package under
  /// `sourceRoot`, as Kotlin's conventions have it.
  public static func path(in sourceRoot: String, package: String) -> String {
    let root = trimmed(sourceRoot)
    return root + "/" + package.split(separator: ".").joined(separator: "/") + "/" + fileName
  }

  /// Writes the file into a Kotlin source directory of the shared module (such as
  /// `shared/src/iosMain/kotlin`), in its package's folder, atomically and only when its bytes
  /// change.
  ///
  /// - Parameters:
  ///   - sourceRoot: The source directory; it and the package's folders are made if missing.
  ///   - package: The package the file declares; see ``problem(inPackage:)``.
  ///   - checkOnly: Compare only, and write nothing.
  /// - Returns: What was found or done.
  /// - Throws: `DiagnosticError` when a directory cannot be made or the file not written.
  public static func write(
    into sourceRoot: String, package: String, checkOnly: Bool
  ) throws(DiagnosticError) -> Outcome {
    let path = path(in: sourceRoot, package: package)
    let directory = String(path.dropLast(fileName.count + 1))
    let bytes = Array(text(package: package).utf8)
    if FileIO.readBytes(atPath: path) == bytes { return .unchanged }
    if checkOnly { return .stale }
    var known: Set<String> = []
    guard FileIO.makeDirectories(directory, known: &known) else {
      throw DiagnosticError(path: directory, message: "cannot create the directory")
    }
    let written = bytes.withUnsafeBytes { FileIO.writeAtomically($0, to: path) }
    guard written else { throw DiagnosticError(path: path, message: "cannot write the file") }
    return .written
  }

  /// A `KMPBridgeFlows.kt` under the source directory other than the one
  /// ``write(into:package:checkOnly:)`` writes: a run for another package left it, or it was
  /// copied by hand. The generator that finds two copies uses neither (it warns, and the glue
  /// collects the old way).
  public struct OtherCopy: Sendable, Equatable {
    /// The file's path, under the source directory as given.
    public var path: String
    /// The package its folder names (`a.b` for `a/b/KMPBridgeFlows.kt`).
    public var folderPackage: String
    /// Whether the file is, byte for byte, the one this version writes for ``folderPackage``:
    /// removing it loses nothing.
    public var isUnedited: Bool
    /// Whether the file starts as the ones `kotlin-support` writes do (an unedited one, an edited
    /// one, or one another version wrote).
    public var startsAsWritten: Bool
  }

  /// The other copies of the file under `sourceRoot`, in path order (hidden folders and symbolic
  /// links are not looked into).
  public static func otherCopies(in sourceRoot: String, besides package: String) -> [OtherCopy] {
    let root = trimmed(sourceRoot)
    let wanted = path(in: root, package: package)
    var result: [OtherCopy] = []
    var pending: [[String]] = [[]]
    while let folders = pending.popLast() {
      let directory = ([root] + folders).joined(separator: "/")
      guard let entries = FileIO.entries(ofDirectory: directory) else { continue }
      for entry in entries where !entry.name.hasPrefix(".") {
        switch entry.kind {
        case .directory: pending.append(folders + [entry.name])
        case .regularFile where entry.name == fileName:
          let path = directory + "/" + fileName
          guard path != wanted else { continue }
          let folderPackage = folders.joined(separator: ".")
          let bytes = FileIO.readBytes(atPath: path) ?? []
          let isUnedited =
            problem(inPackage: folderPackage) == nil
            && bytes == Array(text(package: folderPackage).utf8)
          result.append(
            OtherCopy(
              path: path, folderPackage: folderPackage, isUnedited: isUnedited,
              startsAsWritten: bytes.starts(with: (firstLine + "\n").utf8)))
        default: continue
        }
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Removes an unedited other copy, and then the folders it leaves empty up to the source
  /// directory. `false` when the file could not be removed.
  public static func remove(_ copy: OtherCopy, in sourceRoot: String) -> Bool {
    guard copy.isUnedited, FileIO.removeFile(atPath: copy.path) else { return false }
    let root = trimmed(sourceRoot)
    var folder = String(copy.path.dropLast(fileName.count + 1))
    while folder.count > root.count, folder.hasPrefix(root + "/"),
      FileIO.removeDirectoryIfEmpty(atPath: folder)
    {
      folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
    }
    return true
  }

  /// The problem with `package` as a Kotlin package name, if any.
  public static func problem(inPackage package: String) -> String? {
    let parts = package.split(separator: ".", omittingEmptySubsequences: false)
    for part in parts {
      guard part != "_", let first = part.first, first == "_" || (first.isASCII && first.isLetter),
        part.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) })
      else {
        return "'\(package)' is not a Kotlin package name such as com.example.shared"
      }
      if part == "kotlin", parts.first == part {
        return "'\(package)' is in Kotlin's own 'kotlin' package, which a module cannot declare; "
          + "choose another package"
      }
      if hardKeywords.contains(String(part)) {
        return "'\(part)' is a Kotlin keyword and cannot be part of a package name "
          + "without backticks; choose another package"
      }
    }
    return nil
  }

  /// Kotlin's hard keywords, which a package name cannot use as a plain identifier.
  private static let hardKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]
}
