/// Whether the route a link opens requires sign-in, and what asks for it, as `routegen match` tells it: the route's
/// own `auth` (or its group's), a route beneath it that requires sign-in, or the root of the tab it is shown in. The
/// model's `requiresAuth` settles the same question for every link at once; this follows one link's stack to say why.
package enum LinkSignIn: Sendable {
    case notRequired
    /// The route's `auth`, or its group's.
    case own
    /// `route`, one of the routes beneath it, says so in its `auth` or its group's.
    case beneath(Route)
    /// The route is shown in `tab`, whose root `root` requires sign-in.
    case tabRoot(tab: String, root: Route)

    package init(route: Route, values: [ParameterValue?], in table: RouteTable) {
        if route.declaresAuth {
            self = .own
            return
        }
        let roots = TabRoots(routes: table.allRoutes)
        let gatedTabs = roots.tabsRequiringAuth
        let linkTab = LinkNavigation.mountedTab(of: route, values)
        // The nearest route that says so wins; failing that, the lowest screen shown over a tab's root that does.
        var lowestTabRoot: (tab: String, root: Route)?
        var step: Route? = route
        while let current = step {
            if current.declaresAuth {
                self = .beneath(current)
                return
            }
            if let tab = Self.tab(showing: current, linkTab: linkTab), gatedTabs.contains(tab) {
                lowestTabRoot = roots.routes[tab].map { (tab, $0) }
            }
            step = current.parent?.route
        }
        self = lowestTabRoot.map { .tabRoot(tab: $0.tab, root: $0.root) } ?? .notRequired
    }

    /// The tab whose root `route` is shown over: the one its navigation names, or for a feature's route pushed on
    /// the tab its link names, that one.
    private static func tab(showing route: Route, linkTab: String?) -> String? {
        switch route.navigation {
        case .push(tab: let tab?), .selectTab(let tab): return tab
        case .push(tab: nil): return route.namesMountedTab ? linkTab : nil
        case .sheet, .fullScreen, .action: return nil
        }
    }
}
