/// The types from outside the module that the export rules know by name.
///
/// Kotlin imports some packages into every file; a simple name that is not declared in the module
/// resolves through them only if the standard library really declares it there, so the resolver
/// needs the list. `kotlinx.coroutines.flow` is not a default import: `Flow` resolves only when
/// imported.
enum KnownKotlinTypes {
  /// The packages every Kotlin/Native file imports implicitly, in the compiler's order.
  static let defaultImportPackages = [
    "kotlin", "kotlin.annotation", "kotlin.collections", "kotlin.comparisons", "kotlin.io",
    "kotlin.ranges", "kotlin.sequences", "kotlin.text", "kotlin.native",
  ]

  /// Fully qualified names of the standard and kotlinx types the rules know.
  static let names: Set<String> = {
    var names: Set<String> = []
    let kotlin = [
      "Any", "Unit", "Nothing", "Boolean", "Byte", "Short", "Int", "Long", "UByte", "UShort",
      "UInt", "ULong", "Float", "Double", "Char", "String", "CharSequence", "Number",
      "Comparable", "Throwable", "Exception", "Error", "RuntimeException",
      "IllegalStateException", "IllegalArgumentException", "IndexOutOfBoundsException",
      "UnsupportedOperationException", "NullPointerException", "ArithmeticException",
      "NoSuchElementException", "ClassCastException", "Array", "BooleanArray", "ByteArray",
      "CharArray", "ShortArray", "IntArray", "LongArray", "FloatArray", "DoubleArray",
      "UByteArray", "UShortArray", "UIntArray", "ULongArray", "Pair", "Triple", "Result",
      "Enum", "Lazy", "Deprecated", "Suppress",
    ]
    names.formUnion(kotlin.map { "kotlin." + $0 })
    let collections = [
      "List", "MutableList", "Set", "MutableSet", "Map", "MutableMap", "Collection",
      "MutableCollection", "Iterable", "MutableIterable", "Iterator", "MutableIterator",
      "ListIterator", "ArrayList", "HashMap", "HashSet", "LinkedHashMap", "LinkedHashSet",
      "Map.Entry", "MutableMap.MutableEntry",
    ]
    names.formUnion(collections.map { "kotlin.collections." + $0 })
    names.formUnion(
      ["IntRange", "LongRange", "CharRange", "ClosedRange"].map { "kotlin.ranges." + $0 })
    names.insert("kotlin.sequences.Sequence")
    names.formUnion(["StringBuilder", "Regex", "Appendable"].map { "kotlin.text." + $0 })
    names.formUnion(
      ["ObjCName", "HiddenFromObjC", "ShouldRefineInSwift", "HidesFromObjC", "Throws"].map {
        "kotlin.native." + $0
      })
    names.insert("kotlin.coroutines.CoroutineContext")
    names.insert("kotlin.coroutines.cancellation.CancellationException")
    let flow = [
      "Flow", "StateFlow", "SharedFlow", "MutableStateFlow", "MutableSharedFlow", "FlowCollector",
    ]
    names.formUnion(flow.map { "kotlinx.coroutines.flow." + $0 })
    let coroutines = ["CoroutineScope", "Job", "Deferred", "CoroutineDispatcher"]
    names.formUnion(coroutines.map { "kotlinx.coroutines." + $0 })
    return names
  }()

  /// The packages above that have a known type, to tell a wrong name in them from a library.
  static let knownPackages: Set<String> = Set(
    names.map { name in
      // Package = the components before the first capitalised one.
      let parts = name.split(separator: ".")
      let index = parts.firstIndex { $0.first?.isUppercase == true } ?? parts.count
      return parts[..<index].joined(separator: ".")
    })

