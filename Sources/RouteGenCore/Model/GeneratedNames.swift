/// Names of the top-level types generated beside the route enum, derived from its name.
public struct GeneratedNames: Sendable {
    public var enumName: String

    public init(enumName: String) {
        self.enumName = enumName
    }

    /// `AppRoute` -> `AppTab`, `DeepLink` -> `DeepLinkTab`.
    public var tabTypeName: String {
        (enumName.hasSuffix("Route") && enumName != "Route" ? String(enumName.dropLast(5)) : enumName) + "Tab"
    }

    public var navigationTypeName: String { enumName + "Navigation" }
    public var resolutionErrorTypeName: String { enumName + "ResolutionError" }
    public var destinationsProtocolName: String { enumName + "Destinations" }

    public var allTopLevelTypeNames: [String] {
        [tabTypeName, navigationTypeName, resolutionErrorTypeName, destinationsProtocolName]
    }
}
