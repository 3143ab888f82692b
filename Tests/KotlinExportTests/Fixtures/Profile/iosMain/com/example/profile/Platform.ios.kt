package com.example.profile

actual fun platformName(): String = "iOS"
