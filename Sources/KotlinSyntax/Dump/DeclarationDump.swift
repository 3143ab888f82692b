/// A stable text rendering of a parsed file, for golden tests and for `kmp-bridge dump`.
///
/// One line per file item and declaration, indented two spaces per nesting level, each ending
/// in its source range `[line:column-line:column]` (end exclusive, columns in UTF-8 bytes).
/// Signatures are printed as normalised Kotlin: skipped code is `...`, a body is `{...}`, names
/// that are not plain identifiers are in backticks. Modifiers, annotations, KDoc and context
/// parameters follow on their own indented lines; diagnostics come last. For this source
///
/// ```kotlin
/// package com.example.profile
///
/// import kotlinx.coroutines.flow.StateFlow
///
/// /** A user's profile. */
/// @Serializable
/// data class Profile<out T : Any>(val id: Int, name: String = "") : Base(id), Tagged by tags {
///   override suspend fun <R> T.describe(vararg parts: R): String {
///     return ""
///   }
///   val state: StateFlow<Int>
///     field = MutableStateFlow(0)
/// }
/// fun broken(
/// ```
///
/// the dump is
///
/// ```text
/// file Profile.kt
/// package com.example.profile [1:1-1:28]
/// import kotlinx.coroutines.flow.StateFlow [3:1-3:41]
/// class Profile<out T : Any>(val id: Int, name: String = ...) : Base(id), Tagged by tags {...} [6:1-13:2]
///   modifiers: data
///   annotations: @Serializable
///   kdoc: "A user's profile."
///   fun <R> T.describe(vararg parts: R): String {...} [8:3-10:4]
///     modifiers: override suspend
///   val state: StateFlow<Int> [11:3-12:32]
///     field = ... [12:5-12:32]
/// fun broken() [14:1-14:12]
/// diagnostics
///   Profile.kt:14:11: error: expected ')' to close the parameter list opened at this '('
/// ```
///
/// The format changes only deliberately: every golden test depends on it.
public enum DeclarationDump {
  /// Renders `file` as text.
  ///
  /// - Parameter file: A parsed file.
  /// - Returns: The dump, ending in a newline.
  public static func render(_ file: KotlinFile) -> String {
    var writer = Writer(lineTable: file.lineTable)
    writer.line(0, "file \(file.path)")
    for annotation in file.fileAnnotations {
      writer.line(0, "file-annotation \(annotation.text)", annotation.range)
    }
    if let name = file.packageName {
      writer.line(0, "package \(name)", file.packageRange)
    }
    for item in file.imports {
      var text = "import \(item.path)"
      if item.isStar { text += ".*" }
      if let alias = item.alias { text += " as \(alias)" }
      writer.line(0, text, item.range)
    }
    for declaration in file.declarations {
      writer.declaration(declaration, level: 0)
    }
    if !file.diagnostics.isEmpty {
      writer.line(0, "diagnostics")
      for diagnostic in file.diagnostics {
        writer.line(1, diagnostic.description)
      }
    }
    return writer.output
  }
}

/// Accumulates dump lines.
private struct Writer {
  let lineTable: LineTable
  var output = ""

  mutating func line(_ level: Int, _ text: String, _ range: SourceRange? = nil) {
    output += String(repeating: "  ", count: level)
    output += text
    if let range {
      let start = lineTable.location(ofOffset: range.start)
      let end = lineTable.location(ofOffset: range.end)
      output += " [\(start)-\(end)]"
    }
    output += "\n"
  }

