import Testing
@testable import RouteGenCore

/// The app's code names each mounted feature's route enum and the types generated beside it, so a type of the app
/// spec's nested in its enum may not take one of those names: it would hide the feature's type there.
@Suite("A mounted feature's type names") struct FeatureTypeNameTests {
    static func app(routes: String) -> String {
        FeatureCompositionTests.app.replacingOccurrences(
            of: "routes:\n  dashboard:",
            with: "routes:\n\(routes)\n  dashboard:"
        )
    }

    @Test(
        "A group named after a feature's route enum or a type beside it is an error at the group's name",
        arguments: ["artRoute", "weatherRouteDestinations", "ArtRouteNavigation"]
    ) func groupTakingAFeatureType(name: String) throws {
        let output = FeatureCompositionTests.check(
            app: Self.app(routes: "  \(name):\n    routes:\n      one:\n        path: /one")
        )
        let error = try #require(FeatureCompositionTests.errors(output).first, "\(output.diagnostics)")
        #expect(error.message.contains("group '\(name)' would generate a nested type"))
        #expect(error.message.contains("rename the group"))
        #expect(error.location.line == 14, "\(error)")
        #expect(
            error.notes.map(\.message) == [
                "the app's code names the route enums of the features it mounts, and the types named after each (such as "
                    + "\(SwiftName.upperCamel(name))), which a group's type would hide: ArtRoute, WeatherRoute"
            ]
        )
    }

    @Test("An enum parameter whose type would take a feature's route enum gets a name of its own") func enumParameter()
        throws
    {
        let output = FeatureCompositionTests.check(
            app: Self.app(routes: "  pick:\n    path: /pick\n    query:\n      artRoute: { enum: [a, b] }")
        )
        #expect(FeatureCompositionTests.errors(output).isEmpty, "\(output.diagnostics)")
        let table = try #require(output.table)
        let names = table.root.enumerations.map(\.typeName)
        #expect(!names.contains("ArtRoute") && names.count == 1, "\(names)")
    }

    @Test("A feature whose enum takes its module's name is an error at the mount") func enumNamedAfterItsModule() throws
    {
        let weather = FeatureCompositionTests.weather.replacingOccurrences(
            of: "name: WeatherRoute",
            with: "name: Weather"
        )
        let output = FeatureCompositionTests.check([
            "Weather/routes.yaml": weather, "Art/routes.yaml": FeatureCompositionTests.art,
        ])
        let messages = FeatureCompositionTests.errors(output).map(\.description)
        #expect(
            messages == [
                "App/routes.yaml:7:3: error: feature 'weather' is in the module 'Weather', which a type of the feature "
                    + "takes the name of: the app's code names the feature's types through its module "
                    + "('Weather.Weather'), and the type would hide the module; rename the feature's enum "
                    + "(WeatherRoute) or give the mount another 'module:'"
            ],
            "\(messages)"
        )
    }
}
