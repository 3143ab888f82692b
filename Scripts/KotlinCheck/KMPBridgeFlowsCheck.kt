// Runs the KMPBridgeFlows.kt that `kmp-bridge kotlin-support` writes, on the JVM, against the
// kotlinx.coroutines it was written for, and checks what the Swift glue relies on. Compiled and
// run by Scripts/check-kotlin, with the file written for the package `kmpbridge.checked`.
// Exits 1 with a line per failed check.
package kmpbridge.check

import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicInteger
import kmpbridge.checked.KMPBridgeFlowCollection
import kmpbridge.checked.KMPBridgeFlows
import kotlin.coroutines.cancellation.CancellationException
import kotlin.system.exitProcess
import kotlinx.coroutines.CompletableDeferred
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.awaitCancellation
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.emptyFlow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.flowOn
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.yield

private val failures = mutableListOf<String>()
private var checks = 0

private fun check(condition: Boolean, what: () -> String) {
    checks += 1
    if (!condition) failures += what()
}

/** What one collection saw, recorded from any thread. */
private class Recorder {
    val values = java.util.Collections.synchronizedList(mutableListOf<Any?>())
    val threads = java.util.Collections.synchronizedList(mutableListOf<Thread>())
    val ends = java.util.Collections.synchronizedList(mutableListOf<Throwable?>())
    val ended = CountDownLatch(1)

    fun collect(flow: kotlinx.coroutines.flow.Flow<Any?>): KMPBridgeFlowCollection =
        KMPBridgeFlows.collect(
            flow,
            onValue = { value ->
                values += value
                threads += Thread.currentThread()
            },
            onEnd = { failure ->
                ends += failure
                ended.countDown()
            },
        )
}

/** Waits up to 20 seconds for `condition`. */
private fun eventually(condition: () -> Boolean): Boolean {
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20)
    while (System.nanoTime() < deadline) {
        if (condition()) return true
        Thread.sleep(1)
    }
    return condition()
}

