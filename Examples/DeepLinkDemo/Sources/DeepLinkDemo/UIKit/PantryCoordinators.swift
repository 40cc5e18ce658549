#if canImport(UIKit) && !os(watchOS)
import RouteNavigation
import UIKit

/// Pantry as an app that had its own navigation before it had a router: its tab bar controller, one coordinator per
/// stack (each tab's, and the sheet's or the cover's) over a navigation controller of the app's style.
/// `PantryAppCoordinator` is the router's navigator: the router decides what shows, the coordinators show it, and what
/// the person does on screen goes back to the router through the driver. The stack coordinators know nothing of the
/// router.
@available(iOS 17, tvOS 17, *) @MainActor
public final class PantryAppCoordinator: NSObject, RouteNavigator, UITabBarControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    /// The scene window's root.
    public let tabBarController = PantryTabBarController()
    private let tabCoordinators: [PantryStackCoordinator]
    private let destinations = PantryDestinations()
    private var driver: NavigatorDriver<PantryAppCoordinator>?
    /// The router's sheet or cover, in its navigation controller.
    private var presented: PantryStackCoordinator?

    /// The app's screens, showing `router`'s from now on.
    public init(router: AppRouter) {
        tabCoordinators = AppTab.allCases.map { tab in
            PantryStackCoordinator(root: DestinationViewController(PantryViewControllers.root(of: tab)))
        }
        super.init()
        tabBarController.setViewControllers(tabCoordinators.map(\.navigationController), animated: false)
        tabBarController.delegate = self
        for (tab, coordinator) in zip(AppTab.allCases, tabCoordinators) {
            coordinator.didPop = { [weak self] count in self?.driver?.didPop(to: count, in: .tab(tab)) }
        }
        driver = NavigatorDriver(router: router, navigator: self)
    }

    private func screen(for route: AppRoute) -> UIViewController {
        let controller = DestinationViewController(route.destination(in: destinations))
        // Handoff and Spotlight: UIKit makes the activity current while the screen shows.
        controller.userActivity = route.userActivity()
        return controller
    }

    // MARK: - What the router asks for

    /// The app's sign-in, an alert or a share sheet the app presented itself, over which UIKit presents nothing.
    public var presentsScreenOfItsOwn: Bool {
        guard let shown = tabBarController.presentedViewController else { return false }
        return shown !== presented?.navigationController || shown.presentedViewController != nil
    }

    /// Shows the tab.
    public func select(_ tab: AppTab) { tabBarController.selectedIndex = AppTab.allCases.firstIndex(of: tab) ?? 0 }

    /// Hands the stack's coordinator the new screens above the ones it keeps.
    public func setStack(_ routes: [AppRoute], keeping kept: Int, of stack: ScreenStack<AppTab>) {
        let added = routes.dropFirst(kept).map(screen(for:))
        switch stack {
        case .tab(let tab): tabCoordinators[AppTab.allCases.firstIndex(of: tab) ?? 0].show(added, above: kept)
        case .presentation: presented?.show(added, above: kept)
        }
    }

    /// Presents a stack coordinator of its own for the route, once the presentation showing is gone.
    public func present(_ root: AppRoute, fullScreen: Bool) {
        let stack = PantryStackCoordinator(root: screen(for: root))
        stack.didPop = { [weak self] count in self?.driver?.didPop(to: count, in: .presentation) }
        if fullScreen { stack.navigationController.modalPresentationStyle = .fullScreen }
        let replaced = presented?.navigationController
        presented = stack
        guard let replaced, tabBarController.presentedViewController === replaced else {
            show(stack.navigationController)
            return
        }
        // UIKit presents nothing over a controller that is presenting: the one showing goes first.
        tabBarController.dismiss(animated: true) { [weak self] in
            if self?.presented === stack { self?.show(stack.navigationController) }
        }
    }

    /// Dismisses the router's presentation, if it still shows.
    public func dismissPresentation() {
        guard let navigation = presented?.navigationController else { return }
        presented = nil
        if tabBarController.presentedViewController === navigation { tabBarController.dismiss(animated: true) }
    }

    private func show(_ navigation: UINavigationController) {
        tabBarController.present(navigation, animated: true)
        navigation.presentationController?.delegate = self
    }

    // MARK: - What the person did, told to the router

    /// A tab tap, told to the router, which may select its own tab again.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = tabCoordinators.firstIndex(where: { $0.navigationController === viewController }) else {
            return
        }
        driver?.didSelect(AppTab.allCases[index])
    }

    /// A sheet the person swiped away.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presented = nil
        driver?.didDismissPresentation()
    }
}

/// The app's tab bar controller, styled as the app likes.
@available(iOS 17, tvOS 17, *) public final class PantryTabBarController: UITabBarController {}

/// The app's navigation controller, styled as the app likes.
@available(iOS 17, tvOS 17, *) public final class PantryNavigationController: UINavigationController {}

/// The coordinator of one stack, a tab's or a presentation's, as the app had it: its navigation controller, and Back
/// told to whoever listens.
@available(iOS 17, tvOS 17, *) @MainActor final class PantryStackCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    /// Back left this many screens above the stack's root.
    var didPop: (Int) -> Void = { _ in }

    init(root: UIViewController) {
        navigationController = PantryNavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
    }

    /// Keeps the root and the `kept` screens above it, and pushes `screens` over them.
    func show(_ screens: [UIViewController], above kept: Int) {
        let stack = Array(navigationController.viewControllers.prefix(1 + kept)) + screens
        navigationController.setViewControllers(stack, animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) { didPop(navigationController.viewControllers.count - 1) }
}
#endif
