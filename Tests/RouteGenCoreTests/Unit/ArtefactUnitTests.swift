import Foundation
import Testing
@testable import RouteGenCore

@Suite("AASA patterns, example links and link explanations") struct ArtefactUnitTests {
    static func table(_ routes: String, header: String = "version: 1\nschemes: [myapp]\nhosts: [example.com]\n") throws
        -> RouteTable
    {
        let output = UnitSupport.check(UnitSupport.spec(routes, header: header))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try #require(output.table)
    }

    @Test(
        "Each route shape becomes the AASA patterns that cover it",
        arguments: [
            ("/", ["/"]), ("/account/billing", ["/account/billing"]), ("/users/:id", ["/users/?*"]),
            ("/post/:id/comment/:commentId?", ["/post/?*/comment", "/post/?*/comment/?*"]),
            ("/archive/**", ["/archive", "/archive/*"]), ("/**rest", ["/*"]),
            ("/docs/*/caf\u{E9}!", ["/docs/?*/caf%C3%A9%21"]),
        ]
    ) func patterns(path: String, expected: [String]) throws {
        let table = try Self.table("r: { path: \"\(path)\" }")
        let route = try #require(table.allRoutes.first)
        let declaration = route.declaration
        #expect(declaration.shapes.flatMap { AASAPattern.paths(of: $0, in: declaration) } == expected)
    }

    @Test("A required query item is a requirement of the component; optional and defaulted ones are not")
    func requiredQueryItems() throws {
        let table = try Self.table(
            """
            search:
              path: /search
              query: { q: String, page: Int, sort: { type: String, default: new }, from: Int? }
            """
        )
        let json = try #require(AppSiteAssociation.json(for: table, appIDs: ["ABCDE12345.com.example.app"]).json)
        let file = try AASAComponents(json: json)
        #expect(file.components.map(\.query) == [["q": "*", "page": "?*"]])
        #expect(file.components.map(\.caseSensitive) == [false])
    }

    @Test(
        "App IDs are a 10-character team ID, a dot and a bundle ID",
        arguments: [
            ("ABCDE12345.com.example.app", true), ("A1B2C3D4E5.app", true), ("ABCDE12345.com.example.my-app", true),
            ("com.example.app", false), ("abcde12345.com.example.app", false), ("ABCDE12345", false),
            ("ABCDE12345.", false), ("ABCDE12345.com..app", false), ("ABCDE1234.com.example.app", false),
            ("ABCDE12345.com.example.app*", false),
        ]
    ) func appIDs(appID: String, isValid: Bool) {
        #expect((AppSiteAssociation.problem(withAppID: appID) == nil) == isValid)
    }

    @Test("An example String that a more specific route would take is replaced by one that reaches its own route")
    func shadowedExampleValue() throws {
        let table = try Self.table(
            """
            me: { path: /users/me }
            profile: { path: /users/:me }
            """
        )
        let explainer = LinkExplainer(table: table)
        let profile = try #require(table.allRoutes.last)
        let example = ExampleLink.make(for: .route(profile), in: table, explainer: explainer)
        #expect(example.url == "myapp://users/me-2")
        #expect(explainer.explain(example.url).resolvedLink?.pattern.declaration.name == "profile")
    }

    @Test(
        "A ** example gets shorter until it reaches its own route, down to no segments",
        arguments: [
            ("deeper: { path: \"/users/:user/**\" }", "myapp://users"),
            ("deeper: { path: \"/users/:user/:page\" }", "myapp://users/rest-1"),
            ("deeper: { path: \"/users/rest-1/rest-2\" }", "myapp://users/rest-1-2/rest-2-2"),
        ]
    ) func shadowedRemainderExample(other: String, expected: String) throws {
        let table = try Self.table("everything: { path: \"/users/**\" }\n" + other)
        let explainer = LinkExplainer(table: table)
        let everything = try #require(table.allRoutes.first { $0.caseName == "everything" })
        let example = ExampleLink.make(for: .route(everything), in: table, explainer: explainer)
        #expect(example.url == expected)
        #expect(explainer.explain(example.url).resolvedLink?.pattern.declaration.name == "everything")
    }

