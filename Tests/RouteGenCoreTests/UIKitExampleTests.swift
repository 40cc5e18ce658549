import Foundation
import Testing
@testable import RouteGenCore

/// The UIKit side of `Examples/DeepLinkDemo`: its scene delegate (with the generated `AppRouteSceneLinks`) and its
/// screens on the navigation library's `RouterCoordinator`, compiled with the example's generated files against UIKit
/// stand-ins declared as Apple's SDK declares them (UIKit exists only on Apple platforms), the library built against
/// them as a module, in Swift 5 and 6, and driven as UIKit and the person would:
/// a cold-launch link, a later link, Back, a tab tap, and a sheet swiped away. The router's state and the view
/// controllers must say the same after each. With the example's intents, against the AppIntents stand-in, two windows
/// show an intent's route in the one that became foreground active last. Then the same app on coordinators of its
/// own (`PantryAppCoordinator`, a `RouteNavigator`), which the router drives through `NavigatorDriver`.
@Suite(
    "The example's UIKit coordinator keeps the router and the view controllers in step",
    .tags(.compilesGeneratedCode)
) struct UIKitExampleTests {
    static let example = "Examples/DeepLinkDemo/Sources/DeepLinkDemo/"

    @Test("Links, Back, tab taps, swiped sheets and intents keep the router and UIKit in step", arguments: [5, 6])
    func coordinator(languageMode: Int) async throws {
        let sources = try [
            "Generated/AppRoute.swift", "Generated/AppRouter.swift", "Generated/AppRouteActivities.swift",
            "Generated/AppRouteIntents.swift", "Generated/AppRouteWiring.swift", "Destination.swift",
            "UIKit/PantryViewControllers.swift", "UIKit/PantrySceneDelegate.swift", "UIKit/PantryCoordinators.swift",
        ]
        .map {
            SwiftCompiler.SourceFile(
                name: ($0 as NSString).lastPathComponent,
                text: try Fixtures.text(Self.example + $0)
            )
        }
        var arguments = ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"]
        // The example's files import both of routegen's libraries, as its config says.
        arguments += AppleStandIns.arguments(try await AppleStandIns.uiKitModules.value, frameworks: ["UIKit"])
        arguments += StandaloneModule.arguments(try await AppleStandIns.appIntents.value, linking: "AppIntents")
        let program = sources + [SwiftCompiler.SourceFile(name: "main.swift", text: Self.program)]
        guard let run = try await SwiftCompiler.run(program, compiling: arguments, product: "uikit-example") else {
            return
        }
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == Self.expected)
    }

    static let expected = [
        "launch: tab recipes, router [recipe(slug: \"banana-bread\", servings: nil)], screens [recipe]",
        "link: tab shop, router [product(productId: 1042, variant: nil)], screens [product]",
        "back: tab shop, router [], screens []",
        "tap: tab recipes, router [recipe(slug: \"banana-bread\", servings: nil)], screens [recipe]",
        "tap signed out: tab recipes, router [recipe(slug: \"banana-bread\", servings: nil)], screens [recipe], held orders(AppRoute.Orders.list)",
        "sheet: presented true, router sheet true", "swiped: presented false, router sheet false",
        "intent, second window active: tab shop, router [product(productId: 21, variant: nil)], screens [product]",
        "first window active again: tab shop, router [product(productId: 22, variant: nil)], screens [product]",
        "second window kept: tab shop, router [product(productId: 21, variant: nil)], screens [product]",
        "own coordinators, launch: tab recipes, router [recipe(slug: \"banana-bread\", servings: nil)], screens [recipe]",
        "own coordinators, back: tab recipes, router [], screens []",
        "own coordinators, tap: tab shop, router [product(productId: 7, variant: nil)], screens [product]",
        "own coordinators, tap signed out: tab shop, router [product(productId: 7, variant: nil)], screens [product], held orders(AppRoute.Orders.list)",
        "own coordinators, sheet: presented PantryNavigationController, router sheet true, activity of the product com.example.pantry.product",
        "own coordinators, swiped: presented nothing, router sheet false",
        "own coordinators, signed in, the held link dropped by the later one: tab shop, router [product(productId: 7, variant: nil)], screens [product]",
    ]

    static let program = #"""
        import Foundation
        import RouteNavigation
        // The person's moves and the system's calls use initializers UIKit keeps to itself.
        @testable import UIKit

        @MainActor func settle() async {
            for _ in 0..<20 { await Task.yield() }
        }

        @MainActor func describe(_ step: String, _ delegate: PantrySceneDelegate) -> String {
            let coordinator = delegate.coordinator!
            let tabs = coordinator.rootViewController as! UITabBarController
            let tab = delegate.router.state.selectedTab
            let navigation = tabs.viewControllers![tabs.selectedIndex] as! UINavigationController
            let screens = navigation.viewControllers.dropFirst().map { controller in
                String(describing: (controller as! DestinationViewController).destination!).prefix { $0 != "(" }
            }
            let routes = delegate.router.state[path: tab].map { String(describing: $0).replacingOccurrences(of: "Harness.AppRoute.", with: "") }
            let shown = AppTab.allCases[tabs.selectedIndex]
            let mismatch = shown == tab ? "" : " but UIKit shows \(shown)"
            let held = delegate.router.heldLink?.route.map { ", held " + String(describing: $0).replacingOccurrences(of: "Harness.", with: "") } ?? ""
            return "\(step): tab \(tab)\(mismatch), router [\(routes.joined(separator: ", "))], screens [\(screens.joined(separator: ", "))]\(held)"
        }

        @MainActor func run() async {
            let delegate = PantrySceneDelegate()
            let scene = UIWindowScene()
            let options = UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: URL(string: "pantry://recipes/banana-bread")!)])
            delegate.scene(scene, willConnectTo: UISceneSession(), options: options)
            await settle()
            print(describe("launch", delegate))

            delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: "pantry://products/1042")!)])
            await settle()
            print(describe("link", delegate))

            let tabs = delegate.coordinator!.rootViewController as! UITabBarController
            (tabs.viewControllers![tabs.selectedIndex] as! UINavigationController).popByBackButton()
            await settle()
            print(describe("back", delegate))

            tabs.tapTab(1)
            await settle()
            print(describe("tap", delegate))

            // The orders tab's root requires sign-in.
            tabs.tapTab(2)
            await settle()
            print(describe("tap signed out", delegate))

            delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: URL(string: "pantry://promo/SPRING24")!)])
            await settle()
            print("sheet: presented \(tabs.presentedViewController != nil), router sheet \(delegate.router.state.sheet != nil)")
            tabs.swipePresentedAway()
            await settle()
            print("swiped: presented \(tabs.presentedViewController != nil), router sheet \(delegate.router.state.sheet != nil)")

            // A second window: intents show their routes in the scene that became foreground active last.
            delegate.sceneDidBecomeActive(scene)
            let second = PantrySceneDelegate()
            let secondScene = UIWindowScene()
            second.scene(secondScene, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
            second.sceneDidBecomeActive(secondScene)
            await showProduct(21)
            print(describe("intent, second window active", second))
            delegate.sceneDidBecomeActive(scene)
            await showProduct(22)
            print(describe("first window active again", delegate))
            print(describe("second window kept", second))
            await runOwnCoordinators()
        }

        /// The same app on its own coordinators, which the router drives through `NavigatorDriver`.
        @MainActor func runOwnCoordinators() async {
            var signIns = 0
            let router = AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in signIns += 1 })
            let coordinator = PantryAppCoordinator(router: router)
            let tabs = coordinator.tabBarController
            func describe(_ step: String) -> String {
                let tab = router.state.selectedTab
                let navigation = tabs.viewControllers![tabs.selectedIndex] as! UINavigationController
                let screens = navigation.viewControllers.dropFirst().map { controller in
                    String(describing: (controller as! DestinationViewController).destination!).prefix { $0 != "(" }
                }
                let routes = router.state[path: tab].map { String(describing: $0).replacingOccurrences(of: "Harness.AppRoute.", with: "") }
                let shown = AppTab.allCases[tabs.selectedIndex]
                let mismatch = shown == tab ? "" : " but UIKit shows \(shown)"
                let held = router.heldLink?.route.map { ", held " + String(describing: $0).replacingOccurrences(of: "Harness.", with: "") } ?? ""
                return "own coordinators, \(step): tab \(tab)\(mismatch), router [\(routes.joined(separator: ", "))], screens [\(screens.joined(separator: ", "))]\(held)"
            }
            router.open(URL(string: "pantry://recipes/banana-bread")!)
            router.becameReady()
            await settle()
            print(describe("launch"))
            (tabs.viewControllers![tabs.selectedIndex] as! UINavigationController).popByBackButton()
            await settle()
            print(describe("back"))
            router.show(.product(productId: 7, variant: nil))
            router.show(.recipe(slug: "banana-bread", servings: nil))
            router.state[path: .recipes] = []
            tabs.tapTab(0)
            await settle()
            print(describe("tap"))
            tabs.tapTab(2)
            await settle()
            print(describe("tap signed out"))
            router.open(URL(string: "pantry://promo/SPRING24")!)
            await settle()
            let sheet = tabs.presentedViewController
            let activity = (tabs.viewControllers![0] as! UINavigationController).viewControllers.last?.userActivity?.activityType ?? "none"
            print("own coordinators, sheet: presented \(sheet.map { "\(type(of: $0))" } ?? "nothing"), router sheet \(router.state.sheet != nil), activity of the product \(activity)")
            tabs.swipePresentedAway()
            await settle()
            print("own coordinators, swiped: presented \(tabs.presentedViewController == nil ? "nothing" : "something"), router sheet \(router.state.sheet != nil)")
            router.signedIn()
            await settle()
            print(describe("signed in, the held link dropped by the later one") + (signIns == 1 ? "" : ", sign-in asked \(signIns) times"))
        }

        /// Siri or Shortcuts runs the intent that opens a product.
        @MainActor func showProduct(_ productId: Int) async {
            let intent = AppRouteProductIntent()
            intent.productId = productId
            _ = try? await intent.perform()
            await settle()
        }

        await run()
        """#
}
