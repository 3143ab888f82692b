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