  /// kotlinx-coroutines and kotlinx-serialization interfaces (besides the flows): protocols in
  /// the Objective-C export.
  static let libraryInterfaces: Set<String> = [
    "kotlinx.coroutines.flow.FlowCollector", "kotlinx.coroutines.CoroutineScope",
    "kotlinx.coroutines.Job", "kotlinx.coroutines.Deferred",
    "kotlinx.serialization.KSerializer", "kotlinx.serialization.SerializationStrategy",
    "kotlinx.serialization.DeserializationStrategy",
  ]

  /// Classes of the usual libraries (not interfaces, not value classes): an extension of one is
  /// a category of its Objective-C class (`@interface SharedKotlinx_datetimeInstant
  /// (Extensions)`).
  static let libraryClasses: Set<String> = Set(
    [
      "Instant", "LocalDate", "LocalDateTime", "LocalTime", "TimeZone", "FixedOffsetTimeZone",
      "UtcOffset", "DatePeriod", "DateTimePeriod",
    ].map { "kotlinx.datetime." + $0 })

  /// The four flow interfaces and their mutable variants, by fully qualified name.
  static let flowKinds: [String: FlowKind] = [
    "kotlinx.coroutines.flow.Flow": .flow,
    "kotlinx.coroutines.flow.SharedFlow": .sharedFlow,
    "kotlinx.coroutines.flow.StateFlow": .stateFlow,
    "kotlinx.coroutines.flow.MutableSharedFlow": .mutableSharedFlow,
    "kotlinx.coroutines.flow.MutableStateFlow": .mutableStateFlow,
  ]

  /// How Swift spells an Apple SDK class or protocol that Kotlin/Native names
  /// `platform.<Framework>.<Name>`: the framework header declares the Objective-C class itself
  /// (`NSUserDefaults *`), which Swift imports under its Swift name (`UserDefaults`), a bridged
  /// value type (`NSDate` → `Date`) or unchanged (`UIViewController`). Kotlin names an
  /// Objective-C protocol with `Protocol` appended (`UITableViewDelegateProtocol`); Swift uses
  /// the protocol (`any UITableViewDelegate`). `nil` for other names.
  ///
  /// As a generic argument (`Box<NSDate>`, a class's lightweight generics) a bridged value type
  /// keeps its Objective-C class (`NSDate`), as `String` is `NSString` there.
  static func platformSwiftSpelling(_ name: String, asGenericArgument: Bool = false) -> String? {
    guard isPlatformName(name) else { return nil }
    let parts = name.split(separator: ".")
    guard parts.count == 3, parts[0] == "platform", let simple = parts.last else { return nil }
    if simple.hasSuffix("Protocol"), !platformClassesEndingInProtocol.contains(String(simple)) {
      let objCName = String(simple.dropLast("Protocol".count))
      return "any " + (foundationProtocolSwiftNames[objCName] ?? objCName)
    }
    let objCName = String(simple)
    if asGenericArgument, bridgedFoundationTypes.contains(objCName) { return objCName }
    return foundationSwiftNames[objCName] ?? objCName
  }

  /// Whether a fully qualified name is an Apple SDK one (`platform.UIKit.UIViewController`).
  /// Every external type's spelling asks, so the first byte settles nearly all.
  static func isPlatformName(_ name: String) -> Bool {
    name.utf8.first == UInt8(ascii: "p") && name.hasPrefix("platform.")
  }

  /// The Foundation classes Swift bridges to value types (`NSDate` → `Date`) in parameters,
  /// results and properties, but not as generic arguments.
  static let bridgedFoundationTypes: Set<String> = [
    "NSString", "NSDate", "NSData", "NSURL", "NSUUID", "NSError", "NSArray", "NSDictionary",
    "NSSet", "NSLocale", "NSTimeZone", "NSCalendar", "NSDateComponents", "NSIndexPath",
    "NSURLRequest", "NSURLComponents", "NSCharacterSet", "NSNotification", "NSIndexSet",
    "NSURLQueryItem", "NSPersonNameComponents", "NSDateInterval",
  ]

