#if canImport(SwiftUI)
import SwiftUI

/// Pantry's screens bound to the generated router: a tab view of navigation stacks whose paths are the router's,
/// and the sheet and full-screen cover it presents. Every screen is a route's destination, so a route added to the
/// spec does not compile until it has one.
@available(iOS 17, macOS 14, *) public struct PantryRootView: View {
    @Bindable var router: AppRouter
    private let destinations = PantryDestinations()

    /// Binds the screens to `router`.
    public init(router: AppRouter) { self.router = router }

    /// The tabs with their stacks, and the sheet and full-screen cover over them.
    public var body: some View {
        TabView(selection: $router.selectedTab) {
            ForEach(AppTab.allCases, id: \.self) { tab in
                NavigationStack(path: $router.state[path: tab]) {
                    DestinationView(destination: Self.root(of: tab))
                        .navigationDestination(for: AppRoute.self) { route in screen(for: route) }
                }
                .tabItem { Text(tab.rawValue.capitalized) }.tag(tab)
            }
        }
        .sheet(item: $router.state.sheet) { root in
            NavigationStack(path: $router.state.sheetPath) {
                screen(for: root).navigationDestination(for: AppRoute.self) { route in screen(for: route) }
            }
        }
        #if os(iOS)
        .fullScreenCover(item: $router.state.fullScreenCover) { root in
            NavigationStack(path: $router.state.fullScreenCoverPath) {
                screen(for: root).navigationDestination(for: AppRoute.self) { route in screen(for: route) }
            }
        }
        #endif
        // Links, universal links, Handoff and Spotlight activities and App Intents reach the router through the
        // generated wiring, which also advertises the screen showing.
        .appRouteLinks(router).task { router.becameReady() }
    }

    private func screen(for route: AppRoute) -> DestinationView {
        DestinationView(destination: route.destination(in: destinations))
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
