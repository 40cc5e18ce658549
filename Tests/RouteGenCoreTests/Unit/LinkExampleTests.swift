import Testing
@testable import RouteGenCore

/// Example links in the spec, resolved by the engine of `routegen match` and compared with what the spec says.
@Suite("Spec examples") struct LinkExampleTests {
    typealias U = UnitSupport

    static let spec =
        U.spec(
            """
            item:
              path: /items/:itemId
              params: { itemId: { type: Int, min: 1 } }
              examples:
                opens:
                  myapp://items/42: { itemId: 42 }
                  myapp://i/7: { itemId: 7 }
                rejects:
                  myapp://items/0: invalidParameterValue(itemId)
                  myapp://items/x: invalidParameterValue
                  https://evil.example/items/1: unsupportedScheme(https)
                  ftp://items/1: unsupportedScheme
            search:
              path: /search
              query: { q: { type: String, default: "" }, page: Int?, tags: String? }
              examples:
                opens:
                  myapp://search: ~
                  myapp://search?q=swift&page=2: { q: swift, page: 2, tags: null }
                rejects:
                  myapp://search?page=two: invalidParameterValue(page)
            files:
              path: /files/**path
              examples:
                opens:
                  myapp://files/a/b: { path: [a, b] }
                  myapp://files: { path: [] }
            """
        ) + "redirects:\n  old: { path: /i/:id, params: { id: Int }, to: item, values: { itemId: id } }\n"

    @Test("Examples that hold are kept for the docs and the tests, each with its values") func examplesThatHold() throws
    {
        let output = U.check(Self.spec)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let evaluation = LinkExampleEvaluation(table: try #require(output.table))
        #expect(
            evaluation.openings.map(\.url) == [
                "myapp://items/42", "myapp://i/7", "myapp://search", "myapp://search?q=swift&page=2",
                "myapp://files/a/b", "myapp://files",
            ]
        )
        #expect(evaluation.openings[3].values == [.text("swift"), .int(2), nil])
        #expect(evaluation.openings.allSatisfy { $0.roundTrips })
        #expect(
            evaluation.rejections.map(\.rejection.generatedError) == [
                #"invalidParameterValue(name: "itemId", value: "0")"#,
                #"invalidParameterValue(name: "itemId", value: "x")"#, #"unsupportedScheme("https")"#,
                #"unsupportedScheme("ftp")"#, #"invalidParameterValue(name: "page", value: "two")"#,
            ]
        )
    }

    @Test(
        "Each wrong example is an error at its link or value",
        arguments: [
            ("myapp://items/42: { itemId: 41 }", "item", "example link gives 'itemId' 42, not 41"),
            ("myapp://files/a: { path: a }", "files", "'path' takes the segments of '**' as a list, such as [a, b]"),
            ("myapp://search?page=1: { page: one }", "search", "'one' is not a value of 'page', which is Int?"),
            ("myapp://search: { q: null }", "search", "'q' is not optional; give it a value"),
            (
                "myapp://items/5: {}", "item",
                "example link gives no value for 'itemId'; list every value that is not nil or its default"
            ),
        ]
    ) func wrongExamples(example: String, route: String, message: String) throws {
        let routes = """
            item: { path: /items/:itemId, params: { itemId: Int } }
            search: { path: /search, query: { q: { type: String, default: "" }, page: Int? } }
            files: { path: /files/**path }
            """
        let yaml = U.spec(
            routes.replacingOccurrences(of: "\(route): { ", with: "\(route): { examples: { opens: { \(example) } }, ")
        )
        #expect(U.errors(U.check(yaml)).map(\.message) == [message])
    }

    @Test(
        "A rejection names the error, and optionally what it names",
        arguments: [
            ("noRoute", true), ("invalidParameterValue(itemId)", true), ("untrustedHost(a.example)", true),
            ("noRoute(x)", false), ("notFound", false), ("invalidParameterValue(", false),
        ]
    ) func rejectionSyntax(text: String, valid: Bool) { #expect((ExpectedRejection(text) != nil) == valid) }
}
