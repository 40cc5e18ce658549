/// The weather feature's screens, as text: the feature makes them, the app only asks for them.
public struct WeatherScreens: WeatherRouteDestinations {
    public init() {}

    public func forecast() -> String { "Forecast" }
    public func city(name: String) -> String { "Weather in \(name)" }
    public func units() -> String { "Units" }
}
