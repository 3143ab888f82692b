/// A compact binary form of parsed files, for caching parse results between runs.
///
/// ```swift
/// let bytes = SyntaxArchive.encode(files)
/// let reader = try SyntaxArchive.Reader(bytes)
/// let first = try reader.file(at: 0)      // equal to files[0]
/// ```
///
/// The layout: a magic number and ``formatVersion``; a table of every distinct string (names,
/// KDoc, annotation arguments, messages), each stored once; the byte length of each file's
/// record; then the records, in which strings are table indices and integers are LEB128. A
/// reader decodes the string table once and then any file on its own, so a cache can skip the
/// records it does not need.
///
/// Decoding never trusts the bytes: every read is bounds-checked, every tag is validated, nesting
/// is limited, and a problem is a thrown ``SyntaxArchive/Failure``, never a crash; the caller
/// then parses the sources instead. Bump ``formatVersion`` with any change to the model or to
/// this layout, or to what the parser makes of a source (a cached tree must be the tree the
/// parser would build now).
public enum SyntaxArchive {
  /// The version of the layout (and of the model it stores). 4: companion blocks, and `= Unit`
  /// as a literal type; 5: constructor-call types; 6: their type arguments, and member calls;
  /// 7: a collection builder's type as `MutableStateFlow`'s inferred type argument; 8: member
  /// call chains with arguments (`_state.onStart { }.stateIn(…)`); 9: `name.value` as a chain's
  /// last argument, and a trailing comma after `MutableStateFlow`'s value; 10: soft keywords in
  /// chains (`.catch { }`), and only `initialValue =` read as a named last argument; 11: a chain's
  /// first link reading a property (`repository.items`), and `emptyList()` as a last argument;
  /// 12: chains starting with a call, and lambdas' value types; 13: expression bodies' chains,
  /// and no record of whether a call has arguments; 14: a bare name (`= _state`) as a chain;
  /// 15: a simple name as a chain's last argument (`MutableStateFlow(initialState)`); 16: a
  /// lambda's value type read from its last statement; 17: the chain a `flatMapLatest` lambda
  /// ends in.
  public static let formatVersion: UInt32 = 17

