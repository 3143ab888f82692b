#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies one version of a file without reading it: device, inode, size, and the
/// modification and status-change times in nanoseconds.
///
/// The manifest keeps each source's stamp beside its content hash, so a re-run trusts the hash
/// of a file whose stamp is unchanged instead of reading and hashing it again (what `git status`
/// does with its index). Any write to a file changes its status-change time, which no tool can
/// set back, and a file replaced by another (a checkout, a rename) has another inode.
///
/// One trap remains, the one git calls "racy": file systems keep times at a coarse tick, so a
/// file written just after it was stamped can keep the same times. A stamp is therefore only
/// *recorded* once it is settled: its last change at least two seconds (``settlingTime``) before
/// the run began; a file changed more recently is read and hashed again on the next run. (Times
/// on a network file system come from the server's clock: one running more than two seconds
/// behind this machine's reopens the trap, as it does for git.)
public struct FileStamp: Sendable, Hashable, CustomStringConvertible {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  /// Modification time, nanoseconds since 1970.
  public var modified: Int64
  /// Status-change time, nanoseconds since 1970.
  public var changed: Int64

  public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  init(_ status: stat) {
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    let changed = status.st_ctimespec
    #else
    let modified = status.st_mtim
    let changed = status.st_ctim
    #endif
    self.init(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino), size: Int64(status.st_size),
      modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec))
  }

  /// How long before a run a file must have last changed for its stamp to be recorded.
  static let settlingTime: Int64 = 2_000_000_000

  /// Whether the file last changed before `time` (nanoseconds since 1970, the wall clock): a
  /// run's start less ``settlingTime``, so that any later write must show in its times.
  func isSettled(before time: Int64) -> Bool {
    changed < time && modified < time
  }

  /// This stamp, if it may be recorded for `size` bytes the run read or wrote: settled before
  /// `time`, and of that size (a file that changed size meanwhile has a stamp that does not
  /// describe those bytes); else `nil`.
  func recordable(before time: Int64, size: Int) -> FileStamp? {
    isSettled(before: time) && self.size == Int64(size) ? self : nil
  }

  /// The wall clock now, in nanoseconds since 1970 (the clock file times are kept in).
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
  }

  /// `device:inode:size:modified:changed`, as kept in the manifest.
  public var description: String { "\(device):\(inode):\(size):\(modified):\(changed)" }

  /// Reads ``description``.
  public init?(text: String) {
    // Split over the UTF-8 bytes: splitting the string by characters cost about 26,000
    // instructions a stamp, and a manifest holds one per source and one per output.
    let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard parts.count == 5, let device = UInt64(Substring(parts[0])),
      let inode = UInt64(Substring(parts[1])), let size = Int64(Substring(parts[2])),
      let modified = Int64(Substring(parts[3])), let changed = Int64(Substring(parts[4]))
    else { return nil }
    self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
  }
}
