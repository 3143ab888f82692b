#if canImport(SwiftUI)
import KMPBridge
import SwiftUI

extension View {
  /// Writes every value of `flow` into `binding` while the view is visible.
  ///
  /// ```swift
  /// @State private var unread = 0
  /// var body: some View {
  ///   Inbox().badge(unread).collect(session.unreadCount, into: $unread)
  /// }
  /// ```
  ///
  /// Collection starts when the view appears and stops when it disappears; under the default
  /// `FlowDeliveryPolicy/state` policy a state flow's current value is written first.
  public func collect<Source: FlowSource>(
    _ flow: Source,
    into binding: Binding<Source.Element>,
    policy: FlowDeliveryPolicy = .state
  ) -> some View where Source.Element: Sendable {
    task(id: flowIdentity(of: flow)) { @MainActor in
      let state = FlowState(flow, initialValue: binding.wrappedValue, policy: policy)
      state.onValue = { binding.wrappedValue = $0 }
      await state.runFollowingRetries()
    }
  }
}
#endif
