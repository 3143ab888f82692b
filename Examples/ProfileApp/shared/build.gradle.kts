// The shared KMP module of the example. It builds the same Kotlin code two ways:
// - an XCFramework `shared` with the Objective-C export (assembleSharedXCFramework), and
// - Kotlin's Swift export (the `swiftExport { }` block; sealed types need 2.4.20+), used by
//   the iosApp/Generated/SwiftExport glue.
// Both are a module named `shared`, so the app's `import shared` works with either.
import org.jetbrains.kotlin.gradle.plugin.mpp.apple.XCFramework

plugins {
    kotlin("multiplatform") version "2.4.20"
}

kotlin {
    val xcframework = XCFramework("shared")
    listOf(iosArm64(), iosSimulatorArm64(), iosX64()).forEach { target ->
        target.binaries.framework {
            baseName = "shared"
            isStatic = true
            xcframework.add(this)
        }
    }

    @OptIn(org.jetbrains.kotlin.gradle.swiftexport.ExperimentalSwiftExportDsl::class)
    swiftExport {
        moduleName = "shared"
        flattenPackage = "com.example.profile"
    }

    sourceSets {
        commonMain.dependencies {
            implementation("org.jetbrains.kotlinx:kotlinx-coroutines-core:1.10.2")
        }
        commonTest.dependencies {
            implementation(kotlin("test"))
            implementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.10.2")
        }
    }
}
