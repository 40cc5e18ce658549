import Testing
@testable import RouteGenCore

/// How the map is built from a route table: clusters, stacks, sign-in marks, features, redirects and folding.
@Suite("Navigation map model") struct NavigationMapTests {
    static let app = """
        version: 1
        name: AppRoute
        schemes: [app]
        tabs: [home, account, empty]
        fallback: { route: home }
        routes:
          home: { path: /, navigation: { tab: home } }
          post: { path: /posts/:id, params: { id: Int }, navigation: { push: home } }
          comment: { path: /posts/:id/comments, params: { id: Int }, parent: post, navigation: { push: home } }
          account: { path: /account, auth: true, navigation: { tab: account } }
          billing: { path: /account/billing, navigation: { push: account } }
          profile: { path: /users/:name }
          share: { path: /share, navigation: sheet }
          video: { path: /videos/:id, navigation: fullScreen }
          logout: { path: /logout, navigation: action }
        redirects:
          oldPost: { path: /p/:id, params: { id: Int }, to: post }

        """

    static func map(_ spec: String, limit: Int = NavigationMap.unfoldedRouteLimit) throws -> NavigationMap {
        NavigationMap(table: try MapFixtures.table(spec: spec), unfoldedRouteLimit: limit)
    }

    static func node(_ title: String, in map: NavigationMap) throws -> NavigationMap.Node {
        try #require(map.nodes.first { $0.title == title }, "\(title)")
    }

    static func titles(_ ids: [String], in map: NavigationMap) -> [String] {
        ids.compactMap { id in map.nodes.first { $0.id == id }?.title }
    }

    @Test(
        "Each tab with routes is a cluster in the spec's order; pushes onto the tab showing, sheets, covers, actions and redirects have their own"
    ) func clustersByNavigation() throws {
        let map = try Self.map(Self.app)
        #expect(
            map.clusters.map(\.title) == [
                "tab home", "tab account", "pushed onto the tab showing", "sheets", "full-screen covers", "actions",
                "redirects: old links",
            ]
        )
        #expect(
            map.clusters.map { Self.titles($0.nodeIDs, in: map) } == [
                ["home", "post", "comment"], ["account", "billing"], ["profile"], ["share"], ["video"], ["logout"],
                ["oldPost"],
            ]
        )
        #expect(map.topLevelNodes.isEmpty)
        #expect(try Self.node("share", in: map).kind == .sheet)
        #expect(try Self.node("video", in: map).kind == .fullScreen)
        #expect(try Self.node("logout", in: map).kind == .action)
        #expect(try Self.node("home", in: map).labelLines == ["home", "/", "tab root", "fallback"])
    }

    @Test("Edges follow each stack from the tab's root through the parents; a redirect's edge goes to its route")
    func stackAndRedirectEdges() throws {
        let map = try Self.map(Self.app)
        let edges = map.edges.map { edge in
            (Self.titles([edge.from], in: map) + Self.titles([edge.to], in: map)).joined(separator: " → ")
                + (edge.kind == .redirect ? " (redirect)" : "")
        }
        #expect(edges == ["home → post", "post → comment", "account → billing", "oldPost → post (redirect)"])
    }

    @Test("A route beneath a root that requires sign-in is marked, as the Auth column says") func inheritedSignIn()
        throws
    {
        let map = try Self.map(Self.app)
        #expect(try Self.node("account", in: map).signIn == .required)
        #expect(try Self.node("billing", in: map).signIn == .required)
        #expect(try Self.node("billing", in: map).labelLines.last == "requires sign-in")
        #expect(try Self.node("post", in: map).signIn == .notRequired)
    }

    @Test("Without tabs, pushed routes stand at the top level") func noTabs() throws {
        let map = try Self.map(
            "version: 1\nname: R\nschemes: [r]\nroutes:\n  a: { path: /a }\n  b: { path: /b, parent: a }\n"
        )
        #expect(map.clusters.isEmpty)
        #expect(map.topLevelNodes.map(\.title) == ["a", "b"])
        #expect(map.edges == [.init(from: "route0", to: "route1", kind: .stack)])
    }

    @Test("A feature's routes are a cluster at its mount; a route under a gated tab's mount is marked with that tab")
    func featureClusters() throws {
        let path = "Tests/Fixtures/Features/App/routes.yaml"
        let output = RouteGenerator.check(
            spec: try Fixtures.bytes(path),
            specPath: path,
            featureSpecs: YAMLExampleTests.fixtureFiles
        )
        let map = NavigationMap(table: try #require(output.table))
        let weather = try #require(map.clusters.first { $0.kind == .feature("weather") })
        #expect(weather.title == "feature weather at /:tab/weather")
        #expect(Self.titles(weather.nodeIDs, in: map) == ["weather.forecast", "weather.city", "weather.units"])
        #expect(try Self.node("weather.city", in: map).signIn == .inTabs(["vault"]))
        #expect(try Self.node("weather.city", in: map).labelLines.last == "requires sign-in in tab vault")
        #expect(map.clusters.first { $0.kind == .feature("art") }?.title == "feature art at /art")
    }

    @Test("A feature mounted with a tab of its own sits inside that tab's cluster") func featureOnTab() throws {
        let app = FeatureCompositionTests.app.replacing(
            "    mount: /art\n",
            with: "    mount: /art\n    tab: settings\n"
        )
        let output = FeatureCompositionTests.check(app: app)
        let map = NavigationMap(table: try #require(output.table))
        let settings = try #require(map.clusters.first { $0.kind == .tab("settings") })
        #expect(settings.clusters.map(\.kind) == [.feature("art")])
        #expect(!map.clusters.contains { $0.kind == .feature("art") })
    }

    @Test("Past the limit each outermost group is one node with its count, in the cluster its routes share")
    func foldsGroupsPastLimit() throws {
        let spec = MapFixtures.groupedSpec(groups: 11)
        let folded = try Self.map(spec)
        #expect(folded.nodes.count == 12)
        let first = try Self.node("g0", in: folded)
        #expect(first.kind == .foldedGroup(routeCount: 10, signInCount: 10))
        #expect(first.labelLines == ["g0", "/g0/…", "10 routes", "requires sign-in"])
        #expect(try Self.node("g1", in: folded).labelLines == ["g1", "/g1/…", "10 routes"])
        #expect(folded.clusters.map(\.kind) == [.tab("home")])
        // The stacks inside a group fold away; the root's edge to each group stays, once.
        #expect(folded.edges.count == 11)
        #expect(folded.edges.allSatisfy { $0.from == "route0" })

        let whole = try Self.map(spec, limit: 200)
        #expect(whole.nodes.count == 111)
        #expect(!whole.nodes.contains { if case .foldedGroup = $0.kind { true } else { false } })
    }

    @Test("A folded group whose routes are shown in different places stands at the top level, marked only by count")
    func foldedMixedGroup() throws {
        let spec =
            MapFixtures.groupedSpec(groups: 10) + """
                  mixed:
                    routes:
                      page: { path: /mixed, auth: true, navigation: { push: home } }
                      popup: { path: /mixed/popup, navigation: sheet }

                """
        let map = try Self.map(spec)
        let mixed = try Self.node("mixed", in: map)
        #expect(map.topLevelNodes.map(\.title) == ["mixed"])
        #expect(mixed.signIn == .notRequired)
        #expect(mixed.labelLines == ["mixed", "/mixed/…", "2 routes, 1 requiring sign-in"])
    }
}
