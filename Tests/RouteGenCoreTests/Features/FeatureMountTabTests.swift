import Testing
@testable import RouteGenCore

/// A mount's `tab`: the feature's links start with its mount, and its pushed screens show in that one tab of the app,
/// as an app route's `{ push: explore }` does. Sheets, covers and actions show over whatever tab shows.
@Suite("Feature composition: a mount's tab") struct FeatureMountTabTests {
    typealias F = FeatureCompositionTests

    /// The weather feature in the explore tab, its links at `/weather`; the art feature in the vault, whose root
    /// requires sign-in.
    static let app = """
        version: 1
        name: AppRoute
        schemes: [ghost]
        tabs: [home, explore, vault]
        features:
          weather:
            spec: ../Weather/routes.yaml
            mount: /weather
            tab: explore
          art:
            spec: ../Art/routes.yaml
            mount: /art
            tab: vault
        routes:
          home:
            path: /
            navigation: { tab: home }
          explore:
            path: /explore
            navigation: { tab: explore }
          vault:
            path: /vault
            auth: true
            navigation: { tab: vault }

        """
    static let files = ["Weather/routes.yaml": F.weather, "Art/routes.yaml": F.art]

    static func table(_ app: String = app) throws -> RouteTable {
        let output = F.check(app: app, files)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try #require(output.table)
    }

    static func route(_ name: String, in table: RouteTable) throws -> Route {
        try #require(table.allRoutes.first { $0.qualifiedName == name })
    }

    @Test("The mount's tab is read beside its path, and 'tabs' stays absent") func decoded() throws {
        let root = try #require(UnitSupport.read(Self.app).0)
        let log = DiagnosticLog()
        let mount = try #require(SpecDecoder(log: log).decode(root)?.features.first?.mount)
        #expect(log.diagnostics.isEmpty)
        #expect(mount.tab?.value == "explore")
        #expect(mount.tab?.location == SourceLocation(file: UnitSupport.file, line: 9, column: 10))
        #expect(mount.tabs == nil)
    }

    @Test(
        "A feature's links start with its mount and name no tab; its pushed routes are pushed onto the mount's tab, its sheets are not"
    ) func composed() throws {
        let table = try Self.table()
        let city = try Self.route("weather.city", in: table)
        #expect(city.path == "/weather/city")
        #expect(city.parameters.map(\.label) == ["name"])
        #expect(!city.namesMountedTab)
        #expect(city.swiftCase == ".weather(.city(name:))")
        #expect(city.navigation == .push(tab: "explore"))
        #expect(try Self.route("weather.forecast", in: table).navigation == .push(tab: "explore"))
        #expect(try Self.route("weather.units", in: table).navigation == .sheet)
        let mounts = table.mountedFeatureGroups.compactMap(\.feature)
        #expect(mounts.map(\.pushTab) == ["explore", "vault"])
        #expect(mounts.map(\.tabs) == [[], []])
        let link = try #require(LinkExplainer(table: table).explain("ghost://weather/city?name=Oslo").resolvedLink)
        #expect(link.pattern.declaration.qualifiedName == "weather.city")
        #expect(link.generatedDescription == #"weather(WeatherRoute.city(name: "Oslo"))"#)
        guard case .push(let tab, let stack) = LinkNavigation(route: city, values: link.values.map(\.value), in: table)
        else {
            Issue.record("a feature's city is pushed")
            return
        }
        #expect(tab == "explore")
        #expect(stack.map(\.route.qualifiedName) == ["weather.forecast", "weather.city"])
    }

    @Test(
        "A feature's route pushed onto a mount's tab whose root requires sign-in requires it, as match says",
        arguments: [
            ("ghost://art", "tab vault"), ("ghost://art/pieces/3", "tab vault"),
            ("ghost://weather/city?name=Oslo", "none"),
        ]
    ) func signInOfTheMountsTab(link: String, reason: String) throws {
        let table = try Self.table()
        #expect(AuthInheritanceTests.reason(for: link, in: table) == reason)
        #expect(try Self.route("art.gallery", in: table).requiresAuth)
        #expect(try !Self.route("weather.units", in: table).requiresAuth)
        #expect(table.mountedFeatureGroups.map { $0.feature?.tabsRequiringAuth ?? [] } == [[], ["vault"]])
    }

    @Test("A sheet of a feature in a gated tab keeps the feature's answer") func sheetIgnoresTheTab() throws {
        let app = Self.app.replacingOccurrences(of: "    tab: explore\n", with: "    tab: vault\n")
        let table = try Self.table(app)
        #expect(try Self.route("weather.city", in: table).requiresAuth)
        #expect(try !Self.route("weather.units", in: table).requiresAuth)
        #expect(AuthInheritanceTests.reason(for: "ghost://weather/units", in: table) == "none")
    }

    @Test(
        "The links document shows the mount's tab in a pushed route's navigation, and its sign-in",
        arguments: [
            ("weather.city", "no", "push on tab `explore`, above `weather.forecast`"), ("weather.units", "no", "sheet"),
            ("art.gallery", "yes", "push on tab `vault`"),
        ]
    ) func linksDocument(route: String, auth: String, navigation: String) throws {
        let page = LinkDocument.markdown(for: try Self.table(), specFileName: "routes.yaml")
        let row = try #require(page.split(separator: "\n").first { $0.contains("| `\(route)`<br>") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells[3] == auth, "\(row)")
        #expect(cells[4] == navigation, "\(row)")
    }

