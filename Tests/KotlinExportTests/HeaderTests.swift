import KotlinExport
import KotlinSyntax
import Testing

@Suite("Framework header reader and comparison")
struct HeaderTests {
  static func header(_ name: String) throws -> FrameworkHeader {
    FrameworkHeader.parse(try KotlinFixtures.text("Headers/" + name), path: name)
  }

  static func screens(header: FrameworkHeader? = nil) throws -> ExportedModule {
    let module = KotlinFixtures.module(
      try KotlinFixtures.text("Headers/Screens.kt"), path: "Main.kt")
    return ExportedModule(
      module, mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
  }

  @Test("interfaces, protocols and categories are read with their Swift names")
  func declarations() throws {
    let header = try Self.header("Shared.h")
    #expect(header.interface(named: "SharedScreenDetail")?.swiftName == "Screen.Detail")
    #expect(header.interface(named: "SharedScreen")?.hasExplicitSwiftName == true)
    #expect(header.protocol(named: "SharedGreeter")?.swiftName == "Greeter")
    #expect(header.categories.map(\.objCName) == ["SharedBase", "SharedScreen"])
    #expect(header.categoryMembers(of: "SharedScreen").methods.map(\.swiftName) == ["title()"])
    #expect(header.forwardClasses.contains("SharedKotlinArray"))
    #expect(
      header.forwardProtocols == [
        "SharedGreeter", "SharedKotlinComparable", "SharedKotlinIterator",
      ])
  }

  @Test("subclassing restrictions, superclasses, generics and protocols are read")
  func classShapes() throws {
    let header = try Self.header("Shared.h")
    let color = try #require(header.interface(named: "SharedColor"))
    #expect(color.isSubclassingRestricted)
    #expect(color.superclass == "SharedKotlinEnum")
    #expect(color.superclassArguments == ["SharedColor *"])
    #expect(header.interface(named: "SharedScreen")?.isSubclassingRestricted == false)
    #expect(header.interface(named: "SharedBox")?.genericParameters == ["T"])
    #expect(header.interface(named: "SharedKotlinEnum")?.protocols == ["SharedKotlinComparable"])
    #expect(header.interface(named: "SharedBase")?.superclass == "NSObject")
  }

