#if canImport(UIKit) && !os(watchOS)
import RouteNavigation
import UIKit

/// Pantry's screens in UIKit, laid out by the navigation library's coordinator from the router's state: what the app
/// writes is each route's view controller and each tab's own screen. The coordinator writes Back, tab taps and swiped
/// sheets back to the router.
@available(iOS 17, tvOS 17, *) @MainActor enum PantryViewControllers {
    /// The coordinator of `router`'s screens, whose root view controller the scene's window shows.
    static func coordinator(for router: AppRouter) -> RouterCoordinator<AppRoute> {
        let destinations = PantryDestinations()
        return RouterCoordinator(router: router) { route in
            DestinationViewController(route.destination(in: destinations))
        } tabRoot: { tab in
            DestinationViewController(root(of: tab))
        }
    }

    /// What a tab shows beneath its stack. A route that selects a tab (`home`) is never pushed or presented, so no
    /// coordinator asks for its destination, which is the same screen.
    static func root(of tab: AppTab) -> Destination {
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

    init(_ destination: Destination?) {
        self.destination = destination
        super.init(nibName: nil, bundle: nil)
        // The title labels the screen and, for a tab's root, its tab.
        title = destination.map { String(describing: $0) }
    }

    @available(*, unavailable) required init?(coder: NSCoder) { nil }
}
#endif
