/// Names of the top-level types generated beside the route enum, derived from its name.
package struct GeneratedNames: Sendable {
    package var enumName: String

    package init(enumName: String) {
        self.enumName = enumName
    }

    /// `AppRoute` -> `AppTab`, `DeepLink` -> `DeepLinkTab`.
    package var tabTypeName: String {
        (enumName.hasSuffix("Route") && enumName != "Route" ? String(enumName.dropLast(5)) : enumName) + "Tab"
    }

    package var navigationTypeName: String { enumName + "Navigation" }
    package var resolutionErrorTypeName: String { enumName + "ResolutionError" }
    package var destinationsProtocolName: String { enumName + "Destinations" }

    package var allTopLevelTypeNames: [String] {
        [tabTypeName, navigationTypeName, resolutionErrorTypeName, destinationsProtocolName]
    }
}
