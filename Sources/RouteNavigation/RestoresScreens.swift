#if canImport(SwiftUI)
import SwiftUI

/// Keeps a scene's screens in the scene's storage: the stacks, the presentations and the held link the router had
/// when the scene was last saved come back when the scene's root first appears, as far as they still resolve, and
/// every change is saved. Give it the binding of an `@SceneStorage` data value, which SwiftUI keeps for each scene.
/// Whether the router became ready before the root appeared or after, a link shown or held first stays the later
/// one. Restored screens that require sign-in wait for `signedIn()` while nobody is signed in (see
/// `Router.restoreScreens(from:)`), and are saved meanwhile as they were.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RestoresScreens<Route: NavigableRoute & Codable>: ViewModifier where Route.NavigationTab: Codable {
    /// The scene's router, whose screens are saved and restored.
    public let router: Router<Route>
    @Binding private var storage: Data?

    /// Keeps a router's screens in a scene's storage.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - storage: The binding of the scene's `@SceneStorage` data value.
    public init(router: Router<Route>, storage: Binding<Data?>) {
        self.router = router
        _storage = storage
    }

    /// The content, restoring the screens when it first appears and saving them when they change.
    ///
    /// - Parameter content: The scene's root view.
    /// - Returns: The root view that restores and saves the screens.
    public func body(content: Content) -> some View {
        content.onAppear {
            // Only while nothing has been shown: neither the root appearing again later nor a restoration after a
            // link has shown (even one that left the first screen as it was) may take the person back.
            guard let storage, router.showsOnlyFirstScreens else { return }
            guard router.restoreScreens(from: storage), router.isReady else { return }
            // Restored after the router became ready, the saved held link is released as readiness releases it.
            router.becameReady()
        }
        .onChange(of: router.state) { storage = router.savedScreens() }
        .onChange(of: router.heldLink?.link) { storage = router.savedScreens() }
    }
}
#endif
