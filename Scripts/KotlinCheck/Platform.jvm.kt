// The JVM actual of the example's `expect fun platformName()`, so that Scripts/check-kotlin can
// compile its shared module on the JVM (its iOS actual needs UIKit).
package com.example.profile

actual fun platformName(): String = "JVM"
