import Testing
@testable import RouteGenCore

/// The map against what it draws: the Mermaid text read back is the model, and the model is what the route table
/// says, derived here from the table itself, not from either output.
@Suite("Navigation map agrees with the page and the route table") struct NavigationMapAgreementTests {
    static let shapes: [NavigationMap.Kind: String] = [
        .push: "[]", .tab: "([])", .sheet: "()", .fullScreen: "[[]]", .action: "{{}}", .redirect: ">]",
    ]

    @Test(
        "The Mermaid block of the links page, read back, has the model's nodes, clusters and edges",
        arguments: MapFixtures.names
    ) func mermaidReadsBackAsModel(spec: String) throws {
        let table = try MapFixtures.table(spec)
        let map = NavigationMap(table: table)
        let page = LinkDocument.markdown(for: table, specFileName: "\(spec).yaml")
        let block = try #require(
            page.components(separatedBy: "```mermaid\n").last?.components(separatedBy: "\n```").first
        )
        let reader = MermaidMapReader(block)
        #expect(reader.unread.isEmpty, "\(reader.unread)")
        // Each node once; Mermaid draws a node in the subgraph that declares it, so the order is by cluster.
        #expect(reader.nodeOrder.sorted() == map.nodes.map(\.id).sorted())
        #expect(reader.edges == map.edges)
        var clusterPaths: [String: [String]] = [:]
        func visit(_ cluster: NavigationMap.Cluster, outer: [String]) {
            #expect(reader.clusterTitles[cluster.id] == cluster.title)
            for id in cluster.nodeIDs { clusterPaths[id] = outer + [cluster.id] }
            for inner in cluster.clusters { visit(inner, outer: outer + [cluster.id]) }
        }
        for cluster in map.clusters { visit(cluster, outer: []) }
        for node in map.nodes {
            let read = try #require(reader.nodes[node.id])
            #expect(read.lines == node.labelLines, "\(node.id)")
            #expect(read.clusters == (clusterPaths[node.id] ?? []), "\(node.id)")
            if case .foldedGroup = node.kind {
                #expect(read.shape == "[()]")
            } else {
                #expect(read.shape == Self.shapes[node.kind], "\(node.id)")
            }
            #expect(read.classes.contains("signIn") == (node.signIn != .notRequired), "\(node.id)")
            #expect(read.classes.contains("fallback") == node.isFallback, "\(node.id)")
        }
    }

    @Test(
        "The example app's map has every route, tab, stack, presentation, sign-in, feature and redirect of its table",
        arguments: MapFixtures.exampleApps
    ) func exampleAppMapFollowsTable(spec: String) throws {
        let table = try MapFixtures.table(spec)
        let map = NavigationMap(table: table)
        let byTitle = Dictionary(uniqueKeysWithValues: map.nodes.map { ($0.title, $0) })
        var clusterOfNode: [String: NavigationMap.ClusterKind] = [:]
        for cluster in map.allClusters { for id in cluster.nodeIDs { clusterOfNode[id] = cluster.kind } }
        let features = Set(table.mountedFeatureGroups.map(\.caseName))
        let nodeOfRoute = { (route: Route) throws -> NavigationMap.Node in try #require(byTitle[route.qualifiedName]) }

        #expect(map.nodes.count == table.allRoutes.count + table.redirects.count)
        for route in table.allRoutes {
            let node = try nodeOfRoute(route)
            #expect(node.pattern == route.path)
            let expectedCluster: NavigationMap.ClusterKind
            let expectedKind: NavigationMap.Kind
            switch route.navigation {
            case .push(let tab):
                expectedKind = .push
                expectedCluster = tab.map { .tab($0) } ?? .tabShowing
            case .selectTab(let tab):
                expectedKind = .tab
                expectedCluster = .tab(tab)
            case .sheet:
                expectedKind = .sheet
                expectedCluster = .sheets
            case .fullScreen:
                expectedKind = .fullScreen
                expectedCluster = .fullScreens
            case .action:
                expectedKind = .action
                expectedCluster = .actions
            }
            let feature = route.groupPath.first.flatMap { features.contains($0) ? $0 : nil }
            #expect(clusterOfNode[node.id] == feature.map { .feature($0) } ?? expectedCluster, "\(route.qualifiedName)")
            #expect(node.kind == expectedKind, "\(route.qualifiedName)")
            let signIn: NavigationMap.SignIn =
                route.requiresAuth
                ? .required : route.tabsRequiringAuth.isEmpty ? .notRequired : .inTabs(route.tabsRequiringAuth)
            #expect(node.signIn == signIn, "\(route.qualifiedName)")
            #expect(node.isFallback == (table.fallback?.route === route), "\(route.qualifiedName)")
        }

        // Each route's stack, bottom first: the tab's root under a first screen pushed onto the tab, then parents.
        var expectedStacks: Set<NavigationMap.Edge> = []
        for route in table.allRoutes {
            var stack = try (route.ancestors.map(\.route) + [route]).map(nodeOfRoute)
            if case .push(let tab?) = route.ancestors.first?.route.navigation ?? route.navigation,
                let root = table.allRoutes.first(where: { $0.navigation == .selectTab(tab) && $0.opensWithoutValues }),
                root.qualifiedName != stack[0].title
            {
                stack.insert(try nodeOfRoute(root), at: 0)
            }
            let edges = zip(stack, stack.dropFirst()).map { NavigationMap.Edge(from: $0.id, to: $1.id, kind: .stack) }
            let positions = edges.compactMap { map.edges.firstIndex(of: $0) }
            #expect(positions.count == edges.count, "\(route.qualifiedName)")
            #expect(positions == positions.sorted(), "\(route.qualifiedName): the stack's edges in the order it builds")
            expectedStacks.formUnion(edges)
        }
        #expect(Set(map.edges.filter { $0.kind == .stack }) == expectedStacks)

        for tab in Set(
            table.allRoutes.compactMap { route -> String? in
                switch route.navigation {
                case .selectTab(let tab), .push(tab: let tab?): return tab
                default: return nil
                }
            }
        ) where !holdsOnlyFeatureRoutes(tab, in: table, features: features) {
            #expect(map.allClusters.contains { $0.kind == .tab(tab) }, "tab \(tab)")
        }
        for group in table.mountedFeatureGroups {
            let cluster = try #require(map.allClusters.first { $0.kind == .feature(group.caseName) })
            #expect(cluster.nodeIDs.count == group.level.allRoutes.count)
        }
        let redirectEdges = map.edges.filter { $0.kind == .redirect }
        #expect(redirectEdges.count == table.redirects.count)
        for redirect in table.redirects {
            let node = try #require(byTitle[redirect.declaration.qualifiedName])
            #expect(node.kind == .redirect && node.pattern == redirect.declaration.path)
            #expect(clusterOfNode[node.id] == .redirects)
            let target = try nodeOfRoute(redirect.target.route)
            #expect(redirectEdges.contains(.init(from: node.id, to: target.id, kind: .redirect)))
        }
    }

    /// Whether every route of `tab` belongs to a feature, whose cluster holds it instead.
    private func holdsOnlyFeatureRoutes(_ tab: String, in table: RouteTable, features: Set<String>) -> Bool {
        table.allRoutes.allSatisfy { route in
            switch route.navigation {
            case .selectTab(tab), .push(tab: tab): return route.groupPath.first.map(features.contains) ?? false
            default: return true
            }
        }
    }
}
