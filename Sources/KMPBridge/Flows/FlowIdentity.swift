/// A flow made from other flows (`map`, `asOptional()`, a combination), which is the same flow
/// exactly when they are: its transform, a closure, cannot be compared and is assumed to stay the
/// same.
package protocol WrappingFlow {
  /// The identities of the flows it wraps (see ``flowIdentity(of:)``).
  var wrappedIdentity: AnyHashable { get }
}

/// A flow's identity, which `ObservingView` and `.collect` compare to tell whether they were given
/// another flow: its object identity for classes, its value when `Hashable`, its type and the
/// identities of the flows it wraps for a ``WrappingFlow`` (`vm.state.map(\.title)` of another
/// view model is another flow), otherwise its type (a struct flow that is none of these is
/// assumed to stay the same).
package func flowIdentity<Source: FlowSource>(of source: Source) -> AnyHashable {
  if Source.self is AnyClass {
    return AnyHashable(ObjectIdentifier(source as AnyObject))
  }
  if let hashable = source as? any Hashable {
    return AnyHashable(hashable)
  }
  if let wrapping = source as? any WrappingFlow {
    return AnyHashable([AnyHashable(ObjectIdentifier(Source.self)), wrapping.wrappedIdentity])
  }
  return AnyHashable(ObjectIdentifier(Source.self))
}

extension MappedFlow: WrappingFlow {
  package var wrappedIdentity: AnyHashable { flowIdentity(of: base) }
}

extension MappedStateFlow: WrappingFlow {
  package var wrappedIdentity: AnyHashable { flowIdentity(of: base) }
}

extension OptionalFlow: WrappingFlow {
  package var wrappedIdentity: AnyHashable { flowIdentity(of: base) }
}

extension CombinedFlow: WrappingFlow {
  package var wrappedIdentity: AnyHashable {
    var identities: [AnyHashable] = []
    for source in repeat each sources { identities.append(flowIdentity(of: source)) }
    return AnyHashable(identities)
  }
}
