import Foundation
import Testing
@testable import DeepLinkDemo

private let orderId = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!

/// Links driven through Pantry's generated router, as the app receives them: during launch, signed out, signed in.
@MainActor @Suite("Pantry's links through the generated router") struct PantryRouterTests {
    let services = PantryServices()

    /// A router of an app that finished launching, with the customer signed in or not.
    func readyRouter(isSignedIn: Bool) -> AppRouter {
        let router = services.makeRouter(isSignedIn: isSignedIn)
        router.becameReady()
        return router
    }

    @Test(
        "A public link selects its tab and shows its stack, or presents it",
        arguments: [
            ("pantry://", AppTab.shop, [AppRoute](), nil as AppRoute?),
            ("pantry://aisles/Bakery", .shop, [.aisle(aisle: .bakery)], nil),
            (
                "https://pantry.example.com/products/1042?variant=1kg", .shop,
                [.product(productId: 1042, variant: "1kg")], nil
            ), ("pantry://recipes/banana-bread", .recipes, [.recipe(slug: "banana-bread", servings: nil)], nil),
            ("https://www.pantry.example.com/help/delivery", .shop, [.help(topic: ["delivery"])], nil),
            ("pantry://promo/SPRING24", .shop, [], .promo(code: "SPRING24")),
            ("pantry://stores?lat=52.52", .shop, [], .stores(lat: 52.52, lon: nil)),
        ]
    ) func publicLink(link: String, tab: AppTab, stack: [AppRoute], sheet: AppRoute?) throws {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: link)))
        #expect(router.state.selectedTab == tab)
        #expect(router.state[path: tab] == stack)
        #expect(router.state.sheet == sheet)
        #expect(services.signInShownFor == nil)
    }

    @Test("A link to an order's tracking shows the order beneath it, so Back goes to the order")
    func trackingLinkStacksTheOrder() throws {
        let router = readyRouter(isSignedIn: true)
        router.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)/track?live=true")))
        #expect(router.state.selectedTab == .orders)
        #expect(
            router.state[path: .orders] == [
                .orders(.detail(orderId: orderId)), .orders(.track(orderId: orderId, live: true)),
            ]
        )
        #expect(
            router.state[path: .orders].compactMap { $0.destination(in: PantryDestinations()) } == [
                .order(orderId), .orderTracking(orderId, live: true),
            ]
        )
    }

    @Test("A link that arrives during launch waits until the app is ready, then shows") func coldStartWaitsUntilReady()
        throws
    {
        let router = services.makeRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://recipes/banana-bread?servings=6")))
        #expect(router.state == AppRouteNavigationState())
        #expect(router.heldLink?.route == .recipe(slug: "banana-bread", servings: 6))

        router.becameReady()
        #expect(router.state.selectedTab == .recipes)
        #expect(router.state[path: .recipes] == [.recipe(slug: "banana-bread", servings: 6)])
        #expect(router.heldLink == nil)
    }

    @Test("A signed-out link to a gated route asks for sign-in, then shows once") func gatedLinkWaitsForSignIn() throws
    {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://checkout")))
        #expect(services.signInShownFor == .checkout)
        #expect(router.state.fullScreenCover == nil)

        services.signInFinished(on: router)
        #expect(router.state.fullScreenCover == .checkout)
        #expect(router.heldLink == nil)

        router.state.dismissPresentations()
        router.signedIn()
        #expect(router.state.fullScreenCover == nil, "the held link must be shown only once")
    }

    @Test("A gated link during launch, signed out, asks for sign-in only once the app is ready")
    func gatedLinkDuringLaunch() throws {
        let router = services.makeRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://account/settings/payment")))
        #expect(services.signInShownFor == nil)
        router.becameReady()
        #expect(services.signInShownFor == .account(.settings(section: .payment)))
        services.signInFinished(on: router)
        #expect(router.state.selectedTab == .account)
        #expect(router.state[path: .account] == [.account(.settings(section: .payment))])
    }

    @Test("Signing out drops the held link, so it never opens for the next customer") func signOutDropsHeldLink() throws
    {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)")))
        #expect(router.heldLink != nil)
        router.signedOut()
        #expect(router.heldLink == nil)
        services.signInFinished(on: router)
        #expect(router.state == AppRouteNavigationState())
    }

    @Test("An action route is performed and changes no screen") func actionRoute() throws {
        let router = readyRouter(isSignedIn: true)
        router.open(try #require(URL(string: "pantry://recipes/banana-bread")))
        let before = router.state
        router.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)/reorder")))
        #expect(services.reorderedOrders == [orderId])
        #expect(router.state == before)
    }

    @Test("A link opened while a sheet shows closes the sheet") func linkClosesSheet() throws {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://promo/SPRING24")))
        router.open(try #require(URL(string: "pantry://aisles/dairy")))
        #expect(router.state.sheet == nil)
        #expect(router.state[path: .shop] == [.aisle(aisle: .dairy)])
    }

    @Test(
        "A Pantry link this version does not understand opens the shop, or on the web the browser",
        arguments: [
            ("pantry://basket", false), ("pantry://products/0", false), ("https://pantry.example.com/basket", true),
            ("https://www.pantry.example.com/products/milk", true),
        ]
    ) func unknownPantryLink(text: String, opensInBrowser: Bool) throws {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: "pantry://aisles/dairy")))
        let url = try #require(URL(string: text))
        router.open(url)
        #expect(services.browserLinks == (opensInBrowser ? [url] : []))
        #expect(router.state[path: .shop] == (opensInBrowser ? [.aisle(aisle: .dairy)] : []))
    }

    @Test(
        "Links that are not Pantry's change nothing",
        arguments: ["https://evil.example.com/orders", "otherapp://orders", "pantry://orders/%2E%2E"]
    ) func foreignLink(text: String) throws {
        let router = readyRouter(isSignedIn: true)
        router.open(try #require(URL(string: text)))
        #expect(router.state == AppRouteNavigationState())
        #expect(services.reportedLinks.map { $0.route } == [nil])
    }

    @Test("A Pantry 1.x product link opens the product, and analytics learns it came through the old link")
    func oldProductLink() throws {
        let router = readyRouter(isSignedIn: false)
        router.open(try #require(URL(string: "https://pantry.example.com/p/1042")))
        #expect(router.state[path: .shop] == [.product(productId: 1042, variant: nil)])
        #expect(
            services.reportedLinks.map(\.outcome) == [
                .redirected(.product(productId: 1042, variant: nil), from: .oldProduct)
            ]
        )
    }

    @Test("Every link is reported once to analytics, with its campaign and where it came from")
    func analyticsSeesEveryLink() throws {
        let router = readyRouter(isSignedIn: false)
        router.open(
            try #require(URL(string: "pantry://promo/SPRING24?utm_source=newsletter&utm_campaign=spring")),
            source: .notification
        )
        router.open(try #require(URL(string: "pantry://checkout?utm_campaign=spring")), source: .scannedCode)
        router.open("otherapp://promo")
        #expect(
            services.reportedLinks.map(\.outcome) == [
                .resolved(.promo(code: "SPRING24")), .resolved(.checkout), .unresolved(.unsupportedScheme("otherapp")),
            ]
        )
        #expect(services.reportedLinks.map(\.context.campaign) == ["spring", "spring", nil])
        #expect(services.reportedLinks.map(\.context.source) == [.notification, .scannedCode, nil])
    }

    @Test("The screens survive a relaunch as JSON") func stateRestores() throws {
        let router = readyRouter(isSignedIn: true)
        router.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)/track")))
        router.open(try #require(URL(string: "pantry://stores")))
        let saved = try JSONEncoder().encode(router.state)
        #expect(try JSONDecoder().decode(AppRouteNavigationState.self, from: saved) == router.state)
    }

    @Test("A relaunch keeps the orders out of sight until the app knows the customer is signed in")
    func relaunchWaitsForSignIn() throws {
        let before = readyRouter(isSignedIn: true)
        before.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)/track")))
        let saved = before.savedScreens()
        // The next launch reads the session from the keychain after its first screen shows.
        let after = services.makeRouter(isSignedIn: false)
        after.restoreScreens(from: saved)
        after.becameReady()
        #expect(after.state[path: .orders].isEmpty)
        #expect(after.state.selectedTab == .shop)
        after.signedIn()
        #expect(after.state == before.state)
        #expect(services.signInShownFor == nil)
    }

    @Test(
        "Links the app shares resolve back to their route",
        arguments: [
            AppRoute.home, .search(term: "gluten free", page: 3, inStockOnly: false),
            .stores(lat: -33.8688, lon: 151.2093), .orders(.track(orderId: orderId, live: false)),
            .help(topic: ["payments", "refunds"]),
        ]
    ) func sharedLinkRoundTrips(route: AppRoute) { #expect(AppRoute(url: route.url) == route, "\(route.url)") }
}
