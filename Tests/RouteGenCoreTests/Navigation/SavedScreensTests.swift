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
        restored.restoreScreens(from: try saving.savedScreens())
        #expect(restored.state == NavigationState(paths: [.home: [.feed], .profile: [.settings]]))
    }

    @Test("Data that is not saved screens changes nothing") func unreadableData() {
        let router = Self.router()
        router.state = NavigationState(paths: [.home: [.feed]])
        router.restoreScreens(from: Data("not json".utf8))
        #expect(router.state == NavigationState(paths: [.home: [.feed]]))
    }
}

/// The router's hand-over of links the spec sends to the browser.
@Suite("A router hands browser links to openInBrowser, or does not take them without it") @MainActor
struct RouterBrowserLinkTests {
    @Test("With openInBrowser the link goes there and is taken; without it the link is not taken") func browserLinks() {
        var opened: [URL] = []
        let withBrowser = Router<NavigationStateCodingTests.Screen>(
            perform: { _ in },
            openInBrowser: { opened.append($0) },
            signIn: { _ in }
        )
        #expect(withBrowser.open("https://example.com/new-page"))
        #expect(opened == [URL(string: "https://example.com/new-page")!])
        let withoutBrowser = Router<NavigationStateCodingTests.Screen>(perform: { _ in }, signIn: { _ in })
        #expect(!withoutBrowser.open("https://example.com/new-page"))
        #expect(withoutBrowser.open("feed"))
    }
}