  /// Why an archive could not be read.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    /// What was wrong, for a log line.
    public var description: String
  }

  /// The archive of `files`, in order.
  public static func encode(_ files: [KotlinFile]) -> [UInt8] {
    encode(files.map { (key: "", file: $0) }, header: "")
  }

  /// The archive of `records`, in order, each with a key of the caller's (such as a path and a
  /// content hash) that ``Reader/keys`` gives back without decoding the record, and a `header`
  /// of the caller's for the whole archive (such as the version of the tool that wrote it).
  public static func encode(_ records: [(key: String, file: KotlinFile)], header: String)
    -> [UInt8]
  {
    var encoder = ArchiveEncoder()
    var bodies: [[UInt8]] = []
    bodies.reserveCapacity(records.count)
    for record in records {
      encoder.body.removeAll(keepingCapacity: true)
      encoder.file(record.file)
      bodies.append(encoder.body)
    }
    var out: [UInt8] = []
    let bodyBytes = bodies.reduce(0) { $0 + $1.count }
    out.reserveCapacity(bodyBytes + encoder.stringBytes + 64 * records.count + 64)
    appendFixed(magic, to: &out)
    appendFixed(formatVersion, to: &out)
    appendString(header, to: &out)
    appendVarint(UInt64(encoder.strings.count), to: &out)
    for string in encoder.strings { appendString(string, to: &out) }
    appendVarint(UInt64(records.count), to: &out)
    for (record, body) in zip(records, bodies) {
      appendString(record.key, to: &out)
      appendVarint(UInt64(body.count), to: &out)
    }
    for body in bodies { out.append(contentsOf: body) }
    return out
  }

  static func appendString(_ string: String, to out: inout [UInt8]) {
    var string = string
    string.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count), to: &out)
      out.append(contentsOf: utf8)
    }
  }

  /// "KSYA", little-endian.
  static let magic: UInt32 = 0x4159_534B

  static func appendFixed(_ value: UInt32, to out: inout [UInt8]) {
    for shift in stride(from: 0, to: 32, by: 8) {
      out.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      out.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    out.append(UInt8(value))
  }

  /// What a file declares, without where: two files have equal shapes when their declarations,
  /// names, types, modifiers, annotations, KDoc and everything else the parser records are equal,
  /// and only positions (and the parser's diagnostics) may differ, as after an edit inside a
  /// function body or a comment.
  ///
  /// ```swift
  /// let before = SyntaxArchive.Shape(of: oldFile), after = SyntaxArchive.Shape(of: newFile)
  /// if before == after {       // no declaration changed
  ///   let moved = before.offset(of: nameStart, in: after)   // where that name is now
  /// }
  /// ```
  public struct Shape: Sendable, Equatable {
    /// The file's record with strings in place and no positions; equality compares only this.
    public let bytes: [UInt8]
    /// The start and end offsets of every range in the file, in the order of the record.
    let positions: [Int]

    /// The shape of `file`.
    public init(of file: KotlinFile) {
      var encoder = ArchiveEncoder()
      encoder.positions = []
      encoder.file(file)
      bytes = encoder.body
      positions = encoder.positions ?? []
    }

    public static func == (first: Shape, second: Shape) -> Bool { first.bytes == second.bytes }

    /// Where a position of this shape's file is in `other`'s file, whose shape is equal: the
    /// start or end of the same range there. `nil` when `offset` is no range's start or end, when
    /// ranges that start or end there now do so at different places (text inserted between
    /// adjacent ranges), or when it is the start of the file and no longer the start of what
    /// began there: a position not tied to a declaration cannot be moved with certainty.
    public func offset(of offset: Int, in other: Shape) -> Int? {
      guard positions.count == other.positions.count else { return nil }
      var moved: Int?
      for (index, position) in positions.enumerated() where position == offset {
        let candidate = other.positions[index]
        if let moved, moved != candidate { return nil }
        moved = candidate
      }
      if offset == 0 && moved != 0 { return nil }
      return moved
    }
  }

  /// Reads the files of an archive, each on demand.
  public struct Reader: Sendable {
    private let bytes: [UInt8]
    private let strings: [String]
    /// Where each file's record starts and ends in `bytes`.
    private let records: [Range<Int>]
    /// The archive's header, as given to ``SyntaxArchive/encode(_:header:)``.
    public let header: String
    /// Each record's key, as given to ``SyntaxArchive/encode(_:header:)`` (empty strings for
    /// ``SyntaxArchive/encode(_:)``).
    public let keys: [String]

    /// Reads the header and the string table.
    ///
    /// - Throws: ``SyntaxArchive/Failure`` when the bytes are not an archive of this
    ///   ``SyntaxArchive/formatVersion``, or are cut short.
    public init(_ bytes: [UInt8]) throws(Failure) {
      self.bytes = bytes
      let header = bytes.withUnsafeBytes { raw in
        Result { () throws(Failure) in try Reader.header(raw) }
      }
      (self.header, strings, keys, records) = try header.get()
    }

    private static func header(_ raw: UnsafeRawBufferPointer) throws(Failure) -> (
      header: String, strings: [String], keys: [String], records: [Range<Int>]
    ) {
      var cursor = ArchiveCursor(raw)
      guard try cursor.fixed32() == SyntaxArchive.magic else {
        throw Failure(description: "not a syntax archive")
      }
      let version = try cursor.fixed32()
      guard version == SyntaxArchive.formatVersion else {
        throw Failure(description: "archive format \(version), expected \(formatVersion)")
      }
      let header = try cursor.rawString()
      let stringCount = try cursor.count()
      var strings: [String] = []
      strings.reserveCapacity(stringCount)
      for _ in 0..<stringCount {
        strings.append(try cursor.rawString())
      }
      let fileCount = try cursor.count()
      var keys: [String] = []
      var lengths: [Int] = []
      keys.reserveCapacity(fileCount)
      lengths.reserveCapacity(fileCount)
      for _ in 0..<fileCount {
        keys.append(try cursor.rawString())
        lengths.append(try cursor.count())
      }
      var start = cursor.offset
      var records: [Range<Int>] = []
      records.reserveCapacity(fileCount)
      for length in lengths {
        guard length <= raw.count - start else { throw Failure(description: "archive cut short") }
        records.append(start..<(start + length))
        start += length
      }
      guard start == raw.count else { throw Failure(description: "trailing bytes in archive") }
      return (header, strings, keys, records)
    }

    /// How many files the archive holds.
    public var count: Int { records.count }

    /// The file at `index` (`0..<count`), decoded.
    public func file(at index: Int) throws(Failure) -> KotlinFile {
      guard records.indices.contains(index) else {
        throw Failure(description: "no file \(index) in archive")
      }
      let range = records[index]
      let strings = strings
      let decoded = bytes.withUnsafeBytes { raw in
        Result { () throws(Failure) in
          var decoder = ArchiveDecoder(
            cursor: ArchiveCursor(UnsafeRawBufferPointer(rebasing: raw[range])), strings: strings)
          let file = try decoder.file()
          guard decoder.cursor.isAtEnd else {
            throw Failure(description: "trailing bytes in record")
          }
          return file
        }
      }
      return try decoded.get()
    }
  }
}

// MARK: - Encoding

/// Writes records; strings go to a shared table and are written as their index.
///
/// In shape mode (``SyntaxArchive/Shape``) it writes strings in place instead, and positions
/// (ranges, the line table, the byte count, the parser's diagnostics) not at all: ranges are
/// collected into `positions`, in the order written.
struct ArchiveEncoder {
  var body: [UInt8] = []
  private(set) var strings: [String] = []
  private(set) var stringBytes = 0
  /// Keyed by exact bytes: Swift's `==` equates canonically equivalent strings (`é` and `e` with
  /// a combining accent), which Kotlin keeps apart as names, and a decoded parse must give back
  /// each name as it was spelled.
  private var indices: [ExactString: Int] = [:]
  /// Non-nil in shape mode: the start and end of every range, in the order they were met.
  var positions: [Int]?

