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
                "recipe: recipe(slug: \"banana-bread\", servings: Optional(4))", "productId 0: refused",
                "shortcut Open Product, Product, cart: Show a product in ${applicationName}",
                "shortcut Search the Shop, Search, magnifyingglass: Search ${applicationName}",
            ]
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
            rendering: RenderOptions(intents: true)
        )
        return (try #require(output.source, "\(output.diagnostics)"), try #require(output.intents))
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
            } catch {
                print("productId 0: refused")
            }

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
