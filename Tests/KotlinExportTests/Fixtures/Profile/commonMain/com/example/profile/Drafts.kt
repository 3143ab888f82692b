package com.example.profile

import kotlinx.serialization.Serializable

/** A post being written, kept across launches as JSON. */
@Serializable
data class Draft(val text: String, val updatedAt: Long)

/** The message a screen shows for any failure. */
fun Throwable.userMessage(): String = message ?: "Something went wrong"

/** How drafts are identified. */
typealias DraftId = String