  mutating func varint(_ value: UInt64) { SyntaxArchive.appendVarint(value, to: &body) }
  mutating func int(_ value: Int) { varint(UInt64(bitPattern: Int64(value))) }
  mutating func bool(_ value: Bool) { body.append(value ? 1 : 0) }
  mutating func tag(_ value: UInt8) { body.append(value) }

  mutating func string(_ value: String) {
    guard positions == nil else { return SyntaxArchive.appendString(value, to: &body) }
    int(index(of: value))
  }

  /// 0 for nil, else the table index plus one (in shape mode, 1 and the string).
  mutating func optionalString(_ value: String?) {
    guard let value else { return int(0) }
    guard positions == nil else {
      int(1)
      return SyntaxArchive.appendString(value, to: &body)
    }
    int(index(of: value) + 1)
  }

  /// The string's index in the table, adding it when new.
  private mutating func index(of value: String) -> Int {
    let key = ExactString(value)
    if let index = indices[key] { return index }
    let index = strings.count
    indices[key] = index
    strings.append(value)
    stringBytes += value.utf8.count + 5
    return index
  }

  mutating func range(_ range: SourceRange) {
    if positions != nil {
      positions!.append(range.start)
      positions!.append(range.end)
      return
    }
    int(range.start)
    int(range.end - range.start)
  }

  mutating func optionalRange(_ range: SourceRange?) {
    guard let range else { return bool(false) }
    bool(true)
    self.range(range)
  }

  mutating func modifiers(_ modifiers: Modifiers) { varint(modifiers.rawValue) }

  mutating func array<Element>(_ elements: [Element], _ encode: (inout Self, Element) -> Void) {
    int(elements.count)
    for element in elements { encode(&self, element) }
  }

  mutating func optional<Value>(_ value: Value?, _ encode: (inout Self, Value) -> Void) {
    guard let value else { return bool(false) }
    bool(true)
    encode(&self, value)
  }

  mutating func file(_ file: KotlinFile) {
    string(file.path)
    optionalString(file.packageName)
    optionalRange(file.packageRange)
    array(file.imports) { encoder, item in
      encoder.string(item.path)
      encoder.optionalString(item.alias)
      encoder.bool(item.isStar)
      encoder.range(item.range)
    }
    annotations(file.fileAnnotations)
    declarations(file.declarations)
    guard positions == nil else { return }
    array(file.diagnostics) { encoder, diagnostic in
      encoder.tag(ArchiveTags.severity(diagnostic.severity))
      encoder.string(diagnostic.message)
      encoder.string(diagnostic.path)
      encoder.int(diagnostic.line)
      encoder.int(diagnostic.column)
    }
    // Line starts rise: their differences are small.
    let starts = file.lineTable.lineStarts
    int(starts.count)
    var previous: UInt32 = 0
    for start in starts {
      varint(UInt64(start &- previous))
      previous = start
    }
    int(file.byteCount)
  }

  mutating func annotations(_ annotations: [Annotation]) {
    array(annotations) { encoder, annotation in
      encoder.optionalString(annotation.useSiteTarget)
      encoder.string(annotation.name)
      encoder.optionalString(annotation.arguments)
      encoder.range(annotation.range)
    }
  }

  mutating func declarations(_ declarations: [Declaration]) {
    array(declarations) { encoder, declaration in encoder.declaration(declaration) }
  }

  mutating func declaration(_ declaration: Declaration) {
    switch declaration {
    case .class(let value):
      tag(0)
      classDeclaration(value)
    case .function(let value):
      tag(1)
      function(value)
    case .property(let value):
      tag(2)
      property(value)
    case .typeAlias(let value):
      tag(3)
      string(value.name)
      range(value.nameRange)
      modifiers(value.modifiers)
      annotations(value.annotations)
      optionalString(value.kdoc)
      typeParameters(value.typeParameters)
      type(value.aliasedType)
      range(value.range)
    case .constructor(let value):
      tag(4)
      modifiers(value.modifiers)
      annotations(value.annotations)
      optionalString(value.kdoc)
      parameters(value.parameters)
      tag(ArchiveTags.delegation(value.delegation))
      bool(value.hasBody)
      range(value.range)
    }
  }

  mutating func classDeclaration(_ value: ClassDeclaration) {
    tag(ArchiveTags.classKind(value.kind))
    optionalString(value.name)
    range(value.nameRange)
    modifiers(value.modifiers)
    annotations(value.annotations)
    optionalString(value.kdoc)
    typeParameters(value.typeParameters)
    optional(value.primaryConstructor) { encoder, constructor in
      encoder.modifiers(constructor.modifiers)
      encoder.annotations(constructor.annotations)
      encoder.bool(constructor.hasConstructorKeyword)
      encoder.parameters(constructor.parameters)
      encoder.range(constructor.range)
    }
    array(value.superTypes) { encoder, superType in
      encoder.tag(ArchiveTags.superTypeKind(superType.kind))
      encoder.type(superType.type)
      encoder.optionalString(superType.arguments)
      encoder.optionalString(superType.delegateExpression)
      encoder.range(superType.range)
    }
    array(value.enumEntries) { encoder, entry in
      encoder.string(entry.name)
      encoder.annotations(entry.annotations)
      encoder.optionalString(entry.kdoc)
      encoder.optionalString(entry.arguments)
      encoder.bool(entry.hasBody)
      encoder.declarations(entry.members)
      encoder.range(entry.range)
    }
    declarations(value.members)
    bool(value.hasBody)
    range(value.range)
  }

