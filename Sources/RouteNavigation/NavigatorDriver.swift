#if canImport(Observation)
import Observation

/// Keeps the app's own navigation (a `RouteNavigator`: its coordinators, tab bar controller, navigation controllers
/// and presentations) in step with a router: whenever the router's state changes, the driver tells the navigator
/// only what changed since it last showed, and the person's own navigation, which the navigator reports here, is
/// written back to the router, so the router stays the one source of what shows.
///
/// The driver holds its navigator weakly (the app keeps it, and the navigator may keep the driver), and stops when
/// either goes. It watches the router's other properties too, since the app's own presentation, over which nothing
/// is presented, may have ended when one changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) @MainActor
public final class NavigatorDriver<Navigator: RouteNavigator> {
    /// The app's route enum.
    public typealias Route = Navigator.Route
    /// The app's tabs.
    public typealias Tab = Route.NavigationTab

    /// The router whose state the navigator shows.
    public let router: Router<Route>
    /// The navigator the driver tells what to show; nil once the app let it go.
    public private(set) weak var navigator: Navigator?
    /// What the navigator shows, as a state: the driver changes it with each call to the navigator, and with each
    /// change the person made that the navigator reported.
    public private(set) var shown: NavigationState<Route>
    /// Whether the driver told the router that the app presents a screen of its own.
    private var waitsForAppPresentation = false

    /// Shows the router's state on a navigator at once, and from then on each change of it.
    ///
    /// - Parameters:
    ///   - router: The router whose state the navigator shows.
    ///   - navigator: The app's navigation, which shows its first tab at the tabs' roots with nothing presented;
    ///     the driver holds it weakly.
    public init(router: Router<Route>, navigator: Navigator) {
        self.router = router
        self.navigator = navigator
        shown = NavigationState()
        navigator.select(shown.selectedTab)
        apply()
    }

    // MARK: - The person's own navigation, told by the navigator

    /// The person went back on a stack (Back, its swipe or its menu); the router pops the same screens.
    ///
    /// - Parameters:
    ///   - count: How many screens are left above the stack's root; one that is not below the stack's changes
    ///     nothing.
    ///   - stack: The stack the person went back on.
    public func didPop(to count: Int, in stack: ScreenStack<Tab>) {
        let path: WritableKeyPath<NavigationState<Route>, [Route]>
        switch stack {
        case .tab(let tab): path = \.[path: tab]
        case .presentation:
            if shown.fullScreenCover != nil {
                path = \.fullScreenCoverPath
            } else if shown.sheet != nil {
                path = \.sheetPath
            } else {
                return
            }
        }
        guard count < shown[keyPath: path].count else { return }
        shown[keyPath: path].removeLast(shown[keyPath: path].count - max(count, 0))
        router.state[keyPath: path] = shown[keyPath: path]
    }

    /// The person tapped a tab, which the navigator shows already, as a tab bar controller does; a tap on the
    /// selected tab takes it to its root, as the router's `select(_:)` does. A tab whose root requires sign-in
    /// stays unselected while nobody is signed in: the driver selects the router's tab again at once, while the
    /// sign-in shows.
    ///
    /// - Parameter tab: The tab tapped.
    public func didSelect(_ tab: Tab) {
        shown.selectedTab = tab
        router.select(tab)
        let selected = router.state.selectedTab
        if selected != tab, let navigator {
            shown.selectedTab = selected
            navigator.select(selected)
        }
    }

    /// The person dismissed the presentation (a sheet swiped away), or it dismissed itself (a share sheet that
    /// finished): the router dismisses it too.
    public func didDismissPresentation() {
        guard let showing = Presentation(of: shown) else { return }
        shown.dismissPresentations()
        // A presentation the router put in its place since is not the one the person dismissed.
        guard let current = Presentation(of: router.state), current.root == showing.root else { return }
        router.dismiss()
    }

    // MARK: - The router's state, shown

    /// Shows the router's state, then watches the router for the next change.
    private func apply() {
        guard let navigator else { return }
        if waitsForAppPresentation, !navigator.presentsScreenOfItsOwn {
            waitsForAppPresentation = false
            router.appIsPresenting = false
        }
        withObservationTracking {
            _ = (router.appIsPresenting, router.isSignedIn, router.pendingLink.holdsLink, router.isReady)
            show(router.state, on: navigator)
        } onChange: {
            Task { @MainActor [weak self] in self?.apply() }
        }
    }

    /// Tells `navigator` what differs between `state` and what it shows, in the order `RouteNavigator` gives.
    private func show(_ state: NavigationState<Route>, on navigator: Navigator) {
        let wanted = Presentation(of: state)
        let showing = Presentation(of: shown)
        if showing != nil, wanted == nil {
            navigator.dismissPresentation()
            shown.dismissPresentations()
        }
        if shown.selectedTab != state.selectedTab {
            shown.selectedTab = state.selectedTab
            navigator.select(state.selectedTab)
        }
        for tab in Tab.allCases where shown[path: tab] != state[path: tab] {
            let kept = keptCount(of: shown[path: tab], in: state[path: tab])
            shown[path: tab] = state[path: tab]
            navigator.setStack(state[path: tab], keeping: kept, of: .tab(tab))
        }
        guard let wanted else { return }
        if let showing, showing.root == wanted.root, showing.fullScreen == wanted.fullScreen {
            setPresentationStack(wanted.path, from: showing.path, on: navigator)
            return
        }
        guard !navigator.presentsScreenOfItsOwn else {
            // UIKit would refuse it: the route waits in the router, whose state then shows what is on screen.
            waitsForAppPresentation = true
            router.presentationRefused()
            if let showing { showing.keep(in: &router.state) }
            return
        }
        shown.dismissPresentations()
        wanted.keep(in: &shown, path: [])
        navigator.present(wanted.root, fullScreen: wanted.fullScreen)
        setPresentationStack(wanted.path, from: [], on: navigator)
    }

    private func setPresentationStack(_ path: [Route], from shownPath: [Route], on navigator: Navigator) {
        guard path != shownPath else { return }
        if shown.fullScreenCover != nil { shown.fullScreenCoverPath = path } else { shown.sheetPath = path }
        navigator.setStack(path, keeping: keptCount(of: shownPath, in: path), of: .presentation)
    }

    /// How many screens at the bottom of a stack stay as they are when it changes from `shownPath` to `path`.
    private func keptCount(of shownPath: [Route], in path: [Route]) -> Int {
        zip(shownPath, path).prefix { $0 == $1 }.count
    }

    /// The sheet or the full-screen cover of a state, with its stack.
    private struct Presentation: Equatable {
        let root: Route
        let fullScreen: Bool
        let path: [Route]

        init?(of state: NavigationState<Route>) {
            if let cover = state.fullScreenCover {
                (root, fullScreen, path) = (cover, true, state.fullScreenCoverPath)
            } else if let sheet = state.sheet {
                (root, fullScreen, path) = (sheet, false, state.sheetPath)
            } else {
                return nil
            }
        }

        /// Puts the presentation into `state`, with `path` for its stack (its own by default).
        func keep(in state: inout NavigationState<Route>, path: [Route]? = nil) {
            if fullScreen {
                state.fullScreenCover = root
                state.fullScreenCoverPath = path ?? self.path
            } else {
                state.sheet = root
                state.sheetPath = path ?? self.path
            }
        }
    }
}
#endif
