import Foundation
import Testing
@testable import RouteGenCore

/// The generated wiring file, compiled with the example app's route, navigation, activities and intents files against
/// stand-ins for SwiftUI, UIKit, NSUserActivity and AppIntents declared as Apple's SDK declares them, and driven as the
/// system would: links, universal links and activities reach the router through the SwiftUI modifier and the UIKit
/// scene helper, the screen showing is advertised, and intents show their routes in the scene that became foreground
/// active last, of two windows with a router each, waiting while none is active or all are gone. A file generated with
/// `reader: embedded` carries the library's `RouteLinks` and `SceneLinks`, compiled here against both frameworks'
/// stand-ins as modules, since the file names their types through them (`SwiftUI.View`); one generated with
/// `reader: library` uses the library's, built against each framework's stand-in. Without the frameworks the file
/// compiles to nothing.
@Suite("Generated scene wiring hands the system's links to the router", .tags(.compilesGeneratedCode))
struct WiringCodeTests {
    static let spec = "Examples/DeepLinkDemo/Routes/pantry.yaml"

    @Test(
        "The SwiftUI modifier and the UIKit scene helper hand a scene's links, activities and intents to its router",
        arguments: [5, 6]
    ) func wiring(languageMode: Int) async throws {
        let files = try Self.generated()
        let modules = try await AppleStandIns.appleModules.value
        let intents = try await AppleStandIns.appIntents.value
        let arguments =
            ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
            + AppleStandIns.arguments(modules, frameworks: ["SwiftUI", "UIKit"])
            + StandaloneModule.arguments(intents, linking: "AppIntents")
        let main =
            "@testable import SwiftUI\n@testable import UIKit\n" + Self.prelude + Self.swiftUIProgram
            + Self.uiKitProgram + "try await swiftUI()\ntry await uiKit()\n"
        let program = files + [SwiftCompiler.SourceFile(name: "main.swift", text: main)]
        guard let run = try await SwiftCompiler.run(program, compiling: arguments, product: "wiring") else { return }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == Self.expectedSwiftUI + Self.expectedUIKit)
    }

    @Test(
        "With reader: library, the library's RouteLinks and SceneLinks do the same",
        arguments: [("SwiftUI", 6), ("UIKit", 5)]
    ) func libraryWiring(framework: String, languageMode: Int) async throws {
        let files = try Self.generated(reader: .library)
        let modules = try await AppleStandIns.modules(of: framework)
        let intents = try await AppleStandIns.appIntents.value
        let arguments =
            ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
            + AppleStandIns.arguments(modules, frameworks: [framework])
            + StandaloneModule.arguments(intents, linking: "AppIntents")
        let main =
            framework == "SwiftUI"
            ? "@testable import SwiftUI\n" + Self.prelude + Self.swiftUIProgram + "try await swiftUI()\n"
            : "@testable import UIKit\n" + Self.prelude + Self.uiKitProgram + "try await uiKit()\n"
        let program = files + [SwiftCompiler.SourceFile(name: "main.swift", text: main)]
        let product = "library-wiring-\(framework)"
        guard let run = try await SwiftCompiler.run(program, compiling: arguments, product: product) else { return }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.split(separator: "\n").map(String.init)
                == (framework == "SwiftUI" ? Self.expectedSwiftUI : Self.expectedUIKit)
        )
    }

    @Test("Where neither SwiftUI nor UIKit exists, the file compiles to nothing") func guarded() async throws {
        let files = try Self.generated().filter { $0.name != "AppRouteIntents.swift" }
        let compilation = try await SwiftCompiler.compile(
            files + [SwiftCompiler.SourceFile(name: "main.swift", text: "print(AppRoute.self)\n")],
            arguments: ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Harness"],
            product: "guarded-wiring"
        )
        #expect(compilation.product != nil, "\(compilation.standardError.prefix(3000))")
    }

    @Test("The wiring file needs the navigation file, whose router it feeds") func needsRouter() throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(Self.spec),
            specPath: "pantry.yaml",
            rendering: RenderOptions(outputs: [.wiring])
        )
        #expect(output.source == nil)
        #expect(
            output.diagnostics.map(\.message) == [
                "the wiring file was asked for without the navigation file, whose router it hands links to"
            ]
        )
    }

    static func generated(reader: RenderOptions.Reader = .embedded) throws -> [SwiftCompiler.SourceFile] {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(spec),
            specPath: "pantry.yaml",
            rendering: RenderOptions(outputs: [.navigation, .activities, .intents, .wiring], reader: reader)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        return [
            .init(name: "AppRoute.swift", text: source),
            .init(name: "AppRouter.swift", text: try #require(output.files[.navigation])),
            .init(name: "AppRouteActivities.swift", text: try #require(output.files[.activities])),
            .init(name: "AppRouteIntents.swift", text: try #require(output.files[.intents])),
            .init(name: "AppRouteWiring.swift", text: try #require(output.files[.wiring])),
        ]
    }

    static let expectedSwiftUI = [
        "swiftui link before ready: held", "swiftui link when ready: shop [product(productId: 1042, variant: nil)]",
        "swiftui universal link: recipes [recipe(slug: \"banana-bread\", servings: Optional(6))]",
        "swiftui activity: shop [product(productId: 7, variant: nil)]",
        "swiftui advertises com.example.pantry.product active: pantry://products/7",
        "swiftui intent before a scene is active: shop [product(productId: 7, variant: nil)]",
        "swiftui window appears active: shop [product(productId: 9, variant: nil)]",
        "swiftui second window appears: shop [product(productId: 10, variant: nil)]; shop []",
        "swiftui second window active: shop [product(productId: 10, variant: nil)]; shop [product(productId: 11, variant: nil)]",
        "swiftui first window active again: shop [product(productId: 12, variant: nil)]; shop [product(productId: 11, variant: nil)]",
    ]

    static let expectedUIKit = [
        "uikit connect: held", "uikit ready: recipes [recipe(slug: \"banana-bread\", servings: nil)]",
        "uikit open: shop [product(productId: 3, variant: nil)]",
        "uikit activity: shop [product(productId: 8, variant: nil)]",
        "uikit restoration: com.example.pantry.product pantry://products/8",
        "uikit intent before a scene is active: shop [product(productId: 8, variant: nil)]",
        "uikit scene active: shop [product(productId: 11, variant: nil)]",
        "uikit second scene connects: shop [product(productId: 12, variant: nil)]; shop []",
        "uikit second scene active: shop [product(productId: 12, variant: nil)]; shop [product(productId: 13, variant: nil)]",
        "uikit first scene active again: shop [product(productId: 14, variant: nil)]; shop [product(productId: 13, variant: nil)]",
        "uikit first scene gone: shop [product(productId: 15, variant: nil)]",
        "uikit every scene gone, then a new one active: shop [product(productId: 16, variant: nil)]",
    ]

    static let prelude = #"""
        import AppIntents
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "")
                .replacingOccurrences(of: "AppRoute.", with: "")
        }

        @MainActor func screens(_ router: AppRouter) -> String {
            let tab = router.state.selectedTab
            return "\(tab) [" + router.state[path: tab].map(readable).joined(separator: ", ") + "]"
        }

        @MainActor func newRouter() -> AppRouter { AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in }) }

        /// Siri or Shortcuts runs the intent that opens a product.
        @MainActor func runProductIntent(_ productId: Int) async throws {
            let intent = AppRouteProductIntent()
            intent.productId = productId
            _ = try await intent.perform()
        }

        """#

    static let swiftUIProgram = #"""

        struct Root: View {
            var body: some View { EmptyView() }
        }

        @MainActor func swiftUI() async throws {
            let router = newRouter()
            StandInScene.evaluate { Root().appRouteLinks(router) }
            for open in StandInScene.openURL { open(URL(string: "pantry://products/1042")!) }
            print("swiftui link before ready: \(router.heldLink == nil ? "shown" : "held")")
            router.becameReady()
            print("swiftui link when ready: \(screens(router))")

            let web = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            web.webpageURL = URL(string: "https://pantry.example.com/recipes/banana-bread?servings=6")
            StandInScene.continueActivity[NSUserActivityTypeBrowsingWeb]?(web)
            print("swiftui universal link: \(screens(router))")

            let activity = AppRoute.product(productId: 7, variant: nil).userActivity()!
            StandInScene.continueActivity[activity.activityType]?(activity)
            print("swiftui activity: \(screens(router))")

            StandInScene.evaluate { Root().appRouteLinks(router) }
            let advertised = StandInScene.advertised!
            let filled = NSUserActivity(activityType: advertised.type)
            advertised.update(filled)
            print("swiftui advertises \(advertised.type) \(advertised.isActive ? "active" : "inactive"): \(filled.userInfo?["link"] ?? "none")")

            // Two windows, each with its own router: an intent shows its route in the one that became active last.
            try await runProductIntent(9)
            print("swiftui intent before a scene is active: \(screens(router))")
            let first = { Root().appRouteLinks(router) }
            StandInScene.appear(in: .active, first)
            print("swiftui window appears active: \(screens(router))")

            let other = newRouter()
            other.becameReady()
            let second = { Root().appRouteLinks(other) }
            StandInScene.appear(in: .inactive, second)
            try await runProductIntent(10)
            print("swiftui second window appears: \(screens(router)); \(screens(other))")
            StandInScene.changePhase(of: second, from: .inactive, to: .active)
            try await runProductIntent(11)
            print("swiftui second window active: \(screens(router)); \(screens(other))")
            StandInScene.changePhase(of: first, from: .active, to: .inactive)
            StandInScene.changePhase(of: first, from: .inactive, to: .active)
            try await runProductIntent(12)
            print("swiftui first window active again: \(screens(router)); \(screens(other))")
            // The windows close: nothing holds their routers any more.
            StandInScene.evaluate { EmptyView() }
        }

        """#

    static let uiKitProgram = #"""

        @MainActor func uiKit() async throws {
            do {
                let other = newRouter()
                let otherLinks = AppRouteSceneLinks(router: other)
                do {
                    let router = newRouter()
                    let links = AppRouteSceneLinks(router: router)
                    // The screen the scene showed last time comes back first; the link it is opened with comes later and wins.
                    let session = UISceneSession(stateRestorationActivity: AppRoute.product(productId: 5, variant: nil).userActivity())
                    let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "pantry://recipes/banana-bread")!)])
                    links.connect(session, options: options)
                    print("uikit connect: \(router.heldLink == nil ? "shown" : "held")")
                    router.becameReady()
                    print("uikit ready: \(screens(router))")
                    links.open([UIOpenURLContext(url: URL(string: "pantry://products/3")!)])
                    print("uikit open: \(screens(router))")
                    links.continueActivity(AppRoute.product(productId: 8, variant: nil).userActivity()!)
                    print("uikit activity: \(screens(router))")
                    let restoration = links.stateRestorationActivity()
                    print("uikit restoration: \(restoration?.activityType ?? "none") \(restoration?.userInfo?["link"] ?? "none")")

                    // Connected is not yet active: the intent's route waits for a scene to become active.
                    try await runProductIntent(11)
                    print("uikit intent before a scene is active: \(screens(router))")
                    links.becameActive()
                    print("uikit scene active: \(screens(router))")

                    // A second window connects, and takes the intents only once it becomes active.
                    otherLinks.connect(UISceneSession(), options: UIScene.ConnectionOptions())
                    other.becameReady()
                    try await runProductIntent(12)
                    print("uikit second scene connects: \(screens(router)); \(screens(other))")
                    otherLinks.becameActive()
                    try await runProductIntent(13)
                    print("uikit second scene active: \(screens(router)); \(screens(other))")
                    links.becameActive()
                    try await runProductIntent(14)
                    print("uikit first scene active again: \(screens(router)); \(screens(other))")
                }
                // The first scene disconnected, its router gone with its delegate: the scene active before it shows them.
                try await runProductIntent(15)
                print("uikit first scene gone: \(screens(other))")
            }
            // Every scene is gone: the route waits for the next one to become active.
            try await runProductIntent(16)
            let router = newRouter()
            let links = AppRouteSceneLinks(router: router)
            links.connect(UISceneSession(), options: UIScene.ConnectionOptions())
            router.becameReady()
            links.becameActive()
            print("uikit every scene gone, then a new one active: \(screens(router))")
        }

        """#
}