  mutating func function(_ value: FunctionDeclaration) {
    string(value.name)
    range(value.nameRange)
    modifiers(value.modifiers)
    annotations(value.annotations)
    optionalString(value.kdoc)
    contextParameters(value.contextParameters)
    typeParameters(value.typeParameters)
    optionalType(value.receiverType)
    parameters(value.parameters)
    optionalType(value.returnType)
    tag(ArchiveTags.body(value.body))
    range(value.range)
    optionalType(value.literalReturnType)
    optionalType(value.constructorCallReturnType)
    optional(value.memberCall) { encoder, call in encoder.memberCall(call) }
  }

  mutating func memberCall(_ call: MemberCall) {
    optional(call.receiver) { encoder, name in encoder.string(name) }
    array(call.through) { encoder, name in encoder.string(name) }
    string(call.function)
    optionalType(call.lastArgumentType)
    optional(call.lastArgumentValueOf) { encoder, name in encoder.string(name) }
    optional(call.lastArgumentName) { encoder, name in encoder.string(name) }
    bool(call.readsProperty)
    array(call.lambdaTypes) { encoder, type in encoder.optionalType(type) }
    array(call.lambdaChains) { encoder, chain in
      encoder.optional(chain) { encoder, chain in
        encoder.array(chain.parameters) { encoder, name in encoder.string(name) }
        encoder.memberCall(chain.call)
      }
    }
    range(call.range)
  }

  mutating func property(_ value: PropertyDeclaration) {
    bool(value.isMutable)
    string(value.name)
    range(value.nameRange)
    modifiers(value.modifiers)
    annotations(value.annotations)
    optionalString(value.kdoc)
    contextParameters(value.contextParameters)
    typeParameters(value.typeParameters)
    optionalType(value.receiverType)
    optionalType(value.type)
    switch value.initializer {
    case .none: tag(0)
    case .value: tag(1)
    case .delegate(let expression):
      tag(2)
      string(expression)
    }
    for accessor in [value.getter, value.setter] {
      optional(accessor) { encoder, accessor in
        encoder.modifiers(accessor.modifiers)
        encoder.annotations(accessor.annotations)
        encoder.optionalString(accessor.parameterName)
        encoder.optionalType(accessor.type)
        encoder.tag(ArchiveTags.body(accessor.body))
        encoder.range(accessor.range)
      }
    }
    optional(value.backingField) { encoder, field in
      encoder.modifiers(field.modifiers)
      encoder.optionalType(field.type)
      encoder.bool(field.hasInitializer)
      encoder.range(field.range)
    }
    range(value.range)
    optionalType(value.literalType)
    optionalType(value.constructorCallType)
    if value.constructorCallType != nil { bool(value.constructorCallInfersTypeArgument) }
    optional(value.memberCall) { encoder, call in encoder.memberCall(call) }
  }

  mutating func parameters(_ parameters: [Parameter]) {
    array(parameters) { encoder, parameter in
      encoder.modifiers(parameter.modifiers)
      encoder.annotations(parameter.annotations)
      encoder.tag(ArchiveTags.binding(parameter.binding))
      encoder.string(parameter.name)
      encoder.optionalType(parameter.type)
      encoder.bool(parameter.hasDefaultValue)
      encoder.range(parameter.range)
    }
  }

  mutating func contextParameters(_ parameters: [ContextParameter]) {
    array(parameters) { encoder, parameter in
      encoder.optionalString(parameter.name)
      encoder.type(parameter.type)
      encoder.range(parameter.range)
    }
  }

  mutating func typeParameters(_ parameters: [TypeParameter]) {
    array(parameters) { encoder, parameter in
      encoder.string(parameter.name)
      encoder.tag(ArchiveTags.variance(parameter.variance))
      encoder.bool(parameter.isReified)
      encoder.annotations(parameter.annotations)
      encoder.array(parameter.bounds) { encoder, bound in encoder.type(bound) }
      encoder.range(parameter.range)
    }
  }

  mutating func optionalType(_ type: TypeReference?) {
    optional(type) { encoder, type in encoder.type(type) }
  }

