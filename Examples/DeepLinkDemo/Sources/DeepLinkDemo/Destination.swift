import Foundation

/// What a link leads to in Pantry: a screen to show, or for an action route the thing to do.
/// A real app would return views or view controllers; plain values keep the demo testable on any platform.
public enum Destination: Hashable, Sendable {
    case shopFront
    case aisle(AppRoute.Aisle)
    case product(id: Int, variant: String?)
    case searchResults(term: String, page: Int, inStockOnly: Bool)
    case storeFinder(near: Coordinate?)
    case recipe(slug: String, servings: Int)
    case promotion(code: String)
    case checkout
    case orderList
    case order(UUID)
    case orderTracking(UUID, live: Bool)
    case reorder(UUID)
    case accountOverview
    case settings(AppRoute.Account.Section)
    case helpArticle(path: String)

    public struct Coordinate: Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double
    }
}

/// The app's side of the generated `AppRouteDestinations`: one method per route, so a route added to the spec
/// does not compile until it has a destination here.
public struct PantryDestinations: AppRouteDestinations {
    /// Recipes open for this many people unless the link says otherwise.
    public static let defaultServings = 2

    public init() {}

    public func home() -> Destination { .shopFront }
    public func aisle(aisle: AppRoute.Aisle) -> Destination { .aisle(aisle) }
    public func product(productId: Int, variant: String?) -> Destination { .product(id: productId, variant: variant) }

    public func search(term: String, page: Int, inStockOnly: Bool) -> Destination {
        .searchResults(term: term, page: page, inStockOnly: inStockOnly)
    }

    public func stores(lat: Double?, lon: Double?) -> Destination {
        // Half a coordinate is no place; the finder then falls back to the customer's location.
        guard let lat, let lon else { return .storeFinder(near: nil) }
        return .storeFinder(near: Destination.Coordinate(latitude: lat, longitude: lon))
    }

    public func recipe(slug: String, servings: Int?) -> Destination {
        .recipe(slug: slug, servings: servings ?? Self.defaultServings)
    }

    public func promo(code: String) -> Destination { .promotion(code: code) }
    public func checkout() -> Destination { .checkout }
    public func ordersList() -> Destination { .orderList }
    public func ordersDetail(orderId: UUID) -> Destination { .order(orderId) }
    public func ordersTrack(orderId: UUID, live: Bool) -> Destination { .orderTracking(orderId, live: live) }
    public func ordersReorder(orderId: UUID) -> Destination { .reorder(orderId) }
    public func accountProfile() -> Destination { .accountOverview }
    public func accountSettings(section: AppRoute.Account.Section) -> Destination { .settings(section) }
    public func help(topic: [String]) -> Destination { .helpArticle(path: topic.joined(separator: "/")) }
}
