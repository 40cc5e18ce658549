import Testing
@testable import RouteGenCore

/// A route shown over a screen that requires sign-in requires it too, so that no private screen is on view while
/// nobody is signed in: a parent's, a presentation root's and a tab root's requirement reaches every route above it.
@Suite("Sign-in reaches the routes shown over a private screen") struct AuthInheritanceTests {
    typealias U = UnitSupport

    static let spec = U.spec(
        """
        home: { path: /, navigation: { tab: home } }
        wallet: { path: /wallet, auth: true, navigation: { tab: wallet } }
        card: { path: /wallet/cards/:id, navigation: { push: wallet }, parent: wallet }
        offer: { path: /offers/:id, navigation: { push: wallet } }
        story: { path: /stories/:id, navigation: { push: home } }
        help: { path: /help, auth: true, navigation: sheet }
        topic: { path: /help/:topic, navigation: sheet, parent: help }
        step: { path: /help/:topic/steps/:number, navigation: sheet, parent: topic }
        news: { path: /news, navigation: sheet }
        account:
          auth: true
          routes:
            overview: { path: /account }
            edit: { path: /account/edit, parent: account.overview }
        """,
        header: "version: 1\nschemes: [bank]\ntabs: [home, wallet]\n"
    )

    @Test(
        "Whether each route requires sign-in",
        arguments: [
            ("home", false), ("wallet", true), ("card", true), ("offer", true), ("story", false), ("help", true),
            ("topic", true), ("step", true), ("news", false), ("account.overview", true), ("account.edit", true),
        ]
    ) func requiresAuth(route name: String, expected: Bool) throws {
        let output = U.check(Self.spec)
        #expect(U.errors(output).isEmpty, "\(U.errors(output))")
        let route = try #require(output.table?.allRoutes.first { $0.qualifiedName == name })
        #expect(route.requiresAuth == expected)
    }

    @Test("A tab's root is the first route that selects it with no values; only a private one gates the tab")
    func tabRoots() throws {
        let output = U.check(
            U.spec(
                """
                folder: { path: /inbox/:folder, auth: true, navigation: { tab: inbox } }
                inbox: { path: /inbox, query: { page: { type: Int, default: 1 } }, navigation: { tab: inbox } }
                feed: { path: /, navigation: { tab: feed } }
                saved: { path: /saved, auth: true, navigation: { tab: feed } }
                """,
                header: "version: 1\nschemes: [mail]\ntabs: [feed, inbox]\n"
            )
        )
        let table = try #require(output.table, "\(U.errors(output))")
        let roots = TabRoots(routes: table.allRoutes)
        #expect(roots.routes.mapValues(\.qualifiedName) == ["inbox": "inbox", "feed": "feed"])
        #expect(roots.tabsRequiringAuth.isEmpty)
    }

    /// An app whose `vault` and `safe` tabs have roots requiring sign-in: the weather feature is mounted under a
    /// public tab and the vault, the art feature under the vault alone, the news feature under no tab.
    static let gatedApp = """
        version: 1
        name: AppRoute
        schemes: [ghost]
        tabs: [home, vault, safe]
        features:
          weather: { spec: ../Weather/routes.yaml, mount: /weather, tabs: [home, vault] }
          art: { spec: ../Art/routes.yaml, mount: /art, tabs: [vault] }
          news: { spec: ../News/routes.yaml, mount: /news }
        routes:
          home: { path: /, navigation: { tab: home } }
          vault: { path: /vault, auth: true, navigation: { tab: vault } }
          safe: { path: /safe, auth: true, navigation: { tab: safe } }

        """
    static let gatedFeatures = [
        "Weather/routes.yaml": """
        version: 1
        name: WeatherRoute
        feature: true
        routes:
          forecast: { path: / }
          city: { path: /city, parent: forecast }
          units: { path: /units, navigation: sheet }
          unit: { path: /units/:unit, navigation: sheet, parent: units }

        """,
        "Art/routes.yaml": """
        version: 1
        name: ArtRoute
        feature: true
        routes:
          gallery: { path: / }
          piece: { path: /pieces/:pieceId, params: { pieceId: Int }, navigation: fullScreen }

        """,
        "News/routes.yaml": """
        version: 1
        name: NewsRoute
        feature: true
        routes:
          story: { path: /stories/:storyId }

        """,
    ]

