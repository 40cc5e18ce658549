import Foundation
import Testing
@testable import RouteGenCore

/// The links document and the apple-app-site-association file of each example spec are checked in, so a change
/// to either shows up as a reviewed diff.
@Suite("Artefact golden files") struct ArtefactGoldenTests {
    @Test("The links document matches Tests/Fixtures/Golden/<spec>.links.md", arguments: Fixtures.exampleSpecNames)
    func linkDocumentMatchesGolden(spec: String) throws {
        let table = try #require(
            RouteGenerator.check(spec: try Fixtures.bytes("Specs/\(spec).yaml"), specPath: "Specs/\(spec).yaml").table
        )
        let document = LinkDocument.markdown(for: table, specFileName: "\(spec).yaml")
        if let difference = try Fixtures.compareWithGolden(document, at: "Tests/Fixtures/Golden/\(spec).links.md") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(
        "A redirect that takes only old schemes or hosts is shown on the first of them, where its link resolves through it"
    ) func legacyRedirectExamples() throws {
        let path = "Tests/Fixtures/EdgeSpecs/redirects.yaml"
        let table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: path).table)
        let document = LinkDocument.markdown(for: table, specFileName: "redirects.yaml")
        #expect(document.contains("| `shopold://items/42` | `legacyItem` |"))
        #expect(document.contains("| `https://old.moved.example/users/name` | `legacyProfile` |"))
        let explainer = LinkExplainer(table: table)
        for link in ["shopold://items/42", "https://old.moved.example/users/name"] {
            let pattern = explainer.explain(link).resolvedLink?.pattern
            #expect(pattern.map { if case .redirect = $0 { true } else { false } } == true, "\(link)")
        }
    }

    @Test(
        "The AASA file matches Tests/Fixtures/Golden/<spec>.aasa.json",
        arguments: ArtefactAgreementTests.specsWithHosts.filter(Fixtures.exampleSpecNames.contains)
    ) func appSiteAssociationMatchesGolden(spec: String) throws {
        let table = try #require(
            RouteGenerator.check(spec: try Fixtures.bytes("Specs/\(spec).yaml"), specPath: "Specs/\(spec).yaml").table
        )
        let output = AppSiteAssociation.json(
            for: table,
            appIDs: [ArtefactAgreementTests.appID, "FGHIJ67890.com.example.app.beta"]
        )
        #expect(output.diagnostics.isEmpty)
        if let difference = try Fixtures.compareWithGolden(
            try #require(output.json),
            at: "Tests/Fixtures/Golden/\(spec).aasa.json"
        ) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
