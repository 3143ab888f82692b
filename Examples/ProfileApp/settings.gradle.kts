// The Kotlin side of the example: one shared module. Generate the Gradle wrapper once with
// `gradle wrapper` (Gradle 8.10 or later), then `./gradlew :shared:assembleSharedXCFramework`.
pluginManagement {
    repositories {
        gradlePluginPortal()
        mavenCentral()
    }
}

dependencyResolutionManagement {
    repositories {
        mavenCentral()
    }
}

rootProject.name = "ProfileApp"
include(":shared")