  /// The Foundation protocols Swift imports under another name (`NSObject` the protocol is
  /// `NSObjectProtocol`, the class keeping `NSObject`).
  static let foundationProtocolSwiftNames: [String: String] = [
    "NSObject": "NSObjectProtocol", "NSURLSessionDelegate": "URLSessionDelegate",
    "NSURLSessionTaskDelegate": "URLSessionTaskDelegate",
    "NSURLSessionDataDelegate": "URLSessionDataDelegate",
    "NSURLSessionDownloadDelegate": "URLSessionDownloadDelegate",
    "NSURLSessionWebSocketDelegate": "URLSessionWebSocketDelegate",
    "NSFileManagerDelegate": "FileManagerDelegate", "NSXMLParserDelegate": "XMLParserDelegate",
    "NSStreamDelegate": "StreamDelegate", "NSPortDelegate": "PortDelegate",
  ]

  /// Apple SDK typealiases of Kotlin numbers (64-bit targets), which the export expands.
  static let platformNumberAliases: [String: String] = [
    "platform.CoreGraphics.CGFloat": "kotlin.Double", "platform.darwin.NSInteger": "kotlin.Long",
    "platform.darwin.NSUInteger": "kotlin.ULong", "platform.Foundation.NSInteger": "kotlin.Long",
    "platform.Foundation.NSUInteger": "kotlin.ULong",
    "platform.Foundation.NSTimeInterval": "kotlin.Double",
    "platform.QuartzCore.CFTimeInterval": "kotlin.Double",
    "platform.CoreFoundation.CFTimeInterval": "kotlin.Double",
  ]

  /// The Foundation classes Swift imports under another name: bridged value types and the
  /// classes whose headers give an `NS_SWIFT_NAME`.
  static let foundationSwiftNames: [String: String] = [
    "NSString": "String", "NSDate": "Date", "NSData": "Data", "NSURL": "URL", "NSUUID": "UUID",
    "NSError": "any Swift.Error", "NSArray": "[Any]", "NSDictionary": "[AnyHashable: Any]",
    "NSSet": "Set<AnyHashable>", "NSLocale": "Locale", "NSTimeZone": "TimeZone",
    "NSCalendar": "Calendar", "NSDateComponents": "DateComponents", "NSIndexPath": "IndexPath",
    "NSURLRequest": "URLRequest", "NSURLComponents": "URLComponents",
    "NSCharacterSet": "CharacterSet", "NSNotification": "Notification",
    "NSUserDefaults": "UserDefaults", "NSNotificationCenter": "NotificationCenter",
    "NSFileManager": "FileManager", "NSBundle": "Bundle", "NSProcessInfo": "ProcessInfo",
    "NSOperationQueue": "OperationQueue", "NSOperation": "Operation", "NSRunLoop": "RunLoop",
    "NSTimer": "Timer", "NSThread": "Thread", "NSJSONSerialization": "JSONSerialization",
    "NSURLSession": "URLSession", "NSURLSessionConfiguration": "URLSessionConfiguration",
    "NSURLSessionTask": "URLSessionTask", "NSURLSessionDataTask": "URLSessionDataTask",
    "NSURLResponse": "URLResponse", "NSHTTPURLResponse": "HTTPURLResponse",
    "NSDateFormatter": "DateFormatter", "NSNumberFormatter": "NumberFormatter",
    "NSISO8601DateFormatter": "ISO8601DateFormatter", "NSFileHandle": "FileHandle",
    "NSIndexSet": "IndexSet", "NSURLQueryItem": "URLQueryItem",
    "NSPersonNameComponents": "PersonNameComponents", "NSDateInterval": "DateInterval",
    "NSProgress": "Progress", "NSScanner": "Scanner", "NSTask": "Process", "NSPipe": "Pipe",
    "NSHost": "Host", "NSURLCache": "URLCache", "NSURLCredential": "URLCredential",
    "NSHTTPCookie": "HTTPCookie", "NSHTTPCookieStorage": "HTTPCookieStorage",
    "NSStream": "Stream", "NSInputStream": "InputStream", "NSOutputStream": "OutputStream",
    "NSXMLParser": "XMLParser", "NSPropertyListSerialization": "PropertyListSerialization",
    "NSValueTransformer": "ValueTransformer", "NSUndoManager": "UndoManager",
    "NSByteCountFormatter": "ByteCountFormatter",
    "NSDateComponentsFormatter": "DateComponentsFormatter",
    "NSDateIntervalFormatter": "DateIntervalFormatter",
    "NSMeasurementFormatter": "MeasurementFormatter",
    "NSPersonNameComponentsFormatter": "PersonNameComponentsFormatter",
    "NSListFormatter": "ListFormatter", "NSRelativeDateTimeFormatter": "RelativeDateTimeFormatter",
    "NSLengthFormatter": "LengthFormatter", "NSMassFormatter": "MassFormatter",
    "NSEnergyFormatter": "EnergyFormatter", "NSURLSessionUploadTask": "URLSessionUploadTask",
    "NSURLSessionDownloadTask": "URLSessionDownloadTask",
    "NSURLSessionStreamTask": "URLSessionStreamTask",
    "NSURLSessionWebSocketTask": "URLSessionWebSocketTask",
    "NSURLSessionTaskMetrics": "URLSessionTaskMetrics",
    "NSURLAuthenticationChallenge": "URLAuthenticationChallenge",
    "NSURLProtectionSpace": "URLProtectionSpace", "NSCachedURLResponse": "CachedURLResponse",
    "NSNotificationQueue": "NotificationQueue", "NSFileWrapper": "FileWrapper",
    "NSBlockOperation": "BlockOperation", "NSUnit": "Unit", "NSDimension": "Dimension",
    "NSUnitLength": "UnitLength", "NSUnitMass": "UnitMass", "NSUnitDuration": "UnitDuration",
    "NSUnitTemperature": "UnitTemperature", "NSPort": "Port", "NSSocketPort": "SocketPort",
    "NSPortMessage": "PortMessage",
  ]

