import Foundation
import Testing
@testable import RouteGenCore

/// The generated activities file, compiled with its route file against a stand-in for NSUserActivity (which only
/// Apple platforms have) and run: every route of every example spec becomes an activity and comes back from it as
/// the same route. Without the stand-in's platform the file compiles to nothing, so Linux apps build unchanged.
@Suite("Generated activities compile and restore every route", .tags(.compilesGeneratedCode)) struct ActivitiesCodeTests
{
    /// The example specs, and the example app's, each with activities turned on the plainest way.
    static let specs =
        Fixtures.exampleSpecNames.map { "Specs/\($0).yaml" } + ["Examples/DeepLinkDemo/Routes/pantry.yaml"]

    @Test("Every route's activity restores the route", arguments: specs) func roundTrips(spec: String) async throws {
        try await expectRoundTrips(spec: spec, languageMode: 6)
    }

    @Test("The example app's activities compile in Swift 5 mode too") func swift5() async throws {
        try await expectRoundTrips(spec: "Examples/DeepLinkDemo/Routes/pantry.yaml", languageMode: 5)
    }

    @Test("Where NSUserActivity does not exist, the file compiles to nothing") func guarded() async throws {
        let (source, activities, _) = try Self.generated("Examples/DeepLinkDemo/Routes/pantry.yaml")
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: source), .init(name: "AppRouteActivities.swift", text: activities),
                .init(name: "main.swift", text: "print(AppRoute.self)\n"),
            ],
            arguments: ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Harness"],
            product: "guarded"
        )
        #expect(compilation.product != nil, "\(compilation.standardError.prefix(3000))")
        #expect(activities.contains("#if canImport(ObjectiveC)"))
    }

    private func expectRoundTrips(spec: String, languageMode: Int) async throws {
        let (source, activities, table) = try Self.generated(spec)
        let explainer = LinkExplainer(table: table)
        let links = table.allRoutes.map { ExampleLink.make(for: .route($0), in: table, explainer: explainer).url }
        let compilation = try await SwiftCompiler.compile(
            [
                .init(name: "AppRoute.swift", text: source), .init(name: "AppRouteActivities.swift", text: activities),
                .init(
                    name: "NSUserActivity.swift",
                    text: try Fixtures.text("Tests/Fixtures/StandIns/NSUserActivity.swift")
                ), .init(name: "main.swift", text: "typealias Route = \(table.enumName)\n" + Self.program),
            ],
            arguments: [
                "-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness", "-I",
                try await AppleStandIns.objectiveC.value.path,
            ],
            product: "activities"
        )
        let program = try #require(
            compilation.product,
            "\(spec), Swift \(languageMode):\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, links)
        #expect(run.status == 0, "\(run.standardError)")
        let expected = zip(table.allRoutes, links)
            .map { route, link in
                guard let activity = route.activity else { return "\(link): none" }
                // The https link is the canonical one on the first host.
                let web = table.webPrefix.map { " web " + $0 + link.dropFirst(table.canonicalPrefix.count) } ?? ""
                let features = [
                    activity.eligibility.handoff ? "handoff" : nil, activity.eligibility.search ? "search" : nil,
                    activity.eligibility.prediction ? "prediction" : nil,
                ]
                .compactMap { $0 }
                return
                    "\(link): \(activity.type) \"\(activity.title ?? "")\" [\(features.joined(separator: ","))]\(web) restored"
            }
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines == expected, "\(spec), Swift \(languageMode)")
    }

    /// The route file and activities file of `spec`, with `activities:` added where the spec has none.
    private static func generated(_ spec: String) throws -> (source: String, activities: String, table: RouteTable) {
        var text = try Fixtures.text(spec)
        if !text.contains("\nactivities:") { text += "activities: { prefix: com.example.test }\n" }
        let output = RouteGenerator.generate(
            spec: Array(text.utf8),
            specPath: spec,
            rendering: RenderOptions(outputs: [.activities])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        return (source, try #require(output.files[.activities]), try #require(output.table))
    }

    /// For each link: the route's activity as `userActivity()` fills it, and whether `init?(userActivity:)` gives the
    /// route back.
    static let program = #"""
        import Foundation

        for link in CommandLine.arguments.dropFirst() {
            guard let route = Route(string: link) else {
                print("\(link): does not resolve")
                continue
            }
            guard let activity = route.userActivity() else {
                print("\(link): none")
                continue
            }
            let features = [
                activity.isEligibleForHandoff ? "handoff" : nil,
                activity.isEligibleForSearch ? "search" : nil,
                activity.isEligibleForPrediction ? "prediction" : nil,
            ].compactMap { $0 }
            let web = activity.webpageURL.map { " web \($0.absoluteString)" } ?? ""
            let restored = Route(userActivity: activity) == route ? "restored" : "NOT restored"
            let keys = activity.requiredUserInfoKeys == Set(activity.userInfo?.keys.compactMap { $0.base as? String } ?? [])
            print(
                "\(link): \(activity.activityType) \"\(activity.title ?? "")\" [\(features.joined(separator: ","))]"
                    + "\(web) \(keys ? restored : "keys differ")"
            )
        }
        """#
}
