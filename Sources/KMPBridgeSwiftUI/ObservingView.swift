#if canImport(SwiftUI)
import KMPBridge
import SwiftUI

/// Shows the latest value of a Kotlin flow (or any `FlowSource`), collected for the view's
/// lifetime: SwiftUI's `collectAsState()`.
///
/// ```swift
/// ObservingView(stateFlow: store.value.count) { count in      // first frame: the current value
///   Text("\(count)")
/// }
///
/// ObservingView(flow: searchResults, initialValue: []) { results in ResultList(results) }
///
/// ObservingView(flow: notifications) { latest in Banner(latest) } placeholder: { ProgressView() }
///
/// ObservingView(profile.name, profile.followers) { name, followers in    // several state flows
///   Text("\(name): \(followers)")
/// }
///
/// ObservingView(stateFlow: feed) { items in FeedList(items) } failure: { error, retry in
///   ErrorView(error, retry: retry)                                     // instead of crashing
/// }
/// ```
///
/// Collection runs in the view's `.task`: it starts when the view appears, stops when it
/// disappears (the upstream Kotlin collection is cancelled) and starts again when it reappears.
/// The collected state survives re-renders of the parent. When the view is given a different flow
/// (compared by identity for classes, by value for `Hashable` flows, by the flows they wrap for
/// `map`, `asOptional()` and combined flows), it starts over with it.
public struct ObservingView<Value, Content: View>: View {
  @State private var holder = FlowStateHolder<Value>()
  private let identity: AnyHashable
  private let makeState: @MainActor () -> FlowState<Value>
  private let content: @MainActor (FlowState<Value>) -> Content

  init(
    identity: AnyHashable,
    makeState: @escaping @MainActor () -> FlowState<Value>,
    content: @escaping @MainActor (FlowState<Value>) -> Content
  ) {
    self.identity = identity
    self.makeState = makeState
    self.content = content
  }

  public var body: some View {
    let state = holder.state(for: identity, make: makeState)
    content(state)
      .task(id: identity) {
        await state.runFollowingRetries()
      }
  }
}

extension ObservingView {
  /// Shows a state flow's value, starting from its current value.
  public init<Source: StateFlowSource>(
    stateFlow: Source,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content
  ) where Source.Element == Value {
    self.init(
      identity: flowIdentity(of: stateFlow),
      makeState: { FlowState(stateFlow, policy: policy) },
      content: { content($0.value) })
  }

  /// Shows a flow's value, starting from `initialValue` until it emits.
  public init<Source: FlowSource>(
    flow: Source,
    initialValue: Value,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (Value) -> Content
  ) where Source.Element == Value {
    self.init(
      identity: flowIdentity(of: flow),
      makeState: { FlowState(flow, initialValue: initialValue, policy: policy) },
      content: { content($0.value) })
  }

  /// Shows a state flow's value, or `failure` once the flow has failed.
  ///
  /// `retry` collects the flow again.
  public init<Source: StateFlowSource, Success: View, Failure: View>(
    stateFlow: Source,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (Value) -> Success,
    @ViewBuilder failure:
      @escaping @MainActor (_ error: any Error, _ retry: @escaping @MainActor () -> Void) -> Failure
  ) where Source.Element == Value, Content == _ConditionalContent<Failure, Success> {
    self.init(
      identity: flowIdentity(of: stateFlow),
      makeState: { FlowState(stateFlow, policy: policy) },
      content: { state in
        FailureSwitch.build(state: state, content: content, failure: failure)
      })
  }

  /// Shows a flow's value, or `failure` once the flow has failed, starting from `initialValue`.
  public init<Source: FlowSource, Success: View, Failure: View>(
    flow: Source,
    initialValue: Value,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (Value) -> Success,
    @ViewBuilder failure:
      @escaping @MainActor (_ error: any Error, _ retry: @escaping @MainActor () -> Void) -> Failure
  ) where Source.Element == Value, Content == _ConditionalContent<Failure, Success> {
    self.init(
      identity: flowIdentity(of: flow),
      makeState: { FlowState(flow, initialValue: initialValue, policy: policy) },
      content: { state in
        FailureSwitch.build(state: state, content: content, failure: failure)
      })
  }

