import Testing
@testable import RouteGenCore

/// `routegen match` explains URLs with `LinkExplainer`; the URL tables record what the generated code does with
/// each URL (the compile-and-run tests hold the generated code to them), so the explainer must give the same verdict.
@Suite("match agrees with the generated matcher") struct MatchAgreementTests {
    @Test(
        "Every URL in the spec's URL table gets the generated code's route, values or error",
        arguments: Fixtures.routedSpecs.map(\.name)
    ) func explainerAgreesWithURLTable(spec: String) throws {
        let path = try #require(Fixtures.routedSpecs.first { $0.name == spec }).path
        let table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: path).table)
        let urlTable = URLTable(text: try Fixtures.text("Tests/Fixtures/URLTables/\(spec).urls"))
        #expect(urlTable.entries.count > 10)
        let explainer = LinkExplainer(table: table)
        for entry in urlTable.entries {
            let result = explainer.explain(entry.url).generatedResult
            #expect(result == entry.expected, "\(spec).urls:\(entry.line): \(entry.url)")
        }
    }

    @Test(
        "A link that no route takes under a feature mounted under tabs is noRoute, as the generated code answers",
        arguments: FeatureModuleCodeTests.linksNoRouteTakesUnderTheTabbedMount
    ) func tabbedMountTakesNoLinkWithoutItsTab(link: String) throws {
        let output = RouteGenerator.check(
            spec: Array(FeatureModuleCodeTests.app.utf8),
            specPath: "App/routes.yaml",
            featureSpecs: FeatureCompositionTests.reader(FeatureModuleCodeTests.specs)
        )
        let table = try #require(output.table, "\(output.diagnostics.map(\.description))")
        #expect(LinkExplainer(table: table).explain(link).generatedResult == "error: noRoute")
    }
}
