extension NavigationMap {
    /// The map of `table`, an app's with the features it mounts: past `unfoldedRouteLimit` routes, each outermost
    /// group of the spec, and of each feature, is one node.
    package init(table: RouteTable, unfoldedRouteLimit: Int = Self.unfoldedRouteLimit) {
        var builder = NavigationMapBuilder(table: table, folds: table.allRoutes.count > unfoldedRouteLimit)
        self = builder.build()
    }
}

/// Where a node is drawn.
private enum Placement: Hashable {
    case topLevel
    case cluster(NavigationMap.ClusterKind)
}

private struct NavigationMapBuilder {
    let table: RouteTable
    let folds: Bool
    let roots: TabRoots
    /// The node each route is drawn in: its own, or its folded group's.
    private var nodeIDOfRoute: [ObjectIdentifier: String] = [:]
    private var nodes: [NavigationMap.Node] = []
    private var placements: [String: Placement] = [:]
    private var routeCount = 0
    private var groupCount = 0

    init(table: RouteTable, folds: Bool) {
        self.table = table
        self.folds = folds
        roots = TabRoots(routes: table.allRoutes)
    }

    mutating func build() -> NavigationMap {
        for entry in table.root.entries {
            switch entry {
            case .route(let route): addRoute(route, at: placement(of: route))
            case .group(let group): if group.feature != nil { addFeature(group) } else { addGroup(group, path: []) }
            }
        }
        let redirectEdges = addRedirects()
        return NavigationMap(
            name: table.enumName,
            nodes: nodes,
            edges: stackEdges() + redirectEdges,
            clusters: clusters()
        )
    }

    private mutating func addRoute(_ route: Route, at placement: Placement) {
        let id = "route\(routeCount)"
        routeCount += 1
        nodeIDOfRoute[ObjectIdentifier(route)] = id
        nodes.append(
            NavigationMap.Node(
                id: id,
                kind: kind(of: route.navigation),
                title: route.qualifiedName,
                pattern: route.path,
                signIn: signIn(of: route),
                isFallback: table.fallback?.route === route,
                isTabRoot: isTabRoot(route)
            )
        )
        placements[id] = placement
    }

    /// A group of the spec's own: its routes where their navigation puts them, or one node when groups fold.
    private mutating func addGroup(_ group: RouteGroup, path: [String]) {
        guard !folds else {
            let routes = group.level.allRoutes
            let shared = Set(routes.map(placement(of:)))
            addFoldedGroup(group, path: path, at: shared.count == 1 ? shared.first ?? .topLevel : .topLevel)
            return
        }
        for entry in group.level.entries {
            switch entry {
            case .route(let route): addRoute(route, at: placement(of: route))
            case .group(let inner): addGroup(inner, path: path + [group.caseName])
            }
        }
    }

    /// A mounted feature's routes, and its folded groups, all in the feature's cluster.
    private mutating func addFeature(_ feature: RouteGroup) {
        let placement = Placement.cluster(.feature(feature.caseName))
        for entry in feature.level.entries {
            switch entry {
            case .route(let route): addRoute(route, at: placement)
            case .group(let group):
                if folds {
                    addFoldedGroup(group, path: [feature.caseName], at: placement)
                } else {
                    for route in group.level.allRoutes { addRoute(route, at: placement) }
                }
            }
        }
    }

    private mutating func addFoldedGroup(_ group: RouteGroup, path: [String], at placement: Placement) {
        let id = "group\(groupCount)"
        groupCount += 1
        let routes = group.level.allRoutes
        for route in routes { nodeIDOfRoute[ObjectIdentifier(route)] = id }
        let signInCount = routes.filter(\.requiresAuth).count
        nodes.append(
            NavigationMap.Node(
                id: id,
                kind: .foldedGroup(routeCount: routes.count, signInCount: signInCount),
                title: (path + [group.caseName]).joined(separator: "."),
                pattern: Self.sharedStart(of: routes.map(\.path)),
                signIn: signInCount == routes.count ? .required : .notRequired,
                isFallback: routes.contains { table.fallback?.route === $0 },
                isTabRoot: routes.contains(where: isTabRoot)
            )
        )
        placements[id] = placement
    }

    /// Each redirect's node, and its edge to the node of the route it opens.
    private mutating func addRedirects() -> [NavigationMap.Edge] {
        table.redirects.enumerated()
            .map { index, redirect in
                let id = "redirect\(index)"
                nodes.append(
                    NavigationMap.Node(
                        id: id,
                        kind: .redirect,
                        title: redirect.declaration.qualifiedName,
                        pattern: redirect.declaration.path,
                        signIn: .notRequired,
                        isFallback: false,
                        isTabRoot: false
                    )
                )
                placements[id] = .cluster(.redirects)
                return NavigationMap.Edge(from: id, to: nodeID(of: redirect.target.route), kind: .redirect)
            }
    }

