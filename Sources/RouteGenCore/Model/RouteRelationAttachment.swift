/// Gives each route of a level its parent, activity and intent once every route is built. Each route that has one
/// is made again with them, its parent first, so that the route a parent names is the table's own, which carries its
/// own parent in turn.
///
/// A route shown over a screen that requires sign-in requires it too, whatever its own `auth` says: the screens beneath
/// it (its parents, and the root of the tab it is shown in) would otherwise be on view while nobody is signed in. A
/// feature mounted under tabs is shown in the tab its link names, so its routes require sign-in in the tabs whose root
/// does, or in every link when each of the mount's tabs does.
struct RouteRelationAttachment {
    /// By the identity of the route as built; each names its parent's route as built too.
    let parents: [ObjectIdentifier: RouteParent]
    /// By the route's qualified name.
    let activities: [String: RouteActivity]
    /// By the route's qualified name.
    let intents: [String: RouteIntent]
    /// The tabs whose root screen requires sign-in.
    let tabsRequiringAuth: Set<String>
    /// Each route as built, by its identity, made again with its relations.
    private var attached: [ObjectIdentifier: Route] = [:]

    init(
        parents: [ObjectIdentifier: RouteParent],
        activities: [String: RouteActivity],
        intents: [String: RouteIntent],
        tabsRequiringAuth: Set<String>
    ) {
        self.parents = parents
        self.activities = activities
        self.intents = intents
        self.tabsRequiringAuth = tabsRequiringAuth
    }

    /// The level with each route, in every group below it too, replaced by the route with its relations.
    mutating func attach(to level: RouteLevel) -> RouteLevel {
        var level = level
        level.entries = level.entries.map { entry in
            switch entry {
            case .route(let route): return .route(attached(route))
            case .group(var group):
                group.level = attach(to: group.level)
                if let feature = group.feature {
                    let tabs = feature.tabs + (feature.pushTab.map { [$0] } ?? [])
                    group.feature?.tabsRequiringAuth = tabs.filter(tabsRequiringAuth.contains)
                }
                return .group(group)
            }
        }
        return level
    }

    /// The route with its relations, after its parent, its parent's parent and so on up to the first one already
    /// done. A loop rather than recursion, since the chain may be long; parents never lead back to a route.
    private mutating func attached(_ route: Route) -> Route {
        if let done = attached[ObjectIdentifier(route)] { return done }
        var waiting = [route]
        var doneParent: Route?
        while let next = parents[ObjectIdentifier(waiting[waiting.count - 1])]?.route {
            if let done = attached[ObjectIdentifier(next)] {
                doneParent = done
                break
            }
            waiting.append(next)
        }
        var result = route
        for step in waiting.reversed() {
            result = withRelations(step, parentRoute: doneParent)
            attached[ObjectIdentifier(step)] = result
            doneParent = result
        }
        return result
    }

    /// The route with its relations, its parent being `parentRoute`; the route itself when it has none and requires
    /// sign-in only where it says so.
    private func withRelations(_ route: Route, parentRoute: Route?) -> Route {
        let parent = parents[ObjectIdentifier(route)]
            .map { written in
                RouteParent(
                    route: parentRoute ?? written.route,
                    arguments: written.arguments,
                    location: written.location
                )
            }
        let activity = activities[route.qualifiedName]
        let intent = intents[route.qualifiedName]
        let mountedTabsRequiringAuth = mountedTabsRequiringAuth(route)
        let requiresAuth =
            route.requiresAuth || parent?.route.requiresAuth == true || showsOverTabRootRequiringAuth(route)
            || (!mountedTabsRequiringAuth.isEmpty && mountedTabsRequiringAuth.count == route.mountedTabs.count)
        let tabsRequiringAuth = requiresAuth ? [] : mountedTabsRequiringAuth
        guard parent != nil || activity != nil || intent != nil || !tabsRequiringAuth.isEmpty else {
            return requiresAuth == route.requiresAuth ? route : route.withRelations(nil, requiresAuth: true)
        }
        return route.withRelations(
            RouteRelations(parent: parent, activity: activity, intent: intent, tabsRequiringAuth: tabsRequiringAuth),
            requiresAuth: requiresAuth
        )
    }

    /// The tabs a link to a feature's route may name whose root requires sign-in, when the route is pushed onto the
    /// tab: a sheet, a full-screen cover or an action is shown over whatever tab shows, as are its parents, which
    /// are shown the way it is.
    private func mountedTabsRequiringAuth(_ route: Route) -> [String] {
        guard case .push = route.navigation else { return [] }
        return route.mountedTabs.filter(tabsRequiringAuth.contains)
    }

    private func showsOverTabRootRequiringAuth(_ route: Route) -> Bool {
        switch route.navigation {
        case .push(tab: let tab?), .selectTab(let tab): tabsRequiringAuth.contains(tab)
        case .push(tab: nil), .sheet, .fullScreen, .action: false
        }
    }
}
