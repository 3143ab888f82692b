/// The Objective-C export rules of kotlin-in-swift.md, one case per example.
enum ObjCRules {
  static let shared = Rule.Mode.objC(framework: "shared")

  static let all: [Rule] = [
    Rule(
      "a set of a class's type parameter is a set of AnyHashable", shared,
      "class Box<T>(val items: Set<T>)", .propertyType("Box", "items"), "Set<AnyHashable>"),
    Rule(
      "a map keyed by a class's type parameter is keyed by AnyHashable", shared,
      "class Box<T>(val byKey: Map<T, String>)", .propertyType("Box", "byKey"),
      "[AnyHashable: String]"),
    // NSObject's properties declared again.
    Rule(
      "a property named hash of another type than NSObject's is not predicted", shared,
      "data class Attachment(val hash: String)", .propertyAmbiguity("Attachment", "hash"),
      "ambiguous"),
    Rule(
      "a property named hashValue (Swift's NSObject has an Int one) is not predicted", shared,
      "data class Expense(val hashValue: Int)", .propertyAmbiguity("Expense", "hashValue"),
      "ambiguous"),
    Rule(
      "a property named debugDescription of NSObject's type is predicted", shared,
      "class Item { val debugDescription: String = \"\" }",
      .propertyAmbiguity("Item", "debugDescription"), "clear"),
    // An override is the overridden Objective-C method: it has its names (`@ObjCName` is
    // rejected on an override).
    Rule(
      "an override takes the overridden method's @ObjCName names", shared,
      """
      open class Base {
          @ObjCName("objCFoo", "swiftFoo") open fun foo(@ObjCName(swiftName = "by") value: Int) {}
      }
      class Sub : Base() { override fun foo(value: Int) {} }
      """, .method("Sub", "foo"), "swiftFoo(by:)"),
    Rule(
      "an override takes the overridden method's selector", shared,
      """
      open class Base { @ObjCName("objCFoo") open fun foo(value: Int) {} }
      class Sub : Base() { override fun foo(value: Int) {} }
      """, .selector("Sub", "foo"), "objCFooValue:"),
    Rule(
      "an override with renamed parameters keeps the overridden labels", shared,
      """
      interface Loader { fun load(id: Int, force: Boolean) }
      class Impl : Loader { override fun load(key: Int, refresh: Boolean) {} }
      """, .method("Impl", "load"), "load(id:force:)"),
    Rule(
      "an override of an override takes the first declaration's names", shared,
      """
      interface A { @ObjCName("fetch") fun get(): Int }
      open class B : A { override fun get(): Int = 1 }
      class C : B() { override fun get(): Int = 2 }
      """, .method("C", "get"), "fetch()"),
    Rule(
      "an override takes the overridden @receiver:ObjCName label", shared,
      """
      open class Base { open fun @receiver:ObjCName("number") Int.twice(): Int = this * 2 }
      class Sub : Base() { override fun Int.twice(): Int = this * 3 }
      """, .method("Sub", "twice"), "twice(number:)"),
    Rule(
      "an overload is matched by its parameter types", shared,
      """
      open class Base {
          @ObjCName("withInt") open fun put(value: Int) {}
          @ObjCName("withText") open fun put(value: String) {}
      }
      class Sub : Base() { override fun put(value: String) {} }
      """, .method("Sub", "put"), "withText(value:)"),
    Rule(
      "an override renamed by @ObjCName does not clash with an overload of its Kotlin name",
      shared,
      """
      open class Base { @ObjCName("fetch") open fun load(id: Int) {} }
      class Repo : Base() { override fun load(id: Int) {}
          fun load(id: String) {} }
      """, .methodAmbiguity("Repo", "load"), "clear"),
    Rule(
      "an override takes the names of the member with its parameter types", shared,
      """
      open class Base { @ObjCName("g") open fun f(x: Int) {} }
      interface I { fun f(x: String) }
      class C : Base(), I { override fun f(x: Int) {}
          override fun f(x: String) {} }
      """, .methodDeclarations("C", "f"), "func g(x: Int32) | func f(x: String)"),
    Rule(
      "a property override takes the overridden @ObjCName", shared,
      """
      interface Named { @ObjCName("title") val name: String }
      class Item : Named { override val name: String = "" }
      """, .property("Item", "name"), "title"),
    // Framework prefix.
    Rule("prefix: shared → Shared", shared, "class A", .objCName("A"), "SharedA"),
    Rule(
      "prefix: ComposeApp → ComposeApp", .objC(framework: "ComposeApp"), "class A",
      .objCName("A"), "ComposeAppA"),
    Rule(
      "prefix: MyKMPLib → MKMPL", .objC(framework: "MyKMPLib"), "class A", .objCName("A"),
      "MKMPLA"),
    Rule(
      "Swift names never carry the prefix", .objC(framework: "MyKMPLib"), "class A",
      .typeName("A"), "A"),
    Rule(
      "library prefix: Flow → Kotlinx_coroutines_coreFlow", shared,
      "import kotlinx.coroutines.flow.Flow\nclass A { val f: Flow<Int> get() = TODO() }",
      .propertyType("A", "f"), "any Kotlinx_coroutines_coreFlow"),
    Rule(
      "nested ObjC name concatenates", shared, "class A { class B { class C } }",
      .objCName("A.B.C"), "SharedABC"),
    // Nesting.
    Rule("A → A", shared, "class A", .typeName("A"), "A"),
    Rule("A.B → A.B", shared, "class A { class B }", .typeName("A.B"), "A.B"),
    Rule("A.B.C → A.BC", shared, "class A { class B { class C } }", .typeName("A.B.C"), "A.BC"),
    Rule(
      "A.B.C.D → A.BCD", shared, "class A { class B { class C { class D } } }",
      .typeName("A.B.C.D"), "A.BCD"),
    Rule(
      "companion → A.Companion", shared, "class A { companion object }",
      .typeName("A.Companion"), "A.Companion"),
    Rule(
      "companion property → A.companion", shared, "class A { companion object { fun f() {} } }",
      .property("A", "<companion>"), "companion"),
    Rule("interface I { class B } → IB", shared, "interface I { class B }", .typeName("I.B"), "IB"),
    Rule(
      "interface I { class B { class C } } → IB.C", shared, "interface I { class B { class C } }",
      .typeName("I.B.C"), "IB.C"),
    Rule("class A { interface I } → AI", shared, "class A { interface I }", .typeName("A.I"), "AI"),
    Rule("class G<T> { class B } → GB", shared, "class G<T> { class B }", .typeName("G.B"), "GB"),
    Rule(
      "sealed class R<T> { class S<T> } → RS", shared,
      "sealed class R<T> { class S<T> : R<T>() }", .typeName("R.S"), "RS"),
    Rule(
      "generic nested class keeps generics", shared, "sealed class R<T> { class S<T> : R<T>() }",
      .superclass("R.S"), "R<T>"),
    Rule("nested Type → Type_", shared, "class A { class Type }", .typeName("A.Type"), "A.Type_"),
    Rule(
      "inner class of generic class is not nested", shared, "class G<T> { inner class B }",
      .typeName("G.B"), "GB"),
    Rule(
      "an inner class is created from its outer instance", shared,
      "class Foo { inner class Inner(val x: Int) }", .initializer("Foo.Inner"),
      "init(_ receiver: Foo, x: Int32)"),
    Rule(
      "nested typealias restores A.B.C", shared, "class A { class B { class C } }",
      .nestedAliases, "A.B.C=A.BC"),
    // @ObjCName.
    Rule(
      "@ObjCName(swiftName) replaces the own name", shared,
      "class A { @ObjCName(swiftName = \"Bee\") class B }", .typeName("A.B"), "A.Bee"),
    Rule(
      "@ObjCName positional name", shared, "@ObjCName(\"Objc\") class A", .typeName("A"), "Objc"),
    Rule(
      "@ObjCName(exact = true) drops outer names", shared,
      "class A { @ObjCName(\"Exact\", exact = true) class B }", .typeName("A.B"), "Exact"),
    Rule(
      "@ObjCName with a string template is not honoured (only literal names are)", shared,
      "@ObjCName(\"Na${'$'}me\") class A", .typeName("A"), "A"),
    Rule(
      "@ObjCName with named arguments spaced and in any order", shared,
      "class A { @ObjCName(exact=true ,  swiftName  =  \"Bee\") class B }", .typeName("A.B"),
      "Bee"),
    Rule(
      "@ObjCName(exact) drops the prefix", shared,
      "class A { @ObjCName(\"Exact\", exact = true) class B }", .objCName("A.B"), "Exact"),
    Rule(
      "@ObjCName on a function", shared,
      "class A { @ObjCName(swiftName = \"run\") fun execute(x: Int) {} }", .method("A", "execute"),
      "run(x:)"),
    Rule(
      "@ObjCName on a parameter", shared,
      "class A { fun f(@ObjCName(\"with\") x: Int) {} }", .method("A", "f"), "f(with:)"),
    // Unstable names.
    Rule(
      "same simple name in two packages is ambiguous", shared,
      "package a\nclass Item\nclass Holder { class Item }\n@ObjCName(\"Item\") class Other",
      .ambiguity("a.Item"), "ambiguous"),
    // What is exported.
    Rule("private class is not exported", shared, "private class P", .export("P"), "it is private"),
    Rule(
      "internal class is not exported", shared, "internal class I", .export("I"), "it is internal"),
    Rule(
      "public inside internal is not exported", shared, "internal class O { class N }",
      .export("O.N"), "its container O is not exported"),
    Rule(
      "@HiddenFromObjC is not exported", shared, "@HiddenFromObjC class H", .export("H"),
      "it is @HiddenFromObjC"),
    Rule(
      "nested in @HiddenFromObjC is not exported", shared, "@HiddenFromObjC class H { class N }",
      .export("H.N"), "its container H is not exported"),
    Rule(
      "@Deprecated(level = HIDDEN) is not exported", shared,
      "@Deprecated(\"x\", level = DeprecationLevel.HIDDEN) class D", .export("D"),
      "it is @Deprecated with level HIDDEN"),
    Rule(
      "expect class is not exported", shared, "expect class E", .export("E"),
      "it is an expect declaration without an Apple actual"),
    Rule(
      "value class is not exported", shared, "value class Id(val raw: Int)", .export("Id"),
      "it is a value class (its uses become the underlying type)"),
    Rule(
      "value class uses become the underlying type", shared,
      "value class Id(val raw: Int)\nclass A { val id: Id get() = TODO() }",
      .propertyType("A", "id"), "Int32"),
    Rule(
      "context parameters are not exported", shared,
      "class Logger\nclass A { context(logger: Logger) fun f() {} }", .method("A", "f"), "<none>"),
    Rule(
      "sealed class constructors are not exported", shared, "sealed class S(val x: Int)",
      .initializer("S"), "<none>"),
    // Per kind.
    Rule(
      "final class init(label:)", shared, "class X(val id: Int, name: String)", .initializer("X"),
      "init(id: Int32, name: String)"),
    Rule("final class is subclassing restricted", shared, "class X", .finality("X"), "final"),
    Rule("open class is a plain class", shared, "open class X", .finality("X"), "open"),
    Rule("abstract class is a plain class", shared, "abstract class X", .finality("X"), "open"),
    Rule("sealed class is a plain class", shared, "sealed class X", .finality("X"), "open"),
    Rule("object → O.shared", shared, "object O", .property("O", "<instance>"), "shared"),
    Rule(
      "object named Shared → shared_", shared, "object Shared", .property("Shared", "<instance>"),
      "shared_"),
    Rule(
      "sealed object → R.Success.shared", shared, "sealed class R { object Success : R() }",
      .typeName("R.Success"), "R.Success"),
    Rule(
      "interface → protocol", shared, "interface I\nclass A { val i: I get() = TODO() }",
      .propertyType("A", "i"), "any I"),
    Rule(
      "enum class is a KotlinEnum class", shared, "enum class E { A }", .superclass("E"),
      "KotlinEnum<E>"),
    Rule("FOO_BAR → fooBar", shared, "enum class E { FOO_BAR }", .entry("E", "FOO_BAR"), "fooBar"),
    Rule("Red → red", shared, "enum class E { Red }", .entry("E", "Red"), "red"),
    Rule(
      "MyValue → myvalue", shared, "enum class E { MyValue }", .entry("E", "MyValue"), "myvalue"),
    Rule(
      "DEFAULT → default_", shared, "enum class E { DEFAULT }", .entry("E", "DEFAULT"), "default_"),
    Rule("NEW → theNew", shared, "enum class E { NEW }", .entry("E", "NEW"), "theNew"),
    Rule("ALLOC → theAlloc", shared, "enum class E { ALLOC }", .entry("E", "ALLOC"), "theAlloc"),
    Rule("COPY → theCopy", shared, "enum class E { COPY }", .entry("E", "COPY"), "theCopy"),
    Rule("CASE → case_", shared, "enum class E { CASE }", .entry("E", "CASE"), "case_"),
    Rule(
      "DESCRIPTION → description_ (NSObject class method)", shared, "enum class E { DESCRIPTION }",
      .entry("E", "DESCRIPTION"), "description_"),
    Rule(
      "E.values() is KotlinArray<E>", shared, "enum class E { A }",
      .methodDeclaration("E", "values"), "static func values() -> KotlinArray<E>"),
    Rule(
      "E.entries is [E]", shared, "enum class E { A }", .propertyType("E", "entries"), "[E]"),
    Rule(
      "an interface's companion object has no companion property on the protocol", shared,
      "interface I { companion object { fun make(): Int = 1 } }", .property("I", "<companion>"),
      "<none>"),
    Rule(
      "an enum class with an entry named companion has no companion property", shared,
      "enum class E { COMPANION; companion object { fun f() {} } }",
      .property("E", "<companion>"), "<none>"),
    Rule(
      "an enum class's companion property otherwise", shared,
      "enum class E { A; companion object { fun f() {} } }", .property("E", "<companion>"),
      "companion"),
    // Apple SDK types: the Objective-C class itself, as Swift imports it.
    Rule(
      "platform.Foundation.NSUserDefaults → UserDefaults", shared,
      "import platform.Foundation.NSUserDefaults\nclass A { val d: NSUserDefaults get() = TODO() }",
      .propertyType("A", "d"), "UserDefaults"),
    Rule(
      "platform.Foundation.NSHTTPCookie → HTTPCookie (NS_SWIFT_NAME)", shared,
      "import platform.Foundation.NSHTTPCookie\nclass A { val c: NSHTTPCookie get() = TODO() }",
      .propertyType("A", "c"), "HTTPCookie"),
    Rule(
      "platform.Foundation.NSIndexSet → IndexSet (bridged)", shared,
      "import platform.Foundation.NSIndexSet\nclass A { val s: NSIndexSet get() = TODO() }",
      .propertyType("A", "s"), "IndexSet"),
    Rule(
      "platform.Foundation.NSDate? → Date?", shared,
      "import platform.Foundation.NSDate\nclass A { val d: NSDate? get() = null }",
      .propertyType("A", "d"), "Date?"),
    Rule(
      "a Foundation type whose name a module class takes is module-qualified", shared,
      "import platform.Foundation.NSDate\nclass Date(val ms: Long)\n"
        + "class A { fun at(): NSDate = TODO()\n  fun at(x: Int): Date = TODO() }",
      .methodDeclarations("A", "at"), "func at() -> Foundation.Date | func at(x: Int32) -> Date"),
    Rule(
      "Swift's Set is qualified when a module class is named Set", shared,
      "class Set(val reps: Int)\nclass Workout { val tags: kotlin.collections.Set<String> = setOf() }",
      .propertyType("Workout", "tags"), "Swift.Set<String>"),
    Rule(
      "an NSSet is Swift.Set<AnyHashable> when a module class is named Set", shared,
      "import platform.Foundation.NSSet\nclass Set(val reps: Int)\n"
        + "class A { val s: NSSet get() = TODO() }", .propertyType("A", "s"),
      "Swift.Set<AnyHashable>"),
    Rule(
      "a nested class named like a Foundation type (seen inside its outer class) counts too",
      shared,
      "import platform.Foundation.NSURL\nclass O { class URL\n  val u: NSURL? get() = null }",
      .propertyType("O", "u"), "Foundation.URL?"),
    Rule(
      "a Foundation type no module class is named like stays unqualified", shared,
      "import platform.Foundation.NSURL\nclass Link\nclass A { val u: NSURL? get() = null }",
      .propertyType("A", "u"), "URL?"),
    Rule(
      "a Foundation protocol whose name a module interface takes is qualified too", shared,
      "import platform.Foundation.NSStreamDelegateProtocol\ninterface StreamDelegate\n"
        + "class A { val d: NSStreamDelegateProtocol? get() = null }",
      .propertyType("A", "d"), "(any Foundation.StreamDelegate)?"),
    Rule(
      "a Foundation type Linux keeps in FoundationNetworking is not qualified (Linux checks)",
      shared,
      "import platform.Foundation.NSURLRequest\ndata class URLRequest(val url: String)\n"
        + "class A { fun load(r: NSURLRequest) {} }", .methodDeclaration("A", "load"),
      "func load(r: URLRequest)"),
    Rule(
      "platform.UIKit.UIViewController keeps its name", shared,
      "import platform.UIKit.UIViewController\nclass A { fun c(): UIViewController = TODO() }",
      .methodDeclaration("A", "c"), "func c() -> UIViewController"),
    Rule(
      "a platform protocol drops Kotlin's Protocol suffix", shared,
      "import platform.UIKit.UITableViewDelegateProtocol\n"
        + "class A { val d: UITableViewDelegateProtocol? get() = null }", .propertyType("A", "d"),
      "(any UITableViewDelegate)?"),
    Rule(
      "kotlin.coroutines.CoroutineContext is a protocol", shared,
      "import kotlin.coroutines.CoroutineContext\nclass A { val c: CoroutineContext get() = TODO() }",
      .propertyType("A", "c"), "any KotlinCoroutineContext"),
    Rule(
      "ClosedRange<Int> is a protocol", shared,
      "class A { val r: ClosedRange<Int> get() = TODO() }",
      .propertyType("A", "r"), "any KotlinClosedRange"),
    Rule(
      "Enum<*> is KotlinEnum<AnyObject>", shared, "class A { fun f(e: Enum<*>) {} }",
      .methodDeclaration("A", "f"), "func f(e: KotlinEnum<AnyObject>)"),
    // An override without a written type has the overridden member's.
    Rule(
      "override fun with an expression body returns what it overrides", shared,
      "interface I { fun refresh() }\nclass C : I { override fun refresh() = load(false)\n"
        + "  private fun load(b: Boolean) {} }", .methodDeclaration("C", "refresh"),
      "func refresh()"),
    Rule(
      "override fun takes a superclass's declared return type", shared,
      "open class B { open fun name(id: Int): String = \"\" }\n"
        + "class C : B() { override fun name(id: Int) = lookup(id) }",
      .methodDeclaration("C", "name"), "func name(id: Int32) -> String"),
    Rule(
      "override val takes the overridden property's type", shared,
      "interface I { val title: String? }\nclass C : I { override val title = compute() }",
      .propertyType("C", "title"), "String?"),
    Rule(
      "an override of a generic supertype's member stays unknown", shared,
      "interface R<T> { fun get(): T }\nclass C : R<String> { override fun get() = load() }",
      .methodDeclaration("C", "get"), "func get() -> Any?"),
    Rule(
      "each override takes the return type of the overload it overrides", shared,
      "interface I { fun f(x: Int): String\n  fun f(x: Long): Int }\nclass C : I {\n"
        + "  override fun f(x: Int) = g()\n  override fun f(x: Long) = h() }",
      .methodDeclarations("C", "f"), "func f(x: Int32) -> String | func f(x: Int64) -> Int32"),
    Rule(
      "an override of an untyped override looks further up", shared,
      "open class A { open fun f(): String = \"\" }\nopen class B : A() { override fun f() = g() }\n"
        + "class C : B() { override fun f() = h() }", .methodDeclaration("C", "f"),
      "func f() -> String"),
    Rule(
      "a platform typealias of a number is the number", shared,
      "import platform.CoreGraphics.CGFloat\nclass A { val w: CGFloat get() = 0.0\n"
        + "  val h: CGFloat? get() = null }", .propertyType("A", "h"), "KotlinDouble?"),
    Rule(
      "NSObjectProtocol is Swift's NSObjectProtocol", shared,
      "import platform.darwin.NSObjectProtocol\nclass A { val o: NSObjectProtocol get() = TODO() }",
      .propertyType("A", "o"), "any NSObjectProtocol"),
    Rule(
      "a bridged SDK type keeps its class as a generic argument", shared,
      "import platform.Foundation.NSDate\nclass Box<T>(val t: T)\n"
        + "class A { val b: Box<NSDate> get() = TODO() }", .propertyType("A", "b"), "Box<NSDate>"),
    // @ObjCEnum (Kotlin 2.3): a native NS_ENUM beside the class, from the compiler's expected
    // headers enumClassWithObjCEnum, enumClassWithNamedObjCEnum,
    // enumClassWithObjCEnumAndRenamedLiterals and entryNamesClashAcrossEnums.
    Rule(
      "@ObjCEnum: <ObjC name>NSEnum, cases named like the entries' properties, ordinals", shared,
      "@ObjCEnum enum class Foo { ALPHA, COPY, BAR_FOO }", .nativeEnum("Foo"),
      "SharedFooNSEnum/SharedFooNSEnum: alpha=0,theCopy=1,barFoo=2"),
    Rule(
      "@ObjCEnum: without a framework prefix", .objC(framework: ""),
      "@ObjCEnum enum class Foo { ALPHA }", .nativeEnum("Foo"), "FooNSEnum/FooNSEnum: alpha=0"),
    Rule(
      "@ObjCEnum: the class gets nsEnum", shared, "@ObjCEnum enum class Foo { ALPHA }",
      .propertyType("Foo", "nsEnum"), "SharedFooNSEnum"),
    Rule(
      "@ObjCEnum: enumerators are prefixed with the type's Objective-C name", shared,
      "@ObjCEnum enum class Foo { ALPHA, COPY, BAR_FOO }", .nativeEnumerators("Foo"),
      "SharedFooNSEnumAlpha,SharedFooNSEnumTheCopy,SharedFooNSEnumBarFoo"),
    Rule(
      "@ObjCEnum(name) is exact, and the Swift name too", .objC(framework: ""),
      "@ObjCEnum(name = \"ObjCEnumBar\") enum class Bar { ALPHA }", .nativeEnum("Bar"),
      "ObjCEnumBar/ObjCEnumBar: alpha=0"),
    Rule(
      "@ObjCEnum positional name", .objC(framework: ""),
      "@ObjCEnum(\"Foo\") enum class A { BAR_BAZ }", .nativeEnum("A"), "Foo/Foo: barBaz=0"),
    Rule(
      "@ObjCEnum follows @ObjCName's Objective-C name", .objC(framework: ""),
      "@ObjCEnum @ObjCName(name = \"ObjCNameBaz\") enum class Baz { ALPHA }",
      .nativeEnum("Baz"), "ObjCNameBazNSEnum/ObjCNameBazNSEnum: alpha=0"),
    Rule(
      "@ObjCEnum(name, swiftName) wins over @ObjCName", .objC(framework: ""),
      "@ObjCEnum(name = \"ObjCEnumFooBar\", swiftName = \"SwiftEnumFooBar\")\n"
        + "@ObjCName(name = \"ObjCNameFooBar\", swiftName = \"SwiftNameFooBar\")\n"
        + "enum class FooBar { ALPHA }", .nativeEnum("FooBar"),
      "ObjCEnumFooBar/SwiftEnumFooBar: alpha=0"),
    Rule(
      "@ObjCEnum: an empty name falls back", shared,
      "@ObjCEnum(name = \"\", swiftName = \"\") enum class Foo { ALPHA }", .nativeEnum("Foo"),
      "SharedFooNSEnum/SharedFooNSEnum: alpha=0"),
    Rule(
      "@ObjCEnum: a nested enum class takes the concatenated Objective-C name", shared,
      "class Outer { @ObjCEnum enum class Mode { ON } }", .nativeEnum("Outer.Mode"),
      "SharedOuterModeNSEnum/SharedOuterModeNSEnum: on=0"),
    Rule(
      "@ObjCEnum: entries renamed by @ObjCName and @ObjCEnum.EntryName", .objC(framework: ""),
      "@ObjCEnum enum class Foo {\n  @ObjCName(\"objCName1Renamed\") OBJC_NAME_1_ORIGINAL,\n"
        + "  @ObjCName(name = \"objcName2Renamed\", swiftName = \"objcName2Swift\") OBJC_NAME_2,\n"
        + "  @ObjCEnum.EntryName(name=\"entryName1Renamed\") ENTRY_NAME_1_ORIGINAL,\n"
        + "  @ObjCEnum.EntryName(name=\"entryName2Renamed\", swiftName=\"entryName2Swift\") E2,\n"
        + "  @ObjCEnum.EntryName(name=\"combination1Renamed\") @ObjCName(name=\"bad\") C1,\n"
        + "  @ObjCEnum.EntryName(name=\"combination2Renamed\") "
        + "@ObjCName(name=\"badObjC\", swiftName=\"badSwift\") C2\n}", .nativeEnum("Foo"),
      "FooNSEnum/FooNSEnum: objCName1Renamed=0,objcName2Swift=1,entryName1Renamed=2,"
        + "entryName2Swift=3,combination1Renamed=4,combination2Renamed=5"),
    Rule(
      "@ObjCEnum: EntryName and @ObjCName name the enumerators too", .objC(framework: ""),
      "@ObjCEnum enum class Foo {\n  @ObjCName(name = \"objcName2Renamed\", swiftName = \"s\") A,\n"
        + "  @ObjCEnum.EntryName(name=\"entryName2Renamed\", swiftName=\"e\") B,\n"
        + "  @ObjCEnum.EntryName(name=\"combination2Renamed\") @ObjCName(name=\"badObjC\") C\n}",
      .nativeEnumerators("Foo"),
      "FooNSEnumObjcName2Renamed,FooNSEnumEntryName2Renamed,FooNSEnumCombination2Renamed"),
    Rule(
      "@ObjCEnum.EntryName leaves the entry's property alone", .objC(framework: ""),
      "@ObjCEnum enum class Foo { @ObjCEnum.EntryName(name=\"renamed\") ENTRY_NAME_1_ORIGINAL }",
      .entry("Foo", "ENTRY_NAME_1_ORIGINAL"), "entryName1Original"),
    Rule(
      "no @ObjCEnum, no native enum", shared, "enum class Foo { ALPHA }", .nativeEnum("Foo"), "-"),
    Rule(
      "@ObjCEnum leaves the class's Swift name and finality", shared,
      "@ObjCEnum enum class Foo { ALPHA }", .typeName("Foo"), "Foo"),
    Rule(
      "data class doCopy", shared, "data class D(val a: Int, val b: String)",
      .methodDeclaration("D", "copy"), "func doCopy(a: Int32, b: String) -> D"),
    Rule(
      "data class hash()", shared, "data class D(val a: Int)", .methodDeclaration("D", "hashCode"),
      "func hash() -> UInt"),
    Rule(
      "data class isEqual", shared, "data class D(val a: Int)", .method("D", "equals"),
      "isEqual(_:)"),
    Rule(
      "methods keep every label", shared, "class A { fun greet(name: String, times: Int) {} }",
      .method("A", "greet"), "greet(name:times:)"),
    Rule(
      "initKoin → doInitKoin", shared, "class A { fun initKoin() {} }", .method("A", "initKoin"),
      "doInitKoin()"),
    Rule("copy → doCopy", shared, "class A { fun copy() {} }", .method("A", "copy"), "doCopy()"),
    Rule(
      "newItem → doNewItem", shared, "class A { fun newItem() {} }", .method("A", "newItem"),
      "doNewItem()"),
    Rule(
      "initialize is untouched", shared, "class A { fun initialize() {} }",
      .method("A", "initialize"), "initialize()"),
    Rule(
      "newest is untouched", shared, "class A { fun newest() {} }", .method("A", "newest"),
      "newest()"),
    Rule(
      "mutableCopy → doMutableCopy", shared, "class A { fun mutableCopy() {} }",
      .method("A", "mutableCopy"), "doMutableCopy()"),
    Rule(
      "property description → description_", shared, "class A { val description: String = \"\" }",
      .property("A", "description"), "description_"),
    Rule(
      "property default → default_", shared, "class A { val default: Int = 0 }",
      .property("A", "default"), "default_"),
    Rule(
      "property id keeps its name (Objective-C's id is a type, not a keyword)", shared,
      "class A { val id: Long = 0 }", .property("A", "id"), "id"),
    Rule(
      "suspend fun gets a completion handler", shared,
      "class A { suspend fun load(id: Int): Boolean = true }", .method("A", "load"),
      "load(id:completionHandler:)"),
    Rule(
      "suspend fun is async throws with a boxed result", shared,
      "class A { suspend fun load(id: Int): Boolean = true }", .methodDeclaration("A", "load"),
      "func load(id: Int32) async throws -> KotlinBoolean"),
    Rule(
      "top-level function in the file facade", shared, "fun greet(name: String): String = name",
      .topLevel("greet"), "MainKt.greet(name:)"),
    Rule(
      "top-level property in the file facade", shared, "val version: Int = 1",
      .topLevel("version"), "MainKt.version"),
    Rule(
      "extension receiver on an interface is the first unlabelled parameter", shared,
      "interface I\nfun I.describe(prefix: String): String = prefix",
      .topLevelDeclaration("describe"),
      "static func describe(_ receiver: any I, prefix: String) -> String"),
    Rule(
      "extension on a class of the module is a category method", shared,
      "class Foo\nfun Foo.bar(x: Int) {}", .topLevel("bar"), "Foo.bar(x:)"),
    Rule(
      "a member extension takes its receiver first", shared,
      "class A { fun String.shout(times: Int): String = this }", .methodDeclaration("A", "shout"),
      "func shout(_ receiver: String, times: Int32) -> String"),
    Rule(
      "extension on String is static", shared, "fun String.shout(): String = this",
      .topLevelDeclaration("shout"), "static func shout(_ receiver: String) -> String"),
    // Types.
    Rule("Int → Int32", shared, "class A { val x: Int = 0 }", .propertyType("A", "x"), "Int32"),
    // A literal initializer's type (no declared type), as Kotlin infers it.
    Rule(
      "literal Int (const in a companion)", shared,
      "class A { companion object { const val VERSION = 3 } }",
      .propertyType("A.Companion", "VERSION"), "Int32"),
    Rule(
      "literal beyond Int is Long", shared, "class A { val x = 3_000_000_000 }",
      .propertyType("A", "x"), "Int64"),
    Rule("literal 1L", shared, "class A { val x = 1L }", .propertyType("A", "x"), "Int64"),
    Rule("literal 2u", shared, "class A { val x = 2u }", .propertyType("A", "x"), "UInt32"),
    Rule("literal 1.5f", shared, "class A { val x = 1.5f }", .propertyType("A", "x"), "Float"),
    Rule("literal -0.5", shared, "class A { val x = -0.5 }", .propertyType("A", "x"), "Double"),
    Rule("literal 'c'", shared, "class A { val x = 'c' }", .propertyType("A", "x"), "unichar"),
    Rule("literal true", shared, "class A { var x = true }", .propertyType("A", "x"), "Bool"),
    Rule(
      "literal string template", shared, "class A { val x = \"id=$this\" }",
      .propertyType("A", "x"), "String"),
    Rule(
      "a literal's type is Kotlin's, even beside a module class named Int", shared,
      "class Int\nclass A { val x = 1 }", .propertyType("A", "x"), "Int32"),
    Rule(
      "an expression is not a literal: left to inference", shared, "class A { val x = 1 + 2 }",
      .propertyType("A", "x"), "Any?"),
    Rule(
      "a literal expression body gives the return type", shared, "class A { fun f() = \"x\" }",
      .methodDeclaration("A", "f"), "func f() -> String"),
    Rule(
      "a top-level literal expression body", shared, "fun limit() = 20L",
      .topLevelDeclaration("limit"), "static func limit() -> Int64"),
    Rule(
      "a getter's literal expression gives the property's type", shared,
      "class A { val size get() = 3 }", .propertyType("A", "size"), "Int32"),
    Rule(
      "a getter's declared return type is the property's", shared,
      "class A { val size get(): Long = compute() }", .propertyType("A", "size"), "Int64"),
    Rule(
      "a getter's expression that is no literal: left to inference", shared,
      "class A { val size get() = items.size }", .propertyType("A", "size"), "Any?"),
    Rule("Long → Int64", shared, "class A { val x: Long = 0 }", .propertyType("A", "x"), "Int64"),
    Rule("Short → Int16", shared, "class A { val x: Short = 0 }", .propertyType("A", "x"), "Int16"),
    Rule("Byte → Int8", shared, "class A { val x: Byte = 0 }", .propertyType("A", "x"), "Int8"),
    Rule(
      "UInt → UInt32", shared, "class A { val x: UInt = 0u }", .propertyType("A", "x"), "UInt32"),
    Rule(
      "Boolean → Bool", shared, "class A { val x: Boolean = true }", .propertyType("A", "x"),
      "Bool"),
    Rule(
      "Float → Float", shared, "class A { val x: Float = 0f }", .propertyType("A", "x"), "Float"),
    Rule(
      "Double → Double", shared, "class A { val x: Double = 0.0 }", .propertyType("A", "x"),
      "Double"),
    Rule(
      "Char → unichar", shared, "class A { val x: Char = 'a' }", .propertyType("A", "x"),
      "unichar"),
    Rule(
      "Int? → KotlinInt?", shared, "class A { val x: Int? = 0 }", .propertyType("A", "x"),
      "KotlinInt?"),
    Rule(
      "List<Int> → [KotlinInt]", shared, "class A { val x: List<Int> = listOf() }",
      .propertyType("A", "x"), "[KotlinInt]"),
    Rule(
      "String → String", shared, "class A { val x: String = \"\" }", .propertyType("A", "x"),
      "String"),
    Rule(
      "Set<String> → Set<String>", shared, "class A { val x: Set<String> = setOf() }",
      .propertyType("A", "x"), "Set<String>"),
    Rule(
      "Map<String, Int> → [String: KotlinInt]", shared,
      "class A { val x: Map<String, Int> = mapOf() }", .propertyType("A", "x"),
      "[String: KotlinInt]"),
    Rule(
      "MutableList → NSMutableArray", shared, "class A { val x: MutableList<String> = TODO() }",
      .propertyType("A", "x"), "NSMutableArray"),
    Rule(
      "MutableSet → KotlinMutableSet", shared, "class A { val x: MutableSet<String> = TODO() }",
      .propertyType("A", "x"), "KotlinMutableSet<NSString>"),
    Rule(
      "MutableMap → KotlinMutableDictionary", shared,
      "class A { val x: MutableMap<String, Int> = TODO() }", .propertyType("A", "x"),
      "KotlinMutableDictionary<NSString, KotlinInt>"),
    Rule(
      "nullable type arguments → [Any]", shared, "class A { val x: List<String?> = listOf() }",
      .propertyType("A", "x"), "[Any]"),
    Rule("Any → Any", shared, "class A { val x: Any = 0 }", .propertyType("A", "x"), "Any"),
    Rule(
      "Unit → Void", shared, "class A { fun f(): Unit {} }", .methodDeclaration("A", "f"),
      "func f()"),
    Rule(
      "Unit as a type argument → KotlinUnit", shared,
      "class A { val x: List<Unit> = listOf() }", .propertyType("A", "x"), "[KotlinUnit]"),
    Rule(
      "function types box their parameters", shared,
      "class A { fun on(handler: (Int, String) -> Unit) {} }", .methodDeclaration("A", "on"),
      "func on(handler: @escaping (KotlinInt, String) -> Void)"),
    // Not in the rules: a function type's context parameters are its leading parameters once
    // compiled (`Function3<String, Int, Long, Unit>`), so the block takes them first.
    Rule(
      "function type context parameters come first, then the receiver", shared,
      "class A { fun on(handler: context(String) Int.(Long) -> Unit) {} }",
      .methodDeclaration("A", "on"),
      "func on(handler: @escaping (String, KotlinInt, KotlinLong) -> Void)"),
    Rule(
      "class type parameters stay generic", shared, "class Box<T : Any>(val value: T)",
      .propertyType("Box", "value"), "T"),
    Rule(
      "nullable-bounded class type parameter is optional", shared, "class Box<T>(val value: T)",
      .propertyType("Box", "value"), "T?"),
    Rule(
      "function type parameters are erased", shared, "class A { fun <R> id(x: R): R = x }",
      .methodDeclaration("A", "id"), "func id(x: Any?) -> Any?"),
    Rule(
      "generic class argument String → NSString", shared,
      "class Box<T>\nclass A { val b: Box<String> get() = TODO() }", .propertyType("A", "b"),
      "Box<NSString>"),
    // Flows.
    Rule(
      "StateFlow loses its element type", shared,
      "import kotlinx.coroutines.flow.StateFlow\nclass A { val s: StateFlow<Int> get() = TODO() }",
      .propertyType("A", "s"), "any Kotlinx_coroutines_coreStateFlow"),
    Rule(
      "flow element type is known from the source", shared,
      "import kotlinx.coroutines.flow.StateFlow\nclass A { val s: StateFlow<Int> get() = TODO() }",
      .flowElement("s"), "KotlinInt"),
    Rule(
      "flow element of a list", shared,
      "import kotlinx.coroutines.flow.*\nclass Item\nclass A { val s: Flow<List<Item>> get() = TODO() }",
      .flowElement("s"), "[Item]"),
    Rule(
      "nullable flow element", shared,
      "import kotlinx.coroutines.flow.*\nclass A { val s: StateFlow<String?>? get() = TODO() }",
      .flowElement("s"), "String?"),
    // The kotlinx.serialization plugin's companion and serializer() (seen in real headers).
    Rule(
      "@Serializable class gets A.Companion", shared,
      "import kotlinx.serialization.Serializable\n@Serializable data class A(val x: Int)",
      .typeName("A.Companion"), "A.Companion"),
    Rule(
      "@Serializable companion has serializer()", shared,
      "import kotlinx.serialization.Serializable\n@Serializable data class A(val x: Int)",
      .methodDeclarations("A.Companion", "serializer"),
      "func serializer() -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "@Serializable class has the companion property", shared,
      "import kotlinx.serialization.*\n@Serializable class A", .property("A", "<companion>"),
      "companion"),
    Rule(
      "@Serializable adds serializer() to a declared companion", shared,
      "import kotlinx.serialization.Serializable\n"
        + "@Serializable class A { companion object Factory { fun make(): A = A() } }",
      .methodDeclarations("A.Factory", "serializer"),
      "func serializer() -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "@Serializable object gets serializer() itself, and the factory method", shared,
      "import kotlinx.serialization.Serializable\n@Serializable object O",
      .methodDeclarations("O", "serializer"),
      "func serializer() -> any Kotlinx_serialization_coreKSerializer"
        + " | func serializer(typeParamsSerializers: KotlinArray<any Kotlinx_serialization_coreKSerializer>)"
        + " -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "@Serializable enum class gets a companion", shared,
      "@kotlinx.serialization.Serializable enum class E { A }",
      .methodDeclarations("E.Companion", "serializer"),
      "func serializer() -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "@Serializable generic class: typeSerial and SerializerFactory overloads", shared,
      "import kotlinx.serialization.Serializable\n@Serializable class Box<A, B>(val a: A, val b: B)",
      .methodDeclarations("Box.Companion", "serializer"),
      "func serializer(typeParamsSerializers: KotlinArray<any Kotlinx_serialization_coreKSerializer>)"
        + " -> any Kotlinx_serialization_coreKSerializer"
        + " | func serializer(typeSerial0: any Kotlinx_serialization_coreKSerializer,"
        + " typeSerial1: any Kotlinx_serialization_coreKSerializer)"
        + " -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "@Serializable generic class's companion is not nested", shared,
      "import kotlinx.serialization.Serializable\n@Serializable class Box<T>(val value: T)",
      .typeName("Box.Companion"), "BoxCompanion"),
    Rule(
      "@Serializable through an import alias", shared,
      "import kotlinx.serialization.Serializable as S\n@S class A",
      .methodDeclarations("A.Companion", "serializer"),
      "func serializer() -> any Kotlinx_serialization_coreKSerializer"),
    Rule(
      "a module's own @Serializable annotation adds nothing", shared,
      "annotation class Serializable\n@Serializable class A", .typeName("A.Companion"),
      "<not exported>"),
    Rule(
      "@Serializable without its import adds nothing", shared, "@Serializable class A",
      .typeName("A.Companion"), "<not exported>"),
    Rule(
      "@Serializable interface is left alone", shared,
      "import kotlinx.serialization.Serializable\n@Serializable sealed interface I",
      .typeName("I.Companion"), "<not exported>"),
    // Checked against the Kotlin/Native header generator's expected headers.
    Rule(
      "equals overload is not isEqual", shared, "class A { fun equals(param: Int): Unit = Unit }",
      .methodDeclarations("A", "equals"), "func equals(param: Int32)"),
    Rule(
      "hashCode and toString overloads keep their names", shared,
      "class A { fun hashCode(param: Int): Int = 42\n fun toString(param: Int): String = \"\" }",
      .method("A", "toString"), "toString(param:)"),
    Rule(
      "Any's equals is isEqual", shared,
      "class A { override fun equals(other: Any?): Boolean = true }",
      .methodDeclarations("A", "equals"), "func isEqual(_ other: Any?) -> Bool"),
    Rule(
      "member extension val is a method taking the receiver", shared,
      "class Foo { val Foo.extensionProperty: Int get() = 42 }",
      .methodDeclarations("Foo", "extensionProperty"),
      "func extensionProperty(_ receiver: Foo) -> Int32"),
    Rule(
      "member extension var has a setter", shared,
      "class Foo { var String.tag: Int\n get() = 1\n set(value) {} }",
      .methodDeclarations("Foo", "setTag"), "func setTag(_ receiver: String, value: Int32)"),
    Rule(
      "top-level extension var has a static setter", shared,
      "var Float.floatVar: Float\n get() = this\n set(value) {}", .topLevel("setFloatVar"),
      "MainKt.setFloatVar(_:value:)"),
    Rule(
      "extension var with a private setter has no setter", shared,
      "var Float.floatVar: Float\n get() = this\n private set(value) {}", .topLevel("setFloatVar"),
      "<none>"),
    Rule(
      "companion block members are not exported", shared,
      "class Foo { companion { fun staticFun() {} } }", .method("Foo", "staticFun"), "<none>"),
    Rule(
      "companion extensions are not exported", shared,
      "class Foo\ncompanion fun Foo.staticExtension() {}", .topLevel("staticExtension"), "<none>"),
    Rule(
      "an extension of Throwable is a category of KotlinThrowable", shared,
      "fun Throwable.describe(): String = \"\"", .topLevel("describe"),
      "KotlinThrowable.describe()"),
    Rule(
      "a category method of KotlinThrowable takes no receiver", shared,
      "fun Throwable.describe(prefix: String): String = prefix", .topLevelDeclaration("describe"),
      "func describe(prefix: String) -> String"),
    Rule(
      "an extension of CancellationException is a category of KotlinCancellationException",
      shared,
      "import kotlin.coroutines.cancellation.CancellationException\n"
        + "val CancellationException.isUser: Boolean get() = false",
      .topLevel("isUser"), "KotlinCancellationException.isUser"),
    Rule(
      "an extension of LongArray is not predicted (a category of KotlinLongArray)", shared,
      "fun LongArray.total(): Long = 0", .topLevel("total"), "<none>"),
    Rule(
      "an extension of String stays a static facade method", shared,
      "fun String.describe(): String = this", .topLevel("describe"), "MainKt.describe(_:)"),
    Rule(
      "@PublishedApi internal class is not in the header", shared,
      "@PublishedApi internal class Hidden", .export("Hidden"), "it is internal"),
    Rule(
      "@PublishedApi internal val is not in the header", shared,
      "@PublishedApi internal val hidden = 42", .topLevel("hidden"), "<none>"),
    Rule(
      "a property named like the NULL macro keeps its name in Swift", shared,
      "object Foo { const val NULL = \"null\" }", .property("Foo", "NULL"), "NULL"),
    Rule(
      "a property named like a C keyword gets '_' in Swift too", shared,
      "class A { val default: Int = 1 }", .property("A", "default"), "default_"),
    Rule(
      "@Throws adds the error out-parameter to the selector", shared,
      "class A { @Throws(Exception::class) fun load(): Int = 1 }", .selector("A", "load"),
      "loadAndReturnError:"),
    Rule(
      "@Throws with parameters ends the selector in error:", shared,
      "class A { @Throws(Exception::class) fun load(id: Int): Int = id }",
      .selector("A", "load"), "loadId:error:"),
    Rule(
      "@Throws leaves the Swift name alone", shared,
      "class A { @Throws(Exception::class) fun load(id: Int): Int = id }",
      .method("A", "load"), "load(id:)"),
    Rule(
      "an NSObject method name gets '_' in its selector only", shared,
      "class A { fun retain() {} }", .selector("A", "retain"), "retain_"),
    Rule(
      "a macro-named selector piece gets '_'", shared, "fun DE(BUG: Int) {}",
      .selector("<top-level>", "DE"), "DEBUG_:"),
    Rule(
      "a protocol does not redeclare an override", shared,
      "interface A { fun f(): Any }\ninterface B : A { override fun f(): String = \"\" }",
      .method("B", "f"), "<none>"),
    Rule(
      "a class redeclares what it overrides", shared,
      "interface A { fun f(): Any }\nclass B : A { override fun f(): String = \"\" }",
      .methodDeclaration("B", "f"), "func f() -> String"),
    Rule(
      "@ObjCName on a parameter: the selector takes the Objective-C name, Swift the Swift name",
      shared,
      "class A { fun put(@ObjCName(\"objCKey\", \"swiftKey\") key: Int) {} }",
      .selector("A", "put"), "putObjCKey:"),
    Rule(
      "@ObjCName on a parameter: its Swift label", shared,
      "class A { fun put(@ObjCName(\"objCKey\", \"swiftKey\") key: Int) {} }",
      .method("A", "put"), "put(swiftKey:)"),
    Rule(
      "a data object has isEqual, hash and description", shared,
      "sealed class S { data object Loading : S() }", .method("S.Loading", "hashCode"), "hash()"),
    Rule(
      "a property initialized by a constructor call has the class's type", shared,
      "class Repository(val api: String)\nclass A { val repo = Repository(\"x\") }",
      .propertyType("A", "repo"), "Repository"),
    Rule(
      "a function whose body is a constructor call returns the class", shared,
      "class Repository(val api: String)\nclass A { fun make() = Repository(\"x\") }",
      .methodDeclaration("A", "make"), "func make() -> Repository"),
    Rule(
      "a generic class's constructor call leaves the type to inference", shared,
      "class Box<T>(val v: T)\nclass A { val box = Box(1) }", .propertyType("A", "box"), "Any?"),
    Rule(
      "a function named like a class is not a constructor", shared,
      "fun Maker(): Int = 1\nclass A { val made = Maker() }", .propertyType("A", "made"), "Any?"),
    Rule(
      "an extension of a subclass named like one of its superclass clashes", shared,
      "open class Foo\nclass Bar : Foo()\nfun Foo.extFun() {}\nfun Bar.extFun() {}",
      .methodAmbiguity("Bar", "extFun"), "ambiguous"),
    Rule(
      "the superclass's member in an inherited clash is as uncertain as the subclass's", shared,
      "open class Foo\nclass Bar : Foo()\nfun Foo.extFun() {}\nfun Bar.extFun() {}",
      .methodAmbiguity("Foo", "extFun"), "ambiguous"),
    Rule(
      "an override does not clash with what it overrides", shared,
      "open class Foo { open fun f() {} }\nclass Bar : Foo() { override fun f() {} }",
      .methodAmbiguity("Bar", "f"), "clear"),
    Rule(
      "an extension of a kotlinx-datetime class is a category of it", shared,
      "import kotlinx.datetime.Instant\nfun Instant.label(): String = \"\"",
      .topLevel("label"), "Kotlinx_datetimeInstant.label()"),
    Rule(
      "an extension of an unknown library type stays a facade method (with a warning)", shared,
      "import io.ktor.client.HttpClient\nfun HttpClient.configure() {}",
      .topLevel("configure"), "MainKt.configure(_:)"),
    // `@receiver:ObjCName` (Kotlin/Native's objCNameWithReceiver test header): its Swift name
    // labels the receiver, its Objective-C name joins the selector.
    Rule(
      "@receiver:ObjCName labels the receiver of a member extension", shared,
      "interface Foo { fun @receiver:ObjCName(\"ObjCName\") Int.bar() {} }",
      .method("Foo", "bar"), "bar(ObjCName:)"),
    Rule(
      "@receiver:ObjCName's Objective-C name joins the selector", shared,
      "interface Foo { fun @receiver:ObjCName(\"ObjCName\", \"SwiftName\") Int.bar() {} }",
      .selector("Foo", "bar"), "barObjCName:"),
    Rule(
      "@receiver:ObjCName with a Swift name only leaves the selector as it is", shared,
      "interface Foo { fun @receiver:ObjCName(swiftName = \"S\") Int.bar(x: Int) {} }",
      .selector("Foo", "bar"), "bar:x:"),
    Rule(
      "@receiver:ObjCName labels a top-level extension's receiver", shared,
      "fun @receiver:ObjCName(\"Rec\") String.top() {}", .topLevel("top"), "MainKt.top(Rec:)"),
    Rule(
      "@receiver:ObjCName labels an extension property's receiver", shared,
      "val @receiver:ObjCName(\"Rec\") String.size: Int get() = 1", .topLevel("size"),
      "MainKt.size(Rec:)"),
    Rule(
      "@receiver:ObjCName on the function names the receiver, not the function", shared,
      "@receiver:ObjCName(\"Rec\") fun String.top() {}", .topLevel("top"), "MainKt.top(Rec:)"),
    // Names are given framework-wide: members of unrelated types that one class could inherit
    // both of clash unless they would merge (same Kotlin name, parameter types and Objective-C
    // signature). Kotlin/Native's test data (`sameFunctionNameInDifferentInterface`) renames one
    // of two interface methods; an enum class's `id: Int` beside a sealed interface's `id` was
    // renamed `id_` in a shipping app.
    Rule(
      "constructors with the same labels clash", shared,
      "class Foo(val param: String) {\n  constructor(param: Int) : this(\"\")\n}",
      .initializerAmbiguity("Foo"), "ambiguous"),
    Rule(
      "constructors with other labels do not clash", shared,
      "class Foo(val param: String) {\n  constructor(other: Int) : this(\"\")\n}",
      .initializerAmbiguity("Foo"), "clear"),
    Rule(
      "a throwing and a plain top-level overload of one Swift name clash", shared,
      "@Throws(Throwable::class)\nfun foo(x: Int) {}\nfun foo(x: Long) {}",
      .topLevelAmbiguity("foo"), "ambiguous"),
    Rule(
      "two interfaces' methods with other return types clash", shared,
      "interface Foo { fun m(): String }\ninterface Bar { fun m(): Int }",
      .methodAmbiguity("Foo", "m"), "ambiguous"),
    Rule(
      "two interfaces' methods with the same signature merge", shared,
      "interface Foo { fun m(): String }\ninterface Bar { fun m(): String }",
      .methodAmbiguity("Foo", "m"), "clear"),
    Rule(
      "two interfaces' methods returning other classes merge (both are references)", shared,
      "class A\nclass B\ninterface Foo { fun m(): A }\ninterface Bar { fun m(): B }",
      .methodAmbiguity("Foo", "m"), "clear"),
    Rule(
      "two interfaces' methods with other parameter types clash", shared,
      "interface Foo { fun load(id: String) }\ninterface Bar { fun load(id: Long) }",
      .methodAmbiguity("Bar", "load"), "ambiguous"),
    Rule(
      "two interfaces' suspend functions, one returning Unit, clash", shared,
      "interface Foo { suspend fun load() }\ninterface Bar { suspend fun load(): String }",
      .methodAmbiguity("Foo", "load"), "ambiguous"),
    Rule(
      "an enum class's property clashes with a sealed interface's of another type", shared,
      "enum class Label(val id: Int) { A(1) }\nsealed interface Setting { val id: String }",
      .propertyAmbiguity("Label", "id"), "ambiguous"),
    Rule(
      "an open class's property clashes with an interface's of another type", shared,
      "open class Base { val id: Int = 0 }\ninterface Entity { val id: String }",
      .propertyAmbiguity("Entity", "id"), "ambiguous"),
    Rule(
      "a final class's property does not clash with an interface's", shared,
      "class User(val id: Int)\ninterface Entity { val id: String }",
      .propertyAmbiguity("User", "id"), "clear"),
    Rule(
      "two open classes cannot share a subclass, so their properties do not clash", shared,
      "open class A { val id: Int = 0 }\nopen class B { val id: String = \"\" }",
      .propertyAmbiguity("A", "id"), "clear"),
    Rule(
      "a nullable and a plain Int clash (a reference and a value)", shared,
      "interface Foo { val count: Int? }\ninterface Bar { val count: Int }",
      .propertyAmbiguity("Foo", "count"), "ambiguous"),
    Rule(
      "interfaces' properties of other classes merge", shared,
      "class A\nclass B\ninterface Foo { val item: A }\ninterface Bar { val item: B }",
      .propertyAmbiguity("Foo", "item"), "clear"),
    Rule(
      "blocks of other arities clash", shared,
      "interface Foo { val onTap: () -> Unit }\ninterface Bar { val onTap: (Int) -> Unit }",
      .propertyAmbiguity("Bar", "onTap"), "ambiguous"),
    Rule(
      "two generic interfaces' methods taking their own type parameter clash", shared,
      "interface Repo<T> { fun save(item: T) }\ninterface Cache<T> { fun save(item: T) }",
      .methodAmbiguity("Repo", "save"), "ambiguous"),
    Rule(
      "an override of a clashing interface method takes its uncertain name", shared,
      "interface Foo { fun m(): String }\ninterface Bar { fun m(): Int }\n"
        + "class Impl : Foo { override fun m(): String = \"\" }",
      .methodAmbiguity("Impl", "m"), "ambiguous"),
    Rule(
      "an override of a clashing overload takes its uncertain name", shared,
      "open class Base { open fun f(x: Int) {}\n open fun f(x: String) {} }\n"
        + "class Sub : Base() { override fun f(x: Int) {} }",
      .methodAmbiguity("Sub", "f"), "ambiguous"),
    Rule(
      "a subinterface's method of another signature clashes with its superinterface's", shared,
      "interface A { fun f(x: Int) }\ninterface B : A { fun f(x: String) }",
      .methodAmbiguity("A", "f"), "ambiguous"),
    Rule(
      "a final class's own method clashes with one of an interface it implements", shared,
      "interface R { fun load(id: Int) }\n"
        + "class C : R {\n  fun load(id: String) {}\n  override fun load(id: Int) {}\n}",
      .methodAmbiguity("R", "load"), "ambiguous"),
    Rule(
      "a category method never merges with an interface's method of its name", shared,
      "open class Base\ninterface D { fun describe(): String }\n"
        + "fun Base.describe(): String = \"\"", .methodAmbiguity("D", "describe"), "ambiguous"),
    Rule(
      "a category method clashes with its own class's method of the same name", shared,
      "class Foo { fun bar(x: Int) {} }\nfun Foo.bar(x: String) {}",
      .methodAmbiguity("Foo", "bar"), "ambiguous"),
    Rule(
      "the superclass's member is marked even when the subclass's already clash", shared,
      "open class Base { fun load(id: Int) {} }\n"
        + "class Sub : Base() {\n  fun load(id: String) {}\n  fun load(id: Long) {}\n}",
      .methodAmbiguity("Base", "load"), "ambiguous"),
    Rule(
      "a block returning Nothing is a block returning Void", shared,
      "interface Foo { val onTap: () -> Unit }\ninterface Bar { val onTap: () -> Nothing }",
      .propertyAmbiguity("Bar", "onTap"), "clear"),
    Rule(
      "an interface's override does not clash with what it overrides, whatever its type", shared,
      "interface Foo { val v: Any }\ninterface Bar : Foo { override val v: Int }",
      .propertyAmbiguity("Foo", "v"), "clear"),
    Rule(
      "a companion object's member clashes with its superclass's", shared,
      "open class Base { fun f(x: Int) {} }\nclass A { companion object : Base() { fun f(x: String) {} } }",
      .methodAmbiguity("Base", "f"), "ambiguous"),
  ]
}