    /// For each route, the stack its link builds, bottom first: the tab's root when the stack's first screen is
    /// pushed onto a tab, then the parents, then the route; each pair of screens is an edge, drawn once.
    private func stackEdges() -> [NavigationMap.Edge] {
        var seen: Set<NavigationMap.Edge> = []
        var edges: [NavigationMap.Edge] = []
        for route in table.allRoutes {
            var stack = route.ancestors.map(\.route) + [route]
            if case .push(let tab?) = stack[0].navigation, let root = roots.routes[tab], root !== stack[0] {
                stack.insert(root, at: 0)
            }
            for (lower, upper) in zip(stack, stack.dropFirst()) {
                let edge = NavigationMap.Edge(from: nodeID(of: lower), to: nodeID(of: upper), kind: .stack)
                guard edge.from != edge.to, seen.insert(edge).inserted else { continue }
                edges.append(edge)
            }
        }
        return edges
    }

    /// The clusters that hold nodes: the tabs in the spec's order, each with the features mounted on it, the routes
    /// pushed onto the tab showing, the other features, the presentations and the redirects.
    private func clusters() -> [NavigationMap.Cluster] {
        let features = table.mountedFeatureGroups.compactMap { group in
            group.feature.map { (name: group.caseName, code: $0) }
        }
        var clusters: [NavigationMap.Cluster] = []
        for (index, tab) in table.tabs.enumerated() {
            let mounted = features.enumerated().filter { $0.element.code.pushTab == tab }
            let inner = mounted.compactMap { featureCluster($0.element, index: $0.offset) }
            let cluster = makeCluster(id: "tab\(index)", kind: .tab(tab), title: "tab \(tab)", clusters: inner)
            if let cluster { clusters.append(cluster) }
        }
        if let showing = makeCluster(id: "tabShowing", kind: .tabShowing, title: "pushed onto the tab showing") {
            clusters.append(showing)
        }
        clusters += features.enumerated().filter { $0.element.code.pushTab == nil }
            .compactMap { featureCluster($0.element, index: $0.offset) }
        let apart: [(String, NavigationMap.ClusterKind, String)] = [
            ("sheets", .sheets, "sheets"), ("fullScreens", .fullScreens, "full-screen covers"),
            ("actions", .actions, "actions"), ("redirects", .redirects, "redirects: old links"),
        ]
        clusters += apart.compactMap { makeCluster(id: $0.0, kind: $0.1, title: $0.2) }
        return clusters
    }

    private func featureCluster(_ feature: (name: String, code: MountedFeatureCode), index: Int) -> NavigationMap
        .Cluster?
    {
        let mount = (feature.code.isUnderTabs ? ["", ":tab"] : [""]) + feature.code.mount
        return makeCluster(
            id: "feature\(index)",
            kind: .feature(feature.name),
            title: "feature \(feature.name) at \(mount.joined(separator: "/"))"
        )
    }

    /// The cluster of `kind` with its nodes; nil when it would be empty.
    private func makeCluster(
        id: String,
        kind: NavigationMap.ClusterKind,
        title: String,
        clusters: [NavigationMap.Cluster] = []
    ) -> NavigationMap.Cluster? {
        let nodeIDs = nodes.map(\.id).filter { placements[$0] == .cluster(kind) }
        guard !nodeIDs.isEmpty || !clusters.isEmpty else { return nil }
        return NavigationMap.Cluster(id: id, kind: kind, title: title, nodeIDs: nodeIDs, clusters: clusters)
    }

    private func nodeID(of route: Route) -> String {
        guard let id = nodeIDOfRoute[ObjectIdentifier(route)] else {
            preconditionFailure("every route of the table has a node before edges are drawn")
        }
        return id
    }

    private func placement(of route: Route) -> Placement {
        switch route.navigation {
        case .selectTab(let tab), .push(tab: let tab?): return .cluster(.tab(tab))
        case .push(tab: nil): return table.tabs.isEmpty ? .topLevel : .cluster(.tabShowing)
        case .sheet: return .cluster(.sheets)
        case .fullScreen: return .cluster(.fullScreens)
        case .action: return .cluster(.actions)
        }
    }

    private func kind(of navigation: Navigation) -> NavigationMap.Kind {
        switch navigation {
        case .push: return .push
        case .selectTab: return .tab
        case .sheet: return .sheet
        case .fullScreen: return .fullScreen
        case .action: return .action
        }
    }

    private func signIn(of route: Route) -> NavigationMap.SignIn {
        if route.requiresAuth { return .required }
        return route.tabsRequiringAuth.isEmpty ? .notRequired : .inTabs(route.tabsRequiringAuth)
    }

    private func isTabRoot(_ route: Route) -> Bool {
        guard case .selectTab(let tab) = route.navigation else { return false }
        return roots.routes[tab] === route
    }

    /// The path segments `paths` all start with, and `…` when some go on: `/g3/…`.
    static func sharedStart(of paths: [String]) -> String {
        let split = paths.map { $0.split(separator: "/") }
        guard var shared = split.first else { return "/" }
        for segments in split.dropFirst() { shared = Array(zip(shared, segments).prefix { $0.0 == $0.1 }.map(\.0)) }
        let goesOn = split.contains { $0.count > shared.count }
        return "/" + shared.joined(separator: "/") + (goesOn ? (shared.isEmpty ? "…" : "/…") : "")
    }
}
