import Foundation
import Testing
@testable import RouteGenCore

/// The generated intents file, compiled with its route file against a stand-in AppIntents module (which only Apple
/// platforms have) and run: each intent hands its route to the app, waits for the app when it runs first, refuses
/// values outside the spec's constraints, and the App Shortcuts carry the spec's phrases. Without AppIntents the file
/// compiles to nothing.
@Suite("Generated intents compile and open their routes", .tags(.compilesGeneratedCode)) struct IntentsCodeTests {
    static let spec = "Examples/DeepLinkDemo/Routes/pantry.yaml"

    @Test("Intents open their routes, and the App Shortcuts carry the spec's phrases", arguments: [5, 6]) func intents(
        languageMode: Int
    ) async throws {
        let (source, intents) = try Self.generated()
        let standIn = try await AppleStandIns.appIntents.value
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: source), .init(name: "AppRouteIntents.swift", text: intents),
                .init(name: "main.swift", text: Self.program),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
                + StandaloneModule.arguments(standIn, linking: "AppIntents"),
            product: "intents"
        )
        let program = try #require(
            compilation.product,
            "Swift \(languageMode):\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, [])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init) == [
                "before the app is ready: []", "once it is: [product(productId: 1042, variant: nil)]",
                "search: search(term: \"\", page: 1, inStockOnly: false)",
                "recipe: recipe(slug: \"banana-bread\", servings: Optional(4))",
                "productId 0: Check the values given: Product ID takes at least 1; Variant takes at most 40 characters.",
                "ranges: none, 1...50, 1...24",
                "shortcut Open Product, Product, cart: Show a product in ${applicationName}",
                "shortcut Search the Shop, Search, magnifyingglass: Search ${applicationName}",
            ]
        )
    }

    @Test("An action's intent runs the action without claiming to show a screen", arguments: [5, 6]) func actionIntent(
        languageMode: Int
    ) async throws {
        let spec = """
            version: 1
            name: ShopRoute
            schemes: [shop]
            routes:
              addToCart:
                path: /cart/add/:productId
                params: { productId: { type: Int, min: 1 } }
                navigation: action
                title: Add to Cart
                intent: true
              nearby:
                path: /nearby
                query: { radius: { type: Double, optional: true, max: 50 } }
                title: Nearby
                intent: true
            """
        let output = RouteGenerator.generate(
            spec: Array(spec.utf8),
            specPath: "shop.yaml",
            rendering: RenderOptions(outputs: [.intents])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let intents = try #require(output.files[.intents])
        #expect(intents.contains("/// Runs the `addToCart` action, which shows no screen of its own."))
        #expect(!intents.contains("Opens the `addToCart` route"))
        let standIn = try await AppleStandIns.appIntents.value
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "ShopRoute.swift", text: source), .init(name: "ShopRouteIntents.swift", text: intents),
                .init(
                    name: "main.swift",
                    text: """
                        import AppIntents

                        @MainActor func run() async throws {
                            var shown: [ShopRoute] = []
                            ShopRouteIntents.showRoute = { shown.append($0) }
                            let intent = ShopRouteAddToCartIntent()
                            intent.productId = 7
                            _ = try await intent.perform()
                            print(ShopRouteAddToCartIntent.title.key, shown)
                            print(ShopRouteNearbyIntent.title.key, ShopRouteNearbyIntent().$radius.recordedInclusiveRange ?? "none")
                        }

                        try await run()
                        """
                ),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
                + StandaloneModule.arguments(standIn, linking: "AppIntents"),
            product: "action-intent"
        )
        let program = try #require(compilation.product, "\(compilation.standardError.prefix(4000))")
        let run = try await Shell.run(program.path, [])
        #expect(
            run.standardOutput == """
                Add to Cart [Harness.ShopRoute.addToCart(productId: 7)]
                Open Nearby none

                """
        )
    }

    @Test("Where AppIntents does not exist, the file compiles to nothing") func guarded() async throws {
        let (source, intents) = try Self.generated()
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: source), .init(name: "AppRouteIntents.swift", text: intents),
                .init(name: "main.swift", text: "print(AppRoute.self)\n"),
            ],
            arguments: ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Harness"],
            product: "guarded-intents"
        )
        #expect(compilation.product != nil, "\(compilation.standardError.prefix(3000))")
        #expect(intents.contains("#if canImport(AppIntents)"))
    }

    private static func generated() throws -> (source: String, intents: String) {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(spec),
            specPath: "pantry.yaml",
            rendering: RenderOptions(outputs: [.intents])
        )
        return (try #require(output.source, "\(output.diagnostics)"), try #require(output.files[.intents]))
    }

    static let program = #"""
        import AppIntents
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "")
                .replacingOccurrences(of: "AppRoute.", with: "")
        }

        @MainActor func run() async throws {
            var shown: [AppRoute] = []
            // Apple's parameters are classes, so an intent held in a 'let' takes values.
            let product = AppRouteProductIntent()
            product.productId = 1042
            _ = try await product.perform()
            print("before the app is ready: \(shown.map(readable))")
            AppRouteIntents.showRoute = { shown.append($0) }
            print("once it is: [\(shown.map(readable).joined(separator: ", "))]")

            _ = try await AppRouteSearchIntent().perform()
            print("search: \(readable(shown.last!))")

            let recipe = AppRouteRecipeIntent()
            recipe.slug = "banana-bread"
            recipe.servings = 4
            _ = try await recipe.perform()
            print("recipe: \(readable(shown.last!))")

            product.productId = 0
            do {
                _ = try await product.perform()
                print("productId 0: opened")
            } catch let error as AppRouteIntentError {
                print("productId 0: \(error.localizedStringResource.key)")
            }
            let ranges = [
                product.$productId.recordedInclusiveRange, AppRouteSearchIntent().$page.recordedInclusiveRange,
                recipe.$servings.recordedInclusiveRange,
            ]
            print("ranges: \(ranges.map { $0 ?? "none" }.joined(separator: ", "))")

            for shortcut in AppRouteShortcuts.appShortcuts {
                print(
                    "shortcut \(shortcut.intentTitle.key), \(shortcut.shortTitle.key), \(shortcut.systemImageName): "
                        + shortcut.phrases.joined(separator: " | ")
                )
            }
        }

        try await run()
        """#
}
