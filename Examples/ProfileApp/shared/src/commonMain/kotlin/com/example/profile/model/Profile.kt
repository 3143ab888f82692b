package com.example.profile.model

/**
 * A user's public profile. Its parts nest three and four levels deep
 * (`Profile.Section.Item.Kind`), which the Objective-C export flattens and the generated
 * typealiases restore.
 */
data class Profile(
    val id: Long,
    val name: String,
    val handle: String,
    val bio: String,
    val followers: Int,
    val status: Status,
    val sections: List<Section>,
) {
    /** A group of items on the About tab. */
    data class Section(val title: String, val items: List<Item>) {
        /** One line of a section. */
        data class Item(val label: String, val value: String, val kind: Kind, val badge: Badge?) {
            /** How the value is shown. */
            enum class Kind { TEXT, LINK, EMAIL }

            /** A small tag beside the value. */
            data class Badge(val text: String, val isVerified: Boolean)
        }
    }

    companion object {
        /** A profile with nothing in it, for placeholders. */
        val EMPTY: Profile = Profile(0, "", "", "", 0, Status.AWAY, emptyList())
    }
}

/** Whether the user is around. */
enum class Status {
    ACTIVE,
    IN_PROGRESS,
    AWAY,
}

/** The pages under the profile header. */
enum class ProfileTab(val title: String) {
    POSTS("Posts"),
    SKILLS("Skills"),
    ABOUT("About"),
}

/** A post on the Posts tab. */
data class Post(val id: Long, val text: String, val likes: Int)

/** A skill on the Skills tab. */
data class Skill(val name: String, val level: Level) {
    enum class Level { BEGINNER, INTERMEDIATE, EXPERT }
}

/** Something in a feed: a sealed interface, so a `switch` over it is exhaustive. */
sealed interface FeedItem {
    val id: Long
}

data class PostItem(val post: Post) : FeedItem {
    override val id: Long get() = post.id
}

data class Announcement(override val id: Long, val title: String) : FeedItem

/** Defaults shared by the screens. */
object ProfileDefaults {
    const val PAGE_SIZE: Int = 20
    val TABS: List<ProfileTab> = ProfileTab.entries
}
