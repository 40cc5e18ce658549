import Testing
@testable import RouteGenCore

/// An app spec that mounts feature specs: one composed table, one ambiguity proof across every spec, and the keys
/// a feature spec must leave to the app, each a located error.
@Suite("Feature composition") struct FeatureCompositionTests {
    static let app = """
        version: 1
        name: AppRoute
        schemes: [ghost]
        hosts: [ghost.example.com]
        tabs: [dashboard, settings]
        features:
          weather:
            spec: ../Weather/routes.yaml
            mount: /weather
          art:
            spec: ../Art/routes.yaml
            mount: /art
        routes:
          dashboard:
            path: /
            navigation: { tab: dashboard }
          settings:
            path: /settings
            navigation: { tab: settings }

        """
    static let weather = """
        version: 1
        name: WeatherRoute
        feature: true
        routes:
          forecast:
            path: /
          city:
            path: /city
            query:
              name: { type: String }
            parent: forecast
          units:
            navigation: sheet
            path: /units

        """
    static let art = """
        version: 1
        name: ArtRoute
        feature: true
        routes:
          gallery:
            path: /
          piece:
            path: /pieces/:pieceId
            params: { pieceId: Int }

        """

    /// The files as they would be on disk, the app spec at `App/routes.yaml`.
    static func reader(_ files: [String: String]) -> RouteGenerator.FeatureSpecReader {
        { spec, appSpecPath in
            let path = ConfigPaths.featureSpecPath(spec, beside: appSpecPath)
            guard let text = files[path] else { return .failure(.init("no such file '\(path)'")) }
            return .success((Array(text.utf8), path))
        }
    }

    static func check(
        app: String = app,
        _ files: [String: String] = ["Weather/routes.yaml": weather, "Art/routes.yaml": art]
    ) -> RouteGenerator.Output {
        RouteGenerator.check(spec: Array(app.utf8), specPath: "App/routes.yaml", featureSpecs: reader(files))
    }

    static func errors(_ output: RouteGenerator.Output) -> [Diagnostic] {
        output.diagnostics.filter { $0.severity == .error }
    }

    @Test("A feature's routes join the app's under its mount, declared where the feature spec writes them")
    func composed() throws {
        let output = Self.check()
        #expect(output.diagnostics.isEmpty)
        let table = try #require(output.table)
        let routes = Dictionary(uniqueKeysWithValues: table.allRoutes.map { ($0.qualifiedName, $0) })
        #expect(routes["weather.forecast"]?.path == "/weather")
        #expect(routes["weather.city"]?.path == "/weather/city")
        #expect(routes["art.piece"]?.path == "/art/pieces/:pieceId")
        #expect(routes["weather.city"]?.location == SourceLocation(file: "Weather/routes.yaml", line: 7, column: 3))
        #expect(routes["weather.units"]?.navigation == .sheet)
        let city = try #require(routes["weather.city"])
        #expect(city.ancestors.map(\.route.qualifiedName) == ["weather.forecast"])
        #expect(table.mountedFeatures.map(\.value) == ["weather", "art"])
    }

