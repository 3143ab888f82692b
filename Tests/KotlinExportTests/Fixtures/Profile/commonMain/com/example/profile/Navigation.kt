package com.example.profile

class Navigation {
    class Open(val route: String) : Action()
}

object Back : Action()
