import Foundation
import RouteNavigation
import Testing

/// A router's screens and held link, saved by one launch of a scene and restored by the next.
@Suite("A router restores the screens and the held link a scene saved") @MainActor struct SavedScreensTests {
    typealias Screen = NavigationStateCodingTests.Screen

    static func router(isSignedIn: Bool = true) -> Router<Screen> {
        Router(isReady: true, isSignedIn: isSignedIn, perform: { _ in }, signIn: { _ in })
    }

    @Test("The state and the held link come back in the next launch's router") func roundTrip() throws {
        let saving = Self.router()
        saving.state = NavigationState(selectedTab: .profile, paths: [.home: [.feed, .post]], sheet: .comments)
        var pending = PendingLink<Screen>()
        pending.hold(Screen.ResolvedLink(showing: .settings))
        let saved = try JSONEncoder().encode(SavedScreens(state: saving.state, pendingLink: pending))

        let restored = Self.router()
        restored.restoreScreens(from: saved)
        #expect(restored.state == saving.state)
        #expect(restored.heldLink?.route == .settings)
    }

    @Test("Saved screens of an earlier version keep every screen that still resolves") func removedRoute() throws {
        let saving = Self.router()
        saving.state = NavigationState(paths: [.home: [.feed, .retired, .post], .profile: [.settings]])
        let restored = Self.router()
        restored.restoreScreens(from: saving.savedScreens())
        #expect(restored.state == NavigationState(paths: [.home: [.feed], .profile: [.settings]]))
    }

    @Test("Data that is not saved screens changes nothing") func unreadableData() {
        let router = Self.router()
        router.state = NavigationState(paths: [.home: [.feed]])
        router.restoreScreens(from: Data("not json".utf8))
        #expect(router.state == NavigationState(paths: [.home: [.feed]]))
    }
}