    static func gatedTable() throws -> RouteTable {
        let output = FeatureCompositionTests.check(app: gatedApp, gatedFeatures)
        return try #require(output.table, "\(U.errors(output))")
    }

    @Test(
        "A feature's route pushed onto a tab whose root requires sign-in requires it in that tab, in every link when each of the mount's tabs has such a root; one presented does not",
        arguments: [
            ("weather.forecast", false, ["vault"]), ("weather.city", false, ["vault"]), ("weather.units", false, []),
            ("weather.unit", false, []), ("art.gallery", true, []), ("art.piece", false, []), ("news.story", false, []),
        ]
    ) func featureRoutesInGatedTabs(route name: String, requiresAuth: Bool, tabs: [String]) throws {
        let route = try #require(try Self.gatedTable().allRoutes.first { $0.qualifiedName == name })
        #expect((route.requiresAuth, route.tabsRequiringAuth) == (requiresAuth, tabs))
        #expect(route.declaresAuth == false)
    }

    @Test("Each mount knows which of its tabs have a root requiring sign-in") func mountedTabsRequiringAuth() throws {
        let mounts = try Self.gatedTable().mountedFeatureGroups
        #expect(mounts.map { $0.feature?.tabsRequiringAuth ?? [] } == [["vault"], ["vault"], []])
    }

    @Test(
        "match names what asks for sign-in: the route, a route beneath it, or the root of the tab it is shown in",
        arguments: [
            ("bank://wallet", "own"), ("bank://wallet/cards/7", "beneath wallet"), ("bank://offers/7", "tab wallet"),
            ("bank://stories/7", "none"), ("bank://help/fees/steps/2", "beneath help"), ("bank://account/edit", "own"),
            ("bank://news", "none"),
        ]
    ) func linkSignInReasons(link: String, reason: String) throws {
        let table = try #require(U.check(Self.spec).table)
        #expect(Self.reason(for: link, in: table) == reason)
    }

    @Test(
        "match follows a feature's link to the tab it names",
        arguments: [
            ("ghost://vault/weather/city", "tab vault"), ("ghost://home/weather/city", "none"),
            ("ghost://vault/weather/units", "none"), ("ghost://vault/weather/units/metric", "none"),
            ("ghost://vault/art", "tab vault"), ("ghost://vault/art/pieces/3", "none"),
            ("ghost://news/stories/3", "none"),
        ]
    ) func featureLinkSignInReasons(link: String, reason: String) throws {
        #expect(Self.reason(for: link, in: try Self.gatedTable()) == reason)
    }

    /// What `LinkSignIn` says of the route `link` opens, in short; it must agree with the model's requirement.
    static func reason(for link: String, in table: RouteTable) -> String? {
        guard case .resolved(let resolved) = LinkExplainer(table: table).explain(link).verdict else { return nil }
        let route = resolved.openedRoute
        let values = resolved.openedValues.map(\.value)
        let signIn = LinkSignIn(route: route, values: values, in: table)
        let tab = route.namesMountedTab ? route.mountedTabs.first { link.contains("//\($0)/") } : nil
        let modelRequires = route.requiresAuth || tab.map(route.tabsRequiringAuth.contains) == true
        #expect(signIn.isRequired == modelRequires, "\(link)")
        switch signIn {
        case .notRequired: return "none"
        case .own: return "own"
        case .beneath(let parent): return "beneath \(parent.qualifiedName)"
        case .tabRoot(let tab, let root):
            #expect(root.navigation == .selectTab(tab))
            return "tab \(tab)"
        }
    }
}

extension LinkSignIn {
    /// Whether the link's route requires sign-in, for whatever reason.
    var isRequired: Bool {
        if case .notRequired = self { return false }
        return true
    }
}
