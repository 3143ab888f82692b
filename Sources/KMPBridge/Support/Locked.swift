#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#endif

#if canImport(Darwin)
typealias PlatformLock = os_unfair_lock_s
#else
typealias PlatformLock = pthread_mutex_t
#endif

/// State guarded by a lock: the one synchronisation primitive of the runtime.
///
/// `Synchronization.Mutex` would be the natural choice, but it needs iOS 18 / macOS 15 and the
/// package supports iOS 17, so this is the classic `ManagedBuffer` + platform lock pair
/// (`os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere), allocated once, with the
/// lock stored inline beside the state.
package struct Locked<State>: @unchecked Sendable {
  // @unchecked: every access to the state goes through `withLock`, which holds the lock for the
  // whole access, so the state is never touched by two threads at once.
  private let storage: LockedStorage<State>

  package init(_ initial: State) {
    storage = LockedStorage.make(initial)
  }

  /// Runs `body` with exclusive access to the state.
  ///
  /// `body` must not call back into this same lock: the lock is not recursive.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, lock in
      PlatformLock.lock(lock)
      defer { PlatformLock.unlock(lock) }
      return try body(&state.pointee)
    }
  }
}

final class LockedStorage<State>: ManagedBuffer<State, PlatformLock> {
  static func make(_ initial: State) -> LockedStorage<State> {
    let buffer = create(minimumCapacity: 1) { buffer in
      buffer.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
      return initial
    }
    // `create` is declared to return `ManagedBuffer`, but it allocates an instance of `Self`.
    return unsafeDowncast(buffer, to: LockedStorage<State>.self)
  }

  deinit {
    withUnsafeMutablePointerToElements { PlatformLock.deinitialize($0) }
  }
}

extension PlatformLock {
  static func initialize(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    lock.initialize(to: os_unfair_lock_s())
    #else
    let result = pthread_mutex_init(lock, nil)
    precondition(result == 0, "pthread_mutex_init failed")
    #endif
  }

  static func deinitialize(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if !canImport(Darwin)
    pthread_mutex_destroy(lock)
    #endif
    lock.deinitialize(count: 1)
  }

  static func lock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    os_unfair_lock_lock(lock)
    #else
    pthread_mutex_lock(lock)
    #endif
  }

  static func unlock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    os_unfair_lock_unlock(lock)
    #else
    pthread_mutex_unlock(lock)
    #endif
  }
}