  mutating func declaration(_ declaration: Declaration, level: Int) {
    switch declaration {
    case .class(let type):
      line(level, classSignature(type), type.range)
      details(level + 1, type.modifiers, type.annotations, type.kdoc, [])
      for entry in type.enumEntries {
        var text = "entry "
        text += entry.annotations.map { $0.text + " " }.joined() + escaped(entry.name)
        if let arguments = entry.arguments { text += "(" + flatten(arguments) + ")" }
        if entry.hasBody { text += " {...}" }
        line(level + 1, text, entry.range)
        if let kdoc = entry.kdoc { line(level + 2, "kdoc: " + quoted(kdoc)) }
        for member in entry.members {
          self.declaration(member, level: level + 2)
        }
      }
      for member in type.members {
        self.declaration(member, level: level + 1)
      }
    case .function(let function):
      var text = "fun "
      text += typeParameters(function.typeParameters, trailingSpace: true)
      if let receiver = function.receiverType { text += receiver.description + "." }
      text += escaped(function.name) + parameters(function.parameters)
      if let returnType = function.returnType { text += ": " + returnType.description }
      text += body(function.body)
      if let literal = function.literalReturnType {
        text += " (literal " + literal.description + ")"
      }
      if let call = function.constructorCallReturnType {
        text += " (call " + call.description + ")"
      }
      if let call = function.memberCall { text += " (call \(call))" }
      line(level, text, function.range)
      details(
        level + 1, function.modifiers, function.annotations, function.kdoc,
        function.contextParameters)
    case .property(let property):
      var text = property.isMutable ? "var " : "val "
      text += typeParameters(property.typeParameters, trailingSpace: true)
      if let receiver = property.receiverType { text += receiver.description + "." }
      text += escaped(property.name)
      if let type = property.type { text += ": " + type.description }
      switch property.initializer {
      case .none:
        // From the getter's expression.
        if let literal = property.literalType { text += " (literal " + literal.description + ")" }
        text += DeclarationDump.calls(property)
      case .value:
        text += " = ..."
        if let literal = property.literalType { text += " (literal " + literal.description + ")" }
        text += DeclarationDump.calls(property)
      case .delegate(let expression): text += " by " + flatten(expression)
      }
      line(level, text, property.range)
      details(
        level + 1, property.modifiers, property.annotations, property.kdoc,
        property.contextParameters)
      if let getter = property.getter {
        var text = prefix(getter.modifiers, getter.annotations) + "get"
        if let type = getter.type { text += "(): " + type.description }
        line(level + 1, text + body(getter.body), getter.range)
      }
      if let setter = property.setter {
        var text = prefix(setter.modifiers, setter.annotations) + "set"
        if let name = setter.parameterName {
          text += "(" + name + (setter.type.map { ": " + $0.description } ?? "") + ")"
        }
        line(level + 1, text + body(setter.body), setter.range)
      }
      if let field = property.backingField {
        var text = prefix(field.modifiers, []) + "field"
        if let type = field.type { text += ": " + type.description }
        if field.hasInitializer { text += " = ..." }
        line(level + 1, text, field.range)
      }
    case .typeAlias(let alias):
      let parameters = typeParameters(alias.typeParameters, trailingSpace: false)
      let text =
        "typealias " + escaped(alias.name) + parameters + " = " + alias.aliasedType.description
      line(level, text, alias.range)
      details(level + 1, alias.modifiers, alias.annotations, alias.kdoc, [])
    case .constructor(let constructor):
      var text = "constructor" + parameters(constructor.parameters)
      switch constructor.delegation {
      case .none: break
      case .this: text += " : this(...)"
      case .super: text += " : super(...)"
      }
      if constructor.hasBody { text += " {...}" }
      line(level, text, constructor.range)
      details(level + 1, constructor.modifiers, constructor.annotations, constructor.kdoc, [])
    }
  }

  mutating func details(
    _ level: Int, _ modifiers: Modifiers, _ annotations: [Annotation], _ kdoc: String?,
    _ context: [ContextParameter]
  ) {
    if !context.isEmpty {
      let entries = context.map { entry in
        (entry.name.map { $0 + ": " } ?? "") + entry.type.description
      }
      line(level, "context(" + entries.joined(separator: ", ") + ")")
    }
    if !modifiers.isEmpty {
      line(level, "modifiers: " + modifiers.keywordList.joined(separator: " "))
    }
    if !annotations.isEmpty {
      line(level, "annotations: " + annotations.map { flatten($0.text) }.joined(separator: " "))
    }
    if let kdoc {
      line(level, "kdoc: " + quoted(kdoc))
    }
  }

