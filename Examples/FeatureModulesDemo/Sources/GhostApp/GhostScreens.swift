import ArtFeature
import Weather

/// The app's screens: its own, and each feature's, which the feature's module makes.
public struct GhostScreens: AppRouteDestinations {
    /// The screens, which hold nothing.
    public init() {}

    /// The weather feature's screens.
    public var weather: WeatherScreens { WeatherScreens() }
    /// The art feature's screens.
    public var art: ArtScreens { ArtScreens() }

    /// The dashboard tab.
    public func dashboard() -> String { "Dashboard" }
    /// The settings tab.
    public func settings() -> String { "Settings" }
    /// A section of the dashboard, by its name in the link.
    public func section(section: String) -> String { "Section \(section)" }
}

/// What the app shows for a link, as a line of text: the screen and how it is shown, or why there is none. On the
/// main actor, where the app's screens are made.
@MainActor public func describeLink(_ text: String) -> String {
    switch AppRoute.resolve(text) {
    case .success(let route): return "\(route.destination(in: GhostScreens())) (\(route.navigation))"
    case .failure(let error): return "error: \(error)"
    }
}
