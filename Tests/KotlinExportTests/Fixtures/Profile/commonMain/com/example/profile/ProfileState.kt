package com.example.profile

import com.example.profile.model.User as ProfileUser
import com.example.profile.model.*

sealed interface ProfileState {
    data object Loading : ProfileState
    data class Loaded(val user: ProfileUser, val tabs: List<Tab>, val badge: Badge?) : ProfileState
    data class Failed(val message: String, val code: Int?) : ProfileState

    class Header {
        class Collapsed(val height: Double) : ProfileState
    }
}

enum class Tab { POSTS, MEDIA_ITEMS, Likes, DEFAULT, NEW }
