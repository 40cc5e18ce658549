#if canImport(UIKit) && !os(watchOS)
import Observation
import UIKit

/// The app's screens in UIKit, kept in step with a router: a tab bar controller of navigation controllers, one per
/// tab (a single navigation controller in an app without tabs), and a navigation controller presented for the
/// sheet or the full-screen cover. The router's state is applied to the view controllers whenever it changes, and
/// the person's own navigation (Back, a tab tap, a sheet swiped away) is written back to the router, so the router
/// stays the one source of what shows. The app gives what only it knows: each route's view controller and what each
/// tab shows beneath its stack, whose title or `tabBarItem` labels the tab.
@available(iOS 17, tvOS 17, visionOS 1, *) @MainActor
public final class RouterCoordinator<Route: NavigableRoute>: NSObject, UITabBarControllerDelegate,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
{
    /// The router whose state the view controllers show.
    public let router: Router<Route>
    /// The scene window's root view controller: the tab bar controller, or the one navigation controller of an app
    /// without tabs.
    public let rootViewController: UIViewController
    private let tabBarController: UITabBarController?
    private let screen: (Route) -> UIViewController
    private let tabs: [Route.NavigationTab]
    private let navigationControllers: [UINavigationController]
    private var presented: (root: Route, navigation: UINavigationController, isCover: Bool)?
    /// Whether this coordinator told the router that the app presents a screen of its own, because UIKit would
    /// refuse the router's presentation over it.
    private var waitsForAppPresentation = false
    /// The router's presentation being dismissed for the one that replaces it, which is no screen of the app's.
    private weak var leavingPresentation: UIViewController?
    /// The route each view controller above a stack's root shows, by the controller's identity.
    private var shownRoutes: [ObjectIdentifier: Route] = [:]

    /// Builds each tab's navigation controller on `tabRoot`'s view controller and shows the router's state from now
    /// on; `screen` makes a route's view controller, each time the route is pushed or presented.
    public init(
        router: Router<Route>,
        screen: @escaping (Route) -> UIViewController,
        tabRoot: (Route.NavigationTab) -> UIViewController
    ) {
        self.router = router
        self.screen = screen
        let tabs = Array(Route.NavigationTab.allCases)
        let navigationControllers = tabs.map { UINavigationController(rootViewController: tabRoot($0)) }
        if navigationControllers.count == 1 {
            tabBarController = nil
            rootViewController = navigationControllers[0]
        } else {
            let tabBarController = UITabBarController()
            tabBarController.setViewControllers(navigationControllers, animated: false)
            self.tabBarController = tabBarController
            rootViewController = tabBarController
        }
        self.tabs = tabs
        self.navigationControllers = navigationControllers
        super.init()
        for navigation in navigationControllers { navigation.delegate = self }
        tabBarController?.delegate = self
        apply()
    }

    /// The route a view controller that this coordinator pushed or presented shows; nil for a tab's root.
    public func route(shownBy viewController: UIViewController) -> Route? {
        shownRoutes[ObjectIdentifier(viewController)]
    }

    /// Shows the router's state, then watches it for the next change. The router's other properties are watched
    /// too, since the app's own presentation, over which UIKit presents nothing, may have ended when one changes.
    private func apply() {
        if waitsForAppPresentation, appPresentation == nil {
            waitsForAppPresentation = false
            router.appIsPresenting = false
        }
        withObservationTracking {
            _ = (router.appIsPresenting, router.isSignedIn, router.pendingLink.holdsLink, router.isReady)
            let state = router.state
            tabBarController?.selectedIndex = tabs.firstIndex(of: state.selectedTab) ?? 0
            for (tab, navigation) in zip(tabs, navigationControllers) { setStack(state[path: tab], of: navigation) }
            applyPresentation(state)
            forgetControllersNoLongerShown()
        } onChange: {
            Task { @MainActor [weak self] in self?.apply() }
        }
    }