  /// Shows `placeholder` until a flow without a current value has emitted, then its value.
  public init<Source: FlowSource, Element, Loaded: View, Placeholder: View>(
    flow: Source,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (Element) -> Loaded,
    @ViewBuilder placeholder: @escaping @MainActor () -> Placeholder
  )
  where
    Source.Element == Element, Value == Element?,
    Content == _ConditionalContent<Loaded, Placeholder>
  {
    self.init(
      identity: flowIdentity(of: flow),
      makeState: { FlowState(flow.asOptional(), initialValue: nil, policy: policy) },
      content: { state in
        PlaceholderSwitch.build(value: state.value, content: content, placeholder: placeholder)
      })
  }

  /// Shows the latest values of several state flows together, from their current values.
  public init<each Source: StateFlowSource>(
    _ sources: repeat each Source,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (repeat (each Source).Element) -> Content
  ) where Value == (repeat (each Source).Element) {
    var identities: [AnyHashable] = []
    for source in repeat each sources { identities.append(flowIdentity(of: source)) }
    self.init(
      identity: AnyHashable(identities),
      makeState: { FlowState(combining: repeat each sources, policy: policy) },
      content: { state in
        let values = state.value
        return content(repeat each values)
      })
  }

  /// Shows the latest values of several flows together once each has emitted, and
  /// `placeholder` until then (for flows without a current value).
  ///
  /// ```swift
  /// ObservingView(feed.posts, feed.unread) { posts, unread in
  ///   FeedList(posts, badge: unread)
  /// } placeholder: {
  ///   ProgressView()
  /// }
  /// ```
  public init<each Source: FlowSource, Loaded: View, Placeholder: View>(
    _ sources: repeat each Source,
    policy: FlowDeliveryPolicy = .state,
    @ViewBuilder content: @escaping @MainActor (repeat (each Source).Element) -> Loaded,
    @ViewBuilder placeholder: @escaping @MainActor () -> Placeholder
  )
  where
    Value == (repeat (each Source).Element)?,
    Content == _ConditionalContent<Loaded, Placeholder>
  {
    var identities: [AnyHashable] = []
    for source in repeat each sources { identities.append(flowIdentity(of: source)) }
    self.init(
      identity: AnyHashable(identities),
      makeState: { FlowState(combining: repeat each sources, policy: policy) },
      content: { state in
        PlaceholderSwitch.build(
          value: state.value, content: { values in content(repeat each values) },
          placeholder: placeholder)
      })
  }
}

/// Holds one `FlowState` across re-renders, replacing it when the flow changes.
@MainActor
final class FlowStateHolder<Value> {
  private var identity: AnyHashable?
  private var current: FlowState<Value>?

  func state(for identity: AnyHashable, make: () -> FlowState<Value>) -> FlowState<Value> {
    if let current, self.identity == identity { return current }
    let state = make()
    self.identity = identity
    current = state
    return state
  }
}

@MainActor
enum FailureSwitch {
  @ViewBuilder
  static func build<Value, Success: View, Failure: View>(
    state: FlowState<Value>,
    content: (Value) -> Success,
    failure: (any Error, @escaping @MainActor () -> Void) -> Failure
  ) -> _ConditionalContent<Failure, Success> {
    if let error = state.phase.error {
      failure(error, { state.start() })
    } else {
      content(state.value)
    }
  }
}

@MainActor
enum PlaceholderSwitch {
  @ViewBuilder
  static func build<Element, Loaded: View, Placeholder: View>(
    value: Element?,
    content: (Element) -> Loaded,
    placeholder: () -> Placeholder
  ) -> _ConditionalContent<Loaded, Placeholder> {
    if let value {
      content(value)
    } else {
      placeholder()
    }
  }
}
#endif
