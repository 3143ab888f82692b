/// A hash table from names to values whose lookups take a hash computed by the caller.
///
/// Resolving a simple name probes up to four tables (the enclosing classes' nested classes, the
/// file's imports, its package, the default imports); with `Dictionary` each probe hashed the
/// name again. Here the name is hashed once (``hash(_:)``, Swift's own string hash, so names
/// equal as Swift strings hash alike and compare equal exactly as dictionary keys did) and every
/// table is probed with that hash.
struct NameTable<Value>: Sendable where Value: Sendable {
  private var keys: [String] = []
  private var values: [Value] = []
  private var hashes: [Int] = []
  /// Open addressing with linear probing: slot → index into the arrays above plus one, or 0.
  private var slots: [Int32] = []

  /// The number of names.
  var count: Int { keys.count }

  var isEmpty: Bool { keys.isEmpty }

  init() {}

  /// The hash every lookup takes.
  static func hash(_ name: String) -> Int { name.hashValue }

  /// The value of `name`, whose ``hash(_:)`` is `hash`.
  ///
  /// - Complexity: O(1) on average: the table is kept at most half full.
  func value(for name: String, hash: Int) -> Value? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let entry = Int(slots[slot])
      if entry == 0 { return nil }
      if hashes[entry - 1] == hash && keys[entry - 1] == name { return values[entry - 1] }
      slot = (slot + 1) & mask
    }
  }

  /// The value of `name`.
  subscript(name: String) -> Value? {
    value(for: name, hash: Self.hash(name))
  }

  /// Adds `name` with `value` unless the table has it already (the first value wins).
  mutating func addIfAbsent(_ name: String, _ value: Value) {
    let hash = Self.hash(name)
    if self.value(for: name, hash: hash) != nil { return }
    if (keys.count + 1) * 2 > slots.count { grow() }
    keys.append(name)
    values.append(value)
    hashes.append(hash)
    place(keys.count, hash: hash)
  }

  /// Every name and value, in the order they were added.
  var entries: Zip2Sequence<[String], [Value]> { zip(keys, values) }

  private mutating func place(_ entry: Int, hash: Int) {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entry)
  }

  private mutating func grow() {
    var size = max(16, slots.count * 2)
    while size < (keys.count + 1) * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    for (index, hash) in hashes.enumerated() { place(index + 1, hash: hash) }
  }
}
