package com.example.profile

actual fun platformName(): String = "Android"

class AndroidOnly
