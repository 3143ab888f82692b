/// The Swift export rules of kotlin-in-swift.md, one case per example.
enum SwiftExportRules {
  static let v2420 = Rule.Mode.swift(version: "2.4.20", flatten: nil)
  static let v240 = Rule.Mode.swift(version: "2.4.0", flatten: nil)
  static let v23 = Rule.Mode.swift(version: "2.3.0", flatten: nil)
  static let v2220 = Rule.Mode.swift(version: "2.2.20", flatten: nil)

  static let all: [Rule] = [
    Rule(
      "a set of an interface is a set of AnyHashable (an existential is not Hashable)", v2420,
      "package p\ninterface Tlv\nclass Stream(val records: Set<Tlv>)",
      .propertyType("p.Stream", "records"), "Set<AnyHashable>"),
    Rule(
      "a set of a nullable interface is a set of AnyHashable too", v2420,
      "package p\ninterface Tlv\nclass Stream(val records: Set<Tlv?>)",
      .propertyType("p.Stream", "records"), "Set<AnyHashable>"),
    // Names Swift cannot hold are mangled (the compiler's `identifiers` golden).
    Rule(
      "a space in a name becomes _u20_", v2420, "package p\nval `with space` = \"\"",
      .topLevel("with space"), "ExportedKotlinPackages.p.with_u20_space"),
    Rule(
      "a leading digit becomes u30_, in a package too", v2420, "package `0`\nfun `0times`() = 1",
      .topLevel("0times"), "ExportedKotlinPackages.u30.u30_times()"),
    Rule(
      "a symbol that cannot start a name becomes its code", v2420, "package p\nfun `∞`() = 1",
      .topLevel("∞"), "ExportedKotlinPackages.p.u221e()"),
    Rule(
      "an emoji is a Swift identifier and is kept", v2420, "package p\nfun `🤷`() = 1",
      .topLevel("🤷"), "ExportedKotlinPackages.p.🤷()"),
    Rule(
      "a keyword stays, in backticks where written; a label is mangled", v2420,
      "package p\nfun `for`(int: Int, `for`: Int, `for long`: Int) = \"\"",
      .topLevelDeclaration("for"),
      "static func `for`(int: Int32, `for`: Int32, for_u20_long: Int32) -> String"),
    Rule(
      "a class name is mangled in its path", v2420,
      "package p\nclass `My Class` { class `In-ner` }",
      .typeName("p.My Class.In-ner"), "ExportedKotlinPackages.p.My_u20_Class.In_u2d_ner"),
    Rule(
      "a keyword in a package path is backticked", v2420, "package io.sentry.protocol\nclass B",
      .typeName("io.sentry.protocol.B"), "ExportedKotlinPackages.io.sentry.`protocol`.B"),
    // A factory function named like a class of its package is lower-cased (the compiler's
    // functionAndClassWithSameName golden).
    Rule(
      "fun UtcOffset(x) beside class UtcOffset → utcOffset(x:)", v2420,
      "package p\nclass UtcOffset\nfun UtcOffset(x: Int): UtcOffset = UtcOffset()",
      .topLevel("UtcOffset"), "ExportedKotlinPackages.p.utcOffset(x:)"),
    Rule(
      "a factory returning a subtype of the interface it is named like is lower-cased", v2420,
      "package p\ninterface Job\ninterface CompletableJob : Job\n"
        + "fun Job(parent: Job?): CompletableJob = TODO()",
      .topLevel("Job"), "ExportedKotlinPackages.p.job(parent:)"),
    Rule(
      "a factory returning a typealias of a subtype is lower-cased", v2420,
      "package p\ninterface Job\ninterface CompletableJob : Job\ntypealias TCJ = CompletableJob\n"
        + "fun Job(): TCJ = TODO()",
      .topLevel("Job"), "ExportedKotlinPackages.p.job()"),
    Rule(
      "a factory named like a typealias it returns is lower-cased", v2420,
      "package p\nclass Impl(val value: Int)\ntypealias Alias = Impl\n"
        + "fun Alias(): Alias = Alias(123)",
      .topLevel("Alias"), "ExportedKotlinPackages.p.alias()"),
    Rule(
      "a function named like a typealias but returning its class keeps its name", v2420,
      "package p\nclass Impl(val value: Int)\ntypealias Alias = Impl\n"
        + "fun Alias(): Impl = Impl(321)",
      .topLevel("Alias"), "ExportedKotlinPackages.p.Alias()"),
    Rule(
      "a top-level function named like a nested class keeps its name", v2420,
      "package p\nclass Outer { class Nested }\nfun Nested(): Outer.Nested = Outer.Nested()",
      .topLevel("Nested"), "ExportedKotlinPackages.p.Nested()"),
    Rule(
      "a factory named like an object is lower-cased too", v2420,
      "package p\nobject Registry\nfun Registry(): Registry = Registry", .topLevel("Registry"),
      "ExportedKotlinPackages.p.registry()"),
    Rule(
      "a property named hashValue (KotlinBase is Hashable) is not predicted", v2420,
      "package p\ndata class Expense(val hashValue: Int)",
      .propertyAmbiguity("p.Expense", "hashValue"), "ambiguous"),
    Rule(
      "packages become ExportedKotlinPackages enums", v2420, "package com.example\nclass Foo",
      .typeName("com.example.Foo"), "ExportedKotlinPackages.com.example.Foo"),
    Rule(
      "Swift's Set is qualified when a flattened class is named Set",
      .swift(version: "2.4.20", flatten: "com.example"),
      "package com.example\nclass Set(val reps: Int)\n"
        + "class Workout { val tags: kotlin.collections.Set<String> = setOf() }",
      .propertyType("com.example.Workout", "tags"), "Swift.Set<String>"),
    Rule(
      "flattenPackage adds a compiler typealias", .swift(version: "2.4.20", flatten: "com.example"),
      "package com.example\nclass Foo", .packageAliases,
      "Foo=ExportedKotlinPackages.com.example.Foo(compiler)"),
    Rule(
      "other packages get generator typealiases", v2420, "package com.example\nclass Foo",
      .packageAliases, "Foo=ExportedKotlinPackages.com.example.Foo"),
    Rule(
      "nesting is real at every depth", v2420, "package p\nclass A { class B { class C } }",
      .typeName("p.A.B.C"), "ExportedKotlinPackages.p.A.B.C"),
    Rule(
      "nested paths need no alias", v2420, "package p\nclass A { class B { class C } }",
      .nestedAliases, ""),
    Rule(
      "interface nested in a class stays nested", v2420, "package p\nclass A { interface I }",
      .typeName("p.A.I"), "ExportedKotlinPackages.p.A.I"),
    Rule(
      "an inner class is created from its outer instance", v2420,
      "class Foo { inner class Inner(val x: Int) }", .initializer("Foo.Inner"),
      "init(outer__: Foo, x: Int32)"),
    Rule("classes inherit KotlinBase", v2420, "class A", .superclass("A"), "KotlinBase"),
    Rule("object → static var shared", v2420, "object O", .property("O", "<instance>"), "shared"),
    Rule(
      "object named Shared keeps shared", v2420, "object Shared",
      .property("Shared", "<instance>"), "shared"),
    Rule(
      "data class copy", v2420, "data class D(val a: Int)", .methodDeclaration("D", "copy"),
      "func copy(a: Int32) -> D"),
    Rule("Int? → Int32?", v2420, "class A { val x: Int? = 0 }", .propertyType("A", "x"), "Int32?"),
    Rule(
      "literal Int (const in a companion)", v2420,
      "class A { companion object { const val VERSION = 3 } }",
      .propertyType("A.Companion", "VERSION"), "Int32"),
    Rule("literal string", v2420, "class A { val x = \"a\" }", .propertyType("A", "x"), "String"),
    Rule("literal false", v2420, "class A { val x = false }", .propertyType("A", "x"), "Bool"),
    Rule(
      "a getter's literal expression", v2420, "class A { val size get() = 3 }",
      .propertyType("A", "size"), "Int32"),
    Rule(
      "Boolean? → Bool?", v2420, "class A { val x: Boolean? = null }", .propertyType("A", "x"),
      "Bool?"),
    Rule(
      "Any → KotlinBase", v2420, "class A { val x: Any = 0 }", .propertyType("A", "x"),
      "KotlinBase"),
    Rule(
      "Unit → Void", v2420, "class A { fun f(): Unit {} }", .methodDeclaration("A", "f"),
      "func f()"),
    Rule(
      "Nothing → Never", v2420, "class A { fun f(): Nothing = TODO() }",
      .methodDeclaration("A", "f"), "func f() -> Never"),
    Rule(
      "List<Int> → [Int32]", v2420, "class A { val x: List<Int> = listOf() }",
      .propertyType("A", "x"), "[Int32]"),
    Rule(
      "Char → UTF-16 code unit", v2420, "class A { val c: Char = 'a' }", .propertyType("A", "c"),
      "Unicode.UTF16.CodeUnit"),
    Rule(
      "enum keeps Kotlin entry names (2.3+)", v23, "enum class Color { RED, DARK_BLUE }",
      .entry("Color", "DARK_BLUE"), "DARK_BLUE"),
    Rule(
      "enum is native from 2.3", v23, "enum class Color { RED }", .superclass("Color"), "<none>"),
    Rule(
      "enum before 2.3 is a KotlinBase class", v2220, "enum class Color { RED }",
      .superclass("Color"), "KotlinBase"),
    Rule(
      "enum before 2.3 has static entries", v2220, "enum class Color { RED }",
      .property("Color", "RED"), "RED"),
    Rule(
      "suspend fun → async throws (2.4.0+)", v240, "class A { suspend fun f(): Int = 1 }",
      .methodDeclaration("A", "f"), "func f() async throws -> Int32"),
    Rule(
      "suspend fun is skipped before 2.4.0", v23, "class A { suspend fun f(): Int = 1 }",
      .method("A", "f"), "<none>"),
    Rule(
      "Flow<T> → any KotlinTypedFlow<T>", v240,
      "import kotlinx.coroutines.flow.Flow\nclass A { val f: Flow<Int> get() = TODO() }",
      .propertyType("A", "f"), "any KotlinTypedFlow<Int32>"),
    Rule(
      "SharedFlow<T> → KotlinTypedSharedFlow<T>", v240,
      "import kotlinx.coroutines.flow.*\nclass A { val f: SharedFlow<String> get() = TODO() }",
      .propertyType("A", "f"), "any KotlinTypedSharedFlow<String>"),
    Rule(
      "StateFlow<T?> → KotlinTypedStateFlow<T?>", v240,
      "import kotlinx.coroutines.flow.*\nclass A { val f: StateFlow<Int?> get() = TODO() }",
      .propertyType("A", "f"), "any KotlinTypedStateFlow<Int32?>"),
    Rule(
      "MutableStateFlow → KotlinTypedMutableStateFlow", v240,
      "import kotlinx.coroutines.flow.*\nclass A { val f: MutableStateFlow<Int> get() = TODO() }",
      .propertyType("A", "f"), "any KotlinTypedMutableStateFlow<Int32>"),
    Rule(
      "flow element type in Swift export", v240,
      "import kotlinx.coroutines.flow.*\nclass A { val f: StateFlow<List<String>> get() = TODO() }",
      .flowElement("f"), "[String]"),
    Rule(
      "flows are skipped before 2.4.0", v23,
      "import kotlinx.coroutines.flow.Flow\nclass A { val f: Flow<Int> get() = TODO() }",
      .propertyType("A", "f"), "<none>"),
    Rule(
      "sealedType() only from 2.4.20", v240, "sealed class S\nclass A : S()",
      .sealedTypeCases("S"), "-"),
    Rule(
      "sealedType() cases are lower camel case", v2420,
      "sealed class S\nclass MACRO_CASE : S()\nobject Loaded : S()", .sealedTypeCases("S"),
      "macroCase,loaded"),
    Rule(
      "sealedType() has unknown for hidden subclasses", v2420,
      "sealed class S\nclass A : S()\ninternal class B : S()", .sealedTypeCases("S"), "a,unknown"),
    Rule(
      "generics are erased to their bound", v2420, "class Box<T : Any>(val value: T)",
      .propertyType("Box", "value"), "KotlinBase"),
    Rule(
      "unbounded generics erase to KotlinBase?", v2420, "class Box<T>(val value: T)",
      .propertyType("Box", "value"), "KotlinBase?"),
    Rule(
      "types inheriting List are skipped", v2420,
      "abstract class MyList : List<Int>", .export("MyList"),
      "Swift export does not support types inheriting List, Set or Map"),
    Rule(
      "top-level functions live in the package enum", v2420,
      "package com.example\nfun greet(name: String): String = name", .topLevel("greet"),
      "ExportedKotlinPackages.com.example.greet(name:)"),
    // Checked against the Swift export's own golden output in the Kotlin repository.
    Rule(
      "an extension function takes its receiver as a parameter labelled receiver", v2220,
      "package p\nfun String.shout(): String = this", .topLevelDeclaration("shout"),
      "static func shout(receiver: String) -> String"),
    Rule(
      "a member extension function too", v2420, "class A { fun String.ext() {} }",
      .methodDeclaration("A", "ext"), "func ext(receiver: String)"),
    Rule(
      "extension properties are skipped", v2420, "package p\nval String.loud: String get() = this",
      .topLevelDeclaration("loud"),
      "skipped: Swift export does not support extension properties"),
    Rule(
      "a data class has hashCode() and toString()", v2420, "data class D(val a: Int)",
      .methodDeclaration("D", "toString"), "func toString() -> String"),
    Rule(
      "an enum class before 2.3 has valueOf(value:)", v2220, "enum class E { A, B }",
      .methodDeclaration("E", "valueOf"), "static func valueOf(value: String) -> E"),
    Rule(
      "no do prefix in Swift export", v2420, "class A { fun initKoin() {} }",
      .method("A", "initKoin"), "initKoin()"),
    Rule(
      "vararg is variadic from 2.3", v23, "class A { fun log(vararg messages: String) {} }",
      .methodDeclaration("A", "log"), "func log(messages: String...)"),
    Rule(
      "value classes become the underlying type", v2420,
      "value class Id(val raw: Long)\nclass A { val id: Id get() = TODO() }",
      .propertyType("A", "id"), "Int64"),
    Rule(
      "@Serializable class gets its companion", v2420,
      "import kotlinx.serialization.Serializable\n@Serializable data class A(val x: Int)",
      .typeName("A.Companion"), "A.Companion"),
    Rule(
      "a data object has hashCode() and toString()", v2420, "data object D",
      .methodDeclaration("D", "hashCode"), "func hashCode() -> Int32"),
    Rule(
      "an inline class is a value class", v2420,
      "inline class Id(val raw: Long)\nclass A { val id: Id get() = TODO() }",
      .propertyType("A", "id"), "Int64"),
    Rule(
      "typealiases are exported", v2420,
      "package p\nclass Box\ntypealias UserId = String\ntypealias Boxes = List<Box>\n"
        + "private typealias Hidden = Int\ntypealias Pair2<T> = Pair<T, T>",
      .typeAliases, "p.Boxes=[ExportedKotlinPackages.p.Box], p.UserId=String"),
    Rule(
      "a constructor call's class is the property's type", v2420,
      "class Repository(val api: String)\nclass A { val repo = Repository(\"x\") }",
      .propertyType("A", "repo"), "Repository"),
    Rule(
      "a typealias outside the flattened package gets a package alias too", v2420,
      "package com.example.model\ntypealias UserId = String", .packageAliases,
      "UserId=ExportedKotlinPackages.com.example.model.UserId"),
    // Swift overloads by type, and the compiler's golden output keeps Kotlin's overloads
    // (`foo(arg1: Swift.Int32)` beside `foo(arg1: Swift.Double)`): not a clash.
    Rule(
      "overloads by parameter type keep one name", v240,
      "class C {\n  fun q(x: Int) {}\n  fun q(x: Long) {}\n}", .methodAmbiguity("C", "q"),
      "clear"),
    Rule(
      "overloads that Swift spells alike clash", v240,
      "class C {\n  fun q(x: List<Int>) {}\n  fun q(x: MutableList<Int>) {}\n}",
      .methodAmbiguity("C", "q"), "ambiguous"),
    Rule(
      "constructors overloaded by type keep one name", v240,
      "class Foo(val param: String) {\n  constructor(param: Int) : this(\"\")\n}",
      .initializerAmbiguity("Foo"), "clear"),
    Rule(
      "interfaces' members of one name and other types do not clash", v240,
      "interface Foo { fun m(): String }\ninterface Bar { fun m(): Int }",
      .methodAmbiguity("Foo", "m"), "clear"),
    Rule(
      "a typealias deprecated as HIDDEN is not exported", v240,
      "@Deprecated(\"Hidden\", level = DeprecationLevel.HIDDEN)\ntypealias Old = Int\n"
        + "typealias New = Int", .typeAliases, "New=Int32"),
  ]
}
