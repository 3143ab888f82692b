// swift-tools-version: 6.0

import PackageDescription

// This worktree's manifest holds only the KotlinSyntax block below. Its package name differs
// from the main manifest's so that its test bundle (KMPBridgeKotlinSyntaxPackageTests.xctest)
// is never mistaken for the main one by tools that find test processes by name.
let package = Package(
  name: "KMPBridgeKotlinSyntax",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
    .visionOS(.v1),
  ],
  products: [],
  targets: [],
  swiftLanguageModes: [.v6]
)

// MARK: - KotlinSyntax (issue 6): paste this block into the lead's manifest unchanged.

// The generator's first stage (Kotlin source bytes -> declarations), the synthetic Kotlin corpus
// used by the benchmarks, and the parser throughput benchmark. No dependencies beyond the
// toolchain; the corpus and the benchmark avoid Foundation so that peak memory measures the parser.
package.products += [
  .library(name: "KotlinSyntax", targets: ["KotlinSyntax"])
]
package.targets += [
  .target(name: "KotlinSyntax"),
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

// MARK: - End of the KotlinSyntax block.

// MARK: - KotlinExport (issue 7): paste this block into the lead's manifest unchanged.

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

// MARK: - End of the KotlinExport block.
