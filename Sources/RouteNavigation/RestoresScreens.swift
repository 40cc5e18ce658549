#if canImport(SwiftUI)
import SwiftUI

/// Keeps a scene's screens in the scene's storage: the stacks, the presentations and the held link the router had
/// when the scene was last saved come back when the scene's root first appears, as far as they still resolve, and
/// every change is saved. Give it the binding of an `@SceneStorage` data value, which SwiftUI keeps for each scene.
/// Whether the router became ready before the root appeared or after, a link shown or held first stays the later
/// one.
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
            // Only while nothing shows: neither the root appearing again later nor a restoration after a link has
            // been shown may take the person back.
            guard let storage, !router.isReady || router.state == NavigationState() else { return }
            guard router.restoreScreens(from: storage), router.isReady else { return }
            // Restored after the router became ready, the saved held link is released as readiness releases it.
            router.becameReady()
        }
        .onChange(of: router.state) { storage = try? router.savedScreens() }
        .onChange(of: router.heldLink?.link) { storage = try? router.savedScreens() }
    }
}
#endif
