import Testing
@testable import RouteGenCore

@Suite("Path pattern relations unit") struct PathPatternUnitTests {
    enum Relation: String, CustomStringConvertible {
        case disjoint, identical, crossed
        /// The first pattern accepts a strict subset of the second's paths.
        case firstInsideSecond
        case secondInsideFirst

        var mirrored: Relation {
            switch self {
            case .firstInsideSecond: return .secondInsideFirst
            case .secondInsideFirst: return .firstInsideSecond
            default: return self
            }
        }

        var description: String { rawValue }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var first: String
        var second: String
        var relation: Relation
        var caseSensitive = false

        var testDescription: String { "\(first) vs \(second)\(caseSensitive ? " (case-sensitive)" : ""): \(relation)" }
    }

    static let cases: [Case] = [
        // Resolved by specificity.
        Case(first: "/users/me", second: "/users/{string}", relation: .firstInsideSecond),
        Case(first: "/items/{int}", second: "/items/{string}", relation: .firstInsideSecond),
        Case(first: "/docs/intro", second: "/docs/**", relation: .firstInsideSecond),
        Case(first: "/n/5", second: "/n/{int}", relation: .firstInsideSecond),
        Case(first: "/n/-05", second: "/n/{int}", relation: .firstInsideSecond),
        Case(first: "/n/2.5", second: "/n/{double}", relation: .firstInsideSecond),
        Case(first: "/{int}", second: "/{double}", relation: .firstInsideSecond),
        Case(first: "/{double}", second: "/*", relation: .firstInsideSecond),
        Case(first: "/{uuid}", second: "/{string}", relation: .firstInsideSecond),
        Case(first: "/{1|2}", second: "/{int}", relation: .firstInsideSecond),
        Case(first: "/{a}", second: "/{a|b}", relation: .firstInsideSecond),
        Case(first: "/a", second: "/a/**", relation: .firstInsideSecond),
        Case(first: "/", second: "/**", relation: .firstInsideSecond),
        Case(first: "/a/**", second: "/**", relation: .firstInsideSecond),
        Case(first: "/a/b/c", second: "/a/{string}/**", relation: .firstInsideSecond),
        Case(first: "/{bool}", second: "/{true|false|maybe}", relation: .firstInsideSecond),
        Case(first: "/ABCDEF00-0000-4000-8000-000000000000", second: "/{uuid}", relation: .firstInsideSecond),
        // Identical sets.
        Case(first: "/users/{string}", second: "/users/{string}", relation: .identical),
        Case(first: "/x/*", second: "/x/{string}", relation: .identical),
        Case(first: "/Users", second: "/users", relation: .identical),
        Case(first: "/{a|b}", second: "/{b|a}", relation: .identical),
        Case(first: "/a", second: "/{a}", relation: .identical),
        Case(first: "/{bool}", second: "/{true|false}", relation: .identical, caseSensitive: true),
        Case(first: "/**", second: "/**", relation: .identical),
        // Crossed: each accepts paths the other does not.
        Case(first: "/a/{string}/c", second: "/a/b/{string}", relation: .crossed),
        Case(first: "/{a|b}", second: "/{b|c}", relation: .crossed),
        Case(first: "/{x|1}", second: "/{int}", relation: .crossed),
        Case(first: "/a/{string}/**", second: "/{string}/b/**", relation: .crossed),
        Case(first: "/a/b/**", second: "/a/{string}", relation: .crossed),
        Case(first: "/{string}/**", second: "/a/{int}", relation: .secondInsideFirst),
        Case(first: "/TRUE", second: "/{bool}", relation: .crossed),
        Case(first: "/{true|false}", second: "/{bool}", relation: .secondInsideFirst),
        // Disjoint.
        Case(first: "/{int}", second: "/{uuid}", relation: .disjoint),
        Case(first: "/{double}", second: "/{uuid}", relation: .disjoint),
        Case(first: "/{bool}", second: "/{int}", relation: .disjoint),
        Case(first: "/p/{int}/x", second: "/p/y/{string}", relation: .disjoint),
        Case(first: "/a", second: "/b", relation: .disjoint), Case(first: "/a", second: "/a/b", relation: .disjoint),
        Case(first: "/{string}", second: "/", relation: .disjoint),
        Case(first: "/a/**", second: "/b/**", relation: .disjoint),
        Case(first: "/Users", second: "/users", relation: .disjoint, caseSensitive: true),
        Case(first: "/{TRUE}", second: "/{bool}", relation: .disjoint, caseSensitive: true),
        Case(first: "/{x|y}", second: "/{int}", relation: .disjoint),
    ]

    static func relation(_ first: PathPattern, _ second: PathPattern) -> Relation {
        guard first.commonPath(with: second) != nil else { return .disjoint }
        switch (first.isSubset(of: second), second.isSubset(of: first)) {
        case (true, true): return .identical
        case (true, false): return .firstInsideSecond
        case (false, true): return .secondInsideFirst
        case (false, false): return .crossed
        }
    }

    @Test("Each pair relates as stated, in both orders", arguments: cases) func relations(_ example: Case) {
        let first = UnitSupport.pattern(example.first, caseSensitive: example.caseSensitive)
        let second = UnitSupport.pattern(example.second, caseSensitive: example.caseSensitive)
        #expect(Self.relation(first, second) == example.relation)
        #expect(Self.relation(second, first) == example.relation.mirrored)
    }

    @Test("Example paths really are in both sets, or in one and not the other", arguments: cases) func examplePaths(
        _ example: Case
    ) {
        let first = UnitSupport.pattern(example.first, caseSensitive: example.caseSensitive)
        let second = UnitSupport.pattern(example.second, caseSensitive: example.caseSensitive)
        if let common = first.commonPath(with: second) {
            #expect(first.matches(common) && second.matches(common), "\(common)")
        }
        for (one, other) in [(first, second), (second, first)] {
            if let outside = one.path(notIn: other) {
                #expect(one.matches(outside) && !other.matches(outside), "\(outside)")
            } else {
                #expect(one.isSubset(of: other))
            }
        }
    }

    @Test(
        "Specificity tries the subset first",
        arguments: cases.filter { [.firstInsideSecond, .secondInsideFirst].contains($0.relation) }
    ) func specificityAgrees(_ example: Case) {
        let first = Specificity(UnitSupport.pattern(example.first, caseSensitive: example.caseSensitive))
        let second = Specificity(UnitSupport.pattern(example.second, caseSensitive: example.caseSensitive))
        #expect(example.relation == .firstInsideSecond ? first < second : second < first)
    }

    @Test("A segment outside a finite set is found past every value it rules out") func segmentOutsideLargeEnum() {
        let values = (1...500).map(String.init) + ["x", "x1", "1.5", "true"]
        let large = SegmentSet.finite(FiniteSegments(values, foldsCase: false))
        for set in [SegmentSet.int, .double, .any] {
            let outside = set.segment(notIn: large)
            #expect(
                outside.map { set.contains($0) && !large.contains($0) } == true,
                "\(set): \(String(describing: outside))"
            )
        }
    }
}