  /// A type: tag 0 is the common plain name (`String`), the others follow ``TypeReference/Kind``.
  mutating func type(_ type: TypeReference) {
    if let name = type.plainName {
      tag(0)
      string(name)
      range(type.range)
      return
    }
    switch type.kind {
    case .named(let segments):
      tag(1)
      array(segments) { encoder, segment in
        encoder.string(segment.name)
        encoder.array(segment.arguments) { encoder, argument in
          encoder.tag(ArchiveTags.variance(argument.variance))
          encoder.optionalType(argument.type)
          encoder.range(argument.range)
        }
        encoder.range(segment.range)
      }
    case .nullable(let inner):
      tag(2)
      self.type(inner)
    case .function(let function):
      tag(3)
      bool(function.isSuspend)
      optionalType(function.receiver)
      array(function.parameters) { encoder, parameter in
        encoder.optionalString(parameter.name)
        encoder.type(parameter.type)
        encoder.range(parameter.range)
      }
      self.type(function.returnType)
      array(function.contextParameters) { encoder, parameter in encoder.type(parameter) }
    case .parenthesized(let inner):
      tag(4)
      self.type(inner)
    case .intersection(let parts):
      tag(5)
      array(parts) { encoder, part in encoder.type(part) }
    case .union(let parts):
      tag(6)
      array(parts) { encoder, part in encoder.type(part) }
    case .annotated(let annotations, let inner):
      tag(7)
      self.annotations(annotations)
      self.type(inner)
    case .dynamic:
      tag(8)
    case .error:
      tag(9)
    }
    range(type.range)
  }
}

/// The byte codes of the model's small enums.
enum ArchiveTags {
  static let severities: [Diagnostic.Severity] = [.error, .warning, .note]
  static let classKinds = ClassDeclaration.Kind.allCases
  static let delegations: [ConstructorDeclaration.Delegation] = [.none, .this, .super]
  static let superTypeKinds: [SuperType.Kind] = [.constructorCall, .type, .delegation]
  static let bodies: [FunctionDeclaration.Body] = [.none, .block, .expression]
  static let bindings: [Parameter.Binding] = [.none, .val, .var]
  static let variances: [Variance] = [.invariant, .in, .out]

  static func severity(_ value: Diagnostic.Severity) -> UInt8 { code(value, in: severities) }
  static func classKind(_ value: ClassDeclaration.Kind) -> UInt8 { code(value, in: classKinds) }
  static func delegation(_ value: ConstructorDeclaration.Delegation) -> UInt8 {
    code(value, in: delegations)
  }
  static func superTypeKind(_ value: SuperType.Kind) -> UInt8 { code(value, in: superTypeKinds) }
  static func body(_ value: FunctionDeclaration.Body) -> UInt8 { code(value, in: bodies) }
  static func binding(_ value: Parameter.Binding) -> UInt8 { code(value, in: bindings) }
  static func variance(_ value: Variance) -> UInt8 { code(value, in: variances) }

  private static func code<Value: Equatable>(_ value: Value, in values: [Value]) -> UInt8 {
    UInt8(values.firstIndex(of: value)!)
  }
}

// MARK: - Decoding

/// A bounds-checked reader over archive bytes.
struct ArchiveCursor {
  private let base: UnsafeRawBufferPointer
  private(set) var offset = 0

  init(_ base: UnsafeRawBufferPointer) {
    self.base = base
  }

  var isAtEnd: Bool { offset == base.count }
  var remaining: Int { base.count - offset }

  private static var truncated: SyntaxArchive.Failure {
    SyntaxArchive.Failure(description: "archive cut short")
  }

  mutating func byte() throws(SyntaxArchive.Failure) -> UInt8 {
    guard offset < base.count else { throw Self.truncated }
    defer { offset += 1 }
    return base[offset]
  }

  mutating func fixed32() throws(SyntaxArchive.Failure) -> UInt32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << shift }
    return value
  }

  mutating func varint() throws(SyntaxArchive.Failure) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw SyntaxArchive.Failure(description: "integer too long") }
      value |= UInt64(next & 0x7F) << shift
      if next & 0x80 == 0 { return value }
      shift += 7
    }
  }

  mutating func int() throws(SyntaxArchive.Failure) -> Int {
    Int(truncatingIfNeeded: Int64(bitPattern: try varint()))
  }

  /// A count of things that each take at least one byte: never more than the bytes left.
  mutating func count() throws(SyntaxArchive.Failure) -> Int {
    let value = try varint()
    guard value <= UInt64(remaining) else { throw Self.truncated }
    return Int(value)
  }

  /// A length-prefixed UTF-8 string (invalid UTF-8 is repaired, never trusted).
  mutating func rawString() throws(SyntaxArchive.Failure) -> String {
    let length = try count()
    let start = offset
    offset += length
    return String(decoding: UnsafeRawBufferPointer(rebasing: base[start..<offset]), as: UTF8.self)
  }
}

/// Rebuilds the model from a record.
struct ArchiveDecoder {
  var cursor: ArchiveCursor
  let strings: [String]
  private var depth = 0
  /// Deeper than anything the parser produces (it stops at 128 levels of classes and of types).
  private static let maximumDepth = 1024

  init(cursor: ArchiveCursor, strings: [String]) {
    self.cursor = cursor
    self.strings = strings
  }

  private static func invalid(_ what: String) -> SyntaxArchive.Failure {
    SyntaxArchive.Failure(description: "invalid \(what) in archive")
  }

  mutating func int() throws(SyntaxArchive.Failure) -> Int { try cursor.int() }

  mutating func bool() throws(SyntaxArchive.Failure) -> Bool {
    switch try cursor.byte() {
    case 0: return false
    case 1: return true
    default: throw Self.invalid("flag")
    }
  }

