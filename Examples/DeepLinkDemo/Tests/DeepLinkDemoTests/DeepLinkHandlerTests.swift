import Foundation
import Testing
@testable import DeepLinkDemo

private let orderId = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!

@Suite("Deep-link handling") struct DeepLinkHandlerTests {
    @Test(
        "A public link navigates the way its route says",
        arguments: [
            ("pantry://", RecordingNavigator.Call.selectTab(.shop)),
            ("pantry://aisles/Bakery", .push(.aisle(.bakery), onto: .shop)),
            (
                "https://pantry.example.com/products/1042?variant=1kg",
                .push(.product(id: 1042, variant: "1kg"), onto: .shop)
            ),
            (
                "pantry://search?q=oat%20milk&inStock=true",
                .push(.searchResults(term: "oat milk", page: 1, inStockOnly: true), onto: .shop)
            ),
            (
                "pantry://stores?lat=52.52&lon=13.405",
                .sheet(.storeFinder(near: .init(latitude: 52.52, longitude: 13.405)))
            ), ("pantry://stores?lat=52.52", .sheet(.storeFinder(near: nil))),
            ("pantry://recipes/banana-bread", .push(.recipe(slug: "banana-bread", servings: 2), onto: .recipes)),
            (
                "pantry://recipes/banana-bread?servings=6",
                .push(.recipe(slug: "banana-bread", servings: 6), onto: .recipes)
            ), ("pantry://promo/SPRING24", .sheet(.promotion(code: "SPRING24"))),
            (
                "https://www.pantry.example.com/help/delivery/missing-items",
                .push(.helpArticle(path: "delivery/missing-items"), onto: .account)
            ),
        ]
    ) func publicLink(url: String, expected: RecordingNavigator.Call) throws {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false)
        let outcome = handler.open(try #require(URL(string: url)))
        guard case .navigated = outcome else {
            Issue.record("\(url) was not navigated: \(outcome)")
            return
        }
        #expect(navigator.calls == [expected])
    }

    @Test("A gated link while signed out waits for sign-in, then navigates once") func gatedLinkWaitsForSignIn() throws
    {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false)
        let route = AppRoute.orders(.track(orderId: orderId, live: true))

        #expect(
            handler.open(try #require(URL(string: "pantry://orders/\(orderId.uuidString)/track?live=true")))
                == .deferredUntilSignIn(route)
        )
        #expect(navigator.calls == [.signIn])
        #expect(handler.deferredRoute == route)

        handler.didSignIn()
        #expect(navigator.calls == [.signIn, .push(.orderTracking(orderId, live: true), onto: .orders)])
        #expect(handler.deferredRoute == nil)