    private func applyPresentation(_ state: NavigationState<Route>) {
        let wanted =
            state.fullScreenCover.map { ($0, state.fullScreenCoverPath) }
            ?? state.sheet.map { ($0, state.sheetPath) }
        guard let (root, path) = wanted else {
            if presented != nil {
                presented = nil
                rootViewController.dismiss(animated: true)
            }
            return
        }
        if presented?.root != root {
            guard appPresentation == nil else {
                // UIKit would refuse it: the route waits in the router, whose state then shows what is on screen.
                waitsForAppPresentation = true
                router.presentationRefused()
                if let presented { keepInState(presented) }
                return
            }
            let navigation = UINavigationController(rootViewController: screen(root))
            navigation.delegate = self
            let replaced = presented?.navigation
            presented = (root, navigation, state.fullScreenCover != nil)
            if let replaced {
                leavingPresentation = replaced
                // UIKit presents nothing over a controller that is presenting: the presentation showing goes first.
                rootViewController.dismiss(animated: true) { [weak self] in
                    if self?.presented?.navigation === navigation { self?.present(navigation) }
                }
            } else {
                present(navigation)
            }
        }
        if let navigation = presented?.navigation { setStack(path, of: navigation) }
    }

    /// Writes the router's presentation that still shows, beneath the app's, back into the state, which
    /// `presentationRefused()` emptied.
    private func keepInState(_ presented: (root: Route, navigation: UINavigationController, isCover: Bool)) {
        let path = presented.navigation.viewControllers.dropFirst().compactMap { shownRoutes[ObjectIdentifier($0)] }
        if presented.isCover {
            router.state.fullScreenCover = presented.root
            router.state.fullScreenCoverPath = path
        } else {
            router.state.sheet = presented.root
            router.state.sheetPath = path
        }
    }

    /// A view controller the app presented itself, over the root or over the router's presentation.
    private var appPresentation: UIViewController? {
        guard let shown = rootViewController.presentedViewController, shown !== leavingPresentation else {
            return nil
        }
        guard let navigation = presented?.navigation, shown === navigation else { return shown }
        return navigation.presentedViewController
    }

    private func present(_ navigation: UINavigationController) {
        rootViewController.present(navigation, animated: true)
        navigation.presentationController?.delegate = self
    }

    /// Keeps the view controllers already shown for the routes still on the stack, so that a push animates only
    /// what is new.
    private func setStack(_ path: [Route], of navigation: UINavigationController) {
        let shown = Array(navigation.viewControllers.dropFirst())
        let kept = zip(shown, path).prefix { shownRoutes[ObjectIdentifier($0)] == $1 }.map(\.0)
        let added = path.dropFirst(kept.count)
            .map { route in
                let controller = screen(route)
                shownRoutes[ObjectIdentifier(controller)] = route
                return controller
            }
        let stack = [navigation.viewControllers[0]] + kept + added
        if stack != navigation.viewControllers { navigation.setViewControllers(stack, animated: true) }
    }

    /// Drops the routes of the view controllers no longer on a stack, popped by the router or by the person, whose
    /// identities may pass to new objects once they are gone.
    private func forgetControllersNoLongerShown() {
        let stacks = navigationControllers + [presented?.navigation].compactMap { $0 }
        let shown = Set(stacks.flatMap(\.viewControllers).map(ObjectIdentifier.init))
        shownRoutes = shownRoutes.filter { shown.contains($0.key) }
    }

    // MARK: - The person's own navigation, told to the router

    /// Back (the button or the swipe) leaves fewer screens on a stack than the router has: the router pops them
    /// too.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        let routes = navigationController.viewControllers.dropFirst()
            .compactMap { shownRoutes[ObjectIdentifier($0)] }
        forgetControllersNoLongerShown()
        if navigationController === presented?.navigation {
            if router.state.fullScreenCover != nil {
                router.state.fullScreenCoverPath = routes
            } else {
                router.state.sheetPath = routes
            }
        } else if let index = navigationControllers.firstIndex(where: { $0 === navigationController }) {
            router.state[path: tabs[index]] = routes
        }
    }

    /// A tab tap, which UIKit has applied already; a second tap on the selected tab took it to its root. A tab
    /// whose root requires sign-in stays unselected while nobody is signed in, so UIKit goes back to the router's
    /// tab.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        guard let index = navigationControllers.firstIndex(where: { $0 === viewController }) else { return }
        router.select(tabs[index])
        if router.state.selectedTab != tabs[index] {
            tabBarController.selectedIndex = tabs.firstIndex(of: router.state.selectedTab) ?? 0
        }
    }

    /// A sheet the person swiped away.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        forgetControllersNoLongerShown()
        router.dismiss()
    }
}
#endif
