import KotlinSyntax

/// What the kotlinx.serialization compiler plugin adds to a `@Serializable` class, which the
/// framework exports like written code.
///
/// ```kotlin
/// @Serializable data class Point(val x: Int)     // Point.Companion.serializer()
/// @Serializable class Box<T>(val value: T)       // BoxCompanion.serializer(typeSerial0:) and
///                                                // .serializer(typeParamsSerializers:)
/// @Serializable object Root                      // Root.serializer()
/// ```
///
/// - A class, enum class, or abstract or sealed class gets a companion object (the one it
///   declares, else an unnamed one) with `fun serializer(): KSerializer<C>`.
/// - A generic class's companion has instead `fun <T0, …> serializer(typeSerial0: KSerializer<T0>,
///   …): KSerializer<C<T0, …>>`, and, on Kotlin/Native, the `SerializerFactory` method
///   `fun serializer(vararg typeParamsSerializers: KSerializer<*>): KSerializer<*>`.
/// - An object gets `serializer()` itself, and the `SerializerFactory` method too.
///
/// Real framework headers show these members (`Point.Companion`, `-serializer`,
/// `-serializerTypeSerial0:`, `-serializerTypeParamsSerializers:`). Interfaces are left alone:
/// whether the plugin gives a `@Serializable` sealed interface a companion in the header is not
/// established here.
///
/// The synthetic declarations take the annotation's source range, so a warning about them points
/// at `@Serializable`.
enum SerializationPlugin {
  static let annotationName = "kotlinx.serialization.Serializable"
  static let serializer = "kotlinx.serialization.KSerializer"

  /// The `@Serializable` annotation on `declaration`, when it is kotlinx.serialization's: written
  /// in full, or by a name the file imports from `kotlinx.serialization`.
  static func serializableAnnotation(of declaration: ClassDeclaration, imports: [Import])
    -> Annotation?
  {
    for annotation in declaration.annotations where annotation.useSiteTarget == nil {
      if annotation.name == annotationName { return annotation }
      guard !annotation.name.contains(".") else { continue }
      for item in imports {
        if item.isStar {
          if item.path == "kotlinx.serialization" && annotation.name == "Serializable" {
            return annotation
          }
        } else if item.path == annotationName && (item.alias ?? "Serializable") == annotation.name {
          return annotation
        }
      }
    }
    return nil
  }

  /// `declaration` with the plugin's members added, when it is `@Serializable`; `path` is its
  /// path in the package (`["Outer", "Inner"]`).
  static func apply(to declaration: ClassDeclaration, path: [String], imports: [Import])
    -> ClassDeclaration
  {
    switch declaration.kind {
    case .class, .enumClass, .object:
      break
    case .interface, .funInterface, .companionObject, .annotationClass:
      return declaration
    }
    guard let annotation = serializableAnnotation(of: declaration, imports: imports) else {
      return declaration
    }
    let range = annotation.range
    var declaration = declaration
    if declaration.kind == .object {
      // An object is its own serializer factory as well (real headers list both).
      declaration.members.append(
        .function(serializerFunction(for: path, typeParameterCount: 0, range: range)))
      declaration.members.append(.function(factoryFunction(range: range)))
      return declaration
    }
    let count = declaration.typeParameters.count
    var functions: [Declaration] = []
    if count > 0 {
      functions.append(.function(factoryFunction(range: range)))
    }
    functions.append(
      .function(serializerFunction(for: path, typeParameterCount: count, range: range)))
    if let index = declaration.members.firstIndex(where: {
      if case .class(let nested) = $0 { nested.kind == .companionObject } else { false }
    }), case .class(var companion) = declaration.members[index] {
      companion.members += functions
      declaration.members[index] = .class(companion)
    } else {
      declaration.members.append(
        .class(
          ClassDeclaration(
            kind: .companionObject, name: nil, nameRange: range, modifiers: [.companion],
            annotations: [], kdoc: nil, typeParameters: [], primaryConstructor: nil,
            superTypes: [], enumEntries: [], members: functions, hasBody: true, range: range)))
    }
    return declaration
  }

  /// `fun <T0, …> serializer(typeSerial0: KSerializer<T0>, …): KSerializer<C<T0, …>>`.
  private static func serializerFunction(
    for path: [String], typeParameterCount: Int, range: SourceRange
  ) -> FunctionDeclaration {
    let names = (0..<typeParameterCount).map { "T\($0)" }
    let classType = named(
      path, lastArguments: names.map { named([$0], range: range) }, range: range)
    return FunctionDeclaration(
      name: "serializer", nameRange: range, modifiers: [], annotations: [], kdoc: nil,
      contextParameters: [],
      typeParameters: names.map {
        TypeParameter(
          name: $0, variance: .invariant, isReified: false, annotations: [], bounds: [],
          range: range)
      },
      receiverType: nil,
      parameters: names.enumerated().map { index, name in
        Parameter(
          modifiers: [], annotations: [], binding: .none, name: "typeSerial\(index)",
          type: kSerializer(of: named([name], range: range), range: range),
          hasDefaultValue: false, range: range)
      },
      returnType: kSerializer(of: classType, range: range), body: .none, range: range)
  }

  /// `fun serializer(vararg typeParamsSerializers: KSerializer<*>): KSerializer<*>`, from
  /// `kotlinx.serialization.internal.SerializerFactory`.
  private static func factoryFunction(range: SourceRange) -> FunctionDeclaration {
    FunctionDeclaration(
      name: "serializer", nameRange: range, modifiers: [], annotations: [], kdoc: nil,
      contextParameters: [], typeParameters: [], receiverType: nil,
      parameters: [
        Parameter(
          modifiers: [.vararg], annotations: [], binding: .none, name: "typeParamsSerializers",
          type: kSerializer(of: nil, range: range), hasDefaultValue: false, range: range)
      ],
      returnType: kSerializer(of: nil, range: range), body: .none, range: range)
  }

  /// `kotlinx.serialization.KSerializer<type>`; `KSerializer<*>` for `nil`.
  private static func kSerializer(of type: TypeReference?, range: SourceRange) -> TypeReference {
    named(
      serializer.split(separator: ".").map(String.init),
      lastArguments: [type], range: range)
  }

  private static func named(
    _ path: [String], lastArguments: [TypeReference?] = [], range: SourceRange
  ) -> TypeReference {
    let segments = path.enumerated().map { index, name in
      TypeReference.Segment(
        name: name,
        arguments: index == path.count - 1
          ? lastArguments.map {
            TypeReference.Argument(variance: .invariant, type: $0, range: range)
          }
          : [],
        range: range)
    }
    return TypeReference(kind: .named(segments), range: range)
  }
}