        handler.didSignIn()
        #expect(navigator.calls.count == 2, "the deferred link must be followed only once")
    }

    @Test("The latest gated link is the one followed after sign-in") func latestDeferredLinkWins() {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false)
        handler.open(AppRoute.checkout)
        handler.open(AppRoute.account(.settings(section: .payment)))
        handler.didSignIn()
        #expect(navigator.calls == [.signIn, .signIn, .push(.settings(.payment), onto: .account)])
    }

    @Test("Signing out drops a deferred link") func signOutDropsDeferredLink() {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false)
        handler.open(AppRoute.checkout)
        handler.didSignOut()
        handler.didSignIn()
        #expect(navigator.calls == [.signIn])
    }

    @Test(
        "A gated link while signed in navigates at once",
        arguments: [
            (AppRoute.checkout, RecordingNavigator.Call.fullScreen(.checkout)), (.orders(.list), .selectTab(.orders)),
            (.orders(.detail(orderId: orderId)), .push(.order(orderId), onto: .orders)),
            (.orders(.reorder(orderId: orderId)), .perform(.reorder(orderId))),
            (.account(.profile), .selectTab(.account)),
        ]
    ) func gatedLinkWhileSignedIn(route: AppRoute, expected: RecordingNavigator.Call) {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: true)
        #expect(handler.open(route) == .navigated(route))
        #expect(navigator.calls == [expected])
    }

    @Test(
        "Links that are not Pantry's do nothing",
        arguments: [
            ("https://evil.example.com/orders", AppRouteResolutionError.untrustedHost("evil.example.com")),
            ("otherapp://orders", .unsupportedScheme("otherapp")), ("pantry://orders/%2E%2E", .malformedPath),
        ]
    ) func rejectedLink(url: String, error: AppRouteResolutionError) throws {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: true)
        #expect(handler.open(try #require(URL(string: url))) == .rejected(error))
        #expect(navigator.calls.isEmpty)
    }

    @Test(
        "A Pantry link this version does not understand opens the shop, or on the web the browser",
        arguments: [
            ("pantry://basket", AppRouteResolutionError.noRoute, false),
            ("pantry://aisles/toys", .invalidParameterValue(name: "aisle", value: "toys"), false),
            ("pantry://products/milk", .invalidParameterValue(name: "productId", value: "milk"), false),
            // Outside the spec's bounds: the product route refuses it, and no other route is tried.
            ("pantry://products/0", .invalidParameterValue(name: "productId", value: "0"), false),
            ("pantry://promo/spring24", .invalidParameterValue(name: "code", value: "spring24"), false),
            ("https://pantry.example.com/basket", .noRoute, true),
            (
                "https://www.pantry.example.com/products/milk",
                .invalidParameterValue(name: "productId", value: "milk"), true
            ),
        ]
    ) func unknownPantryLink(text: String, reason: AppRouteResolutionError, opensInBrowser: Bool) throws {
        let navigator = RecordingNavigator()
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false)
        let url = try #require(URL(string: text))
        if opensInBrowser {
            #expect(handler.open(url) == .openedInBrowser(url))
            #expect(navigator.calls == [.browser(url)])
        } else {
            #expect(handler.open(url) == .fellBack(.home, reason: reason))
            #expect(navigator.calls == [.selectTab(.shop)])
        }
    }

    @Test("A Pantry 1.x product link opens the product, and analytics learns it came through the old link")
    func oldProductLink() throws {
        let navigator = RecordingNavigator()
        var reported: [AppRouteResolution] = []
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false) { reported.append($0) }
        #expect(
            handler.open(try #require(URL(string: "https://pantry.example.com/p/1042")))
                == .navigated(.product(productId: 1042, variant: nil))
        )
        #expect(navigator.calls == [.push(.product(id: 1042, variant: nil), onto: .shop)])
        #expect(reported.map(\.outcome) == [.redirected(.product(productId: 1042, variant: nil), from: .oldProduct)])
    }

    @Test("Every link is reported once to analytics, with its campaign and where it came from")
    func analyticsSeesEveryLink() throws {
        let navigator = RecordingNavigator()
        var reported: [AppRouteResolution] = []
        let handler = DeepLinkHandler(navigator: navigator, isSignedIn: false) { reported.append($0) }
        handler.open(
            try #require(URL(string: "pantry://promo/SPRING24?utm_source=newsletter&utm_campaign=spring")),
            from: .notification
        )
        handler.open(try #require(URL(string: "pantry://checkout?utm_campaign=spring")), from: .scannedCode)
        handler.open(try #require(URL(string: "otherapp://promo")))
        #expect(
            reported.map(\.outcome) == [
                .resolved(.promo(code: "SPRING24")), .resolved(.checkout), .unresolved(.unsupportedScheme("otherapp")),
            ]
        )
        #expect(reported.map(\.context.campaign) == ["spring", "spring", nil])
        #expect(reported.map(\.context.campaignSource) == ["newsletter", nil, nil])
        #expect(reported.map(\.context.source) == [.notification, .scannedCode, nil])
        #expect(navigator.calls == [.sheet(.promotion(code: "SPRING24")), .signIn])
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
