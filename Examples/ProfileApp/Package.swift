// swift-tools-version: 6.1

import PackageDescription

// The profile example's Linux-runnable scenario: the committed Objective-C-export glue
// (iosApp/Generated/ObjC) compiled against a Swift port of the Kotlin module in its
// Objective-C-export shape (module `shared`), driven through a `ReactorStore`.
//
//   swift run --package-path Examples/ProfileApp profile-scenario
//   swift test --package-path Examples/ProfileApp
//
// A package of its own, so that its module `shared` never meets the `shared` framework of an
// app that depends on KMPBridge.
let package = Package(
  name: "ProfileApp",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "KMPBridge", path: "../..")],
  targets: [
    // The Kotlin module, ported to Swift with the API its Objective-C framework has.
    .target(name: "shared", path: "Scenario/KotlinPort"),
    // The generated glue, exactly as committed for the app.
    .target(
      name: "ProfileGlue",
      dependencies: ["shared", .product(name: "KMPBridge", package: "KMPBridge")],
      path: "iosApp/Generated/ObjC"),
    // The same glue made by KMPBridgePlugin during the build, from Scenario/PluginCheck's
    // kmp-bridge.json (the example's commonMain plus two Kotlin files with the same name and an
    // `actual` of its own; not iosMain, whose KMPBridgeFlows.kt would make it collect as
    // ProfileGlue does: this glue collects through the export's suspending `collect`, and the
    // tests run that way too).
    .target(
      name: "PluginCheck",
      dependencies: ["shared", .product(name: "KMPBridge", package: "KMPBridge")],
      path: "Scenario/PluginCheck",
      exclude: ["src", "kmp-bridge.json"],
      plugins: [.plugin(name: "KMPBridgePlugin", package: "KMPBridge")]),
    .executableTarget(
      name: "profile-scenario",
      dependencies: ["ProfileGlue", "shared", .product(name: "KMPBridge", package: "KMPBridge")],
      path: "Scenario/Sources"),
    .testTarget(
      name: "profile-scenarioTests",
      dependencies: ["profile-scenario", "ProfileGlue", "PluginCheck", "shared"],
      path: "Scenario/Tests", resources: [.copy("expected-output.txt")]),
  ],
  swiftLanguageModes: [.v6]
)
