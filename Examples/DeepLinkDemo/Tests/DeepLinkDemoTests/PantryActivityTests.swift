// NSUserActivity is part of Foundation only on Apple platforms, where the generated activities file compiles.
#if canImport(ObjectiveC)
import Foundation
import Testing
@testable import DeepLinkDemo

/// Pantry's screens as NSUserActivity objects, and back, as Handoff and Spotlight hand them to the app.
@Suite("Pantry's routes as activities") struct PantryActivityTests {
    @Test("A product becomes a searchable activity with its web page, and comes back as the same route")
    func productRoundTrip() throws {
        let route = AppRoute.product(productId: 1042, variant: "1kg")
        let activity = try #require(route.userActivity())
        #expect(activity.activityType == "com.example.pantry.product")
        #expect(activity.title == "Product")
        #expect(activity.isEligibleForHandoff && activity.isEligibleForSearch)
        #expect(activity.webpageURL == URL(string: "https://pantry.example.com/products/1042?variant=1kg"))
        #expect(AppRoute(userActivity: activity) == route)
    }

    @Test("Every screen but the promotion and the reorder action is an activity; each type is listed once")
    func activityTypes() {
        #expect(AppRoute.promo(code: "SPRING24").userActivity() == nil)
        #expect(AppRouteActivity.allTypes.count == Set(AppRouteActivity.allTypes).count)
        #expect(!AppRouteActivity.allTypes.contains("com.example.pantry.promo"))
        #expect(!AppRouteActivity.allTypes.contains("com.example.pantry.orders.reorder"))
        #expect(AppRouteActivity.allTypes.contains("com.example.pantry.orders.track"))
    }

    @Test("An activity of another type, or without the route's link, restores nothing") func foreignActivity() {
        let other = NSUserActivity(activityType: "com.example.other.product")
        other.userInfo = [AppRouteActivity.linkKey: "pantry://products/1042"]
        #expect(AppRoute(userActivity: other) == nil)
        #expect(AppRoute(userActivity: NSUserActivity(activityType: "com.example.pantry.product")) == nil)
    }
}
#endif