fun main() {
    val uncaught = java.util.Collections.synchronizedList(mutableListOf<Throwable>())
    Thread.setDefaultUncaughtExceptionHandler { _, failure -> uncaught += failure }
    val caller = Thread.currentThread()

    // A flow that completes: every value, then one end with null, all in the calling thread and
    // before `collect` returns (Unconfined, started undispatched: as the suspend call did).
    run {
        val recorder = Recorder()
        recorder.collect(flowOf(1, "two", null))
        check(recorder.values == listOf(1, "two", null)) { "values of a finite flow: ${recorder.values}" }
        check(recorder.threads.all { it === caller }) { "a finite flow's values came in another thread" }
        check(recorder.ends == listOf<Throwable?>(null)) { "a finite flow's end: ${recorder.ends}" }
    }
    run {
        val recorder = Recorder()
        recorder.collect(emptyFlow())
        check(recorder.values.isEmpty() && recorder.ends == listOf<Throwable?>(null)) {
            "an empty flow: ${recorder.values}, ${recorder.ends}"
        }
    }

    // A failure reaches onEnd, once, and nothing reaches the uncaught-exception handler (which
    // crashes an iOS app).
    run {
        val recorder = Recorder()
        val boom = IllegalStateException("boom")
        recorder.collect(flow { emit(1); throw boom })
        check(recorder.values == listOf<Any?>(1)) { "values before a failure: ${recorder.values}" }
        check(recorder.ends.size == 1 && recorder.ends[0] === boom) { "a failure's end: ${recorder.ends}" }
    }
    // A cancellation the flow itself throws, while the collection is active, is its failure.
    run {
        val recorder = Recorder()
        recorder.collect(flow<Any?> { throw CancellationException("from the flow") })
        check(recorder.ends.size == 1 && recorder.ends[0] is CancellationException) {
            "a flow's own cancellation: ${recorder.ends}"
        }
    }

    // Cancelling a state flow's collection drops its Kotlin collector at once, with no value to
    // wait for, and onEnd is not called.
    run {
        val state = MutableStateFlow<Any?>("first")
        val recorder = Recorder()
        val collection = recorder.collect(state)
        check(recorder.values == listOf<Any?>("first")) { "a state flow's current value: ${recorder.values}" }
        check(state.subscriptionCount.value == 1) { "subscribers while collecting: ${state.subscriptionCount.value}" }
        collection.cancel()
        check(state.subscriptionCount.value == 0) {
            "subscribers right after cancel(): ${state.subscriptionCount.value} (should be 0)"
        }
        state.value = "second"
        check(recorder.values == listOf<Any?>("first")) { "a value after cancel(): ${recorder.values}" }
        check(recorder.ends.isEmpty()) { "onEnd after cancel(): ${recorder.ends}" }
        collection.cancel()
        check(recorder.ends.isEmpty()) { "a second cancel() called onEnd: ${recorder.ends}" }
    }

    // A flow that emits in a thread of its own: values come from there; cancel() from the caller
    // stops the producer, and onEnd is never called.
    run {
        val producerStopped = CompletableDeferred<Unit>()
        val started = CountDownLatch(1)
        val ticks = flow<Any?> {
            try {
                var tick = 0
                while (true) {
                    emit(tick++)
                    started.countDown()
                    yield()
                }
            } finally {
                producerStopped.complete(Unit)
            }
        }.flowOn(Dispatchers.Default)
        val recorder = Recorder()
        val collection = recorder.collect(ticks)
        // `collect` returns at the collector's first suspension (values already buffered are
        // taken in the caller's thread until then); the rest come while the caller sleeps.
        val returnedAt = recorder.values.size
        check(started.await(20, TimeUnit.SECONDS)) { "a flow on another dispatcher emitted nothing" }
        check(eventually { recorder.values.size >= returnedAt + 10 }) {
            "values from another dispatcher after collect returned: ${recorder.values.size - returnedAt}"
        }
        check(recorder.threads.drop(returnedAt).none { it === caller }) {
            "a value came in the caller's thread after collect returned"
        }
        collection.cancel()
        check(runBlocking { kotlinx.coroutines.withTimeoutOrNull(20_000) { producerStopped.await() } != null }) {
            "the producer did not stop after cancel()"
        }
        val count = recorder.values.size
        Thread.sleep(20)
        check(recorder.values.size <= count + 1) { "values kept coming after cancel()" }
        check(recorder.ends.isEmpty()) { "onEnd after cancelling a flowOn flow: ${recorder.ends}" }
    }

    // Many collections of a shared flow that emits from another thread, cancelled from other
    // threads: every collector goes, and no onEnd is called.
    run {
        val shared = MutableSharedFlow<Any?>(extraBufferCapacity = 64)
        val recorders = List(200) { Recorder() }
        val collections = recorders.map { it.collect(shared) }
        check(shared.subscriptionCount.value == 200) { "subscribers of a shared flow: ${shared.subscriptionCount.value}" }
        val emitting = Thread {
            var value = 0
            while (!Thread.currentThread().isInterrupted) {
                shared.tryEmit(value++)
                Thread.yield()
            }
        }
        emitting.start()
        val cancelled = AtomicInteger()
        val cancellers = collections.chunked(50).map { chunk ->
            Thread {
                for (collection in chunk) {
                    collection.cancel()
                    cancelled.incrementAndGet()
                }
            }
        }
        cancellers.forEach { it.start() }
        cancellers.forEach { it.join() }
        check(cancelled.get() == 200) { "cancellers: ${cancelled.get()}" }
        check(eventually { shared.subscriptionCount.value == 0 }) {
            "subscribers after every cancel(): ${shared.subscriptionCount.value}"
        }
        emitting.interrupt()
        emitting.join()
        check(recorders.all { it.ends.isEmpty() }) { "onEnd after cancel() under load" }
    }

    // A flow that never emits and is never cancelled by anyone but Swift.
    run {
        val recorder = Recorder()
        val collection = recorder.collect(flow<Any?> { awaitCancellation() })
        collection.cancel()
        check(recorder.ends.isEmpty() && recorder.values.isEmpty()) { "a silent flow after cancel()" }
    }

    check(uncaught.isEmpty()) { "reached the uncaught-exception handler: $uncaught" }
    if (failures.isNotEmpty()) {
        failures.forEach { System.err.println("KMPBridgeFlows.kt: error: $it") }
        exitProcess(1)
    }
    println("KMPBridgeFlows.kt: $checks checks passed on the JVM")
}
