#if canImport(Observation)
import Foundation
import Observation

/// The app's router: it owns the screens, opens links through the routes' `resolution(for:source:)`, holds a link
/// until the app is ready and someone is signed in where the route needs it, and hands the app what only it can do
/// (an action, a browser, sign-in). A SwiftUI app keeps one in its environment and binds its views to `state`; a
/// UIKit app observes it with `withObservationTracking`.
///
/// It is `Observable` as the `@Observable` macro would make it, written out so that the key paths observers are
/// told about are made once per router: a key path into a generic class is made at run time, and made at each
/// access they took about 95% of the time of opening a link.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) @MainActor
public final class Router<Route: NavigableRoute>: Observable {
    /// The app's tabs.
    public typealias Tab = Route.NavigationTab

    /// The screens, which the app's views bind to.
    @inlinable public var state: NavigationState<Route> {
        get {
            registrar.access(self, keyPath: keyPaths.state)
            return storedState
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.state) { storedState = newValue } }
        _modify {
            registrar.access(self, keyPath: keyPaths.state)
            registrar.willSet(self, keyPath: keyPaths.state)
            defer { registrar.didSet(self, keyPath: keyPaths.state) }
            yield &storedState
        }
    }
    /// Whether the app can show links: false until its first screen and what links need are ready.
    @inlinable public private(set) var isReady: Bool {
        get {
            registrar.access(self, keyPath: keyPaths.isReady)
            return storedIsReady
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.isReady) { storedIsReady = newValue } }
    }
    /// Whether someone is signed in, as `signedIn()` and `signedOut()` said last.
    @inlinable public private(set) var isSignedIn: Bool {
        get {
            registrar.access(self, keyPath: keyPaths.isSignedIn)
            return storedIsSignedIn
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.isSignedIn) { storedIsSignedIn = newValue } }
    }
    /// The link held for readiness, sign-in or the gate; save it with `state`, and give both back to `init` after a
    /// relaunch.
    @inlinable public private(set) var pendingLink: PendingLink<Route> {
        get {
            registrar.access(self, keyPath: keyPaths.pendingLink)
            return storedPendingLink
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.pendingLink) { storedPendingLink = newValue } }
        _modify {
            registrar.access(self, keyPath: keyPaths.pendingLink)
            registrar.willSet(self, keyPath: keyPaths.pendingLink)
            defer { registrar.didSet(self, keyPath: keyPaths.pendingLink) }
            yield &storedPendingLink
        }
    }

    @usableFromInline var storedState: NavigationState<Route>
    @usableFromInline var storedIsReady: Bool
    @usableFromInline var storedIsSignedIn: Bool
    @usableFromInline var storedPendingLink: PendingLink<Route>
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline let keyPaths = ObservedKeyPaths()

    // Opening a link is inlinable, so that an app's build specializes it for its routes (generic, it took about
    // four times what resolving the link does); what it reads is visible to it.
    @usableFromInline let perform: @MainActor (Route) -> Void
    @usableFromInline let openInBrowser: (@MainActor (URL) -> Void)?
    private let signIn: @MainActor (Route) -> Void
    @usableFromInline let isAllowed: @MainActor (Route) -> Bool
    private let unlock: @MainActor (Route) -> Void
    @usableFromInline let observe: @MainActor (Route.ResolvedLink) -> Void

    /// The key paths of the observed properties, made once.
    @MainActor @usableFromInline struct ObservedKeyPaths {
        @usableFromInline let state = \Router.state
        @usableFromInline let isReady = \Router.isReady
        @usableFromInline let isSignedIn = \Router.isSignedIn
        @usableFromInline let pendingLink = \Router.pendingLink

        @usableFromInline init() {}
    }

    /// A router showing `state`, with `pendingLink` held, which hands the app what only it can do: `perform`
    /// performs an action route, which shows no screen; `openInBrowser` opens an https link of the app's that this
    /// version cannot show, when the spec's fallback says so (without it, `open` does not take such a link);
    /// `signIn` shows the app's sign-in, for a held link to a route that needs it; `isAllowed` is the app's gate
    /// beyond sign-in (onboarding finished, a subscription, a feature flag), and a link to a route it refuses is
    /// held like one waiting for sign-in, until `gateChanged()`; `unlock` shows what lets the person through the
    /// gate (onboarding, a paywall), for a held link it refuses; `observe` sees every link opened, whatever its
    /// outcome, for analytics.
    public init(
        state: NavigationState<Route> = NavigationState(),
        isReady: Bool = false,
        isSignedIn: Bool = false,
        pendingLink: PendingLink<Route> = PendingLink(),
        perform: @escaping @MainActor (Route) -> Void,
        openInBrowser: (@MainActor (URL) -> Void)? = nil,
        signIn: @escaping @MainActor (Route) -> Void,
        isAllowed: @escaping @MainActor (Route) -> Bool = { _ in true },
        unlock: @escaping @MainActor (Route) -> Void = { _ in },
        observe: @escaping @MainActor (Route.ResolvedLink) -> Void = { _ in }
    ) {
        storedState = state
        storedIsReady = isReady
        storedIsSignedIn = isSignedIn
        storedPendingLink = pendingLink
        self.perform = perform
        self.openInBrowser = openInBrowser
        self.signIn = signIn
        self.isAllowed = isAllowed
        self.unlock = unlock
        self.observe = observe
    }

    /// The link waiting for the app to be ready or for sign-in; nil when none waits or it waited past its lifetime.
    public var heldLink: Route.ResolvedLink? { pendingLink.pending() }

    /// Opens a link the app was handed: from `onOpenURL`, a scene's URL contexts or user activity, a notification.
    /// True when the app takes the link (shows it, holds it or hands it over); false for one it does not, as
    /// UIKit's `application(_:open:options:)` returns.
    @inlinable @discardableResult public func open(_ url: URL, source: Route.LinkSource? = nil) -> Bool {
        let resolution = Route.resolution(for: url, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Opens a link's text that never was a `URL`: a push payload, a scanned code. True when the app takes it.
    @inlinable @discardableResult public func open(_ string: String, source: Route.LinkSource? = nil) -> Bool {
        let resolution = Route.resolution(for: string, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Shows a route the app made itself (a button, a shortcut, a widget), by the same rules as a link to it. It is
    /// no link from outside, so `observe` does not see it.
    @inlinable public func show(_ route: Route) { handle(Route.ResolvedLink(showing: route)) }

    /// Takes the top screen off the stack showing, or dismisses a presentation at its root; see
    /// `NavigationState.pop()`.
    public func pop() { state.pop() }

    /// Takes the stack showing back to its root.
    public func popToRoot() { state.popToRoot() }

    /// Selects `tab`; selecting the tab already selected takes it back to its root, as a second tap does. While
    /// nobody is signed in, a tab whose root requires sign-in is opened as a link to its root is: held, with
    /// `signIn` asked for, and selected once someone signs in.
    public func select(_ tab: Tab) {
        if !isSignedIn, let root = Route.rootRequiringAuth(of: tab) {
            show(root)
            return
        }
        state.select(tab)
    }

    /// The selected tab, for a `TabView`'s selection: `TabView(selection: $router.selectedTab)`. A tap goes through
    /// `select(_:)`, so a tab whose root requires sign-in waits for it.
    public var selectedTab: Tab {
        get { state.selectedTab }
        set { select(newValue) }
    }

    /// Closes the sheet or the full-screen cover, with its stack.
    public func dismiss() { state.dismissPresentations() }

    /// Call once the app can show links; a held link that can be shown now is shown.
    public func becameReady() {
        isReady = true
        releaseHeldLink()
    }

    /// Call after sign-in; a held link is shown.
    public func signedIn() {
        isSignedIn = true
        releaseHeldLink()
    }

    /// Call when what `isAllowed` answers may have changed (onboarding done, a purchase, a flag): a held link the
    /// gate now lets through is shown. Screens it no longer allows stay; take them off with
    /// `removeScreens(where:)`.
    public func gateChanged() { releaseHeldLink() }

    /// Call after sign-out: a held link is dropped, so that one person's link never opens for the next, and every
    /// screen that requires sign-in leaves the stacks and presentations, with the screens above it, so that nothing
    /// private stays on screen. A selected tab whose root requires sign-in gives way to the first tab anyone may
    /// see.
    public func signedOut() {
        isSignedIn = false
        pendingLink.discard()
        state.removeScreens { $0.requiresAuth }
        if Route.rootRequiringAuth(of: state.selectedTab) != nil,
            let open = Tab.allCases.first(where: { Route.rootRequiringAuth(of: $0) == nil })
        {
            state.selectedTab = open
        }
    }

    /// The screens and the held link as data a scene keeps across launches: `@SceneStorage` in SwiftUI, the scene's
    /// restoration state in UIKit. Give it back to `restoreScreens(from:)` when the scene comes back.
    public func savedScreens() throws -> Data where Route: Codable, Route.NavigationTab: Codable {
        try JSONEncoder().encode(SavedScreens(state: state, pendingLink: pendingLink))
    }

    /// Shows the screens and holds the link that `savedScreens()` saved, keeping every screen that still resolves
    /// (a route removed since is left out with the screens above it), and says whether it did; a link held since,
    /// opened after the screens were saved, stays held in place of the saved one. Data that does not read as saved
    /// screens changes nothing. Call it before `becameReady()`, which then shows the held link if it can be shown.
    @discardableResult public func restoreScreens(from data: Data) -> Bool
    where Route: Codable, Route.NavigationTab: Codable {
        guard let saved = try? JSONDecoder().decode(SavedScreens<Route>.self, from: data) else { return false }
        state = saved.state
        if !pendingLink.holdsLink { pendingLink = saved.pendingLink }
        return true
    }

    /// Shows, holds or hands over a link; true when the app takes it.
    @inlinable @discardableResult func handle(_ resolution: Route.ResolvedLink) -> Bool {
        // The browser needs none of the app's screens, so such a link goes at once, and a link held before it,
        // which the person opened earlier, is dropped.
        if let url = resolution.browserURL {
            dropHeldLink()
            guard let openInBrowser else { return false }
            openInBrowser(url)
            return true
        }
        guard let route = resolution.route else {
            dropHeldLink()
            return false
        }
        guard PendingLink.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: { isAllowed($0) })
        else {
            hold(resolution)
            return true
        }
        dropHeldLink()
        navigate(to: route)
        return true
    }

    /// Drops the held link, as a later link does: for the app whose sign-in or gate the person cancelled, so that
    /// the link does not open after a later sign-in. The pending link is written only when it holds one, so that
    /// views reading `heldLink` are not invalidated by every link.
    @inlinable public func dropHeldLink() { if pendingLink.holdsLink { discardHeldLink() } }

    @usableFromInline func discardHeldLink() { pendingLink.discard() }

    /// Holds a link the app cannot show yet, and asks for what it waits for.
    @usableFromInline func hold(_ resolution: Route.ResolvedLink) {
        pendingLink.hold(resolution)
        askForWhatTheHeldLinkNeeds()
    }

    private func releaseHeldLink() {
        if let ready = pendingLink.release(isReady: isReady, isSignedIn: isSignedIn, isAllowed: { isAllowed($0) }),
            let route = ready.route
        {
            navigate(to: route)
        } else {
            askForWhatTheHeldLinkNeeds()
        }
    }

    /// Once the app is ready, a held link asks for sign-in when its route requires it and nobody is signed in, else
    /// for the gate to open when the gate refuses it.
    private func askForWhatTheHeldLinkNeeds() {
        guard isReady, let route = pendingLink.pending()?.route else { return }
        if route.requiresAuth, !isSignedIn { signIn(route) } else if !isAllowed(route) { unlock(route) }
    }

    @inlinable func navigate(to route: Route) { if let action = state.apply(route) { perform(action) } }
}
#endif