  @Test("methods with selectors and Swift names, class methods and unavailability are read")
  func methods() throws {
    let header = try Self.header("Shared.h")
    let detail = try #require(header.interface(named: "SharedScreenDetail"))
    #expect(
      detail.methods.map(\.selector) == [
        "initWithId:", "doCopyId:", "isEqual:", "hash", "description",
      ])
    #expect(
      detail.methods.map(\.swiftName) == [
        "init(id:)", "doCopy(id:)", "isEqual(_:)", "hash()", "description()",
      ])
    let array = try #require(header.interface(named: "SharedKotlinArray"))
    #expect(array.methods.first?.selector == "arrayWithSize:init:")
    #expect(array.methods.first?.isClassMethod == true)
    let base = try #require(header.interface(named: "SharedBase"))
    #expect(base.methods.filter(\.isUnavailable).map(\.selector) == ["init", "new"])
    let int = try #require(header.interface(named: "SharedInt"))
    #expect(int.methods.map(\.swiftName) == ["init(int:)", "numberWithInt(_:)"])
  }

  @Test("properties and class properties are read with getters and Swift names")
  func properties() throws {
    let header = try Self.header("Shared.h")
    let home = try #require(header.interface(named: "SharedScreenHome"))
    let shared = try #require(home.properties.first)
    #expect(shared.isClassProperty && shared.isReadonly && shared.getter == "shared")
    #expect(shared.type == "SharedScreenHome *")
    let color = try #require(header.interface(named: "SharedColor"))
    #expect(color.properties.map(\.swiftName) == ["red", "darkBlue", "entries"])
    #expect(color.properties.last?.type == "NSArray<SharedColor *> *")
    let box = try #require(header.interface(named: "SharedBox"))
    #expect(box.properties.map(\.type) == ["T _Nullable"])
  }

  @Test("block-typed properties are named: nullable blocks and blocks returning blocks")
  func blockProperties() throws {
    let header = FrameworkHeader.parse(
      """
      __attribute__((swift_name("Foo")))
      @protocol SharedFoo
      @required
      @property (readonly) void (^onTap)(void) __attribute__((swift_name("onTap")));
      @property (readonly) id<SharedResult> (^ _Nullable func)(id<SharedParameter> parameter) __attribute__((swift_name("func")));
      @property (readonly) SharedKotlinUnit *(^(^curried)(NSString *))(SharedBoolean *) __attribute__((swift_name("curried")));
      @end
      """, path: "Shared.h")
    let foo = try #require(header.protocol(named: "SharedFoo"))
    #expect(foo.properties.map(\.name) == ["onTap", "func", "curried"])
    #expect(
      foo.properties[1].type == "id<SharedResult> (^ _Nullable )(id<SharedParameter> parameter)")
    #expect(foo.properties[2].type == "SharedKotlinUnit *(^(^)(NSString *))(SharedBoolean *)")
  }

  @Test("a library category is compared with the category only, not the library class")
  func libraryCategory() throws {
    let module = KotlinFixtures.module(
      "package a\nfun Throwable.userMessage(): String = \"\"", path: "Errors.kt")
    let header = FrameworkHeader.parse(
      """
      __attribute__((swift_name("KotlinThrowable")))
      @interface SharedKotlinThrowable : SharedBase
      - (instancetype)initWithMessage:(NSString * _Nullable)message __attribute__((swift_name("init(message:)"))) __attribute__((objc_designated_initializer));
      - (void)printStackTrace __attribute__((swift_name("printStackTrace()")));
      @end

      @interface SharedKotlinThrowable (Extensions)
      - (NSString *)userMessage __attribute__((swift_name("userMessage()")));
      - (NSError *)asError __attribute__((swift_name("asError()")));
      @end
      """, path: "Shared.h")
    let exported = ExportedModule(
      module, mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
    #expect(
      exported.disagreements.map { "\($0.kind.rawValue) \($0.objCName)" } == [
        "memberMissingFromPrediction SharedKotlinThrowable -asError"
      ])
    let category = try #require(exported.topLevelContainers.first { $0.kind == .libraryCategory })
    #expect(category.swiftName == "KotlinThrowable")
    #expect(category.methods.map(\.swiftName) == ["userMessage()"])
  }

  @Test("an extension of a library type the prediction cannot see is predicted, and says why")
  func unknownLibraryReceiver() throws {
    let module = KotlinFixtures.module(
      "package a\nimport io.ktor.client.HttpClient\nfun HttpClient.configure() {}",
      path: "Client.kt")
    let exported = ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
    let warning = try #require(
      exported.diagnostics.first { $0.message.contains("io.ktor.client.HttpClient") })
    #expect(warning.description.hasPrefix("Client.kt:3:1: warning: 'configure' extends"))
    #expect(exported.topLevelContainers.first?.methods.map(\.swiftName) == ["configure(_:)"])
  }

  @Test("the prediction agrees with the real header of the same module")
  func agreement() throws {
    let exported = try Self.screens(header: try Self.header("Shared.h"))
    #expect(exported.disagreements.map(\.description) == [])
  }

  @Test("every deliberate difference of a header is reported, and the header's names win")
  func disagreements() throws {
    let exported = try Self.screens(header: try Self.header("Differs.h"))
    let kinds = exported.disagreements.map { "\($0.kind.rawValue) \($0.objCName)" }
    #expect(
      kinds == [
        "memberSwiftName SharedColor darkBlue",
        "memberSwiftName SharedGreeter -greetName:",
        "memberMissingFromPrediction SharedGreeter -waveTimes:",
        "memberMissingFromPrediction SharedGreeter nickname",
        "memberSwiftName SharedPriorityNSEnum SharedPriorityNSEnumHigh",
        "typeSwiftName SharedScreenDetail",
        "memberMissingFromHeader SharedScreenDetail -hash",
        "subclassing SharedScreenDetailMeta",
        "typeMissingFromHeader SharedMainKt",
        "typeMissingFromPrediction SharedExtra",
      ])
    let detail = try #require(exported.type(named: "com.example.Screen.Detail"))
    #expect(detail.swiftName == "Screen.Details")
    #expect(detail.methods.first { $0.kotlinName == "copy" }?.returnType == "Screen.Details")
    #expect(exported.enumEntries(of: "com.example.Color").map(\.swiftName) == ["red", "darkblue"])
    #expect(exported.type(named: "com.example.Greeter")?.methods.first?.swiftName == "greet(_:)")
    #expect(
      exported.type(named: "com.example.Priority")?.nativeEnum?.cases.map(\.swiftName) == [
        "low", "urgent",
      ])
    #expect(exported.type(named: "com.example.Screen.Detail.Meta")?.isFinal == false)
    #expect(exported.diagnostics.contains { $0.description.hasPrefix("Differs.h:70:1: warning:") })
  }

  @Test("a header settles a name clash the prediction could only report")
  func headerSettlesAmbiguity() throws {
    let source = "package a\nclass Item\n@ObjCName(\"Item\") class Other"
    let module = KotlinFixtures.module(source, path: "Main.kt")
    let predicted = ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
    #expect(predicted.type(named: "a.Item")?.ambiguity != nil)
    let header = FrameworkHeader.parse(
      """
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Item_")))
      @interface SharedItem_ : SharedBase
      @end
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Item")))
      @interface SharedItem : SharedBase
      - (instancetype)init __attribute__((swift_name("init()"))) __attribute__((objc_designated_initializer));
      @end
      """, path: "Shared.h")
    let settled = ExportedModule(
      module, mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
    #expect(settled.type(named: "a.Item")?.swiftName == "Item")
    #expect(settled.type(named: "a.Item")?.ambiguity == nil)
  }

  @Test("a header settles a clash across unrelated types: the renamed member takes its name")
  func headerSettlesMemberClash() throws {
    let source = """
      enum class Label(val id: Int) { A(1) }
      sealed interface Setting { val id: String
        fun m(): String }
      interface Other { fun m(): Int }
      """
    let module = KotlinFixtures.module(source, path: "Main.kt")
    let mode = ExportMode.objectiveC(.init(frameworkName: "Shared"))
    let predicted = ExportedModule(module, mode: mode)
    let predictedID = predicted.type(named: "Label")?.properties.first { $0.kotlinName == "id" }
    #expect(predictedID?.ambiguity != nil)
    #expect(predicted.type(named: "Other")?.methods.first?.ambiguity != nil)
    let header = FrameworkHeader.parse(
      """
      __attribute__((swift_name("Setting")))
      @protocol SharedSetting
      @required
      - (NSString *)m __attribute__((swift_name("m()")));
      @property (readonly) NSString *id __attribute__((swift_name("id")));
      @end
      __attribute__((swift_name("Other")))
      @protocol SharedOther
      @required
      - (int32_t)m_ __attribute__((swift_name("m_()")));
      @end
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Label")))
      @interface SharedLabel : SharedKotlinEnum<SharedLabel *>
      @property (class, readonly) SharedLabel *a __attribute__((swift_name("a")));
      @property (readonly) int32_t id_ __attribute__((swift_name("id_")));
      @end
      """, path: "Shared.h")
    let settled = ExportedModule(module, mode: mode, header: header)
    let id = settled.type(named: "Label")?.properties.first { $0.kotlinName == "id" }
    #expect(id?.swiftName == "id_")
    #expect(id?.ambiguity == nil)
    let renamed = settled.type(named: "Other")?.methods.first
    #expect(renamed?.swiftName == "m_()")
    #expect(renamed?.ambiguity == nil)
    #expect(settled.type(named: "Setting")?.methods.first?.swiftName == "m()")
    #expect(settled.type(named: "Setting")?.methods.first?.ambiguity == nil)
  }

  /// The export of `source` with a header whose `SharedFoo` declares the two clashing
  /// overloads `bar(value:)` and `bar(value_:)` taking `first` and `second`.
  static func withBarOverloads(_ source: String, _ first: String, _ second: String)
    -> ExportedModule
  {
    let header = FrameworkHeader.parse(
      """
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Foo")))
      @interface SharedFoo : SharedBase
      - (instancetype)init __attribute__((swift_name("init()"))) __attribute__((objc_designated_initializer));
      - (void)barValue:(\(first))value __attribute__((swift_name("bar(value:)")));
      - (void)barValue_:(\(second))value __attribute__((swift_name("bar(value_:)")));
      @end
      """, path: "Shared.h")
    return ExportedModule(
      KotlinFixtures.module(source, path: "Main.kt"),
      mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
  }

  @Test("overloads of primitive and string parameters are told apart by the header's types")
  func headerSettlesOverloads() throws {
    let settled = Self.withBarOverloads(
      "class Foo { fun bar(value: Int) {}\n fun bar(value: String?) {} }",
      "NSString * _Nullable", "int32_t")
    let methods = settled.type(named: "Foo")?.methods ?? []
    #expect(methods.map(\.swiftName) == ["bar(value_:)", "bar(value:)"])
    #expect(methods.allSatisfy { $0.ambiguity == nil })
  }

  @Test("overloads of the module's class and interface parameters are told apart by the header")
  func classOverloadsSettled() throws {
    let settled = Self.withBarOverloads(
      "class A\ninterface I\nclass Foo { fun bar(value: A) {}\n fun bar(value: I?) {} }",
      "id<SharedI> _Nullable", "SharedA *")
    let methods = settled.type(named: "Foo")?.methods ?? []
    #expect(methods.map(\.swiftName) == ["bar(value_:)", "bar(value:)"])
    #expect(methods.allSatisfy { $0.ambiguity == nil })
  }

  @Test("overloads of collection parameters stay ambiguous: a header cannot tell them apart")
  func clashingOverloadsStayAmbiguous() throws {
    let settled = Self.withBarOverloads(
      "class A\nclass B\nclass Foo { fun bar(value: List<A>) {}\n fun bar(value: List<B>) {} }",
      "NSArray<SharedA *> *", "NSArray<SharedB *> *")
    let methods = settled.type(named: "Foo")?.methods ?? []
    #expect(methods.count == 2)
    #expect(methods.allSatisfy { $0.ambiguity != nil })
    // Both header methods belong to the clash: neither is reported as unpredicted.
    #expect(!settled.diagnostics.contains { $0.message.contains("which was not predicted") })
  }

  @Test("NS_ENUM and NS_CLOSED_ENUM typedefs are read with their Swift names and values")
  func nativeEnums() {
    let header = FrameworkHeader.parse(
      """
      typedef NS_ENUM(int32_t, SharedFooNSEnum) {
        SharedFooNSEnumAlpha NS_SWIFT_NAME(alpha) = 0,
        SharedFooNSEnumTheCopy NS_SWIFT_NAME(theCopy) = 1,
      } NS_SWIFT_NAME(SharedFooNSEnum);
      typedef NS_CLOSED_ENUM(int32_t, FooBar) {
        FooBarBaz_ __attribute__((swift_name("baz"))) = 0,
        FooBarPlain = 1
      } __attribute__((swift_name("Renamed")));
      typedef struct Other { int x; } Other;
      typedef NS_ENUM(int32_t, Broken
      @interface SharedA : SharedBase
      @end
      """, path: "Shared.h")
    #expect(header.enums.map(\.objCName) == ["SharedFooNSEnum", "FooBar"])
    #expect(header.enums.map(\.swiftName) == ["SharedFooNSEnum", "Renamed"])
    #expect(header.enums.map(\.isClosed) == [false, true])
    #expect(header.enums.first?.cases.map(\.swiftName) == ["alpha", "theCopy"])
    #expect(header.enums.last?.cases.map(\.objCName) == ["FooBarBaz_", "FooBarPlain"])
    #expect(header.enums.last?.cases.map(\.swiftName) == ["baz", "FooBarPlain"])
    #expect(header.enums.last?.cases.map(\.value) == [0, 1])
    // What follows an unreadable typedef is still read.
    #expect(header.declarations.map(\.objCName) == ["SharedA"])
  }

  @Test(
    "a cut-off typedef takes nothing from the declarations after it",
    arguments: [
      // No `;` after the body: the class after it keeps its attributes.
      "typedef NS_ENUM(int32_t, E) {\n  EA NS_SWIFT_NAME(a) = 0,\n} NS_SWIFT_NAME(E)\n",
      // No `}`.
      "typedef NS_CLOSED_ENUM(int32_t, E) {\n  EA __attribute__((swift_name(\"a\"))) = 0,\n",
      // No `)`.
      "typedef NS_ENUM(int32_t, E\n",
      // An unterminated Swift name after the body.
      "typedef NS_ENUM(int32_t, E) { EA = 0 } NS_SWIFT_NAME(E\n",
      // A value cut off.
      "typedef NS_ENUM(int32_t, E) { EA = ",
    ])
  func cutOffTypedefs(_ typedef: String) {
    let header = FrameworkHeader.parse(
      typedef + """

        __attribute__((objc_subclassing_restricted))
        __attribute__((swift_name("Priority")))
        @interface SharedPriority : SharedBase
        @end
        typedef NS_ENUM(int32_t, Next) { NextA NS_SWIFT_NAME(a) = 0 } NS_SWIFT_NAME(Next);
        """, path: "Shared.h")
    let priority = header.interface(named: "SharedPriority")
    #expect(priority?.swiftName == "Priority")
    #expect(priority?.isSubclassingRestricted == true)
    #expect(header.enums.last?.objCName == "Next")
    #expect(header.enums.last?.cases.map(\.swiftName) == ["a"])
    #expect(!header.enums.contains { $0.swiftName == "Priority" })
    // Nothing is lost at the end of the text either.
    for end in [typedef, "typedef", "typedef NS_ENUM(int32_t, E) {"] {
      _ = FrameworkHeader.parse(end, path: "Shared.h")
    }
  }

  @Test("an @ObjCEnum enum's native enum is compared with the header's, whose names win")
  func nativeEnumComparison() throws {
    let module = KotlinFixtures.module("@ObjCEnum enum class Foo { ALPHA, BETA }", path: "Main.kt")
    func exported(_ typedef: String) -> ExportedModule {
      let header = FrameworkHeader.parse(
        typedef + """

          __attribute__((objc_subclassing_restricted))
          __attribute__((swift_name("Foo")))
          @interface SharedFoo : SharedKotlinEnum<SharedFoo *>
          @property (readonly) SharedFooNSEnum nsEnum;
          @property (class, readonly) SharedFoo *alpha __attribute__((swift_name("alpha")));
          @property (class, readonly) SharedFoo *beta __attribute__((swift_name("beta")));
          + (SharedKotlinArray<SharedFoo *> *)values __attribute__((swift_name("values()")));
          @property (class, readonly) NSArray<SharedFoo *> *entries __attribute__((swift_name("entries")));
          @end
          """, path: "Shared.h")
      return ExportedModule(
        module, mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
    }
    let agreeing = exported(
      """
      typedef NS_CLOSED_ENUM(int32_t, SharedFooNSEnum) {
        SharedFooNSEnumAlpha __attribute__((swift_name("alpha"))) = 0,
        SharedFooNSEnumBeta __attribute__((swift_name("beta"))) = 1,
      } __attribute__((swift_name("SharedFooNSEnum")));
      """)
    #expect(agreeing.disagreements.isEmpty)
    let renamed = exported(
      """
      typedef NS_ENUM(int32_t, SharedFooNSEnum) {
        SharedFooNSEnumAlpha NS_SWIFT_NAME(first) = 0,
        SharedFooNSEnumBeta NS_SWIFT_NAME(beta) = 1,
        SharedFooNSEnumGamma NS_SWIFT_NAME(gamma) = 2,
      } NS_SWIFT_NAME(FooKind);
      """)
    #expect(
      renamed.disagreements.map(\.kind) == [
        .typeSwiftName, .memberSwiftName, .memberMissingFromPrediction,
      ])
    let foo = try #require(renamed.type(named: "Foo"))
    #expect(foo.nativeEnum?.swiftName == "FooKind")
    #expect(foo.nativeEnum?.cases.map(\.swiftName) == ["first", "beta"])
    #expect(foo.properties.first { $0.swiftName == "nsEnum" }?.swiftType == "FooKind")
    let missing = exported("")
    #expect(missing.disagreements.map(\.kind) == [.typeMissingFromHeader])
  }

  @Test("a native enum named from a constant is found through nsEnum, and the header settles it")
  func nativeEnumFromConstant() throws {
    let module = KotlinFixtures.module(
      "const val N = \"Kind\"\n@ObjCEnum(name = N) enum class Foo { ALPHA }", path: "Main.kt")
    #expect(
      ExportedModule(module, mode: .objectiveC(.init(frameworkName: "Shared")))
        .type(named: "Foo")?.nativeEnum?.ambiguity != nil)
    let header = FrameworkHeader.parse(
      """
      typedef NS_CLOSED_ENUM(int32_t, Kind) {
        KindAlpha __attribute__((swift_name("alpha"))) = 0,
      } __attribute__((swift_name("Kind")));
      typedef NS_CLOSED_ENUM(int32_t, SharedKotlinx_libNSEnum) {
        SharedKotlinx_libNSEnumA __attribute__((swift_name("a"))) = 0,
      } __attribute__((swift_name("SharedKotlinx_libNSEnum")));
      __attribute__((objc_subclassing_restricted))
      __attribute__((swift_name("Foo")))
      @interface SharedFoo : SharedKotlinEnum<SharedFoo *>
      @property (readonly) Kind nsEnum;
      @property (class, readonly) SharedFoo *alpha __attribute__((swift_name("alpha")));
      + (SharedKotlinArray<SharedFoo *> *)values __attribute__((swift_name("values()")));
      @property (class, readonly) NSArray<SharedFoo *> *entries __attribute__((swift_name("entries")));
      @end
      """, path: "Shared.h")
    let settled = ExportedModule(
      module, mode: .objectiveC(.init(frameworkName: "Shared")), header: header)
    let native = try #require(settled.type(named: "Foo")?.nativeEnum)
    #expect(native.ambiguity == nil)
    #expect(native.objCName == "Kind")
    #expect(native.swiftName == "Kind")
    // The library's enum is not the module's: not reported as unpredicted. (The header above
    // leaves out the constant's file facade.)
    #expect(
      settled.disagreements.map { "\($0.kind) \($0.objCName)" } == [
        "typeSwiftName Kind", "typeMissingFromHeader SharedMainKt",
      ])
  }

  @Test("hostile header text is crossed without failing")
  func robustness() {
    let header = FrameworkHeader.parse(
      "@interface A : B <C\n- (void)x:(int (^)(int)\n/* unterminated", path: "x.h")
    #expect(header.declarations.map(\.objCName) == ["A"])
  }
}
