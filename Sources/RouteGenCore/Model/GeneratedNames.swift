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
    /// The private namespace of the matchers and the link writer.
    package var linksNamespaceName: String { enumName + "Links" }
    /// The private namespace of the URL reader's copy. It is apart from the matchers so that the reader's type names
    /// (`Link`, `ASCII`, …) cannot hide a route enum of the same name from them.
    package var urlReaderNamespaceName: String { enumName + "URLReader" }

    package var allTopLevelTypeNames: [String] {
        [tabTypeName, navigationTypeName, resolutionErrorTypeName, destinationsProtocolName, linksNamespaceName, urlReaderNamespaceName]
    }

    /// The types nested in the matchers' namespace, where they would hide a route enum of the same name.
    package static let matcherTypeNames: Set<String> = ["FirstSegment", "PathValueMisses"]
}
