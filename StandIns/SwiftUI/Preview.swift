/// Creates a preview of a SwiftUI view.
///
/// On Linux the macro expands to nothing (StandIns/PreviewMacros); its arguments are still
/// type-checked against this declaration.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "KMPBridgePreviewMacros", type: "PreviewMacro")
