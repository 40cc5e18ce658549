import Testing

@testable import RouteGenCore

/// How a link's first segment picks the matcher to try: compared with each literal in turn for a few, by binary search
/// over a sorted table beyond that.
@Suite("View model: first-segment dispatch") struct FirstSegmentDispatchTests {
    static func matching(literals: Int) throws -> MatchingView {
        let routes = (0..<literals).map { "r\($0): { path: /l\($0) }" }.joined(separator: "\n")
        let output = UnitSupport.check(UnitSupport.spec(routes + "\nroot: { path: /:name }"))
        #expect(UnitSupport.errors(output).isEmpty, "\(UnitSupport.errors(output))")
        let table = try #require(output.table)
        return MatchingViewBuilder(
            table: table,
            names: GeneratedNames(enumName: table.enumName),
            checks: ConstraintChecks(table: table, reader: "R")
        )
        .build()
    }

    @Test("Up to twelve literals are compared in turn; more are searched", arguments: [1, 2, 3, 12, 13]) func dispatch(
        literals: Int
    ) throws {
        let matching = try Self.matching(literals: literals)
        #expect(matching.buckets.count == literals)
        #expect(matching.comparesFirstSegmentInTurn == (literals <= 12))
        #expect(matching.otherPaths != nil)
    }

    @Test("The file compares in turn without the table, and falls through to patterns that start with a parameter")
    func renderedInTurn() throws {
        let spec = UnitSupport.spec("a: { path: /a }\nb: { path: /b/:id }\nname: { path: /:name }")
        let source = try #require(RouteGenerator.generate(spec: Array(spec.utf8), specPath: "spec.yaml").source)
        #expect(!source.contains("firstSegments") && !source.contains("enum FirstSegment"))
        #expect(source.contains("if link.segment(0, is: \"a\"), let route = matchPathsUnderA(link) { return route }"))
        #expect(source.contains("return matchPathsStartingWithParameter(link"))
    }
}
