#if canImport(SwiftUI)
import SwiftUI

/// Keeps a scene's screens in the scene's storage: the stacks, the presentations and the held link the router had
/// when the scene was last saved come back when the scene's root first appears, as far as they still resolve, and
/// every change is saved. Give it the binding of an `@SceneStorage` data value, which SwiftUI keeps for each scene,
/// and let the router become ready after it, as `.task { router.becameReady() }` on the root does.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RestoresScreens<Route: NavigableRoute & Codable>: ViewModifier where Route.NavigationTab: Codable {
    /// The scene's router, whose screens are saved and restored.
    public let router: Router<Route>
    @Binding private var storage: Data?

    /// Keeps the screens of `router` in `storage`.
    public init(router: Router<Route>, storage: Binding<Data?>) {
        self.router = router
        _storage = storage
    }

    /// `content`, restoring the screens when it first appears and saving them when they change.
    public func body(content: Content) -> some View {
        content.onAppear {
            // Only before the router is ready: the root appearing again later must not take the person back.
            if !router.isReady, let storage { router.restoreScreens(from: storage) }
        }
        .onChange(of: router.state) { storage = try? router.savedScreens() }
        .onChange(of: router.heldLink?.link) { storage = try? router.savedScreens() }
    }
}
#endif
