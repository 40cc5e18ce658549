import Testing
@testable import RouteGenCore

/// Neighbouring patterns that start with the same typed value read it in one shared step, taken only for the
/// segment counts of those patterns, so that a value is parsed once and noted exactly where a pattern would have
/// noted it on its own.
@Suite("View model: matcher steps") struct MatcherStepsTests {
    /// The steps of the matcher for paths under `/w`, one line per step, nested steps indented: a pattern's path,
    /// or `shared` with the condition of the shared step.
    static func outline(_ routes: String) throws -> [String] {
        let output = UnitSupport.check(UnitSupport.spec(routes))
        #expect(UnitSupport.errors(output).isEmpty, "\(UnitSupport.errors(output))")
        let table = try #require(output.table)
        let matching = MatchingViewBuilder(
            table: table,
            names: GeneratedNames(enumName: table.enumName),
            checks: ConstraintChecks(table: table, reader: "R")
        )
        .build()
        return outline(try #require(matching.buckets.first).matcher.steps, indent: "")
    }

    private static func outline(_ steps: [MatcherStepView], indent: String) -> [String] {
        steps.flatMap { step -> [String] in
            if let shape = step.shape { return [indent + shape.path] }
            guard let shared = step.sharedValue else { return [] }
            // The condition as if on one line, however it is laid out.
            let condition = shared.condition.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
            return [indent + "shared: " + condition] + outline(shared.steps, indent: indent + "  ")
        }
    }

    @Test("Patterns that start with the same value share a step for the segment counts they take") func sharedValue()
        throws
    {
        let steps = try Self.outline(
            """
            index: { path: /w }
            create: { path: /w/new }
            show: { path: /w/:id, params: { id: Int } }
            edit: { path: /w/:id/edit, params: { id: Int } }
            member: { path: "/w/:id/members/:uid", params: { id: Int, uid: UUID } }
            """
        )
        #expect(
            steps == [
                "/w", "/w/new",
                #"shared: link.segmentCount(isFrom: 2, through: 4), let id = notes.intValue(at: 1, name: "id", of: link)"#,
                "  /w/:id", "  /w/:id/edit", "  /w/:id/members/:uid",
            ]
        )
    }

    @Test(
        "Shared only by neighbours with the same literals, value name and type, over an unbroken range of counts",
        arguments: [
            // A gap in the counts: a path of three segments would note `id` where neither pattern would.
            (
                """
                show: { path: /w/:id, params: { id: Int } }
                deep: { path: /w/:id/a/b, params: { id: Int } }
                """, ["/w/:id", "/w/:id/a/b"]
            ),
            // `**` takes every count from its own on.
            (
                """
                show: { path: /w/:id, params: { id: Int } }
                files: { path: "/w/:id/files/**", params: { id: Int } }
                """,
                [
                    #"shared: link.segmentCount(isAtLeast: 2), let id = notes.intValue(at: 1, name: "id", of: link)"#,
                    "  /w/:id", "  /w/:id/files/**",
                ]
            ),
            // Two names for the value at the same place.
            (
                """
                show: { path: /w/:id, params: { id: Int } }
                edit: { path: /w/:itemId/edit, params: { itemId: Int } }
                """, ["/w/:id", "/w/:itemId/edit"]
            ),
            // A text value before the typed one matches any segment and is bound by each pattern.
            (
                """
                show: { path: "/w/:name/:id" , params: { id: Int } }
                edit: { path: "/w/:name/:id/edit", params: { id: Int } }
                """,
                [
                    #"shared: link.segmentCount(isFrom: 3, through: 4), let id = notes.intValue(at: 2, name: "id", of: link)"#,
                    "  /w/:name/:id", "  /w/:name/:id/edit",
                ]
            ),
        ] as [(String, [String])]
    ) func sharingRules(routes: String, expected: [String]) throws { #expect(try Self.outline(routes) == expected) }
}
