/// One place where the prediction and a real framework header disagree.
public struct HeaderDisagreement: Sendable, Hashable, CustomStringConvertible {
  /// What disagrees.
  public enum Kind: String, Sendable, Hashable {
    /// A predicted class or protocol is not in the header.
    case typeMissingFromHeader
    /// A class or protocol of the module's prefix is in the header but was not predicted.
    case typeMissingFromPrediction
    /// A type's Swift name differs.
    case typeSwiftName
    /// Whether Swift can subclass the type differs.
    case subclassing
    /// The number of generic parameters differs.
    case genericParameters
    /// A predicted member is not in the header.
    case memberMissingFromHeader
    /// A member's Swift name differs.
    case memberSwiftName
    /// A method or property of a matched type is in the header but was not predicted.
    case memberMissingFromPrediction
  }

  /// What disagrees.
  public var kind: Kind
  /// The Kotlin declaration concerned (`com.example.Profile.State`, `…State.load`), if known.
  public var kotlinName: String?
  /// The Objective-C name or selector concerned.
  public var objCName: String
  /// What was predicted.
  public var predicted: String?
  /// What the header says (and what is used).
  public var actual: String?
  /// The header line, or 0 when the header has no such declaration.
  public var line: Int

  /// Creates a disagreement.
  public init(
    kind: Kind, kotlinName: String?, objCName: String, predicted: String?, actual: String?,
    line: Int
  ) {
    self.kind = kind
    self.kotlinName = kotlinName
    self.objCName = objCName
    self.predicted = predicted
    self.actual = actual
    self.line = line
  }

  /// A diagnostic message: `header disagrees on the Swift name of …: predicted 'A.BC', header
  /// says 'A.B_C' (the header wins)`.
  public var description: String {
    let subject = kotlinName.map { "\($0) (\(objCName))" } ?? objCName
    switch kind {
    case .typeMissingFromHeader:
      return "header has no declaration for \(subject); predicted Swift name '\(predicted ?? "")'"
    case .typeMissingFromPrediction:
      return "header declares \(objCName) ('\(actual ?? "")'), which was not predicted"
    case .memberMissingFromHeader:
      return "header has no member \(subject); predicted '\(predicted ?? "")'"
    case .memberMissingFromPrediction:
      return "header declares \(objCName) ('\(actual ?? "")'), which was not predicted"
    case .typeSwiftName, .memberSwiftName:
      return "header disagrees on the Swift name of \(subject): predicted '\(predicted ?? "")', "
        + "header says '\(actual ?? "")' (the header wins)"
    case .subclassing:
      return "header disagrees on whether Swift can subclass \(subject): predicted "
        + "\(predicted ?? ""), header says \(actual ?? "")"
    case .genericParameters:
      return "header disagrees on the generic parameters of \(subject): predicted "
        + "<\(predicted ?? "")>, header says <\(actual ?? "")>"
    }
  }
}
