/// A control that initiates an action.
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
  @preconcurrency
  nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
  {}

  public var body: some View { standInBody() }
}

extension Button where Label == Text {
  @preconcurrency
  nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
  }

  @_disfavoredOverload
  @preconcurrency
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {}
}