  func classSignature(_ type: ClassDeclaration) -> String {
    var text = type.kind.rawValue
    if let name = type.name { text += " " + escaped(name) }
    text += typeParameters(type.typeParameters, trailingSpace: false)
    if let constructor = type.primaryConstructor {
      let modifiersText = prefix(constructor.modifiers, constructor.annotations)
      if constructor.hasConstructorKeyword {
        text += " " + modifiersText + "constructor"
      }
      text += parameters(constructor.parameters)
    }
    if !type.superTypes.isEmpty {
      let entries = type.superTypes.map { superType -> String in
        switch superType.kind {
        case .type: return superType.type.description
        case .constructorCall:
          return superType.type.description + "(" + flatten(superType.arguments ?? "") + ")"
        case .delegation:
          return superType.type.description + " by " + flatten(superType.delegateExpression ?? "")
        }
      }
      text += " : " + entries.joined(separator: ", ")
    }
    if type.hasBody { text += " {...}" }
    return text
  }

  func typeParameters(_ parameters: [TypeParameter], trailingSpace: Bool) -> String {
    guard !parameters.isEmpty else { return "" }
    let entries = parameters.map { parameter -> String in
      var text = parameter.annotations.map { $0.text + " " }.joined()
      if parameter.isReified { text += "reified " }
      switch parameter.variance {
      case .invariant: break
      case .in: text += "in "
      case .out: text += "out "
      }
      text += parameter.name
      if parameter.bounds.count == 1 {
        text += " : " + parameter.bounds[0].description
      } else if parameter.bounds.count > 1 {
        text += " : [" + parameter.bounds.map(\.description).joined(separator: ", ") + "]"
      }
      return text
    }
    return "<" + entries.joined(separator: ", ") + ">" + (trailingSpace ? " " : "")
  }

  func parameters(_ parameters: [Parameter]) -> String {
    let entries = parameters.map { parameter -> String in
      var text = prefix(parameter.modifiers, parameter.annotations)
      switch parameter.binding {
      case .none: break
      case .val: text += "val "
      case .var: text += "var "
      }
      text += escaped(parameter.name)
      if let type = parameter.type { text += ": " + type.description }
      if parameter.hasDefaultValue { text += " = ..." }
      return text
    }
    return "(" + entries.joined(separator: ", ") + ")"
  }

  func prefix(_ modifiers: Modifiers, _ annotations: [Annotation]) -> String {
    annotations.map { flatten($0.text) + " " }.joined()
      + modifiers.keywordList.map { $0 + " " }.joined()
  }

  func body(_ body: FunctionDeclaration.Body) -> String {
    switch body {
    case .none: return ""
    case .block: return " {...}"
    case .expression: return " = ..."
    }
  }

  /// A name in backticks when it is not a plain identifier (`name with spaces`), so that the
  /// dump reads as the Kotlin it came from.
  func escaped(_ name: String) -> String {
    let isPlain =
      !name.isEmpty && !(name.first?.isNumber ?? true)
      && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      && !Writer.hardKeywords.contains(name)
    return isPlain ? name : "`" + name + "`"
  }

  /// Kotlin's hard keywords, which are names only in backticks.
  static let hardKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]

  /// Raw source text on one line: runs of whitespace, line breaks included, become one space.
  func flatten(_ text: String) -> String {
    var result = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result += " " }
        pendingSpace = false
        result.append(character)
      }
    }
    return result
  }

  /// Text in double quotes with `\`, `"` and line breaks escaped.
  func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension DeclarationDump {
  /// ` (call Name<Arguments>)`, with `inferred` when the argument is the value's type, or
  /// ` (call receiver.function())` (see ``MemberCall/description``); empty when the property
  /// records neither.
  static func calls(_ property: PropertyDeclaration) -> String {
    if let call = property.constructorCallType {
      let inferred = property.constructorCallInfersTypeArgument ? ", argument inferred" : ""
      return " (call " + call.description + inferred + ")"
    }
    if let call = property.memberCall { return " (call \(call))" }
    return ""
  }
}
