import Foundation
import RouteNavigation
import Testing

/// The navigation library's saved state, read by a later version of an app: every screen that still resolves stays.
@Suite("Saved navigation state keeps what still resolves") struct NavigationStateCodingTests {
    /// A route enum as a later version of an app has it: `retired`'s link text is one it no longer reads. The
    /// comments show in a sheet and a photo over the full screen; the others are pushed on the stack showing.
    enum Screen: String, NavigableRoute, Codable {
        case feed, post, comments, photo, settings, retired

        enum NavigationTab: String, Hashable, Sendable, CaseIterable, Codable { case home, profile }

        struct ResolvedLink: LinkResolution {
            var link: String
            var route: Screen?
            /// An https link, which no route of the test takes, goes to the browser.
            var browserURL: URL? { link.hasPrefix("https://") ? URL(string: link) : nil }
            init(showing route: Screen) {
                link = route.rawValue
                self.route = route
            }

            /// A link's text is the route's raw value; `retired` is no route of this version.
            init(link: String) {
                self.link = link
                route = Screen(rawValue: link).flatMap { $0 == .retired ? nil : $0 }
            }
        }

        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let screen = Screen(rawValue: text), screen != .retired else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
            }
            self = screen
        }

        var placement: RoutePlacement<NavigationTab> {
            switch self {
            case .comments: .sheet
            case .photo: .fullScreen
            case .feed, .post, .settings, .retired: .push(tab: nil)
            }
        }
        var stack: [Screen] { [self] }
        var requiresAuth: Bool { false }
        static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(link: url.absoluteString) }
        static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(link: string) }
        static func rootRequiringAuth(of tab: NavigationTab) -> Screen? { nil }
    }

    typealias State = NavigationState<Screen>

    static func decoded(_ json: String) throws -> State { try JSONDecoder().decode(State.self, from: Data(json.utf8)) }

    @Test("A state round-trips") func roundTrip() throws {
        let state = State(
            selectedTab: .profile,
            paths: [.home: [.feed, .post], .profile: [.settings]],
            sheet: .comments,
            sheetPath: [.post]
        )
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(State.self, from: data) == state)
    }

    @Test("A stack keeps its screens up to the first that no longer resolves; a presentation without its root goes")
    func removedScreens() throws {
        let state = try Self.decoded(
            """
            {"selectedTab": "home", "paths": [{"tab": "home", "path": ["feed", "retired", "post"]},
             {"tab": "profile", "path": ["settings"]}],
             "sheet": "retired", "sheetPath": ["comments"], "fullScreenCover": "photo", "fullScreenCoverPath": ["retired"]}
            """
        )
        #expect(state == State(paths: [.home: [.feed], .profile: [.settings]], fullScreenCover: .photo))
    }

    @Test("A stack keeps its screens up to the first that this version would not put there; so does a presentation")
    func misplacedScreens() throws {
        let onStacks = try JSONDecoder()
            .decode(
                NavigationState<LifeScreen>.self,
                from: Data(
                    """
                    {"selectedTab": "home", "paths": [{"tab": "home", "path": ["product/1", "settings", "product/2"]},
                     {"tab": "orders", "path": ["product/3"]}, {"tab": "wallet", "path": ["card/1", "wallet"]}],
                     "sheet": "note/1", "sheetPath": ["settings"], "fullScreenCoverPath": []}
                    """
                    .utf8
                )
            )
        #expect(onStacks == NavigationState(selectedTab: .home, paths: [.home: [.product(1)], .wallet: [.card(1)]]))
        let presented = try JSONDecoder()
            .decode(
                NavigationState<LifeScreen>.self,
                from: Data(
                    #"{"selectedTab": "home", "sheet": "settings", "sheetPath": ["note/2", "share", "note/3"]}"#.utf8
                )
            )
        #expect(presented == NavigationState(selectedTab: .home, sheet: .settings, sheetPath: [.note(2)]))
    }

    @Test("A tab that is gone loses its stack, and the first tab shows in place of it") func removedTab() throws {
        let state = try Self.decoded(
            """
            {"selectedTab": "search", "paths": [{"tab": "search", "path": ["feed"]}, {"tab": "profile", "path": ["post"]}],
             "sheetPath": [], "fullScreenCoverPath": []}
            """
        )
        #expect(state == State(selectedTab: .home, paths: [.profile: [.post]]))
    }

    @Test("State written by the earlier generated code reads the same way") func earlierForms() throws {
        let tabs = try Self.decoded(
            """
            {"selectedTab": "profile", "paths": ["home", ["feed", "post"], "search", ["feed"], "profile", ["retired"]],
             "sheetPath": [], "fullScreenCoverPath": []}
            """
        )
        #expect(tabs == State(selectedTab: .profile, paths: [.home: [.feed, .post]]))
        let oneStack = try JSONDecoder()
            .decode(
                NavigationState<OneStackScreen>.self,
                from: Data(#"{"path": ["feed", "post"], "sheetPath": [], "fullScreenCoverPath": []}"#.utf8)
            )
        #expect(oneStack == NavigationState(path: [.feed, .post]))
        #expect(oneStack.path == [.feed, .post])
    }

    @Test("A tab without a stack equals one whose stack is empty") func emptyStacksAreEqual() {
        var state = State(paths: [.home: [.feed]])
        state.pop()
        #expect(state == State())
        #expect(Set([state, State()]).count == 1)
    }

    /// A route enum of an app without tabs.
    enum OneStackScreen: String, NavigableRoute, Codable {
        case feed, post

        struct ResolvedLink: LinkResolution {
            var link: String
            var route: OneStackScreen?
            var browserURL: URL? { nil }
            init(showing route: OneStackScreen) {
                link = route.rawValue
                self.route = route
            }
        }

        var placement: RoutePlacement<SingleStack> { .push(tab: nil) }
        var stack: [OneStackScreen] { [self] }
        var requiresAuth: Bool { false }
        static func resolution(for url: URL, source: Never?) -> ResolvedLink { ResolvedLink(showing: .feed) }
        static func resolution(for string: String, source: Never?) -> ResolvedLink { ResolvedLink(showing: .feed) }
        static func rootRequiringAuth(of tab: SingleStack) -> OneStackScreen? { nil }
    }
}