  mutating func tag<Value>(_ values: [Value], _ what: String) throws(SyntaxArchive.Failure)
    -> Value
  {
    let code = Int(try cursor.byte())
    guard code < values.count else { throw Self.invalid(what) }
    return values[code]
  }

  mutating func string() throws(SyntaxArchive.Failure) -> String {
    let index = try cursor.int()
    guard index >= 0 && index < strings.count else { throw Self.invalid("string") }
    return strings[index]
  }

  mutating func optionalString() throws(SyntaxArchive.Failure) -> String? {
    let index = try cursor.int()
    if index == 0 { return nil }
    guard index > 0 && index <= strings.count else { throw Self.invalid("string") }
    return strings[index - 1]
  }

  mutating func range() throws(SyntaxArchive.Failure) -> SourceRange {
    let start = try int()
    let length = try int()
    return SourceRange(start: start, end: start &+ length)
  }

  mutating func optionalRange() throws(SyntaxArchive.Failure) -> SourceRange? {
    try bool() ? try range() : nil
  }

  mutating func modifiers() throws(SyntaxArchive.Failure) -> Modifiers {
    Modifiers(rawValue: try cursor.varint())
  }

  mutating func array<Element>(
    _ decode: (inout Self) throws(SyntaxArchive.Failure) -> Element
  ) throws(SyntaxArchive.Failure) -> [Element] {
    let count = try cursor.count()
    var elements: [Element] = []
    // Reserved up to a bound: each element takes a byte at least, but may be far larger in memory,
    // and a damaged count must not reserve gigabytes.
    elements.reserveCapacity(min(count, 4096))
    for _ in 0..<count { elements.append(try decode(&self)) }
    return elements
  }

  mutating func optional<Value>(
    _ decode: (inout Self) throws(SyntaxArchive.Failure) -> Value
  ) throws(SyntaxArchive.Failure) -> Value? {
    try bool() ? try decode(&self) : nil
  }