    @Test("An app route under a feature's mount is an error with a link both take, located in both specs")
    func appRouteUnderMount() throws {
        let app = Self.app + "  oldPiece:\n    path: /art/pieces/:id\n    params: { id: Int }\n"
        let errors = Self.errors(Self.check(app: app))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(
            error.message
                == "route 'oldPiece' takes links under the mount of feature 'art' ('/art') such as '/art/pieces/1', which the feature alone takes; move it into the feature's spec or out of the mount"
        )
        #expect(error.location == SourceLocation(file: "App/routes.yaml", line: 20, column: 3))
        #expect(
            error.notes.map(\.location) == [
                SourceLocation(file: "App/routes.yaml", line: 10, column: 3),
                SourceLocation(file: "Art/routes.yaml", line: 7, column: 3),
            ]
        )
    }

    @Test("An app route with a parameter where a mount has a literal is not under it: the feature's routes win")
    func parameterBesideMount() throws {
        let app = Self.app + "  section:\n    path: /:section/pieces/:id\n    params: { id: Int }\n"
        let output = Self.check(app: app)
        #expect(output.diagnostics.isEmpty)
        let explainer = LinkExplainer(table: try #require(output.table))
        #expect(
            explainer.explain("ghost://art/pieces/1").resolvedLink?.pattern.declaration.qualifiedName == "art.piece"
        )
        #expect(explainer.explain("ghost://shop/pieces/1").resolvedLink?.pattern.declaration.qualifiedName == "section")
    }

    @Test("Two features mounted where both would take a link are one error at the later mount") func overlappingMounts()
        throws
    {
        let app = Self.app.replacingOccurrences(of: "mount: /art", with: "mount: /weather/art")
        let errors = Self.errors(Self.check(app: app))
        #expect(
            errors.map(\.message) == [
                "features 'weather' and 'art' are mounted where both would take the same links ('/weather' and '/weather/art'); mount them apart"
            ]
        )
        #expect(errors.first?.location == SourceLocation(file: "App/routes.yaml", line: 10, column: 3))
        #expect(errors.first?.notes.first?.location == SourceLocation(file: "App/routes.yaml", line: 7, column: 3))
    }

    @Test("A feature spec checks alone, with its paths as the feature writes them") func featureAlone() throws {
        let output = RouteGenerator.check(spec: Array(Self.weather.utf8), specPath: "Weather/routes.yaml")
        #expect(output.diagnostics.isEmpty)
        let table = try #require(output.table)
        #expect(table.allRoutes.map(\.path) == ["/", "/city", "/units"])
        #expect(table.kind == .feature(declaredAt: SourceLocation(file: "Weather/routes.yaml", line: 3, column: 10)))
        #expect(table.featureProblem(forCommand: "routegen match")?.location == table.kind.featureDeclaration)
    }

    @Test(
        "A further file of the app's, or Codable routes, asked of a feature spec are a located error, and nothing is generated"
    ) func notGeneratedYet() {
        let weather = Array(Self.weather.utf8)
        let router = RouteGenerator.generate(
            spec: weather,
            specPath: "Weather/routes.yaml",
            rendering: RenderOptions(outputs: [.navigation])
        )
        #expect(router.source == nil)
        #expect(
            Self.errors(router).map(\.message) == [
                "the navigation code is the app's, generated from the app spec with the routes of the features it mounts; generate this feature's route file alone"
            ]
        )
        let codable = RouteGenerator.generate(
            spec: weather,
            specPath: "W.yaml",
            rendering: RenderOptions(codable: true)
        )
        #expect(Self.errors(codable).map(\.location) == [SourceLocation(file: "W.yaml", line: 3, column: 10)])
        let codableApp = RouteGenerator.generate(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            featureSpecs: Self.reader(["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]),
            rendering: RenderOptions(codable: true)
        )
        // The app's routes are stored as the app's links, its features' among them.
        #expect(Self.errors(codableApp).isEmpty)
        #expect(codableApp.source?.contains("extension AppRoute: Swift.Codable {") == true)
    }

    @Test(
        "What only the app decides is a located error in a feature spec",
        arguments: [
            ("schemes: [ghost]\n", "'schemes' cannot be set in a feature spec", 4, 1),
            ("tabs: [a]\n", "'tabs' cannot be set in a feature spec", 4, 1),
            ("context: {}\n", "'context' cannot be set in a feature spec", 4, 1),
            ("features: {}\n", "'features' cannot be set in a feature spec", 4, 1),
        ]
    ) func keysOfAppSpecs(line: String, message: String, row: Int, column: Int) throws {
        let spec = Self.weather.replacingOccurrences(of: "routes:\n", with: line + "routes:\n")
        let errors = Self.errors(RouteGenerator.check(spec: Array(spec.utf8), specPath: "Weather/routes.yaml"))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.hasPrefix(message))
        #expect(error.location == SourceLocation(file: "Weather/routes.yaml", line: row, column: column))
    }

    @Test(
        "A feature's route cannot name a tab, write an example as a whole link, or have an activity or an intent yet",
        arguments: [
            ("navigation: sheet", "navigation: { push: dashboard }", "'units' names the tab 'dashboard'", 13, 25),
            (
                "navigation: sheet", "examples: { opens: { 'ghost://weather/units': {} } }",
                "a feature's example link is a path under its mount", 13, 26
            ), ("navigation: sheet", "activity: true", "route 'units' has an 'activity'", 13, 15),
            ("navigation: sheet", "intent: true", "route 'units' has an 'intent'", 13, 13),
        ]
    ) func routeKeysOfApps(written: String, replacement: String, message: String, row: Int, column: Int) throws {
        let spec = Self.weather.replacingOccurrences(of: written, with: replacement)
        let errors = Self.errors(RouteGenerator.check(spec: Array(spec.utf8), specPath: "Weather/routes.yaml"))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.hasPrefix(message))
        #expect(error.location == SourceLocation(file: "Weather/routes.yaml", line: row, column: column))
    }

    @Test("A feature that cannot be mounted is a located error at the app spec") func unmountable() throws {
        let missing = Self.errors(Self.check(["Weather/routes.yaml": Self.weather]))
        #expect(missing.map(\.message) == ["cannot read the spec of feature 'art': no such file 'Art/routes.yaml'"])
        #expect(missing.first?.location == SourceLocation(file: "App/routes.yaml", line: 11, column: 11))

        let notFeature = Self.weather.replacingOccurrences(of: "feature: true\n", with: "")
        let plain = Self.errors(Self.check(["Weather/routes.yaml": notFeature, "Art/routes.yaml": Self.art]))
        #expect(
            plain.map(\.message) == [
                "'../Weather/routes.yaml' is not a feature spec; a spec that an app mounts says 'feature: true'"
            ]
        )

        let parameterMount = Self.app.replacingOccurrences(of: "mount: /art", with: "mount: /art/:id")
        let mount = Self.errors(Self.check(app: parameterMount))
        #expect(
            mount.map(\.message) == [
                "a mount is a path of one or more literal segments, such as '/weather', found '/art/:id'"
            ]
        )
        #expect(mount.first?.location == SourceLocation(file: "App/routes.yaml", line: 12, column: 12))

        let clash = Self.app.replacingOccurrences(of: "  settings:\n    path", with: "  art:\n    path")
        let named = Self.errors(Self.check(app: clash))
        #expect(named.map(\.message) == ["feature 'art' has the name of one of the app's routes; rename one of them"])

        let noMount = Self.app.replacingOccurrences(of: "    mount: /art\n", with: "")
        #expect(
            Self.errors(Self.check(app: noMount)).map(\.message) == [
                "feature 'art' needs 'mount': the path its links start with, such as '/art'"
            ]
        )
    }

    /// The app spec with the weather feature also reached from a tab: `ghost://settings/weather/units`.
    static let appWithTabMount = app.replacingOccurrences(
        of: "    mount: /weather\n",
        with: "    mount: /weather\n    tabs: [dashboard, settings]\n"
    )

    @Test("A feature mounted under tabs takes the links that name one of them first, the tab a value of its routes")
    func mountedUnderTabs() throws {
        let output = Self.check(app: Self.appWithTabMount)
        #expect(output.diagnostics.isEmpty)
        let table = try #require(output.table)
        let city = try #require(table.allRoutes.first { $0.qualifiedName == "weather.city" })
        #expect(city.path == "/:tab/weather/city")
        #expect(city.parameters.map(\.label) == ["tab", "name"])
        // The tab is the app's: its case holds it beside the feature's route, which does not have it.
        #expect(city.parameters.map(\.holdsMountedTab) == [true, false])
        #expect(city.swiftCase == ".weather(.city(name:), tab:)")
        let explainer = LinkExplainer(table: table)
        let link = try #require(explainer.explain("ghost://settings/weather/city?name=Oslo").resolvedLink)
        #expect(link.pattern.declaration.qualifiedName == "weather.city")
        #expect(link.generatedDescription == #"weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.settings)"#)
        guard case .push(let tab, let stack) = LinkNavigation(route: city, values: link.values.map(\.value), in: table)
        else {
            Issue.record("a feature's city is pushed")
            return
        }
        #expect(tab == "settings")
        #expect(stack.map(\.generatedDescription).first == "weather(WeatherRoute.forecast, tab: AppTab.settings)")
        #expect(explainer.explain("ghost://weather/city?name=Oslo").resolvedLink == nil)
        #expect(explainer.explain("ghost://settings").resolvedLink?.pattern.declaration.qualifiedName == "settings")
    }

    @Test(
        "A tab mount that names no tab of the app is a located error",
        arguments: [
            ("    tabs: [dashboard, settings]", "    tabs: [dashboard, profile]", "unknown tab 'profile'", 10, 23),
            (
                "    tabs: [dashboard, settings]", "    tabs: []",
                "'tabs' lists no tab; leave it out for links without one", 10, 11
            ),
        ]
    ) func badTabMount(written: String, replacement: String, message: String, row: Int, column: Int) throws {
        let app = Self.appWithTabMount.replacingOccurrences(of: written, with: replacement)
        let errors = Self.errors(Self.check(app: app))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.hasPrefix(message))
        #expect(error.location == SourceLocation(file: "App/routes.yaml", line: row, column: column))
    }

    @Test("A feature spec mounted twice is a located error: the app's code converts each feature's types once")
    func mountedTwice() {
        let app = Self.app.replacingOccurrences(
            of: "  art:\n",
            with: "  weatherAgain:\n    spec: ../Weather/routes.yaml\n    mount: /forecasts\n  art:\n"
        )
        let errors = Self.errors(Self.check(app: app))
        #expect(errors.map(\.location) == [SourceLocation(file: "App/routes.yaml", line: 10, column: 3)])
        #expect(
            errors.first?.message
                .hasPrefix("feature 'weatherAgain' has the route enum 'WeatherRoute', as another feature has") == true
        )
        #expect(errors.first?.notes.first?.location == SourceLocation(file: "App/routes.yaml", line: 7, column: 3))
    }

    @Test("A tab mount in an app without tabs is a located error") func tabMountWithoutTabs() {
        let app = Self.appWithTabMount
            .replacingOccurrences(of: "tabs: [dashboard, settings]\nfeatures", with: "features")
            .replacingOccurrences(of: "    navigation: { tab: dashboard }\n", with: "")
            .replacingOccurrences(of: "    navigation: { tab: settings }\n", with: "")
        #expect(
            Self.errors(Self.check(app: app)).map(\.message) == [
                "the mount lists tabs, but the spec declares no 'tabs'"
            ]
        )
    }

    /// The weather feature with an old link shape of its own, under its mount.
    static let weatherWithRedirect =
        weather + """
            redirects:
              oldCity:
                path: /town/:name
                to: city

            """

    @Test("A feature's redirect takes old links under its mount, opens the feature's route, and is named after it")
    func featureRedirects() throws {
        let files = ["Weather/routes.yaml": Self.weatherWithRedirect, "Art/routes.yaml": Self.art]
        let output = Self.check(app: Self.appWithTabMount, files)
        #expect(Self.errors(output).isEmpty)
        let table = try #require(output.table)
        let redirect = try #require(table.redirects.first { $0.declaration.qualifiedName == "weather.oldCity" })
        #expect(redirect.declaration.path == "/:tab/weather/town/:name")
        #expect(redirect.target.name == "weatherOldCity")
        #expect(redirect.declaration.location == SourceLocation(file: "Weather/routes.yaml", line: 16, column: 3))
        let link = try #require(LinkExplainer(table: table).explain("ghost://dashboard/weather/town/Oslo").resolvedLink)
        #expect(link.generatedDescription == #"weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.dashboard)"#)
        // The app's outcome names each redirect once.
        let clash =
            Self.appWithTabMount + """
                redirects:
                  weatherOldCity:
                    path: /old/:tab/:name
                    to: weather.city
                    params: { tab: { enum: [dashboard, settings] } }

                """
        #expect(
            Self.errors(Self.check(app: clash, files)).map(\.message) == [
                "redirect 'weather.oldCity' is named 'weatherOldCity' in the app's outcome, as another redirect is; rename one of them"
            ]
        )
        // Old schemes and hosts are the app's.
        let oldScheme = Self.weatherWithRedirect.replacingOccurrences(
            of: "    to: city\n",
            with: "    to: city\n    schemes: [weatherapp]\n"
        )
        let errors = Self.errors(
            Self.check(app: Self.app, ["Weather/routes.yaml": oldScheme, "Art/routes.yaml": Self.art])
        )
        #expect(errors.map(\.location) == [SourceLocation(file: "Weather/routes.yaml", line: 19, column: 15)])
        #expect(
            errors.first?.message
                .hasPrefix("redirect 'oldCity' of a feature takes links under the feature's mount only") == true
        )
    }

    @Test("A feature's route names parents among the feature's routes only; the app's redirects reach into features")
    func referencesAcrossTheBoundary() throws {
        let appParent = Self.weather.replacingOccurrences(of: "parent: forecast", with: "parent: dashboard")
        let errors = Self.errors(Self.check(["Weather/routes.yaml": appParent, "Art/routes.yaml": Self.art]))
        #expect(
            errors.map(\.message) == [
                "the parent 'dashboard' of 'city' is not a route of this feature; a feature's routes name parents among its own routes, by their names in its spec"
            ]
        )
        #expect(errors.first?.location == SourceLocation(file: "Weather/routes.yaml", line: 11, column: 13))

        let redirect =
            "redirects:\n  oldPiece:\n    path: /gallery/:pieceId\n    params: { pieceId: Int }\n    to: art.piece\n"
        let output = Self.check(app: Self.app + redirect)
        #expect(output.diagnostics.isEmpty)
        let table = try #require(output.table)
        let explained = LinkExplainer(table: table).explain("ghost://gallery/5").resolvedLink
        #expect(explained?.redirected?.route.qualifiedName == "art.piece")
    }

    @Test(
        "A feature's change that breaks a link the app opened fails the app's comparison, with the link, until the feature redirects it"
    ) func comparedAsComposed() throws {
        let files = ["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]
        var moved = files
        moved["Art/routes.yaml"] = Self.art.replacingOccurrences(of: "/pieces/:pieceId", with: "/works/:pieceId")
        let output = RouteGenerator.check(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            against: Array(Self.app.utf8),
            earlierPath: "old/App/routes.yaml",
            featureSpecs: Self.reader(moved),
            earlierFeatureSpecs: { spec, appSpecPath in
                Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
            }
        )
        let errors = Self.errors(output)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("ghost://art/pieces/") == true)
        // The feature team keeps its old links with a redirect in its own spec, and the app's comparison passes.
        var redirected = moved
        redirected["Art/routes.yaml"] =
            (moved["Art/routes.yaml"] ?? "") + """
                redirects:
                  oldPiece:
                    path: /pieces/:pieceId
                    params: { pieceId: Int }
                    to: piece

                """
        let kept = RouteGenerator.check(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            against: Array(Self.app.utf8),
            earlierPath: "old/App/routes.yaml",
            featureSpecs: Self.reader(redirected),
            earlierFeatureSpecs: { spec, appSpecPath in
                Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
            }
        )
        #expect(Self.errors(kept).isEmpty, "\(kept.diagnostics)")
    }

    @Test(
        "A feature route removed, or moved with its mount, beside a feature mounted under tabs is reported at the route, not at the tab that refuses its first segment"
    ) func removedBesideMountedTabs() throws {
        let app = Self.app.replacingOccurrences(
            of: "    mount: /weather\n",
            with: "    mount: /weather\n    tabs: [dashboard, settings]\n"
        )
        let files = ["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]
        func errors(app newApp: String, art: String) -> [Diagnostic] {
            var changed = files
            changed["Art/routes.yaml"] = art
            let output = RouteGenerator.check(
                spec: Array(newApp.utf8),
                specPath: "App/routes.yaml",
                against: Array(app.utf8),
                earlierPath: "old/App/routes.yaml",
                featureSpecs: Self.reader(changed),
                earlierFeatureSpecs: { spec, appSpecPath in
                    Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
                        .map { (bytes: $0.bytes, name: "old/" + $0.name) }
                }
            )
            return Self.errors(output)
        }
        let withoutPiece = Self.art.replacingOccurrences(
            of: "  piece:\n    path: /pieces/:pieceId\n    params: { pieceId: Int }\n",
            with: ""
        )
        let removed = errors(app: app, art: withoutPiece)
        #expect(removed.map(\.location) == [SourceLocation(file: "old/Art/routes.yaml", line: 7, column: 3)])
        #expect(
            removed.first?.notes.last?.message
                == "route 'art.piece' is removed; restore it, or add a redirect that takes its links"
        )

        let moved = errors(app: app.replacingOccurrences(of: "mount: /art", with: "mount: /museum"), art: Self.art)
        #expect(
            moved.map(\.location) == [
                SourceLocation(file: "Art/routes.yaml", line: 5, column: 3),
                SourceLocation(file: "Art/routes.yaml", line: 7, column: 3),
            ]
        )
        #expect(
            moved.flatMap(\.notes)
                .filter { $0.kind == .help && $0.message.contains("no longer takes it with its path") }.count == 2,
            "\(moved)"
        )
    }

    @Test(
        "A tab the app's mount no longer lists is one error at the mount's tabs, with a note per link, not one per feature route",
        arguments: [false, true]
    ) func lostMountTab(appDropsTab: Bool) throws {
        let app = Self.app.replacingOccurrences(
            of: "    mount: /weather\n",
            with: "    mount: /weather\n    tabs: [dashboard, settings]\n"
        )
        var newApp = app.replacingOccurrences(
            of: "    mount: /weather\n    tabs: [dashboard, settings]\n",
            with: "    mount: /weather\n    tabs: [dashboard]\n"
        )
        if appDropsTab {
            newApp =
                newApp.replacingOccurrences(
                    of: "tabs: [dashboard, settings]\nfeatures",
                    with: "tabs: [dashboard]\nfeatures"
                )
                .replacingOccurrences(of: "    navigation: { tab: settings }\n", with: "")
        }
        #expect(newApp != app)
        let files = ["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]
        let output = RouteGenerator.check(
            spec: Array(newApp.utf8),
            specPath: "App/routes.yaml",
            against: Array(app.utf8),
            earlierPath: "old/App/routes.yaml",
            featureSpecs: Self.reader(files),
            earlierFeatureSpecs: { spec, appSpecPath in
                Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
                    .map { (bytes: $0.bytes, name: "old/" + $0.name) }
            }
        )
        let errors = Self.errors(output)
        #expect(errors.map(\.location) == [SourceLocation(file: "App/routes.yaml", line: 10, column: 11)], "\(errors)")
        let error = try #require(errors.first)
        #expect(error.message.hasPrefix("feature 'weather' is no longer mounted under tab 'settings', so the "))
        let links = error.notes.filter { $0.kind != .help }.map(\.message)
        for route in ["weather.forecast", "weather.city", "weather.units"] {
            #expect(
                links.contains { $0.contains("opened route '\(route)'") && $0.contains("ghost://settings/weather") }
            )
        }
        #expect(
            error.notes.last?.message.hasPrefix("keep 'settings' among the app's 'tabs' and the mount's 'tabs'") == true
        )
    }

    @Test(
        "The redirect suggested for a moved feature route names the spec it goes in, is written as that spec writes it, and passes there",
        arguments: [false, true]
    ) func suggestedRedirectForFeature(mountMoves: Bool) throws {
        let files = ["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]
        var moved = files
        var newApp = Self.app
        if mountMoves {
            newApp = newApp.replacingOccurrences(of: "mount: /art", with: "mount: /museum")
        } else {
            moved["Art/routes.yaml"] = Self.art.replacingOccurrences(of: "/pieces/:pieceId", with: "/works/:pieceId")
        }
        func check(app: String, _ current: [String: String]) -> [Diagnostic] {
            Self.errors(
                RouteGenerator.check(
                    spec: Array(app.utf8),
                    specPath: "App/routes.yaml",
                    against: Array(Self.app.utf8),
                    earlierPath: "old/App/routes.yaml",
                    featureSpecs: Self.reader(current),
                    earlierFeatureSpecs: { spec, appSpecPath in
                        Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
                            .map { (bytes: $0.bytes, name: "old/" + $0.name) }
                    }
                )
            )
        }
        let errors = check(app: newApp, moved)
        let suggestion = try #require(
            errors.flatMap(\.notes)
                .first { $0.message.hasPrefix("this redirect keeps such links opening 'art.piece'") },
            "\(errors)"
        )
        var fixed = moved
        if mountMoves {
            // The old links are no longer under the mount: the app's own redirect takes them, to the feature's route.
            #expect(
                suggestion.message == """
                    this redirect keeps such links opening 'art.piece'; add it to 'App/routes.yaml':
                    redirects:
                      oldPiece:
                        path: /art/pieces/:pieceId
                        params: { pieceId: Int }
                        to: art.piece
                    """
            )
            newApp += String(suggestion.message.drop { $0 != "\n" }.dropFirst()) + "\n"
        } else {
            // Links under the mount are the feature's alone: its own redirect takes them.
            #expect(
                suggestion.message == """
                    this redirect keeps such links opening 'art.piece'; add it to 'Art/routes.yaml':
                    redirects:
                      oldPiece:
                        path: /pieces/:pieceId
                        params: { pieceId: Int }
                        to: piece
                    """
            )
            fixed["Art/routes.yaml"]! += String(suggestion.message.drop { $0 != "\n" }.dropFirst()) + "\n"
        }
        let remaining = check(app: newApp, fixed)
        #expect(!remaining.contains { $0.message.contains("'art.piece'") && $0.id == .brokenLink }, "\(remaining)")
    }

    @Test(
        "Under a mount under tabs, the suggested redirect goes in the feature's spec without the tab, and passes there"
    ) func suggestedRedirectUnderTabs() throws {
        let app = Self.app.replacingOccurrences(
            of: "    mount: /weather\n",
            with: "    mount: /weather\n    tabs: [dashboard, settings]\n"
        )
        let files = ["Weather/routes.yaml": Self.weather, "Art/routes.yaml": Self.art]
        var moved = files
        moved["Weather/routes.yaml"] = Self.weather.replacingOccurrences(of: "path: /city", with: "path: /town")
        func check(_ current: [String: String]) -> [Diagnostic] {
            Self.errors(
                RouteGenerator.check(
                    spec: Array(app.utf8),
                    specPath: "App/routes.yaml",
                    against: Array(app.utf8),
                    earlierPath: "old/App/routes.yaml",
                    featureSpecs: Self.reader(current),
                    earlierFeatureSpecs: { spec, appSpecPath in
                        Self.reader(files)(spec, String(appSpecPath.dropFirst("old/".count)))
                            .map { (bytes: $0.bytes, name: "old/" + $0.name) }
                    }
                )
            )
        }
        let errors = check(moved)
        #expect(!errors.isEmpty)
        let suggestions = Set(
            errors.flatMap(\.notes).map(\.message).filter { $0.hasPrefix("this redirect keeps such links opening") }
        )
        #expect(
            suggestions == [
                """
                this redirect keeps such links opening 'weather.city'; add it to 'Weather/routes.yaml':
                redirects:
                  oldCity:
                    path: /city
                    query: { name: String }
                    to: city
                """
            ],
            "\(errors)"
        )
        var fixed = moved
        fixed["Weather/routes.yaml"]! += String(suggestions.first?.drop { $0 != "\n" }.dropFirst() ?? "") + "\n"
        #expect(check(fixed).isEmpty, "\(check(fixed))")
    }
}
