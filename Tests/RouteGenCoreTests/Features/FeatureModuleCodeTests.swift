import Foundation
import Testing

@testable import RouteGenCore

/// Two feature modules, each with the file generated from its own spec, compiled on their own, and an app whose
/// generated file mounts them: links into both features resolve through the app's route, their URLs are written
/// under the mounts, and each feature's screens come from the feature's destinations.
@Suite("Generated code: feature modules") struct FeatureModuleCodeTests {
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
            tabs: [dashboard, settings]
          art:
            spec: ../Art/routes.yaml
            mount: /museum/art
            module: ArtFeature
        routes:
          dashboard:
            path: /
            navigation: { tab: dashboard }
          settings:
            path: /settings
            navigation: { tab: settings }
          museum:
            path: /museum/:hall
            auth: true
        redirects:
          oldUnits:
            path: /:tab/units
            params: { tab: { enum: [dashboard, settings] } }
            to: weather.units

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
            params: { pieceId: { type: Int, min: 1 } }
            query:
              zoom: { type: Double, optional: true }
            navigation: fullScreen
            auth: true
            examples:
              opens:
                /pieces/7?zoom=2.5: { pieceId: 7, zoom: 2.5 }
              rejects:
                /pieces/0: invalidParameterValue(pieceId)
        redirects:
          oldPiece:
            path: /piece/:pieceId
            params: { pieceId: Int }
            to: piece

        """
    /// The weather feature with a group of its own, whose route's parent is outside the group, and an action route
    /// in the group, which the app performs through its actions' `weather`.
    static let weather =
        FeatureCompositionTests.weather + """
              radar:
                routes:
                  map:
                    path: /radar/:region
                    parent: forecast
                  refresh:
                    path: /radar/:region/refresh
                    navigation: action

            """
    static let specs = ["Weather/routes.yaml": weather, "Art/routes.yaml": art]

    /// The generated file of `spec` at `path`, failing the test with its diagnostics when there is none.
    static func generated(_ spec: String, at path: String) throws -> String {
        try generatedFiles(spec, at: path).source
    }

    /// The route file of `spec` at `path` and the further files `outputs` ask for.
    static func generatedFiles(
        _ spec: String,
        at path: String,
        outputs: Set<OutputKind> = [],
        testsModule: String? = nil,
        codable: Bool = false
    ) throws -> (source: String, files: [OutputKind: String]) {
        let output = RouteGenerator.generate(
            spec: Array(spec.utf8),
            specPath: path,
            featureSpecs: FeatureCompositionTests.reader(specs),
            rendering: RenderOptions(codable: codable, outputs: outputs, exampleTestsModule: testsModule)
        )
        return (try #require(output.source, "\(output.diagnostics.map(\.description))"), output.files)
    }

    /// The two feature modules built from their own specs once for the suite's tests, which run at once, and the
    /// arguments that link them and the library.
    static let builtFeatures = Task { () async throws -> [String] in
        let library = try await ReaderLibrary.built.value
        let directory = try Shell.temporaryDirectory()
        var linking: [String] = []
        for (module, path) in [("Weather", "Weather/routes.yaml"), ("ArtFeature", "Art/routes.yaml")] {
            let file = directory.appendingPathComponent("\(module).swift")
            try Data(try Self.generated(try #require(Self.specs[path]), at: path).utf8).write(to: file)
            let built = try await StandaloneModule.build(
                named: module,
                sources: [file.path],
                arguments: ["-swift-version", "6", "-warnings-as-errors", "-I", library.path]
            )
            linking += StandaloneModule.arguments(built, linking: module)
        }
        // A static library comes after the modules that use it on the link line.
        return linking + ReaderLibrary.arguments(library)
    }

    static let program = """
        import ArtFeature
        import Foundation
        import Weather