  /// Runs `body` one level deeper, failing beyond ``maximumDepth``.
  private mutating func nested<Value>(
    _ body: (inout Self) throws(SyntaxArchive.Failure) -> Value
  ) throws(SyntaxArchive.Failure) -> Value {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw Self.invalid("nesting") }
    return try body(&self)
  }

  mutating func file() throws(SyntaxArchive.Failure) -> KotlinFile {
    let path = try string()
    let packageName = try optionalString()
    let packageRange = try optionalRange()
    let imports = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      Import(
        path: try decoder.string(), alias: try decoder.optionalString(),
        isStar: try decoder.bool(), range: try decoder.range())
    }
    let fileAnnotations = try annotations()
    let declarations = try self.declarations()
    let diagnostics = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      Diagnostic(
        severity: try decoder.tag(ArchiveTags.severities, "severity"),
        message: try decoder.string(), path: try decoder.string(), line: try decoder.int(),
        column: try decoder.int())
    }
    // A line table starts at offset 0 and never goes back (``LineTable`` relies on both).
    let lineCount = try cursor.count()
    guard lineCount > 0 else { throw Self.invalid("line table") }
    var starts: [UInt32] = []
    starts.reserveCapacity(lineCount)
    var previous: UInt32 = 0
    for _ in 0..<lineCount {
      let step = try cursor.varint()
      guard step <= UInt64(UInt32.max - previous) else { throw Self.invalid("line table") }
      previous += UInt32(step)
      starts.append(previous)
    }
    guard starts[0] == 0 else { throw Self.invalid("line table") }
    let byteCount = try int()
    return KotlinFile(
      path: path, packageName: packageName, packageRange: packageRange, imports: imports,
      fileAnnotations: fileAnnotations, declarations: declarations, diagnostics: diagnostics,
      lineTable: LineTable(lineStarts: starts), byteCount: byteCount)
  }

  mutating func annotations() throws(SyntaxArchive.Failure) -> [Annotation] {
    try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      Annotation(
        useSiteTarget: try decoder.optionalString(), name: try decoder.string(),
        arguments: try decoder.optionalString(), range: try decoder.range())
    }
  }

  mutating func declarations() throws(SyntaxArchive.Failure) -> [Declaration] {
    try nested { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      try decoder.array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.declaration()
      }
    }
  }

  mutating func declaration() throws(SyntaxArchive.Failure) -> Declaration {
    switch try cursor.byte() {
    case 0:
      return .class(try classDeclaration())
    case 1:
      return .function(try function())
    case 2:
      return .property(try property())
    case 3:
      return .typeAlias(
        TypeAliasDeclaration(
          name: try string(), nameRange: try range(), modifiers: try modifiers(),
          annotations: try annotations(), kdoc: try optionalString(),
          typeParameters: try typeParameters(), aliasedType: try type(), range: try range()))
    case 4:
      return .constructor(
        ConstructorDeclaration(
          modifiers: try modifiers(), annotations: try annotations(), kdoc: try optionalString(),
          parameters: try parameters(),
          delegation: try tag(ArchiveTags.delegations, "constructor delegation"),
          hasBody: try bool(), range: try range()))
    default:
      throw Self.invalid("declaration")
    }
  }

  mutating func classDeclaration() throws(SyntaxArchive.Failure) -> ClassDeclaration {
    let kind = try tag(ArchiveTags.classKinds, "class kind")
    let name = try optionalString()
    let nameRange = try range()
    let modifiers = try self.modifiers()
    let annotations = try self.annotations()
    let kdoc = try optionalString()
    let typeParameters = try self.typeParameters()
    let primaryConstructor = try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      PrimaryConstructor(
        modifiers: try decoder.modifiers(), annotations: try decoder.annotations(),
        hasConstructorKeyword: try decoder.bool(), parameters: try decoder.parameters(),
        range: try decoder.range())
    }
    let superTypes = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      SuperType(
        kind: try decoder.tag(ArchiveTags.superTypeKinds, "supertype kind"),
        type: try decoder.type(), arguments: try decoder.optionalString(),
        delegateExpression: try decoder.optionalString(), range: try decoder.range())
    }
    let enumEntries = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      EnumEntry(
        name: try decoder.string(), annotations: try decoder.annotations(),
        kdoc: try decoder.optionalString(), arguments: try decoder.optionalString(),
        hasBody: try decoder.bool(), members: try decoder.declarations(),
        range: try decoder.range())
    }
    let members = try declarations()
    return ClassDeclaration(
      kind: kind, name: name, nameRange: nameRange, modifiers: modifiers,
      annotations: annotations, kdoc: kdoc, typeParameters: typeParameters,
      primaryConstructor: primaryConstructor, superTypes: superTypes, enumEntries: enumEntries,
      members: members, hasBody: try bool(), range: try range())
  }

  mutating func function() throws(SyntaxArchive.Failure) -> FunctionDeclaration {
    FunctionDeclaration(
      name: try string(), nameRange: try range(), modifiers: try modifiers(),
      annotations: try annotations(), kdoc: try optionalString(),
      contextParameters: try contextParameters(), typeParameters: try typeParameters(),
      receiverType: try optionalType(), parameters: try parameters(),
      returnType: try optionalType(), body: try tag(ArchiveTags.bodies, "function body"),
      range: try range(), literalReturnType: try optionalType(),
      constructorCallReturnType: try optionalType(),
      memberCall: try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.memberCall()
      })
  }

  mutating func memberCall() throws(SyntaxArchive.Failure) -> MemberCall {
    MemberCall(
      receiver: try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.string()
      },
      through: try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.string()
      },
      function: try string(), lastArgumentType: try optionalType(),
      lastArgumentValueOf: try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.string()
      },
      lastArgumentName: try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.string()
      },
      readsProperty: try bool(),
      lambdaTypes: try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.optionalType()
      },
      lambdaChains: try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
          LambdaChain(
            parameters: try decoder.array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
              try decoder.string()
            }, call: try decoder.memberCall())
        }
      }, range: try range())
  }

  mutating func property() throws(SyntaxArchive.Failure) -> PropertyDeclaration {
    let isMutable = try bool()
    let name = try string()
    let nameRange = try range()
    let modifiers = try self.modifiers()
    let annotations = try self.annotations()
    let kdoc = try optionalString()
    let contextParameters = try self.contextParameters()
    let typeParameters = try self.typeParameters()
    let receiverType = try optionalType()
    let type = try optionalType()
    let initializer: PropertyDeclaration.Initializer
    switch try cursor.byte() {
    case 0: initializer = .none
    case 1: initializer = .value
    case 2: initializer = .delegate(try string())
    default: throw Self.invalid("property initializer")
    }
    let getter = try accessor()
    let setter = try accessor()
    let backingField = try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      PropertyDeclaration.BackingField(
        modifiers: try decoder.modifiers(), type: try decoder.optionalType(),
        hasInitializer: try decoder.bool(), range: try decoder.range())
    }
    let range = try range()
    let literalType = try optionalType()
    let callType = try optionalType()
    let infersTypeArgument = callType != nil ? try bool() : false
    let memberCall = try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      try decoder.memberCall()
    }
    return PropertyDeclaration(
      isMutable: isMutable, name: name, nameRange: nameRange, modifiers: modifiers,
      annotations: annotations, kdoc: kdoc, contextParameters: contextParameters,
      typeParameters: typeParameters, receiverType: receiverType, type: type,
      initializer: initializer, getter: getter, setter: setter, backingField: backingField,
      range: range, literalType: literalType, constructorCallType: callType,
      constructorCallInfersTypeArgument: infersTypeArgument, memberCall: memberCall)
  }

  private mutating func accessor() throws(SyntaxArchive.Failure) -> PropertyDeclaration.Accessor? {
    try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      PropertyDeclaration.Accessor(
        modifiers: try decoder.modifiers(), annotations: try decoder.annotations(),
        parameterName: try decoder.optionalString(), type: try decoder.optionalType(),
        body: try decoder.tag(ArchiveTags.bodies, "accessor body"), range: try decoder.range())
    }
  }

  mutating func parameters() throws(SyntaxArchive.Failure) -> [Parameter] {
    try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      Parameter(
        modifiers: try decoder.modifiers(), annotations: try decoder.annotations(),
        binding: try decoder.tag(ArchiveTags.bindings, "parameter binding"),
        name: try decoder.string(), type: try decoder.optionalType(),
        hasDefaultValue: try decoder.bool(), range: try decoder.range())
    }
  }

  mutating func contextParameters() throws(SyntaxArchive.Failure) -> [ContextParameter] {
    try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      ContextParameter(
        name: try decoder.optionalString(), type: try decoder.type(), range: try decoder.range())
    }
  }

  mutating func typeParameters() throws(SyntaxArchive.Failure) -> [TypeParameter] {
    try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
      TypeParameter(
        name: try decoder.string(), variance: try decoder.tag(ArchiveTags.variances, "variance"),
        isReified: try decoder.bool(), annotations: try decoder.annotations(),
        bounds: try decoder.array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
          try decoder.type()
        },
        range: try decoder.range())
    }
  }

  mutating func optionalType() throws(SyntaxArchive.Failure) -> TypeReference? {
    try optional { (decoder: inout Self) throws(SyntaxArchive.Failure) in try decoder.type() }
  }

  mutating func type() throws(SyntaxArchive.Failure) -> TypeReference {
    try nested { (decoder: inout Self) throws(SyntaxArchive.Failure) in try decoder.typeBody() }
  }

  private mutating func typeBody() throws(SyntaxArchive.Failure) -> TypeReference {
    let kind: TypeReference.Kind
    switch try cursor.byte() {
    case 0:
      return TypeReference(name: try string(), range: try range())
    case 1:
      kind = .named(
        try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
          TypeReference.Segment(
            name: try decoder.string(),
            arguments: try decoder.array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
              TypeReference.Argument(
                variance: try decoder.tag(ArchiveTags.variances, "variance"),
                type: try decoder.optionalType(), range: try decoder.range())
            },
            range: try decoder.range())
        })
    case 2:
      kind = .nullable(try type())
    case 3:
      let isSuspend = try bool()
      let receiver = try optionalType()
      let parameters = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        TypeReference.FunctionTypeParameter(
          name: try decoder.optionalString(), type: try decoder.type(),
          range: try decoder.range())
      }
      let returnType = try type()
      let contextParameters = try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in
        try decoder.type()
      }
      kind = .function(
        TypeReference.FunctionType(
          isSuspend: isSuspend, receiver: receiver, parameters: parameters,
          returnType: returnType, contextParameters: contextParameters))
    case 4:
      kind = .parenthesized(try type())
    case 5:
      kind = .intersection(
        try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in try decoder.type() })
    case 6:
      kind = .union(
        try array { (decoder: inout Self) throws(SyntaxArchive.Failure) in try decoder.type() })
    case 7:
      kind = .annotated(try annotations(), try type())
    case 8:
      kind = .dynamic
    case 9:
      kind = .error
    default:
      throw Self.invalid("type")
    }
    return TypeReference(kind: kind, range: try range())
  }
}

