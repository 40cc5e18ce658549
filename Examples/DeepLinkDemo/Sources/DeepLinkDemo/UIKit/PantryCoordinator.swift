#if canImport(UIKit) && !os(watchOS)
import Observation
import UIKit

/// Pantry in UIKit: applies the router's state to a tab bar controller of navigation controllers and a presented sheet
/// or cover, and the person's own navigation (Back, a tab tap, a swiped-away sheet) back to the router, so the router
/// stays the one source of the screens.
@available(iOS 17, tvOS 17, *) @MainActor
public final class PantryCoordinator: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    /// The scene's router, whose state the view controllers show.
    public let router: AppRouter
    /// The scene's root view controller: a navigation controller for each tab.
    public let tabBarController = UITabBarController()
    private var navigationControllers: [AppTab: UINavigationController] = [:]
    private var presented: (root: AppRoute, navigation: UINavigationController)?
    private let destinations = PantryDestinations()

    /// Builds each tab's navigation controller and shows the router's state.
    public init(router: AppRouter) {
        self.router = router
        super.init()
        for tab in AppTab.allCases {
            let navigation = UINavigationController(rootViewController: DestinationViewController(Self.root(of: tab)))
            navigation.delegate = self
            navigationControllers[tab] = navigation
        }
        tabBarController.setViewControllers(AppTab.allCases.compactMap { navigationControllers[$0] }, animated: false)
        tabBarController.delegate = self
        apply()
    }

    /// Shows the router's state, then watches it for the next change.
    private func apply() {
        withObservationTracking {
            let state = router.state
            tabBarController.selectedIndex = AppTab.allCases.firstIndex(of: state.selectedTab) ?? 0
            for (tab, navigation) in navigationControllers { setStack(state[path: tab], of: navigation) }
            applyPresentation(state)
        } onChange: {
            Task { @MainActor [weak self] in self?.apply() }
        }
    }

    private func applyPresentation(_ state: AppRouteNavigationState) {
        let wanted =
            state.fullScreenCover.map { ($0, state.fullScreenCoverPath) } ?? state.sheet.map { ($0, state.sheetPath) }
        guard let (root, path) = wanted else {
            if presented != nil {
                presented = nil
                tabBarController.dismiss(animated: true)
            }
            return
        }
        if presented?.root != root {
            let navigation = UINavigationController(rootViewController: screen(for: root))
            navigation.delegate = self
            tabBarController.present(navigation, animated: true)
            navigation.presentationController?.delegate = self
            presented = (root, navigation)
        }
        if let navigation = presented?.navigation { setStack(path, of: navigation) }
    }

    /// Keeps the screens already shown for the routes still on the stack, so that a push animates only what is new.
    private func setStack(_ path: [AppRoute], of navigation: UINavigationController) {
        let shown = navigation.viewControllers.dropFirst().compactMap { $0 as? DestinationViewController }
        let kept = zip(shown, path).prefix { $0.route == $1 }.map(\.0)
        let added = path.dropFirst(kept.count).map { screen(for: $0) as UIViewController }
        let stack = [navigation.viewControllers[0]] + kept.map { $0 as UIViewController } + added
        if stack != navigation.viewControllers { navigation.setViewControllers(stack, animated: true) }
    }

    private func screen(for route: AppRoute) -> DestinationViewController {
        DestinationViewController(route.destination(in: destinations), route: route)
    }

    // MARK: - The person's own navigation, told to the router

    /// Back (the button or the swipe) leaves fewer screens on a stack than the router has: the router pops them too.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        let routes = navigationController.viewControllers.dropFirst()
            .compactMap { ($0 as? DestinationViewController)?.route }
        if navigationController === presented?.navigation {
            if router.state.fullScreenCover != nil {
                router.state.fullScreenCoverPath = routes
            } else {
                router.state.sheetPath = routes
            }
        } else if let tab = navigationControllers.first(where: { $0.value === navigationController })?.key {
            router.state[path: tab] = routes
        }
    }

    /// A tab tap, which UIKit has applied already; a second tap on the selected tab took it to its root. A tab whose
    /// root requires sign-in stays unselected while nobody is signed in, so UIKit goes back to the router's tab.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let tab = navigationControllers.first(where: { $0.value === viewController })?.key else { return }
        router.select(tab)
        if router.state.selectedTab != tab {
            tabBarController.selectedIndex = AppTab.allCases.firstIndex(of: router.state.selectedTab) ?? 0
        }
    }

    /// A sheet the person swiped away.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        router.dismiss()
    }

    /// What a tab shows beneath its stack.
    private static func root(of tab: AppTab) -> Destination {
        switch tab {
        case .shop: .shopFront
        case .recipes: .recipeBook
        case .orders: .orderList
        case .account: .accountOverview
        }
    }
}

/// A screen for a destination; a real app has one view controller per kind of screen.
@available(iOS 17, tvOS 17, *) public final class DestinationViewController: UIViewController {
    /// What the screen shows; nil only for an action route, which the router never puts on a stack.
    public let destination: Destination?
    /// The route the screen shows; nil for a tab's root.
    public let route: AppRoute?

    init(_ destination: Destination?, route: AppRoute? = nil) {
        self.destination = destination
        self.route = route
        super.init(nibName: nil, bundle: nil)
        title = destination.map { String(describing: $0) }
    }

    @available(*, unavailable) required init?(coder: NSCoder) { nil }
}
#endif
