/// A custom parameter attribute that constructs views from closures.
///
/// Mirrors the real builder closely, including what it leaves out: there is no `buildArray`, so a
/// `for` loop inside a view body fails to type-check here as it does in Xcode.
@resultBuilder
public struct ViewBuilder {
  @_alwaysEmitIntoClient
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  @available(*, unavailable, message: "this expression does not conform to 'View'")
  @_disfavoredOverload
  @_alwaysEmitIntoClient
  public static func buildExpression(_ invalid: Any) -> some View {
    standInUnavailable()
  }

  @_alwaysEmitIntoClient
  public static func buildBlock() -> EmptyView { EmptyView() }

  @_alwaysEmitIntoClient
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }

  @_disfavoredOverload
  @_alwaysEmitIntoClient
  public static func buildBlock<each Content>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)> where repeat each Content: View
  {
    TupleView((repeat each content))
  }

  @_alwaysEmitIntoClient
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }

  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    standInUnavailable()
  }

  @_alwaysEmitIntoClient
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    standInUnavailable()
  }

  @_alwaysEmitIntoClient
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}
