package com.example.profile

/** The platform the shared code runs on, for the About tab. */
expect fun platformName(): String