        struct Screens: AppRouteDestinations {
            // A main-actor class, as a UIKit app's screen factory is, conforms to the feature's protocol too.
            @MainActor final class WeatherScreens: WeatherRouteDestinations {
                func forecast() -> String { "forecast" }
                func city(name: String) -> String { "city \\(name)" }
                func units() -> String { "units" }
                func radarMap(region: String) -> String { "radar \\(region)" }
            }

            struct ArtScreens: ArtRouteDestinations {
                func gallery() -> String { "gallery" }
                func piece(pieceId: Int, zoom: Double?) -> String { "piece \\(pieceId)" }
            }

            var weather: WeatherScreens { WeatherScreens() }
            var art: ArtScreens { ArtScreens() }
            func dashboard() -> String { "dashboard" }
            func settings() -> String { "settings" }
            func museum(hall: String) -> String { "museum \\(hall)" }
        }

        struct Actions: AppRouteActions {
            struct WeatherActions: WeatherRouteActions {
                func radarRefresh(region: String) { print("  refreshed the radar of", region) }
            }

            var weather: WeatherActions { WeatherActions() }
        }

        for link in CommandLine.arguments.dropFirst() {
            switch AppRoute.resolve(link) {
            case .success(let route):
                print(link, "->", route.destination(in: Screens()) ?? "no screen", route.navigation, route.requiresAuth, route.url, route.webURL)
                route.perform(with: Actions())
            case .failure(let error):
                print(link, "->", error)
            }
            if let url = URL(string: link), case .redirected(_, let redirect) = AppRoute.resolution(for: url).outcome {
                print("  redirected by", redirect)
            }
        }

        """

    @Test(
        "Links into two feature modules resolve through the app's route, the tab a link names before a mount kept beside the feature's route, a feature's redirect named in the app's outcome, and their URLs are written under the mounts"
    ) func composedProgram() async throws {
        let linking = try await Self.builtFeatures.value
        let appFile = try Self.generated(Self.app, at: "App/routes.yaml")
        let result = try await SwiftCompiler.run(
            [.init(name: "AppRoute.swift", text: appFile), .init(name: "main.swift", text: Self.program)],
            compiling: linking + ["-swift-version", "6", "-warnings-as-errors"],
            product: "feature-modules",
            arguments: [
                "ghost://dashboard/weather/city?name=Oslo", "https://ghost.example.com/museum/art/pieces/7?zoom=2",
                "ghost://museum/art", "ghost://museum/hall-a", "ghost://settings/weather/units",
                "ghost://museum/art/pieces/0", "ghost://museum/art/pieces/seven", "ghost://settings/weather/city",
                "ghost://dashboard/weather/nowhere", "ghost://", "ghost://settings/weather", "ghost://Settings/units",
                "ghost://weather/city?name=Oslo", "ghost://museum/weather", "ghost://museum/art/piece/5",
                "ghost://settings/units", "ghost://dashboard/weather/radar/north/refresh",
            ] + Self.linksNoRouteTakesUnderTheTabbedMount
        )
        #expect(
            result?.standardOutput == """
                ghost://dashboard/weather/city?name=Oslo -> city Oslo push(tab: Optional(main.AppTab.dashboard)) false ghost://dashboard/weather/city?name=Oslo https://ghost.example.com/dashboard/weather/city?name=Oslo
                https://ghost.example.com/museum/art/pieces/7?zoom=2 -> piece 7 fullScreen true ghost://museum/art/pieces/7?zoom=2.0 https://ghost.example.com/museum/art/pieces/7?zoom=2.0
                ghost://museum/art -> gallery push(tab: nil) false ghost://museum/art https://ghost.example.com/museum/art
                ghost://museum/hall-a -> museum hall-a push(tab: nil) true ghost://museum/hall-a https://ghost.example.com/museum/hall-a
                ghost://settings/weather/units -> units sheet false ghost://settings/weather/units https://ghost.example.com/settings/weather/units
                ghost://museum/art/pieces/0 -> invalidParameterValue(name: "pieceId", value: "0")
                ghost://museum/art/pieces/seven -> invalidParameterValue(name: "pieceId", value: "seven")
                ghost://settings/weather/city -> missingParameter(name: "name")
                ghost://dashboard/weather/nowhere -> noRoute
                ghost:// -> dashboard selectTab(main.AppTab.dashboard) false ghost:// https://ghost.example.com/
                ghost://settings/weather -> forecast push(tab: Optional(main.AppTab.settings)) false ghost://settings/weather https://ghost.example.com/settings/weather
                ghost://Settings/units -> units sheet false ghost://settings/weather/units https://ghost.example.com/settings/weather/units
                  redirected by oldUnits
                ghost://weather/city?name=Oslo -> invalidParameterValue(name: "tab", value: "weather")
                ghost://museum/weather -> museum weather push(tab: nil) true ghost://museum/weather https://ghost.example.com/museum/weather
                ghost://museum/art/piece/5 -> piece 5 fullScreen true ghost://museum/art/pieces/5 https://ghost.example.com/museum/art/pieces/5
                  redirected by artOldPiece
                ghost://settings/units -> units sheet false ghost://settings/weather/units https://ghost.example.com/settings/weather/units
                  redirected by oldUnits
                ghost://dashboard/weather/radar/north/refresh -> no screen action false ghost://dashboard/weather/radar/north/refresh https://ghost.example.com/dashboard/weather/radar/north/refresh
                  refreshed the radar of north
                ghost://weather/nothing/here -> noRoute
                https://ghost.example.com/weather/city/x -> noRoute
                ghost://dashboard/nothing -> noRoute