  /// The Swift names of renamed Foundation types and protocols that are plain identifiers
  /// (`Date`, `URLSessionDelegate`; not `[Any]`) and that `Foundation.` can qualify on Linux
  /// too, so that stubs and glue checked there compile: not `String` (Swift's), nor what the
  /// Linux toolchain keeps in FoundationNetworking or FoundationXML or lacks (checked by
  /// compiling `Foundation.X` for each), which a module class of the same name still hides.
  static let renamedFoundationTypes: Set<String> = Set(
    Array(foundationSwiftNames.values) + Array(foundationProtocolSwiftNames.values)
  ).filter { name in name.allSatisfy { $0.isLetter || $0.isNumber } }.subtracting([
    "String", "URLRequest", "URLSessionTaskMetrics", "URLSessionWebSocketTask",
    "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
    "URLSessionDownloadDelegate", "URLSessionWebSocketDelegate", "XMLParserDelegate",
    "FileWrapper", "ListFormatter", "RelativeDateTimeFormatter", "UndoManager",
    "ValueTransformer",
  ])

  /// The SDK type names that a module class of the same name hides from the stubs and glue, so
  /// that the speller qualifies them when one does: ``renamedFoundationTypes`` and Swift's `Set`
  /// (a workout's sets; the speller's other Swift names, `String`, `Int32`, are unlikely names
  /// for a Kotlin class, and are not qualified).
  static let shadowableSDKTypes: Set<String> = renamedFoundationTypes.union(["Set"])

  /// Whether `name` has the first byte and length of one of ``shadowableSDKTypes``: a test that
  /// spares hashing nearly every class name of a module (spellers are made per query).
  static func mayBeShadowableSDKType(_ utf8: Substring.UTF8View) -> Bool {
    guard let first = utf8.first, first < 128, utf8.count < 64 else { return false }
    return shadowableSDKTypeShapes[Int(first)] & (1 << UInt64(utf8.count)) != 0
  }

