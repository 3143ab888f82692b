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
    // kmp-bridge.json (the example's source sets plus two Kotlin files with the same name).
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
      name: "profile-scenarioTests", dependencies: ["profile-scenario", "ProfileGlue", "shared"],
      path: "Scenario/Tests", resources: [.copy("expected-output.txt")]),
  ],
  swiftLanguageModes: [.v6]
)
