#if canImport(UIKit) && !os(watchOS)
import Observation
import UIKit

/// The app's screens in UIKit, kept in step with a router: a tab bar controller of navigation controllers, one per
/// tab (a single navigation controller in an app without tabs), and the sheet or the full-screen cover presented in
/// a navigation controller of its own, or alone for a route that presents itself (a share sheet). It is the
/// library's `RouteNavigator`, which its `NavigatorDriver` keeps in step with the router: the router's state is
/// applied to the view controllers whenever it changes, and the person's own navigation (Back, a tab tap, a sheet
/// swiped away) is written back to the router, so the router stays the one source of what shows. The app gives
/// what only it knows: each route's view controller and what each tab shows beneath its stack, whose title or
/// `tabBarItem` labels the tab; and, if it wants its own, the tab bar controller and the navigation controllers.
@available(iOS 17, tvOS 17, visionOS 1, *) @MainActor
public final class RouterCoordinator<Route: NavigableRoute>: NSObject, RouteNavigator, UITabBarControllerDelegate,
    UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
{
    /// The router whose state the view controllers show.
    public let router: Router<Route>
    /// The scene window's root view controller: the tab bar controller, or the one navigation controller of an app
    /// without tabs.
    public let rootViewController: UIViewController
    private let tabBarController: UITabBarController?
    private let screen: (Route) -> UIViewController
    private let makeNavigationController: (UIViewController) -> UINavigationController
    private let presentsAlone: (Route) -> Bool
    private let tabs: [Route.NavigationTab]
    private let navigationControllers: [UINavigationController]
    private var driver: NavigatorDriver<RouterCoordinator>?
    /// The router's presentation: the controller presented, and the navigation controller of its stack, nil for a
    /// route presented alone.
    private var presented: (controller: UIViewController, navigation: UINavigationController?)?
    /// The router's presentation being dismissed for the one that replaces it, which is no screen of the app's.
    private weak var leavingPresentation: UIViewController?
    /// The route each view controller above a stack's root shows, by the controller's identity.
    private var shownRoutes: [ObjectIdentifier: Route] = [:]

    /// Builds each tab's navigation controller, in a tab bar controller when the app has tabs, and shows the
    /// router's state from now on.
    ///
    /// - Parameters:
    ///   - router: The router whose state the view controllers show.
    ///   - tabBarController: The app's tab bar controller (a subclass); a new one when nil.
    ///   - screen: Makes a route's view controller, each time the route is pushed or presented; for a route of the
    ///     app's activities, a controller without a `userActivity` of its own gets the route's, which UIKit makes
    ///     current while it shows, for Handoff and Spotlight.
    ///   - tabRoot: Makes the view controller a tab shows beneath its stack, the root of its navigation controller.
    ///   - navigationController: Makes each navigation controller on its root (a subclass, or one styled); a plain
    ///     `UINavigationController` when nil.
    ///   - presentsAlone: Whether a route is presented as its controller is, without a navigation controller (a
    ///     share sheet), showing nothing above it; a controller that dismisses itself calls the router's
    ///     `dismiss()`, as its completion handler can.
    public init(
        router: Router<Route>,
        // The defaults are nil rather than controllers, which Swift 5 mode would make outside the main actor.
        tabBarController: UITabBarController? = nil,
        screen: @escaping (Route) -> UIViewController,
        tabRoot: (Route.NavigationTab) -> UIViewController,
        navigationController: ((UIViewController) -> UINavigationController)? = nil,
        presentsAlone: @escaping (Route) -> Bool = { _ in false }
    ) {
        self.router = router
        self.screen = screen
        let makeNavigationController = navigationController ?? { UINavigationController(rootViewController: $0) }
        self.makeNavigationController = makeNavigationController
        self.presentsAlone = presentsAlone
        let tabs = Array(Route.NavigationTab.allCases)
        let navigationControllers = tabs.map { makeNavigationController(tabRoot($0)) }
        if navigationControllers.count == 1 {
            self.tabBarController = nil
            rootViewController = navigationControllers[0]
        } else {
            let tabBarController = tabBarController ?? UITabBarController()
            tabBarController.setViewControllers(navigationControllers, animated: false)
            self.tabBarController = tabBarController
            rootViewController = tabBarController
        }
        self.tabs = tabs
        self.navigationControllers = navigationControllers
        super.init()
        for navigation in navigationControllers { navigation.delegate = self }
        self.tabBarController?.delegate = self
        driver = NavigatorDriver(router: router, navigator: self)
    }

    /// The route a view controller that this coordinator pushed or presented shows.
    ///
    /// - Parameter viewController: A view controller of the coordinator's stacks.
    /// - Returns: Its route; nil for a tab's root, or a controller the coordinator did not make.
    public func route(shownBy viewController: UIViewController) -> Route? {
        shownRoutes[ObjectIdentifier(viewController)]
    }

    // MARK: - RouteNavigator, called by the driver

    /// A view controller the app presented itself, over the root or over the router's presentation.
    public var presentsScreenOfItsOwn: Bool {
        guard let shown = rootViewController.presentedViewController, shown !== leavingPresentation else {
            return false
        }
        guard let presented, shown === presented.controller else { return true }
        return presented.controller.presentedViewController != nil
    }

    /// Selects the tab's navigation controller.
    ///
    /// - Parameter tab: The tab to show.
    public func select(_ tab: Route.NavigationTab) {
        tabBarController?.selectedIndex = tabs.firstIndex(of: tab) ?? 0
    }

    /// Keeps the view controllers already shown for the routes kept, so that a push animates only what is new.
    ///
    /// - Parameters:
    ///   - routes: Every route of the stack above its root, bottom first.
    ///   - kept: How many routes at the bottom keep the view controllers that show them already.
    ///   - stack: The tab's stack, or the presentation's.
    public func setStack(_ routes: [Route], keeping kept: Int, of stack: ScreenStack<Route.NavigationTab>) {
        let navigation: UINavigationController
        switch stack {
        case .tab(let tab): navigation = navigationControllers[tabs.firstIndex(of: tab) ?? 0]
        case .presentation:
            guard let presented else { return }
            guard let presentedNavigation = presented.navigation else {
                if !routes.isEmpty { driver?.didPop(to: 0, in: .presentation) }
                return
            }
            navigation = presentedNavigation
        }
        let shown = navigation.viewControllers.prefix(1 + kept)
        let added = routes.dropFirst(kept).map(makeScreen)
        let stack = Array(shown) + added
        if stack != navigation.viewControllers { navigation.setViewControllers(stack, animated: true) }
        forgetControllersNoLongerShown()
    }

    /// Presents the route's view controller in a navigation controller of its own, or alone for a route that
    /// `presentsAlone`, once the presentation showing is dismissed.
    ///
    /// - Parameters:
    ///   - root: The route at the root of the presentation.
    ///   - fullScreen: True to present over the full screen, false for a sheet.
    public func present(_ root: Route, fullScreen: Bool) {
        let rootController = makeScreen(root)
        let navigation = presentsAlone(root) ? nil : makeNavigationController(rootController)
        navigation?.delegate = self
        let controller = navigation ?? rootController
        if fullScreen { controller.modalPresentationStyle = .fullScreen }
        let replaced = presented?.controller
        presented = (controller, navigation)
        guard let replaced, rootViewController.presentedViewController === replaced else {
            present(controller)
            return
        }
        leavingPresentation = replaced
        // UIKit presents nothing over a controller that is presenting: the presentation showing goes first.
        rootViewController.dismiss(animated: true) { [weak self] in
            if self?.presented?.controller === controller { self?.present(controller) }
        }
    }

    /// Dismisses the router's presentation, unless it dismissed itself already.
    public func dismissPresentation() {
        guard let controller = presented?.controller else { return }
        presented = nil
        forgetControllersNoLongerShown()
        // A controller that dismissed itself (a share sheet that finished) is gone already.
        if rootViewController.presentedViewController === controller { rootViewController.dismiss(animated: true) }
    }

    private func present(_ controller: UIViewController) {
        rootViewController.present(controller, animated: true)
        controller.presentationController?.delegate = self
    }

    private func makeScreen(_ route: Route) -> UIViewController {
        let controller = screen(route)
        shownRoutes[ObjectIdentifier(controller)] = route
        if controller.userActivity == nil, let route = route as? any UserActivityRoute {
            controller.userActivity = route.userActivity()
        }
        return controller
    }

    /// Drops the routes of the view controllers no longer shown, popped by the router or by the person, whose
    /// identities may pass to new objects once they are gone.
    private func forgetControllersNoLongerShown() {
        var controllers = navigationControllers.flatMap(\.viewControllers)
        if let presented { controllers += presented.navigation?.viewControllers ?? [presented.controller] }
        let shown = Set(controllers.map(ObjectIdentifier.init))
        shownRoutes = shownRoutes.filter { shown.contains($0.key) }
    }

    // MARK: - The person's own navigation, told to the driver

    /// Back (the button or the swipe) leaves fewer screens on a stack than the router has: the router pops them
    /// too.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller of the stack.
    ///   - viewController: The view controller now on top.
    ///   - animated: Whether UIKit animated it.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        let count = navigationController.viewControllers.count - 1
        if navigationController === presented?.navigation {
            driver?.didPop(to: count, in: .presentation)
        } else if let index = navigationControllers.firstIndex(where: { $0 === navigationController }) {
            driver?.didPop(to: count, in: .tab(tabs[index]))
        }
        forgetControllersNoLongerShown()
    }

    /// A tab tap, which UIKit has applied already; a second tap on the selected tab took it to its root. A tab
    /// whose root requires sign-in stays unselected while nobody is signed in, so UIKit goes back to the router's
    /// tab.
    ///
    /// - Parameters:
    ///   - tabBarController: The coordinator's tab bar controller.
    ///   - viewController: The navigation controller of the tab tapped.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        guard let index = navigationControllers.firstIndex(where: { $0 === viewController }) else { return }
        driver?.didSelect(tabs[index])
    }

    /// A sheet the person swiped away.
    ///
    /// - Parameter presentationController: The presentation controller of the sheet.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        forgetControllersNoLongerShown()
        driver?.didDismissPresentation()
    }
}
#endif