  /// For each ASCII first byte, a bit per length of the ``shadowableSDKTypes`` that start with
  /// it.
  private static let shadowableSDKTypeShapes: [UInt64] = {
    var shapes = [UInt64](repeating: 0, count: 128)
    for name in shadowableSDKTypes {
      shapes[Int(name.utf8.first!)] |= 1 << UInt64(name.utf8.count)
    }
    return shapes
  }()

  /// Swift names of renamed Foundation classes that the Linux toolchain's Foundation does not
  /// declare (checked there by compiling a reference to each), so that stubs declare
  /// placeholders for them. `XMLParser` is in FoundationXML there, which stubs do not import.
  static let foundationSwiftNamesMissingOnLinux: Set<String> = [
    "DateComponentsFormatter", "FileWrapper", "ListFormatter", "MeasurementFormatter",
    "RelativeDateTimeFormatter", "UndoManager", "ValueTransformer", "XMLParser",
  ]

  /// Apple SDK classes whose names end in `Protocol` (not Kotlin's suffix for a protocol).
  static let platformClassesEndingInProtocol: Set<String> = ["NSURLProtocol"]

  /// The Swift spellings of Apple SDK types that the Linux toolchain's Foundation (with
  /// FoundationNetworking) also declares, so that stubs need no placeholders for them.
  static let platformSwiftNamesOnLinux: Set<String> = {
    var names = Set(foundationSwiftNames.values).subtracting(foundationSwiftNamesMissingOnLinux)
    names.formUnion([
      "NSObject", "NSNumber", "NSDecimalNumber", "NSAttributedString",
      "NSMutableAttributedString", "NSRegularExpression", "NSPredicate", "NSLock",
      "NSRecursiveLock", "NSCondition", "NSCache", "NSCoder", "NSKeyedArchiver",
      "NSKeyedUnarchiver", "NSMutableArray", "NSMutableDictionary", "NSMutableSet",
      "NSMutableString", "NSMutableData", "NSOrderedSet", "NSValue", "NSNull", "NSSortDescriptor",
      "NSCountedSet", "NSIndexSet", "NSMutableIndexSet", "any NSObjectProtocol",
      "any NSCopying", "any NSCoding", "any NSSecureCoding", "any URLSessionDelegate",
      "any URLSessionTaskDelegate", "any URLSessionDataDelegate", "any StreamDelegate",
      "any XMLParserDelegate", "any FileManagerDelegate",
    ])
    return names
  }()

  /// Type names the Swift standard library or Foundation declares, which a stub placeholder
  /// must not take (it would hide theirs, or make client code ambiguous).
  static let swiftAndFoundationTypeNames: Set<String> = {
    var names: Set<String> = [
      "Any", "AnyObject", "AnyHashable", "Array", "Bool", "Character", "Dictionary", "Double",
      "Duration", "Error", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional",
      "Range", "Result", "Sequence", "Collection", "Set", "String", "Substring", "UInt", "UInt8",
      "UInt16", "UInt32", "UInt64", "Void", "Comparable", "Equatable", "Hashable", "Identifiable",
      "Codable", "Encodable", "Decodable", "Sendable", "Task", "Clock", "Decimal", "Measurement",
      "Unit", "IndexSet", "DateInterval", "Progress", "Scanner", "Process", "Pipe", "Host",
      "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "CGFloat",
      "CGPoint", "CGSize", "CGRect", "NSObject", "NSObjectProtocol", "NSCopying", "NSCoding",
      "NSSecureCoding", "NSString", "NSArray", "NSDictionary", "NSSet", "NSNumber", "NSError",
      "NSDate", "NSData", "NSURL", "NSUUID", "NSLocale", "NSTimeZone", "NSCalendar",
      "NSNotification", "NSIndexPath", "NSURLRequest", "NSCharacterSet", "KotlinBase",
    ]
    names.formUnion(platformSwiftNamesOnLinux)
    return names
  }()
}
