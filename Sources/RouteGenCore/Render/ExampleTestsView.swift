/// The view of the generated Swift Testing suite: the spec's example links that hold, as Swift values.
struct ExampleTestsView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    /// The module the route enum is in, imported `@testable`.
    var moduleName: String
    var resolutionErrorTypeName: String
    /// `AppRouteExampleLinkTests`
    var suiteTypeName: String
    var openings: [ExampleOpeningView]
    var rejections: [ExampleRejectionView]
    /// The route values whose `url` the suite resolves back, one per example that opens a route, without repeats.
    var roundTrips: [String]
    /// The modules of the features the app mounts, whose routes the suite's values hold.
    var featureImports: [String]
    /// Whether the suite is a feature module's: its examples are paths under the mount, which it hands the
    /// feature's `match` as the links of a scheme of its own, as `routegen check` reads them.
    var isFeature: Bool
    /// Whether the feature's `match` names the redirect it took, in a value of the redirect enum.
    var hasRedirects: Bool
    var redirectTypeName: String

    var hasOpenings: Bool { !openings.isEmpty }
    var hasRejections: Bool { !rejections.isEmpty }
    var hasRoundTrips: Bool { !roundTrips.isEmpty }
}

struct ExampleOpeningView: TemplateObject {
    /// The link as a string literal.
    var link: String
    /// `AppRoute.item(itemId: 7)`
    var route: String
}

struct ExampleRejectionView: TemplateObject {
    var link: String
    /// `AppRouteResolutionError.invalidParameterValue(name: "itemId", value: "0")`
    var error: String
}