    @Test(
        "Example values follow each type and the parameter's label",
        arguments: [
            ("/a/:userId", "myapp://a/user-id"), ("/a/:pageURL", "myapp://a/page-url"),
            ("/a/:n, params: { n: Int }", "myapp://a/42"), ("/a/:n, params: { n: Double }", "myapp://a/4.5"),
            ("/a/:n, params: { n: Bool }", "myapp://a/true"),
            ("/a/:n, params: { n: UUID }", "myapp://a/6ba7b810-9dad-11d1-80b4-00c04fd430c8"),
            ("/a/:n, params: { n: { enum: [dark-mode, light] } }", "myapp://a/dark-mode"),
            ("/a/**, query: { q: { type: Int, default: 42 }, f: Bool? }", "myapp://a/rest-1/rest-2?f=true"),
        ]
    ) func exampleValues(route: String, expected: String) throws {
        let pieces = route.components(separatedBy: ", ")
        let table = try Self.table("r: { path: \(pieces[0])\(pieces.dropFirst().map { ", " + $0 }.joined()) }")
        let example = ExampleLink.make(
            for: .route(try #require(table.allRoutes.first)),
            in: table,
            explainer: LinkExplainer(table: table)
        )
        #expect(example.url == expected)
    }

    @Test("The explanation lists the patterns tried in matcher order, up to the one that matched")
    func attemptsFollowMatcherOrder() throws {
        let table = try Self.table(
            """
            slug: { path: "/articles/:slug" }
            article: { path: "/articles/:id", params: { id: Int } }
            latest: { path: /articles/latest }
            comments: { path: "/articles/:id/comments", params: { id: Int } }
            any: { path: "/:page" }
            """
        )
        let explanation = LinkExplainer(table: table).explain("https://example.com/articles/why")
        #expect(explanation.attempts.map(\.pattern.declaration.name) == ["latest", "article", "comments", "slug"])
        #expect(
            explanation.attempts.map(\.outcome) == [
                .literal(position: 1), .value(position: 1), .segmentCount, .matched,
            ]
        )
        #expect(explanation.segments == ["articles", "why"])

        let unmatched = LinkExplainer(table: table).explain("myapp://articles/why/comments")
        #expect(unmatched.attempts.map(\.pattern.declaration.name) == ["latest", "article", "comments", "slug", "any"])
        guard case .rejected(.invalidParameterValue(let failure)) = unmatched.verdict else {
            Issue.record("expected an invalid value, got \(unmatched.verdict)")
            return
        }
        #expect(
            failure.pattern.declaration.name == "comments" && failure.text == "why" && failure.origin == .segment(1)
        )
    }

    @Test("Query values keep their origin; a default is read when the item is absent") func queryOrigins() throws {
        let table = try Self.table("s: { path: /s, query: { a: Int, b: { type: Int, default: 7 }, c: Int? } }")
        let link = try #require(LinkExplainer(table: table).explain("myapp://s?a=1").resolvedLink)
        #expect(
            link.values == [
                BoundValue(value: .int(1), origin: .query), BoundValue(value: .int(7), origin: .queryDefault),
                BoundValue(value: nil, origin: .absent),
            ]
        )
    }

    @Test(
        "The links document marks a feature's route pushed onto a tab whose root requires sign-in: yes when each of the mount's tabs has such a root, else the tabs that do",
        arguments: [
            ("weather.forecast", "in tab `vault`"), ("weather.city", "in tab `vault`"), ("weather.units", "no"),
            ("art.gallery", "yes"), ("art.piece", "no"), ("news.story", "no"), ("vault", "yes"),
        ]
    ) func featureAuthInDocs(route: String, auth: String) throws {
        let page = LinkDocument.markdown(for: try AuthInheritanceTests.gatedTable(), specFileName: "routes.yaml")
        let row = try #require(page.split(separator: "\n").first { $0.contains("| `\(route)`<br>") })
        #expect(row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }[3] == auth, "\(row)")
    }
}
