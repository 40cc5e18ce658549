import Testing

@testable import RouteGenCore

/// A redirect whose tab value fills a feature mounted under tabs takes the tabs it lists, in the compiled code as in
/// `routegen match`: the code read the value as any of the app's tabs, so `ghost://account/town/Oslo` opened the
/// feature's route in a tab its mount does not list, whose own link no route takes.
@Suite("Generated code: tab values under a mount, as match reads them", .tags(.compilesGeneratedCode))
struct MountedTabAgreementTests {
    static let app = """
        version: 1
        name: AppRoute
        schemes: [ghost]
        tabs: [dashboard, settings, account]
        features:
          weather:
            spec: ../Weather/routes.yaml
            mount: /weather
            tabs: [dashboard, settings]
          art:
            spec: ../Art/routes.yaml
            mount: /art
            module: ArtFeature
        routes:
          dashboard:
            path: /
            navigation: { tab: dashboard }
          settings:
            path: /settings
            navigation: { tab: settings }
          account:
            path: /account
            navigation: { tab: account }
        redirects:
          oldTown:
            path: /:tab/town/:name
            params:
              tab: { enum: [dashboard, settings] }
            to: weather.city

        """

    static let links = [
        "ghost://account/town/Oslo", "ghost://dashboard/town/Oslo", "ghost://settings/town/Oslo",
        "ghost://account/weather/units", "ghost://settings/weather/units", "ghost://account/weather/city?name=Oslo",
        "ghost://Settings/town/Oslo", "ghost://nowhere/town/Oslo",
    ]

    static let program = """
        import Foundation

        for link in CommandLine.arguments.dropFirst() {
            switch AppRoute.resolve(link) {
            case .success(let route): print(link, "->", AppRoute.resolve(route.url) == .success(route) ? "opens its own link" : "opens \\(route), whose link does not")
            case .failure(let error): print(link, "-> error:", error)
            }
        }

        """

    @Test("Every link with a tab before it gets the same answer from the compiled code and from match")
    func codeAgreesWithMatch() async throws {
        let output = RouteGenerator.generate(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            featureSpecs: FeatureCompositionTests.reader(FeatureModuleCodeTests.specs)
        )
        let source = try #require(output.source, "\(output.diagnostics.map(\.description))")
        let table = try #require(output.table)
        let explainer = LinkExplainer(table: table)
        let expected = Self.links.map { link in
            let result = explainer.explain(link).generatedResult
            return "\(link) -> " + (result.hasPrefix("error: ") ? result : "opens its own link")
        }
        let refused = #"ghost://account/town/Oslo -> error: invalidParameterValue(name: "tab", value: "account")"#
        #expect(expected.contains(refused))
        let linking = try await FeatureModuleCodeTests.builtFeatures.value
        let result = try await SwiftCompiler.run(
            [.init(name: "AppRoute.swift", text: source), .init(name: "main.swift", text: Self.program)],
            compiling: linking + ["-swift-version", "6", "-warnings-as-errors"],
            product: "mounted-tab-agreement",
            arguments: Self.links
        )
        #expect(result?.standardOutput.split(separator: "\n").map(String.init) == expected)
    }
}
