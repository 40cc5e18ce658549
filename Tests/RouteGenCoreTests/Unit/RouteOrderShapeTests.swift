import Testing
@testable import RouteGenCore

@Suite("RouteOrder shapes unit") struct RouteOrderShapeTests {
    typealias U = UnitSupport

    /// Shapes come shortest first.
    @Test(
        "A shape's written path is the spec's path cut where the shape ends, without empty pieces",
        arguments: [
            ("/", ["/"]), ("/users", ["/users"]), ("/users/:id", ["/users/:id"]), ("/a/:x?", ["/a", "/a/:x?"]),
            ("/a/:x?/:y?", ["/a", "/a/:x?", "/a/:x?/:y?"]), ("//a//b/", ["/a/b"]),
            ("/café/:id?", ["/café", "/café/:id?"]), ("/:x?", ["/", "/:x?"]),
        ]
    ) func writtenPaths(path: String, expected: [String]) throws {
        let output = U.check(U.spec("  r:\n    path: '\(path)'\n"))
        let route = try #require(U.route("r", in: output))
        let shapes = RouteOrder.Shape.shapes(of: .route(route), caseSensitive: false)
        #expect(shapes.map(\.writtenPath) == expected)
    }
}
