import ArtFeature
import Weather

/// The app's screens: its own, and each feature's, which the feature's module makes.
public struct GhostScreens: AppRouteDestinations {
    public init() {}

    public var weather: WeatherScreens { WeatherScreens() }
    public var art: ArtScreens { ArtScreens() }

    public func dashboard() -> String { "Dashboard" }
    public func settings() -> String { "Settings" }
    public func section(section: String) -> String { "Section \(section)" }
}

/// What the app shows for a link, as a line of text: the screen and how it is shown, or why there is none.
public func describeLink(_ text: String) -> String {
    switch AppRoute.resolve(text) {
    case .success(let route): return "\(route.destination(in: GhostScreens())) (\(route.navigation))"
    case .failure(let error): return "error: \(error)"
    }
}
