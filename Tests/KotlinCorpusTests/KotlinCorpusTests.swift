import Foundation
import KotlinCorpus
import Testing

@Suite("Synthetic Kotlin corpus")
struct KotlinCorpusTests {
  @Test("the same seed and size give byte-identical files")
  func deterministic() {
    let first = KotlinCorpus(targetBytes: 300_000)
    let second = KotlinCorpus(targetBytes: 300_000)
    #expect(first.files == second.files)
  }

  @Test("a fixed seed gives a fixed corpus across versions of the generator's host")
  func stableFingerprint() {
    // FNV-1a over all bytes: changes only when the generator itself is changed on purpose.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for file in KotlinCorpus(targetBytes: 100_000, seed: 7).files {
      for byte in file.bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
    }
    let again = KotlinCorpus(targetBytes: 100_000, seed: 7).files.flatMap(\.bytes)
    var check: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in again { check = (check ^ UInt64(byte)) &* 0x100_0000_01B3 }
    #expect(hash == check)
  }

  @Test("different seeds give different corpora")
  func seeds() {
    #expect(
      KotlinCorpus(targetBytes: 50_000, seed: 1).files
        != KotlinCorpus(targetBytes: 50_000, seed: 2).files)
  }

  @Test("the size parameter is honoured", arguments: [1, 100_000, 1_000_000])
  func size(_ target: Int) {
    let corpus = KotlinCorpus(targetBytes: target)
    #expect(corpus.totalBytes >= target)
    // Generation stops at the first feature file past the target (the iOS file of that
    // feature's `actual`s may follow it).
    let lastFeature = corpus.files.lastIndex { $0.sourceSet == "commonMain" } ?? 0
    let before = corpus.files[..<lastFeature].reduce(0) { $0 + $1.bytes.count }
    #expect(before < max(target, 1))
  }

  @Test("files are spread over packages with matching paths")
  func packages() {
    let corpus = KotlinCorpus(targetBytes: 500_000)
    #expect(Set(corpus.files.map(\.packageName)).count > 1)
    for file in corpus.files {
      let directory = file.packageName.replacingOccurrences(of: ".", with: "/")
      #expect(file.path.hasPrefix(directory + "/") && file.path.hasSuffix(".kt"))
      let text = String(decoding: file.bytes, as: UTF8.self)
      #expect(text.contains("package \(file.packageName)\n"))
    }
  }

  @Test("the corpus uses the constructs the benchmark promises")
  func constructs() {
    let text = KotlinCorpus(targetBytes: 400_000).files.map {
      String(decoding: $0.bytes, as: UTF8.self)
    }.joined()
    for construct in [
      "sealed class", "sealed interface", "data class", "data object", "enum class",
      "companion object",
      "inner class", "\"\"\"", "${", "{ value ->", "interface", "<K : Comparable<K>",
      "expect class",
      "fun interface", "context(", "field = ", " by ",
    ] {
      #expect(text.contains(construct), "\(construct)")
    }
  }

  @Test("every expect class has its actual in iosMain, and feature files import the core")
  func moduleShape() {
    let corpus = KotlinCorpus(targetBytes: 400_000)
    let common = corpus.files.filter { $0.sourceSet == "commonMain" }
    let ios = corpus.files.filter { $0.sourceSet == "iosMain" }
    #expect(Set(corpus.files.map(\.sourceSet)) == ["commonMain", "iosMain"])
    let text = { (files: [KotlinCorpus.File]) in
      files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
    }
    let expects = text(common).components(separatedBy: "expect class ").count - 1
    let actuals = text(ios).components(separatedBy: "actual class ").count - 1
    #expect(expects > 0 && expects == actuals)
    #expect(common.first?.path == "com/example/core/Core.kt")
    for file in common.dropFirst() {
      #expect(
        String(decoding: file.bytes, as: UTF8.self).contains("import com.example.core.Item\n"))
    }
  }

  @Test("writing creates the package directories and the files")
  func write() throws {
    let corpus = KotlinCorpus(targetBytes: 60_000)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("corpus-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: directory) }
    try corpus.write(to: directory.path)
    for file in corpus.files {
      let data = try Data(
        contentsOf: directory.appendingPathComponent(file.sourceSet + "/kotlin/" + file.path))
      #expect([UInt8](data) == file.bytes)
    }
  }
}
