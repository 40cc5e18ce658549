import Foundation
import Testing

/// The library's SwiftUI root, compiled with the library against the SwiftUI stand-in (as a module, so the library
/// sees only what SwiftUI makes public) in Swift 5 and 6, and evaluated as SwiftUI would: the bindings it gives the
/// tab view, each navigation stack, the sheet and the cover must show the router's state, and what the person does
/// through them (Back, a tab tap, a swipe) must reach the router.
@Suite("RouteNavigation: the SwiftUI root", .tags(.compilesGeneratedCode)) struct RouterScreensTests {
    @Test("Tabs, stacks and the sheet are bound to the router, both ways", arguments: [5, 6]) func bindings(
        languageMode: Int
    ) async throws {
        let output = try await AppleStandIns.output(
            of: Self.program,
            against: "SwiftUI",
            languageMode: languageMode,
            product: "router-screens-\(languageMode)"
        )
        #expect(output == Self.expected)
    }

    static let expected = [
        "tabs: selection home, stacks 2, sheet bound true, cover bound true", "pushed: home stack [item(1), item(2)]",
        "back: router [item(1)]", "tap orders signed out: router tab home, sign-in asked for [orders]",
        "tap orders signed in: router tab orders", "sheet: presented settings, stacks 3", "swiped: router sheet nil",
        "one stack: selection nil, stacks 1, path [post]",
    ]

    static let program = #"""
        import Foundation
        import RouteNavigation
        @testable import SwiftUI

        enum Tab: String, Hashable, Sendable, CaseIterable { case home, orders }

        enum Screen: NavigableRoute, Hashable, Identifiable {
            case item(Int)
            case settings
            case orders

            typealias ResolvedLink = Resolved<Screen>
            var id: Self { self }
            var placement: RoutePlacement<Tab> {
                switch self {
                case .item: .push(tab: .home)
                case .settings: .sheet
                case .orders: .selectTab(.orders)
                }
            }
            var stack: [Screen] { [self] }
            var requiresAuth: Bool { self == .orders }
            static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(showing: .settings) }
            static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(showing: .settings) }
            static func rootRequiringAuth(of tab: Tab) -> Screen? { tab == .orders ? .orders : nil }
        }

        enum Post: NavigableRoute, Hashable, Identifiable {
            case post

            typealias ResolvedLink = Resolved<Post>
            var id: Self { self }
            var placement: RoutePlacement<SingleStack> { .push(tab: nil) }
            var stack: [Post] { [self] }
            var requiresAuth: Bool { false }
            static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(showing: .post) }
            static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(showing: .post) }
            static func rootRequiringAuth(of tab: SingleStack) -> Post? { nil }
        }

        struct Leaf: View {
            var body: some View { EmptyView() }
        }

        @MainActor func run() async {
            var signIns: [Screen] = []
            let router = Router<Screen>(isReady: true, perform: { _ in }, signIn: { signIns.append($0) })
            let screens = RouterScreens(router: router) { _ in Leaf() } tabRoot: { _ in Leaf() } tabLabel: { _ in Leaf() }
            StandInScene.evaluate { screens }
            let selection = StandInScene.tabSelection as! Binding<Tab>
            print("tabs: selection \(selection.wrappedValue), stacks \(StandInScene.stackPaths.count), sheet bound \(StandInScene.sheetItem is Binding<Screen?>), cover bound \(StandInScene.fullScreenCoverItem is Binding<Screen?>)")

            router.show(.item(1))
            router.state[path: .home].append(.item(2))
            StandInScene.evaluate { screens }
            let home = StandInScene.stackPaths[0] as! Binding<[Screen]>
            print("pushed: home stack \(home.wrappedValue.map { "\($0)" })".replacingOccurrences(of: "\"", with: ""))

            home.wrappedValue = [.item(1)]
            print("back: router \(router.state[path: .home].map { "\($0)" })".replacingOccurrences(of: "\"", with: ""))

            selection.wrappedValue = .orders
            print("tap orders signed out: router tab \(router.selectedTab), sign-in asked for \(signIns.map { "\($0)" })".replacingOccurrences(of: "\"", with: ""))
            router.signedIn()
            selection.wrappedValue = .orders
            print("tap orders signed in: router tab \(router.selectedTab)")

            router.show(.settings)
            StandInScene.evaluate { screens }
            let sheet = StandInScene.sheetItem as! Binding<Screen?>
            print("sheet: presented \(sheet.wrappedValue.map { "\($0)" } ?? "nothing"), stacks \(StandInScene.stackPaths.count)")
            sheet.wrappedValue = nil
            print("swiped: router sheet \(router.state.sheet.map { "\($0)" } ?? "nil")")

            let posts = Router<Post>(isReady: true, perform: { _ in }, signIn: { _ in })
            posts.show(.post)
            StandInScene.evaluate { RouterScreens(router: posts) { _ in Leaf() } tabRoot: { _ in Leaf() } tabLabel: { _ in Leaf() } }
            let path = (StandInScene.stackPaths[0] as! Binding<[Post]>).wrappedValue
            print("one stack: selection \(StandInScene.tabSelection == nil ? "nil" : "bound"), stacks \(StandInScene.stackPaths.count), path \(path)".replacingOccurrences(of: "main.Post.", with: ""))
        }

        await run()
        """#
}
