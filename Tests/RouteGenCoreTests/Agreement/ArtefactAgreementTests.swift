import Foundation
import Testing
@testable import RouteGenCore

/// The links document, the apple-app-site-association file and `match` describe the same routes as the generated
/// code: documented examples resolve as documented, and the AASA file sends every such link to the app.
@Suite("Docs, AASA and match agree with the generated code") struct ArtefactAgreementTests {
    static let appID = "ABCDE12345.com.example.app"

    static func table(_ spec: String) throws -> RouteTable {
        let path = try #require(Fixtures.routedSpecs.first { $0.name == spec }).path
        return try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: path).table)
    }

    /// The links the document shows for each route: the spec's own examples where it gives them, else one made up.
    static func documentedExamples(in table: RouteTable) -> [(url: String, route: Route, values: [ParameterValue?])] {
        let openings = LinkExampleEvaluation(table: table).openings
        let made = examples(in: table)
        return table.allRoutes.indices.flatMap { index -> [(url: String, route: Route, values: [ParameterValue?])] in
            let route = table.allRoutes[index]
            let own = openings.filter { $0.route === route }.map { (url: $0.url, route: route, values: $0.values) }
            return own.isEmpty ? [(made[index].url, route, made[index].values.map(Optional.some))] : own
        }
    }

    static func examples(in table: RouteTable) -> [ExampleLink] {
        let explainer = LinkExplainer(table: table)
        return table.allRoutes.map { ExampleLink.make(for: .route($0), in: table, explainer: explainer) }
    }

    @Test(
        "Every documented example resolves, in match and in the compiled code, to its route and values, and is that route's url",
        .tags(.compilesGeneratedCode),
        arguments: Fixtures.routedSpecs.map(\.name)
    ) func documentedExamplesResolveAsDocumented(spec: String) async throws {
        let path = try #require(Fixtures.routedSpecs.first { $0.name == spec }).path
        let output = RouteGenerator.generate(spec: try Fixtures.bytes(path), specPath: path)
        let table = try #require(output.table)
        let document = LinkDocument.markdown(for: table, specFileName: "\(spec).yaml")
        let explainer = LinkExplainer(table: table)
        var expectedLines: [String] = []
        let documented = Self.documentedExamples(in: table)
        for example in documented {
            #expect(document.contains("`\(example.url)`"), "\(example.url) is not in the document")
            let link = try #require(explainer.explain(example.url).resolvedLink, "\(example.url)")
            #expect(link.openedRoute === example.route, "\(example.url)")
            #expect(link.openedValues.map(\.value) == example.values, "\(example.url)")
            expectedLines.append(
                link.generatedDescription + "\t"
                    + CanonicalLink.url(for: example.route.declaration, values: example.values, in: table)
            )
        }
        #expect(Set(documented.map { ObjectIdentifier($0.route) }).count == table.allRoutes.count)

        let program = try await RouterProgram.routedSpecs(languageMode: 6)
        let run = try await program.run(spec, ["examples"] + documented.map(\.url))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == expectedLines)
    }

    @Test(
        "Every documented example builds, in match and in the compiled navigation file, the same stack",
        .tags(.compilesGeneratedCode),
        arguments: Fixtures.routedSpecs.map(\.name)
    ) func documentedExamplesBuildTheSameStack(spec: String) async throws {
        let table = try Self.table(spec)
        let explainer = LinkExplainer(table: table)
        let documented = Self.documentedExamples(in: table)
        let expected = try documented.map { example in
            let link = try #require(explainer.explain(example.url).resolvedLink, "\(example.url)")
            let values = link.openedValues.map(\.value)
            return LinkNavigation.stack(of: link.openedRoute, values: values, in: table).map(\.generatedDescription)
                .joined(separator: " › ")
        }
        // The reversed routers are the ones compiled with their navigation files.
        let program = try await RouterProgram.routedSpecs(languageMode: 6)
        let run = try await program.run("reversed \(spec)", ["stacks"] + documented.map(\.url))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").map(String.init) == expected)
        if table.allRoutes.contains(where: { $0.parent != nil }) { #expect(expected.contains { $0.contains(" › ") }) }
    }

    static let specsWithHosts = Fixtures.routedSpecs.map(\.name).filter { (try? table($0).hosts.isEmpty) == false }

    @Test(
        "Every route and redirect has an AASA component, and each example's https form matches one of its route's",
        arguments: specsWithHosts
    ) func examplesMatchTheirRoutesComponents(spec: String) throws {
        let table = try Self.table(spec)
        let file = try AASAComponents(
            json: try #require(AppSiteAssociation.json(for: table, appIDs: [Self.appID]).json)
        )
        #expect(file.appIDs == [Self.appID])
        let covered = Set(file.components.flatMap(\.routeNames))
        #expect(covered == Set(table.allPatterns.map(\.declaration.qualifiedName)))

        let explainer = LinkExplainer(table: table)
        let httpsPrefix = "https://\(table.hosts[0])/"
        for example in Self.examples(in: table) {
            let prefix = table.schemes.first.map { "\($0)://" } ?? httpsPrefix
            let https = httpsPrefix + example.url.dropFirst(prefix.count)
            #expect(
                explainer.explain(https).resolvedLink?.pattern.declaration.qualifiedName
                    == example.pattern.declaration.qualifiedName,
                "\(https)"
            )
            let matching = file.matches(try #require(URL(string: https)))
            #expect(
                matching.contains { $0.routeNames.contains(example.pattern.declaration.qualifiedName) },
                "\(https) matches no component of \(example.pattern.declaration.qualifiedName)"
            )
        }
    }

    @Test(
        "Every https URL of the URL table that resolves, written without empty segments, matches a component of its route",
        arguments: specsWithHosts
    ) func urlTableLinksMatchTheirRoutesComponents(spec: String) throws {
        let table = try Self.table(spec)
        let explainer = LinkExplainer(table: table)
        let entries = URLTable(text: try Fixtures.text("Tests/Fixtures/URLTables/\(spec).urls")).entries
        var checked = 0
        for entry in entries where entry.url.lowercased().hasPrefix("https://") {
            guard let route = explainer.explain(entry.url).resolvedLink?.pattern.declaration,
                let url = URL(string: entry.url),
                let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath,
                !path.contains("//"), path == "/" || !path.hasSuffix("/")
            else { continue }
            // An old host has a file of its own, for the redirects that take its links.
            let host = url.host?.lowercased() ?? ""
            let legacyHost = table.legacyOrigins.contains(.host(host)) ? host : nil
            let file = try AASAComponents(
                json: try #require(
                    AppSiteAssociation.json(for: table, appIDs: [Self.appID], legacyHost: legacyHost).json
                )
            )
            checked += 1
            #expect(
                file.matches(url).contains { $0.routeNames.contains(route.qualifiedName) },
                "\(spec).urls:\(entry.line): \(entry.url)"
            )
        }
        #expect(checked >= 3)
    }

    @Test("A spec without hosts has no AASA file: a located error") func specWithoutHostsIsAnError() throws {
        let output = AppSiteAssociation.json(for: try Self.table("tab-app"), appIDs: [Self.appID])
        #expect(output.json == nil)
        #expect(
            output.diagnostics.map(\.description) == [
                "Specs/tab-app.yaml:3:1: error: the spec has no 'hosts', so no https link can open the app; list the web domains under 'hosts:' to publish an apple-app-site-association file"
            ]
        )
    }
}
