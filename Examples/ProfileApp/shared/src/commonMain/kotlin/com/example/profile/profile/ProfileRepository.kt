package com.example.profile.profile

import com.example.profile.model.Post
import com.example.profile.model.Profile
import com.example.profile.model.Skill
import com.example.profile.model.Status
import kotlinx.coroutines.delay

/** Where profiles come from. */
interface ProfileRepository {
    suspend fun loadProfile(userId: Long): Profile
    suspend fun loadPosts(userId: Long): List<Post>
    suspend fun loadSkills(userId: Long): List<Skill>
    suspend fun follow(userId: Long, follow: Boolean): Int
}

/** Thrown by the fake repository to simulate a network failure. */
class NetworkException(message: String) : Exception(message)

/**
 * A repository with network-like delays that fails every `failEvery`-th call, so the screen's
 * loading, error and retry paths all run.
 */
class FakeProfileRepository(
    private val delayMillis: Long = 600,
    private val failEvery: Int = 4,
) : ProfileRepository {
    private var calls = 0
    private var followers = 1_204

    private suspend fun respond() {
        delay(delayMillis)
        calls += 1
        if (failEvery > 0 && calls % failEvery == 0) {
            throw NetworkException("The connection was lost. Try again.")
        }
    }

    override suspend fun loadProfile(userId: Long): Profile {
        respond()
        return Profile(
            id = userId,
            name = "Ada Lovelace",
            handle = "@ada",
            bio = "Analyst of engines, writer of the first program.",
            followers = followers,
            status = Status.IN_PROGRESS,
            sections = listOf(
                Profile.Section(
                    title = "Contact",
                    items = listOf(
                        Profile.Section.Item(
                            "Email", "ada@example.com", Profile.Section.Item.Kind.EMAIL, null,
                        ),
                        Profile.Section.Item(
                            "Web", "https://example.com/ada", Profile.Section.Item.Kind.LINK,
                            Profile.Section.Item.Badge("verified", true),
                        ),
                    ),
                ),
            ),
        )
    }

    override suspend fun loadPosts(userId: Long): List<Post> {
        respond()
        return (1L..30L).map { Post(it, "Note $it on the Analytical Engine", (it * 7 % 50).toInt()) }
    }

    override suspend fun loadSkills(userId: Long): List<Skill> {
        respond()
        return listOf(
            Skill("Mathematics", Skill.Level.EXPERT),
            Skill("Translation", Skill.Level.INTERMEDIATE),
            Skill("Poetry", Skill.Level.BEGINNER),
        )
    }

    override suspend fun follow(userId: Long, follow: Boolean): Int {
        respond()
        followers += if (follow) 1 else -1
        return followers
    }
}
