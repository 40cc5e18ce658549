import Testing
@testable import RouteGenCore

/// A level's `requiresAuth` and `navigation` are one value, not a switch, only when every case of the level is a
/// route that says the same.
@Suite("View model: members shared by a whole level") struct LevelMembersViewTests {
    static func route(_ name: String, auth: String = "false", navigation: String = ".push") -> CaseMembersView {
        CaseMembersView(
            isGroup: false,
            isAction: false,
            pattern: ".\(name)",
            bindingPattern: ".\(name)",
            routeBindingPattern: ".\(name)",
            authBindingPattern: ".\(name)",
            requiresAuth: auth,
            navigation: navigation,
            destinationCall: "\(name)()",
            linkParts: "(path: [], query: [])"
        )
    }

    static let group = CaseMembersView(
        isGroup: true,
        isAction: false,
        pattern: ".account",
        bindingPattern: ".account(let route)",
        routeBindingPattern: ".account(let route)",
        authBindingPattern: ".account(let route)",
        requiresAuth: "false",
        navigation: ".push",
        destinationCall: "",
        linkParts: ""
    )

    static func level(_ cases: [CaseMembersView]) -> LevelMembersView {
        LevelMembersView(
            qualifiedTypeName: "AppRoute",
            cases: cases,
            performsActions: false,
            destinationResultType: "Destinations.Destination",
            actionArms: [],
            screenPatterns: ""
        )
    }

    @Test(
        "The shared value, or nil when the cases differ or a case is a group",
        arguments: [
            ([route("a"), route("b")], "false", ".push"), ([route("a"), route("b", auth: "true")], nil, ".push"),
            ([route("a", navigation: ".sheet"), route("b")], "false", nil), ([route("a"), group], nil, nil),
            ([group], nil, nil),
            ([route("only", auth: "true", navigation: ".push(tab: .profile)")], "true", ".push(tab: .profile)"),
        ] as [([CaseMembersView], String?, String?)]
    ) func shared(cases: [CaseMembersView], requiresAuth: String?, navigation: String?) {
        let level = Self.level(cases)
        #expect(level.sharedRequiresAuth == requiresAuth)
        #expect(level.sharedNavigation == navigation)
    }

    static func weather(requiresAuth: String, authBindingPattern: String) -> CaseMembersView {
        CaseMembersView(
            isGroup: true,
            isAction: false,
            pattern: ".weather",
            bindingPattern: ".weather(let route, let tab)",
            routeBindingPattern: ".weather(let route, _)",
            authBindingPattern: authBindingPattern,
            requiresAuth: requiresAuth,
            navigation: "AppRouteNavigation(route.navigation, tab: tab)",
            destinationCall: "",
            linkParts: ""
        )
    }

    @Test("A feature mounted under tabs binds its tab in the navigation switch alone, which needs it")
    func tabbedFeatureArms() {
        let weather = Self.weather(requiresAuth: "route.requiresAuth", authBindingPattern: ".weather(let route, _)")
        let level = Self.level([Self.route("home"), weather])
        #expect(level.requiresAuthArms.map(\.pattern) == [".home", ".weather(let route, _)"])
        #expect(level.navigationArms.map(\.pattern) == [".home", ".weather(let route, let tab)"])
    }

    @Test("A feature pushed onto tabs of which some have a root requiring sign-in binds its tab for requiresAuth too")
    func gatedTabFeatureArms() {
        let weather = Self.weather(
            requiresAuth: "route.requiresAuth || (tab == .vault && route.navigation == .push)",
            authBindingPattern: ".weather(let route, let tab)"
        )
        let level = Self.level([Self.route("home"), weather])
        #expect(level.requiresAuthArms.map(\.pattern) == [".home", ".weather(let route, let tab)"])
        #expect(level.navigationArms.map(\.pattern) == [".home", ".weather(let route, let tab)"])
    }
}
