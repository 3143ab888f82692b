import Dispatch

#if canImport(Darwin)
import Darwin
#endif

/// Whether the caller is running on the main actor's executor, without trapping.
///
/// On Apple platforms the main actor is the main thread, so the check is `pthread_main_np()`.
/// Elsewhere the main actor runs jobs from the main dispatch queue, which need not be drained by the
/// process's first thread (under `swift test` on Linux it is not), so the check asks dispatch
/// whether the current queue is the main queue.
func isOnMainActorExecutor() -> Bool {
  #if canImport(Darwin)
  return pthread_main_np() != 0
  #else
  return DispatchQueue.getSpecific(key: mainQueueKey.key) != nil
  #endif
}

#if !canImport(Darwin)
private struct MainQueueKey: @unchecked Sendable {
  // @unchecked: `DispatchSpecificKey` is an immutable token; dispatch synchronises its use.
  let key: DispatchSpecificKey<Bool>

  init() {
    key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
  }
}

/// Created (and registered on the main queue) on first use; Swift globals are initialised once,
/// thread-safely.
private let mainQueueKey = MainQueueKey()
#endif
