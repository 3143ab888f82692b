// Written by `kmp-bridge kotlin-support`: do not edit; run it again to update this file.
//
// Lets the Swift glue KMPBridge generates stop a flow's collection in Kotlin as soon as Swift
// cancels it. The Objective-C export shows a flow's `collect` only as a suspend call, which
// Swift cannot cancel: without this file, a cancelled collection ends at the flow's next value.
package kmpbridge

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