                """
        )
    }

    /// Links under `/weather`, mounted under tabs, without the tab: no route takes them, though the tab's place would
    /// read the mount as a tab that is not one. `MatchAgreementTests` holds `routegen match` to the same answer.
    static let linksNoRouteTakesUnderTheTabbedMount = [
        "ghost://weather/nothing/here", "https://ghost.example.com/weather/city/x", "ghost://dashboard/nothing",
    ]

    static let routerProgram = """
        import Foundation

        @MainActor func run() {
            let router = AppRouter(isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
            for link in CommandLine.arguments.dropFirst() {
                router.open(link)
                let state = router.state
                let stacks = AppTab.allCases.map { "\\($0): \\(state[path: $0].map(\\.url.absoluteString))" }
                print(link, "->", state.selectedTab, stacks.joined(separator: " "), state.fullScreenCover.map(\\.stack) ?? [])
            }
            // The app's routes are Codable as their links, the features' routes among them.
            let saved = router.savedScreens()
            let relaunched = AppRouter(perform: { _ in }, signIn: { _ in })
            print("restored:", relaunched.restoreScreens(from: saved), relaunched.state == router.state)
        }
        MainActor.assumeIsolated { run() }

        """

    @Test(
        "The app's router shows a feature's route above its parents in the feature, on the tab its link names, and saves it"
    ) func composedRouter() async throws {
        let linking = try await Self.builtFeatures.value
        let app = try Self.generatedFiles(Self.app, at: "App/routes.yaml", outputs: [.navigation], codable: true)
        let result = try await SwiftCompiler.run(
            [
                .init(name: "AppRoute.swift", text: app.source),
                .init(name: "AppRouteNavigation.swift", text: try #require(app.files[.navigation])),
                .init(name: "main.swift", text: Self.routerProgram),
            ],
            compiling: linking + ["-swift-version", "6", "-warnings-as-errors"],
            product: "feature-router",
            arguments: [
                "ghost://settings/weather/city?name=Oslo", "ghost://dashboard/weather", "ghost://museum/art/pieces/3",
                "ghost://settings/weather/radar/north",
            ]
        )
        #expect(
            result?.standardOutput == """
                ghost://settings/weather/city?name=Oslo -> settings dashboard: [] settings: ["ghost://settings/weather", "ghost://settings/weather/city?name=Oslo"] []
                ghost://dashboard/weather -> dashboard dashboard: ["ghost://dashboard/weather"] settings: ["ghost://settings/weather", "ghost://settings/weather/city?name=Oslo"] []
                ghost://museum/art/pieces/3 -> dashboard dashboard: ["ghost://dashboard/weather"] settings: ["ghost://settings/weather", "ghost://settings/weather/city?name=Oslo"] [main.AppRoute.art(ArtFeature.ArtRoute.piece(pieceId: 3, zoom: nil))]
                ghost://settings/weather/radar/north -> settings dashboard: ["ghost://dashboard/weather"] settings: ["ghost://settings/weather", "ghost://settings/weather/radar/north"] []
                restored: true true

                """
        )
    }

    /// The app with `vault` and `safe` tabs whose root requires sign-in: the weather feature is mounted under them and
    /// a public tab, the art feature under the vault alone.
    static let gatedApp = """
        version: 1
        name: AppRoute
        schemes: [ghost]
        tabs: [dashboard, vault, safe]
        features:
          weather:
            spec: ../Weather/routes.yaml
            mount: /weather
            tabs: [dashboard, vault, safe]
          art:
            spec: ../Art/routes.yaml
            mount: /museum/art
            module: ArtFeature
            tabs: [vault]
        routes:
          dashboard:
            path: /
            navigation: { tab: dashboard }
          vault:
            path: /vault
            auth: true
            navigation: { tab: vault }
          safe:
            path: /safe
            auth: true
            navigation: { tab: safe }

        """

    static let gatedRouterProgram = """
        import Foundation

        @MainActor func run() {
            for link in CommandLine.arguments.dropFirst() {
                guard case .success(let route) = AppRoute.resolve(link) else { continue }
                print(link, "requires sign-in:", route.requiresAuth)
            }
            let router = AppRouter(isReady: true, isSignedIn: false, perform: { _ in }, signIn: { print("sign in for", $0.url) })
            router.select(.vault)
            router.open("ghost://vault/weather/city?name=Oslo")
            print("signed out:", router.state.selectedTab, router.state[path: .vault].map(\\.url.absoluteString))
            router.signedIn()
            print("signed in:", router.state.selectedTab, router.state[path: .vault].map(\\.url.absoluteString))
        }
        MainActor.assumeIsolated { run() }

        """

    @Test(
        "A feature's route pushed onto a tab whose root requires sign-in requires it, in that tab alone or in every link when its mount has no other tab; a signed-out router holds its link as it holds a tap on the tab"
    ) func gatedTabRouter() async throws {
        let linking = try await Self.builtFeatures.value
        let app = try Self.generatedFiles(Self.gatedApp, at: "App/routes.yaml", outputs: [.navigation])
        #expect(
            app.source.contains(
                "return route.requiresAuth || ([.vault, .safe].contains(tab) && route.navigation == .push)"
            )
        )
        #expect(app.source.contains("case .art(let route, _): return route.requiresAuth || route.navigation == .push"))
        let result = try await SwiftCompiler.run(
            [
                .init(name: "AppRoute.swift", text: app.source),
                .init(name: "AppRouteNavigation.swift", text: try #require(app.files[.navigation])),
                .init(name: "main.swift", text: Self.gatedRouterProgram),
            ],
            compiling: linking + ["-swift-version", "6", "-warnings-as-errors"],
            product: "feature-gated-router",
            arguments: [
                "ghost://vault/weather/city?name=Oslo", "ghost://dashboard/weather/city?name=Oslo",
                "ghost://safe/weather/city?name=Oslo", "ghost://vault/weather/radar/north",
                "ghost://vault/weather/units", "ghost://vault/weather/radar/north/refresh", "ghost://vault/museum/art",
                "ghost://vault/museum/art/pieces/7", "ghost://vault", "ghost://",
            ]
        )
        #expect(
            result?.standardOutput == """
                ghost://vault/weather/city?name=Oslo requires sign-in: true
                ghost://dashboard/weather/city?name=Oslo requires sign-in: false
                ghost://safe/weather/city?name=Oslo requires sign-in: true
                ghost://vault/weather/radar/north requires sign-in: true
                ghost://vault/weather/units requires sign-in: false
                ghost://vault/weather/radar/north/refresh requires sign-in: false
                ghost://vault/museum/art requires sign-in: true
                ghost://vault/museum/art/pieces/7 requires sign-in: true
                ghost://vault requires sign-in: true
                ghost:// requires sign-in: false
                sign in for ghost://vault
                sign in for ghost://vault/weather/city?name=Oslo
                signed out: dashboard []
                signed in: vault ["ghost://vault/weather", "ghost://vault/weather/city?name=Oslo"]

                """
        )
        let swift5 = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: app.source),
                .init(name: "AppRouteNavigation.swift", text: try #require(app.files[.navigation])),
                .init(name: "main.swift", text: Self.gatedRouterProgram),
            ],
            arguments: linking + ["-swift-version", "5", "-warnings-as-errors"],
            product: "feature-gated-router-swift5"
        )
        #expect(swift5.product != nil, "\(swift5.standardError.prefix(3000))")
    }

    @Test(
        "The app's activities, intents and scene wiring compile with the features it mounts, against the stand-ins of Apple's frameworks"
    ) func composedWiring() async throws {
        // The features as built for the other tests, against the libraries built without the frameworks from the same
        // sources; the app's build finds first the libraries built against the frameworks, whose parts it needs.
        let apple = try await AppleStandIns.appleModules.value
        let arguments =
            AppleStandIns.arguments(apple, frameworks: ["SwiftUI", "UIKit"]) + (try await Self.builtFeatures.value) + [
                "-swift-version", "6", "-warnings-as-errors",
            ] + StandaloneModule.arguments(try await AppleStandIns.appIntents.value, linking: "AppIntents")
        // The app's own routes become activities and intents; its features' routes have none.
        let spec = Self.app
            .replacingOccurrences(of: "features:\n", with: "activities: { prefix: com.example.ghost }\nfeatures:\n")
            .replacingOccurrences(
                of: "    path: /museum/:hall\n",
                with: "    path: /museum/:hall\n    title: Museum hall\n    intent: true\n"
            )
        let app = try Self.generatedFiles(
            spec,
            at: "App/routes.yaml",
            outputs: [.navigation, .wiring, .activities, .intents]
        )
        let wiring = try #require(app.files[.wiring])
        let activities = try #require(app.files[.activities])
        #expect(activities.contains("case .weather:\n            return nil"))
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: app.source),
                .init(name: "AppRouteNavigation.swift", text: try #require(app.files[.navigation])),
                .init(name: "AppRouteWiring.swift", text: wiring),
                .init(name: "AppRouteActivities.swift", text: activities),
                .init(name: "AppRouteIntents.swift", text: try #require(app.files[.intents])),
                .init(name: "main.swift", text: "print(AppRoute.self)\n"),
            ],
            arguments: arguments,
            product: "feature-wiring"
        )
        #expect(compilation.product != nil, "\(compilation.standardError.prefix(3000))")
        #expect(wiring.contains("appRouteLinks"))
    }

    /// The weather feature with an old path and examples, as its team would check them in its own module.
    static let weatherWithExamples = """
        version: 1
        name: WeatherRoute
        feature: true
        routes:
          forecast:
            path: /
            examples:
              opens: { /: {} }
          city:
            path: /city
            query:
              name: { type: String, maxLength: 80 }
            examples:
              opens:
                /city?name=Oslo: { name: Oslo }
                /town/Lagos: { name: Lagos }
              rejects:
                /city: missingParameter(name)
                /nowhere: noRoute
        redirects:
          oldCity:
            path: /town/:name
            params: { name: { type: String, maxLength: 80 } }
            to: city

        """

    @Test("A feature's example tests run in its own module, handing its paths to the feature's matcher")
    func featureExampleTests() async throws {
        let library = try await ReaderLibrary.built.value
        let output = RouteGenerator.generate(
            spec: Array(Self.weatherWithExamples.utf8),
            specPath: "Weather/routes.yaml",
            rendering: RenderOptions(outputs: [.exampleTests], exampleTestsModule: "WeatherTested")
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let tests = try #require(output.files[.exampleTests])
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("WeatherTested.swift")
        try Data(source.utf8).write(to: file)
        let mode = ["-swift-version", "6", "-warnings-as-errors"]
        let built = try await StandaloneModule.build(
            named: "WeatherTested",
            sources: [file.path],
            arguments: mode + ["-enable-testing", "-I", library.path]
        )
        let run = try await SwiftCompiler.run(
            [
                .init(name: "WeatherExampleTests.swift", text: tests),
                .init(name: "Runner.swift", text: ExampleTestsCodeTests.runner),
            ],
            compiling: StandaloneModule.arguments(built, linking: "WeatherTested") + ReaderLibrary.arguments(library)
                + mode + ["-parse-as-library"],
            product: "feature-example-tests",
            arguments: []
        )
        let result = try #require(run)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("Test run with 3 tests in 1 suite passed"), "\(result.standardError)")
    }

    @Test("The app's example tests hold its features' examples as the app's links, and pass") func appExampleTests()
        async throws
    {
        let features = try await Self.builtFeatures.value
        let app = try Self.generatedFiles(
            Self.app,
            at: "App/routes.yaml",
            outputs: [.exampleTests],
            testsModule: "GhostTested"
        )
        let tests = try #require(app.files[.exampleTests])
        #expect(
            tests.contains(
                #"("ghost://museum/art/pieces/7?zoom=2.5", GhostTested.AppRoute.art(.piece(pieceId: 7, zoom: 2.5))),"#
            )
        )
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("GhostTested.swift")
        try Data(app.source.utf8).write(to: file)
        let mode = ["-swift-version", "6", "-warnings-as-errors"]
        let built = try await StandaloneModule.build(
            named: "GhostTested",
            sources: [file.path],
            arguments: mode + ["-enable-testing"] + features
        )
        let run = try #require(
            try await SwiftCompiler.run(
                [
                    .init(name: "AppExampleTests.swift", text: tests),
                    .init(name: "Runner.swift", text: ExampleTestsCodeTests.runner),
                ],
                compiling: StandaloneModule.arguments(built, linking: "GhostTested") + features + mode + [
                    "-parse-as-library"
                ],
                product: "app-example-tests"
            )
        )
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("Test run with 3 tests in 1 suite passed"), "\(run.standardError)")
    }

    @Test("A feature's file and the app's compile warning-free in the Swift 5 language mode too") func swift5Mode()
        async throws
    {
        let library = try await ReaderLibrary.built.value
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("WeatherSwift5.swift")
        try Data(try Self.generated(FeatureCompositionTests.weather, at: "Weather/routes.yaml").utf8).write(to: file)
        let built = try await StandaloneModule.build(
            named: "WeatherSwift5",
            sources: [file.path],
            arguments: ["-swift-version", "5", "-warnings-as-errors", "-I", library.path]
        )
        #expect(FileManager.default.fileExists(atPath: built.appendingPathComponent("WeatherSwift5.swiftmodule").path))
    }

    @Test("A feature's file and the app's declare nothing they do not use") func nothingUnused() throws {
        for (spec, path) in [(FeatureCompositionTests.weather, "Weather/routes.yaml"), (Self.art, "Art/routes.yaml")] {
            let unused = UnusedDeclarationTests.unusedDeclarations(in: [try Self.generated(spec, at: path)])
            #expect(unused.isEmpty, "\(path): \(unused)")
        }
        let app = UnusedDeclarationTests.unusedDeclarations(in: [try Self.generated(Self.app, at: "App/routes.yaml")])
        #expect(app.isEmpty, "the app's file: \(app)")
    }
}
