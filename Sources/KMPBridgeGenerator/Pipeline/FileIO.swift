#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file access for the pipeline's hot paths: reading every source and output and
/// writing every generated file. Foundation's equivalents copy the bytes once more (through
/// `Data`), look up extended attributes for every directory entry, and `fsync` every file they
/// write, which made writing a large module's glue cost more than generating it.
///
/// Every function reports failure as `nil` or `false`; callers then take their Foundation path,
/// so that error messages stay what they were.
enum FileIO {
  /// The contents of a file (symbolic links followed), or `nil` when it cannot be read.
  ///
  /// - Complexity: O(size), one copy from the kernel into the array.
  static func readBytes(atPath path: String) -> [UInt8]? {
    readBytesAndStamp(atPath: path)?.bytes
  }

  /// The contents of a file and its stamp as it was when reading began (so a change made while
  /// reading shows as a different stamp next time), or `nil` when it cannot be read.
  static func readBytesAndStamp(atPath path: String) -> (bytes: [UInt8], stamp: FileStamp)? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    guard let bytes = readAll(descriptor, size: max(Int(status.st_size), 0)) else { return nil }
    return (bytes, FileStamp(status))
  }

  /// Up to the first `count` bytes of a file, or `nil` when it cannot be read.
  static func readPrefix(atPath path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    return readBytes(from: descriptor, upTo: count)
  }

  /// Up to `count` bytes from `descriptor` (fewer at the end of the file), read straight into
  /// uninitialized storage (no zeroing pass over bytes about to be overwritten); `nil` on a read
  /// error.
  private static func readBytes(from descriptor: Int32, upTo count: Int) -> [UInt8]? {
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      while initialized < count {
        let received = read(descriptor, buffer.baseAddress! + initialized, count - initialized)
        if received < 0 {
          if errno == EINTR { continue }
          failed = true
          break
        }
        if received == 0 { break }
        initialized += received
      }
    }
    return failed ? nil : bytes
  }

  /// The stamp of a file (symbolic links followed), or `nil` when it cannot be examined.
  static func stamp(atPath path: String) -> FileStamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileStamp(status)
  }

  private static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
    // One byte more than the size shows whether the file ends there.
    guard var bytes = readBytes(from: descriptor, upTo: size + 1) else { return nil }
    if bytes.count > size {
      // The file grew since `fstat`, or reports no size (a pipe): read on until the end.
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let received = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if received < 0 {
          if errno == EINTR { continue }
          return nil
        }
        if received == 0 { break }
        bytes += chunk[..<received]
      }
    }
    return bytes
  }

  /// Writes `bytes` to `path` through a temporary file beside it, renamed over `path`, so that
  /// no reader sees half a file. The file is not synced to disk: like a compiler's outputs, it
  /// only has to be complete for the next build step, which the rename guarantees.
  ///
  /// - Returns: Whether the file was written; on failure nothing is left behind.
  static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
    let directory = slash.map { String(path[..<$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary =
      (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return false }
    var offset = 0
    var failed = false
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failed = true
        break
      }
      offset += written
    }
    if close(descriptor) != 0 { failed = true }
    if failed || rename(temporary, path) != 0 {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Creates `path` and any missing parent directories (like `mkdir -p`).
  ///
  /// - Parameter known: Directories known to exist; gains the ones this call finds or makes,
  ///   so that writing many files into few directories asks the file system once per directory.
  /// - Returns: Whether the directory exists now.
  static func makeDirectories(_ path: String, known: inout Set<String>) -> Bool {
    if path.isEmpty || known.contains(path) { return true }
    if mkdir(path, 0o777) == 0 {
      known.insert(path)
      return true
    }
    switch errno {
    case EEXIST:
      var status = stat()
      guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return false }
      known.insert(path)
      return true
    case ENOENT:
      guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex,
        makeDirectories(String(path[..<slash]), known: &known)
      else { return false }
      guard mkdir(path, 0o777) == 0 || errno == EEXIST else { return false }
      known.insert(path)
      return true
    default:
      return false
    }
  }

  /// The entries of a directory except `.` and `..`, each with whether it is a directory or a
  /// regular file (symbolic links are neither: they are not followed); `nil` when it cannot be
  /// read.
  static func entries(ofDirectory path: String) -> [(name: String, kind: EntryKind)]? {
    guard let stream = opendir(path) else { return nil }
    defer { closedir(stream) }
    var result: [(name: String, kind: EntryKind)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      var kind: EntryKind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_DIR): kind = .directory
      case Int32(DT_REG): kind = .regularFile
      case Int32(DT_UNKNOWN):
        // Some file systems do not say: ask, without following a link.
        var status = stat()
        guard lstat(path + "/" + name, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regularFile
        default: kind = .other
        }
      default: kind = .other
      }
      result.append((name, kind))
    }
    return result
  }

  /// Removes a file; `true` when it is gone (or was already).
  static func removeFile(atPath path: String) -> Bool {
    unlink(path) == 0 || errno == ENOENT
  }

  /// Removes a directory if it is empty; `false` when it is not, or cannot be removed.
  static func removeDirectoryIfEmpty(atPath path: String) -> Bool {
    rmdir(path) == 0
  }

  /// What a directory entry is.
  enum EntryKind {
    case directory
    case regularFile
    case other
  }
}