    @Test("The app's file pushes the feature's routes onto the mount's tab, and gates them when its root is gated")
    func generatedCode() throws {
        let output = RouteGenerator.generate(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            featureSpecs: F.reader(Self.files)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        #expect(source.contains("case weather(Weather.WeatherRoute)"))
        #expect(source.contains("case .push: self = .push(tab: .explore)"))
        #expect(source.contains("case .push: self = .push(tab: .vault)"))
        #expect(source.contains("case .art(let route): return route.requiresAuth || route.navigation == .push"))
        #expect(source.contains("case .weather(let route): return route.requiresAuth\n"))
    }

    static func compared(old: String, new: String) -> [Diagnostic] {
        RouteGenerator.check(
            spec: Array(new.utf8),
            specPath: "App/routes.yaml",
            against: Array(old.utf8),
            earlierPath: "old/App/routes.yaml",
            featureSpecs: F.reader(files),
            earlierFeatureSpecs: { spec, appSpecPath in
                F.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
            }
        )
        .diagnostics
    }

    @Test(
        "A mount moved to another tab keeps every link and warns once, at the mount, that the screens saved in the earlier tab are dropped"
    ) func movedBetweenTabs() throws {
        let moved = Self.app.replacingOccurrences(of: "    tab: explore\n", with: "    tab: home\n")
        let diagnostics = Self.compared(old: Self.app, new: moved)
        #expect(diagnostics.map(\.severity) == [.warning], "\(diagnostics)")
        let warning = try #require(diagnostics.first)
        #expect(warning.id == .navigationChanged)
        #expect(
            warning.message
                == "the mount of feature 'weather' pushes its routes 'weather.forecast', 'weather.city' onto another tab: they were pushed in tab 'explore' and are now pushed in tab 'home': screens the earlier version saved with them are dropped, with the screens above them, when the app restores them"
        )
        #expect(warning.location == SourceLocation(file: "App/routes.yaml", line: 6, column: 3))
        #expect(
            warning.notes.map(\.message) == [
                "to keep them, keep the earlier tab of the mount: give feature 'weather' 'tab: explore'"
            ]
        )
    }

    @Test("A tab added to a mount drops only the screens saved outside it, and says to leave it out to keep them")
    func tabAdded() throws {
        let earlier = Self.app.replacingOccurrences(of: "    tab: explore\n", with: "")
        let diagnostics = Self.compared(old: earlier, new: Self.app)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(
            diagnostics.first?.message
                .hasSuffix(
                    "they were pushed onto the current stack and are now pushed in tab 'explore': screens the earlier version saved with them outside tab 'explore' are dropped, with the screens above them, when the app restores them; those it saved in tab 'explore' stay"
                ) == true,
            "\(diagnostics)"
        )
        #expect(
            diagnostics.first?.notes.map(\.message) == [
                "to keep them, keep the earlier tab of the mount: leave 'tab' out of feature 'weather'"
            ]
        )
    }

    @Test("A mount's 'tab' changed to 'tabs' moves its links under the tabs: a break, as for any mount change")
    func tabToTabs() throws {
        let tabbed = Self.app.replacingOccurrences(of: "    tab: explore\n", with: "    tabs: [home, explore]\n")
        let errors = Self.compared(old: Self.app, new: tabbed).filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.contains { $0.message.contains("ghost://weather") }, "\(errors)")
    }

    @Test(
        "A mount's tab that the app lacks, or beside 'tabs', or in an app without tabs, is a located error",
        arguments: [
            ("    tab: explore\n", "    tab: explor\n", "unknown tab 'explor'; did you mean 'explore'?", 9, 10),
            (
                "    tab: explore\n", "    tab: explore\n    tabs: [home]\n",
                "feature 'weather' has both 'tab' and 'tabs'; keep 'tab' for links that start with the mount and show in tab 'explore', or 'tabs' for links that name their tab before the mount",
                9, 10
            ),
        ]
    ) func badTab(written: String, replacement: String, message: String, line: Int, column: Int) throws {
        let errors = F.errors(F.check(app: Self.app.replacingOccurrences(of: written, with: replacement), Self.files))
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.location == SourceLocation(file: "App/routes.yaml", line: line, column: column))
    }

    @Test("A mount's tab in an app without tabs is a located error") func tabWithoutTabs() throws {
        let app = """
            version: 1
            schemes: [ghost]
            features:
              weather: { spec: ../Weather/routes.yaml, mount: /weather, tab: explore }
            routes:
              home: { path: / }

            """
        let errors = F.errors(F.check(app: app, Self.files))
        #expect(
            errors.map(\.message) == [
                "the mount shows its screens in tab 'explore', but the spec declares no 'tabs'; leave 'tab' out for screens pushed onto the stack showing"
            ]
        )
        #expect(errors.first?.location == SourceLocation(file: "App/routes.yaml", line: 4, column: 66))
    }
}
