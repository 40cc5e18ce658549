import Foundation
import RouteNavigation
import Testing

/// A router through an app's life: saved by one launch and restored by the next, which starts signed out and
/// learns of sign-in later, across an update of the routes, and beside the app's own presentations.
@Suite("A router keeps its promises across launches, updates and sign-in learned late") @MainActor
struct RouterLifeTests {
    typealias Screen = LifeScreen
    typealias State = NavigationState<Screen>

    static func router(isReady: Bool = true, isSignedIn: Bool = false) -> Router<Screen> {
        Router(isReady: isReady, isSignedIn: isSignedIn, perform: { _ in }, signIn: { _ in })
    }

    /// The screens of a signed-in launch: a card in the wallet, which is selected, an order and a product.
    static func savedWhileSignedIn() -> (state: State, data: Data) {
        let router = Self.router(isSignedIn: true)
        router.show(.product(2))
        router.show(.order(3))
        router.show(.card(1))
        return (router.state, router.savedScreens())
    }

    @Test("A new router signed out does not start on a tab whose root requires sign-in") func startsOnAnOpenTab() {
        let router = Self.router()
        #expect(router.state.selectedTab == .home)
        router.open("note/4")
        #expect(router.state == State(selectedTab: .home, paths: [.home: [.note(4)]]))
    }

    @Test("Restored screens that require sign-in wait for it, and come back when the app learns of it")
    func restoredScreensWaitForSignIn() {
        let saved = Self.savedWhileSignedIn()
        let router = Self.router()
        #expect(router.restoreScreens(from: saved.data))
        #expect(router.state == State(selectedTab: .home, paths: [.home: [.product(2)]]))
        router.signedIn()
        #expect(router.state == saved.state)
    }

    @Test("Restored screens that wait for sign-in go at sign-out, and do not come back at a later sign-in")
    func restoredScreensGoAtSignOut() {
        let router = Self.router()
        router.restoreScreens(from: Self.savedWhileSignedIn().data)
        router.signedOut()
        router.signedIn()
        #expect(router.state == State(selectedTab: .home, paths: [.home: [.product(2)]]))
    }

    @Test("While restored screens wait for sign-in, saving keeps them") func savedWhileWaiting() {
        let saved = Self.savedWhileSignedIn()
        let waiting = Self.router()
        waiting.restoreScreens(from: saved.data)
        let next = Self.router(isSignedIn: true)
        next.restoreScreens(from: waiting.savedScreens())
        #expect(next.state == saved.state)
    }

    @Test("A link shown before sign-in is learned stays; the waiting stacks of the tabs not showing come back")
    func linkShownBeforeSignInStays() {
        let router = Self.router()
        router.restoreScreens(from: Self.savedWhileSignedIn().data)
        router.open("settings")
        router.signedIn()
        let paths: [Screen.NavigationTab: [Screen]] = [.wallet: [.card(1)], .home: [.product(2)], .orders: [.order(3)]]
        #expect(router.state == State(selectedTab: .home, paths: paths, sheet: .settings))
    }

    @Test("After an update that makes a route require sign-in, its saved screen waits for sign-in")
    func updateMakesARoutePrivate() {
        let router = Self.router()
        router.show(.product(2))
        let data = router.savedScreens()
        Screen.$version.withValue(2) {
            let updated = Self.router()
            updated.restoreScreens(from: data)
            #expect(updated.state == State(selectedTab: .home))
            updated.signedIn()
            #expect(updated.state == State(selectedTab: .home, paths: [.home: [.product(2)]]))
        }
    }

    @Test("Restored screens go where today's routes put them: no action on a stack, moved routes left out")
    func updateMovesAndRetypesRoutes() {
        let router = Self.router(isSignedIn: true)
        router.show(.order(3))
        router.show(.note(5))
        router.show(.settings)
        let data = router.savedScreens()
        Screen.$version.withValue(2) {
            let updated = Self.router(isSignedIn: true)
            #expect(updated.restoreScreens(from: data))
            #expect(updated.state == State(selectedTab: .orders))
        }
    }

    @Test("A screen whose link leads elsewhere is left out of the saved screens, with those above it")
    func screenWithoutALinkBack() {
        let router = Self.router(isSignedIn: true)
        router.state = State(selectedTab: .home, paths: [.home: [.product(1), .profile("me"), .product(2)]])
        let restored = Self.router(isSignedIn: true)
        #expect(restored.restoreScreens(from: router.savedScreens()))
        #expect(restored.state == State(selectedTab: .home, paths: [.home: [.product(1)]]))
    }

    @Test("A sheet waits while the app presents its own screen, and shows once it is gone")
    func sheetWaitsForTheAppsPresentation() {
        let router = Self.router()
        router.appIsPresenting = true
        router.open("settings")
        #expect(router.state.sheet == nil)
        router.appIsPresenting = false
        #expect(router.state.sheet == .settings)
    }

    @Test("A later link wins over a sheet waiting for the app's presentation") func laterLinkWins() {
        let router = Self.router()
        router.appIsPresenting = true
        router.open("settings")
        router.open("note/2")
        router.appIsPresenting = false
        #expect(router.state == State(selectedTab: .home, paths: [.home: [.note(2)]]))
    }

    @Test("A presentation UIKit refused leaves the state and shows once the app's own presentation ends")
    func refusedPresentation() {
        let router = Self.router()
        router.open("settings")
        router.presentationRefused()
        #expect(router.state.sheet == nil)
        #expect(router.appIsPresenting)
        router.appIsPresenting = false
        #expect(router.state.sheet == .settings)
    }

    @Test("Sign-out drops a sheet waiting for the app's presentation, which the next person never sees")
    func signOutDropsAWaitingSheet() {
        let router = Self.router(isSignedIn: true)
        router.appIsPresenting = true
        router.open("receipt/5")
        router.signedOut()
        router.appIsPresenting = false
        #expect(router.state.sheet == nil)
        #expect(router.heldLink == nil)
    }

    @Test("Calling signedIn() or signedOut() again changes nothing") func signInIsIdempotent() {
        let router = Self.router(isSignedIn: true)
        router.show(.order(3))
        router.signedIn()
        #expect(router.state == State(selectedTab: .orders, paths: [.orders: [.order(3)]]))
        router.signedOut()
        router.signedOut()
        #expect(router.state == State(selectedTab: .orders))
    }
}
