sealed class UserProfileState {
    object LoggedIn() : UserProfileState()
    object LoggedOut : UserProfileState()
    object Internal private constructor() : UserProfileState()
}

class After
