// swift-tools-version: 6.1

import PackageDescription

// MARK: - Targets that ship

let package = Package(
  name: "KMPBridge",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "KMPBridge", targets: ["KMPBridge"]),
    .library(name: "KMPBridgeSwiftUI", targets: ["KMPBridgeSwiftUI"]),
    .library(name: "KMPBridgeTesting", targets: ["KMPBridgeTesting"]),
  ],
  targets: [
    .target(name: "KMPBridge"),
    .testTarget(name: "KMPBridgeTests", dependencies: ["KMPBridge"]),
    .target(name: "KMPBridgeTesting", dependencies: ["KMPBridge"]),
    .testTarget(name: "KMPBridgeTestingTests", dependencies: ["KMPBridgeTesting"]),
    .target(name: "KMPBridgeSwiftUI", dependencies: ["KMPBridge"]),
    .testTarget(name: "KMPBridgeSwiftUITests", dependencies: ["KMPBridgeSwiftUI"]),

    // Benchmarks: executables that print their figures (`swift run -c release <Name>`).
    .executableTarget(
      name: "FlowDelivery", dependencies: ["KMPBridge", "BenchmarkSupport"],
      path: "Benchmarks/FlowDelivery"),
    .executableTarget(
      name: "ReactorThroughput", dependencies: ["KMPBridge", "BenchmarkSupport"],
      path: "Benchmarks/ReactorThroughput"),
    .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - KotlinSyntax: the generator's parser

// The generator's first stage (Kotlin source bytes -> declarations), the synthetic Kotlin corpus
// used by the benchmarks, and the parser throughput benchmark. No dependencies beyond the
// toolchain; the corpus and the benchmark avoid Foundation so that peak memory measures the parser.
// KotlinByteScan holds the parser's byte-scanning loops in C (header-only; SSE2 on x86-64, NEON
// on arm64, plain loops elsewhere): Swift's SIMD types cannot compare bytes sixteen at a time
// without per-lane code.
package.products += [
  .library(name: "KotlinSyntax", targets: ["KotlinSyntax"])
]
package.targets += [
  .target(name: "KotlinByteScan"),
  .testTarget(name: "KotlinByteScanTests", dependencies: ["KotlinByteScan", "KotlinCorpus"]),
  .target(name: "KotlinSyntax", dependencies: ["KotlinByteScan"]),
  .testTarget(
    name: "KotlinSyntaxTests",
    dependencies: ["KotlinSyntax", "KotlinCorpus"],
    exclude: ["Fixtures"]
  ),
  .target(name: "KotlinCorpus", path: "Benchmarks/KotlinCorpus"),
  .testTarget(name: "KotlinCorpusTests", dependencies: ["KotlinCorpus"]),
  .executableTarget(
    name: "ParserThroughput",
    dependencies: ["KotlinSyntax", "KotlinCorpus"],
    path: "Benchmarks/ParserThroughput"
  ),
]

// MARK: - KotlinExport: how the Kotlin module appears in Swift

// The generator's second stage (declarations -> how each looks in Swift, in Kotlin's Objective-C
// export and Swift export). Depends only on KotlinSyntax. Its tests run `swiftc` on the emitted
// stubs and keep their Kotlin and header fixtures beside them.
package.products += [
  .library(name: "KotlinExport", targets: ["KotlinExport"])
]
package.targets += [
  .target(name: "KotlinExport", dependencies: ["KotlinSyntax"]),
  .testTarget(
    name: "KotlinExportTests",
    dependencies: ["KotlinExport", "KotlinSyntax"],
    exclude: ["Fixtures"]
  ),
]

// MARK: - The generator: KMPBridgeGenerator, the kmp-bridge command and the SwiftPM plugin

package.products += [
  .executable(name: "kmp-bridge", targets: ["kmp-bridge"])
]
package.targets += [
  .target(name: "KMPBridgeGenerator", dependencies: ["KotlinSyntax", "KotlinExport"]),
  .testTarget(
    name: "KMPBridgeGeneratorTests", dependencies: ["KMPBridgeGenerator"], exclude: ["Fixtures"]),
  .executableTarget(
    name: "kmp-bridge", dependencies: ["KMPBridgeGenerator", "KotlinExport", "KotlinSyntax"]),
  .testTarget(name: "kmp-bridgeTests", dependencies: ["kmp-bridge"], exclude: ["Fixtures"]),
  .executableTarget(
    name: "GenerateModule", dependencies: ["KMPBridgeGenerator", "KotlinCorpus"],
    path: "Benchmarks/GenerateModule"),
  .plugin(
    name: "KMPBridgePlugin", capability: .buildTool(), dependencies: ["kmp-bridge"],
    path: "Plugins/KMPBridgePlugin"),
]
package.products += [
  .plugin(name: "KMPBridgePlugin", targets: ["KMPBridgePlugin"])
]

// MARK: - Linux only: the test-only SwiftUI stand-in

// SwiftUI and Combine do not exist on Linux. So that the SwiftUI layer (and the example app) are
// at least type-checked here, Linux builds get hand-written stand-in modules named `SwiftUI` and
// `Combine` that declare the API surface we use, with Apple's signatures. On Apple platforms these
// targets do not exist and `import SwiftUI` resolves to the real framework. See StandIns/README.md.
#if os(Linux)
// `#Preview` needs a macro implementation. StandIns/build-preview-plugin compiles one against the
// swift-syntax libraries inside the toolchain; every target that may use `#Preview` loads it.
let previewPlugin = Context.packageDirectory + "/.build/preview-plugin/libKMPBridgePreviewMacros.so"
let swiftUIStandInSettings: [SwiftSetting] = [
  .unsafeFlags(["-load-plugin-library", previewPlugin])
]
let swiftUIUsers: Set<String> = ["KMPBridgeSwiftUI", "KMPBridgeSwiftUITests"]

package.targets += [
  .target(name: "Combine", path: "StandIns/Combine"),
  .target(
    name: "SwiftUI", dependencies: ["Combine"], path: "StandIns/SwiftUI",
    swiftSettings: swiftUIStandInSettings),
]
for target in package.targets where swiftUIUsers.contains(target.name) {
  target.dependencies += ["SwiftUI", "Combine"]
  target.swiftSettings = (target.swiftSettings ?? []) + swiftUIStandInSettings
}
#endif
