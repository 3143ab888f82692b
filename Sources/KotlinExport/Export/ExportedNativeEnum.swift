/// The native Objective-C enum (`NS_ENUM`) that Kotlin 2.3's `@ObjCEnum` adds beside an enum
/// class in the Objective-C export, and that the class's `nsEnum` property returns.
///
/// ```kotlin
/// @ObjCEnum enum class Status { IN_PROGRESS, DONE }
/// ```
/// ```swift
/// status.nsEnum            // StatusNSEnum.inProgress (a Swift enum, Int32 raw values 0, 1)
/// ```
///
/// The type is named from `@ObjCEnum(name, swiftName)`, or from the class's Objective-C name
/// with `NSEnum` appended (prefix included: `SharedStatusNSEnum` in a framework `Shared`), which
/// is then its Swift name too. Each case is named from `@ObjCEnum.EntryName(name, swiftName)`,
/// or as the entry's static property is (`@ObjCName` included); in Objective-C the type's name
/// prefixes it (`SharedStatusNSEnumInProgress`). Raw values are the ordinals.
public struct ExportedNativeEnum: Sendable, Hashable {
  /// One enumerator.
  public struct Case: Sendable, Hashable {
    /// The Kotlin entry's name (`IN_PROGRESS`).
    public var kotlinName: String
    /// The Swift case name (`inProgress`).
    public var swiftName: String
    /// The Objective-C enumerator (`SharedStatusNSEnumInProgress`), before the `_` the compiler
    /// appends when two enums of the framework make the same one (Swift never sees it).
    public var objCName: String
    /// The raw value: the entry's ordinal.
    public var ordinal: Int

    /// Creates a case.
    public init(kotlinName: String, swiftName: String, objCName: String, ordinal: Int) {
      self.kotlinName = kotlinName
      self.swiftName = swiftName
      self.objCName = objCName
      self.ordinal = ordinal
    }
  }

  /// The Objective-C type name (`SharedStatusNSEnum`).
  public var objCName: String
  /// The Swift type name (`SharedStatusNSEnum`, or `@ObjCEnum`'s `swiftName`).
  public var swiftName: String
  /// The cases, in ordinal order.
  public var cases: [Case]
  /// Set when a name comes from a constant the prediction cannot read
  /// (`@ObjCEnum(name = PREFIX + "Kind")`); a header settles it.
  public var ambiguity: Ambiguity?

  /// Creates a native enum.
  public init(objCName: String, swiftName: String, cases: [Case], ambiguity: Ambiguity? = nil) {
    self.objCName = objCName
    self.swiftName = swiftName
    self.cases = cases
    self.ambiguity = ambiguity
  }

  /// The name of the enum class's property that returns the native value.
  public static let propertyName = "nsEnum"
}
