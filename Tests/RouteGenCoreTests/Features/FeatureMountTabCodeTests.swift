import Testing

@testable import RouteGenCore

/// The app's generated file and router with features mounted in one tab each (`tab:`), built against the feature
/// modules of `FeatureModuleCodeTests`: a feature's links start with its mount, and its pushed screens go onto the
/// mount's tab, gated when that tab's root requires sign-in.
@Suite("Generated code: a feature mounted in one tab", .tags(.compilesGeneratedCode)) struct FeatureMountTabCodeTests {
    /// The weather feature in the explore tab, the art feature in the vault, whose root requires sign-in.
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
            mount: /museum/art
            module: ArtFeature
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

    static let program = """
        import Foundation

        @MainActor func run() {
            for link in CommandLine.arguments.dropFirst() {
                guard case .success(let route) = AppRoute.resolve(link) else { continue }
                print(link, "->", route.url, route.navigation, route.placement, "requires sign-in:", route.requiresAuth)
            }
            func stacks(_ state: AppRouteNavigationState) -> String {
                AppTab.allCases.map { "\\($0): \\(state[path: $0].map(\\.url.absoluteString))" }.joined(separator: " ")
            }
            let router = AppRouter(isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
            router.select(.home)
            router.open("ghost://weather/city?name=Oslo")
            print("opened:", router.state.selectedTab, stacks(router.state))
            router.open("ghost://museum/art")
            print("opened:", router.state.selectedTab, stacks(router.state))
            let saved = router.savedScreens()
            let relaunched = AppRouter(isReady: true, isSignedIn: true, perform: { _ in }, signIn: { _ in })
            print("restored:", relaunched.restoreScreens(from: saved), relaunched.state == router.state)
            // Screens an earlier version pushed onto the home tab's stack do not belong there any more.
            var earlier = router.state
            earlier[path: .home] = [.weather(.forecast), .weather(.city(name: "Oslo"))]
            earlier.removeMisplacedScreens()
            print("placed:", stacks(earlier))
        }
        MainActor.assumeIsolated { run() }

        """

    @Test(
        "A link under a mount with a tab opens the feature's route, pushed onto that tab, gated when its root is, and the router keeps it there"
    ) func mountedInOneTab() async throws {
        let linking = try await FeatureModuleCodeTests.builtFeatures.value
        let app = try FeatureModuleCodeTests.generatedFiles(
            Self.app,
            at: "App/routes.yaml",
            outputs: [.navigation],
            codable: true
        )
        #expect(app.source.contains("case .art(let route): return route.requiresAuth || route.navigation == .push"))
        let files: [SwiftCompiler.SourceFile] = [
            .init(name: "AppRoute.swift", text: app.source),
            .init(name: "AppRouteNavigation.swift", text: try #require(app.files[.navigation])),
            .init(name: "main.swift", text: Self.program),
        ]
        let result = try await SwiftCompiler.run(
            files,
            compiling: linking + ["-swift-version", "6", "-warnings-as-errors"],
            product: "feature-mount-tab",
            arguments: [
                "ghost://weather/city?name=Oslo", "ghost://weather/units", "ghost://weather/radar/north/refresh",
                "ghost://museum/art", "ghost://museum/art/pieces/7", "ghost://explore/weather/city?name=Oslo",
            ]
        )
        #expect(
            result?.standardOutput == """
                ghost://weather/city?name=Oslo -> ghost://weather/city?name=Oslo push(tab: Optional(main.AppTab.explore)) push(tab: Optional(main.AppTab.explore)) requires sign-in: false
                ghost://weather/units -> ghost://weather/units sheet sheet requires sign-in: false
                ghost://weather/radar/north/refresh -> ghost://weather/radar/north/refresh action action requires sign-in: false
                ghost://museum/art -> ghost://museum/art push(tab: Optional(main.AppTab.vault)) push(tab: Optional(main.AppTab.vault)) requires sign-in: true
                ghost://museum/art/pieces/7 -> ghost://museum/art/pieces/7 fullScreen fullScreen requires sign-in: true
                opened: explore home: [] explore: ["ghost://weather", "ghost://weather/city?name=Oslo"] vault: []
                opened: vault home: [] explore: ["ghost://weather", "ghost://weather/city?name=Oslo"] vault: ["ghost://museum/art"]
                restored: true true
                placed: home: [] explore: ["ghost://weather", "ghost://weather/city?name=Oslo"] vault: ["ghost://museum/art"]

                """
        )
        let swift5 = try await SwiftCompiler.compile(
            files,
            arguments: linking + ["-swift-version", "5", "-warnings-as-errors"],
            product: "feature-mount-tab-swift5"
        )
        #expect(swift5.product != nil, "\(swift5.standardError.prefix(3000))")
    }
}
