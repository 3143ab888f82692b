package com.example.profile

data class Share(val url: String, val title: String? = null) : Action()
