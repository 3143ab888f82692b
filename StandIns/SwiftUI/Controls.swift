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

/// A view that arranges its subviews in a vertical line.
@frozen
public struct VStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}

  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// An alignment position along the horizontal axis.
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}
