package com.example.profile

// This check's own `actual`: its configuration leaves the example's iosMain (Platform.ios.kt and
// KMPBridgeFlows.kt) out.
actual fun platformName(): String = "Apple"