/// A string compared and hashed by its UTF-8 bytes, not by Swift's canonical equivalence, at
/// about the cost of a `String` key (a multiplicative hash over eight bytes at a time, computed
/// once, instead of a SipHash at every probe, but a byte comparison on every hit).
struct ExactString: Hashable {
  let value: String
  private let hash: UInt64

  init(_ value: String) {
    self.value = value
    var copy = value
    hash = copy.withUTF8 { bytes in
      var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9e37_79b9_7f4a_7c15
      guard let base = bytes.baseAddress else { return hash }
      let raw = UnsafeRawPointer(base)
      var offset = 0
      while offset + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 32
        offset += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < bytes.count {
        tail |= UInt64(base[offset]) << shift
        shift += 8
        offset += 1
      }
      return (hash ^ tail) &* 0xc4ce_b9fe_1a85_ec53
    }
  }

  static func == (lhs: ExactString, rhs: ExactString) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    var left = lhs.value
    var right = rhs.value
    return left.withUTF8 { a in
      right.withUTF8 { b in
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  /// The stored hash mixed with the table's seed (``seededHash(_:seed:)``), so that a lookup
  /// runs no SipHash.
  func _rawHashValue(seed: Int) -> Int {
    seededHash(Int(bitPattern: UInt(hash)), seed: seed)
  }
}

/// What `Hashable._rawHashValue(seed:)` returns for a key that keeps a good hash of itself
/// (computed once): the hash mixed with the table's seed by the SplitMix64 finalizer, a
/// bijective mixer in which every output bit depends on every input bit, so each table still gets
/// its own layout of the keys, for a handful of instructions instead of a SipHash.
package func seededHash(_ hash: Int, seed: Int) -> Int {
  var bits = UInt64(bitPattern: Int64(hash ^ seed))
  bits = (bits ^ (bits >> 30)) &* 0xbf58_476d_1ce4_e5b9
  bits = (bits ^ (bits >> 27)) &* 0x94d0_49bb_1331_11eb
  return Int(bitPattern: UInt(bits ^ (bits >> 31)))
}
