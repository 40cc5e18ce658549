import Foundation
import Testing

/// The library's SwiftUI scene storage of the screens, compiled with the library against the SwiftUI stand-in (as a
/// module, so the library sees only what SwiftUI makes public) and evaluated as SwiftUI would through several
/// launches: a change of the screens is saved, the next scene's root shows them again when it first appears, before
/// the router is ready or after (SwiftUI does not say which of `onAppear` and `task` comes first), and a link held or
/// shown before that stays the later one, even a link to the first tab's root.
@Suite("RouteNavigation: a SwiftUI scene keeps its screens", .tags(.compilesGeneratedCode)) struct RestoresScreensTests
{
    @Test("Screens are saved when they change and come back when the next scene's root appears") func restoration()
        async throws
    {
        let output = try await AppleStandIns.output(of: Self.program, against: "SwiftUI", product: "restores-screens")
        #expect(
            output == [
                "first launch: nothing restored, home [], saved true",
                "relaunch: home [post(1), post(2)], sheet settings",
                "relaunch with a link: home [post(1), post(5)], sheet nil",
                "root appearing when ready, nothing shown: home [post(1), post(2)], sheet settings",
                "root appearing when a link shows: home [post(1), post(7)], sheet nil",
                "root appearing when a link to the first tab's root shows: home [], sheet nil",
            ]
        )
    }

    static let program = #"""
        import Foundation
        import RouteNavigation
        @testable import SwiftUI

        enum Tab: String, Hashable, Sendable, CaseIterable, Codable { case home, orders }

        enum Screen: NavigableRoute, Hashable, Codable {
            case home
            case post(Int)
            case settings

            typealias ResolvedLink = Resolved<Screen>

            var placement: RoutePlacement<Tab> {
                switch self {
                case .home: .selectTab(.home)
                case .post: .push(tab: .home)
                case .settings: .sheet
                }
            }
            /// Every post but the first is opened from the first.
            var stack: [Screen] { if case .post(let id) = self, id > 1 { [.post(1), self] } else { [self] } }
            var requiresAuth: Bool { false }
            /// `app://post/5`, `app://home`; anything else opens the settings.
            static func resolution(for url: URL, source: Never?) -> ResolvedLink {
                resolution(for: url.absoluteString, source: source)
            }
            static func resolution(for string: String, source: Never?) -> ResolvedLink {
                if string == "app://home" { return ResolvedLink(showing: .home) }
                guard let id = string.split(separator: "/").last.flatMap({ Int($0) }) else {
                    return ResolvedLink(showing: .settings)
                }
                var resolved = ResolvedLink(showing: .post(id))
                resolved.link = string
                return resolved
            }
            static func rootRequiringAuth(of tab: Tab) -> Screen? { nil }
        }

        struct Root: View {
            var body: some View { EmptyView() }
        }

        /// What `@SceneStorage` keeps for the scene, across launches.
        @MainActor final class SceneStore {
            var data: Data?
            var binding: Binding<Data?> { Binding(get: { self.data }, set: { self.data = $0 }) }
        }

        @MainActor func launch(_ store: SceneStore, ready: Bool = false, link: String? = nil) -> Router<Screen> {
            // A router ready before its root appears: `.task { router.becameReady() }` ran before `onAppear`.
            let router = Router<Screen>(isReady: ready, perform: { _ in }, signIn: { _ in })
            if let link { router.open(URL(string: link)!) }
            StandInScene.evaluate { Root().modifier(RestoresScreens(router: router, storage: store.binding)) }
            for appear in StandInScene.appear { appear() }
            router.becameReady()
            return router
        }

        @MainActor func screens(_ router: Router<Screen>) -> String {
            let home = router.state[path: .home].map { "\($0)" }.joined(separator: ", ")
            return "home [\(home)], sheet \(router.state.sheet.map { "\($0)" } ?? "nil")"
        }

        @MainActor func run() {
            let store = SceneStore()
            let first = launch(store)
            let restored = first.state[path: .home].isEmpty
            first.show(.post(2))
            first.show(.settings)
            // SwiftUI calls the `onChange` actions when what they watch changed.
            for change in StandInScene.change { change() }
            print("first launch: \(restored ? "nothing restored" : "restored"), home [], saved \(store.data != nil)")

            print("relaunch: \(screens(launch(store)))")
            print("relaunch with a link: \(screens(launch(store, link: "app://post/5")))")
            print("root appearing when ready, nothing shown: \(screens(launch(store, ready: true)))")
            print("root appearing when a link shows: \(screens(launch(store, ready: true, link: "app://post/7")))")
            // The link leaves the screens as a new state has them, which is no reason to restore over it.
            print("root appearing when a link to the first tab's root shows: \(screens(launch(store, ready: true, link: "app://home")))")
        }

        MainActor.assumeIsolated { run() }
        """#
}
