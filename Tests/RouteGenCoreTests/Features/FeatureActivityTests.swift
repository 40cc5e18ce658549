import Testing
@testable import RouteGenCore

/// An app spec with `activities:` that mounts features: the app's own routes become activities, its features' routes
/// none, and every list of activity types says so, as `activityDetails` does.
@Suite("Feature specs: activities") struct FeatureActivityTests {
    static let app = FeatureCompositionTests.app.replacingOccurrences(
        of: "features:\n",
        with: "activities: { prefix: com.example.ghost }\nfeatures:\n"
    )
    static let ownTypes = ["com.example.ghost.dashboard", "com.example.ghost.settings"]

    static func table() throws -> RouteTable {
        let output = FeatureCompositionTests.check(app: app)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.description))")
        return try #require(output.table)
    }

    @Test("The model gives the app's own routes activities, and a feature's routes none") func modelActivities() throws
    {
        let table = try Self.table()
        #expect(table.allActivities.map(\.type) == Self.ownTypes)
        let featureRoutes = table.allRoutes.filter { $0.qualifiedName.contains(".") }
        #expect(!featureRoutes.isEmpty)
        #expect(featureRoutes.allSatisfy { $0.activity == nil })
    }

    @Test("allTypes, which the wiring continues, and the registration list the app's own types only") func listedTypes()
        throws
    {
        let output = RouteGenerator.generate(
            spec: Array(Self.app.utf8),
            specPath: "App/routes.yaml",
            featureSpecs: FeatureCompositionTests.reader([
                "Weather/routes.yaml": FeatureCompositionTests.weather, "Art/routes.yaml": FeatureCompositionTests.art,
            ]),
            rendering: RenderOptions(outputs: [.navigation, .activities, .wiring])
        )
        let activities = try #require(output.files[.activities], "\(output.diagnostics.map(\.description))")
        let wiring = try #require(output.files[.wiring])
        #expect(activities.contains("case .weather:\n            return nil"))
        // The wiring continues the types of `AppRouteActivity.allTypes`, through the library's `UserActivityRoute`.
        #expect(wiring.contains("static var userActivityTypes: [Swift.String] { AppRouteActivity.allTypes }"))
        let snippet = RegistrationSnippet.text(for: RegistrationRequirements(tables: [try Self.table()], specCount: 1))
        for (name, text) in [("activities", activities), ("registration", snippet)] {
            for type in Self.ownTypes { #expect(text.contains(type), "\(name) lacks \(type)") }
            #expect(!text.contains("com.example.ghost.weather"), "\(name)")
            #expect(!text.contains("com.example.ghost.art"), "\(name)")
        }
    }

    @Test("An Info.plist listing the app's own activity types passes the check") func infoPlistOfOwnTypes() throws {
        let types = Self.ownTypes.map { "\t\t<string>\($0)</string>\n" }.joined()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleURLTypes</key>
            \t<array><dict><key>CFBundleURLSchemes</key><array><string>ghost</string></array></dict></array>
            \t<key>NSUserActivityTypes</key>
            \t<array>
            \(types)\t</array>
            </dict>
            </plist>

            """
        let diagnostics = LinkRegistrationCheck.check(
            .infoPlist,
            bytes: Array(plist.utf8),
            path: "Info.plist",
            requirements: RegistrationRequirements(tables: [try Self.table()], specCount: 1),
            handledElsewhere: []
        )
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }
}
