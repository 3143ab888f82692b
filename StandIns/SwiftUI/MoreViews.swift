/// A view that displays an image.
@frozen
public struct Image: Equatable, Sendable {
  private let name: String

  /// Creates a system symbol image.
  nonisolated public init(systemName: String) { name = systemName }
}

extension Image: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A standard label for user interface items, consisting of an icon with a title.
public struct Label<Title, Icon> where Title: View, Icon: View {}

extension Label: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a system icon image and a title generated from a localized string.
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

  /// Creates a label with a system icon image and a title generated from a string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

/// A view that shows the progress toward completion of a task.
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {}

extension ProgressView: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress.
  nonisolated public init() where Label == EmptyView {}

  /// Creates a progress view with a label generated from a localized string.
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {}

  /// Creates a progress view with a label generated from a string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S) where Label == Text, S: StringProtocol {}
}

/// A control that displays an editable text interface.
public struct TextField<Label> where Label: View {}

extension TextField: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

  /// Creates a text field with a text label generated from a title string.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed.
public struct LazyVStack<Content> where Content: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension LazyVStack: View {
  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
  nonisolated public init() {}

  public typealias Body = Never

  public var body: Never { standInUnavailable() }
}

extension View {
  /// Sets the tab bar item associated with this view.
  nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
    standInBody()
  }

  /// Presents an alert with a message when a given condition is true, using a localized string
  /// key for a title.
  nonisolated public func alert<A, M>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where A: View, M: View {
    standInBody()
  }

  /// Presents an alert with a message when a given condition is true, using a string variable
  /// as a title.
  @_disfavoredOverload
  nonisolated public func alert<S, A, M>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View where S: StringProtocol, A: View, M: View {
    standInBody()
  }
}
