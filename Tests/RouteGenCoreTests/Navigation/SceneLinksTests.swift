import Foundation
import Testing

/// The library's UIKit scene helper for routes that can be saved, compiled with the library against the UIKit
/// stand-ins (as a module, so the library sees only what UIKit makes public) and driven through two launches: the
/// restoration activity it gives when the scene goes away holds every tab's stack, the sheet and the held link, and
/// the next connection shows them again before the links it is opened with; screens an update removed are left out
/// with those above them. `WiringCodeTests` drives it for routes that cannot be saved.
@Suite("RouteNavigation: a UIKit scene saves its screens", .tags(.compilesGeneratedCode)) struct SceneLinksTests {
    @Test("Every stack, the sheet and the held link come back with the scene, and later links still win")
    func restoration() async throws {
        let output = try await AppleStandIns.output(of: Self.program, against: "UIKit", product: "scene-links")
        #expect(
            output == [
                "saved as RouteNavigation.SavedScreens, required keys: nil",
                "restored: home [post(1), post(2)], sheet settings, sign-in asked for order(7)",
                "restored, then a link: home [post(1), post(5)], sheet nil, sign-in asked for nothing",
                "saved by an earlier version: home [post(1)], sheet settings", "unreadable: home [], sheet nil",
                "restored signed out: tab orders, orders [], then signed in: tab orders, orders [order(7)]",
                "two links at once, 8 connections: [home [post(1), post(9)], sheet nil]",
            ]
        )
    }

    static let program = #"""
        import Foundation
        import RouteNavigation
        @testable import UIKit

        enum Tab: String, Hashable, Sendable, CaseIterable, Codable { case home, orders }

        enum Screen: NavigableRoute, Hashable, Codable {
            case post(Int)
            case order(Int)
            case settings

            typealias ResolvedLink = Resolved<Screen>

            var placement: RoutePlacement<Tab> {
                switch self {
                case .post: .push(tab: .home)
                case .order: .push(tab: .orders)
                case .settings: .sheet
                }
            }
            /// Every post but the first is opened from the first.
            var stack: [Screen] { if case .post(let id) = self, id > 1 { [.post(1), self] } else { [self] } }
            var requiresAuth: Bool { if case .order = self { true } else { false } }
            /// `app://post/5`, `app://order/7`; anything else opens the settings.
            static func resolution(for url: URL, source: Never?) -> ResolvedLink {
                resolution(for: url.absoluteString, source: source)
            }
            static func resolution(for string: String, source: Never?) -> ResolvedLink {
                let parts = string.split(separator: "/")
                guard parts.count == 3, let id = Int(parts[2]) else { return ResolvedLink(showing: .settings) }
                var resolved = ResolvedLink(showing: parts[1] == "order" ? .order(id) : .post(id))
                resolved.link = string
                return resolved
            }
            static func rootRequiringAuth(of tab: Tab) -> Screen? { nil }
        }

        @MainActor final class Scene {
            var signInAskedFor: Screen?
            let isSignedIn: Bool
            lazy var router = Router<Screen>(
                isSignedIn: isSignedIn,
                perform: { _ in },
                signIn: { [unowned self] in self.signInAskedFor = $0 }
            )
            lazy var links = SceneLinks(router: router)

            init(isSignedIn: Bool = false) { self.isSignedIn = isSignedIn }

            func connect(restoring activity: NSUserActivity?, opening urls: [String] = [], capacity: Int = 0) -> String {
                var contexts = Set<UIOpenURLContext>(minimumCapacity: capacity)
                for url in urls { contexts.insert(UIOpenURLContext(url: URL(string: url)!)) }
                links.connect(
                    UISceneSession(stateRestorationActivity: activity),
                    options: UIScene.ConnectionOptions(urlContexts: contexts)
                )
                router.becameReady()
                let home = router.state[path: .home].map { "\($0)" }.joined(separator: ", ")
                return "home [\(home)], sheet \(router.state.sheet.map { "\($0)" } ?? "nil")"
            }
        }

        @MainActor func run() {
            let first = Scene()
            _ = first.connect(restoring: nil)
            first.router.show(.post(2))
            first.router.show(.settings)
            first.router.open(URL(string: "app://order/7")!)
            let saved = first.links.stateRestorationActivity()!
            print("saved as \(saved.activityType), required keys: \(saved.requiredUserInfoKeys.map { "\($0)" } ?? "nil")")

            let restored = Scene()
            let screens = restored.connect(restoring: saved)
            print("restored: \(screens), sign-in asked for \(restored.signInAskedFor.map { "\($0)" } ?? "nothing")")

            let opened = Scene()
            let withLink = opened.connect(restoring: saved, opening: ["app://post/5"])
            print("restored, then a link: \(withLink), sign-in asked for \(opened.signInAskedFor.map { "\($0)" } ?? "nothing")")

            // An earlier version had a screen this one no longer has, in place of the second post.
            let data = saved.userInfo!["RouteNavigation.SavedScreens"] as! Data
            let earlier = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #"{"post":{"_0":2}}"#, with: #"{"gone":{}}"#)
            let old = NSUserActivity(activityType: saved.activityType)
            old.userInfo = ["RouteNavigation.SavedScreens": Data(earlier.utf8)]
            print("saved by an earlier version: \(Scene().connect(restoring: old))")

            let unreadable = NSUserActivity(activityType: saved.activityType)
            unreadable.userInfo = ["RouteNavigation.SavedScreens": Data("{".utf8)]
            print("unreadable: \(Scene().connect(restoring: unreadable))")

            // Saved while signed in, on the orders tab, whose order requires sign-in.
            let signedIn = Scene(isSignedIn: true)
            _ = signedIn.connect(restoring: nil)
            signedIn.router.show(.order(7))
            let privateScreens = Scene()
            _ = privateScreens.connect(restoring: signedIn.links.stateRestorationActivity())
            func orders(_ router: Router<Screen>) -> String {
                "tab \(router.state.selectedTab), orders [\(router.state[path: .orders].map { "\($0)" }.joined(separator: ", "))]"
            }
            let signedOut = orders(privateScreens.router)
            privateScreens.router.signedIn()
            print("restored signed out: \(signedOut), then signed in: \(orders(privateScreens.router))")

            // A set's order depends on its storage, so sets of several sizes hand the two links over in both orders.
            let shown = Set((0..<8).map { Scene().connect(restoring: nil, opening: ["app://post/9", "app://post/3"], capacity: 1 << $0) })
            print("two links at once, 8 connections: [\(shown.sorted().joined(separator: "; "))]")
        }

        MainActor.assumeIsolated { run() }
        """#
}
