#if canImport(Observation)
import Foundation
import Observation

/// The app's router: it owns the screens, opens links through the routes' `resolution(for:source:)`, holds a link
/// until the app is ready and someone is signed in where the route needs it, and hands the app what only it can do
/// (an action, a browser, sign-in). A SwiftUI app keeps one in its environment and binds its views to `state`; a
/// UIKit app observes it with `withObservationTracking`.
///
/// No screen that requires sign-in shows while nobody is signed in, across launches too: screens the router is made
/// with or restores that require it wait out of sight until `signedIn()`, and go at `signedOut()`.
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

    /// Whether the app presents a screen of its own over the router's (its sign-in, an alert, a share sheet), over
    /// which neither UIKit nor SwiftUI presents another: while it is true, a link to a sheet or a full-screen route
    /// waits, out of `state`, and shows once it is false again, unless a later link comes first. Set it around the
    /// app's own presentations; `RouterCoordinator` sets it when UIKit refuses a presentation, and clears it once
    /// nothing of the app's is presented.
    public var appIsPresenting: Bool {
        get {
            registrar.access(self, keyPath: keyPaths.appIsPresenting)
            return storedAppIsPresenting
        }
        set {
            let ended = storedAppIsPresenting && !newValue
            registrar.withMutation(of: self, keyPath: keyPaths.appIsPresenting) { storedAppIsPresenting = newValue }
            if ended { showWaitingPresentation() }
        }
    }

    @usableFromInline var storedState: NavigationState<Route>
    @usableFromInline var storedAppIsPresenting = false
    /// The sheet or full-screen route that waits for the app's own presentation to end, only while
    /// `appIsPresenting`.
    @usableFromInline var waitingPresentation: Route?
    /// How many routes the router has shown, so that restored screens never replace one a link showed.
    @usableFromInline var shownRouteCount = 0
    /// Whether restored screens came back, which a scene's storage restores only once.
    private var hasRestoredScreens = false
    /// Screens the router was made with or restored that require sign-in, kept out of sight while nobody is.
    private var withheldScreens: WithheldScreens?
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
        @usableFromInline let appIsPresenting = \Router.appIsPresenting

        @usableFromInline init() {}
    }

    /// Screens given to the router while nobody is signed in, and what showed in their place.
    private struct WithheldScreens {
        /// The screens as they were given.
        let screens: NavigationState<Route>
        /// The screens anyone may see, which showed instead.
        let shownInstead: NavigationState<Route>
        /// The router's count of shown routes when the screens were given.
        let shownRouteCount: Int
    }

    /// A router showing the given screens, which hands the app what only it can do.
    ///
    /// `state` is shown as the routes' placement says (see `NavigationState.removeMisplacedScreens()`); while
    /// nobody is signed in, its screens that require sign-in, and a selected tab whose root requires it, wait for
    /// `signedIn()`, as restored screens do.
    ///
    /// - Parameters:
    ///   - state: The screens to show.
    ///   - isReady: Whether the app can show links already.
    ///   - isSignedIn: Whether someone is signed in, when the app knows it synchronously.
    ///   - pendingLink: The link to hold, as a relaunch saved it with `state`.
    ///   - perform: Performs an action route, which shows no screen.
    ///   - openInBrowser: Opens an https link of the app's that this version cannot show, when the spec's fallback
    ///     says so; without it, `open` does not take such a link.
    ///   - signIn: Shows the app's sign-in, for a held link to a route that needs it.
    ///   - isAllowed: The app's gate beyond sign-in (onboarding finished, a subscription, a feature flag): a link
    ///     to a route it refuses is held like one waiting for sign-in, until `gateChanged()`.
    ///   - unlock: Shows what lets the person through the gate (onboarding, a paywall), for a held link it refuses.
    ///   - observe: Sees every link opened, whatever its outcome, for analytics.
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
        var placed = state
        placed.removeMisplacedScreens()
        storedState = placed
        storedIsReady = isReady
        storedIsSignedIn = isSignedIn
        storedPendingLink = pendingLink
        self.perform = perform
        self.openInBrowser = openInBrowser
        self.signIn = signIn
        self.isAllowed = isAllowed
        self.unlock = unlock
        self.observe = observe
        if !isSignedIn { withholdScreensRequiringSignIn() }
    }

    /// The link waiting for the app to be ready or for sign-in; nil when none waits or it waited past its lifetime.
    public var heldLink: Route.ResolvedLink? { pendingLink.pending() }

    /// Opens a link the app was handed: from `onOpenURL`, a scene's URL contexts or user activity, a notification.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - source: Where the app got it, which the resolution keeps for `observe`.
    /// - Returns: True when the app takes the link (shows it, holds it or hands it over); false for one it does
    ///   not, as UIKit's `application(_:open:options:)` returns.
    @inlinable @discardableResult public func open(_ url: URL, source: Route.LinkSource? = nil) -> Bool {
        let resolution = Route.resolution(for: url, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Opens a link's text that never was a `URL`: a push payload, a scanned code.
    ///
    /// - Parameters:
    ///   - string: The link's text.
    ///   - source: Where the app got it, which the resolution keeps for `observe`.
    /// - Returns: True when the app takes the link (shows it, holds it or hands it over).
    @inlinable @discardableResult public func open(_ string: String, source: Route.LinkSource? = nil) -> Bool {
        let resolution = Route.resolution(for: string, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Shows a route the app made itself (a button, a shortcut, a widget), by the same rules as a link to it. It is
    /// no link from outside, so `observe` does not see it.
    ///
    /// - Parameter route: The route to show.
    @inlinable public func show(_ route: Route) { handle(Route.ResolvedLink(showing: route)) }

    /// Takes the top screen off the stack showing, or dismisses a presentation at its root; see
    /// `NavigationState.pop()`.
    public func pop() { state.pop() }

    /// Takes the stack showing back to its root.
    public func popToRoot() { state.popToRoot() }

    /// Selects a tab; selecting the tab already selected takes it back to its root, as a second tap does. While
    /// nobody is signed in, a tab whose root requires sign-in is opened as a link to its root is: held, with
    /// `signIn` asked for, and selected once someone signs in.
    ///
    /// - Parameter tab: The tab to select.
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

    /// Call after sign-in, and whenever the app learns that someone is signed in (at launch, from its stored
    /// session): screens that waited for sign-in come back, then a held link is shown. Calling it again while
    /// someone is signed in changes nothing.
    public func signedIn() {
        if !isSignedIn { isSignedIn = true }
        if let withheld = withheldScreens {
            withheldScreens = nil
            state = screens(with: withheld)
        }
        releaseHeldLink()
    }

    /// Call when what `isAllowed` answers may have changed (onboarding done, a purchase, a flag): a held link the
    /// gate now lets through is shown. Screens it no longer allows stay; take them off with
    /// `removeScreens(where:)`.
    public func gateChanged() { releaseHeldLink() }

    /// Call after sign-out, and when the app learns that nobody is: a held link, and a presentation waiting for the
    /// app's own to end, are dropped, so that one person's link never opens for the next; screens that waited for
    /// sign-in are dropped; and every screen that requires sign-in leaves the stacks and presentations, with the
    /// screens above it, so that nothing private stays on screen. A selected tab whose root requires sign-in gives
    /// way to the first tab anyone may see.
    public func signedOut() {
        if isSignedIn { isSignedIn = false }
        pendingLink.discard()
        waitingPresentation = nil
        withheldScreens = nil
        let open = storedState.withoutScreensRequiringSignIn
        if open != storedState { state = open }
    }

    /// The screens and the held link as data a scene keeps across launches: `@SceneStorage` in SwiftUI, the scene's
    /// restoration state in UIKit. Give it back to `restoreScreens(from:)` when the scene comes back.
    ///
    /// - Returns: The saved screens. Screens that wait for sign-in are saved where they will show; a screen whose
    ///   link does not lead back to it (which no link opened) is left out, with the screens above it, so saving
    ///   always gives the other screens.
    public func savedScreens() -> Data where Route: Codable, Route.NavigationTab: Codable {
        var screens = withheldScreens.map(screens(with:)) ?? storedState
        let encoder = JSONEncoder()
        screens.removeScreens { (try? encoder.encode([$0])) == nil }
        // Every screen left encodes, and tabs and the held link are plain values: encoding cannot fail.
        return (try? encoder.encode(SavedScreens(state: screens, pendingLink: pendingLink))) ?? Data()
    }

    /// Shows the screens and holds the link that `savedScreens()` saved, each where this version's routes put it (a
    /// route removed since, or one this version would not put on its stack, is left out with the screens above
    /// it); a link held since, opened after the screens were saved, stays held in place of the saved one. While
    /// nobody is signed in, restored screens that require sign-in wait for `signedIn()`, out of sight, and go at
    /// `signedOut()`. Call it before `becameReady()`, which then shows the held link if it can be shown.
    ///
    /// - Parameter data: What `savedScreens()` gave.
    /// - Returns: Whether the screens were restored; data that does not read as saved screens changes nothing.
    @discardableResult public func restoreScreens(from data: Data) -> Bool
    where Route: Codable, Route.NavigationTab: Codable {
        guard let saved = try? JSONDecoder().decode(SavedScreens<Route>.self, from: data) else { return false }
        hasRestoredScreens = true
        state = saved.state
        if !pendingLink.holdsLink { pendingLink = saved.pendingLink }
        if !isSignedIn { withholdScreensRequiringSignIn() }
        return true
    }

    /// Whether nothing has been shown yet: no route a link or the app showed, no restored screens.
    var showsOnlyFirstScreens: Bool { shownRouteCount == 0 && !hasRestoredScreens }

    /// For a coordinator of the app's screens whose presentation of the sheet or the full-screen cover UIKit
    /// refused, because the app presents a screen of its own: the presentation leaves `state`, which then shows
    /// what is on screen, and its route waits until `appIsPresenting` is false again.
    public func presentationRefused() {
        // The top of a presentation is the visible screen, and applied again it presents the same stack.
        guard storedState.sheet != nil || storedState.fullScreenCover != nil, let route = storedState.visibleRoute
        else { return }
        state.dismissPresentations()
        waitingPresentation = route
        if !storedAppIsPresenting { appIsPresenting = true }
    }

    /// Shows the current state's screens anyone may see and keeps the rest until sign-in.
    private func withholdScreensRequiringSignIn() {
        let open = storedState.withoutScreensRequiringSignIn
        guard open != storedState else { return }
        withheldScreens = WithheldScreens(
            screens: storedState,
            shownInstead: open,
            shownRouteCount: shownRouteCount
        )
        state = open
    }

    /// The screens to show once someone signed in: the withheld ones when nothing has changed since they were
    /// withheld; otherwise what shows now, with the withheld stacks of the tabs not showing whose stacks are as
    /// they were, so that a link shown meanwhile, or the person's own navigation, stays on screen.
    private func screens(with withheld: WithheldScreens) -> NavigationState<Route> {
        if shownRouteCount == withheld.shownRouteCount, storedState == withheld.shownInstead {
            return withheld.screens
        }
        var screens = storedState
        for tab in Tab.allCases where tab != screens.selectedTab {
            guard screens[path: tab] == withheld.shownInstead[path: tab] else { continue }
            screens[path: tab] = withheld.screens[path: tab]
        }
        return screens
    }

    /// Shows, holds or hands over a link; true when the app takes it.
    @inlinable @discardableResult func handle(_ resolution: Route.ResolvedLink) -> Bool {
        // The browser needs none of the app's screens, so such a link goes at once, and the links waiting before
        // it, which the person opened earlier, are dropped.
        if let url = resolution.browserURL {
            dropWaitingLinks()
            guard let openInBrowser else { return false }
            openInBrowser(url)
            return true
        }
        guard let route = resolution.route else {
            dropWaitingLinks()
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

    /// Drops the held link and a presentation waiting for the app's own, as a later link does.
    @usableFromInline func dropWaitingLinks() {
        dropHeldLink()
        waitingPresentation = nil
    }

    /// Holds a link the app cannot show yet, in place of any link waiting, and asks for what it waits for.
    @usableFromInline func hold(_ resolution: Route.ResolvedLink) {
        waitingPresentation = nil
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

    /// Shows `route`, unless it is a presentation while the app presents its own, which then waits in place of any
    /// other. Only while the app presents can one wait, so most links read one flag here.
    @inlinable func navigate(to route: Route) {
        shownRouteCount &+= 1
        if storedAppIsPresenting {
            if route.placement.presents {
                waitingPresentation = route
                return
            }
            waitingPresentation = nil
        }
        if let action = state.apply(route) { perform(action) }
    }

    /// Shows the presentation that waited for the app's own to end, by the rules of a link to it, which may have
    /// changed meanwhile (the app ready, sign-in, the gate).
    private func showWaitingPresentation() {
        guard let route = waitingPresentation else { return }
        waitingPresentation = nil
        handle(Route.ResolvedLink(showing: route))
    }
}
#endif
