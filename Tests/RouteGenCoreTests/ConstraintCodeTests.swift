import Testing
@testable import RouteGenCore

/// The constraints of `EdgeSpecs/constraints.yaml` in generated code, compiled and run beyond what its URL table
/// shows: `checkedURL()` refuses values outside them, and a context value outside them is left out.
@Suite("Generated constraint checks compile and behave as documented", .tags(.compilesGeneratedCode))
struct ConstraintCodeTests {
    @Test(
        "checkedURL() throws the error its link resolves to; the context drops values outside their bounds",
        arguments: [5, 6]
    ) func checkedURLAndContext(languageMode: Int) async throws {
        let spec = "Tests/Fixtures/EdgeSpecs/constraints.yaml"
        let output = RouteGenerator.generate(spec: try Fixtures.bytes(spec), specPath: "constraints.yaml")
        let source = try #require(output.source, "\(output.diagnostics)")
        let compilation = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "Generated.swift", text: source),
                SwiftCompiler.SourceFile(name: "main.swift", text: Self.program),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "constraints"
        )
        let program = try #require(
            compilation.product,
            "swiftc failed in Swift \(languageMode) mode:\n\(compilation.standardError.prefix(4000))"
        )
        let run = try await Shell.run(program.path, [])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == Self.expected)
    }

    static let expected = """
        order(orderId: 5) -> bounded://orders/5
        order(orderId: 0) -> invalidParameterValue(name: "orderId", value: "0")
        user(username: "ann-1") -> invalidParameterValue(name: "username", value: "ann-1")
        files(parts: ["ok", "toolong"]) -> invalidParameterValue(name: "parts", value: "toolong")
        search(q: "", page: Optional(501), ratio: 1.0, lang: nil) -> invalidParameterValue(name: "page", value: "501")
        files(parts: ["ok", ""]) -> malformedPath
        files(parts: ["a", "", "b"]) -> malformedPath
        url of order(orderId: 0) is still written: bounded://orders/0
        url of files(parts: ["ok", ""]) is still written: bounded://files/ok/%00
        context: ref Optional("abcd") score 7
        context: ref nil score 5

        """

    static let program = #"""
        import Foundation

        func readable(_ value: Any) -> String {
            String(describing: value).replacingOccurrences(of: "Harness.", with: "").replacingOccurrences(of: "BoundedRouteResolutionError.", with: "")
        }

        let routes: [BoundedRoute] = [
            .order(orderId: 5), .order(orderId: 0), .user(username: "ann-1"), .files(parts: ["ok", "toolong"]),
            .search(q: "", page: 501, ratio: 1, lang: nil), .files(parts: ["ok", ""]), .files(parts: ["a", "", "b"]),
        ]
        for route in routes {
            do {
                print(readable(route).replacingOccurrences(of: "BoundedRoute.", with: ""), "->", try route.checkedURL())
            } catch {
                print(readable(route).replacingOccurrences(of: "BoundedRoute.", with: ""), "->", readable(error))
            }
        }
        print("url of order(orderId: 0) is still written:", BoundedRoute.order(orderId: 0).url)
        print("url of files(parts: [\"ok\", \"\"]) is still written:", BoundedRoute.files(parts: ["ok", ""]).url)
        for text in ["bounded://orders/1?ref=abcd&score=7", "bounded://orders/1?ref=abcde&score=11"] {
            let context = BoundedRoute.resolution(for: text).context
            print("context: ref", readable(context.ref as Any), "score", context.score)
        }
        """#
}
