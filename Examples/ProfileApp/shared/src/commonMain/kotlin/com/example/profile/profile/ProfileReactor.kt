package com.example.profile.profile

import com.example.profile.model.Post
import com.example.profile.model.Profile
import com.example.profile.model.ProfileTab
import com.example.profile.model.Result
import com.example.profile.model.Skill
import com.example.profile.reactor.Reactor
import com.example.profile.reactor.ReactorCore
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOf

/** What the profile screen asks for. */
sealed class ProfileAction {
    object Load : ProfileAction()
    object Refresh : ProfileAction()
    data class SelectTab(val tab: ProfileTab) : ProfileAction()
    data class Follow(val userId: Long) : ProfileAction()
    data class UpdateBio(val text: String) : ProfileAction()
    object DismissError : ProfileAction()
}

/** What changes the state: internal to the reactor, so Swift never sees it. */
internal sealed class ProfileMutation {
    data class SetLoading(val isLoading: Boolean) : ProfileMutation()
    data class SetRefreshing(val isRefreshing: Boolean) : ProfileMutation()
    data class SetContent(val profile: Profile, val posts: List<Post>, val skills: List<Skill>) :
        ProfileMutation()
    data class SetError(val message: String?) : ProfileMutation()
    data class SetTab(val tab: ProfileTab) : ProfileMutation()
    data class SetFollowing(val isFollowing: Boolean, val followers: Int) : ProfileMutation()
    data class SetBio(val text: String) : ProfileMutation()
}

/** Everything the profile screen shows. */
data class ProfileState(
    val isLoading: Boolean = false,
    val isRefreshing: Boolean = false,
    val profile: Profile? = null,
    val posts: List<Post> = emptyList(),
    val skills: List<Skill> = emptyList(),
    val selectedTab: ProfileTab = ProfileTab.POSTS,
    val bio: String = "",
    val isFollowing: Boolean = false,
    val errorMessage: String? = null,
    val lastLoad: Result<Profile>? = null,
)

/** One-shot signals for the screen: an alert, a toast. */
sealed class ProfileEvent {
    data class ShowMessage(val title: String, val message: String) : ProfileEvent()
    data class Followed(val name: String, val followers: Int) : ProfileEvent()
}

/** The profile screen's logic, shared with Android. */
class ProfileReactor(
    private val userId: Long,
    private val repository: ProfileRepository,
) : Reactor<ProfileAction, ProfileState, ProfileEvent> {
    private val core = ReactorCore<ProfileAction, ProfileMutation, ProfileState, ProfileEvent>(
        initialState = ProfileState(),
        mutate = ::mutate,
        reduce = ::reduce,
    )

    override val currentState: ProfileState get() = core.state.value
    override val state: StateFlow<ProfileState> get() = core.state
    override val event: Flow<ProfileEvent> get() = core.event
    override val error: Flow<Throwable> get() = core.error

    override fun send(action: ProfileAction) {
        core.send(action)
    }

    override fun destroy() {
        core.destroy()
    }

    private fun mutate(action: ProfileAction): Flow<ProfileMutation> = when (action) {
        ProfileAction.Load -> load(ProfileMutation::SetLoading)
        ProfileAction.Refresh -> load(ProfileMutation::SetRefreshing)
        is ProfileAction.SelectTab -> flowOf(ProfileMutation.SetTab(action.tab))
        is ProfileAction.UpdateBio -> flowOf(ProfileMutation.SetBio(action.text))
        ProfileAction.DismissError -> flowOf(ProfileMutation.SetError(null))
        is ProfileAction.Follow -> flow {
            val following = !currentState.isFollowing
            val followers = repository.follow(action.userId, following)
            emit(ProfileMutation.SetFollowing(following, followers))
            if (following) {
                core.emit(ProfileEvent.Followed(currentState.profile?.name ?: "", followers))
            }
        }
    }

    private fun load(progress: (Boolean) -> ProfileMutation): Flow<ProfileMutation> = flow {
        emit(progress(true))
        try {
            val profile = repository.loadProfile(userId)
            val posts = repository.loadPosts(userId)
            val skills = repository.loadSkills(userId)
            emit(ProfileMutation.SetContent(profile, posts, skills))
            emit(ProfileMutation.SetError(null))
        } catch (cause: NetworkException) {
            emit(ProfileMutation.SetError(cause.message ?: "Something went wrong."))
            core.emit(ProfileEvent.ShowMessage("Could not load", cause.message ?: ""))
        } finally {
            emit(progress(false))
        }
    }

    private fun reduce(state: ProfileState, mutation: ProfileMutation): ProfileState = when (mutation) {
        is ProfileMutation.SetLoading -> state.copy(isLoading = mutation.isLoading)
        is ProfileMutation.SetRefreshing -> state.copy(isRefreshing = mutation.isRefreshing)
        is ProfileMutation.SetContent -> state.copy(
            profile = mutation.profile,
            posts = mutation.posts,
            skills = mutation.skills,
            bio = mutation.profile.bio,
            lastLoad = Result.Success(mutation.profile),
        )
        is ProfileMutation.SetError -> state.copy(
            errorMessage = mutation.message,
            lastLoad = mutation.message?.let { Result.Failure(it, isRetryable = true) } ?: state.lastLoad,
        )
        is ProfileMutation.SetTab -> state.copy(selectedTab = mutation.tab)
        is ProfileMutation.SetFollowing -> state.copy(
            isFollowing = mutation.isFollowing,
            profile = state.profile?.copy(followers = mutation.followers),
        )
        is ProfileMutation.SetBio -> state.copy(bio = mutation.text)
    }
}
