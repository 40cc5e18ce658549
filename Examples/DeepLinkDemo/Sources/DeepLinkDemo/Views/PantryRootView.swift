#if canImport(SwiftUI)
import RouteNavigation
import SwiftUI

/// Pantry's screens, laid out by the navigation library from the router's state: what the app writes is each route's
/// screen, each tab's own screen and its label. Every screen is a route's destination, so a route added to the spec
/// does not compile until it has one.
@available(iOS 17, macOS 14, *) public struct PantryRootView: View {
    private let router: AppRouter
    private let destinations = PantryDestinations()
    /// The scene's screens and held link, which SwiftUI keeps for each scene across launches.
    @SceneStorage("screens") private var screens: Data?

    /// Binds the screens to `router`.
    public init(router: AppRouter) { self.router = router }

    /// The tabs with their stacks, and the sheet and full-screen cover over them.
    public var body: some View {
        RouterScreens(router: router) { route in
            // The router puts no action route on a stack, so every route here has a screen.
            if let destination = route.destination(in: destinations) { DestinationView(destination: destination) }
        } tabRoot: { tab in
            DestinationView(destination: Self.root(of: tab))
        } tabLabel: { tab in
            Text(tab.rawValue.capitalized)
        }
        // Links, universal links, Handoff and Spotlight activities and App Intents reach the router through the
        // generated wiring, which also advertises the screen showing and keeps the screens with the scene.
        .appRouteLinks(router, savingScreensIn: $screens).task { router.becameReady() }
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

/// One screen of the demo, which names its destination; a real app shows the product, the recipe, the order.
@available(iOS 17, macOS 14, *) struct DestinationView: View {
    let destination: Destination

    var body: some View { Text(String(describing: destination)) }
}
#endif
