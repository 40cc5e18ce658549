/// The weather feature's screens, as text: the feature makes them, the app only asks for them.
public struct WeatherScreens: WeatherRouteDestinations {
    /// The screens, which hold nothing.
    public init() {}

    /// The forecast, the feature's first screen.
    public func forecast() -> String { "Forecast" }
    /// One city's weather.
    public func city(name: String) -> String { "Weather in \(name)" }
    /// The choice of units.
    public func units() -> String { "Units" }
}
