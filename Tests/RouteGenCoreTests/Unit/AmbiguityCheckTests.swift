import Testing
@testable import RouteGenCore

@Suite("Ambiguity check unit") struct AmbiguityCheckUnitTests {
    private typealias U = UnitSupport

    @Test("The example path is percent-encoded as the app receives it") func percentEncodedExample() throws {
        let output = U.check(U.spec("a: { path: '/café/:x' }\nb: { path: '/Café/:y' }"))
        let error = try #require(U.errors(output).first)
        #expect(error.message == "routes 'a' and 'b' are ambiguous: both match '/caf%C3%A9/x'")
    }

    @Test("Resolved overlaps are notes, and only when asked for") func resolvedOverlapsOnRequest() throws {
        let spec = Array(U.spec("me: { path: /users/me }\nuser: { path: '/users/:id' }").utf8)
        #expect(RouteGenerator.check(spec: spec, specPath: U.file).diagnostics.isEmpty)
        let listed = RouteGenerator.check(spec: spec, specPath: U.file, options: .init(listsResolvedOverlaps: true))
        #expect(listed.table != nil)
        #expect(
            listed.diagnostics == [
                .note(
                    .routePrecedence,
                    "route 'me' takes precedence over 'user' where both match, as on '/users/me': '/users/me' is more specific than '/users/:id'",
                    at: U.location(4, 3),
                    notes: [.init("'user' is declared here", at: U.location(5, 3))]
                )
            ]
        )
    }

    @Test("The same pairs are reported whatever the declaration order, each once, at the later route")
    func orderIndependent() {
        let routes = [
            "a: { path: '/x/:p' }", "b: { path: '/x/:q' }", "c: { path: '/:r/y' }", "d: { path: '/x/y' }",
            "e: { path: '/**' }",
        ]
        func pairs(_ lines: [String]) -> Set<Set<String>> {
            let errors = U.errors(U.check(U.spec(lines.joined(separator: "\n"))))
            #expect(
                errors.allSatisfy { error in
                    error.notes.first.flatMap(\.location).map { $0.line < error.location.line } == true
                }
            )
            return Set(
                errors.map { error in
                    Set(
                        error.message.split(separator: "'").enumerated().filter { $0.offset == 1 || $0.offset == 3 }
                            .map { String($0.element) }
                    )
                }
            )
        }
        let forward = pairs(routes)
        #expect(forward == [["a", "b"], ["a", "c"], ["b", "c"]])
        #expect(pairs(routes.reversed()) == forward)
    }

    @Test("Groups are named by their path in messages") func groupedRoutes() throws {
        let output = U.check(
            U.spec("account:\n  routes:\n    profile: { path: '/me/:tab' }\nother: { path: '/me/:section' }")
        )
        let error = try #require(U.errors(output).first)
        #expect(error.message == "routes 'account.profile' and 'other' are ambiguous: both match '/me/x'")
    }
}
