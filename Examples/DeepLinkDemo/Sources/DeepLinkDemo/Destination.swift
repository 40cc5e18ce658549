import Foundation

/// The screen a link leads to in Pantry.
/// A real app would return views or view controllers; plain values keep the demo testable on any platform.
public enum Destination: Hashable, Sendable {
    case shopFront
    case aisle(AppRoute.Aisle)
    case product(id: Int, variant: String?)
    case searchResults(term: String, page: Int, inStockOnly: Bool)
    case storeFinder(near: Coordinate?)
    case recipe(slug: String, servings: Int)
    /// The recipes tab's own screen, which no link opens.
    case recipeBook
    case promotion(code: String)
    case checkout
    case orderList
    case order(UUID)
    case orderTracking(UUID, live: Bool)
    case accountOverview
    case settings(AppRoute.Account.Section)
    case helpArticle(path: String)

    /// A place on the map, in degrees.
    public struct Coordinate: Hashable, Sendable {
        /// Degrees north of the equator; negative in the south.
        public var latitude: Double
        /// Degrees east of Greenwich; negative in the west.
        public var longitude: Double
    }
}

/// The app's side of the generated `AppRouteDestinations`: one method per route that shows a screen, so a route
/// added to the spec does not compile until it has a destination here.
public struct PantryDestinations: AppRouteDestinations {
    /// Recipes open for this many people unless the link says otherwise.
    public static let defaultServings = 2

    /// Destinations need no state of their own.
    public init() {}

    /// The shop front.
    public func home() -> Destination { .shopFront }
    /// One aisle of the shop.
    public func aisle(aisle: AppRoute.Aisle) -> Destination { .aisle(aisle) }
    /// A product, in the variant the link names.
    public func product(productId: Int, variant: String?) -> Destination { .product(id: productId, variant: variant) }

    /// Search results for a term.
    public func search(term: String, page: Int, inStockOnly: Bool) -> Destination {
        .searchResults(term: term, page: page, inStockOnly: inStockOnly)
    }

    /// The store finder, near a place when the link gives both coordinates.
    public func stores(lat: Double?, lon: Double?) -> Destination {
        // Half a coordinate is no place; the finder then falls back to the customer's location.
        guard let lat, let lon else { return .storeFinder(near: nil) }
        return .storeFinder(near: Destination.Coordinate(latitude: lat, longitude: lon))
    }

    /// A recipe, scaled to the link's servings.
    public func recipe(slug: String, servings: Int?) -> Destination {
        .recipe(slug: slug, servings: servings ?? Self.defaultServings)
    }

    /// A promotion, by its code.
    public func promo(code: String) -> Destination { .promotion(code: code) }
    /// The checkout.
    public func checkout() -> Destination { .checkout }
    /// The customer's orders.
    public func ordersList() -> Destination { .orderList }
    /// One order.
    public func ordersDetail(orderId: UUID) -> Destination { .order(orderId) }
    /// An order's delivery, live or as a summary.
    public func ordersTrack(orderId: UUID, live: Bool) -> Destination { .orderTracking(orderId, live: live) }
    /// The customer's account.
    public func accountProfile() -> Destination { .accountOverview }
    /// One section of the account settings.
    public func accountSettings(section: AppRoute.Account.Section) -> Destination { .settings(section) }
    /// A help article, by its path.
    public func help(topic: [String]) -> Destination { .helpArticle(path: topic.joined(separator: "/")) }
}
