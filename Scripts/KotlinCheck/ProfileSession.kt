// The example's profile session, run on the JVM against the example's real Kotlin module instead
// of its Swift port. Scripts/check-kotlin compares what it prints with the session the Swift
// scenario (Examples/ProfileApp/Scenario) must print, expected-output.txt: the same states,
// events and calls show that the port the scenario tests run against behaves as the Kotlin does.
//
// The reactor runs on `Dispatchers.Main`, as on iOS: here one thread of this file's, which
// kotlinx.coroutines finds through META-INF/services (the script writes that file).
@file:OptIn(InternalCoroutinesApi::class, ExperimentalCoroutinesApi::class)

package kmpbridge.check

import com.example.profile.model.ProfileTab
import com.example.profile.profile.FakeProfileRepository
import com.example.profile.profile.ProfileAction
import com.example.profile.profile.ProfileEvent
import com.example.profile.profile.ProfileReactor
import com.example.profile.profile.ProfileState
import java.util.concurrent.Executors
import kotlin.coroutines.CoroutineContext
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.InternalCoroutinesApi
import kotlinx.coroutines.MainCoroutineDispatcher
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.internal.MainDispatcherFactory
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.yield

/** The main thread of this session (made at the first dispatch, by the thread dispatching). */
private object SessionThread {
    @Volatile var thread: Thread? = null
    val executor = Executors.newSingleThreadExecutor { task ->
        Thread(task, "main").also {
            it.isDaemon = true
            thread = it
        }
    }
}

private class SessionMain(private val invokeImmediately: Boolean) : MainCoroutineDispatcher() {
    override val immediate: MainCoroutineDispatcher get() = if (invokeImmediately) this else SessionMain(true)

    override fun isDispatchNeeded(context: CoroutineContext): Boolean =
        !invokeImmediately || Thread.currentThread() !== SessionThread.thread

    override fun dispatch(context: CoroutineContext, block: Runnable) {
        SessionThread.executor.execute(block)
    }
}

/** Gives kotlinx.coroutines the session's main thread as `Dispatchers.Main`. */
class SessionMainDispatcherFactory : MainDispatcherFactory {
    override val loadPriority: Int get() = Int.MAX_VALUE
    override fun createDispatcher(allFactories: List<MainDispatcherFactory>): MainCoroutineDispatcher =
        SessionMain(false)
}

/** `IN_PROGRESS` as its Swift enum case, `.inProgress`. */
private fun swiftCase(name: String): String =
    "." + name.lowercase().split("_").mapIndexed { index, word ->
        if (index == 0) word else word.replaceFirstChar { it.uppercase() }
    }.joinToString("")

private fun describe(state: ProfileState): List<Pair<String, String>> {
    val profile = state.profile?.let {
        "${it.name} (${it.handle}, ${swiftCase(it.status.name)}, ${it.followers} followers)"
    }
    return listOf(
        "isLoading" to "${state.isLoading}",
        "isRefreshing" to "${state.isRefreshing}",
        "profile" to (profile ?: "nil"),
        "posts" to "${state.posts.size}",
        "skills" to "${state.skills.size}",
        "selectedTab" to swiftCase(state.selectedTab.name),
        "bio" to "\"${state.bio}\"",
        "isFollowing" to "${state.isFollowing}",
        "errorMessage" to (state.errorMessage?.let { "\"$it\"" } ?: "nil"),
    )
}

fun main() = runBlocking(Dispatchers.Main) {
    println("Profile scenario: ProfileReactor on the JVM")
    val reactor = ProfileReactor(userId = 1, repository = FakeProfileRepository(delayMillis = 150, failEvery = 5))
    var shown = emptyList<Pair<String, String>>()
    val states = launch {
        reactor.state.collect { state ->
            val fields = describe(state)
            val changed = fields.filter { it !in shown }
            shown = fields
            if (changed.isNotEmpty()) {
                println("  state: " + changed.joinToString(", ") { "${it.first} = ${it.second}" })
            }
        }
    }
    val events = launch {
        reactor.event.collect { event ->
            when (event) {
                is ProfileEvent.ShowMessage -> println("  event: alert \"${event.title}\": ${event.message}")
                is ProfileEvent.Followed -> println("  event: now following ${event.name} (${event.followers} followers)")
            }
        }
    }
    yield()

    fun send(action: ProfileAction) {
        val text = if (action::class.isData) action.toString() else action::class.simpleName
        println("  kotlin: ProfileReactor.send($text)")
        reactor.send(action)
    }
    suspend fun sendWhile(action: ProfileAction, flag: (ProfileState) -> Boolean) {
        send(action)
        reactor.state.first(flag)
        reactor.state.first { !flag(it) }
    }
    suspend fun step(title: String, action: suspend () -> Unit) {
        println("> $title")
        action()
        delay(20) // Lets the collectors print.
    }

    step("load") { sendWhile(ProfileAction.Load) { it.isLoading } }
    step("switch to the Skills tab") { send(ProfileAction.SelectTab(ProfileTab.SKILLS)) }
    step("follow") {
        send(ProfileAction.Follow(reactor.currentState.profile?.id ?: 0))
        reactor.state.first { it.isFollowing }
    }
    step("pull to refresh (the network fails)") { sendWhile(ProfileAction.Refresh) { it.isRefreshing } }
    step("retry") { sendWhile(ProfileAction.Refresh) { it.isRefreshing } }
    step("edit the bio through a binding") {
        send(ProfileAction.UpdateBio("Enchantress of numbers."))
        reactor.state.first { it.bio == "Enchantress of numbers." }
    }
    println("> leave the screen")
    states.cancel()
    events.cancel()
    println("  kotlin: ProfileReactor.destroy()")
    reactor.destroy()
    println("done")
}
