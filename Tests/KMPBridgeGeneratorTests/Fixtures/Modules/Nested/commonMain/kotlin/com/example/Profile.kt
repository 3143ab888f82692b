package com.example

class Profile(val name: String) {
    class Section(val title: String) {
        class Item(val label: String) {
            enum class Kind { TEXT, LINK }

            class Badge(val text: String)
        }
    }

    interface Editor {
        class Draft(val text: String)
    }
}
