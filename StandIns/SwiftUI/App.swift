/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene

  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }

  @MainActor @preconcurrency
  init()
}

extension App {
  /// Initializes and runs the app.
  @MainActor @preconcurrency
  public static func main() { standInUnavailable() }
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene

  @SceneBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }

  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content>: Scene where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}

  public var body: Never { standInUnavailable() }
}
