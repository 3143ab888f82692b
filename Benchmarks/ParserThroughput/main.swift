// Parser throughput benchmark.
//
//   swift run -c release ParserThroughput [DIRECTORY]
//
// With a directory, parses every `.kt` file under it; without, a deterministic synthetic corpus of
// KMP-style Kotlin (KotlinCorpus, ≥ 10 MB). Files are read or generated into memory first and only
// parsing is timed, on one thread. Prints MB/s (1 MB = 10^6 bytes), declarations/s and peak memory,
// and ends with the single line `result: parse_throughput = <value> MB/s`.

import KotlinCorpus
import KotlinSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A field of /proc/self/status in kB (VmHWM is the peak resident set), or nil off Linux.
func statusKilobytes(_ field: String) -> Int? {
  guard let handle = fopen("/proc/self/status", "r") else { return nil }
  defer { fclose(handle) }
  var line = [CChar](repeating: 0, count: 512)
  while fgets(&line, Int32(line.count), handle) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix(field + ":") {
      return Int(text.dropFirst(field.count + 1).filter(\.isNumber))
    }
  }
  return nil
}

func readFile(_ path: String) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { return nil }
  let size = Int(status.st_size)
  var bytes = [UInt8](repeating: 0, count: size)
  var offset = 0
  while offset < size {
    let count = bytes.withUnsafeMutableBytes {
      read(descriptor, $0.baseAddress! + offset, size - offset)
    }
    guard count > 0 else { break }
    offset += count
  }
  return offset == size ? bytes : Array(bytes[..<offset])
}

/// Every `.kt` file under `directory`, in sorted order.
func kotlinFiles(under directory: String) -> [String] {
  guard let stream = opendir(directory) else { return [] }
  var names: [(String, Bool)] = []
  while let entry = readdir(stream) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name == "." || name == ".." { continue }
    names.append((name, entry.pointee.d_type == DT_DIR))
  }
  closedir(stream)
  var result: [String] = []
  for (name, isDirectory) in names.sorted(by: { $0.0 < $1.0 }) {
    let path = directory + "/" + name
    if isDirectory {
      result += kotlinFiles(under: path)
    } else if name.hasSuffix(".kt") {
      result.append(path)
    }
  }
  return result
}

let baselineKB = statusKilobytes("VmHWM") ?? 0
var inputs: [(path: String, bytes: [UInt8])] = []
let source: String
if CommandLine.arguments.count > 1 {
  let directory = CommandLine.arguments[1]
  for path in kotlinFiles(under: directory) {
    if let bytes = readFile(path) { inputs.append((path, bytes)) }
  }
  source = directory
} else {
  let corpus = KotlinCorpus(targetBytes: 10_500_000)
  inputs = corpus.files.map { ($0.path, $0.bytes) }
  source = "synthetic corpus (KotlinCorpus, default seed)"
}
let totalBytes = inputs.reduce(0) { $0 + $1.bytes.count }
guard totalBytes > 0 else {
  print("no .kt files found")
  exit(1)
}
let loadedKB = statusKilobytes("VmHWM") ?? 0

// First one untimed pass that drops each file's declarations after counting them: its peak
// memory is the parser's own (input, one tree, one line table at a time).
var declarations = 0
var diagnostics = 0
for input in inputs {
  let file = KotlinParser.parse(input.bytes, path: input.path)
  declarations += file.declarationCount
  diagnostics += file.diagnostics.count
}
let streamingPeakKB = statusKilobytes("VmHWM") ?? 0

// Then timed passes that keep every file's declarations, as the generator does, until at least
// two seconds have passed (at least five timed passes after a warm-up); the fastest pass is
// reported, being the least disturbed by other work on the machine. The previous pass's trees
// are freed before the clock starts.
var results: [KotlinFile] = []
results.reserveCapacity(inputs.count)
var best = Double.infinity
var passes = 0
let benchmarkStart = now()
repeat {
  results.removeAll(keepingCapacity: true)
  let start = now()
  for input in inputs {
    results.append(KotlinParser.parse(input.bytes, path: input.path))
  }
  let elapsed = now() - start
  if passes > 0 { best = min(best, elapsed) }
  passes += 1
} while passes < 6 || now() - benchmarkStart < 2
let peakKB = statusKilobytes("VmHWM") ?? 0

// The parse cache's archive of the same trees (what a re-run reads instead of parsing): the
// fastest of five encodes and of five decodes.
var archive: [UInt8] = []
var bestEncode = Double.infinity
var bestDecode = Double.infinity
for _ in 0..<5 {
  let start = now()
  archive = SyntaxArchive.encode(results)
  bestEncode = min(bestEncode, now() - start)
}
for _ in 0..<5 {
  var decoded: [KotlinFile] = []
  decoded.reserveCapacity(results.count)
  let start = now()
  guard let reader = try? SyntaxArchive.Reader(archive) else { fatalError("archive unreadable") }
  for index in 0..<reader.count {
    guard let file = try? reader.file(at: index) else { fatalError("record unreadable") }
    decoded.append(file)
  }
  bestDecode = min(bestDecode, now() - start)
  precondition(decoded == results, "the archive does not give back what was parsed")
}
let megabytes = Double(totalBytes) / 1e6
let throughput = megabytes / best
func format(_ value: Double, _ digits: Int = 1) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  return String(rounded)
}
print("input: \(source)")
print("files: \(inputs.count), bytes: \(totalBytes) (\(format(megabytes, 2)) MB)")
print("declarations: \(declarations), diagnostics: \(diagnostics)")
print("passes: \(passes - 1) timed (fastest \(format(best * 1000, 2)) ms per pass)")
print("throughput: \(format(throughput)) MB/s, \(Int(Double(declarations) / best)) declarations/s")
let inputMB = Double(totalBytes) / 1_048_576
let baselineMB = Double(baselineKB) / 1024
for (label, kilobytes) in [
  ("peak memory with the input loaded, before parsing", loadedKB),
  ("peak memory, declarations dropped per file", streamingPeakKB),
  ("peak memory, all declarations kept", peakKB),
] {
  let megabytes = Double(kilobytes) / 1024
  print(
    "\(label): \(format(megabytes)) MiB = \(format(megabytes / inputMB, 2))x the input "
      + "(\(format(inputMB, 2)) MiB); \(format((megabytes - baselineMB) / inputMB, 2))x above the "
      + "\(format(baselineMB)) MiB the process used before reading input")
}
print(
  "parse cache archive: \(format(Double(archive.count) / 1e6, 2)) MB; encode \(format(bestEncode * 1000, 2)) ms, "
    + "decode \(format(bestDecode * 1000, 2)) ms = \(format(bestDecode / best, 2))x the parse time")
print("result: parse_throughput = \(format(throughput)) MB/s")
