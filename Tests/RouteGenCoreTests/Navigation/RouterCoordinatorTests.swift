import Foundation
import Testing

/// The library's UIKit coordinator in an app without tabs, compiled with the library against the UIKit stand-ins (as
/// a module, so the library sees only what UIKit makes public) and driven: the root is the one navigation controller,
/// pushes and a sheet follow the router, Back and a swipe are written back, and a route that leaves a stack no longer
/// names its view controller. `UIKitExampleTests` drives the tabbed case through the example app.
@Suite("RouteNavigation: the UIKit coordinator", .tags(.compilesGeneratedCode)) struct RouterCoordinatorTests {
    @Test("One stack: pushes, Back, a sheet and its swipe keep the router and the controllers in step") func oneStack()
        async throws
    {
        let output = try await AppleStandIns.output(of: Self.program, against: "UIKit", product: "router-coordinator")
        #expect(
            output == [
                "root is a navigation controller: true",
                "pushed: router [main.Screen.post(1), main.Screen.post(2)], screens [post 1, post 2]",
                "back: router [main.Screen.post(1)], screens [post 1]", "route of the popped screen: none",
                "sheet: presented settings, router sheet true", "another sheet: presented share, router sheet share",
                "swiped: presented nothing, router sheet false, stack [main.Screen.post(1)]",
            ]
        )
    }

    @Test("A sheet UIKit would refuse over the app's own presentation waits out of the state, and shows after it")
    func appPresentation() async throws {
        let source = Self.program.replacingOccurrences(of: "await run()", with: "await runOverTheAppsPresentation()")
        let output = try await AppleStandIns.output(of: source, against: "UIKit", product: "router-coordinator-own")
        #expect(
            output == [
                "sheet link over the app's alert: router sheet nil, presented alert, app presenting true",
                "same link again: router sheet nil, presented alert",
                "alert dismissed: router sheet settings, presented settings, app presenting false",
            ]
        )
    }

    @Test("The app's own controllers, a route presented alone, a full-screen cover and each screen's activity")
    func appsControllers() async throws {
        let output = try await AppleStandIns.output(
            of: Self.ownControllersProgram,
            against: "UIKit",
            product: "router-coordinator-controllers"
        )
        #expect(
            output == [
                "root is the app's tab bar controller: true", "stacks are the app's navigation controllers: true",
                "pushed: activity post/1", "share presented alone: true, router sheet share",
                "above the share sheet: router sheet path []", "share finished: presented nothing, router sheet nil",
                "cover: full screen true, in a navigation controller true",
            ]
        )
    }

    static let ownControllersProgram = #"""
        import Foundation
        import RouteNavigation
        @testable import UIKit

        enum Tab: Hashable, Sendable, CaseIterable { case feed, profile }

        enum Screen: NavigableRoute, UserActivityRoute, Hashable {
            case post(Int)
            case share
            case comment
            case login

            typealias ResolvedLink = Resolved<Screen>

            var placement: RoutePlacement<Tab> {
                switch self {
                case .post, .comment: .push(tab: .feed)
                case .share: .sheet
                case .login: .fullScreen
                }
            }
            var stack: [Screen] { [self] }
            var requiresAuth: Bool { false }
            static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(showing: .share) }
            static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(showing: .share) }
            static func rootRequiringAuth(of tab: Tab) -> Screen? { nil }

            static let userActivityTypes = ["post"]
            var userActivityType: String? { if case .post = self { "post" } else { nil } }
            init?(userActivity: NSUserActivity) { nil }
            func userActivity() -> NSUserActivity? {
                guard case .post(let id) = self else { return nil }
                let activity = NSUserActivity(activityType: "post")
                activity.title = "post/\(id)"
                return activity
            }
            func describe(in activity: NSUserActivity) {}
        }

        final class AppTabBarController: UITabBarController {}
        final class StyledNavigationController: UINavigationController {}

        @MainActor func settle() async {
            for _ in 0..<20 { await Task.yield() }
        }

        @MainActor func run() async {
            let router = Router<Screen>(isReady: true, perform: { _ in }, signIn: { _ in })
            let coordinator = RouterCoordinator(router: router, tabBarController: AppTabBarController()) { route in
                let controller = UIViewController(nibName: nil, bundle: nil)
                controller.title = "\(route)"
                return controller
            } tabRoot: { _ in
                UIViewController(nibName: nil, bundle: nil)
            } navigationController: { root in
                StyledNavigationController(rootViewController: root)
            } presentsAlone: { route in
                route == .share
            }
            let tabBar = coordinator.rootViewController as? AppTabBarController
            print("root is the app's tab bar controller: \(tabBar != nil)")
            guard let tabBar else { return }
            let stacks = tabBar.viewControllers ?? []
            print("stacks are the app's navigation controllers: \(stacks.count == 2 && stacks.allSatisfy { $0 is StyledNavigationController })")

            router.show(.post(1))
            await settle()
            let feed = stacks[0] as! UINavigationController
            print("pushed: activity \(feed.viewControllers.last?.userActivity?.title ?? "none")")

            router.show(.share)
            await settle()
            let presented = tabBar.presentedViewController
            print("share presented alone: \(presented?.title == "share" && !(presented is UINavigationController)), router sheet \(router.state.sheet.map { "\($0)" } ?? "nil")")
            router.state.sheetPath = [.comment]
            await settle()
            print("above the share sheet: router sheet path \(router.state.sheetPath)")
            // A share sheet dismisses itself when it finishes; its completion tells the router.
            tabBar.dismiss(animated: true)
            router.dismiss()
            await settle()
            print("share finished: presented \(tabBar.presentedViewController == nil ? "nothing" : "something"), router sheet \(router.state.sheet.map { "\($0)" } ?? "nil")")

            router.show(.login)
            await settle()
            let cover = tabBar.presentedViewController
            print("cover: full screen \(cover?.modalPresentationStyle == .fullScreen), in a navigation controller \(cover is StyledNavigationController)")
        }

        await run()
        """#

    static let program = #"""
        import Foundation
        import RouteNavigation
        @testable import UIKit

        enum Screen: NavigableRoute, Hashable {
            case post(Int)
            case settings
            case share

            typealias ResolvedLink = Resolved<Screen>

            var placement: RoutePlacement<SingleStack> {
                switch self {
                case .post: .push(tab: nil)
                case .settings, .share: .sheet
                }
            }
            var stack: [Screen] { [self] }
            var requiresAuth: Bool { false }
            static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(showing: .settings) }
            static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(showing: .settings) }
            static func rootRequiringAuth(of tab: SingleStack) -> Screen? { nil }
        }

        @MainActor func settle() async {
            for _ in 0..<20 { await Task.yield() }
        }

        @MainActor func run() async {
            let router = Router<Screen>(isReady: true, perform: { _ in }, signIn: { _ in })
            let coordinator = RouterCoordinator(router: router) { route in
                let controller = UIViewController(nibName: nil, bundle: nil)
                switch route {
                case .post(let id): controller.title = "post \(id)"
                case .settings: controller.title = "settings"
                case .share: controller.title = "share"
                }
                return controller
            } tabRoot: { _ in
                UIViewController(nibName: nil, bundle: nil)
            }
            let navigation = coordinator.rootViewController as? UINavigationController
            print("root is a navigation controller: \(navigation != nil)")
            guard let navigation else { return }
            func screens() -> String {
                navigation.viewControllers.dropFirst().map { $0.title ?? "?" }.joined(separator: ", ")
            }

            router.show(.post(1))
            router.state.path.append(.post(2))
            await settle()
            print("pushed: router \(router.state.path), screens [\(screens())]")

            let top = navigation.viewControllers.last!
            navigation.popByBackButton()
            await settle()
            print("back: router \(router.state.path), screens [\(screens())]")
            print("route of the popped screen: \(coordinator.route(shownBy: top).map { "\($0)" } ?? "none")")

            router.show(.settings)
            await settle()
            func presented() -> String {
                navigation.presentedViewController.map { ($0 as! UINavigationController).viewControllers[0].title ?? "?" } ?? "nothing"
            }
            print("sheet: presented \(presented()), router sheet \(router.state.sheet != nil)")
            // UIKit presents nothing over a controller that is presenting: the first sheet has to go first.
            router.show(.share)
            await settle()
            print("another sheet: presented \(presented()), router sheet \(router.state.sheet.map { "\($0)" } ?? "nil")")
            navigation.swipePresentedAway()
            await settle()
            print("swiped: presented \(navigation.presentedViewController == nil ? "nothing" : "something"), router sheet \(router.state.sheet != nil), stack \(router.state.path)")
        }

        /// The app presents an alert of its own, over which UIKit presents nothing, and a link to a sheet arrives.
        @MainActor func runOverTheAppsPresentation() async {
            let router = Router<Screen>(isReady: true, perform: { _ in }, signIn: { _ in })
            let coordinator = RouterCoordinator(router: router) { route in
                let controller = UIViewController(nibName: nil, bundle: nil)
                controller.title = "\(route)"
                return controller
            } tabRoot: { _ in
                UIViewController(nibName: nil, bundle: nil)
            }
            let root = coordinator.rootViewController
            let alert = UIViewController(nibName: nil, bundle: nil)
            alert.title = "alert"
            root.present(alert, animated: true)
            func presented() -> String {
                guard let shown = root.presentedViewController else { return "nothing" }
                return (shown as? UINavigationController)?.viewControllers[0].title ?? shown.title ?? "?"
            }
            router.show(.settings)
            await settle()
            print("sheet link over the app's alert: router sheet \(router.state.sheet.map { "\($0)" } ?? "nil"), presented \(presented()), app presenting \(router.appIsPresenting)")
            router.show(.settings)
            await settle()
            print("same link again: router sheet \(router.state.sheet.map { "\($0)" } ?? "nil"), presented \(presented())")
            root.dismiss(animated: true) { router.appIsPresenting = false }
            await settle()
            print("alert dismissed: router sheet \(router.state.sheet.map { "\($0)" } ?? "nil"), presented \(presented()), app presenting \(router.appIsPresenting)")
        }

        await run()
        """#
}
